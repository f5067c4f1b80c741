import BusTestSupport
import DBus
import Foundation
import KeyboardServer

/// An app on its own connection in the test process: registers with keyboardd and records, in
/// arrival order, every notification unicast to it as a short line ("WillShow local=true
/// end=(0.0, 479.0, 375.0, 333.0) #12", "DidEnterBackground").
///
/// Unchecked Sendable: `lines` is guarded by `lock`; `subscription` is set once, in init.
final class RecordingApp: @unchecked Sendable {
    let bundleId: String
    let connection: Connection
    let path: ObjectPath
    private let lock = NSLock()
    private var lines: [String] = []
    private var subscription: Subscription?

    init(_ bundleId: String, bus: PrivateBus, launch: Bool = true) async throws {
        self.bundleId = bundleId
        connection = try bus.connect()
        path = Contract.appPath(bundleId)
        subscription = try connection.subscribe(MatchRule(path: path, interface: Contract.appInterface), addToBus: false) { [weak self] message in
            guard let self, let args = try? message.arguments(), case .string(let name)? = args.first else { return }
            let line = message.member == "KeyboardNotification" && args.count > 1
                ? Self.keyboardLine(name, (try? [String: DBusValue](dbusValue: args[1])) ?? [:])
                : Self.short(name)
            lock.withLock { lines.append(line) }
        }
        _ = try await connection.call(destination: Contract.busName, path: Contract.serverPath,
                                      interface: Contract.serverInterface, member: "RegisterApp",
                                      arguments: [.string(bundleId), .vardict([("Launch", .boolean(launch))])])
    }

    var log: [String] { lock.withLock { lines } }

    /// Every signal keyboardd sent this connection before now has been recorded once this returns.
    func sync() async throws {
        _ = try await connection.call(destination: Contract.busName, path: Contract.serverPath,
                                      interface: "org.freedesktop.DBus.Peer", member: "Ping")
    }

    @discardableResult
    func call(_ method: String, _ arguments: [DBusValue] = []) async throws -> [DBusValue] {
        try await connection.call(destination: Contract.busName, path: path, interface: Contract.appInterface,
                                  member: method, arguments: arguments)
    }

    @discardableResult
    func focus(_ responder: String, _ traits: [(String, DBusValue)] = []) async throws -> Bool {
        try await call("BecomeFirstResponder", [.string(responder), .vardict(traits)]) == [.boolean(true)]
    }

    func close() {
        subscription?.cancel()
        connection.close()
    }

    deinit { close() }

    static func short(_ name: String) -> String {
        var s = Substring(name)
        for prefix in ["UIKeyboard", "UIApplication"] where s.hasPrefix(prefix) { s = s.dropFirst(prefix.count) }
        if s.hasSuffix("Notification") { s = s.dropLast("Notification".count) }
        return String(s)
    }

    static func keyboardLine(_ name: String, _ info: [String: DBusValue]) -> String {
        var line = short(name)
        if case .boolean(let local)? = info["UIKeyboardIsLocalUserInfoKey"] { line += " local=\(local)" }
        if let end = info["UIKeyboardFrameEndUserInfoKey"] { line += " end=\(end)" }
        if case .uint64(let sequence)? = info["Sequence"] { line += " #\(sequence)" }
        return line
    }
}
