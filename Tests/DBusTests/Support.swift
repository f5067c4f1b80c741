import BusTestSupport
import DBus
import Foundation
import Testing

/// Shared pieces of the bus tests: a private bus with open connections closed at the end, a
/// test interface, events from handlers as async streams, and error expectations.

/// A private bus and `count` connections to it; everything is closed and stopped after `body`,
/// also when it throws.
func withBus<T>(
    connections count: Int,
    _ body: (PrivateBus, [Connection]) async throws -> T
) async throws -> T {
    try await withBus(try PrivateBus(), connections: count, body)
}

/// `bus` (a private or an in-process one) and `count` connections to it, closed and stopped
/// after `body`, also when it throws.
func withBus<Bus: TestBus, T>(
    _ bus: Bus, connections count: Int,
    _ body: (Bus, [Connection]) async throws -> T
) async throws -> T {
    var opened: [Connection] = []
    defer {
        for connection in opened { connection.close() }
        bus.stop()
    }
    for _ in 0..<count { opened.append(try bus.connect()) }
    return try await body(bus, opened)
}

/// Runs `body` in a synchronous context, where `call` resolves to the blocking form.
func blocking<T>(_ body: () throws -> T) rethrows -> T { try body() }

/// Events that handlers report (`yield`) and a test awaits with a deadline.
final class Events<Element: Sendable>: Sendable {
    let stream: AsyncStream<Element>
    private let continuation: AsyncStream<Element>.Continuation

    init() {
        (stream, continuation) = AsyncStream<Element>.makeStream(bufferingPolicy: .unbounded)
    }

    func yield(_ element: Element) { continuation.yield(element) }

    /// The next `count` events, or `TimedOut`.
    func next(_ count: Int = 1, within seconds: Double = HangGuard.seconds, _ what: String = "events") async throws -> [Element] {
        let stream = self.stream
        let events = try await withDeadline(seconds, "\(count) \(what)") {
            var result: [Element] = []
            for await element in stream {
                result.append(element)
                if result.count == count { break }
            }
            return result
        }
        guard events.count == count else { throw TimedOut(what: "\(count) \(what) (the stream ended)") }
        return events
    }

    func first(within seconds: Double = HangGuard.seconds, _ what: String = "an event") async throws -> Element {
        try await next(1, within: seconds, what)[0]
    }
}

/// Expects `body` to throw a `DBusError` named `name`; returns it for further checks.
@discardableResult
func expectDBusError(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async -> DBusError? {
    do {
        try await body()
    } catch {
        return check(error, name, sourceLocation)
    }
    Issue.record("expected \(name), but the call succeeded", sourceLocation: sourceLocation)
    return nil
}

/// The same for blocking calls.
@discardableResult
func expectDBusErrorBlocking(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) -> DBusError? {
    do {
        try body()
    } catch {
        return check(error, name, sourceLocation)
    }
    Issue.record("expected \(name), but the call succeeded", sourceLocation: sourceLocation)
    return nil
}

private func check(_ error: any Error, _ name: String, _ sourceLocation: SourceLocation) -> DBusError? {
    guard let error = error as? DBusError else {
        Issue.record("expected \(name), got \(error)", sourceLocation: sourceLocation)
        return nil
    }
    #expect(error.name == name, "\(error)", sourceLocation: sourceLocation)
    return error
}

/// The interface most tests export: methods with in and out arguments, a read-only, a
/// read-write and an invalidating property, and a signal.
enum TestInterface {
    static let name = "org.keyboardd.Test1"
    static let path = ObjectPath(validated: "/org/keyboardd/Test")

    /// State the handlers touch (they run on the server's loop thread; tests read it too).
    final class State: Sendable {
        let volume = Locked<Int32>(5)
        let mode = Locked("normal")
        let calls = Locked<[String]>([])
    }

    static func make(_ state: State = State()) -> DBusInterface {
        DBusInterface(
            name: name,
            methods: [
                DBusMethod("Add", in: [DBusArgument("a", "i"), DBusArgument("b", "i")],
                           out: [DBusArgument("sum", "i")]) { call throws(DBusError) in
                    state.calls.update { $0.append("Add") }
                    let (a, b) = try call.arguments.decode(Int32.self, Int32.self)
                    return [.int32(a &+ b)]
                },
                DBusMethod("Split", in: [DBusArgument("text", "s")],
                           out: [DBusArgument("words", "as"), DBusArgument("count", "u")]) { call throws(DBusError) in
                    let text = try call.arguments.decode(String.self)
                    let words = text.split(separator: " ").map(String.init)
                    return [words.dbusValue, .uint32(UInt32(words.count))]
                },
                DBusMethod("WhoAmI", out: [DBusArgument("sender", "s")]) { call in
                    [.string(call.sender)]
                },
                DBusMethod("Poke") { _ in
                    state.calls.update { $0.append("Poke") }
                    return []
                },
            ],
            properties: [
                DBusProperty("Version", "s", changeSignal: .const, get: { .string("1.0") }),
                DBusProperty("Volume", "i", get: { .int32(state.volume.get()) }, set: { value, _ throws(DBusError) in
                    state.volume.set(try Int32(dbusValue: value))
                }),
                DBusProperty("Mode", "s", changeSignal: .invalidates, get: { .string(state.mode.get()) },
                             set: { value, _ throws(DBusError) in state.mode.set(try String(dbusValue: value)) }),
            ],
            signals: [DBusSignal("Fired", [DBusArgument("count", "u")])]
        )
    }
}

extension Connection {
    /// Calls a method of the test interface on `server`.
    func callTest(
        _ server: Connection, _ method: String, _ arguments: [DBusValue] = [],
        path: ObjectPath = TestInterface.path, interface: String? = TestInterface.name,
        timeout: Duration = Connection.defaultTimeout
    ) async throws(DBusError) -> [DBusValue] {
        try await call(destination: server.uniqueName, path: path, interface: interface,
                       member: method, arguments: arguments, timeout: timeout)
    }

    /// A round trip to the bus: everything this connection sent before has been processed by
    /// the bus when it returns (the bus handles one connection's messages in order).
    func roundTripToBus() async throws(DBusError) {
        _ = try await call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                           interface: "org.freedesktop.DBus", member: "GetId")
    }
}
