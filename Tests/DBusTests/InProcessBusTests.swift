import BusTestSupport
import DBus
import Foundation
import Testing

/// The bus inside the test process: what the layer and keyboardd's server rely on from a bus,
/// without a dbus-daemon.
@Suite struct InProcessBusTests {
    static let name = "org.keyboardd.InProcessTest"

    /// The bus and `count` connections to it, closed and stopped after `body`.
    func withInProcessBus(connections count: Int, _ body: ([Connection]) async throws -> Void) async throws {
        try await withBus(try InProcessBus(), connections: count) { _, connections in try await body(connections) }
    }

    @Test func everyConnectionHasItsOwnUniqueName() async throws {
        try await withInProcessBus(connections: 3) { connections in
            let names = connections.compactMap(\.uniqueName)
            #expect(names.count == 3 && Set(names).count == 3, "\(names)")
            #expect(names.allSatisfy { $0.hasPrefix(":") })
        }
    }

    /// A well-known name has one owner; calls to it reach that owner, stamped with the caller's name.
    @Test func aNameHasOneOwnerAndCallsReachIt() async throws {
        try await withInProcessBus(connections: 2) { connections in
            let (owner, caller) = (connections[0], connections[1])
            let callers = Locked<[String]>([])
            try owner.export("/test", interfaces: [DBusInterface(name: "org.keyboardd.Test", methods: [
                DBusMethod("Who", out: [DBusArgument("sender", "s")]) { call in
                    callers.update { $0.append(call.sender) }
                    return [.string(call.sender)]
                },
            ])])
            try owner.requestName(Self.name)
            #expect(try caller.nameOwner(Self.name) == owner.uniqueName)
            let refused = expectDBusErrorBlocking(DBusError.failedName) { try caller.requestName(Self.name) }
            #expect(refused?.message.contains(owner.uniqueName ?? "?") == true, "\(String(describing: refused))")

            let reply = try await caller.call(destination: Self.name, path: "/test", interface: "org.keyboardd.Test", member: "Who")
            #expect(reply == [.string(try #require(caller.uniqueName))])
            #expect(callers.get() == [caller.uniqueName])
        }
    }

    /// A connection that closes leaves the bus: NameOwnerChanged for its well-known names and
    /// its unique name, and its name is free again.
    @Test func aClosedConnectionLeavesTheBus() async throws {
        try await withInProcessBus(connections: 2) { connections in
            let (leaver, watcher) = (connections[0], connections[1])
            try leaver.requestName(Self.name)
            let unique = try #require(leaver.uniqueName)
            let gone = Events<String>()
            let watch = try watcher.watchNameOwner { name, old, new in
                if old == unique, new == nil { gone.yield(name) }
            }
            defer { watch.cancel() }
            leaver.close()
            #expect(Set(try await gone.next(2, within: HangGuard.seconds, "the leaver's names to go")) == [Self.name, unique])
            #expect(try watcher.nameOwner(Self.name) == nil)
            try watcher.requestName(Self.name)
            #expect(try watcher.nameOwner(Self.name) == watcher.uniqueName)
        }
    }

    /// Broadcast signals go where match rules take them; unicast ones to their destination only.
    @Test func signalsFollowMatchRulesAndDestinations() async throws {
        try await withInProcessBus(connections: 3) { connections in
            let (sender, subscriber, bystander) = (connections[0], connections[1], connections[2])
            let heard = Events<String>()
            let subscription = try subscriber.subscribe(MatchRule(interface: "org.keyboardd.Test", member: "Ping")) { message in
                heard.yield("subscriber \(message.sender ?? "?")")
            }
            defer { subscription.cancel() }
            // Local only: the bystander asks the bus for nothing, so it hears unicast signals alone.
            let local = try bystander.subscribe(MatchRule(interface: "org.keyboardd.Test"), addToBus: false) { message in
                heard.yield("bystander \(message.member ?? "?")")
            }
            defer { local.cancel() }
            try sender.emitSignal(path: "/test", interface: "org.keyboardd.Test", member: "Ping")
            try sender.emitSignal(path: "/test", interface: "org.keyboardd.Test", member: "Direct",
                                  destination: bystander.uniqueName)
            let got = try await heard.next(2, within: HangGuard.seconds, "the two signals")
            #expect(Set(got) == ["subscriber \(sender.uniqueName ?? "?")", "bystander Direct"], "\(got)")
        }
    }

    /// AddMatch's text read back: the rule `description` wrote, quotes and all.
    @Test func matchRulesReadBackWhatTheyWrite() {
        let rules = [
            MatchRule(),
            MatchRule(sender: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                      member: "NameOwnerChanged", arg0: "it's, quoted"),
            MatchRule(pathNamespace: "/org/keyboardd", destination: ":1.7"),
        ]
        for rule in rules { #expect(MatchRule(parsing: rule.description) == rule, "\(rule)") }
        #expect(MatchRule(parsing: "type='method_call'") == nil)
        #expect(MatchRule(parsing: "eavesdrop='true'") == nil)
        #expect(MatchRule(parsing: "member='open") == nil)
    }
}
