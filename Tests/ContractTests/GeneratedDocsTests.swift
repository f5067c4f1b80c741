import ContractGenerator
import Foundation
import Testing

/// docs/CONTRACT.md is generated from dbus/*.xml and dbus/contract-prose.md and committed; it
/// must be what scripts/generate would write now.
@Suite struct GeneratedDocsTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func model() throws -> ContractModel {
        try ContractReader.read(directory: repository.appendingPathComponent("dbus"))
    }

    @Test func contractDocIsUpToDate() throws {
        let template = try String(contentsOf: Self.repository.appendingPathComponent("dbus/contract-prose.md"), encoding: .utf8)
        let expected = try MarkdownRenderer.render(try Self.model(), template: template)
        let committed = try String(contentsOf: Self.repository.appendingPathComponent("docs/CONTRACT.md"), encoding: .utf8)
        #expect(committed == expected, "docs/CONTRACT.md is stale: run scripts/generate")
    }

    /// The pytest plugin's constants (python/src/pytest_keyboardd/_contract.py) are what
    /// scripts/generate would write now: the plugin spells no contract name of its own.
    @Test func pythonConstantsAreUpToDate() throws {
        let sources = try FileManager.default.contentsOfDirectory(atPath: Self.repository.appendingPathComponent("dbus").path)
            .filter { $0.hasPrefix("org.") && $0.hasSuffix(".xml") }.sorted()
        let expected = try PythonRenderer.render(try Self.model(), sources: sources)
        let committed = try String(contentsOf: Self.repository.appendingPathComponent("python/src/pytest_keyboardd/_contract.py"),
                                   encoding: .utf8)
        #expect(committed == expected, "python/src/pytest_keyboardd/_contract.py is stale: run scripts/generate")
    }

    /// Every interface, method, property and signal appears in the document.
    @Test func everyMemberIsDocumented() throws {
        let doc = try String(contentsOf: Self.repository.appendingPathComponent("docs/CONTRACT.md"), encoding: .utf8)
        for interface in try Self.model().interfaces {
            #expect(doc.contains("## \(interface.name)\n"))
            for name in interface.methods.map(\.name) + interface.signals.map(\.name) {
                #expect(doc.contains("#### \(name)\n"), "\(interface.name).\(name)")
            }
            for property in interface.properties { #expect(doc.contains("| `\(property.name)` |"), "\(interface.name).\(property.name)") }
        }
    }

    @Test func aMethodWithoutAccessIsRefused() throws {
        let xml = """
            <node><interface name="org.example.X1"><annotation name="org.keyboardd.ObjectPath" value="/x"/>
            <method name="Do"><annotation name="org.gtk.GDBus.DocString" value="Does."/></method></interface></node>
            """
        #expect(throws: ContractError.self) {
            try ContractReader.read(files: [("org.example.X1.xml", xml), ("x.service", "Name=org.example.X1\n")])
        }
    }

    @Test func anUndeclaredErrorIsRefused() throws {
        let xml = """
            <node><interface name="org.example.X1"><annotation name="org.keyboardd.ObjectPath" value="/x"/>
            <method name="Do"><annotation name="org.gtk.GDBus.DocString" value="Does."/>
            <annotation name="org.keyboardd.Access" value="anyone"/><annotation name="org.keyboardd.Errors" value="Nope"/></method>
            </interface></node>
            """
        #expect(throws: ContractError.self) {
            try ContractReader.read(files: [("org.example.X1.xml", xml), ("x.service", "Name=org.example.X1\n")])
        }
    }
}
