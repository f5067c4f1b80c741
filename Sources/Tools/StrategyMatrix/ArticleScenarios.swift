// The stories of the articles (docs/BEHAVIOURS.md ids), each run by the strategy
// matrix over the bus with real sample client processes. Steps are what a person and the apps
// do; the timing comes from keyboardd's profile, never from the story.

extension AppSpec {
    static let ike = AppSpec(role: "ike", example: "ike", bundleId: "com.southpark.ike", launch: true, judged: true)
    static let notes = AppSpec(role: "notes", example: "notes", bundleId: "com.apple.mobilenotes",
                               launch: false, judged: false)
    static let form = AppSpec(role: "form", example: "form", bundleId: "com.example.form", launch: true, judged: true)
    static let chat = AppSpec(role: "chat", example: "chat", bundleId: "com.example.chat", launch: true, judged: true)
    static let ipad = AppSpec(role: "ipad", example: "ipad", bundleId: "com.example.ipad", launch: true, judged: true)
}

extension Scenario {
    /// Ike has the keyboard; the person switches to Notes, which takes it; then back to Ike (K2, K3).
    public static let switchWithKeyboard = Scenario(
        id: "switch-with-keyboard", title: "Ike → Notes → Ike with Ike's keyboard up",
        behaviours: ["K2", "K3", "K6"], devices: ["iphone-x", "iphone-16-pro"], profiles: ["ideal", "ios13"],
        apps: [.ike, .notes],
        steps: [.settle, .app("ike", "focus"), .settle, .check(.viewFollowsKeyboard("ike"))]
            + switchToNotesAndBack)

    /// The same without Ike's keyboard: Ike still hears Notes' keyboard while it leaves (K7).
    public static let switchWithoutKeyboard = Scenario(
        id: "switch-without-keyboard", title: "Ike → Notes → Ike, Ike's keyboard down",
        behaviours: ["K7"], devices: ["iphone-x"], profiles: ["ideal", "ios13"],
        apps: [.ike, .notes],
        steps: [.settle, .check(.viewFollowsKeyboard("ike"))] + switchToNotesAndBack)

    /// Notes opens and takes the keyboard while Ike is still leaving, then the person goes back.
    static let switchToNotesAndBack: [Step] = [
        .control(.launchApp, [.string(AppSpec.notes.bundleId)]),
        .advanceUntilActive("notes"),
        .app("notes", "focus"),
        .settle,
        .control(.launchApp, [.string(AppSpec.ike.bundleId)]),
        .settle,
        .watchdog("ike"),
        .check(.viewFollowsKeyboard("ike")),
    ]

    /// A permission alert over Ike with its keyboard up, then dismissed (K5).
    public static let alert = Scenario(
        id: "alert", title: "microphone permission alert over Ike's keyboard",
        behaviours: ["K5"], devices: ["iphone-x"], profiles: ["ideal", "ios13"],
        apps: [.ike, .notes],
        steps: [
            .settle, .app("ike", "focus"), .settle,
            .control(.showAlert, [.string("microphone-permission")]), .settle,
            .control(.dismissAlert, []), .settle,
            .check(.viewFollowsKeyboard("ike")),
        ])

    /// Ike leaves with its keyboard up; the App Switcher's snapshot of Ike (K4).
    public static let snapshot = Scenario(
        id: "snapshot", title: "App Switcher snapshot of Ike after switching to Notes",
        behaviours: ["K4"], devices: ["iphone-x"], profiles: ["ideal", "ios13"],
        apps: [.ike, .notes],
        steps: [
            .settle, .app("ike", "focus"), .settle,
            .control(.launchApp, [.string(AppSpec.notes.bundleId)]),
            .advanceUntilActive("notes"), .app("notes", "focus"), .settle,
            .check(.snapshotWithoutHole("ike")),
        ])

    /// Interactive dismissal after a touch of the home indicator duplicated the keyboard window (K8, K9).
    public static let interactiveDismissal = Scenario(
        id: "interactive-dismissal", title: "pan the keyboard down after touching the home indicator",
        behaviours: ["K8", "K9"], devices: ["iphone-x"], profiles: ["ideal", "ios13"],
        apps: [.ike],
        steps: [
            .settle, .app("ike", "focus"), .settle,
            .control(.swipeHomeIndicator, []), .settle,
            .app("ike", "pan 700"),
            .check(.keyboardWindowFollowsPan("ike", y: 700)),
        ])

    /// Pinyin's candidate bar: WillShow two or three times with growing heights (M1).
    public static let repeatedWillShow = Scenario(
        id: "repeated-will-show", title: "Chinese Pinyin keyboard comes up",
        behaviours: ["M1", "M4"], devices: ["iphone-6"], profiles: ["ideal", "ios9"],
        apps: [.ike],
        steps: [
            .settle, .control(.setInputMode, [.string("zh-Hans-Pinyin")]),
            .app("ike", "focus"), .settle,
            .check(.viewFollowsKeyboard("ike")),
        ])

    /// iOS 9 beta 4: the last WillShow is missing; WillChangeFrame still comes (M2).
    public static let missingWillShow = Scenario(
        id: "missing-will-show", title: "Pinyin on iOS 9 beta 4: the final WillShow never comes",
        behaviours: ["M2", "M3", "M4"], devices: ["iphone-6"], profiles: ["ideal", "ios9-beta4"],
        apps: [.ike],
        steps: [
            .settle, .control(.setInputMode, [.string("zh-Hans-Pinyin")]),
            .app("ike", "focus"), .settle,
            .check(.viewFollowsKeyboard("ike")),
        ])

    /// The person drags the undocked iPad keyboard and drops it higher up (K11, K12).
    public static let undockedDrag = Scenario(
        id: "undocked-drag", title: "drag the undocked iPad keyboard",
        behaviours: ["K10", "K11", "K12"], devices: ["ipad-9.7"], profiles: ["ideal", "ios13"],
        apps: [.ipad],
        steps: [
            .settle, .app("ipad", "focus"), .settle,
            .control(.setKeyboardMode, [.string("undocked")]), .settle,
            .control(.beginKeyboardDrag, []),
            .check(.viewOnScreen("ipad")),
            .control(.endKeyboardDrag, [.double(400)]), .settle,
            .check(.viewOnScreen("ipad")),
        ])

    /// Five fields in a scroll view; the last one is focused (F1), then the keyboard goes (F2).
    public static let formLastField = Scenario(
        id: "form-last-field", title: "focus the last of five fields in a scroll view",
        behaviours: ["F1", "F2", "B2", "W5"], devices: ["iphone-se"], profiles: ["ideal", "ios13"],
        apps: [.form],
        steps: [
            .settle, .app("form", "focus field5"), .settle,
            .check(.fieldAboveKeyboard("form")),
            .check(.viewFollowsKeyboard("form")),
            .app("form", "resign"), .settle,
            .check(.viewFollowsKeyboard("form")),
        ])

    /// A chat's input accessory grows with its text (W6, K15).
    public static let growingAccessory = Scenario(
        id: "growing-accessory", title: "chat input accessory grows while typing",
        behaviours: ["W6", "K15", "W4"], devices: ["iphone-x", "iphone-16-pro"], profiles: ["ideal", "ios13"],
        apps: [.chat],
        steps: [
            .settle, .app("chat", "focus"), .settle,
            .app("chat", "grow 88"), .settle,
            .check(.viewFollowsKeyboard("chat")),
        ])

    public static let all: [Scenario] = [
        .switchWithKeyboard, .switchWithoutKeyboard, .alert, .snapshot, .interactiveDismissal,
        .repeatedWillShow, .missingWillShow, .undockedDrag, .formLastField, .growingAccessory,
    ] + todaysIPhone + todaysIPad + libraryGuards

    public static func named(_ id: String) -> Scenario? { all.first { $0.id == id } }
}
