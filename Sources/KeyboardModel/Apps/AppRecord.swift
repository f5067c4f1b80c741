// One registered app inside the model. Apps live in slots indexed by Int so scheduled events
// and the delivery loop never hash a bundle id.

struct AppRecord {
    let slot: Int
    /// Unique for the world's life: a scheduled event for a slot's previous tenant is stale.
    let serial: UInt64
    let bundleId: String
    var state: AppState = .notRunning
    var phase: AppPhase = .none
    /// Increments at every lifecycle transition: pending phases of an older one are stale.
    var transition: UInt32 = 0
    /// `audio`, `voip` or `location`: never suspended (CONTRACT.md BackgroundModes).
    let keepsRunning: Bool
    let backgroundModes: [String]

    var responder: Responder?
    /// The responder an alert took away (K5), given back when the alert goes.
    var alertStashedResponder: Responder?
    /// The app had the keyboard when it started leaving: decides hole vs plain snapshots (K4).
    var hadKeyboardWhenLeaving = false
    var snapshot: Snapshot?

    /// Bottom first: app, textEffects, keyboard windows, snapshot cover.
    var windows: [WindowInfo]
    /// The main window follows the screen unless the app or Split View set its own frame.
    var followsScreen: Bool
    var keyboardWindowsCreated = 0

    /// Values last published as property changes (to emit only real changes).
    var published = PublishedAppProperties()
    var dirty = true

    init(slot: Int, serial: UInt64, bundleId: String, backgroundModes: [String], windowFrame: Rect, followsScreen: Bool) {
        self.slot = slot
        self.serial = serial
        self.bundleId = bundleId
        self.backgroundModes = backgroundModes
        self.keepsRunning = backgroundModes.contains { BackgroundModes.keepRunning.contains($0) }
        self.windows = [WindowInfo(id: WindowInfo.appWindowId, kind: .app, hidden: false, frame: windowFrame)]
        self.followsScreen = followsScreen
    }

    /// What an empty slot holds (serial 0: no app has it).
    static let vacant: AppRecord = {
        var a = AppRecord(slot: -1, serial: 0, bundleId: "", backgroundModes: [], windowFrame: .zero, followsScreen: false)
        a.dirty = false
        return a
    }()

    var windowFrame: Rect {
        get { windows[0].frame }
        set { windows[0].frame = newValue }
    }

    /// On screen: active, or inactive while coming in or under an alert (not while leaving).
    var isForeground: Bool {
        state == .active || (state == .inactive && phase != .leaving)
    }

    var firstResponderName: String { responder?.name ?? "" }

    /// Index of the topmost keyboard window, the one UIKit draws the keyboard in (K9).
    var topKeyboardWindowIndex: Int? { windows.lastIndex { $0.kind == .keyboard } }
}

struct PublishedAppProperties: Equatable {
    var state: AppState = .notRunning
    var firstResponder = ""
    var windowFrame = Rect.zero
    var windows: [WindowInfo] = []
    var overlap = Rect.zero
}

enum BackgroundModes {
    /// UIBackgroundModes values the contract accepts.
    static let known: Set<String> = [
        "audio", "location", "voip", "fetch", "remote-notification", "processing",
        "bluetooth-central", "bluetooth-peripheral", "external-accessory", "newsstand-content",
    ]
    /// The ones that keep an app running in background instead of being suspended.
    static let keepRunning: Set<String> = ["audio", "location", "voip"]
    static let maxCount = 16
}
