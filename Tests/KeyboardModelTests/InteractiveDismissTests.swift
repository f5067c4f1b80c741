// N7: interactive dismissal is silent while the finger drags; the truth follows the finger.

import KeyboardModel
import Testing

@Suite struct InteractiveDismissTests {
    /// N7 (`silent-interactive-dismiss`, every era): nothing is posted while the keyboard follows the
    /// finger, though it really moves; on lift the Hide group begins where the keyboard rested (the
    /// last announced end), not where the finger let go.
    @Test(arguments: [Profile.ios8, .ios13, .ios26])
    func n7SilentWhileDragging(profile: Profile) throws {
        var b = Bench(profile)
        try b.launch("chat")
        try b.focus("chat", "message", ResponderTraits(kind: .textView))
        let rest = b.keyboard.frame
        let m = b.mark
        try b.run(.beginInteractiveDismiss)
        try b.run(.moveInteractiveDismiss(y: rest.y + 100))
        try b.run(.moveInteractiveDismiss(y: rest.y + 200))
        #expect(b.keyboardNames("chat", from: m).isEmpty)
        #expect(b.keyboard.frame.y == rest.y + 200 && b.keyboard.animating)
        #expect(b.app("chat").keyboardOverlap.height == rest.height - 200)
        try b.run(.endInteractiveDismiss(dismissed: true))
        b.settle()
        let log = b.infos("chat", from: m)
        #expect(log.map(\.name) == hideGroup)
        #expect(log[0].info.frameBegin == rest)
        #expect(!b.keyboard.visible && b.app("chat").firstResponder == "")
    }

    /// N7, clean (ideal): each move is an instant frame change, and the hide begins at the finger.
    @Test func n7IdealAnnouncesEveryMove() throws {
        var b = Bench(.ideal)
        try b.launch("chat")
        try b.focus("chat")
        let rest = b.keyboard.frame
        let m = b.mark
        try b.run(.beginInteractiveDismiss)
        try b.run(.moveInteractiveDismiss(y: rest.y + 100))
        try b.run(.moveInteractiveDismiss(y: rest.y + 200))
        let moves = b.infos("chat", from: m)
        #expect(moves.map(\.name) == ["WillChangeFrame", "DidChangeFrame", "WillChangeFrame", "DidChangeFrame"])
        #expect(moves[2].info.frameEnd.y == rest.y + 200 && moves[2].info.frameBegin.y == rest.y + 100)
        #expect(moves.allSatisfy { $0.info.duration == 0 })
        let n = b.mark
        try b.run(.endInteractiveDismiss(dismissed: true))
        b.settle()
        #expect(b.infos("chat", from: n)[0].info.frameBegin.y == rest.y + 200)
    }

    /// N7: a drag that goes back up ends with a frame change back to where the keyboard rests.
    @Test(arguments: [Profile.ios26, .ideal])
    func n7BackUpIsAFrameChange(profile: Profile) throws {
        var b = Bench(profile)
        try b.launch("chat")
        try b.focus("chat")
        let rest = b.keyboard.frame
        try b.run(.beginInteractiveDismiss)
        try b.run(.moveInteractiveDismiss(y: rest.y + 120))
        let m = b.mark
        try b.run(.endInteractiveDismiss(dismissed: false))
        b.settle()
        let log = b.infos("chat", from: m)
        #expect(log.map(\.name) == ["WillChangeFrame", "DidChangeFrame"])
        #expect(log[0].info.frameEnd == rest && b.keyboard.frame == rest && b.keyboard.visible)
        #expect(b.app("chat").firstResponder == "field")
    }
}
