// K10, K11, K12, K13, W2, M6: the iPad keyboard undocked, split and dragged, and windows at an offset.
// The articles' iPad undocks and splits: the 9.7-inch iPad does (the Pros only float, P1).

import KeyboardModel
import Testing

@Suite struct IPadTests {
    func docked(_ profile: Profile) throws -> Bench { try .ikeFocused(profile, device: .ipad97) }

    /// K10: tapping split sends two Hide groups that differ only in the frame (shrink, then split
    /// and move up), and no Show. Ideal: one frame-change group.
    @Test func k10SplitSendsTwoHideGroups() throws {
        var b = try docked(.ios13)
        let m = b.mark
        try b.run(.setKeyboardMode(.split))
        b.settle()
        let log = b.log("ike", from: m)
        #expect(log.map(\.name) == hideGroup + hideGroup)
        #expect(!log.contains { $0.name == "WillShow" || $0.name == "DidShow" })
        let shrink = log[0].info!.frameEnd, split = log[4].info!.frameEnd
        #expect(shrink.maxY == b.screen.height)             // first group: shrinks in place
        #expect(split.maxY < b.screen.height)               // second: split and moved up
        #expect(log[4].info!.frameBegin == shrink)
        #expect(b.keyboard.visible && b.keyboard.mode == .split)
        #expect(b.app("ike").keyboardOverlap == .zero)       // not docked: covers nothing (truth)

        var i = try docked(.ideal)
        let n = i.mark
        try i.run(.setKeyboardMode(.split))
        i.settle()
        #expect(i.names("ike", from: n) == ["WillChangeFrame", "DidChangeFrame"])
        #expect(i.log("ike", from: n)[0].info!.frameEnd == b.keyboard.frame)
    }

    /// K11: dragging the undocked keyboard announces (0, 0, 0, 0); the naive tracker
    /// (windowHeight - minY) then lifts the view by the whole window height. Ideal: nothing while
    /// dragging, the landing as a frame change whose FrameBegin is where it was.
    @Test func k11ZeroFrameWhileDragging() throws {
        var b = try docked(.ios13)
        try b.run(.setKeyboardMode(.undocked))
        b.settle()
        let before = b.keyboard.frame
        let m = b.mark
        try b.run(.beginKeyboardDrag)
        let drag = b.log("ike", from: m)
        #expect(drag.map(\.name) == ["WillChangeFrame"])
        #expect(drag[0].info!.frameEnd == .zero)
        let window = b.app("ike").windowFrame
        #expect(window.height - drag[0].info!.frameEnd.minY == window.height)   // "legs fly off"
        #expect(b.keyboard.animating && b.keyboard.frame == before)
        b.advance(1000)
        let land = b.mark
        try b.run(.endKeyboardDrag(y: 300))
        b.settle()
        let landing = b.log("ike", from: land)
        #expect(landing.map(\.name) == hideGroup)            // W2: moving sends Hide
        #expect(landing[0].info!.frameBegin == .zero)
        #expect(landing[0].info!.frameEnd.y == 300)

        var i = try docked(.ideal)
        try i.run(.setKeyboardMode(.undocked))
        i.settle()
        let iBefore = i.keyboard.frame
        let n = i.mark
        try i.run(.beginKeyboardDrag)
        #expect(i.names("ike", from: n).isEmpty)
        try i.run(.endKeyboardDrag(y: 300), after: 500)
        i.settle()
        let clean = i.log("ike", from: n)
        #expect(clean.map(\.name) == ["WillChangeFrame", "DidChangeFrame"])
        #expect(clean[0].info!.frameBegin == iBefore && clean[0].info!.frameEnd.y == 300)
    }

    /// K12: on iPad the keyboard is undocked when frameEnd.maxY < windowHeight; the article's tracker
    /// then uses 0, which is the truth. Handling DidChangeFrame drops the view at once on split.
    @Test(arguments: [Profile.ios13, .ideal])
    func k12UndockedDetectionMatchesTruth(profile: Profile) throws {
        var b = try docked(profile)
        try b.run(.setKeyboardMode(.undocked))
        b.settle()
        let window = b.app("ike").windowFrame
        let last = try #require(b.log("ike").last(where: { $0.name == "DidChangeFrame" })?.info)
        let converted = last.frameEnd.converted(toWindow: window)
        #expect(converted.maxY < window.height)             // detected as undocked
        #expect(b.app("ike").keyboardOverlap == .zero)      // truth: covers nothing
        // Back to docked: a Show, and the article's height formula equals the truth again.
        let m = b.mark
        try b.run(.setKeyboardMode(.docked))
        b.settle()
        let dock = b.log("ike", from: m)
        #expect(dock.map(\.name) == showGroup)
        let end = dock[0].info!.frameEnd.converted(toWindow: window)
        #expect(window.height - end.minY == b.app("ike").keyboardOverlap.height)
    }

    /// K13: frames are in screen coordinates; a Slide Over window sits at an offset, so the tracker
    /// must convert: the truth is the intersection in the window's coordinates. (iOS 9 brought
    /// Slide Over; later eras also shift its frames, P4: StageManagerTests.)
    @Test(arguments: [Profile.ios9, .ideal])
    func k13ScreenCoordinatesAndSlideOver(profile: Profile) throws {
        var b = try Bench.splitView(profile, "main", "over", fraction: 1)
        try b.focus("over")
        let window = b.app("over").windowFrame
        #expect(window.x > 0 && window.y > 0)
        let end = try #require(b.log("over").last(where: { $0.name == "WillShow" })?.info?.frameEnd)
        let truth = b.app("over").keyboardOverlap
        let converted = end.converted(toWindow: window)
        #expect(truth == end.intersection(window).converted(toWindow: window))
        #expect(truth.height == window.height - converted.minY)   // the article's formula, after converting
        #expect(truth.height < end.height)                       // the window stops above the bottom edge
        #expect(b.world.frontmost == "over")
        // The app under Slide Over is on screen too: the keyboard covers its bottom as well (P4).
        let main = b.app("main").windowFrame
        #expect(b.app("main").keyboardOverlap == end.intersection(main).converted(toWindow: main))
        #expect(b.app("main").keyboardOverlap.height == end.height)
    }

    /// W2: on iPad hiding or moving the keyboard sends Hide; frame changes keep coming after it moved.
    /// (The undocked keyboard of the articles; the floating one moves with frame changes: P1.)
    @Test func w2MovingSendsHide() throws {
        for (profile, hides) in [(Profile.ios13, true), (.ideal, false)] {
            var b = try docked(profile)
            let names = try b.dragKeyboard(in: .undocked).map(\.name)
            #expect(names.contains("WillHide") == hides, "\(profile.name)")
            #expect(names.last == (hides ? "DidHide" : "DidChangeFrame"))
            #expect(b.keyboard.visible)
        }
    }

    /// M6: split sends two Hides; a later dismiss starts with WillChangeFrame, which a tracker must
    /// not take for a Show (its last action was Hide). Ideal: split is a frame change, dismiss a Hide.
    @Test func m6DismissAfterSplit() throws {
        for profile in [Profile.ios9, .ios13, .ideal] {
            var b = try docked(profile)
            try b.run(.setKeyboardMode(.split))
            b.settle()
            let lastAction = b.names("ike").last { ["WillShow", "WillHide"].contains($0) }
            #expect(lastAction == (profile.quirks.contains(.splitSendsHide) ? "WillHide" : "WillShow"))
            let m = b.mark
            try b.run(.resignFirstResponder(app: "ike"))
            b.settle()
            #expect(b.names("ike", from: m) == hideGroup, "\(profile.name)")
            #expect(!b.keyboard.visible)
        }
    }

    @Test func iPhoneHasOnlyDocked() throws {
        var b = Bench(.ios13, device: .iphoneX)
        #expect(throws: ModelError.notSupported("iphone-x has no split keyboard")) { try b.run(.setKeyboardMode(.split)) }
        #expect(throws: ModelError.self) { try b.run(.beginKeyboardDrag) }
    }
}

@Suite struct UndockedDismissalTests {
    /// C11 (`undocked-dismiss-frame-only`, iOS 8): an undocked or split keyboard that goes away is
    /// announced with a frame change to off screen, no Hide (Stack Overflow 7842806, openradar
    /// 18010127); iOS 9 and ideal post a Hide group.
    @Test(arguments: [KeyboardMode.undocked, .split])
    func dismissingADetachedKeyboard(mode: KeyboardMode) throws {
        for (profile, frameOnly) in [(Profile.ios8, true), (.ios9, false), (.ideal, false)] {
            var b = try Bench.ikeFocused(profile, device: .ipad97)
            try b.run(.setKeyboardMode(mode))
            b.settle()
            let m = b.mark
            try b.run(.resignFirstResponder(app: "ike"))
            b.settle()
            let log = b.infos("ike", from: m)
            #expect(log.map(\.name) == (frameOnly ? ["WillChangeFrame", "DidChangeFrame"] : hideGroup), "\(profile.name) \(mode)")
            #expect(log.last?.info.frameEnd.y == b.screen.height, "\(profile.name) \(mode): off screen")
        }
    }
}

@Suite struct IPadFeaturesByEraTests {
    /// C9: the floating keyboard from iPadOS 13, Stage Manager from 16, Split View and Slide Over from
    /// iOS 9; iPadOS 26 has Slide Over (back in 26.1) and no Split View. Asking for a feature the era
    /// lacks is NotSupported, saying which iPadOS brought it, and changes nothing; ideal has them all.
    @Test func featuresArriveWithTheirIPadOS() throws {
        var ios11 = try Bench.ikeFocused(.ios11, device: .ipad97)
        #expect(throws: ModelError.notSupported("ios11 has no floating keyboard: iPadOS 13 brought it")) {
            try ios11.run(.setKeyboardMode(.floating))
        }
        #expect(ios11.keyboard.mode == .docked)
        #expect(throws: ModelError.self) { try ios11.run(.setSetting(.stageManager, on: true)) }
        #expect(!ios11.world.settings.stageManager)

        var ios8 = try Bench.splitViewReady(.ios8)
        #expect(throws: ModelError.self) { try ios8.run(.setSplitView(primary: "left", secondary: "right", fraction: 0.5)) }
        #expect(ios8.world.splitView == nil)

        var ios26 = try Bench.splitViewReady(.ios26)
        #expect(throws: ModelError.self) { try ios26.run(.setSplitView(primary: "left", secondary: "right", fraction: 0.5)) }
        try ios26.run(.setSplitView(primary: "left", secondary: "right", fraction: 1))   // Slide Over
        #expect(ios26.world.splitView?.fraction == 1)

        var ideal = try Bench.ikeFocused(.ideal, device: .ipad97)
        try ideal.run(.setKeyboardMode(.floating))
        #expect(ideal.keyboard.mode == .floating)
    }

    /// C9: an era change that would leave a feature the era lacks is refused until it is given up.
    @Test func anEraWithoutTheFeatureInUseIsRefused() throws {
        var b = try Bench.ikeFocused(.ios13, device: .ipad97)
        try b.run(.setKeyboardMode(.floating))
        b.settle()
        #expect(throws: ModelError.self) { try b.run(.setProfile("ios11")) }
        #expect(b.world.profile == .ios13)
        try b.run(.setKeyboardMode(.docked))
        try b.run(.setProfile("ios11"))
        #expect(b.world.profile == .ios11)
    }
}
