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
    /// `audio`, `voip` or `location`: never suspended (docs/CONTRACT.md BackgroundModes).
    let keepsRunning: Bool
    let backgroundModes: [String]

    var responder: Responder?
    /// The responder an alert took away (K5), given back when the alert goes.
    var alertStashedResponder: Responder?
    /// The app had the keyboard when it started leaving: decides hole vs plain snapshots (K4).
    var hadKeyboardWhenLeaving = false
    var snapshot: Snapshot?

    /// Bottom first: app, textEffects, keyboard windows, snapshot cover.
    var windows: [WindowInfo] { didSet { windowsChanges &+= 1 } }
    /// Counts writes to `windows`: `publishChanges` compares the arrays only after one.
    var windowsChanges: UInt32 = 0
    /// The main window follows the screen unless the app or Split View set its own frame.
    var followsScreen: Bool
    var keyboardWindowsCreated = 0
    /// The process has shown a keyboard since it started (N18): the first appearance in a process
    /// is the one some eras announce differently. A new process (terminate, register) starts over.
    var keyboardShownInProcess = false
    /// A third-party keyboard has come up in this process (N18, iOS 26's first use).
    var thirdPartyShownInProcess = false
    /// The credential picker over this app's keyboard has given it back this many times (N5).
    var keychainReturns = 0

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

    // Whether the app is on screen: `KeyboardWorld.isForeground(_:)` (reads the fields in place).

    @inline(__always) var firstResponderName: String { responder?.name ?? "" }

    /// Index of the topmost keyboard window, the one UIKit draws the keyboard in (K9).
    @inline(__always) var topKeyboardWindowIndex: Int? { windows.lastIndex { $0.kind == .keyboard } }
}

extension AppRecord {
    /// The topmost keyboard window shows the keyboard at `frame`; the others are hidden (K8, K9).
    /// True when a window changed.
    mutating func showKeyboard(in frame: Rect) -> Bool {
        guard let top = topKeyboardWindowIndex else { return false }
        // Compared before written: a write through `windows` counts as a change (its `didSet`).
        var changed = false
        for i in windows.indices where windows[i].kind == .keyboard {
            let hidden = i != top
            if windows[i].hidden != hidden {
                windows[i].hidden = hidden
                changed = true
            }
        }
        if windows[top].frame != frame {
            windows[top].frame = frame
            changed = true
        }
        return changed
    }

    /// Appends the properties that differ from what was last published, and remembers them.
    mutating func publishChanges(overlap: Rect, into out: inout [Effect]) {
        dirty = false
        if assignIfChanged(&published.state, to: state) {
            out.append(.appProperty(app: bundleId, .state(state)))
        }
        let responderName = responder?.name ?? ""
        if assignIfChanged(&published.firstResponder, to: responderName) {
            out.append(.appProperty(app: bundleId, .firstResponder(responderName)))
        }
        let frame = windows[0].frame
        if assignIfChanged(&published.windowFrame, to: frame) {
            out.append(.appProperty(app: bundleId, .windowFrame(frame)))
        }
        if assignIfChanged(&published.windowsChanges, to: windowsChanges), Self.update(&published.windows, to: windows) {
            out.append(.appProperty(app: bundleId, .windows(published.windows)))
        }
        if assignIfChanged(&published.overlap, to: overlap) {
            out.append(.appProperty(app: bundleId, .keyboardOverlap(overlap)))
        }
    }
}

extension AppRecord {
    /// Makes `published` equal to `windows` in its own storage (the effect shares that one:
    /// sharing `windows` itself would make its next change copy the whole array); true when it
    /// differed. Compares and copies in one pass, writing only the windows that changed (most
    /// changes are one window's frame or hidden flag).
    static func update(_ published: inout [WindowInfo], to windows: [WindowInfo]) -> Bool {
        guard published.count == windows.count else {
            published.removeAll(keepingCapacity: true)
            published.append(contentsOf: windows)
            return true
        }
        // Field by field in place: a whole window copied in or compared is an outlined copy
        // (its id is a String) and a destroy. Compared before written, not with `assignIfChanged`:
        // reading `windows[i].frame` as its argument while `published[i]` is being modified made
        // the compiler copy the whole window first (+230 instructions a scripted event, measured).
        var changed = false
        for i in windows.indices {
            if published[i].frame != windows[i].frame {
                published[i].frame = windows[i].frame
                changed = true
            }
            if published[i].hidden != windows[i].hidden {
                published[i].hidden = windows[i].hidden
                changed = true
            }
            if published[i].kind != windows[i].kind {
                published[i].kind = windows[i].kind
                changed = true
            }
            if published[i].id != windows[i].id {
                published[i].id = windows[i].id
                changed = true
            }
        }
        return changed
    }
}

struct PublishedAppProperties: Equatable {
    var state: AppState = .notRunning
    var firstResponder = ""
    var windowFrame = Rect.zero
    var windows: [WindowInfo] = []
    /// `AppRecord.windowsChanges` when `windows` was last compared (the record starts at 0, and
    /// its initial windows are set in its init, before `didSet` counts: so this starts unequal).
    var windowsChanges: UInt32 = .max
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
