import BusTestSupport
import DBus
import Foundation
import Testing

/// Well-known names: requestName, releaseName, nameOwner.
@Suite struct NameTests {
    static let name = "org.keyboardd.NameTest"

    /// Waits until the bus says `name` has no owner any more (NameOwnerChanged to nothing).
    static func released(_ name: String, seenBy watcher: Connection, _ body: () throws -> Void) async throws {
        let gone = Events<Void>()
        let watch = try watcher.watchNameOwner(name) { _, _, new in if new == nil { gone.yield(()) } }
        defer { watch.cancel() }
        try body()
        try await gone.first(within: HangGuard.seconds, "\(name) to be released")
    }

    @Test func firstRequesterGetsTheNameAndTheSecondLearnsTheOwner() async throws {
        try await withBus(connections: 2) { _, connections in
            let (first, second) = (connections[0], connections[1])
            let firstName = try #require(first.uniqueName)
            #expect(try second.nameOwner(Self.name) == nil)

            try first.requestName(Self.name)
            try first.requestName(Self.name)   // already ours: fine
            #expect(try second.nameOwner(Self.name) == firstName)
            #expect(try first.nameOwner(Self.name) == firstName)

            let refused = expectDBusErrorBlocking(DBusError.failedName) { try second.requestName(Self.name) }
            #expect(refused?.message.contains(Self.name) == true)
            #expect(refused?.message.contains(firstName) == true, "\(String(describing: refused))")
            // Replacement needs the owner's consent.
            let notReplaced = expectDBusErrorBlocking(DBusError.failedName) {
                try second.requestName(Self.name, replaceExisting: true)
            }
            #expect(notReplaced?.message.contains(firstName) == true)
            #expect(try second.nameOwner(Self.name) == firstName)

            // Calls to the name reach its owner.
            try first.export(TestInterface.path, interfaces: [TestInterface.make()])
            let answer = try await second.call(destination: Self.name, path: TestInterface.path,
                                               interface: TestInterface.name, member: "WhoAmI")
            #expect(answer == [.string(try #require(second.uniqueName))])
        }
    }

    @Test func nameCanBeTakenOnceTheOwnerCloses() async throws {
        try await withBus(connections: 1) { bus, connections in
            let second = connections[0]
            let first = try bus.connect()
            defer { first.close() }
            try first.requestName(Self.name)
            #expect(throws: DBusError.self) { try second.requestName(Self.name) }

            try await Self.released(Self.name, seenBy: second) { first.close() }
            #expect(try second.nameOwner(Self.name) == nil)
            try second.requestName(Self.name)
            #expect(try second.nameOwner(Self.name) == second.uniqueName)
        }
    }

    @Test func releaseNameGivesItBack() async throws {
        try await withBus(connections: 2) { _, connections in
            let (first, second) = (connections[0], connections[1])
            try first.requestName(Self.name)
            // Releasing someone else's name changes nothing.
            try second.releaseName(Self.name)
            #expect(try second.nameOwner(Self.name) == first.uniqueName)

            try first.releaseName(Self.name)
            #expect(try second.nameOwner(Self.name) == nil)
            try second.requestName(Self.name)
            #expect(try first.nameOwner(Self.name) == second.uniqueName)
            try first.releaseName("org.keyboardd.NeverOwned")
        }
    }

    @Test func replaceExistingTakesANameWhoseOwnerAllowsIt() async throws {
        try await withBus(connections: 2) { _, connections in
            let (first, second) = (connections[0], connections[1])
            let lost = try first.signals(matching: MatchRule(
                sender: "org.freedesktop.DBus", interface: "org.freedesktop.DBus", member: "NameLost"), addToBus: false)
            try first.requestName(Self.name, allowReplacement: true)
            // Without asking for replacement the second still cannot have it.
            #expect(throws: DBusError.self) { try second.requestName(Self.name) }

            try second.requestName(Self.name, replaceExisting: true)
            #expect(try first.nameOwner(Self.name) == second.uniqueName)
            let message = try #require(try await lost.take(1).first)
            #expect(try message.arguments() == [.string(Self.name)])
            #expect(message.destination == first.uniqueName)
        }
    }

    @Test func invalidNamesAreRefusedBeforeTheBus() async throws {
        try await withBus(connections: 1) { _, connections in
            let connection = connections[0]
            for bad in ["", "nodots", ":1.5", "org..keyboardd", "org.keyboardd.\0"] {
                expectDBusErrorBlocking(DBusError.invalidArgsName) { try connection.requestName(bad) }
            }
            expectDBusErrorBlocking(DBusError.invalidArgsName) { try connection.releaseName("nodots") }
            // A unique name has an owner: itself.
            let unique = try #require(connection.uniqueName)
            let uniqueOwner = try connection.nameOwner(unique)
            #expect(uniqueOwner == unique)
            let busOwner = try connection.nameOwner("org.freedesktop.DBus")
            #expect(busOwner == "org.freedesktop.DBus")
        }
    }
}
