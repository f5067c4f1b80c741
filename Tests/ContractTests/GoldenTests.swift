import ContractGenerator
import Foundation
import Testing

/// What the generator writes for a small sample contract (Golden/org.example.Sample1.xml: a value
/// list, an open one, keys, a typed property, a signal), compared with the committed golden files
/// as swift-openapi-generator compares its reference sources: a change of the generated code
/// shows as a diff of Golden/. `scripts/generate` writes them again.
@Suite struct GoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func read(_ name: String) throws -> String {
        try String(contentsOf: golden.appendingPathComponent(name), encoding: .utf8)
    }

    static func model() throws -> ContractModel {
        try ContractReader.read(files: ["org.example.Sample1.xml", "org.example.Sample1.service"].map { ($0, try read($0)) })
    }

    @Test func swiftIsTheGoldenFile() throws {
        let swift = try SwiftRenderer.render(try Self.model(), sources: ["org.example.Sample1.xml"])
        #expect(swift == (try Self.read("Sample1.swift.golden")), "Tests/ContractTests/Golden/Sample1.swift.golden is stale: run scripts/generate")
    }

    @Test func pythonIsTheGoldenFile() throws {
        let python = try PythonRenderer.render(try Self.model(), sources: ["org.example.Sample1.xml"])
        #expect(python == (try Self.read("Sample1.py.golden")), "Tests/ContractTests/Golden/Sample1.py.golden is stale: run scripts/generate")
    }

    @Test func markdownIsTheGoldenFile() throws {
        let markdown = try MarkdownRenderer.render(try Self.model(), template: try Self.read("Sample1-prose.md"))
        #expect(markdown == (try Self.read("Sample1.md.golden")), "Tests/ContractTests/Golden/Sample1.md.golden is stale: run scripts/generate")
    }
}
