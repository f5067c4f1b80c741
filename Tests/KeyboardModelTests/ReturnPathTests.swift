// N19: the ways the keyboard comes back, or does not go: a responder that refuses to resign.

import KeyboardModel
import Testing

@Suite struct ReturnPathTests {
    /// N19 (`refused-resign-reannounces`, iOS 14): a field whose shouldEndEditing says no keeps the
    /// focus; resigning it or tapping another field answers false, and iOS 14 posts the keyboard's
    /// Show group again (xamarin/Xamarin.Forms #12939: "not fired in iOS 13").
    @Test func n19ARefusedResignationReannouncesOnIOS14() throws {
        for (profile, reannounced) in [(Profile(.ios14), true), (.ios13, false), (.ios15, false), (.ideal, false)] {
            var b = Bench(profile)
            try b.launch("a")
            try b.focus("a", "editor", ResponderTraits(kind: .textView, shouldEndEditing: false))
            let up = b.keyboard.frame
            var m = b.mark
            let resigned = try b.run(.resignFirstResponder(app: "a"))
            b.settle()
            #expect(resigned.contains(.reply(false)))
            #expect(b.app("a").firstResponder == "editor" && b.keyboard.frame == up)
            let log = b.infos("a", from: m)
            #expect(log.map(\.name) == (reannounced ? showGroup : []), "\(profile.name)")
            if reannounced { #expect(log[1].info.frameBegin == log[1].info.frameEnd) }
            m = b.mark
            let other = try b.run(.becomeFirstResponder(app: "a", responder: "other"))
            b.settle()
            #expect(other.contains(.reply(false)) && b.app("a").firstResponder == "editor")
            #expect(b.keyboardNames("a", from: m) == (reannounced ? showGroup : []))
        }
    }
}

@Suite struct NavigationTests {
    /// N19 (`push-dismisses-keyboard`, iOS 15 on): a push takes the keyboard down with the covered
    /// screen's responder; iOS 14 keeps it up (onmyway133/notes #620: "Not on iOS 14").
    @Test func n19APushDismissesTheKeyboardFromIOS15() throws {
        for (profile, dismisses) in [(Profile.ios15, true), (.ios26, true), (Profile(.ios14), false), (.ideal, false)] {
            var b = Bench(profile)
            try b.launch("a")
            try b.focus("a")
            let m = b.mark
            try b.run(.pushViewController(app: "a"))
            b.settle()
            #expect(b.keyboardNames("a", from: m) == (dismisses ? hideGroup : []), "\(profile.name)")
            #expect(b.keyboard.visible == !dismisses && (b.app("a").firstResponder == "") == dismisses)
        }
    }

    /// N19 (`keyboard-slides-with-navigation`, iOS 5 and 6): a pop takes the keyboard away sideways
    /// with the screen, curve 0 and 0.35 s (rdar 15054825); iOS 7 hides it downwards.
    @Test func n19APopSlidesTheKeyboardAwayOnIOS6() throws {
        for (profile, sideways) in [(Profile(.ios6), true), (Profile(.ios7), false)] {
            var b = Bench(profile, configure: Bench.withoutFirstAppearance)
            try b.launch("a")
            try b.focus("a")
            let up = b.keyboard.frame
            let m = b.mark
            try b.run(.popViewController(app: "a"))
            b.settle()
            let log = b.infos("a", from: m)
            #expect(log.map(\.name) == hideGroup)
            // (iOS 7's hides end at CGRectNull: O1.)
            #expect(sideways ? log[1].info.frameEnd == up.offsetBy(dx: b.screen.width, dy: 0) : log[1].info.frameEnd.x == .infinity)
            #expect(log[1].info.duration == (sideways ? 0.35 : 0.25) && log[1].info.curve == (sideways ? 0 : 7))
            #expect(!b.keyboard.visible && b.app("a").firstResponder == "")
        }
    }

    /// N11, N19: only a full-screen sheet dismissed with its buttons gives the keyboard back short;
    /// pulled down, the photo picker gives it back whole (flutter/flutter #133537, #134798).
    @Test func n19APulledDownPhotoPickerGivesTheKeyboardBackWhole() throws {
        for (how, short) in [(SheetDismissal.button, true), (.pullDown, false)] {
            var b = Bench(.ios17)
            try b.launch("a")
            try b.focus("a")
            try b.run(.presentSheet(kind: .photoPicker))
            b.settle()
            let m = b.mark
            try b.run(.dismissSheetBy(how))
            b.settle()
            let end = b.infos("a", from: m)[1].info.frameEnd
            #expect(end.height == (short ? b.englishHeight() - b.timings.photoPickerShortfall : b.englishHeight()), "\(how)")
        }
    }

    /// N19 (`modal-return-single-event`, iOS 15): the keyboard back after a modal is there at once and
    /// announced with one DidShow; iOS 16 posts the Show group.
    @Test func n19IOS15SendsOneEventAfterAModal() throws {
        for (profile, single) in [(Profile.ios15, true), (.ios16, false)] {
            var b = Bench(profile)
            try b.launch("a")
            try b.focus("a")
            try b.run(.presentSheet(kind: .share))
            b.settle()
            let m = b.mark
            try b.run(.dismissSheet)
            b.settle()
            let log = b.infos("a", from: m)
            #expect(log.map(\.name) == (single ? ["DidShow"] : showGroup), "\(profile.name)")
            if single { #expect(log[0].info.duration == 0 && log[0].info.frameEnd == b.keyboard.frame) }
        }
    }
}
