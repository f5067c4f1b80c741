import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import Testing

/// Item 1 of issue 8: hundreds of generated bad calls, each answered with a D-Bus error whose
/// name fits and whose message says something; the daemon neither crashes nor stalls nor
/// changes, and afterwards plays a small story exactly as a daemon that never saw them.
@Suite struct MalformedInputTests {
    static let appId = "com.example.owner"

    @Test func everyBadCallGetsAMeaningfulErrorAndChangesNothing() async throws {
        let cases = MalformedCases(surface: try ContractSurface.load(), appId: Self.appId).all()
        #expect(cases.count >= 500, "only \(cases.count) distinct cases")

        let abused = try await DaemonFixture()
        defer { abused.stop() }
        let pristine = try await DaemonFixture()
        defer { pristine.stop() }
        let owner = try await Self.setUp(abused)
        let pristineOwner = try await Self.setUp(pristine)
        let stranger = try abused.bus.connect()
        defer { stranger.close() }

        let before = try await Snapshot(abused)
        var misbehaved: [String] = []
        var byCategory: [String: Int] = [:], byName: [String: Int] = [:]
        let started = ContinuousClock.now
        for c in cases {
            byCategory[String(c.category.prefix { $0 != "/" }), default: 0] += 1
            let (name, problem) = await Self.answer(c, on: c.caller == .owner ? owner.connection : stranger)
            byName[name.map { String($0.split(separator: ".").last ?? "") } ?? "success", default: 0] += 1
            if let problem { misbehaved.append("\(c): \(problem)") }
        }
        let took = ContinuousClock.now - started
        #expect(abused.isRunning, "keyboardd exited during the bad calls")
        Figures.record("malformed-input", "\(cases.count) distinct bad calls tried, \(misbehaved.count) misbehaved, in \(Figures.ms(took)) "
            + "(\(byCategory.keys.sorted().map { "\($0) \(byCategory[$0]!)" }.joined(separator: ", "))); answered "
            + byName.keys.sorted().map { "\($0) \(byName[$0]!)" }.joined(separator: ", "))
        #expect(misbehaved.isEmpty, "\(misbehaved.count) of \(cases.count) misbehaved:\n\(misbehaved.prefix(30).joined(separator: "\n"))")

        let after = try await Snapshot(abused)
        #expect(after == before, "the bad calls changed the daemon:\n\(before.differences(to: after).joined(separator: "\n"))")

        // The same story on both daemons: the abused one must tell it exactly as the pristine one.
        let told = try await Self.story(abused, owner)
        let expected = try await Self.story(pristine, pristineOwner)
        #expect(told == expected)
        #expect(expected.contains { $0.hasPrefix("notes: WillShow local=true") }, "the story shows Notes' keyboard: \(expected)")
    }

    /// The owner's app: registered, active, focused, keyboard up and settled.
    static func setUp(_ fixture: DaemonFixture) async throws -> BusApp {
        let owner = try await BusApp(appId, bus: fixture.bus, propertyChanges: false)
        _ = try await fixture.control.settle()
        #expect(try await owner.focus("field"))
        _ = try await fixture.control.settle()
        return owner
    }

    /// The error name the case was answered with (nil for none), and what was wrong with the
    /// answer (nil when it was answered as it should be).
    static func answer(_ c: MalformedCase, on connection: Connection) async -> (name: String?, problem: String?) {
        let message: Message
        do {
            guard let path = ObjectPath(c.path) else { throw DBusError.invalidArgs("invalid object path '\(c.path)'") }
            message = try Message.methodCall(destination: Contract.busName, path: path, interface: c.interface,
                                             member: c.member, arguments: c.arguments)
        } catch {
            return (nil, "could not even be built: \(error)")
        }
        do {
            let reply = try await connection.call(message, timeout: HangGuard.duration)
            return (nil, "succeeded with \(String(describing: try? reply.arguments()).prefix(120))")
        } catch {
            if [DBusError.noReplyName, DBusError.timeoutName, DBusError.disconnectedName].contains(error.name) {
                return (error.name, "no answer: \(error)")
            }
            guard c.expected.contains(error.name) else { return (error.name, "answered \(error.name): \(error.message.prefix(200))") }
            guard error.message.count >= 8 else { return (error.name, "answered \(error.name) with the message '\(error.message)'") }
            return (error.name, nil)
        }
    }

    /// A second app comes, the person switches to it, it focuses; everything runs out.
    static func story(_ fixture: DaemonFixture, _ owner: BusApp) async throws -> [String] {
        let startOwner = owner.lines.count
        let notes = try await BusApp("com.apple.mobilenotes", bus: fixture.bus, launch: false, propertyChanges: false)
        defer { notes.close() }
        try await fixture.control.launchApp(bundleId: "com.apple.mobilenotes")
        try await fixture.control.advance(ms: 400)
        #expect(try await notes.focus("body"))
        _ = try await fixture.control.settle()
        try await owner.sync()
        try await notes.sync()
        let ownerLines = owner.lines.dropFirst(startOwner).map { "owner: \($0)" }
        return ownerLines + notes.lines.map { "notes: \($0)" }
    }
}

/// What a caller can see of the daemon: Server1, Keyboard1 and the app's properties (but the
/// clock), the objects, and the trace.
struct Snapshot: Equatable {
    var server: [String: DBusValue]
    var keyboard: [String: DBusValue]
    var app: [String: DBusValue]
    var objects: [String]
    var trace: [String]

    init(_ fixture: DaemonFixture) async throws {
        server = try await fixture.server.object.allProperties()
        server.removeValue(forKey: "Now")
        keyboard = try await fixture.keyboard.object.allProperties()
        app = try await fixture.app(MalformedInputTests.appId).object.allProperties()
        objects = try await fixture.managedPaths()
        trace = try await fixture.control.trace(afterSequence: 0).map(\.description)
    }

    func differences(to other: Snapshot) -> [String] {
        var lines: [String] = []
        for (name, mine, theirs) in [("Server1", server, other.server), ("Keyboard1", keyboard, other.keyboard), ("App1", app, other.app)] {
            for key in Set(mine.keys).union(theirs.keys).sorted() where mine[key] != theirs[key] {
                lines.append("\(name).\(key): \(String(describing: mine[key])) → \(String(describing: theirs[key]))")
            }
        }
        if objects != other.objects { lines.append("objects \(objects) → \(other.objects)") }
        if trace != other.trace { lines.append("trace grew by \(other.trace.count - trace.count): \(other.trace.suffix(5))") }
        return lines
    }
}
