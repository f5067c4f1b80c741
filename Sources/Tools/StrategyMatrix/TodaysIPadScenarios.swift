// Today's iPad (docs/BEHAVIOURS.md P1-P4; docs/IPAD.md): which trackers survive the floating
// keyboard, the hardware keyboard's bar and Stage Manager's windows, era by era. The stories are
// the person's steps; every era's quirks come from keyboardd's profile.
import DBus
import KeyboardContract

extension AppSpec {
    /// A second iPad app on the stage beside the subject: it hears the keyboard (IsLocal false),
    /// runs its default tracker and is not judged. Launched when its window joins the stage.
    static let sidecar = AppSpec(role: "sidecar", example: "ipad", bundleId: "com.example.sidecar",
                                 launch: false, judged: false)
}

extension Scenario {
    /// P1: the docked keyboard becomes the floating one, then the person drags it and drops it
    /// higher up (P2's zero rect while it moves). Only a docked keyboard covers the window.
    public static let floatingKeyboard = Scenario(
        id: "floating-keyboard", title: "float the iPad keyboard, then drag it",
        behaviours: ["P1", "P2", "K11", "K12"], devices: ["ipad-pro-11"], profiles: ["ideal", "ios13", "ios17", "ios18", "ios26"],
        apps: [.ipad],
        steps: [
            .settle, .app("ipad", "focus"), .settle,
            .control(.setKeyboardMode, [.string("floating")]), .settle,
            .check(.viewFollowsKeyboard("ipad")),
            .control(.beginKeyboardDrag, []),
            .check(.viewOnScreen("ipad")),
            .control(.endKeyboardDrag, [.double(300)]), .settle,
            .check(.viewFollowsKeyboard("ipad")),
        ])

    /// P3: a hardware keyboard is attached; a field is focused and only the shortcuts bar shows,
    /// 55 pt on screen, announced (from iOS 9) as the full keyboard's rect pushed down.
    public static let hardwareKeyboardBar = Scenario(
        id: "hardware-keyboard-bar", title: "focus a field with a hardware keyboard attached",
        behaviours: ["P3", "W8"], devices: ["ipad-9.7", "ipad-pro-11"], profiles: ["ideal", "ios9", "ios13", "ios26"],
        apps: [.ipad],
        steps: [
            .settle, .control(.setHardwareKeyboard, [.boolean(true)]), .settle,
            .app("ipad", "focus"), .settle,
            .check(.viewFollowsKeyboard("ipad")),
        ])

    /// P3: over the hardware keyboard's bar the person brings up the on-screen keyboard (iPadOS 18:
    /// a Hide, then a Show whose Wills carry a bogus FrameEnd).
    public static let hardwareToggle = Scenario(
        id: "hardware-toggle", title: "bring up the on-screen keyboard over the hardware keyboard's bar",
        behaviours: ["P3"], devices: ["ipad-10"], profiles: ["ideal", "ios18"],
        apps: [.ipad], steps: hardwareToggleSteps)

    /// P3 on iOS 9, on the iPad of its time: two WillShows and no Hide.
    public static let hardwareToggleIOS9 = Scenario(
        id: "hardware-toggle-ios9", title: "bring up the on-screen keyboard over the hardware keyboard's bar, on iOS 9",
        behaviours: ["P3"], devices: ["ipad-9.7"], profiles: ["ideal", "ios9"],
        apps: [.ipad], steps: hardwareToggleSteps)

    private static let hardwareToggleSteps: [Step] = [
        .settle, .control(.setHardwareKeyboard, [.boolean(true)]), .settle,
        .app("ipad", "focus"), .settle,
        .control(.setOnScreenKeyboard, [.boolean(true)]), .settle,
        .check(.viewFollowsKeyboard("ipad")),
    ]

    /// P4: two apps in Stage Manager windows; the subject's window ends 94 pt above the screen's
    /// bottom (iPadOS 26's windowed apps), so the keyboard covers 239 of it, not its 333.
    public static let stageManagerWindow = Scenario(
        id: "stage-manager-window", title: "type in a Stage Manager window that ends above the screen's bottom",
        behaviours: ["P4", "K13"], devices: ["ipad-pro-11"], profiles: ["ideal", "ios16", "ios26"],
        apps: [.ipad, .sidecar],
        steps: [
            .settle, .control(.setSetting, [.string("stage-manager"), .variant(.boolean(true))]),
            .control(.moveAppWindow, [.string(AppSpec.ipad.bundleId), Rect(x: 100, y: 200, width: 500, height: 900).dbusValue]),
            .control(.moveAppWindow, [.string(AppSpec.sidecar.bundleId), Rect(x: 434, y: 600, width: 400, height: 594).dbusValue]),
            .settle, .app("ipad", "window"), .app("sidecar", "window"),
            .app("ipad", "focus"), .settle,
            .check(.viewFollowsKeyboard("ipad")),
            .app("ipad", "resign"), .settle,
            .check(.viewFollowsKeyboard("ipad")),
        ])

    /// P4: the subject in Slide Over, its window 24 pt above the screen's bottom; the frames it
    /// hears leave out that space (ios11 ... ios18) while the keyboard stays where it is.
    public static let slideOver = Scenario(
        id: "slide-over", title: "type in an app in Slide Over",
        behaviours: ["P4"], devices: ["ipad-pro-11"], profiles: ["ideal", "ios13"],
        apps: [.ipad, .sidecar],
        steps: [
            .settle, .control(.launchApp, [.string(AppSpec.sidecar.bundleId)]), .settle,
            .control(.setSplitView, [.string(AppSpec.sidecar.bundleId), .string(AppSpec.ipad.bundleId), .double(1)]),
            .settle, .app("ipad", "window"), .app("sidecar", "window"),
            .app("ipad", "focus"), .settle,
            .check(.viewFollowsKeyboard("ipad")),
        ])

    /// Today's iPad stories, in the order docs/MATRIX.md lists them.
    static let todaysIPad: [Scenario] = [
        .floatingKeyboard, .hardwareKeyboardBar, .hardwareToggle, .hardwareToggleIOS9, .stageManagerWindow, .slideOver,
    ]
}

extension StrategyMatrix {
    static let todaysIPadCells: [MatrixCell] = [
        // P1 the floating keyboard, P2 its drag.
        cell(.floatingKeyboard, "naive", [], "ios13", .clean,
             "P1: docked → floating is announced as a Hide, so the naive tracker drops the view; the moves are frame changes it ignores"),
        cell(.floatingKeyboard, "naive", [], "ios26", .clean, "P1: the Hide of iPadOS 18 and later (react-native#48131)"),
        cell(.floatingKeyboard, "naive", [], "ios17", .liftedTooHigh,
             "P1 (floating-without-hide): only frame changes come, no WillHide, and the view stays lifted for a keyboard that floats"),
        cell(.floatingKeyboard, "naive", [], "ideal", .liftedTooHigh,
             "not a quirk: ideal announces the keyboard leaving the bottom as a frame change, which a Show/Hide tracker never hears"),
        cell(.floatingKeyboard, "intersection", [], "ios17", .liftedTooHigh, "P1: no WillHide resets the insets on ios17"),
        cell(.floatingKeyboard, "mailru", ["undocked-check"], "ios26", .liftedTooHigh,
             "C2 (undock-end-frame-on-screen): docked → floating's frame change ends at the docked rect pushed down with 55 pt on screen (FlutterViewController.mm: \"not yet entirely out of screen\"), not above the window's bottom, so K12's check takes it for a docked keyboard; the WillHide that says it left is not one the Mail.ru tracker hears"),
        cell(.floatingKeyboard, "mailru", ["undocked-check"], "ios17", .liftedTooHigh,
             "P1 (floating-without-hide) with C2: no Hide, and the FrameEnd is the docked rect pushed down with 55 pt on screen, so K12's check takes it for a docked keyboard"),
        cell(.floatingKeyboard, "mailru", [], "ios26", .liftedTooHigh,
             "K12 missing: the floating keyboard above the window's bottom counts as windowHeight - minY (273 pt); the drag's zero rect (P2) then throws the view off screen"),

        // P3 the hardware keyboard's bar.
        cell(.hardwareKeyboardBar, "naive", [], "ios13", .liftedTooHigh,
             "P3 (hardware-bar-full-frame): FrameEnd is the whole 313 pt keyboard, mostly below the screen; its height is not the 55 pt on screen"),
        cell(.hardwareKeyboardBar, "naive", [], "ideal", .clean, "ideal announces the bar itself, 55 pt"),
        cell(.hardwareKeyboardBar, "naive", [], "ios26", .clean,
             "C4: from iPadOS 15 the bar is announced as itself, 55 pt (its compact redesign; the change's iPadOS is an estimate)"),
        cell(.hardwareKeyboardBar, "intersection", [], "ios13", .clean, "B2: the rect intersected with the view is the 55 pt on screen"),
        cell(.hardwareKeyboardBar, "mailru", [], "ios13", .clean, "K13: windowHeight - minY in window coordinates is the 55 pt on screen"),
        cell(.hardwareToggle, "intersection", [], "ios18", .coveredByKeyboard,
             "P3 (hardware-toggle-hide-show): the Show's WillShow carries a bogus FrameEnd off screen; intersected with the view it is nothing"),
        cell(.hardwareToggle, "intersection", [], "ideal", .clean, "one Show with the keyboard's frame"),
        cell(.hardwareToggle, "mailru", ["undocked-check"], "ios18", .clean,
             "the Dids carry the real frame, and with its iPad fixes the Mail.ru tracker also follows DidChangeFrame"),
        cell(.hardwareToggleIOS9, "naive-incremental", [], "ios9", .liftedTooHigh,
             "P3 (hardware-toggle-double-show): two WillShows and no Hide; adding each height counts the keyboard twice (M1's drift)"),

        // P4 Stage Manager and Slide Over.
        cell(.stageManagerWindow, "naive", [], "ios26", .liftedTooHigh,
             "P4: the FrameEnd's height is the keyboard's, not what it covers of a window ending above the screen's bottom (react-native-keyboard-controller#1223)"),
        cell(.stageManagerWindow, "naive", [], "ideal", .liftedTooHigh, "not a quirk: the geometry of windows is the same in every era"),
        cell(.stageManagerWindow, "intersection", [], "ios26", .clean, "B2, P4: the frame intersected with the app's own window"),
        cell(.stageManagerWindow, "mailru", [], "ios16", .coveredByKeyboard,
             "K13, P4: converted to the window, windowHeight - minY is what the keyboard covers; but the hide's FrameEnd lies 94 pt below the window's bottom, and -94 drops the view below its place"),
        cell(.slideOver, "intersection", [], "ios13", .liftedTooHigh,
             "P4 (slide-over-frame-shift): the frames leave out the 24 pt below the Slide Over window, so the intersection is 24 pt too tall"),
        cell(.slideOver, "intersection", [], "ideal", .clean, "ideal sends the screen's frame to every app"),
    ]
}
