import Foundation

/// The Flutter engine's three keyboard modes (`FlutterKeyboardMode` in
/// flutter/flutter `engine/src/flutter/shell/platform/darwin/ios/framework/Source/KeyboardInsetManager.swift`):
/// docked takes in docked, split docked and a shortcuts bar opened by a click; floating takes in
/// undocked, split, floating and a shortcuts bar dropped after a drag.
public enum FlutterKeyboardMode: String, Sendable, Equatable {
    case hidden, docked, floating
}

/// The engine's keyboard geometry, as pure functions of the frames (`FlutterKeyboardInsetManager`,
/// KeyboardInsetManager.swift). Frames are in screen coordinates; the inset is in points here, where
/// the engine multiplies it by the screen's scale (physical pixels) for `physical_view_inset_bottom`.
enum FlutterKeyboardGeometry {
    /// `calculateKeyboardAttachMode`. The WillHide is hidden whatever its frame; an all-zero
    /// FrameEnd (that only a WillShow can bring here, the ignore rules drop a WillChangeFrame's) is
    /// the shortcuts bar dropped after a drag, floating (flutter/engine PR 37719, P2); a frame
    /// with no area is hidden; otherwise a frame on screen is floating when its bottom, shifted by
    /// the Slide Over adjustment, ends above the screen's bottom, else docked. Both are rounded
    /// because custom keyboard extensions can be off by a fraction of a point (PR 37719's review).
    static func attachMode(isWillHide: Bool, keyboardFrame: CGRect, screen: CGRect?,
                           multitaskingAdjustment: CGFloat) -> FlutterKeyboardMode {
        if isWillHide { return .hidden }
        if keyboardFrame.isAllZero { return .floating }
        if keyboardFrame.hasNoArea { return .hidden }
        guard let screen else { return .hidden }
        var adjusted = keyboardFrame
        adjusted.origin.y += multitaskingAdjustment
        let onScreen = adjusted.intersection(screen)
        guard !onScreen.isNull, onScreen.height.rounded() > 0, onScreen.width > 0 else { return .hidden }
        return adjusted.maxY.rounded() < screen.height ? .floating : .docked
    }

    /// `calculateMultitaskingAdjustment`: in Slide Over "the keyboard's frame does not include the
    /// space below the app", so the frame is shifted down by that space before the mode is decided
    /// (P4, `slide-over-frame-shift`). Only for an iPad view of compact width and regular height
    /// (`isPadInSlideOverOrStageManagerMode`, FlutterViewController.mm's
    /// `calculateMultitaskingAdjustment:keyboardFrame:` before the manager was split out), and not
    /// when the keyboard already ends at the screen's bottom, which is how Stage Manager reports it.
    static func multitaskingAdjustment(screen: CGRect, keyboardFrame: CGRect, viewInScreen: CGRect,
                                       isPadInSlideOverOrStageManager: Bool) -> CGFloat {
        guard isPadInSlideOverOrStageManager, screen.height != keyboardFrame.maxY else { return 0 }
        let offset = screen.height - viewInScreen.maxY
        return offset > 0 ? offset : 0
    }

    /// `calculateKeyboardInset`: only a docked keyboard has an inset, the height of its frame's
    /// intersection with the Flutter view. The frame is the one announced, without the Slide Over
    /// adjustment, which only decided the mode.
    static func inset(keyboardFrame: CGRect, mode: FlutterKeyboardMode, viewInScreen: CGRect) -> CGFloat {
        guard mode == .docked else { return 0 }
        let covered = keyboardFrame.intersection(viewInScreen)
        return covered.isNull ? 0 : covered.height
    }
}
