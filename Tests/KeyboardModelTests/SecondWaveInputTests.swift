// The second wave's inputs (docs/CONTRACT.md "Additions"): settings, the new Control1 calls, the new
// traits and the editing notifications. Bad input gets the contract's errors and changes nothing.

import KeyboardModel
import Testing

@Suite struct SecondWaveInputTests {
    @Test func badInputIsRefusedWithTheContractsErrors() throws {
        var b = Bench()
        try b.launch("a")
        let cases: [(Event, String, String)] = [
            (.setSetting(.stageManager, on: true), "NotSupported", "iPad"),
            (.setInputModeFromMenu("klingon"), "InvalidArgs", "unknown input mode"),
            (.beginInteractiveDismiss, "WrongState", "no docked keyboard"),
            (.moveInteractiveDismiss(y: 500), "WrongState", "no interactive dismissal"),
            (.moveInteractiveDismiss(y: .nan), "InvalidArgs", "within the screen"),
            (.endInteractiveDismiss(dismissed: true), "WrongState", "no interactive dismissal"),
            (.dismissSheet, "WrongState", "no sheet"),
            (.reloadInputViews(app: "a"), "WrongState", "no first responder"),
            (.reloadInputViews(app: "ghost"), "UnknownApp", "ghost"),
            (.moveAppWindow(app: "a", frame: Rect(x: 0, y: 0, width: 300, height: 400)), "NotSupported", "Stage Manager"),
            (.moveAppWindow(app: "a", frame: Rect(x: 0, y: 0, width: -3, height: 400)), "InvalidArgs", "negative"),
        ]
        for (event, name, words) in cases {
            let before = (b.world.apps, b.world.keyboardInfo, b.world.traceCount, b.world.settings)
            do {
                try b.run(event)
                Issue.record("\(event) did not throw")
            } catch let error as ModelError {
                #expect(error.contractName.hasSuffix(name), "\(event): \(error)")
                #expect(error.message.contains(words), "\(event): \(error.message)")
                #expect(before == (b.world.apps, b.world.keyboardInfo, b.world.traceCount, b.world.settings))
            }
        }
    }

    /// The traits' names are the contract's (decoded in the shell: CallMappingTests); the model
    /// derives what a password field is and records the traits in the trace.
    @Test func traitsAreRecorded() throws {
        let t = ResponderTraits(kind: .textView, secureTextEntry: true, textContentType: .newPassword)
        #expect(t.kind == .textView && t.secureTextEntry && t.textContentType == .newPassword && t.isPasswordEntry)
        #expect(ResponderTraits().kind == .textField && !ResponderTraits().isPasswordEntry)
        let data = Event.becomeFirstResponder(app: "a", responder: "r", traits: t).data
        #expect(data["Kind"] == .string("textView") && data["SecureTextEntry"] == .bool(true)
            && data["TextContentType"] == .string("newPassword"))
    }

    /// Server1.Settings changes like the other properties, with every name; Reset goes back.
    @Test func settingsArePublishedAndReset() throws {
        var b = Bench()
        #expect(b.world.settings == Settings())
        let e = try b.run(.setSetting(.reduceMotion, on: true))
        #expect(e.contains(.serverProperty(.settings([
            "predictive": .bool(true), "reduce-motion": .bool(true), "prefer-cross-fade": .bool(false),
            "stage-manager": .bool(false), "simulator": .bool(false),
        ]))))
        // The same value again changes nothing.
        #expect(try b.run(.setSetting(.reduceMotion, on: true)).allSatisfy {
            if case .serverProperty = $0 { false } else { true }
        })
        try b.run(.reset)
        #expect(b.world.settings == Settings())
    }

    /// Predictive off: the keyboard is shorter by the QuickType bar (W1); 260 with it on the
    /// 375×667 phones of iOS 12 and 13 (C16).
    @Test func predictiveSettingShapesTheKeyboard() throws {
        var b = Bench(device: .iphone8)
        try b.launch("a")
        try b.focus("a")
        #expect(b.keyboard.frame.height == 260)
        try b.run(.setSetting(.predictive, on: false))
        b.settle()
        #expect(b.keyboard.frame.height == 216)
    }

    /// Stage Manager: iPad only; windows move only with it on, and go back when it ends.
    @Test func stageManagerMovesWindowsOnIPadOnly() throws {
        var b = Bench(.ios16, device: .ipadPro11)
        try b.launch("a")
        let frame = Rect(x: 100, y: 80, width: 500, height: 600)
        #expect(throws: ModelError.self) { try b.run(.moveAppWindow(app: "a", frame: frame)) }
        try b.run(.setSetting(.stageManager, on: true))
        try b.run(.moveAppWindow(app: "a", frame: frame))
        #expect(b.app("a").windowFrame == frame)
        try b.run(.setSetting(.stageManager, on: false))
        #expect(b.app("a").windowFrame == b.screen)
    }

    /// Editing notifications: text fields and text views post theirs, custom responders none;
    /// moving the focus ends the old responder's editing before the new one begins.
    @Test func editingNotificationsFollowTheResponder() throws {
        var b = Bench()
        try b.launch("a")
        let m = b.mark
        try b.focus("a", "name")
        try b.focus("a", "notes", ResponderTraits(kind: .textView))
        try b.focus("a", "notes", ResponderTraits(kind: .textView))   // the same responder: nothing new
        try b.focus("a", "vc", ResponderTraits(inputView: .none, inputAccessoryViewHeight: 44, kind: .custom))
        try b.run(.resignFirstResponder(app: "a"))
        let editing = b.effects[m...].compactMap { e -> String? in
            if case .editingNotification(_, let name, let responder) = e { "\(short(name.rawValue)) \(responder)" } else { nil }
        }
        #expect(editing == ["UITextFieldTextDidBeginEditing name", "UITextFieldTextDidEndEditing name",
                            "UITextViewTextDidBeginEditing notes", "UITextViewTextDidEndEditing notes"])
        let traced = b.world.traceRecords(after: 0).filter { $0.event.hasPrefix("UITextView") }
        #expect(traced.map(\.data) == [["Responder": .string("notes")], ["Responder": .string("notes")]])
    }

    /// A sheet takes the responder like an alert (the keyboard hides) and gives it back.
    @Test func sheetTakesAndGivesBackTheResponder() throws {
        var b = Bench(.ideal)
        try b.launch("a")
        try b.focus("a")
        let m = b.mark
        try b.run(.presentSheet(kind: .share))
        b.settle()
        #expect(!b.keyboard.visible && b.world.sheetKind == "share" && b.app("a").state == .active)
        #expect(throws: ModelError.self) { try b.run(.presentSheet(kind: .share)) }
        try b.run(.dismissSheet)
        b.settle()
        #expect(b.keyboard.visible && b.app("a").firstResponder == "field")
        #expect(b.keyboardNames("a", from: m) == hideGroup + showGroup)
    }

    /// Interactive dismissal moves the keyboard (the truth), then hides it or puts it back.
    @Test func interactiveDismissalMovesTheTruth() throws {
        var b = Bench(.ideal)
        try b.launch("a")
        try b.focus("a")
        let rest = b.keyboard.frame
        try b.run(.beginInteractiveDismiss)
        #expect(b.keyboard.animating)
        try b.run(.moveInteractiveDismiss(y: rest.y + 100))
        #expect(b.keyboard.frame.y == rest.y + 100)
        #expect(b.app("a").keyboardOverlap.height == rest.height - 100)
        try b.run(.moveInteractiveDismiss(y: 0))   // the finger above the keyboard: it stays where it rests
        #expect(b.keyboard.frame == rest)
        try b.run(.endInteractiveDismiss(dismissed: false))
        b.settle()
        #expect(b.keyboard.visible && b.keyboard.frame == rest && !b.keyboard.animating)
        try b.run(.beginInteractiveDismiss)
        try b.run(.moveInteractiveDismiss(y: rest.y + 200))
        try b.run(.endInteractiveDismiss(dismissed: true))
        b.settle()
        #expect(!b.keyboard.visible && b.app("a").firstResponder == "")
    }

    @Test func everyEraIsListedOldestFirst() {
        #expect(Profile.all.map(\.name) == ["ideal", "ios6", "ios7", "ios8", "ios9-beta4", "ios9", "ios11", "ios12", "ios13", "ios14",
                                             "ios15", "ios16", "ios17", "ios18", "ios26.0", "ios26"])
        #expect(Era.ios6 < .ios8 && Era.ios12 < .ios13 && Era.ios13 < .ios14 && Era.ios14 < .ios15 && Era.ios18 < .ios26_0 && Era.ios26_0 < .ios26)
        for p in Profile.all { #expect(Profile.named(p.name) == p) }
    }

    /// The quirk set holds every quirk, past the old 16 bits, each on its own bit.
    @Test func quirkSetHoldsEveryQuirk() {
        var all = QuirkSet()
        for q in Quirk.allCases {
            #expect(!all.contains(q))
            all.insert(q)
            #expect(all.contains(q))
        }
        #expect(all.quirks == Quirk.allCases)
        for q in Quirk.allCases {
            var one = all
            one.remove(q)
            #expect(!one.contains(q) && one.quirks.count == Quirk.allCases.count - 1)
        }
    }
}
