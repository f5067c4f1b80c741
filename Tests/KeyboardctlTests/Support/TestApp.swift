import DBus
import Foundation
import KeyboardContract

/// An app process as the bus sees it: a connection of its own that registered the app. What it
/// receives is not collected here; keyboardctl's monitor and trace are what the tests read.
///
/// Unchecked Sendable: all `let` (a connection is thread-safe).
final class TestApp: @unchecked Sendable {
    let id: String
    let connection: Connection
    var path: ObjectPath { Contract.appPath(id) }

    init(_ id: String, address: String, launch: Bool = true) async throws {
        self.id = id
        connection = try Connection(address: address)
        _ = try await connection.call(destination: Contract.busName, path: Contract.serverPath,
                                      interface: Contract.serverInterface, member: "RegisterApp",
                                      arguments: [.string(id), .vardict([("Launch", .boolean(launch))])])
    }

    @discardableResult
    func call(_ method: String, _ arguments: [DBusValue] = []) async throws -> [DBusValue] {
        try await connection.call(destination: Contract.busName, path: path, interface: Contract.appInterface,
                                  member: method, arguments: arguments)
    }

    /// BecomeFirstResponder with default traits: true when it took.
    @discardableResult
    func focus(_ responder: String = "field") async throws -> Bool {
        try await call("BecomeFirstResponder", [.string(responder), .vardict([])]) == [.boolean(true)]
    }

    /// App1.Report: the keyboard height the app believes covers it.
    func report(trackedHeight: Double) async throws {
        try await call("Report", [.vardict([("TrackedKeyboardHeight", .double(trackedHeight))])])
    }

    func close() { connection.close() }

    deinit { connection.close() }
}
