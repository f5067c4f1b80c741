// N12: from iOS 17 the Did notifications are not tied to the animation's end.

import KeyboardModel
import Testing

@Suite struct DidTimingTests {
    /// N12 (`detached-dids`, iOS 17 on): a keyboard that goes with its app (the person goes home)
    /// still claims 0.25 s, but it is gone at once and DidHide comes a few ms after WillHide
    /// (react-native-keyboard-controller PR 539: 7 ms); iOS 16 posts DidHide at the animation's end.
    @Test func n12InstantHideClaimsTheDuration() throws {
        for (profile, did) in [(Profile.ios17, UInt64(7)), (.ios26, 7), (.ios16, 250), (.ideal, 250)] {
            var b = Bench(profile)
            try b.launch("a")
            try b.focus("a")
            let up = b.keyboard.frame
            let m = b.mark
            try b.run(.goHome)
            // N12, N15: from iOS 17 the keyboard is gone at once; before, it is still up as its
            // WillHide comes and travels down for the animation's 250 ms.
            #expect(!b.keyboard.visible)
            #expect(b.keyboard.frame.y == (did == 7 ? b.screen.height : up.y), "\(profile.name)")
            b.settle()
            #expect(b.keyboard.frame.y == b.screen.height)
            let log = b.infos("a", from: m)
            #expect(log.map(\.name) == hideGroup, "\(profile.name)")
            #expect(log.allSatisfy { $0.info.duration == 0.25 })
            #expect(log[3].info.time == log[1].info.time + did, "\(profile.name)")
        }
    }

    /// N12: a hide the app asks for (resign) keeps its Dids at the animation's end.
    @Test func n12ResignKeepsItsDidsAtTheEnd() throws {
        var b = Bench(.ios17)
        try b.launch("a")
        try b.focus("a")
        let m = b.mark
        try b.run(.resignFirstResponder(app: "a"))
        b.settle()
        let log = b.infos("a", from: m)
        #expect(log[3].info.time == log[1].info.time + 250)
    }
}

@Suite struct UnanimatedHideTests {
    /// N12 (`detached-dids`): a resign inside performWithoutAnimation still claims 0.25 s from iOS 17,
    /// the keyboard gone at once and DidHide 7 ms after WillHide (react-native-keyboard-controller
    /// PR 539, PR 557); before iOS 17 the hide is announced instant, duration 0 and its Dids at once.
    @Test func n12AnInAppInstantHideClaimsTheDuration() throws {
        for (profile, duration, did) in [(Profile.ios17, 0.25, UInt64(7)), (.ios26, 0.25, 7), (.ios16, 0, 0), (.ideal, 0, 0)] {
            var b = Bench(profile)
            try b.launch("a")
            try b.focus("a")
            let m = b.mark
            try b.run(.resignFirstResponder(app: "a", animated: false))
            #expect(b.keyboard.frame.y == b.screen.height, "\(profile.name): gone at once")
            b.settle()
            let log = b.infos("a", from: m)
            #expect(log.map(\.name) == hideGroup)
            #expect(log.allSatisfy { $0.info.duration == duration }, "\(profile.name)")
            #expect(log[3].info.time == log[1].info.time + did, "\(profile.name)")
        }
    }

    /// N12, N15: an animated hide on iOS 17 posts DidHide at 0.25 s while the keyboard is still on
    /// its way down; it is off screen at 0.5 s.
    @Test func n12AnAnimatedHideOnIOS17IsStillMovingAtItsDid() throws {
        var b = Bench(.ios17)
        try b.launch("a")
        try b.focus("a")
        try b.run(.resignFirstResponder(app: "a"))
        b.advance(250)
        #expect(b.log("a").last?.name == "DidHide")
        #expect(b.keyboard.frame.y < b.screen.height)
        b.settle()
        #expect(b.keyboard.frame.y == b.screen.height)
    }
}
