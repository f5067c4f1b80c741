// Today's iPhone: the second wave's stories (docs/BEHAVIOURS.md N2 to N11), each played on the
// era whose quirk it shows beside one without it, and the cells that say which trackers survive.
// Steps are what a person and the apps do; the timing and the heights come from the profile.

extension Scenario {
    /// N2: with the keyboard up the person moves from the top field to the bottom one. Up to
    /// iOS 10 the Show group comes again and KeyboardListener scrolls the new field above the
    /// keyboard; from iOS 11 nothing is posted, and the field stays where it was, under the keys.
    public static let focusChange = Scenario(
        id: "focus-change", title: "move from the top field to the bottom one with the keyboard up",
        behaviours: ["N2", "F1"], devices: ["iphone-se"], profiles: ["ideal", "ios9", "ios11"],
        apps: [.form],
        steps: [
            .settle, .app("form", "focus field1"), .settle,
            .app("form", "focus field5"), .settle,
            .check(.fieldAboveKeyboard("form")),
        ])

    /// N4: with Predictive off, emoji chosen from the globe key's menu makes the keyboard taller.
    public static let globeMenuEmoji = Scenario(
        id: "globe-menu-emoji", title: "pick emoji from the globe key's menu with Predictive off",
        behaviours: ["N4", "N3"], devices: ["iphone-x"], profiles: ["ideal", "ios11", "ios13"],
        apps: [.ike],
        steps: [
            .settle, setting("predictive", false), .app("ike", "focus"), .settle,
            .control(.setInputModeFromMenu, [.string("emoji")]), .settle,
            .check(.viewFollowsKeyboard("ike")),
        ])

    /// N5: a password field's keyboard comes up; from iOS 14 in two steps, the keys alone at once,
    /// then the keyboard with the password AutoFill bar (IQKeyboardManager #1823, iOS 14.4+).
    public static let passwordField = Scenario(
        id: "password-field", title: "focus a password field",
        behaviours: ["N5"], devices: ["iphone-11"], profiles: ["ideal", "ios13", "ios14", "ios17"],
        apps: [.form],
        steps: [
            .settle, .app("form", "secure field5"), .app("form", "focus field5"), .settle,
            .check(.viewFollowsKeyboard("form")),
        ])

    /// N6: the keyboard goes with Reduce Motion and Prefer Cross-Fade Transitions on; the hide's
    /// FrameEnd is an empty rect at the top of the screen.
    public static let crossFadeHide = Scenario(
        id: "cross-fade-hide", title: "the keyboard goes with Reduce Motion and Prefer Cross-Fade on",
        behaviours: ["N6", "K11"], devices: ["iphone-16-pro"], profiles: ["ideal", "ios26"],
        apps: [.ike],
        steps: [
            .settle, setting("reduce-motion", true), setting("prefer-cross-fade", true),
            .app("ike", "focus"), .settle, .app("ike", "resign"), .settle,
            .check(.viewOnScreen("ike")),
        ])

    /// N7: the finger drags the keyboard halfway down and holds it there.
    public static let silentInteractiveDismissal = Scenario(
        id: "silent-interactive-dismissal", title: "drag the keyboard halfway down and hold it",
        behaviours: ["N7"], devices: ["iphone-15"], profiles: ["ideal", "ios26"],
        apps: [.ike],
        steps: [
            .settle, .app("ike", "focus"), .settle,
            .control(.beginInteractiveDismiss), .control(.moveInteractiveDismiss, [.double(700)]),
            .check(.viewFollowsKeyboard("ike")),
        ])

    /// N8: the focused field calls reloadInputViews() with the keyboard up.
    public static let reloadInputViews = Scenario(
        id: "reload-input-views", title: "the field reloads its input views with the keyboard up",
        behaviours: ["N8", "M4"], devices: ["iphone-15"], profiles: ["ideal", "ios26"],
        apps: [.ike],
        steps: [
            .settle, .app("ike", "focus"), .settle, .app("ike", "reload"), .settle,
            .check(.viewFollowsKeyboard("ike")),
        ])

    /// N10: a third-party keyboard (259 points, SwiftKey's) comes up in steps.
    public static let thirdPartyKeyboard = Scenario(
        id: "third-party-keyboard", title: "a third-party keyboard comes up",
        behaviours: ["N10", "M1"], devices: ["iphone-11"], profiles: ["ideal", "ios13", "ios26"],
        apps: [.ike],
        steps: [
            .settle, .control(.setInputMode, [.string("third-party:SwiftKey:259")]),
            .app("ike", "focus"), .settle,
            .check(.viewFollowsKeyboard("ike")),
        ])

    /// N11: the person picks a photo with the keyboard up; the out-of-process picker goes and the
    /// keyboard comes back.
    public static let photoPicker = Scenario(
        id: "photo-picker", title: "pick a photo with the keyboard up",
        behaviours: ["N11"], devices: ["iphone-11"], profiles: ["ideal", "ios15", "ios26"],
        apps: [.ike],
        steps: [
            .settle, .app("ike", "focus"), .settle,
            .control(.presentSheet, [.string("photo-picker")]), .settle,
            .control(.dismissSheet), .settle,
            .check(.viewFollowsKeyboard("ike")),
        ])

    /// N5 (IQKeyboardManager #1823): the keychain sheet over a password field, cancelled; from
    /// iOS 14.4 the keyboard comes back announced at negative origins.
    public static let keychainSheet = Scenario(
        id: "keychain-sheet", title: "cancel the keychain sheet over a password field",
        behaviours: ["N5"], devices: ["iphone-11"], profiles: ["ideal", "ios13", "ios14"],
        apps: [.ike],
        steps: [
            .settle, .app("ike", "secure"), .app("ike", "focus"), .settle,
            .control(.presentSheet, [.string("passwords")]), .settle,
            .control(.dismissSheet), .settle,
            .check(.viewFollowsKeyboard("ike")),
        ])

    /// N20: iOS 8's QuickType bar put away to its handle with the keyboard up, a later show with
    /// the handle, and the bar pulled back up.
    public static let quickTypeCollapse = Scenario(
        id: "quicktype-collapse", title: "the QuickType bar put away and pulled back up",
        behaviours: ["N20"], devices: ["iphone-6"], profiles: ["ideal", "ios8"],
        apps: [.ike],
        steps: [
            .settle, .app("ike", "focus"), .settle,
            .control(.setQuickTypeCollapsed, [.boolean(true)]), .settle,
            .check(.viewFollowsKeyboard("ike")),
            .app("ike", "resign"), .settle, .app("ike", "focus"), .settle,
            .control(.setQuickTypeCollapsed, [.boolean(false)]), .settle,
            .check(.viewFollowsKeyboard("ike")),
        ])

    /// N18: the first keyboard a process shows, for a text view (iOS 8: three Show groups).
    public static let firstAppearance = Scenario(
        id: "first-appearance-text-view", title: "the first keyboard after launch, for a text view",
        behaviours: ["N18", "M1"], devices: ["iphone-6"], profiles: ["ideal", "ios8", "ios9"],
        apps: [.ike],
        steps: [
            .settle, .app("ike", "textview"), .app("ike", "focus"), .settle,
            .check(.viewFollowsKeyboard("ike")),
        ])

    /// N16: with no field focused and no keyboard on screen, the share sheet comes and goes; from
    /// iOS 16 each posts a Hide group for a keyboard that is not there, its FrameEnd 0 pt tall.
    public static let hidesWithoutKeyboard = Scenario(
        id: "hides-without-keyboard", title: "the share sheet over the app with no keyboard",
        behaviours: ["N16", "N11"], devices: ["iphone-11"], profiles: ["ideal", "ios15", "ios16"],
        apps: [.ike],
        steps: [
            .settle, .control(.presentSheet, [.string("share")]), .settle,
            .check(.viewFollowsKeyboard("ike")),
            .control(.dismissSheet), .settle,
            .check(.viewFollowsKeyboard("ike")),
        ])

    public static let todaysIPhone: [Scenario] = [
        .focusChange, .globeMenuEmoji, .passwordField, .crossFadeHide, .silentInteractiveDismissal,
        .reloadInputViews, .thirdPartyKeyboard, .photoPicker, .keychainSheet, .quickTypeCollapse, .firstAppearance,
        .hidesWithoutKeyboard,
    ]

    /// Control1.SetSetting with a boolean.
    static func setting(_ name: String, _ on: Bool) -> Step {
        .control(.setSetting, [.string(name), .variant(.boolean(on))])
    }
}

extension StrategyMatrix {
    static let todaysIPhoneCells: [MatrixCell] = [
        // The chat's accessory on today's eras (an article story, today's iPhone heights).
        cell(.growingAccessory, "wwdc17-guide", [], "ios18", .clean,
             "W4, W6 on iOS 18: the announced frame holds the accessory (N9 does not apply)"),
        cell(.growingAccessory, "wwdc17-guide", [], "ios26", .coveredByKeyboard,
             "N9: iOS 26 leaves the accessory out of the announced frame; every tracker that reads the notifications lifts by the keys alone"),
        cell(.growingAccessory, "mailru", [], "ios26", .coveredByKeyboard,
             "N9 through WillChangeFrame: its frame leaves the accessory out as well"),

        // Ike and Notes on today's era: the lifecycle quirks are kept there (docs/PROFILES.md).
        cell(.switchWithKeyboard, "naive", [], "ios26", .liftedTooHigh,
             "K3 on iOS 26: no later source says the leak ended, so the era keeps it; Ike hears Notes' WillShow while it leaves"),

        cell(.focusChange, "listener", [], "ios9", .clean,
             "N2: up to iOS 10 the Show group comes again for the new field, and the listener scrolls it above the keyboard (F1)"),
        cell(.focusChange, "listener", [], "ios11", .fieldCovered,
             "N2: from iOS 11 nothing is posted when the frame does not change; a listener that scrolls on WillShow leaves the field under the keys"),
        cell(.focusChange, "listener", [], "ideal", .fieldCovered,
             "N2: UIKit's design, not a quirk: a focus change with the keyboard up is no keyboard change; the field must be scrolled on didBeginEditing"),

        cell(.globeMenuEmoji, "mailru", [], "ios11", .coveredByKeyboard,
             "N4: emoji from the globe menu posts nothing though the keyboard grows; even WillChangeFrame is silent"),
        cell(.globeMenuEmoji, "mailru", [], "ios13", .clean,
             "N4 gone, N3: the switch is announced with WillChangeFrame, instantly"),

        cell(.passwordField, "naive", [], "ios17", .coveredByKeyboard,
             "N5: the keys alone come first (a Show group), then the AutoFill bar; lifting only from rest keeps the first, shorter height"),
        cell(.passwordField, "naive", [], "ios14", .coveredByKeyboard,
             "N5: the same two steps on iOS 14.4 (IQKeyboardManager #1823: 345 then 390 with its 44 pt toolbar)"),
        cell(.passwordField, "naive", [], "ios13", .clean, "N5's two-step show begins with iOS 14: one Show group"),
        cell(.passwordField, "wwdc17-guide", [], "ios17", .clean, "N5: the layout guide follows every frame, the second step's too"),

        cell(.keychainSheet, "intersection", [], "ios14", .coveredByKeyboard,
             "N5 (keychain-return-negative-frames): after Cancel the keyboard is announced at negative origins (FrameEnd {{0, -346}, {414, 346}}) while it is at the screen's bottom; intersected with the window the frame covers nothing"),
        cell(.keychainSheet, "intersection", [], "ios13", .clean,
             "N5 before iOS 14.4: the sheet hides the keyboard and gives it back as any sheet, with on-screen frames"),
        cell(.firstAppearance, "naive-incremental", [], "ios8", .liftedTooHigh,
             "N18 (first-show-chatty): iOS 8 announces a process's first keyboard for a text view three times, the keys alone and then the whole keyboard twice; adding every WillShow lifts by all three (216 + 258 + 258)"),
        cell(.firstAppearance, "naive", [], "ios8", .coveredByKeyboard,
             "N18: lifting only from rest keeps the first group's keys alone, 216 of the 258 pt keyboard"),
        cell(.firstAppearance, "naive-incremental", [], "ios9", .clean, "N18 ends with iOS 9: the first keyboard is announced once"),
        cell(.hidesWithoutKeyboard, "mailru", [], "ios16", .clean,
             "N16: the Hide group for no keyboard ends 0 pt tall at the screen's bottom, so windowHeight - minY lifts by 0, where the view rests (every library in the compatibility table survives it)"),
        cell(.hidesWithoutKeyboard, "naive", [], "ios16", .clean,
             "N16: a WillHide with no keyboard drops the view to where it already rests"),
        cell(.quickTypeCollapse, "naive", [], "ios8", .liftedTooHigh,
             "N20: the bar put away is announced as a Show group with the keyboard up, which a tracker that lifts only from rest ignores: the view stays 258 up over a 225 pt keyboard"),

        cell(.crossFadeHide, "mailru", [], "ios26", .thrownOffScreen,
             "N6: the hide ends at an empty rect at y 0, so windowHeight - minY is the whole window (as K11's zero rect)"),
        cell(.crossFadeHide, "mailru", [], "ideal", .clean, "N6: on ideal the hide ends off screen"),
        cell(.crossFadeHide, "naive", [], "ios26", .clean, "N6: a tracker that drops to rest on WillHide ignores the hide's frame"),

        cell(.silentInteractiveDismissal, "mailru", [], "ios26", .liftedTooHigh,
             "N7: nothing is posted while the finger drags; the view stays lifted for the whole keyboard while half of it is left"),
        cell(.silentInteractiveDismissal, "mailru", [], "ideal", .clean,
             "N7 on ideal: each move is an instant WillChangeFrame, and the tracker follows it"),
        cell(.silentInteractiveDismissal, "wwdc17-guide", [], "ios26", .liftedTooHigh,
             "N7: the layout guide follows notifications too, so it lags the drag (UIKit's own guide follows the keyboard's view)"),
        cell(.silentInteractiveDismissal, "naive", [], "ideal", .liftedTooHigh,
             "N7: even where every move is announced, a tracker that listens only to Show and Hide misses the drag"),

        cell(.reloadInputViews, "naive-incremental", [], "ios26", .liftedTooHigh,
             "N8: reloadInputViews posts the Show group again; adding each WillShow's height counts the keyboard twice"),
        cell(.reloadInputViews, "naive-incremental", [], "ideal", .clean, "N8: ideal posts nothing for an unchanged keyboard"),
        cell(.reloadInputViews, "keyboardman", [], "ios26", .clean,
             "M4 against N8: KeyboardMan applies only the increment, here 0"),

        cell(.thirdPartyKeyboard, "naive", [], "ios26", .liftedTooHigh,
             "N10: iOS 26 announces 364, then 347, then the keyboard's 259; lifting only from rest keeps the first"),
        cell(.thirdPartyKeyboard, "naive", [], "ios13", .coveredByKeyboard,
             "N10: WillShow at 0, then 216, then 259; the first real lift is 216, below the keyboard"),
        cell(.thirdPartyKeyboard, "mailru", [], "ios26", .clean,
             "N10: the last WillChangeFrame carries the keyboard's own height"),
        cell(.thirdPartyKeyboard, "naive", [], "ideal", .clean, "N10: one WillShow on ideal"),

        cell(.photoPicker, "naive", [], "ios26", .coveredByKeyboard,
             "N11: after the photo picker the keyboard comes back announced shorter than it is"),
        cell(.photoPicker, "naive", [], "ios15", .coveredByKeyboard,
             "N19 (modal-return-single-event): on iOS 15 the keyboard back after the picker is announced by a lone DidShow (react-native-keyboard-controller PR 557), which a WillShow tracker never hears"),
        cell(.photoPicker, "naive", [], "ios14", .clean, "N11's short frame begins with iOS 16 and N19's lone DidShow is iOS 15's"),
    ]
}
