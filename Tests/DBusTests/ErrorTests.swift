import BusTestSupport
import DBus
import Foundation
import Testing

/// Every way a call can go wrong arrives as the standard D-Bus error, and none of them stops
/// the server from answering.
@Suite struct ErrorTests {
    static let wrongState = "org.keyboardd.Server1.Error.WrongState"

    /// The test interface plus methods that fail on purpose.
    static func failing() -> DBusInterface {
        DBusInterface(name: "org.keyboardd.Failing1", methods: [
            DBusMethod("Refuse", in: [DBusArgument("reason", "s")]) { call throws(DBusError) in
                let reason = try call.arguments.decode(String.self)
                throw DBusError(name: wrongState, message: reason)
            },
            DBusMethod("WrongShape", out: [DBusArgument("value", "i")]) { _ in
                [.string("not an int"), .boolean(true)]
            },
            DBusMethod("Nothing", out: [DBusArgument("value", "s")]) { _ in [] },
            DBusMethod("Malformed", out: [DBusArgument("names", "as")]) { _ in
                // Claims to be `as` but holds an int: must not reach libdbus.
                [.array(elementSignature: "s", [.int32(1)])]
            },
            DBusMethod("BadErrorName") { _ throws(DBusError) in
                throw DBusError(name: "not a valid error name", message: "kept\0message")
            },
        ])
    }

    static func serve(_ server: Connection, _ state: TestInterface.State = .init()) throws {
        try server.export(TestInterface.path, interfaces: [TestInterface.make(state), failing()])
    }

    @Test func unknownObjectInterfaceAndMethod() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            try Self.serve(server)
            await expectDBusError(DBusError.unknownObjectName) {
                _ = try await client.callTest(server, "Add", [.int32(1), .int32(2)], path: ObjectPath(validated: "/nowhere"))
            }
            // An intermediate node can be introspected but has no methods of its own.
            await expectDBusError(DBusError.unknownObjectName) {
                _ = try await client.callTest(server, "Add", [.int32(1), .int32(2)], path: ObjectPath(validated: "/org/keyboardd"))
            }
            await expectDBusError(DBusError.unknownObjectName) {
                _ = try await client.callTest(server, "Introspect", path: ObjectPath(validated: "/nowhere"),
                                              interface: "org.freedesktop.DBus.Introspectable")
            }
            await expectDBusError(DBusError.unknownInterfaceName) {
                _ = try await client.callTest(server, "Add", [.int32(1), .int32(2)], interface: "org.keyboardd.Nope1")
            }
            await expectDBusError(DBusError.unknownInterfaceName) {
                // Not an ObjectManager.
                _ = try await client.callTest(server, "GetManagedObjects", interface: "org.freedesktop.DBus.ObjectManager")
            }
            await expectDBusError(DBusError.unknownMethodName) {
                _ = try await client.callTest(server, "Subtract", [.int32(1), .int32(2)])
            }
            await expectDBusError(DBusError.unknownMethodName) {
                _ = try await client.callTest(server, "Subtract", interface: nil)
            }
            await expectDBusError(DBusError.unknownMethodName) {
                _ = try await client.callTest(server, "Pong", interface: "org.freedesktop.DBus.Peer")
            }
            await expectDBusError(DBusError.unknownMethodName) {
                _ = try await client.callTest(server, "Delete", interface: "org.freedesktop.DBus.Properties")
            }
            #expect(try await client.callTest(server, "Add", [.int32(1), .int32(2)]) == [.int32(3)])
        }
    }

    @Test func wrongArgumentsAreInvalidArgs() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            let state = TestInterface.State()
            try Self.serve(server, state)
            let wrong: [[DBusValue]] = [[], [.string("1"), .int32(2)], [.int32(1)], [.int32(1), .int32(2), .int32(3)],
                                        [.variant(.int32(1)), .variant(.int32(2))], [.int64(1), .int64(2)]]
            for arguments in wrong {
                let error = await expectDBusError(DBusError.invalidArgsName) {
                    _ = try await client.callTest(server, "Add", arguments)
                }
                #expect(error?.message.contains("'(ii)'") == true, "\(String(describing: error))")
            }
            await expectDBusError(DBusError.invalidArgsName) {
                _ = try await client.callTest(server, "Get", [.string(TestInterface.name)], interface: "org.freedesktop.DBus.Properties")
            }
            // With the Peer interface named, libdbus answers Ping itself (ignoring arguments);
            // without it the call reaches the layer, which checks the signature.
            await expectDBusError(DBusError.invalidArgsName) {
                _ = try await client.callTest(server, "Ping", [.int32(1)], interface: nil)
            }
            // The handler never ran for any of them.
            #expect(state.calls.get() == [])
        }
    }

    @Test func unknownPropertyAndInterfaceOfAProperty() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            try Self.serve(server)
            let properties = "org.freedesktop.DBus.Properties"
            await expectDBusError(DBusError.unknownPropertyName) {
                _ = try await client.callTest(server, "Get", [.string(TestInterface.name), .string("Loudness")], interface: properties)
            }
            await expectDBusError(DBusError.unknownPropertyName) {
                _ = try await client.callTest(server, "Set", [.string(TestInterface.name), .string("Loudness"), .variant(.int32(1))],
                                              interface: properties)
            }
            await expectDBusError(DBusError.unknownInterfaceName) {
                _ = try await client.callTest(server, "Get", [.string("org.keyboardd.Nope1"), .string("Volume")], interface: properties)
            }
            await expectDBusError(DBusError.unknownInterfaceName) {
                _ = try await client.callTest(server, "GetAll", [.string("org.keyboardd.Nope1")], interface: properties)
            }
        }
    }

    @Test func customErrorsArriveWithTheirNameAndMessage() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            try Self.serve(server)
            let message = "the keyboard is animating: try again after UIKeyboardDidShowNotification ⌨️"
            let error = await expectDBusError(Self.wrongState) {
                _ = try await client.callTest(server, "Refuse", [.string(message)], interface: "org.keyboardd.Failing1")
            }
            #expect(error == DBusError(name: Self.wrongState, message: message))

            let blockingError = expectDBusErrorBlocking(Self.wrongState) {
                _ = try client.call(destination: server.uniqueName, path: TestInterface.path,
                                    interface: "org.keyboardd.Failing1", member: "Refuse", arguments: [.string("blocked")])
            }
            #expect(blockingError?.message == "blocked")

            // An error name libdbus would reject becomes Failed; the message survives (NUL replaced).
            let bad = await expectDBusError(DBusError.failedName) {
                _ = try await client.callTest(server, "BadErrorName", interface: "org.keyboardd.Failing1")
            }
            #expect(bad?.message == "kept?message")
        }
    }

    @Test func wrongReturnValuesBecomeFailed() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            try Self.serve(server)
            for method in ["WrongShape", "Nothing", "Malformed"] {
                let error = await expectDBusError(DBusError.failedName) {
                    _ = try await client.callTest(server, method, interface: "org.keyboardd.Failing1")
                }
                #expect(error?.message.isEmpty == false)
            }
            #expect(server.isConnected)
            #expect(try await client.callTest(server, "Add", [.int32(2), .int32(2)]) == [.int32(4)])
        }
    }

    /// A call flagged no-reply runs its handler and is answered with nothing, error or not.
    /// Every message the server sends takes the next serial, so a reply that went out (and that
    /// the client would silently drop) shows as a gap between the serials of two later replies.
    @Test func noReplyCallsGetNoReply() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            let state = TestInterface.State()
            try Self.serve(server, state)
            let destination = try #require(server.uniqueName)

            func addReplySerial() async throws -> UInt32 {
                let call = try Message.methodCall(destination: destination, path: TestInterface.path,
                                                  interface: TestInterface.name, member: "Add", arguments: [.int32(1), .int32(1)])
                return try await client.call(call).serial
            }
            func sendNoReply(_ interface: String, _ member: String, _ arguments: [DBusValue] = []) throws {
                let call = try Message.methodCall(destination: destination, path: TestInterface.path,
                                                  interface: interface, member: member, arguments: arguments)
                call.noReply = true
                try client.send(call)
            }

            let before = try await addReplySerial()
            try sendNoReply(TestInterface.name, "Poke")
            let afterSuccess = try await addReplySerial()
            #expect(afterSuccess == before + 1)

            try sendNoReply("org.keyboardd.Failing1", "Refuse", [.string("quietly")])
            try sendNoReply(TestInterface.name, "Nope")
            try sendNoReply(TestInterface.name, "Add", [.string("wrong")])
            let afterErrors = try await addReplySerial()
            #expect(afterErrors == afterSuccess + 1)

            // The handlers did run, in order with the calls around them.
            #expect(state.calls.get() == ["Add", "Poke", "Add", "Add"])
        }
    }

    @Test func serverSurvivesABarrageOfBadCalls() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            try Self.serve(server)
            let failing = "org.keyboardd.Failing1"
            for round in 0..<20 {
                _ = try? await client.callTest(server, "Add", [.string("x")])
                _ = try? await client.callTest(server, "Nope")
                _ = try? await client.callTest(server, "Add", path: ObjectPath(validated: "/nope"))
                _ = try? await client.callTest(server, "Refuse", [.string("\(round)")], interface: failing)
                _ = try? await client.callTest(server, "WrongShape", interface: failing)
                _ = try? await client.callTest(server, "Malformed", interface: failing)
                _ = try? await client.callTest(server, "Get", [.string("x"), .string("y")], interface: "org.freedesktop.DBus.Properties")
            }
            #expect(server.isConnected)
            #expect(try await client.callTest(server, "Add", [.int32(20), .int32(22)]) == [.int32(42)])
            let blockingSum = try blocking {
                try client.call(destination: server.uniqueName, path: TestInterface.path,
                                interface: TestInterface.name, member: "Add", arguments: [.int32(1), .int32(2)])
            }
            #expect(blockingSum == [.int32(3)])
        }
    }
}
