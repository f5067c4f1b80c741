// The articles' stories end to end, each on the profile of its era and on ideal.

import KeyboardModel
import Testing

@Suite struct ArticleStoryTests {
    /// The Mail.ru article: Ike with the keyboard open, switch to Notes, type, come back (K2, K3, K4).
    /// Back in Ike the keyboard is not there, but Ike's tracker saw Notes' WillShow last: its
    /// belief (lifted) and the truth (nothing covers it) disagree. The snapshot shows a hole.
    @Test func ikeSwitchesToNotesAndBack() throws {
        var b = Bench(.ios13)
        try b.launch("ike")
        try b.launch("notes")
        try b.run(.launchApp("ike"))
        b.settle()
        try b.focus("ike")
        let m = b.mark
        try b.run(.launchApp("notes"))
        b.advance(b.timings.activation)
        try b.focus("notes")                                       // type in Notes
        b.settle()
        #expect(b.app("ike").snapshot == .hole)                    // K4
        try b.run(.launchApp("ike"))
        b.settle()
        let ike = b.log("ike", from: m)
        // A tracker that follows WillChangeFrame: its last event was Notes' show.
        let lastChange = try #require(ike.last { $0.name == "WillChangeFrame" }?.info)
        let believed = b.app("ike").windowFrame.height - lastChange.frameEnd.converted(toWindow: b.app("ike").windowFrame).minY
        #expect(lastChange.owner == "notes" && !lastChange.isLocal)   // K3
        #expect(believed > 0)                                         // "legs fall off the screen"
        #expect(b.app("ike").keyboardOverlap == .zero)                // truth: no keyboard (K2)
        #expect(b.world.keyboardOwner == "")
        #expect(ike.map(\.name).suffix(2) == ["WillEnterForeground", "DidBecomeActive"])

        // Ideal: Ike never hears Notes; it gets its keyboard back; belief = truth.
        var i = Bench(.ideal)
        try i.launch("ike")
        try i.launch("notes")
        try i.run(.launchApp("ike"))
        i.settle()
        try i.focus("ike")
        let n = i.mark
        try i.run(.launchApp("notes"))
        i.advance(i.timings.activation)
        try i.focus("notes")
        i.settle()
        try i.run(.launchApp("ike"))
        i.settle()
        let clean = i.log("ike", from: n)
        #expect(clean.allSatisfy { $0.info == nil || $0.info!.owner == "ike" })
        let last = try #require(clean.last { $0.name == "WillChangeFrame" }?.info)
        let window = i.app("ike").windowFrame
        #expect(window.height - last.frameEnd.converted(toWindow: window).minY == i.app("ike").keyboardOverlap.height)
        #expect(i.app("ike").snapshot == .keyboard)
    }

    /// The Mail.ru article: the microphone alert over Ike with the keyboard up (K5): the keyboard hides
    /// before WillResignActive and comes back before DidBecomeActive.
    @Test func microphoneAlert() throws {
        var b = Bench(.ios13)
        try b.launch("ike")
        try b.focus("ike")
        let m = b.mark
        try b.run(.showAlert(kind: .microphonePermission))
        b.advance(2000)
        try b.run(.dismissAlert)
        b.settle()
        #expect(b.names("ike", from: m) == ["WillChangeFrame", "WillHide", "WillResignActive", "DidChangeFrame", "DidHide",
                                            "WillChangeFrame", "WillShow", "DidBecomeActive", "DidChangeFrame", "DidShow"])
        var i = Bench(.ideal)
        try i.launch("ike")
        try i.focus("ike")
        let n = i.mark
        try i.run(.showAlert(kind: .microphonePermission))
        i.advance(2000)
        try i.run(.dismissAlert)
        i.settle()
        #expect(i.names("ike", from: n) == ["WillChangeFrame", "WillHide", "WillResignActive", "DidChangeFrame", "DidHide",
                                            "DidBecomeActive"] + showGroup)
    }

    /// The Mail.ru article: switching without the keyboard (K7): Ike's view lifts for Facebook's keyboard.
    @Test func switchWithoutKeyboard() throws {
        var b = Bench(.ios13)
        try b.launch("ike")
        try b.launch("facebook")
        try b.run(.launchApp("ike"))
        b.settle()
        let m = b.mark
        try b.run(.launchApp("facebook"))
        b.advance(b.timings.activation)
        try b.focus("facebook")
        b.settle()
        #expect(b.keyboardNames("ike", from: m) == showGroup)
        #expect(b.log("ike", from: m).allSatisfy { $0.info == nil || $0.info!.owner == "facebook" })
    }

    /// The Mail.ru article: the home indicator touched during interactive dismissal (K8, K9).
    @Test func homeIndicatorDuringInteractiveDismissal() throws {
        var b = Bench(.ios13, device: .iphoneX)
        try b.launch("ike")
        try b.focus("ike")
        let start = b.keyboard.frame
        let first = { (b: Bench) in b.app("ike").windows.first { $0.kind == .keyboard }! }
        try b.run(.setWindowFrame(app: "ike", windowId: first(b).id, frame: start.offsetBy(dx: 0, dy: 40)))   // K8 pan
        #expect(b.keyboard.frame.y == start.y + 40)
        try b.run(.swipeHomeIndicator)                                                                         // K9
        try b.run(.setWindowFrame(app: "ike", windowId: first(b).id, frame: start.offsetBy(dx: 0, dy: 120)))
        #expect(b.keyboard.frame.y == start.y + 40)              // the pan stopped working
        let top = b.app("ike").windows.last { $0.kind == .keyboard }!
        try b.run(.setWindowFrame(app: "ike", windowId: top.id, frame: start.offsetBy(dx: 0, dy: 120)))
        #expect(b.keyboard.frame.y == start.y + 120)             // the fix: topmost first
    }

    /// The Mail.ru article: iPad split and drag (K10, K11): Ike's legs fly off with the naive tracker and
    /// come back with K12's rule.
    @Test func iPadSplitAndDrag() throws {
        var b = Bench(.ios13, device: .ipad97)
        try b.launch("ike")
        try b.focus("ike")
        let m = b.mark
        try b.run(.setKeyboardMode(.split))
        b.settle()
        try b.run(.beginKeyboardDrag)
        try b.run(.endKeyboardDrag(y: 400), after: 300)
        b.settle()
        let window = b.app("ike").windowFrame
        let log = b.log("ike", from: m)
        #expect(log.map(\.name) == hideGroup + hideGroup + ["WillChangeFrame", "DidChangeFrame"] + hideGroup)
        let naive = log.filter { $0.name == "WillChangeFrame" }.map { window.height - $0.info!.frameEnd.minY }
        #expect(naive.contains(window.height))                   // K11: thrown off screen
        let k12 = log.filter { $0.name == "WillChangeFrame" || $0.name == "DidChangeFrame" }.map { n -> Double in
            let f = n.info!.frameEnd
            return f.maxY < window.height ? 0 : window.height - f.minY
        }
        #expect(k12.last == 0 && k12.last == b.app("ike").keyboardOverlap.height)
    }

    /// nixzhu's KeyboardMan article: the Pinyin keyboard on iOS 8 (M1) and on iOS 9 beta 4 (M2), with KeyboardMan's
    /// rule (M4): WillChangeFrame counts as Show after a Show; act on action change or height change.
    /// The rule ends at the full height on both, where counting WillShows does not.
    @Test(arguments: [Profile.ios8, .ios9Beta4, .ideal])
    func pinyinKeyboard(profile: Profile) throws {
        var b = Bench(profile, device: .iphone6)
        try b.launch("chat")
        try b.run(.setInputMode("zh-Hans-Pinyin"))
        try b.focus("chat")
        b.settle()
        let full = b.keyboard.frame.height
        var lastShowHeight: Double?
        var manHeight: Double?
        var lastAction: String?
        for n in b.log("chat") where n.info != nil {
            switch n.name {
            case "WillShow":
                lastShowHeight = n.info!.frameEnd.height
                manHeight = n.info!.frameEnd.height
                lastAction = "show"
            case "WillChangeFrame" where lastAction == "show":
                manHeight = n.info!.frameEnd.height
            case "WillHide": lastAction = "hide"
            case "DidHide": lastAction = nil
            default: break
            }
        }
        #expect(manHeight == full)                               // KeyboardMan's rule is right everywhere
        #expect((lastShowHeight == full) == (profile.name != "ios9-beta4"))   // M2 hides the final height
    }
}
