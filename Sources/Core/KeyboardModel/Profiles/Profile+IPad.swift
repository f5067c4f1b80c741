// The iPad quirks (P1-P4) each era holds, beside the lifecycle and iPhone ones of Profile.swift.
// docs/IPAD.md says, era by era, which public source each choice follows.

extension Profile {
    /// iOS 9: the shortcut bar above a hardware keyboard is the full keyboard rect pushed down
    /// (Stack Overflow 31991873, "detect if an external keyboard is connected on iOS 9"), and
    /// summoning the on-screen keyboard posts WillShow twice with no Hide (openradar 25193835,
    /// lionheart/openradar-mirror#15157).
    static let iPadIOS9: [Quirk] = [.hardwareBarFullFrame, .hardwareToggleDoubleShow]

    /// iOS 11: the full-frame bar (ionic-team/ionic-plugin-keyboard#273, iOS 10); Slide Over's
    /// frames without the space below the app (freshOS/KeyboardLayoutGuide#14, 2018).
    static let iPadIOS11: [Quirk] = [.hardwareBarFullFrame, .slideOverFrameShift]

    /// iPadOS 13 to 15: the floating keyboard arrives and is announced as a Hide (the rule of
    /// flutter/engine#37719; facebook/react-native#29473 on iPadOS 13).
    static let iPadIOS13: [Quirk] = [.floatingSendsHide, .hardwareBarFullFrame, .slideOverFrameShift]

    /// iPadOS 16: as 13, plus the shortcuts bar dropped with an empty FrameEnd and the empty frames
    /// of multitasking changes, both from Flutter's FlutterViewController.mm (flutter/engine#37719).
    static let iPadIOS16: [Quirk] = iPadIOS13 + [.barDropZeroFrame, .multitaskingEmptyFrame]

    /// iPadOS 17: the floating keyboard posts neither Show nor Hide, only frame changes
    /// (MisterJimson/flutter_keyboard_visibility#162, July 2024).
    static let iPadIOS17: [Quirk] = [
        .floatingWithoutHide, .barDropZeroFrame, .multitaskingEmptyFrame, .hardwareBarFullFrame, .slideOverFrameShift,
    ]

    /// iPadOS 18: "WillHide is sent when the keyboard is in any detached state" (facebook/react-native#48131,
    /// December 2024); the on-screen keyboard summoned over the bar hides and shows with a bogus
    /// FrameEnd (software-mansion/react-native-reanimated#6755, iOS 18.2).
    static let iPadIOS18: [Quirk] = iPadIOS16 + [.hardwareToggleHideShow]

    /// iPadOS 26: windowed apps replace Split View and Slide Over (so no Slide Over shift); the
    /// detached keyboard still hides (Avi0n/MeshCoreOne#139, January 2026), the Magic Keyboard bar
    /// still shows (ionic-team/capacitor-plugins#2403, 2025).
    static let iPadIOS26: [Quirk] = [.floatingSendsHide, .barDropZeroFrame, .multitaskingEmptyFrame, .hardwareBarFullFrame]
}
