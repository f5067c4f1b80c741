// Stories today's libraries' guards call for (issue 29, docs/LIBRARIES.md): each guard in a
// library is written against one documented behaviour; these stories play the behaviour so the
// compatibility table can say which libraries survive it. The eras' quirks come from keyboardd's
// profiles, never from the story.
import DBus
import KeyboardContract

extension Scenario {
    /// react-native-keyboard-controller PR 1512 (open, 2026: "if you open an application into a
    /// screen that uses a KeyboardAvoidingView while a keyboard is open on iOS (ie., from
    /// Spotlight Search, swiping), despite iOS dismissing the keyboard, the area will be reserved
    /// for the keyboard"): Ike, without a keyboard, has gone to the background a moment ago; Notes
    /// brings its keyboard up while Ike is not yet suspended; the person swipes back to Ike while
    /// Notes' keyboard is still up, and Notes' keyboard goes (K1, K3, K7 from the other side).
    public static let returnWhileOtherKeyboard = Scenario(
        id: "return-while-other-keyboard", title: "swipe back to Ike while Notes' keyboard is up",
        behaviours: ["K1", "K3", "K7"], devices: ["iphone-16-pro", "iphone-x"], profiles: ["ideal", "ios26"],
        apps: [.ike, .notes],
        steps: [
            .settle,
            .control(.launchApp, [.string(AppSpec.notes.bundleId)]), .advanceUntilActive("notes"), .advance(1000),
            .app("notes", "focus"), .advance(500),
            .control(.launchApp, [.string(AppSpec.ike.bundleId)]), .settle,
            .check(.viewFollowsKeyboard("ike")),
        ])

    /// P2, the dropped shortcuts bar (FlutterViewController.mm: "If keyboard's dimensions and
    /// position are all zeroes, that means it's a Minimized/Expanded Shortcuts Bar that has been
    /// dropped after dragging"): with a hardware keyboard the person minimizes the bar, drags it and
    /// drops it; the drag and the drop's WillShow carry an all-zero frame, and the bar then floats.
    public static let droppedShortcutsBar = Scenario(
        id: "dropped-shortcuts-bar", title: "drag and drop the hardware keyboard's minimized shortcuts bar",
        behaviours: ["P2", "P3", "K11"], devices: ["ipad-10", "ipad-9.7"], profiles: ["ideal", "ios16", "ios18"],
        apps: [.ipad],
        steps: [
            .settle, .app("ipad", "focus"), .settle,
            .control(.setHardwareKeyboard, [.boolean(true)]), .settle,
            .control(.setShortcutBarMinimized, [.boolean(true)]), .settle,
            .control(.beginKeyboardDrag, []),
            .check(.viewOnScreen("ipad")),
            .control(.endKeyboardDrag, [.double(500)]), .settle,
            .check(.viewOnScreen("ipad")),
            .check(.viewFollowsKeyboard("ipad")),
        ])

    /// N5's `password-prompt-flash` (flutter/flutter #112281, #111782, PR 164884): the password
    /// manager's "save password?" sheet over a visible keyboard posts a WillShow and at once a
    /// WillHide of duration 0; then the sheet goes and the keyboard comes back.
    public static let passwordPrompt = Scenario(
        id: "password-prompt", title: "the save-password prompt over the keyboard, then back to the field",
        behaviours: ["N5", "N11"], devices: ["iphone-16-pro", "iphone-11"], profiles: ["ideal", "ios15", "ios26"],
        apps: [.ike],
        steps: [
            .settle, .app("ike", "focus"), .settle,
            .control(.presentSheet, [.string("password-save")]), .settle,
            .check(.viewFollowsKeyboard("ike")),
            .control(.dismissSheet), .settle,
            .check(.viewFollowsKeyboard("ike")),
        ])

    /// The stories for today's libraries' guards, after the iPad's.
    static let libraryGuards: [Scenario] = [.returnWhileOtherKeyboard, .droppedShortcutsBar, .passwordPrompt]
}

extension StrategyMatrix {
    static let libraryGuardCells: [MatrixCell] = [
        cell(.returnWhileOtherKeyboard, "naive", [], "ios26", .clean,
             "K3, K7: Ike in the background hears Notes' WillShow and lifts, but Notes' keyboard hides as Ike comes back, and Ike, coming in, hears that Hide; the space react-native-keyboard-controller PR 1512 sees reserved needs a Hide the returning app does not hear, which keyboardd does not play"),
        cell(.droppedShortcutsBar, "mailru", [], "ios18", .thrownOffScreen,
             "P2 (bar-drop-zero-frame): dragging the minimized bar announces an all-zero rect (K11's mechanism), and windowHeight - minY of it is the whole window"),
        cell(.droppedShortcutsBar, "mailru", ["undocked-check"], "ios18", .clean,
             "K12: on iPad a frame that ends above the window's bottom is no docked keyboard, the all-zero rect included; the dropped bar floats and covers nothing"),
        cell(.passwordPrompt, "naive", [], "ios26", .clean,
             "N5 (password-prompt-flash): the prompt's WillShow and its instant WillHide leave a Show/Hide tracker at rest under the sheet, and the keyboard's return is a Show"),
    ]
}
