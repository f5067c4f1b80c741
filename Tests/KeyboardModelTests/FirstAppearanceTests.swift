// N18: the first keyboard in a process, a per-process state that a new process starts over.

import KeyboardModel
import Testing

@Suite struct FirstAppearanceTests {
    /// N18 (`first-show-chatty`, iOS 8): the first keyboard after launch is three Show groups with
    /// JSQMessagesViewController #701's timings; the next one is one group; a terminated app's next
    /// process starts over. A text field's first keyboard, and iOS 9's, are announced once.
    @Test func n18IOS8sFirstKeyboardIsChatty() throws {
        let textView = ResponderTraits(kind: .textView)
        var b = Bench(.ios8, device: .iphone6)
        try b.launch("a")
        let m = b.mark
        try b.run(.becomeFirstResponder(app: "a", responder: "field", traits: textView))
        let t0 = b.now
        b.settle()
        let log = b.infos("a", from: m)
        #expect(log.map(\.name) == ["WillChangeFrame", "WillShow", "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow",
                                    "DidChangeFrame", "DidShow", "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(log.map { $0.info.time - t0 } == [0, 0, 149, 149, 152, 152, 175, 175, 185, 185, 582, 582])
        #expect(log[0].info.frameEnd.height < log[2].info.frameEnd.height)
        #expect(log[8].info.frameEnd == b.keyboard.frame)
        try b.run(.resignFirstResponder(app: "a"))
        b.settle()
        let n = b.mark
        try b.focus("a", "field", textView)
        b.settle()
        #expect(b.keyboardNames("a", from: n) == showGroup)
        // A new process: chatty again.
        try b.run(.terminateApp("a"))
        try b.run(.launchApp("a"))
        b.settle()
        let p = b.mark
        try b.focus("a", "field", textView)
        b.settle()
        #expect(b.keyboardNames("a", from: p).count == 12)
        var field = Bench(.ios8, device: .iphone6)
        try field.launch("a")
        let f = field.mark
        try field.focus("a")
        field.settle()
        #expect(field.keyboardNames("a", from: f) == showGroup)
        var nine = Bench(.ios9, device: .iphone6)
        try nine.launch("a")
        let q = nine.mark
        try nine.focus("a", "field", textView)
        nine.settle()
        #expect(nine.keyboardNames("a", from: q) == showGroup)
    }

    /// N18, IQKeyboardManager #228 (May 2015: "keyboardWillShow: will be called twice at the first
    /// time and the heights of the keyboard are not the same"): the chatty first show of a text view,
    /// cut short by the toolbar IQKeyboardManager gives the text view in its DidBeginEditing (after
    /// the keyboard's Wills, N13) with a reload: two WillShows of 0.25 s, the keys alone then the
    /// whole keyboard with the toolbar; the first group's Dids never come (N1). The next show is one
    /// group, the toolbar there before the Wills.
    @Test func n18IQKeyboardManagerToolbarCutsTheChattyShowShort() throws {
        var b = Bench(.ios8, device: .iphone6)
        try b.launch("a")
        let m = b.mark
        try b.run(.becomeFirstResponder(app: "a", responder: "field", traits: ResponderTraits(kind: .textView)))
        #expect(b.keyboardAndEditing("a", from: m) == ["WillChangeFrame", "WillShow", "UITextViewTextDidBeginEditing"])
        // IQKeyboardManager's textViewDidBeginEditing: the toolbar, then reloadInputViews.
        try b.run(.setInputAccessoryViewHeight(app: "a", height: 44))
        try b.run(.reloadInputViews(app: "a"))
        b.settle()
        let log = b.infos("a", from: m)
        #expect(log.map(\.name) == ["WillChangeFrame", "WillShow", "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        let shows = log.filter { $0.name == "WillShow" }.map(\.info)
        #expect(shows.allSatisfy { $0.duration == 0.25 })
        #expect(shows[0].frameEnd.height == b.englishHeight(predictive: false))
        #expect(shows[1].frameEnd.height == b.englishHeight() + 44)
        try b.run(.resignFirstResponder(app: "a"))
        b.settle()
        let n = b.mark
        try b.focus("a", "field", ResponderTraits(inputAccessoryViewHeight: 44, kind: .textView))
        b.settle()
        #expect(b.keyboardNames("a", from: n) == showGroup)
    }

    /// N18 (`third-party-first-use-only`, iOS 26): a third-party keyboard steps (364, 347, its own)
    /// only the first time in a process; iOS 18 steps every time.
    @Test func n18IOS26ThirdPartyStepsOnlyOnFirstUse() throws {
        for (profile, stepsAgain) in [(Profile.ios26, false), (.ios18, true)] {
            var b = Bench(profile)
            try b.launch("a")
            try b.run(.setInputMode("third-party:Gboard:300"))
            for round in 0..<2 {
                let m = b.mark
                try b.focus("a")
                b.settle()
                let shows = b.keyboardNames("a", from: m).filter { $0 == "WillShow" }.count
                #expect(shows == (round == 0 || stepsAgain ? 3 : 1), "\(profile.name) round \(round)")
                try b.run(.resignFirstResponder(app: "a"))
                b.settle()
            }
        }
    }

    /// N18 (`first-show-short`, iOS 17's betas: no era, SetQuirk): the first keyboard in a process is
    /// announced 44 pt tall in its Wills and Dids; the truth and the next keyboard are whole.
    @Test func n18IOS17BetasFirstKeyboardClaims44() throws {
        var b = Bench(.ios17) { $0.quirkOverrides[.firstShowShort] = true }
        try b.launch("a")
        let m = b.mark
        try b.focus("a")
        b.settle()
        let log = b.infos("a", from: m)
        #expect(log.allSatisfy { $0.info.frameEnd.height == 44 && $0.info.frameEnd.maxY == b.screen.height })
        #expect(b.app("a").keyboardOverlap.height == b.englishHeight())
        try b.run(.resignFirstResponder(app: "a"))
        b.settle()
        let n = b.mark
        try b.focus("a")
        #expect(b.infos("a", from: n)[1].info.frameEnd.height == b.englishHeight())
        #expect(Profile.all.allSatisfy { !$0.quirks.contains(.firstShowShort) })
    }
}

@Suite struct PasswordAutoFillTests {
    static let password = ResponderTraits(secureTextEntry: true)

    /// N5 (`password-switch-flicker`, iOS 17 on): from one password field to another the AutoFill bar
    /// goes and comes back at once (flutter/flutter #134723); iOS 16 moves the focus in silence.
    @Test func n5PasswordToPasswordFlickers() throws {
        for (profile, flickers) in [(Profile.ios17, true), (.ios16, false)] {
            var b = Bench(profile)
            try b.launch("a")
            try b.focus("a", "password", Self.password)
            b.settle()
            let full = b.keyboard.frame
            let m = b.mark
            try b.run(.becomeFirstResponder(app: "a", responder: "confirm", traits: Self.password))
            #expect(b.keyboard.frame.height == (flickers ? full.height - 45 : full.height) || !flickers)
            b.settle()
            let log = b.infos("a", from: m)
            #expect(log.map(\.name) == (flickers ? showGroup + showGroup : []), "\(profile.name)")
            if flickers {
                #expect(log[1].info.frameEnd.height < full.height && log[5].info.frameEnd == full)
                #expect(log.allSatisfy { $0.info.duration == 0 })
            }
            #expect(b.keyboard.frame == full)
        }
    }

    /// N5 (`keychain-return-negative-frames`, iOS 14.4 on): the credential picker over the keyboard
    /// posts a WillShow of a 115 pt bar with 44 pt on screen; Cancel gives the keyboard back as
    /// (0, −115) then (0, −height); the second time 648 pt wide on a 414 pt screen (IQKeyboardManager
    /// #1823). iOS 13 hides and shows as for any sheet. The keyboard that comes back has no keys-alone
    /// step (`password-two-step-show`, on from iOS 14): the log shows the bar, then the keyboard.
    @Test func n5TheCredentialPickersReturnFrames() throws {
        for (profile, negative) in [(Profile(.ios14), true), (.ios17, true), (.ios13, false)] {
            var b = Bench(profile, device: .iphone11)
            try b.launch("a")
            try b.focus("a", "password", Self.password)
            b.settle()
            let h = b.keyboard.frame.height
            for round in 0..<2 {
                let m = b.mark
                try b.run(.presentSheet(kind: .passwords))
                b.settle()
                let present = b.infos("a", from: m)
                #expect(present.map(\.name) == (negative ? ["WillChangeFrame", "WillShow"] + hideGroup : hideGroup))
                if negative { #expect(present[1].info.frameEnd == Rect(x: 0, y: 896 - 44, width: 414, height: 115)) }
                let n = b.mark
                try b.run(.dismissSheet)
                b.settle()
                let back = b.infos("a", from: n)
                let width = round == 0 ? 414 : 648.0
                if negative {
                    #expect(back.map(\.name) == ["WillChangeFrame", "WillShow"] + showGroup)
                    #expect(back[1].info.frameEnd == Rect(x: 0, y: -115, width: width, height: 115))
                    #expect(back[3].info.frameEnd == Rect(x: 0, y: -h, width: width, height: h))
                } else {
                    #expect(back.map(\.name) == showGroup)
                }
                #expect(b.app("a").keyboardOverlap.height == h)
            }
        }
    }

    /// N5 (`autofill-credentials-wrong-frame`, iOS 26): a username field's keyboard is announced
    /// without the AutoFill bar it shows (firefox-ios PR 30146); the truth has it. iOS 18 is right.
    @Test func n5IOS26AutoFillCredentialsWrongFrame() throws {
        for (profile, wrong) in [(Profile.ios26, true), (.ios18, false)] {
            var b = Bench(profile)
            try b.launch("a")
            let m = b.mark
            try b.focus("a", "user", ResponderTraits(textContentType: .username))
            let end = b.infos("a", from: m)[1].info.frameEnd
            let truth = b.app("a").keyboardOverlap.height
            #expect((end.height < truth) == wrong && end.maxY == b.screen.height, "\(profile.name)")
        }
    }
}
