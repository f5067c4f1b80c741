import BusTestSupport
import DBus
import Foundation
import FoundationXML
import KeyboardContract
import Testing

/// dbus/*.xml is the contract's machine-readable form; what the daemon serves must match it.
@Suite struct IntrospectionContractTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `<interface name="NAME">` element of an introspection document as one line per element
    /// in document order (tag and attributes, sorted), without the documentation annotations:
    /// the daemon serves names, signatures, access and the standard `org.freedesktop.DBus.*`
    /// annotations; DocString and the `org.keyboardd.*` annotations stay in the files.
    static func interfaceElement(_ name: String, in xml: String) throws -> [String]? {
        let document = try XMLDocument(xmlString: xml)
        guard let interface = try document.nodes(forXPath: "/node/interface[@name='\(name)']").first as? XMLElement else { return nil }
        var lines: [String] = []
        func walk(_ element: XMLElement) {
            let attributes = (element.attributes ?? []).map { "\($0.name ?? "")=\($0.stringValue ?? "")" }.sorted()
            if element.name == "annotation", !(element.attribute(forName: "name")?.stringValue ?? "").hasPrefix("org.freedesktop.DBus.") { return }
            lines.append(([element.name ?? ""] + attributes).joined(separator: " "))
            for child in element.children ?? [] { if let child = child as? XMLElement { walk(child) } }
        }
        walk(interface)
        return lines
    }

    static func contractFile(_ interface: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent("dbus/\(interface).xml"), encoding: .utf8)
    }

    @Test(arguments: [Server1.name, App1.name, Keyboard1.name, Control1.name])
    func contractFilesAreWellFormed(_ interface: String) throws {
        let text = try Self.contractFile(interface)
        let document = try XMLDocument(xmlString: text)
        let nodes = try document.nodes(forXPath: "/node/interface[@name='\(interface)']")
        #expect(nodes.count == 1)
        for type in try document.nodes(forXPath: "//@type").compactMap(\.stringValue) {
            #expect(Names.isValidSingleSignature(type), "\(type) in \(interface)")
        }
    }

    func introspect(_ client: Connection, _ path: ObjectPath) async throws -> String {
        let reply = try await client.call(destination: Contract.busName, path: path,
                                          interface: StandardInterfaces.introspectable, member: "Introspect")
        guard case .string(let xml)? = reply.first else { throw DBusError.failed("Introspect returned \(reply)") }
        return xml
    }

    /// What the daemon serves for each contract interface equals the `<interface>` element of
    /// its dbus/*.xml file, element for element (names, argument names and directions, types,
    /// access, standard annotations, order), the documentation annotations left out.
    @Test func servedInterfacesEqualTheContractFiles() async throws {
        let keyboardd = try await InProcessKeyboardd()
        defer { keyboardd.stop() }
        let client = keyboardd.connection
        _ = try await client.call(destination: Contract.busName, path: Server1.path,
                                  interface: Server1.name, member: "RegisterApp",
                                  arguments: [.string("com.example.ike"), .vardict([])])
        let places = [
            (Server1.name, Server1.path),
            (Control1.name, Server1.path),
            (Keyboard1.name, Keyboard1.path),
            (App1.name, App1.path("com.example.ike")),
        ]
        for (interface, path) in places {
            let served = try #require(try Self.interfaceElement(interface, in: try await introspect(client, path)), "\(interface) at \(path)")
            let contract = try #require(try Self.interfaceElement(interface, in: try Self.contractFile(interface)))
            #expect(served == contract, "\(interface) differs from dbus/\(interface).xml")
        }
        let root = try await introspect(client, Server1.path)
        #expect(root.contains("<interface name=\"\(StandardInterfaces.objectManager)\">"))
        #expect(root.contains("<node name=\"apps\"/>") && root.contains("<node name=\"keyboard\"/>"))
    }
}
