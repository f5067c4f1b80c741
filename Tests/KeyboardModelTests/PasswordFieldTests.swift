// N5: secure and password fields: the two-step show with the AutoFill bar, the extra frames on the
// way into a password field, the "save password?" prompt's WillShow/WillHide.

import KeyboardModel
import Testing

@Suite struct PasswordFieldTests {
    let secure = ResponderTraits(secureTextEntry: true)

    /// A password field's keyboard carries the AutoFill bar in place of the predictive bar, so it
    /// is as tall as the predictive keyboard even with Predictive off.
    @Test func n5PasswordFieldsHaveTheAutoFillBar() throws {
        var b = Bench(.ideal) { $0.settings.predictive = false }
        try b.launch("a")
        try b.focus("a", "name")
        #expect(b.keyboard.frame.height == 291)
        try b.focus("a", "password", ResponderTraits(textContentType: .password))
        #expect(b.keyboard.frame.height == 335)
    }

    /// N5 (`password-two-step-show`, iOS 14 on): focusing a secure field shows the keys alone at once
    /// (a Show group with duration 0 and its Dids), then the keyboard with the AutoFill bar; iOS 13
    /// shows it once.
    @Test func n5TwoStepShowOnIOS17() throws {
        var b = Bench(.ios17)
        try b.launch("a")
        let m = b.mark
        try b.run(.becomeFirstResponder(app: "a", responder: "password", traits: secure))
        b.settle()
        let log = b.infos("a", from: m)
        #expect(log.map(\.name) == showGroup + showGroup)
        #expect(log.prefix(4).allSatisfy { $0.info.frameEnd.height == 291 && $0.info.duration == 0 })
        #expect(log.suffix(4).allSatisfy { $0.info.frameEnd.height == 336 && $0.info.duration == 0.25 })   // iOS 17 heights (N14)
        #expect(log[4].info.frameBegin == log[0].info.frameEnd)
        #expect(log[3].info.time == log[0].info.time && log[4].info.time == log[0].info.time + b.timings.autofillBarStep)

        var c = Bench(.ios13)
        try c.launch("a")
        let n = c.mark
        try c.run(.becomeFirstResponder(app: "a", responder: "password", traits: secure))
        c.settle()
        #expect(c.infos("a", from: n).map(\.name) == showGroup)
        #expect(c.infos("a", from: n).allSatisfy { $0.info.frameEnd.height == 335 })
    }

    /// X3 (hackiftekhar/IQKeyboardManager #1823, 414×896, iOS 14.4+): the log's WillShows, 345 then
    /// 390, are a password field's two-step show with the library's 44 pt toolbar above the keys: the
    /// keyboard itself is 301 then 346, the height table's iOS 14 figures for the screen (not 345).
    /// iOS 13, the era before, shows it once at the same 346 + 44.
    @Test func x3TheIQKeyboardManagerLogIsTheTwoStepShowWithItsToolbar() throws {
        let withToolbar = ResponderTraits(inputAccessoryViewHeight: 44, secureTextEntry: true)
        func willShows(_ profile: Profile) throws -> [Rect] {
            var b = Bench(profile, device: .iphone11)
            try b.launch("a")
            let m = b.mark
            try b.run(.becomeFirstResponder(app: "a", responder: "password", traits: withToolbar))
            b.settle()
            return b.infos("a", from: m).filter { $0.name == "WillShow" }.map(\.info.frameEnd)
        }
        #expect(try willShows(Profile(.ios14)) == [Rect(x: 0, y: 551, width: 414, height: 345), Rect(x: 0, y: 506, width: 414, height: 390)])
        #expect(try willShows(.ios13) == [Rect(x: 0, y: 506, width: 414, height: 390)])
        for era in [Profile.ios13, Profile(.ios14), .ios15] {
            #expect(KeyboardHeightTable.height(device: .iphone11, orientation: .portrait, inputMode: .english,
                                               era: era.heightEra).height == 346, "\(era.name)")
        }
    }

    /// N5 (`secure-field-extra-frames`, iOS 13 to 16): from a plain field into a secure one, two
    /// extra instant WillChangeFrames come first, the first with a bogus off-screen frame; the
    /// keyboard itself does not move. iOS 17 posts nothing (the frame does not change).
    @Test func n5ExtraFramesIntoASecureFieldOnIOS13To16() throws {
        for profile in [Profile.ios13, .ios15, .ios16] {
            var b = Bench(profile)
            try b.launch("a")
            try b.focus("a", "user", ResponderTraits(textContentType: .username))
            let rest = b.keyboard.frame
            let m = b.mark
            try b.run(.becomeFirstResponder(app: "a", responder: "password", traits: secure))
            #expect(b.keyboard.frame == rest)
            b.settle()
            let log = b.infos("a", from: m)
            #expect(log.map(\.name) == ["WillChangeFrame", "DidChangeFrame", "WillChangeFrame", "DidChangeFrame"] + showGroup,
                    "\(profile.name)")
            #expect(log[0].info.frameEnd.y == b.screen.height && log[0].info.duration == 0)
            #expect(log[2].info.frameEnd.height == 291 && log[2].info.duration == 0)
            #expect(log[4].info.frameEnd == rest && log[4].info.frameBegin.height == 291)
            #expect(b.keyboard.frame == rest)
        }
        var c = Bench(.ios17)
        try c.launch("a")
        try c.focus("a", "user")
        let n = c.mark
        try c.focus("a", "password", secure)
        #expect(c.keyboardNames("a", from: n).isEmpty)
    }

    /// N5, C7 (`password-prompt-flash`, from the era of iOS 14 and 15): the password manager's prompt
    /// appearing over a visible keyboard posts a WillShow, then at once a WillHide with duration 0,
    /// and the keyboard is gone (flutter/flutter PR 164884, #112281: "iOS 15+"); iOS 13 hides it with
    /// a plain Hide group. With no keyboard on screen there is nothing to flash.
    @Test func n5PasswordPromptFlash() throws {
        for (profile, flashes) in [(Profile.ios15, true), (.ios16, true), (.ios26, true), (.ios13, false)] {
            var b = Bench(profile)
            try b.launch("a")
            try b.focus("a")
            b.settle()
            let shown = b.keyboard.frame
            let m = b.mark
            try b.run(.presentSheet(kind: .passwordSave))
            #expect(!b.keyboard.visible)
            b.settle()
            let log = b.infos("a", from: m)
            #expect(log.map(\.name) == (flashes ? ["WillChangeFrame", "WillShow"] + hideGroup : hideGroup), "\(profile.name)")
            if flashes {
                #expect(log[1].info.frameEnd == shown && log[1].info.duration == 0.25)
                #expect(log[2].info.frameBegin == shown && log[2].info.duration == 0)
                #expect(log[2].info.frameEnd.y == b.screen.height)
                #expect(log.allSatisfy { $0.info.time == log[0].info.time })
            }
            // Dismissed, the prompt gives the field back with its keyboard.
            let n = b.mark
            try b.run(.dismissSheet)
            b.settle()
            // (iOS 15 gives a keyboard back after a modal with one notification, DidShow: N19.)
            #expect(b.keyboardNames("a", from: n) == (profile == .ios15 ? ["DidShow"] : showGroup))
            #expect(b.keyboard.visible && b.world.sheetKind == nil)
        }
        // No keyboard before the prompt: nothing to flash (and nothing when it goes).
        var none = Bench(.ios16)
        try none.launch("a")
        let m = none.mark
        try none.run(.presentSheet(kind: .passwordSave))
        try none.run(.dismissSheet)
        none.settle()
        #expect(!none.keyboardNames("a", from: m).contains("WillShow"))
    }
}
