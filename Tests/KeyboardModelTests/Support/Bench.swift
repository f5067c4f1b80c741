// A test bench over a world: applies events at model times, keeps every effect, and reads back
// what each app received, in short names ("WillShow", "WillResignActive").

import KeyboardModel
import Testing

struct Received: Equatable, CustomStringConvertible {
    var name: String
    var info: KeyboardUserInfo?
    var description: String { name }
}

struct Bench {
    var world: KeyboardWorld
    var effects: [Effect] = []

    /// A world of `profile` on `device`: by default the iPhone X (the device of the Mail.ru
    /// article's stories), or the era's own device where the iPhone X never ran the era. A device
    /// that never ran the era fails the test at its call and runs on the era's device instead.
    init(_ profile: Profile = .ios13, device: Device? = nil, configure: (inout Configuration) -> Void = { _ in },
         sourceLocation: SourceLocation = #_sourceLocation) {
        var chosen = device ?? (Device.iphoneX.runs(profile.era) ? .iphoneX : profile.era.defaultDevice)
        if let why = impossiblePairing(chosen, profile.era) {
            Issue.record("impossible pairing: \(why)", sourceLocation: sourceLocation)
            chosen = profile.era.defaultDevice
        }
        var c = Configuration(device: chosen, profile: profile)
        configure(&c)
        world = KeyboardWorld(configuration: c)
    }

    var now: UInt64 { world.now }

    /// A configuration without the first-appearance quirks (N18), for stories about anything else:
    /// on ios8 a process's first keyboard is announced three times (`first-show-chatty`).
    static func withoutFirstAppearance(_ c: inout Configuration) {
        c.quirkOverrides[.firstShowChatty] = false
        c.quirkOverrides[.firstShowShort] = false
    }

    /// The English keyboard's height with the predictive bar (or without it) on this device, in
    /// this orientation and era (N14): what a plain field's keyboard measures.
    func englishHeight(predictive: Bool = true) -> Double {
        KeyboardHeightTable.height(device: world.device, orientation: world.orientation, inputMode: .english,
                                   predictive: predictive, era: world.profile.heightEra).height
    }
    var timings: Timings { world.timings }

    /// Applies at the current time (or `after` ms later).
    @discardableResult
    mutating func run(_ event: Event, after delay: UInt64 = 0) throws -> [Effect] {
        let e = try world.apply(event, at: world.now + delay)
        effects += e
        return e
    }

    mutating func advance(_ ms: UInt64) { effects += world.advance(to: world.now + ms) }

    /// Runs until nothing is pending.
    mutating func settle() {
        while let t = world.nextDueTime { effects += world.advance(to: t) }
    }

    /// Registers and launches an app, and waits until it is active.
    mutating func launch(_ id: String, modes: [String] = []) throws {
        try run(.registerApp(bundleId: id, backgroundModes: modes))
        advance(timings.launch)
    }

    /// The app's responder takes focus; waits for the keyboard animation to end (its Dids, and the
    /// keyboard's travel, which from iOS 17 outlasts them: N15).
    mutating func focus(_ id: String, _ responder: String = "field", _ traits: ResponderTraits = ResponderTraits()) throws {
        try run(.becomeFirstResponder(app: id, responder: responder, traits: traits))
        advance(timings.keyboardAnimation)
        finishMotion()
    }

    /// Waits until the keyboard is where its motion goes (N15); nothing when it rests.
    mutating func finishMotion() {
        let end = world.keyboardMotion.end
        if end > now { advance(end - now) }
    }

    /// Ike launched, its field focused, the keyboard up and docked: where the iPad stories start.
    static func ikeFocused(_ profile: Profile, device: Device,
                           configure: (inout Configuration) -> Void = { _ in },
                           sourceLocation: SourceLocation = #_sourceLocation) throws -> Bench {
        var b = Bench(profile, device: device, configure: configure, sourceLocation: sourceLocation)
        try b.launch("ike")
        try b.focus("ike")
        return b
    }

    /// Two apps on screen together on an 11-inch iPad Pro (the 9.7-inch iPad before iOS 12), both running and settled, no keyboard
    /// yet: Split View at half each by default, Slide Over with `fraction` 1.
    static func splitView(_ profile: Profile, _ primary: String = "left", _ secondary: String = "right",
                          fraction: Double = 0.5, sourceLocation: SourceLocation = #_sourceLocation) throws -> Bench {
        var b = Bench(profile, device: Device.ipadPro11.runs(profile.era) ? .ipadPro11 : .ipad97, sourceLocation: sourceLocation)
        try b.launch(primary)
        try b.launch(secondary)
        try b.run(.launchApp(primary))
        b.settle()
        try b.run(.setSplitView(primary: primary, secondary: secondary, fraction: fraction))
        b.settle()
        return b
    }

    /// Two apps running on the 9.7-inch iPad (an 11-inch iPad Pro from the eras it ran), `left` on
    /// screen, before any Split View: for refusals.
    static func splitViewReady(_ profile: Profile) throws -> Bench {
        var b = Bench(profile, device: Device.ipad97.runs(profile.era) ? .ipad97 : .ipadPro11)
        try b.launch("left")
        try b.launch("right")
        try b.run(.launchApp("left"))
        b.settle()
        return b
    }

    /// The person puts the keyboard in `mode` and, once that has settled, drags it to y = 200 in
    /// 100 ms. Returns what Ike heard from the drag on, settled.
    mutating func dragKeyboard(in mode: KeyboardMode) throws -> [Received] {
        try run(.setKeyboardMode(mode))
        settle()
        let m = mark
        try run(.beginKeyboardDrag)
        try run(.endKeyboardDrag(y: 200), after: 100)
        settle()
        return log("ike", from: m)
    }

    var mark: Int { effects.count }

    /// Keyboard and lifecycle notifications the app received since `from`, in order.
    func log(_ app: String, from: Int = 0) -> [Received] {
        effects[from...].flatMap { e -> [Received] in
            switch e {
            case .keyboardNotification(let d):
                d.recipients.indices.filter { d.recipients[$0] == app }
                    .map { Received(name: short(d.name.rawValue), info: d.userInfo(at: $0)) }
            case .lifecycleNotification(let a, let name) where a == app:
                [Received(name: short(name.rawValue), info: nil)]
            default: []
            }
        }
    }

    /// Names only.
    func names(_ app: String, from: Int = 0) -> [String] { log(app, from: from).map(\.name) }

    /// Keyboard notifications only.
    func keyboardNames(_ app: String, from: Int = 0) -> [String] {
        log(app, from: from).filter { $0.info != nil }.map(\.name)
    }

    /// Keyboard and editing notifications the app received since `from`, in order, in short names
    /// ("WillShow", "UITextFieldTextDidBeginEditing"): where an era puts one against the other (N13).
    func keyboardAndEditing(_ app: String, from: Int = 0) -> [String] {
        effects[from...].flatMap { e -> [String] in
            switch e {
            case .keyboardNotification(let d): d.recipients.contains(app) ? [short(d.name.rawValue)] : []
            case .editingNotification(let a, let name, _) where a == app: [short(name.rawValue)]
            default: []
            }
        }
    }

    /// The app's keyboard notifications since `from` with their userInfo.
    func infos(_ app: String, from: Int = 0) -> [(name: String, info: KeyboardUserInfo)] {
        log(app, from: from).compactMap { r in r.info.map { (r.name, $0) } }
    }

    func broadcasts(from: Int = 0) -> [(name: KeyboardNotificationName, info: KeyboardUserInfo, recipients: [String])] {
        effects[from...].compactMap { e in
            if case .keyboardNotification(let d) = e { (d.name, d.userInfo, d.recipients) } else { nil }
        }
    }

    func app(_ id: String) -> AppInfo { world.app(id)! }
    var keyboard: KeyboardInfo { world.keyboardInfo }
    var screen: Rect { world.device.screenBounds(world.orientation) }
}

func short(_ name: String) -> String {
    var s = Substring(name)
    for prefix in ["UIKeyboard", "UIApplication"] where s.hasPrefix(prefix) { s = s.dropFirst(prefix.count) }
    if s.hasSuffix("Notification") { s = s.dropLast("Notification".count) }
    return String(s)
}

let showGroup = ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"]
let hideGroup = ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"]
