import CallEvents
import DBus
import KeyboardContract
import KeyboardModel

/// `org.keyboardd.Control1`: the person holding the device, and the test bench
/// (dbus/org.keyboardd.Control1.xml). A call is decoded once (`Control1.Call`) and mapped onto the
/// model by `request()` (CallEvents), as the in-process runner maps it; the clock and the trace
/// are the shell's own.
final class ControlObject: Control1.Implementation {
    unowned let server: KeyboardServer

    init(_ server: KeyboardServer) { self.server = server }

    func perform(_ request: Control1.Call, call: MethodCall) throws(DBusError) -> Control1.Reply {
        try server.limits.check(request)
        switch try request.request() {
        case .event(let event):
            try server.run(event)   // Reset's appRemoved effects also forget the owners
            return .done
        case .advance(let ms):
            try advance(ms: ms)
            return .done
        case .settle:
            return .settle(now: try settle())
        case .trace(let after):
            return .trace(records: server.world.traceRecords(after: after).map(Control1.TraceRecord.init))
        }
    }

    private func advance(ms: UInt64) throws(DBusError) {
        try requireVirtualClock(Control1.MethodName.advance.rawValue)
        let (target, overflow) = server.world.now.addingReportingOverflow(ms)
        guard !overflow, target <= Self.maximumTime else {
            throw .invalidArgs("Advance(\(ms)) goes past the end of time (now \(server.world.now) ms)")
        }
        server.advanceVirtual(to: target)
    }

    private func settle() throws(DBusError) -> UInt64 {
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

    /// About 31,700 years of milliseconds: far enough, and no overflow in the model's sums.
    static let maximumTime: UInt64 = 1 << 50
    static let maximumSettleSteps = 1_000_000

    private func requireVirtualClock(_ method: String) throws(DBusError) {
        guard server.clock.mode == .virtual else {
            throw DBusError(.wrongState, "\(method) needs the virtual clock; this keyboardd runs on the real clock (--clock virtual)")
        }
    }
}
