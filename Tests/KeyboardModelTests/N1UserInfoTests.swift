// N1: one userInfo per animation, in every era. WillChangeFrame and WillShow/WillHide of one change
// carry the same FrameBegin, FrameEnd, duration, curve and IsLocal; the Dids repeat them; a show
// begins off screen in all four; the next animation begins where this one ended.

import KeyboardModel
import Testing

@Suite struct N1UserInfoTests {
    /// The four notifications of a show, then of a hide: one userInfo each, Sequence still counting.
    @Test(arguments: Profile.all)
    func n1OneUserInfoPerAnimation(profile: Profile) throws {
        var b = Bench(profile, configure: Bench.withoutFirstAppearance)   // N18 apart
        try b.launch("a")
        let m = b.mark
        try b.focus("a")
        try b.run(.resignFirstResponder(app: "a"))
        b.settle()
        let log = b.log("a", from: m).filter { $0.info != nil }
        #expect(log.map(\.name) == showGroup + hideGroup)
        let show = log.prefix(4).map { AnimationInfo($0.info!) }, hide = log.suffix(4).map { AnimationInfo($0.info!) }
        #expect(Set(show.map(\.description)).count == 1 && Set(hide.map(\.description)).count == 1)
        let shown = b.world.keyboardInfo.frame   // hidden now, the shape it had
        #expect(show[0].begin.y == b.screen.height, "a show begins off screen")
        #expect(show[0].end.maxY == b.screen.height && show[0].end.height == shown.height)
        #expect(hide[0].begin == show[0].end, "the hide begins where the show ended")
        // (iOS 7's hide ends at an infinite rect, O1; the next show begins off screen all the same.)
        if hide[0].end.x.isFinite { #expect(hide[0].end == show[0].begin) }
        #expect(log.map { $0.info!.sequence } == Array(log[0].info!.sequence..<(log[0].info!.sequence + 8)))
    }

    /// M1's staged appearance: each step is its own animation, beginning where the step before ended.
    @Test func n1StagedAppearanceChainsByAnimation() throws {
        var b = Bench(.ios8, device: .iphone6)
        try b.launch("chat")
        try b.run(.setInputMode("zh-Hans-Pinyin"))
        let m = b.mark
        try b.focus("chat")
        b.settle()
        let log = b.log("chat", from: m).filter { $0.info != nil }
        var animations: [AnimationInfo] = []
        for r in log where r.name == "WillChangeFrame" { animations.append(AnimationInfo(r.info!)) }
        #expect(animations.count >= 3)
        #expect(animations[0].begin.y == b.screen.height)
        for (a, next) in zip(animations, animations.dropFirst()) { #expect(next.begin == a.end) }
        // Every WillShow repeats its own step's WillChangeFrame; the Dids repeat the last step.
        for (i, r) in log.enumerated() where r.name == "WillShow" {
            #expect(AnimationInfo(r.info!) == AnimationInfo(log[i - 1].info!))
        }
        for r in log where !r.name.hasPrefix("Will") { #expect(AnimationInfo(r.info!) == animations.last!) }
    }

    /// A superseded animation: the next one begins where the superseded one was announced to end.
    @Test func n1SupersededAnimationIsTheNextOnesBegin() throws {
        var b = Bench(.ideal)
        try b.launch("a")
        try b.focus("a")
        let m = b.mark
        try b.run(.resignFirstResponder(app: "a"))
        b.advance(50)
        try b.run(.becomeFirstResponder(app: "a", responder: "field"))
        b.settle()
        let log = b.log("a", from: m).filter { $0.info != nil }
        #expect(log.map(\.name) == ["WillChangeFrame", "WillHide"] + showGroup)
        #expect(log[2].info!.frameBegin == log[0].info!.frameEnd)
        #expect(Set(log[2...].map { AnimationInfo($0.info!).description }).count == 1)
    }

    /// K3: the leaked Show group is the same animation as the owner's, not local.
    @Test func n1LeakedNotificationsShareTheAnimation() throws {
        var b = Bench(.ios13)
        try b.launch("ike")
        try b.run(.registerApp(bundleId: "notes", launch: false))
        try b.focus("ike")
        try b.run(.launchApp("notes"))
        b.advance(b.timings.activation)
        let m = b.mark
        try b.focus("notes")
        let ike = b.log("ike", from: m).filter { $0.info != nil }, notes = b.log("notes", from: m).filter { $0.info != nil }
        #expect(ike.map(\.name) == showGroup && notes.map(\.name) == showGroup)
        for (leaked, own) in zip(ike, notes) {
            #expect(!leaked.info!.isLocal && own.info!.isLocal)
            #expect(leaked.info!.frameBegin == own.info!.frameBegin && leaked.info!.frameEnd == own.info!.frameEnd)
            #expect(leaked.info!.frameBegin.y == b.screen.height)
        }
    }

    /// A show after a rotation with the keyboard hidden begins off screen in the new orientation.
    @Test func n1ShowAfterRotationBeginsOffScreen() throws {
        var b = Bench(.ios13, device: .iphone8)
        try b.launch("a")
        try b.focus("a")
        try b.run(.resignFirstResponder(app: "a"))
        b.settle()
        try b.run(.rotate(.landscapeLeft))
        let m = b.mark
        try b.focus("a")
        let first = b.log("a", from: m).first { $0.info != nil }!.info!
        #expect(first.frameBegin.y == b.screen.height && first.frameBegin.width == b.screen.width)
    }

    /// C15: a show begins off screen with the size it is about to have: after Predictive was turned
    /// off while the keyboard was hidden, the next WillShow's FrameBegin has the new, shorter size
    /// (every logged show has one size in both frames), not the size the keyboard hid with.
    @Test func c15AShowBeginsWithItsOwnSize() throws {
        var b = Bench(.ios13)
        try b.launch("a")
        try b.focus("a")
        try b.run(.resignFirstResponder(app: "a"))
        b.settle()
        try b.run(.setSetting(.predictive, on: false))
        let m = b.mark
        try b.focus("a")
        b.settle()
        let show = try #require(b.infos("a", from: m).first { $0.name == "WillShow" }).info
        #expect(show.frameEnd == Rect(x: 0, y: 812 - 291, width: 375, height: 291))
        #expect(show.frameBegin == Rect(x: 0, y: 812, width: 375, height: 291))
    }

    /// C17: after a rotation the keyboard's WillShow begins off screen in the new orientation, with
    /// the new size: openradar 19513 (rdar 38117524) logs FrameBegin (0, 768, 1024, 398) in
    /// landscape and (0, 1024, 768, 313) in portrait on a 768×1024 iPad.
    @Test func c17ARotationsShowBeginsOffScreenInTheNewOrientation() throws {
        for profile in [Profile.ios9, .ios13, .ideal] {
            var b = try Bench.ikeFocused(profile, device: .ipad97)
            let m = b.mark
            try b.run(.rotate(.landscapeLeft))
            b.settle()
            let show = try #require(b.infos("ike", from: m).first { $0.name == "WillShow" }, "\(profile.name)").info
            #expect(show.frameBegin == Rect(x: 0, y: 768, width: 1024, height: 398), "\(profile.name)")
            #expect(show.frameEnd == Rect(x: 0, y: 370, width: 1024, height: 398), "\(profile.name)")
            let n = b.mark
            try b.run(.rotate(.portrait))
            b.settle()
            let back = try #require(b.infos("ike", from: n).first { $0.name == "WillShow" }).info
            #expect(back.frameBegin == Rect(x: 0, y: 1024, width: 768, height: 313), "\(profile.name)")
        }
    }
}
