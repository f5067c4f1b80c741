// The window server's world as a value: apps, the single keyboard, the clock's scheduled events
// and the trace. `apply` and `advance` are the only ways in; effects are the only way out.

public struct KeyboardWorld: Sendable {
    public let configuration: Configuration
    /// Model time, ms.
    public internal(set) var now: UInt64 = 0
    public internal(set) var device: Device { didSet { settingsGeneration &+= 1 } }
    public internal(set) var orientation: Orientation
    public internal(set) var profile: Profile { didSet { settingsGeneration &+= 1 } }
    /// The device's settings (Server1.Settings).
    public internal(set) var settings: Settings { didSet { settingsGeneration &+= 1 } }
    /// Counts assignments to `device`, `profile` and `settings`: `publish` compares them only after one.
    var settingsGeneration: UInt32 = 0
    var quirkSet: QuirkSet

    /// The apps by slot, their order and which wait for a publish (AppTable).
    var appTable = AppTable()

    /// The app on screen that has the person's focus; nil at the home screen.
    var frontmostSlot: Int?
    var split: SplitView?
    /// A system alert over the frontmost app (K5).
    var alertKind: AlertKind?
    /// A system sheet over an app (N5, N11).
    var sheet: Sheet?
    /// Counts dismissals: a scheduled `sheetGone` of an older one is stale.
    var sheetGeneration: UInt64 = 0

    var keyboard: KeyboardState
    var scheduler = Scheduler()
    var trace: TraceRing
    var memory: InputModeMemory
    var notificationSequence: UInt64 = 0
    /// Moves whenever who a keyboard notification reaches may have changed (the stage's recipients,
    /// whether an app runs, which app a slot holds): `refreshDelivered` walks the recipients only then.
    var deliveryGeneration: UInt64 = 0
    var heights = HeightCache()
    var layoutMemo = LayoutMemo()

    /// Effects of the call in progress.
    var out: [Effect] = []
    /// Effects of due events that ran before an event that then failed: returned by the next call.
    var carried: [Effect] = []
    /// The stages a keyboard change announces, refilled by each reconcile (kept for its capacity).
    var stageBuffer: [AnimationStage] = []
    /// What the properties were last published with (World+Publishing).
    var published = PublicationRecord()

    public init(configuration: Configuration = Configuration()) {
        if let why = impossiblePairing(configuration.device, configuration.profile.era) {
            preconditionFailure("Configuration: " + why)
        }
        self.configuration = configuration
        device = configuration.device
        orientation = configuration.device.supports(configuration.orientation) ? configuration.orientation : .portrait
        profile = configuration.profile
        settings = configuration.device.isPad ? configuration.settings : configuration.settings.withoutStageManager
        quirkSet = configuration.quirks
        trace = TraceRing(capacity: configuration.traceCapacity)
        memory = InputModeMemory(limit: configuration.inputModeMemoryLimit, initial: configuration.inputModeMemory)
        keyboard = KeyboardState(hiddenFrame: .zero)
        keyboard.layoutFrame = initialHiddenFrame()
        keyboard.frame = keyboard.layoutFrame
        keyboard.motion = .resting(keyboard.layoutFrame, since: 0)
        keyboard.announcedEnd = keyboard.layoutFrame
        published.keyboard = currentKeyboardProperties()
        published.server = currentServerProperties()
    }

    // MARK: - The two ways in

    /// Runs what is due up to `time` (scheduled earlier, so first), then the event, then anything
    /// the event made due at `time`. Throws without changing anything the event would have changed;
    /// the due events before it still ran (time passed) and their effects come with the next call:
    /// a shell calls `advance(to: time)` after a throw (or before every apply) to emit them at once.
    public mutating func apply(_ event: Event, at time: UInt64) throws(ModelError) -> [Effect] {
        var effects: [Effect] = []
        try apply(event, at: time, into: &effects)
        return effects
    }

    /// Runs every scheduled event due at or before `time`, in time order (ties in scheduling order).
    public mutating func advance(to time: UInt64) -> [Effect] {
        var effects: [Effect] = []
        advance(to: time, into: &effects)
        return effects
    }

    /// `apply`, appending the effects to a buffer the caller keeps (no allocation per event once
    /// the buffer has grown): for a shell or a benchmark that applies millions of events.
    public mutating func apply(_ event: Event, at time: UInt64, into effects: inout [Effect]) throws(ModelError) {
        guard time >= now else {
            throw .invalidArgs("time \(time) is before the model's now \(now)")
        }
        swap(&out, &effects)
        defer { swap(&out, &effects) }
        let start = out.count
        drainCarried()
        runDue(upTo: time)
        now = time
        let mark = out.count
        do {
            try handle(event)
        } catch {
            // The event's own partial effects are dropped; what ran before it is kept for the next call.
            // (Most refused events leave nothing to move: skip the range machinery then.)
            if out.count > mark { out.removeSubrange(mark...) }
            if out.count > start {
                carried = Array(out[start...])
                out.removeSubrange(start...)
            }
            throw error
        }
        runDue(upTo: time)
        purgeStale()
    }

    public mutating func advance(to time: UInt64, into effects: inout [Effect]) {
        swap(&out, &effects)
        defer { swap(&out, &effects) }
        drainCarried()
        if time > now {
            runDue(upTo: time)
            now = time
        }
        purgeStale()
    }

    /// When the next scheduled event is due, nil when nothing is pending.
    public var nextDueTime: UInt64? { scheduler.next?.time }

    // MARK: - Read-only state (everything the bus exposes)

    public var quirks: [Quirk] { quirkSet.quirks }
    public func isOn(_ quirk: Quirk) -> Bool { quirkSet.contains(quirk) }
    @inline(__always)
    public var timings: Timings { profile.timings }

    /// Registered bundle ids, in registration (= delivery) order.
    public var appBundleIds: [String] { order.map { slots[$0].bundleId } }
    public var apps: [AppInfo] { order.map { info(slots[$0]) } }
    public func app(_ bundleId: String) -> AppInfo? {
        findSlot(bundleId).map { info(slots[$0]) }
    }

    /// Bundle id of the frontmost app, empty at the home screen.
    @inline(__always)
    public var frontmost: String { frontmostSlot.map { slots[$0].bundleId } ?? "" }
    /// Bundle id of the keyboard's owner, empty when none.
    @inline(__always)
    public var keyboardOwner: String { keyboard.ownerSlot == nil ? "" : keyboard.ownerName }
    public var keyboardInfo: KeyboardInfo {
        KeyboardInfo(visible: keyboard.visible, frame: liveKeyboardFrame, owner: keyboardOwner, mode: keyboard.mode,
                     inputMode: keyboard.inputMode.name, hardwareKeyboard: keyboard.hardware,
                     animating: keyboard.animating, dragging: keyboard.dragging,
                     onScreenKeyboard: keyboard.pad.onScreenWithHardware, shortcutBarMinimized: keyboard.pad.barMinimized,
                     effectiveMode: keyboard.layoutMode)
    }
    public var alert: String? { alertKind?.rawValue }
    /// The kind of the system sheet on screen, nil when none.
    public var sheetKind: String? { sheet?.kind.name }
    public var splitView: (primary: String, secondary: String, fraction: Double)? {
        split.map { (slots[$0.primary].bundleId, slots[$0.secondary].bundleId, $0.fraction) }
    }
    /// W7 memory as data for the shell to persist.
    public var inputModeMemory: [String: String] { memory.entries }
    public var traceCount: Int { trace.count }
    public var traceCapacity: Int { trace.capacity }
    /// Trace records after a sequence number (docs/CONTRACT.md Control1.Trace).
    public func traceRecords(after sequence: UInt64) -> [TraceRecord] { trace.records(after: sequence) }
    /// The Sequence of the last keyboard notification emitted.
    public var lastNotificationSequence: UInt64 { notificationSequence }
    public var pendingEventCount: Int { scheduler.count }

    // MARK: - Internals shared by the extensions
    //
    // Non-mutating helpers that mutating code calls are `@inline(__always)`: an outlined call
    // passes the whole world (~1.2 KB) and the compiler copies it first, a memcpy per call.

    // A record's computed properties (`slots[i].isForeground`) and optional chains through it
    // copy the whole record (~310 bytes, with a retain per string and array): these read the
    // stored fields one by one instead.

    /// On screen: active, or inactive while coming in or under an alert (not while leaving).
    @inline(__always)
    func isForeground(_ slot: Int) -> Bool {
        let state = slots[slot].state
        return state == .active || (state == .inactive && slots[slot].phase != .leaving)
    }

    @inline(__always)
    func responderTraits(_ slot: Int) -> ResponderTraits? {
        guard hasResponder(slot) else { return nil }
        return slots[slot].responder.unsafelyUnwrapped.traits
    }

    /// (`responder != nil` compares two optional responders, with a generic tuple destroy.)
    @inline(__always)
    func hasResponder(_ slot: Int) -> Bool {
        if case .none = slots[slot].responder { return false }
        return true
    }

    /// Apps by slot, read and changed in place in the table.
    var slots: [AppRecord] {
        @inline(__always) _read { yield appTable.slots }
        @inline(__always) _modify { yield &appTable.slots }
    }

    /// Occupied slots in registration order: the one delivery order for every notification.
    var order: [Int] {
        @inline(__always) _read { yield appTable.order }
    }

    @inline(__always)
    func isOccupied(_ slot: Int) -> Bool { appTable.isOccupied(slot) }

    /// The app has properties to look at in the next `publish`.
    @inline(__always)
    mutating func markDirty(_ slot: Int) { appTable.markDirty(slot) }

    mutating func drainCarried() {
        guard !carried.isEmpty else { return }
        out.append(contentsOf: carried)
        carried.removeAll()
    }

    func info(_ a: AppRecord) -> AppInfo {
        AppInfo(bundleId: a.bundleId, state: a.state, firstResponder: a.firstResponderName,
                responderTraits: a.responder?.traits, windowFrame: a.windowFrame, windows: a.windows,
                keyboardOverlap: overlap(a.slot), backgroundModes: a.backgroundModes, snapshot: a.snapshot,
                onScreen: isForeground(a.slot), keyboardViews: keyboardViews(a.slot, at: now))
    }

    @inline(__always)
    var screen: Rect { device.screenBounds(orientation) }

    func initialHiddenFrame() -> Rect {
        KeyboardGeometry.hidden(screen: screen, like: KeyboardGeometry.frame(layoutInput(traits: ResponderTraits())))
    }

    func layoutInput(traits: ResponderTraits) -> KeyboardLayoutInput {
        KeyboardLayoutInput(device: device, orientation: orientation, mode: keyboard.mode, inputMode: keyboard.inputMode,
                            hardware: keyboard.showsBar, traits: traits, undockedY: keyboard.undockedY,
                            predictive: showsBar(traits), era: profile.heightEra,
                            bar: keyboard.pad)
    }

    /// The same, with the height row from the memo (the keyboard is laid out after every change).
    /// The bar above the keys as `showsBar` decides; `predictive: false` lays out the keys alone.
    mutating func cachedLayoutInput(traits: ResponderTraits, predictive: Bool? = nil) -> KeyboardLayoutInput {
        let bar = predictive ?? showsBar(traits)
        var row = heights.height(device: device, orientation: orientation, inputMode: keyboard.inputMode,
                                 keyboardType: traits.keyboardType, predictive: bar, era: profile.heightEra)
        if bar, let handle = collapsedQuickTypeHandle(traits) {
            let keys = heights.height(device: device, orientation: orientation, inputMode: keyboard.inputMode,
                                      keyboardType: traits.keyboardType, predictive: false, era: profile.heightEra)
            row = KeyboardHeight(height: keys.height + handle, intermediateHeights: [],
                                 source: "N20: the keys and the QuickType bar's handle (" + keys.source + ")")
        }
        return KeyboardLayoutInput(device: device, orientation: orientation, mode: keyboard.mode,
                                   inputMode: keyboard.inputMode, hardware: keyboard.showsBar, traits: traits,
                                   undockedY: keyboard.undockedY, predictive: bar, era: profile.heightEra, row: row,
                                   bar: keyboard.pad)
    }

    /// Records in the trace, and as an effect when the configuration asks for it.
    mutating func record(app: String, _ payload: TracePayload) {
        if configuration.traceEffects {
            out.append(.trace(trace.append(time: now, app: app, payload: payload)))
        } else {
            trace.add(time: now, app: app, payload: payload)
        }
    }
}

/// Keyboard1's properties at one moment.
public struct KeyboardInfo: Hashable, Sendable {
    public let visible: Bool
    public let frame: Rect
    public let owner: String
    public let mode: KeyboardMode
    public let inputMode: String
    public let hardwareKeyboard: Bool
    public let animating: Bool
    public let dragging: Bool
    /// P3: with a hardware keyboard attached, the on-screen keyboard was summoned over the bar.
    public let onScreenKeyboard: Bool
    /// P3: the bar above a hardware keyboard is minimized.
    public let shortcutBarMinimized: Bool
    /// Where the keyboard really is: `mode`, docked for the bar of a hardware keyboard, floating
    /// for the minimized bar dropped elsewhere (P2).
    public let effectiveMode: KeyboardMode
}

/// A system sheet over an app, and the responder it took (N11).
struct Sheet: Hashable {
    var kind: SheetKind
    var slot: Int
    var serial: UInt64
    var stashedResponder: Responder?
    /// DismissSheet was called: the sheet is on its way out.
    var dismissing = false
    /// How the person dismissed it: with one of its buttons, or by pulling it down (N19).
    var pulledDown = false
}

struct SplitView: Hashable {
    var primary: Int
    var secondary: Int
    var fraction: Double
}

extension Device {
    /// iPhones with a home indicator do not turn upside down; the others turn every way.
    func supports(_ o: Orientation) -> Bool { !(o == .portraitUpsideDown && hasHomeIndicator && !isPad) }
}
