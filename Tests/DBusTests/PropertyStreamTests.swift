import BusTestSupport
import DBus
import Testing

/// `PropertyStream`: one property's values from PropertiesChanged, typed and in order; an
/// invalidated one read with Get; the match gone with the stream.
@Suite struct PropertyStreamTests {
    /// The test interface exported on one connection, its proxy on another.
    static func withProxy(_ body: (_ server: Connection, _ client: Connection, ObjectProxy) async throws -> Void) async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            try server.export(TestInterface.path, interfaces: [TestInterface.make()])
            try await body(server, client, ObjectProxy(connection: client, destination: try #require(server.uniqueName),
                                                       path: TestInterface.path, interface: TestInterface.name))
        }
    }

    static func set(_ client: Connection, _ server: Connection, _ name: String, _ value: DBusValue) async throws {
        _ = try await client.callTest(server, "Set", [.string(TestInterface.name), .string(name), .variant(value)],
                                      interface: StandardInterfaces.properties)
    }

    @Test func changedValuesArriveTypedAndInOrder() async throws {
        try await Self.withProxy { server, client, proxy in
            let volumes = try proxy.propertyChanges("Volume", as: Int32.self)
            for volume: Int32 in [7, 8, 9] { try await Self.set(client, server, "Volume", .int32(volume)) }
            let seen = try await withDeadline(60, "three volumes") {
                var seen: [Int32] = []
                for try await volume in volumes {
                    seen.append(volume)
                    if seen.count == 3 { break }
                }
                return seen
            }
            #expect(seen == [7, 8, 9])
        }
    }

    /// `Mode` only invalidates: the stream reads each value with Get, in order.
    @Test func anInvalidatedValueIsReadWithGet() async throws {
        try await Self.withProxy { server, client, proxy in
            let modes = try proxy.propertyChanges("Mode", as: String.self)
            try await Self.set(client, server, "Mode", .string("emoji"))
            let first = try await withDeadline(60, "a mode") { () async throws -> String? in
                for try await mode in modes { return mode }
                return nil
            }
            #expect(first == "emoji")
        }
    }

    /// A value of another type ends the iteration with an error naming the property.
    @Test func aValueOfAnotherTypeIsAnError() async throws {
        try await Self.withProxy { server, client, proxy in
            let volumes = try proxy.propertyChanges("Volume", as: String.self)
            try await Self.set(client, server, "Volume", .int32(3))
            let error = try await withDeadline(60, "an error") { () async -> DBusError? in
                do {
                    for try await _ in volumes {}
                    return nil
                } catch let error as DBusError {
                    return error
                } catch {
                    return nil
                }
            }
            #expect(error?.name == DBusError.invalidArgsName && error?.message.contains("property Volume") == true)
        }
    }

    /// The signal decoded: interface, changed values in order, invalidated names.
    @Test func propertiesChangedDecodes() async throws {
        try await Self.withProxy { server, client, proxy in
            let signals = try proxy.propertiesChanged { (message: Message) throws(DBusError) in try PropertiesChangedSignal(message) }
            try server.emitPropertiesChanged(path: TestInterface.path, interface: TestInterface.name,
                                             changed: [("Volume", .int32(1)), ("Mode", .string("x"))], invalidated: ["Version"])
            let signal = try await withDeadline(60, "a signal") { () async -> PropertiesChangedSignal? in
                for await signal in signals { return signal }
                return nil
            }
            #expect(signal?.interface == TestInterface.name && signal?.invalidated == ["Version"])
            #expect(signal?.changed.map(\.name) == ["Volume", "Mode"] && signal?.changed.map(\.value) == [.int32(1), .string("x")])
        }
    }
}
