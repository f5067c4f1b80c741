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
