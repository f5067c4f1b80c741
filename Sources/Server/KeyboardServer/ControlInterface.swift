import DBus
import KeyboardContract
import KeyboardModel

extension KeyboardServer {
    /// `org.keyboardd.Control1`: the person holding the device, and the test bench.
    func controlInterface() -> DBusInterface {
        /// A verb with no answer: decode, run, reply empty.
        func verb(_ name: String, _ args: [DBusArgument] = [],
                  _ event: @escaping ([DBusValue]) throws(DBusError) -> Event) -> DBusMethod {
            DBusMethod(name, in: args) { [unowned self] call throws(DBusError) in
                try run(try event(call.arguments))
                return []
            }
        }
        let string = { (name: String) in DBusArgument(name, "s") }
        return DBusInterface(
            name: Contract.controlInterface,
            methods: [
                verb("LaunchApp", [string("bundle_id")]) { a throws(DBusError) in .launchApp(try a.decode(String.self)) },
                verb("GoHome") { _ in .goHome },
                verb("SwipeHomeIndicator") { _ in .swipeHomeIndicator },
                verb("ShowAlert", [string("kind")]) { a throws(DBusError) in .showAlert(kind: try a.decode(String.self)) },
                verb("DismissAlert") { _ in .dismissAlert },
                verb("SetInputMode", [string("mode")]) { [unowned self] a throws(DBusError) in
                    let mode = try a.decode(String.self)
                    try limits.checkInputMode(mode)
                    return .setInputMode(mode)
                },
                verb("SetHardwareKeyboard", [DBusArgument("attached", "b")]) { a throws(DBusError) in .setHardwareKeyboard(try a.decode(Bool.self)) },
                verb("SetKeyboardMode", [string("mode")]) { a throws(DBusError) in .setKeyboardMode(try a.decode(String.self)) },
                verb("BeginKeyboardDrag") { _ in .beginKeyboardDrag },
                verb("EndKeyboardDrag", [DBusArgument("y", "d")]) { a throws(DBusError) in .endKeyboardDrag(y: try a.decode(Double.self)) },
                verb("Rotate", [string("orientation")]) { a throws(DBusError) in .rotate(try a.decode(String.self)) },
                verb("SetSplitView", [string("primary"), string("secondary"), DBusArgument("fraction", "d")]) { a throws(DBusError) in
                    let (primary, secondary, fraction) = try a.decode(String.self, String.self, Double.self)
                    return .setSplitView(primary: primary, secondary: secondary, fraction: fraction)
                },
                verb("TerminateApp", [string("bundle_id")]) { a throws(DBusError) in .terminateApp(try a.decode(String.self)) },
                verb("SetDevice", [string("name")]) { a throws(DBusError) in .setDevice(try a.decode(String.self)) },
                verb("SetProfile", [string("name")]) { a throws(DBusError) in .setProfile(try a.decode(String.self)) },
                verb("SetQuirk", [string("name"), DBusArgument("on", "b")]) { a throws(DBusError) in
                    let (name, on) = try a.decode(String.self, Bool.self)
                    return .setQuirk(name, on: on)
                },
                DBusMethod("Advance", in: [DBusArgument("ms", "t")]) { [unowned self] call throws(DBusError) in
                    let ms = try call.arguments.decode(UInt64.self)
                    try requireVirtualClock("Advance")
                    let (target, overflow) = world.now.addingReportingOverflow(ms)
                    guard !overflow, target <= Self.maximumTime else {
                        throw .invalidArgs("Advance(\(ms)) goes past the end of time (now \(world.now) ms)")
                    }
                    advanceVirtual(to: target)
                    return []
                },
                DBusMethod("Settle", out: [DBusArgument("now", "t")]) { [unowned self] _ throws(DBusError) in
                    try requireVirtualClock("Settle")
                    // Everything pending runs, suspensions included; each step can schedule more,
                    // so it is bounded in case a rule ever keeps rescheduling itself.
                    var steps = 0
                    while let due = world.nextDueTime, steps < Self.maximumSettleSteps {
                        advanceVirtual(to: max(due, world.now))
                        steps += 1
                    }
                    guard world.nextDueTime == nil else {
                        throw DBusError(name: Contract.ErrorName.limitsExceeded,
                                        message: "Settle stopped after \(steps) scheduled steps with work still pending")
                    }
                    return [.uint64(world.now)]
                },
                DBusMethod("Reset") { [unowned self] _ throws(DBusError) in
                    try run(.reset)   // its appRemoved effects also forget the owners
                    return []
                },
                DBusMethod("Trace", in: [DBusArgument("after_sequence", "t")],
                           out: [DBusArgument("records", "a(ttssa{sv})")]) { [unowned self] call throws(DBusError) in
                    let after = try call.arguments.decode(UInt64.self)
                    return [.array(elementSignature: "(ttssa{sv})",
                                   world.traceRecords(after: after).map(ValueMapping.traceRecord))]
                },
            ])
    }

    /// About 31,700 years of milliseconds: far enough, and no overflow in the model's sums.
    static let maximumTime: UInt64 = 1 << 50
    static let maximumSettleSteps = 1_000_000

    private func requireVirtualClock(_ method: String) throws(DBusError) {
        guard clock.mode == .virtual else {
            throw DBusError(name: Contract.ErrorName.wrongState,
                            message: "\(method) needs the virtual clock; this keyboardd runs on the real clock (--clock virtual)")
        }
    }
}
