import BusTestSupport
import DBus
import Foundation
import FoundationXML
import Testing

/// Exported objects seen from another connection: methods, Introspect, Properties, Peer,
/// ObjectManager and what a handler learns about its caller.
@Suite struct ObjectTests {
    static let properties = "org.freedesktop.DBus.Properties"
    static let objectManager = "org.freedesktop.DBus.ObjectManager"

    @Test func methodsAnswerAsyncAndBlockingCalls() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            let state = TestInterface.State()
            try server.export(TestInterface.path, interfaces: [TestInterface.make(state)])

            #expect(try await client.callTest(server, "Add", [.int32(40), .int32(2)]) == [.int32(42)])
            let split = try await client.callTest(server, "Split", [.string("one two three")])
            #expect(split == [.array(elementSignature: "s", [.string("one"), .string("two"), .string("three")]), .uint32(3)])
            // Without an interface the method is found by name.
            #expect(try await client.callTest(server, "Add", [.int32(1), .int32(1)], interface: nil) == [.int32(2)])

            let sum = try blocking {
                try client.call(destination: server.uniqueName, path: TestInterface.path,
                                interface: TestInterface.name, member: "Add", arguments: [.int32(-7), .int32(3)])
            }
            #expect(sum == [.int32(-4)])
            #expect(state.calls.get() == ["Add", "Add", "Add"])
        }
    }

    @Test func handlerSeesTheCallersUniqueName() async throws {
        try await withBus(connections: 3) { _, connections in
            let (server, first, second) = (connections[0], connections[1], connections[2])
            try server.export(TestInterface.path, interfaces: [TestInterface.make()])
            let firstName = try #require(first.uniqueName)
            let secondName = try #require(second.uniqueName)
            #expect(firstName != secondName)
            #expect(try await first.callTest(server, "WhoAmI") == [.string(firstName)])
            #expect(try await second.callTest(server, "WhoAmI") == [.string(secondName)])
        }
    }

    // MARK: Introspect

    @Test func introspectDescribesTheObject() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            try server.export(TestInterface.path, interfaces: [TestInterface.make()])
            try server.export(ObjectPath(validated: "/org/keyboardd/Test/child"), interfaces: [TestInterface.make()])

            let xml = try await introspect(client, server, TestInterface.path)
            #expect(try strings(xml, "/node/interface/@name") == [
                "org.freedesktop.DBus.Peer", "org.freedesktop.DBus.Introspectable",
                "org.freedesktop.DBus.Properties", TestInterface.name,
            ])
            let test = "/node/interface[@name='\(TestInterface.name)']"
            #expect(try strings(xml, "\(test)/method/@name") == ["Add", "Split", "WhoAmI", "Poke"])
            #expect(try strings(xml, "\(test)/method[@name='Add']/arg/@name") == ["a", "b", "sum"])
            #expect(try strings(xml, "\(test)/method[@name='Add']/arg/@direction") == ["in", "in", "out"])
            #expect(try strings(xml, "\(test)/method[@name='Split']/arg[@direction='out']/@type") == ["as", "u"])
            #expect(try strings(xml, "\(test)/property/@name") == ["Version", "Volume", "Mode"])
            #expect(try strings(xml, "\(test)/property[@name='Version']/@access") == ["read"])
            #expect(try strings(xml, "\(test)/property[@name='Volume']/@access") == ["readwrite"])
            #expect(try strings(xml, "\(test)/property[@name='Volume']/@type") == ["i"])
            #expect(try strings(xml, "\(test)/property[@name='Version']/annotation/@value") == ["const"])
            #expect(try strings(xml, "\(test)/property[@name='Mode']/annotation/@value") == ["invalidates"])
            #expect(try strings(xml, "\(test)/signal[@name='Fired']/arg/@type") == ["u"])
            #expect(try strings(xml, "/node/interface[@name='org.freedesktop.DBus.Properties']/signal/@name") == ["PropertiesChanged"])
            #expect(try strings(xml, "/node/node/@name") == ["child"])
        }
    }

    @Test func introspectListsIntermediateNodesAndRoot() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            for path in ["/org/keyboardd/Test/apps/one", "/org/keyboardd/Test/apps/two", "/org/keyboardd/Test/keyboards/main", "/other"] {
                try server.export(ObjectPath(validated: path), interfaces: [TestInterface.make()])
            }
            let root = try await introspect(client, server, "/")
            #expect(try strings(root, "/node/node/@name") == ["org", "other"])
            #expect(try strings(root, "/node/interface/@name") == ["org.freedesktop.DBus.Peer", "org.freedesktop.DBus.Introspectable"])

            // Nothing is exported at these paths, only below them.
            let middle = try await introspect(client, server, "/org/keyboardd/Test")
            #expect(try strings(middle, "/node/node/@name") == ["apps", "keyboards"])
            #expect(try strings(middle, "/node/interface/@name") == ["org.freedesktop.DBus.Peer", "org.freedesktop.DBus.Introspectable"])
            let apps = try await introspect(client, server, "/org/keyboardd/Test/apps")
            #expect(try strings(apps, "/node/node/@name") == ["one", "two"])

            let leaf = try await introspect(client, server, "/org/keyboardd/Test/apps/two")
            #expect(try strings(leaf, "/node/node/@name") == [])
            #expect(try strings(leaf, "/node/interface/@name").contains(TestInterface.name))

            // Unexporting the last object below a node removes the node.
            server.unexport(ObjectPath(validated: "/other"))
            #expect(try strings(try await introspect(client, server, "/"), "/node/node/@name") == ["org"])
        }
    }

    @Test func introspectOfAnEmptyRootStillAnswers() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            let root = try await introspect(client, server, "/")
            #expect(try strings(root, "/node/node/@name") == [])
            #expect(try strings(root, "/node/interface/@name") == ["org.freedesktop.DBus.Peer", "org.freedesktop.DBus.Introspectable"])
        }
    }

    // MARK: Properties

    @Test func propertiesGetAndGetAll() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            try server.export(TestInterface.path, interfaces: [TestInterface.make()])

            let version = try await client.callTest(server, "Get", [.string(TestInterface.name), .string("Version")],
                                                    interface: Self.properties)
            #expect(version == [.variant(.string("1.0"))])
            let volume = try await client.callTest(server, "Get", [.string(TestInterface.name), .string("Volume")],
                                                   interface: Self.properties)
            #expect(volume == [.variant(.int32(5))])

            let all = try await client.callTest(server, "GetAll", [.string(TestInterface.name)], interface: Self.properties)
            #expect(all == [.vardict([("Version", .string("1.0")), ("Volume", .int32(5)), ("Mode", .string("normal"))])])
        }
    }

    @Test func propertiesSetEmitsPropertiesChanged() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            let state = TestInterface.State()
            try server.export(TestInterface.path, interfaces: [TestInterface.make(state)])
            let changes = try client.signals(matching: MatchRule(
                sender: server.uniqueName, path: TestInterface.path,
                interface: Self.properties, member: "PropertiesChanged"))

            let set = try await client.callTest(server, "Set", [.string(TestInterface.name), .string("Volume"), .variant(.int32(9))],
                                                interface: Self.properties)
            #expect(set == [])
            #expect(state.volume.get() == 9)
            let changed = try #require(try await changes.take(1).first)
            #expect(try changed.arguments() == [
                .string(TestInterface.name), .vardict([("Volume", .int32(9))]), .array(elementSignature: "s", []),
            ])
            let after = try await client.callTest(server, "Get", [.string(TestInterface.name), .string("Volume")],
                                                  interface: Self.properties)
            #expect(after == [.variant(.int32(9))])

            // An invalidating property announces its name only.
            _ = try await client.callTest(server, "Set", [.string(TestInterface.name), .string("Mode"), .variant(.string("emoji"))],
                                          interface: Self.properties)
            let invalidated = try #require(try await changes.take(1).first)
            #expect(try invalidated.arguments() == [
                .string(TestInterface.name), .vardict([]), .array(elementSignature: "s", [.string("Mode")]),
            ])
            #expect(state.mode.get() == "emoji")
        }
    }

    @Test func rejectedSetsChangeNothingAndEmitNothing() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            let state = TestInterface.State()
            try server.export(TestInterface.path, interfaces: [TestInterface.make(state)])
            let changes = try client.signals(matching: MatchRule(
                sender: server.uniqueName, interface: Self.properties, member: "PropertiesChanged"))

            await expectDBusError("org.freedesktop.DBus.Error.PropertyReadOnly") {
                _ = try await client.callTest(server, "Set", [.string(TestInterface.name), .string("Version"), .variant(.string("2.0"))],
                                              interface: Self.properties)
            }
            await expectDBusError(DBusError.invalidArgsName) {
                _ = try await client.callTest(server, "Set", [.string(TestInterface.name), .string("Volume"), .variant(.string("loud"))],
                                              interface: Self.properties)
            }
            await expectDBusError(DBusError.invalidArgsName) {
                // Set's own signature is ssv: a bare int is not a variant.
                _ = try await client.callTest(server, "Set", [.string(TestInterface.name), .string("Volume"), .int32(1)],
                                              interface: Self.properties)
            }
            #expect(state.volume.get() == 5)
            let version = try await client.callTest(server, "Get", [.string(TestInterface.name), .string("Version")],
                                                    interface: Self.properties)
            #expect(version == [.variant(.string("1.0"))])

            // The first PropertiesChanged to arrive is the one of this successful Set.
            _ = try await client.callTest(server, "Set", [.string(TestInterface.name), .string("Volume"), .variant(.int32(11))],
                                          interface: Self.properties)
            let first = try #require(try await changes.take(1).first)
            #expect(try first.arguments()[1] == .vardict([("Volume", .int32(11))]))
        }
    }

    // MARK: Peer

    @Test func peerAnswersOnEveryPath() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            try server.export(TestInterface.path, interfaces: [TestInterface.make()])
            let peer = "org.freedesktop.DBus.Peer"
            #expect(try await client.callTest(server, "Ping", interface: peer) == [])
            #expect(try await client.callTest(server, "Ping", path: ObjectPath(validated: "/not/exported"), interface: peer) == [])

            let id = try await client.callTest(server, "GetMachineId", interface: peer)
            guard case .string(let machineID)? = id.first else {
                Issue.record("GetMachineId returned \(id)")
                return
            }
            #expect(machineID.count == 32 && machineID.allSatisfy(\.isHexDigit))
            // The bus runs on the same machine and knows the same id.
            let busID = try await client.call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                              interface: peer, member: "GetMachineId")
            #expect(id == busID)
            // Without the interface named, the layer (not libdbus) answers both.
            #expect(try await client.callTest(server, "GetMachineId", path: ObjectPath(validated: "/elsewhere"), interface: nil) == id)
            #expect(try await client.callTest(server, "Ping", interface: nil) == [])
        }
    }

    // MARK: ObjectManager

    @Test func objectManagerListsDescendantsWithProperties() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            let state = TestInterface.State()
            try server.export(TestInterface.path, interfaces: [], objectManager: true)
            try server.export(ObjectPath(validated: "/org/keyboardd/Test/apps/one"), interfaces: [TestInterface.make(state)])
            try server.export(ObjectPath(validated: "/org/keyboardd/Test/apps/one/deeper"), interfaces: [])
            try server.export(ObjectPath(validated: "/org/keyboardd/Elsewhere"), interfaces: [TestInterface.make()])

            let reply = try await client.callTest(server, "GetManagedObjects", interface: Self.objectManager)
            let objects = try [ObjectPath: [String: [String: DBusValue]]](dbusValue: try #require(reply.first))
            #expect(Set(objects.keys.map(\.rawValue)) == ["/org/keyboardd/Test/apps/one", "/org/keyboardd/Test/apps/one/deeper"])
            let one = try #require(objects[ObjectPath(validated: "/org/keyboardd/Test/apps/one")])
            #expect(one[TestInterface.name] == ["Version": .string("1.0"), "Volume": .int32(5), "Mode": .string("normal")])
            #expect(one["org.freedesktop.DBus.Properties"] == [:])
            #expect(objects[ObjectPath(validated: "/org/keyboardd/Test/apps/one/deeper")]?[TestInterface.name] == nil)

            // The manager's own interface shows in its Introspect, not in a plain object's.
            let managerXML = try await introspect(client, server, TestInterface.path)
            #expect(try strings(managerXML, "/node/interface/@name").contains(Self.objectManager))
            let plainXML = try await introspect(client, server, "/org/keyboardd/Test/apps/one")
            #expect(try !strings(plainXML, "/node/interface/@name").contains(Self.objectManager))
        }
    }

    @Test func exportAndUnexportBelowAManagerAreAnnounced() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            try server.export(TestInterface.path, interfaces: [], objectManager: true)
            let announcements = try client.signals(matching: MatchRule(
                sender: server.uniqueName, path: TestInterface.path, interface: Self.objectManager))

            let child = ObjectPath(validated: "/org/keyboardd/Test/apps/one")
            try server.export(child, interfaces: [TestInterface.make()])
            let added = try #require(try await announcements.take(1).first)
            #expect(added.member == "InterfacesAdded")
            let (addedPath, interfaces) = try added.arguments().decode(ObjectPath.self, [String: [String: DBusValue]].self)
            #expect(addedPath == child)
            #expect(Set(interfaces.keys) == [
                "org.freedesktop.DBus.Peer", "org.freedesktop.DBus.Introspectable",
                "org.freedesktop.DBus.Properties", TestInterface.name,
            ])
            #expect(interfaces[TestInterface.name]?["Volume"] == .int32(5))

            let listed = try await client.callTest(server, "GetManagedObjects", interface: Self.objectManager)
            #expect(try [ObjectPath: [String: [String: DBusValue]]](dbusValue: listed[0]).keys.contains(child))

            server.unexport(child)
            let removed = try #require(try await announcements.take(1).first)
            #expect(removed.member == "InterfacesRemoved")
            let (removedPath, names) = try removed.arguments().decode(ObjectPath.self, [String].self)
            #expect(removedPath == child)
            #expect(names.contains(TestInterface.name))

            let after = try await client.callTest(server, "GetManagedObjects", interface: Self.objectManager)
            #expect(try [ObjectPath: [String: [String: DBusValue]]](dbusValue: after[0]).isEmpty)
            await expectDBusError(DBusError.unknownObjectName) {
                _ = try await client.callTest(server, "Add", [.int32(1), .int32(2)], path: child)
            }

            // Outside the manager nothing is announced: the next announcement is for this one.
            try server.export(ObjectPath(validated: "/org/keyboardd/Outside"), interfaces: [TestInterface.make()])
            try server.export(ObjectPath(validated: "/org/keyboardd/Test/two"), interfaces: [TestInterface.make()])
            let next = try #require(try await announcements.take(1).first)
            #expect(try next.arguments().first == .objectPath(ObjectPath(validated: "/org/keyboardd/Test/two")))
        }
    }

    // MARK: Helpers

    func introspect(_ client: Connection, _ server: Connection, _ path: ObjectPath) async throws -> XMLDocument {
        let reply = try await client.call(destination: server.uniqueName, path: path,
                                          interface: "org.freedesktop.DBus.Introspectable", member: "Introspect")
        guard case .string(let text)? = reply.first, reply.count == 1 else {
            throw DBusError.failed("Introspect returned \(reply)")
        }
        #expect(text.hasPrefix(Introspection.doctype))
        return try XMLDocument(xmlString: text, options: [])
    }

    func strings(_ document: XMLDocument, _ xpath: String) throws -> [String] {
        try document.nodes(forXPath: xpath).map { $0.stringValue ?? "" }
    }
}
