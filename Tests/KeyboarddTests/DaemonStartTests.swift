import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import ProcessSupport
import Testing

/// The real keyboardd binary on a private bus.
@Suite struct DaemonStartTests {
    let bus: PrivateBus
    let client: Connection

    init() throws {
        bus = try PrivateBus()
        client = try bus.connect()
    }

    func startDaemon(_ extra: [String] = []) async throws -> DaemonProcess {
        try await DaemonProcess(arguments: ["--bus", bus.address, "--clock", "virtual"] + extra, observer: client)
    }

    func property(_ name: String) throws -> DBusValue {
        try Server1.Proxy(client).object.propertyValue(name)
    }

    @Test func ownsTheNameAndAnswersPeerAndProperties() async throws {
        let daemon = try await startDaemon(["--device", "ipad-pro-11", "--era", "ideal"])
        defer { daemon.stop() }
        #expect(try client.nameOwner(Contract.busName) != nil)
        try await client.ping(Contract.busName, path: Server1.path)
        let all = try await client.call(destination: Contract.busName, path: Server1.path,
                                  interface: StandardInterfaces.properties, member: "GetAll",
                                  arguments: [.string(Server1.name)])
        let properties = try [String: DBusValue](dbusValue: try #require(all.first))
        // Every property the contract declares, and no other.
        #expect(Set(properties.keys) == Set(Server1.description.properties.map(\.name)))
        #expect(properties.keys.contains("Settings") && properties.keys.contains("Quirks"))
        #expect(properties["Device"] == .string("ipad-pro-11"))
        #expect(try properties["Screen"].map { try Rect(dbusValue: $0.unwrappedVariant) } == Rect(x: 0, y: 0, width: 834, height: 1194))
        #expect(properties["Profile"] == .string("ideal"))
        #expect(properties["Quirks"] == .array(elementSignature: "s", []))
        #expect(properties["Clock"] == .string("virtual"))
        #expect(properties["Now"] == .uint64(0))
        #expect(properties["Frontmost"] == .string(""))
        #expect(try property("Version") == .string(KeyboarddVersion.string))
    }

    @Test func unknownMembersGetTheStandardErrors() async throws {
        let daemon = try await startDaemon()
        defer { daemon.stop() }
        func errorName(_ body: () throws -> Void) -> String? {
            do { try body(); return nil } catch let error as DBusError { return error.name } catch { return "\(error)" }
        }
        #expect(errorName { _ = try property("NoSuchProperty") } == DBusError.unknownPropertyName)
        #expect(errorName {
            _ = try client.call(destination: Contract.busName, path: "/org/keyboardd/Nowhere",
                                interface: Server1.name, member: "RegisterApp")
        } == DBusError.unknownObjectName)
        #expect(errorName {
            _ = try client.call(destination: Contract.busName, path: Server1.path,
                                interface: Server1.name, member: "NoSuchMethod")
        } == DBusError.unknownMethodName)
        #expect(errorName {
            _ = try client.call(destination: Contract.busName, path: Server1.path,
                                interface: StandardInterfaces.properties, member: "Get",
                                arguments: [.string(Server1.name)])
        } == DBusError.invalidArgsName)
        // Still serving after the errors.
        #expect(try property("Clock") == .string("virtual"))
    }

    @Test func secondInstanceExitsWithAClearMessage() async throws {
        let daemon = try await startDaemon()
        defer { daemon.stop() }
        let owner = try #require(try client.nameOwner(Contract.busName))
        let second = try ChildProcess(DaemonProcess.binary, ["--bus", bus.address], stdout: .null, stderr: .pipeToStdout)
        let output = second.readLines { _ in false }.joined(separator: "\n")
        #expect(ChildProcess.code(second.wait()) == 69)
        #expect(output.contains("org.keyboardd.Server1 is already owned"))
        #expect(output.contains(owner))
        #expect(try client.nameOwner(Contract.busName) == owner)
    }

    @Test func badArgumentsAreRejectedWithTheValidNames() throws {
        let bad = try ChildProcess(DaemonProcess.binary, ["--bus", bus.address, "--device", "nokia-3310"],
                                   stdout: .null, stderr: .pipeToStdout)
        let output = bad.readLines { _ in false }.joined(separator: "\n")
        #expect(ChildProcess.code(bad.wait()) == 64)
        #expect(output.contains("unknown device \"nokia-3310\""))
        #expect(output.contains("iphone-se"))
    }

    /// A device that never ran the era is refused before anything starts (exit 64): the message
    /// names the device's first and last iOS and the devices that ran the era.
    @Test func anImpossiblePairIsRefused() throws {
        let bad = try ChildProcess(DaemonProcess.binary, ["--bus", bus.address, "--device", "iphone-x", "--era", "ios26"],
                                   stdout: .null, stderr: .pipeToStdout)
        let output = bad.readLines { _ in false }.joined(separator: "\n")
        #expect(ChildProcess.code(bad.wait()) == 64)
        #expect(output.contains("iphone-x ran iOS 11 to 16, never ios26"))
        #expect(output.contains("ios26 runs on") && output.contains("iphone-16-pro"))
        #expect(try client.nameOwner(Contract.busName) == nil)
    }

    @Test func sigtermReleasesTheName() async throws {
        let daemon = try await startDaemon()
        let gone = try client.signals(matching: MatchRule(
            sender: StandardInterfaces.bus, member: "NameOwnerChanged", arg0: Contract.busName))
        daemon.process.signal(SIGTERM)
        #expect(ChildProcess.code(daemon.process.wait()) == 0)
        let change = try #require(try await gone.take(1).first)
        #expect(try change.arguments().last == .string(""))
    }
}
