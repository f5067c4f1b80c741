// P4: Stage Manager and windows. Every app on screen hears the notifications (IsLocal only in the
// owner) and is covered where the keyboard meets its own window, in that window's coordinates.

import KeyboardModel
import PropertyBased
import Testing

@Suite struct StageManagerTests {
    /// "a" focused, "b" beside it on the stage, "c" running but not on screen.
    func stage(_ profile: Profile, _ device: Device = .ipadPro11, a: Rect, b bFrame: Rect) throws -> Bench {
        var b = Bench(profile, device: device)
        try b.launch("c")
        try b.launch("b")
        try b.launch("a")
        b.settle()
        try b.run(.setSetting(.stageManager, on: true))
        try b.run(.moveAppWindow(app: "a", frame: a))
        try b.run(.moveAppWindow(app: "b", frame: bFrame))
        b.settle()
        return b
    }

    /// P4: several apps on the stage hear the notifications, IsLocal only in the owner; each is
    /// covered in its own window's coordinates, even where the keyboard is wider than the window;
    /// the app off screen (suspended) neither hears nor is covered.
    @Test(arguments: [Profile.ios16, .ideal])
    func everyAppOnTheStageIsCoveredInItsOwnWindow(profile: Profile) throws {
        let left = Rect(x: 40, y: 100, width: 400, height: 1094)     // reaches the bottom
        let right = Rect(x: 460, y: 60, width: 340, height: 700)     // ends 434 pt above it
        var b = try stage(profile, a: left, b: right)
        #expect(b.app("a").onScreen && b.app("b").onScreen && !b.app("c").onScreen)
        let m = b.mark
        try b.focus("a")
        b.settle()
        #expect(b.keyboardNames("a", from: m) == showGroup && b.keyboardNames("b", from: m) == showGroup)
        #expect(b.log("a", from: m).allSatisfy { $0.info!.isLocal })
        #expect(b.log("b", from: m).allSatisfy { !$0.info!.isLocal })
        #expect(b.app("c").state == .suspended && b.keyboardNames("c", from: m).isEmpty)
        let kb = b.keyboard.frame
        #expect(kb.width == b.screen.width && kb.width > left.width)   // wider than the window
        #expect(b.app("a").keyboardOverlap == Rect(x: 0, y: kb.minY - left.minY, width: 400, height: kb.height))
        // b's window ends above the keyboard: nothing covered, though the frame reaches below it.
        #expect(kb.minY > right.maxY && b.app("b").keyboardOverlap == .zero)
        #expect(b.app("c").keyboardOverlap == .zero)
        // The person moves b down over the keyboard: now it is covered, in b's coordinates.
        let lower = Rect(x: 460, y: 500, width: 340, height: 694)
        try b.run(.moveAppWindow(app: "b", frame: lower))
        #expect(b.app("b").keyboardOverlap == Rect(x: 0, y: kb.minY - 500, width: 340, height: kb.height))
    }

    /// P4 (react-native-keyboard-controller#1223, iPadOS 26 windowed apps): a window whose bottom
    /// is above the screen's; code that uses screenHeight - minY instead of the intersection is off
    /// by the gap.
    @Test func windowAboveTheScreenBottomIsOffByTheGap() throws {
        let window = Rect(x: 100, y: 80, width: 600, height: 1000)   // bottom 114 pt above the screen's
        var b = try stage(.ios26, a: window, b: Rect(x: 0, y: 0, width: 300, height: 300))
        try b.focus("a")
        b.settle()
        let end = try #require(b.log("a").last(where: { $0.name == "DidShow" })?.info?.frameEnd)
        let truth = b.app("a").keyboardOverlap
        let naive = b.screen.height - end.minY
        #expect(truth.height == window.maxY - end.minY)
        #expect(naive - truth.height == b.screen.height - window.maxY)
    }

    /// P4 (WWDC23, react-native#48131): with a hardware keyboard the bar still takes space in Stage
    /// Manager, from every window it meets.
    @Test(arguments: [Profile.ios17, .ideal])
    func spaceIsStillReservedWithAHardwareKeyboard(profile: Profile) throws {
        var b = try stage(profile, a: Rect(x: 0, y: 24, width: 500, height: 1170),
                          b: Rect(x: 510, y: 24, width: 324, height: 1170))
        try b.run(.setHardwareKeyboard(true))
        try b.focus("a")
        b.settle()
        #expect(b.app("a").keyboardOverlap.height == 55 && b.app("b").keyboardOverlap.height == 55)
        #expect(b.app("b").keyboardOverlap.width == 324)
    }

    /// P4 (FlutterViewController.mm; freshOS/KeyboardLayoutGuide#14): the Slide Over app's frames
    /// leave out the space below its window; the app under it gets the screen's. The truth does
    /// not move.
    @Test(arguments: [Profile.ios13, .ideal])
    func slideOverFramesLeaveOutTheSpaceBelowTheApp(profile: Profile) throws {
        var b = Bench(profile, device: .ipadPro11)
        try b.launch("over")
        try b.launch("main")
        try b.run(.setSplitView(primary: "main", secondary: "over", fraction: 1))
        b.settle()
        let m = b.mark
        try b.focus("over")
        b.settle()
        let window = b.app("over").windowFrame
        let gap = b.screen.height - window.maxY
        #expect(gap == 24)
        let real = b.keyboard.frame
        let over = b.log("over", from: m).filter { $0.info != nil }
        let main = b.log("main", from: m).filter { $0.info != nil }
        #expect(over.map(\.name) == showGroup && main.map(\.name) == showGroup)
        #expect(main.allSatisfy { $0.info!.frameEnd == real })
        let shifted = profile.quirks.contains(.slideOverFrameShift)
        #expect(over.allSatisfy { $0.info!.frameEnd == real.offsetBy(dx: 0, dy: shifted ? -gap : 0) })
        #expect(b.app("over").keyboardOverlap == real.intersection(window).converted(toWindow: window))
        // The broadcast carries the screen's frame.
        #expect(b.broadcasts(from: m).allSatisfy { $0.info.frameEnd == real })
    }

    /// P4 under N1: the shift is part of the stage's one userInfo, fixed as it starts. The Slide
    /// Over app leaving mid-animation (it still hears, leaky-transition) gets Dids that repeat its
    /// shifted Wills.
    @Test func slideOverShiftIsFixedForTheAnimation() throws {
        var b = Bench(.ios13, device: .ipadPro11)
        try b.launch("over")
        try b.launch("main")
        try b.run(.setSplitView(primary: "main", secondary: "over", fraction: 1))
        b.settle()
        let gap = b.screen.height - b.app("over").windowFrame.maxY
        let m = b.mark
        try b.run(.becomeFirstResponder(app: "main", responder: "field", traits: ResponderTraits()))
        try b.run(.setSplitView(primary: "main", secondary: "", fraction: 0), after: 10)
        b.settle()
        #expect(!b.app("over").onScreen)
        let real = b.keyboard.frame
        let over = b.log("over", from: m).filter { $0.info != nil }
        #expect(over.map(\.name) == showGroup)
        #expect(over.allSatisfy { $0.info!.frameEnd == real.offsetBy(dx: 0, dy: -gap) })
        #expect(over.allSatisfy { $0.info!.frameBegin == over[0].info!.frameBegin })
        #expect(b.log("main", from: m).filter { $0.info != nil }.allSatisfy { $0.info!.frameEnd == real })
    }

    /// Stage Manager arranges windows itself: no Split View while it is on; when it ends, the focused
    /// app stays and the rest of the stage leaves the screen.
    @Test func splitViewIsRefusedAndTheStageEnds() throws {
        var b = try stage(.ideal, a: Rect(x: 0, y: 0, width: 400, height: 600), b: Rect(x: 420, y: 0, width: 400, height: 600))
        #expect(throws: ModelError.self) { try b.run(.setSplitView(primary: "a", secondary: "b", fraction: 0.5)) }
        try b.focus("b")
        #expect(b.world.frontmost == "b" && b.world.keyboardOwner == "b")
        try b.run(.setSetting(.stageManager, on: false))
        b.settle()
        #expect(b.app("b").onScreen && !b.app("a").onScreen)
        #expect(b.app("b").windowFrame == b.screen)
    }

    /// P4 as a property: for random window frames (on screen, partly off it, above the bottom),
    /// the truth is the keyboard's frame intersected with each window in that window's coordinates
    /// for every app on the stage, and zero for the app off screen, with or without the bar of a
    /// hardware keyboard.
    @Test func overlapIsTheIntersectionWithEachWindow() async {
        let coordinate = Gen.double(in: -200...1300)
        let size = Gen.double(in: 1...1400)
        let frame = zip(coordinate, coordinate, size, size).map { Rect(x: $0, y: $1, width: $2, height: $3) }
        await propertyCheck(count: 300, input: frame, frame, Gen.int(in: 0...5)) { a, bFrame, variant in
            var b = Bench(variant % 2 == 0 ? .ios17 : .ideal, device: variant < 4 ? .ipadPro11 : .ipadAir4)
            do {
                try b.launch("off")
                try b.launch("b")
                try b.launch("a")
                try b.run(.setSetting(.stageManager, on: true))
                try b.run(.moveAppWindow(app: "a", frame: a))
                try b.run(.moveAppWindow(app: "b", frame: bFrame))
                if variant >= 2 && variant < 4 { try b.run(.setHardwareKeyboard(true)) }
                try b.focus(variant == 5 ? "b" : "a")
                b.settle()
            } catch {
                Issue.record("\(error)")
                return
            }
            let kb = b.keyboard.frame
            #expect(b.keyboard.visible)
            for id in ["a", "b"] {
                let app = b.app(id)
                let hit = kb.intersection(app.windowFrame)
                let expected = hit.isEmpty ? Rect.zero : hit.converted(toWindow: app.windowFrame)
                #expect(app.onScreen && app.keyboardOverlap == expected, "\(id) in \(app.windowFrame): \(app.keyboardOverlap)")
            }
            #expect(!b.app("off").onScreen && b.app("off").keyboardOverlap == .zero)
        }
    }
}
