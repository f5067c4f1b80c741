// N11: system sheets over the app.

import KeyboardModel
import Testing

@Suite struct SheetTests {
    /// N11 (`sheet-hide-without-keyboard`, iOS 16 on): presenting a sheet with no keyboard on screen
    /// posts a Hide group anyway ("keyboard was not even present"); iOS 15 posts nothing.
    @Test func n11HideWithNoKeyboardFromIOS16() throws {
        for (profile, phantom) in [(Profile.ios16, true), (.ios26, true), (.ios15, false), (.ideal, false)] {
            var b = Bench(profile)
            try b.launch("a")
            let m = b.mark
            try b.run(.presentSheet(kind: .share))
            b.settle()
            #expect(b.keyboardNames("a", from: m) == (phantom ? hideGroup : []), "\(profile.name)")
            #expect(!b.keyboard.visible)
            if phantom { #expect(b.infos("a", from: m).allSatisfy { $0.info.frameEnd.y == b.screen.height }) }
        }
    }

    /// N11 (`keyboard-returns-under-sheet`, every era): dismissing a sheet gives the keyboard back at
    /// once, while the sheet is still leaving (SlackTextViewController #507); ideal waits until the
    /// sheet has gone.
    @Test func n11KeyboardReturnsWhileTheSheetLeaves() throws {
        for (profile, early) in [(Profile.ios9, true), (.ios26, true), (.ideal, false)] {
            var b = Bench(profile)
            try b.launch("a")
            try b.focus("a")
            try b.run(.presentSheet(kind: .share))
            b.settle()
            #expect(!b.keyboard.visible)
            let m = b.mark
            try b.run(.dismissSheet)
            #expect(b.world.sheetKind == "share", "still leaving")
            #expect(b.keyboardNames("a", from: m) == (early ? ["WillChangeFrame", "WillShow"] : []), "\(profile.name)")
            b.advance(b.timings.sheetTransition)
            #expect(b.world.sheetKind == nil)
            b.settle()
            #expect(b.keyboardNames("a", from: m) == showGroup && b.keyboard.visible)
            #expect(b.app("a").firstResponder == "field")
        }
    }

    /// N11 (`photo-picker-short-frame`, iOS 16 on): after the photo picker the keyboard comes back
    /// announced shorter than it is (flutter/flutter #133537); the truth is the full keyboard. iOS 15
    /// and the share sheet announce it whole.
    @Test func n11ShortFrameAfterThePhotoPicker() throws {
        for (profile, sheet, short) in [(Profile.ios17, SheetKind.photoPicker, true), (.ios15, .photoPicker, false),
                                        (.ios17, .share, false)] {
            var b = Bench(profile)
            try b.launch("a")
            try b.focus("a")
            try b.run(.presentSheet(kind: sheet))
            b.settle()
            let m = b.mark
            try b.run(.dismissSheet)
            b.settle()
            // N19: iOS 15 gives the keyboard back with one notification, DidShow.
            let log = b.infos("a", from: m)
            #expect(log.map(\.name) == (profile == .ios15 ? ["DidShow"] : showGroup), "\(profile.name) \(sheet)")
            let end = log[log.count - 1].info.frameEnd
            let h = b.englishHeight()
            #expect(end.height == (short ? h - b.timings.photoPickerShortfall : h), "\(profile.name) \(sheet)")
            #expect(end.maxY == b.screen.height && b.keyboard.frame.height == h)
            #expect(b.app("a").keyboardOverlap.height == h)
        }
    }

    /// A sheet goes with its app: the responder under it stays the app's.
    @Test func n11SheetGoesWithItsApp() throws {
        var b = Bench(.ideal)
        try b.launch("a")
        try b.focus("a")
        try b.run(.presentSheet(kind: .share))
        try b.run(.goHome)
        #expect(b.world.sheetKind == nil && b.app("a").firstResponder == "field")
        #expect(throws: ModelError.self) { try b.run(.dismissSheet) }
    }
}
