import DBus
import KeyboardContract
import KeyboardModel

/// `org.keyboardd.Control1`: the person holding the device, and the test bench
/// (dbus/org.keyboardd.Control1.xml). Most methods are one model event.
final class ControlObject: Control1.Implementation {
    unowned let server: KeyboardServer

    init(_ server: KeyboardServer) { self.server = server }

    private func run(_ event: Event) throws(DBusError) { try server.run(event) }

    func launchApp(bundleId: String, call: MethodCall) throws(DBusError) { try run(.launchApp(bundleId)) }
    func goHome(call: MethodCall) throws(DBusError) { try run(.goHome) }
    func swipeHomeIndicator(call: MethodCall) throws(DBusError) { try run(.swipeHomeIndicator) }
    func showAlert(kind: String, call: MethodCall) throws(DBusError) { try run(.showAlert(kind: kind)) }
    func dismissAlert(call: MethodCall) throws(DBusError) { try run(.dismissAlert) }
    func presentSheet(kind: String, call: MethodCall) throws(DBusError) { try run(.presentSheet(kind: kind)) }
    func dismissSheet(call: MethodCall) throws(DBusError) { try run(.dismissSheet) }
    func dismissSheetBy(how: String, call: MethodCall) throws(DBusError) { try run(.dismissSheetBy(how)) }

    func setInputMode(mode: String, call: MethodCall) throws(DBusError) {
        try server.limits.checkInputMode(mode)
        try run(.setInputMode(mode))
    }

    func setInputModeFromMenu(mode: String, call: MethodCall) throws(DBusError) {
        try server.limits.checkInputMode(mode)
        try run(.setInputModeFromMenu(mode))
    }

    func resizeKeyboardExtension(height: Double, call: MethodCall) throws(DBusError) {
        try run(.resizeKeyboardExtension(height: height))
    }

    func setHardwareKeyboard(attached: Bool, call: MethodCall) throws(DBusError) { try run(.setHardwareKeyboard(attached)) }
    func setShortcutBarMinimized(minimized: Bool, call: MethodCall) throws(DBusError) { try run(.setShortcutBarMinimized(minimized)) }
    func setQuickTypeCollapsed(collapsed: Bool, call: MethodCall) throws(DBusError) { try run(.setQuickTypeCollapsed(collapsed)) }
    func setOnScreenKeyboard(shown: Bool, call: MethodCall) throws(DBusError) { try run(.setOnScreenKeyboard(shown)) }
    func setKeyboardMode(mode: String, call: MethodCall) throws(DBusError) { try run(.setKeyboardMode(mode)) }
    func beginKeyboardDrag(call: MethodCall) throws(DBusError) { try run(.beginKeyboardDrag) }
    func endKeyboardDrag(y: Double, call: MethodCall) throws(DBusError) { try run(.endKeyboardDrag(y: y)) }
    func beginInteractiveDismiss(call: MethodCall) throws(DBusError) { try run(.beginInteractiveDismiss) }
    func moveInteractiveDismiss(y: Double, call: MethodCall) throws(DBusError) { try run(.moveInteractiveDismiss(y: y)) }
    func endInteractiveDismiss(dismissed: Bool, call: MethodCall) throws(DBusError) { try run(.endInteractiveDismiss(dismissed: dismissed)) }
    func rotate(orientation: String, call: MethodCall) throws(DBusError) { try run(.rotate(orientation)) }

    func setSplitView(primary: String, secondary: String, fraction: Double, call: MethodCall) throws(DBusError) {
        try run(.setSplitView(primary: primary, secondary: secondary, fraction: fraction))
    }

    func moveAppWindow(bundleId: String, frame: KeyboardContract.Rect, call: MethodCall) throws(DBusError) {
        try run(.moveAppWindow(app: bundleId, frame: KeyboardModel.Rect(frame)))
    }

    func terminateApp(bundleId: String, call: MethodCall) throws(DBusError) { try run(.terminateApp(bundleId)) }
    func setDevice(name: String, call: MethodCall) throws(DBusError) { try run(.setDevice(name)) }
    func setProfile(name: String, call: MethodCall) throws(DBusError) { try run(.setProfile(name)) }
    func setQuirk(name: String, on: Bool, call: MethodCall) throws(DBusError) { try run(.setQuirk(name, on: on)) }

    /// The model checks every key and value (`KeyboardWorld.configureKeys`); a value with no model
    /// meaning is refused here.
    func configure(options: [String: DBusValue], call: MethodCall) throws(DBusError) {
        try run(.configure(try ValueMapping.options(options, "option")))
    }

    /// The model checks the name and that the value is a boolean; a value with no model meaning
    /// (an array of bytes, a variant inside the variant) is refused here with the same list.
    func setSetting(name: String, value: DBusValue, call: MethodCall) throws(DBusError) {
        let modelValue: ModelValue? = if case .variant = value { nil } else { ValueMapping.modelValue(value) }
        guard let modelValue else {
            throw .invalidArgs("setting \"\(name)\" got a value of type '\(value.signature)' that means nothing here; settings: "
                + Server1.Settings.keys.map { "\($0.name) \($0.signature)" }.joined(separator: ", "))
        }
        try run(.setSetting(name: name, value: modelValue))
    }

    func advance(ms: UInt64, call: MethodCall) throws(DBusError) {
        try requireVirtualClock(Control1.MethodName.advance.rawValue)
        let (target, overflow) = server.world.now.addingReportingOverflow(ms)
        guard !overflow, target <= Self.maximumTime else {
            throw .invalidArgs("Advance(\(ms)) goes past the end of time (now \(server.world.now) ms)")
        }
        server.advanceVirtual(to: target)
    }

    func settle(call: MethodCall) throws(DBusError) -> UInt64 {
        try requireVirtualClock(Control1.MethodName.settle.rawValue)
        // Everything pending runs, suspensions included; each step can schedule more, so it is
        // bounded in case a rule ever keeps rescheduling itself.
        var steps = 0
        while let due = server.nextDueTime, steps < Self.maximumSettleSteps {
            server.advanceVirtual(to: max(due, server.world.now))
            steps += 1
        }
        guard server.nextDueTime == nil else {
            throw DBusError(.limitsExceeded, "Settle stopped after \(steps) scheduled steps with work still pending")
        }
        return server.world.now
    }

    func reset(call: MethodCall) throws(DBusError) {
        try run(.reset)   // its appRemoved effects also forget the owners
    }

    func trace(afterSequence: UInt64, call: MethodCall) throws(DBusError) -> [Control1.TraceRecord] {
        server.world.traceRecords(after: afterSequence).map(Control1.TraceRecord.init)
    }

    /// About 31,700 years of milliseconds: far enough, and no overflow in the model's sums.
    static let maximumTime: UInt64 = 1 << 50
    static let maximumSettleSteps = 1_000_000

    private func requireVirtualClock(_ method: String) throws(DBusError) {
        guard server.clock.mode == .virtual else {
            throw DBusError(.wrongState, "\(method) needs the virtual clock; this keyboardd runs on the real clock (--clock virtual)")
        }
    }
}
