import BusTestSupport
import DBus
import Foundation
import FoundationXML
import KeyboardServer
import Testing

/// dbus/*.xml is the contract's machine-readable form; what the daemon serves must match it.
@Suite struct IntrospectionContractTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `<interface name="NAME">` element of an introspection document, lines trimmed.
    static func interfaceElement(_ name: String, in xml: String) -> [String]? {
        let lines = xml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = lines.firstIndex(of: "<interface name=\"\(name)\">") else { return nil }
        guard let end = lines[start...].firstIndex(of: "</interface>") else { return nil }
        return Array(lines[start...end])
    }

    static func contractFile(_ interface: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent("dbus/\(interface).xml"), encoding: .utf8)
    }

    @Test(arguments: [Contract.serverInterface, Contract.appInterface, Contract.keyboardInterface, Contract.controlInterface])
    func contractFilesAreWellFormed(_ interface: String) throws {
        let text = try Self.contractFile(interface)
        let document = try XMLDocument(xmlString: text)
        let nodes = try document.nodes(forXPath: "/node/interface[@name='\(interface)']")
        #expect(nodes.count == 1)
        for type in try document.nodes(forXPath: "//@type").compactMap(\.stringValue) {
            #expect(Names.isValidSingleSignature(type), "\(type) in \(interface)")
        }
    }

    /// Every line the daemon serves for Server1 stands in the contract file, in the same order.
    /// (Members of the contract not served yet are listed by the issue notes, not hidden here.)
    @Test func servedServerInterfaceMatchesTheContractFile() async throws {
        let bus = try PrivateBus()
        let client = try bus.connect()
        let daemon = try await DaemonProcess(arguments: ["--bus", bus.address, "--clock", "virtual"], observer: client)
        defer { daemon.stop() }
        let reply = try await client.call(destination: Contract.busName, path: Contract.serverPath.rawValue,
                                    interface: "org.freedesktop.DBus.Introspectable", method: "Introspect")
        guard case .string(let served)? = reply.first else {
            Issue.record("Introspect returned \(reply)")
            return
        }
        let servedLines = try #require(Self.interfaceElement(Contract.serverInterface, in: served))
        let contractLines = try #require(Self.interfaceElement(Contract.serverInterface, in: try Self.contractFile(Contract.serverInterface)))
        // The served element is the contract's with some members left out: a subsequence.
        var remaining = contractLines[...]
        for line in servedLines {
            guard let found = remaining.firstIndex(of: line) else {
                Issue.record("served line not in the contract file (or out of order): \(line)")
                return
            }
            remaining = remaining[(found + 1)...]
        }
        let servedProperties = servedLines.filter { $0.hasPrefix("<property") }
        let contractProperties = contractLines.filter { $0.hasPrefix("<property") }
        #expect(servedProperties == contractProperties)
        #expect(served.contains("<interface name=\"org.freedesktop.DBus.ObjectManager\">"))
    }
}
