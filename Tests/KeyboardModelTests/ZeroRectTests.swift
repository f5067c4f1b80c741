// P2: the empty rects of the iPad: a dragged floating keyboard, the dropped minimized shortcuts
// bar, and multitasking changes (Flutter's FlutterViewController.mm comments, iPadOS 16).

import KeyboardModel
import Testing

@Suite struct ZeroRectTests {
    let changeGroup = ["WillChangeFrame", "DidChangeFrame"]

    /// P2 (with K11's mechanism): dragging the floating keyboard announces (0, 0, 0, 0); ideal
    /// announces nothing until it lands.
    @Test(arguments: [Profile.ios16, .ideal])
    func draggingTheFloatingKeyboardAnnouncesAnEmptyRect(profile: Profile) throws {
        var b = Bench(profile, device: .ipadPro11)
        try b.launch("ike")
        try b.focus("ike")
        try b.run(.setKeyboardMode(.floating))
        b.settle()
        let m = b.mark
        try b.run(.beginKeyboardDrag)
        let drag = b.log("ike", from: m)
        if profile.quirks.contains(.undockedZeroFrame) {
            #expect(drag.map(\.name) == ["WillChangeFrame"])
            #expect(drag[0].info!.frameEnd == .zero)
        } else {
            #expect(drag.isEmpty)
        }
        #expect(b.keyboard.dragging && b.keyboard.visible)
    }

    /// A hardware keyboard with its minimized bar, on screen for ike.
    func minimizedBar(_ profile: Profile) throws -> Bench {
        var b = Bench(profile, device: .ipadPro11)
        try b.run(.setHardwareKeyboard(true))
        try b.run(.setShortcutBarMinimized(true))
        try b.launch("ike")
        try b.focus("ike")
        b.settle()
        return b
    }

    /// P2: dropping the minimized shortcuts bar after a drag posts WillShow with an empty FrameEnd
    /// (ios16 on); ideal announces where it landed with a frame change. Either way it floats now
    /// and takes no space.
    @Test(arguments: [Profile.ios16, .ideal])
    func droppingTheMinimizedBarPostsWillShowWithAnEmptyFrame(profile: Profile) throws {
        var b = try minimizedBar(profile)
        #expect(b.keyboard.visible && b.keyboard.frame.height == KeyboardHeightTable.minimizedShortcutBarHeight)
        #expect(b.keyboard.effectiveMode == .docked)
        try b.run(.beginKeyboardDrag)
        try b.run(.endKeyboardDrag(y: 500), after: 300)
        b.settle()
        let drop = b.log("ike").suffix(4)
        if profile.quirks.contains(.barDropZeroFrame) {
            #expect(drop.map(\.name) == showGroup)
            #expect(drop.allSatisfy { $0.info!.frameEnd == .zero })
        } else {
            #expect(Array(b.names("ike").suffix(2)) == changeGroup)
            #expect(b.log("ike").last!.info!.frameEnd == b.keyboard.frame)
        }
        #expect(b.keyboard.frame.y == 500 && b.keyboard.effectiveMode == .floating)
        #expect(b.app("ike").keyboardOverlap == .zero)
        // Restoring the bar puts it back at the bottom.
        try b.run(.setShortcutBarMinimized(false))
        b.settle()
        #expect(b.keyboard.effectiveMode == .docked && b.keyboard.frame.maxY == b.screen.height)
        #expect(b.app("ike").keyboardOverlap.height == KeyboardHeightTable.shortcutBarHeight(device: .ipadPro11, orientation: .portrait))
    }

    /// P2: going into Split View with the keyboard up posts a zero-width frame, then the keyboard's
    /// frame again (ios16); ideal posts nothing, the keyboard did not move. On the iPad Air of the
    /// 10.9-inch class: the M1 Air 5 had Stage Manager from iPadOS 16, the 10th-generation iPad only
    /// from 26 (X1).
    @Test(arguments: [Profile.ios16, .ideal])
    func multitaskingChangesPostAZeroWidthFrame(profile: Profile) throws {
        var b = Bench(profile, device: .ipadAir4)
        try b.launch("left")
        try b.launch("right")
        try b.focus("right")
        b.settle()
        let frame = b.keyboard.frame
        let m = b.mark
        try b.run(.setSplitView(primary: "right", secondary: "left", fraction: 0.5))
        b.settle()
        let log = b.log("right", from: m).filter { $0.info != nil }
        if profile.quirks.contains(.multitaskingEmptyFrame) {
            #expect(log.map(\.name) == changeGroup + showGroup)
            let empty = log[0].info!.frameEnd
            #expect(empty.width == 0 && empty.height == frame.height && empty.isEmpty)
            #expect(log.last!.info!.frameEnd == frame)
            #expect(log[2].info!.frameBegin == empty)
        } else {
            #expect(log.isEmpty)
        }
        #expect(b.keyboard.frame == frame && b.keyboard.visible)
        // Stage Manager on is a multitasking change too.
        try b.run(.setSplitView(primary: "right", secondary: "", fraction: 0))
        b.settle()
        let o = b.mark
        try b.run(.setSetting(.stageManager, on: true))
        b.settle()
        let stage = b.keyboardNames("right", from: o)
        #expect(stage == (profile.quirks.contains(.multitaskingEmptyFrame) ? changeGroup + showGroup : []))
    }
}
