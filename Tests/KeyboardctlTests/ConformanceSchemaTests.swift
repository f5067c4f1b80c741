import Conformance
import Foundation
import ScenarioFiles
import Testing

/// conformance/conformance.schema.json is generated (`keyboardctl schema --conformance`); these
/// tests keep it saying what the reader accepts.
@Suite struct ConformanceSchemaTests {
    let text: String
    let schema: [String: Any]

    init() throws {
        let data = try Data(contentsOf: ConformanceFixtures.directory.appendingPathComponent("conformance.schema.json"))
        text = String(decoding: data, as: UTF8.self)
        schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func theFileIsGenerated() {
        #expect(text == ConformanceSchema.text,
                "conformance/conformance.schema.json is stale: run scripts/generate")
    }

    func object(_ path: String...) throws -> [String: Any] {
        var node: Any = schema
        for key in path { node = try #require((node as? [String: Any])?[key], "no \(path.joined(separator: "/"))") }
        return try #require(node as? [String: Any])
    }

    func keys(_ path: String...) throws -> Set<String> {
        var node: Any = schema
        for key in path { node = try #require((node as? [String: Any])?[key], "no \(path.joined(separator: "/"))") }
        return Set(try #require(node as? [String: Any]).keys)
    }

    @Test func keysAreTheReaders() throws {
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(try keys("properties") == Set(ConformanceFormat.topLevel.map(\.name)))
        #expect(Set(try #require(schema["required"] as? [String])) == Set(ConformanceFormat.topLevel.filter(\.required).map(\.name)))
        #expect(try keys("$defs", "source", "properties") == Set(ConformanceFormat.source.map(\.name)))
        #expect(try keys("$defs", "reported", "properties") == Set(ConformanceFormat.reported.map(\.name)))
        // Plus `profile`, the era's old name, read for a release.
        #expect(try keys("$defs", "keyboardd", "properties") == Set(ConformanceFormat.keyboardd.map(\.name) + ["profile"]))
        #expect(try keys("$defs", "app", "properties") == Set(ConformanceFormat.app.map(\.name)))
        #expect(try keys("$defs", "responder", "properties") == Set(ConformanceFormat.responder.map(\.name)))
        #expect(try keys("$defs", "logged", "properties") == Set(ConformanceFormat.logged.map(\.name)))
        #expect(try keys("properties", "settings", "properties") == Set(ConformanceLog.settingNames))
    }

    @Test func namesAreTheReaders() throws {
        #expect(try object("$defs", "notification-name")["enum"] as? [String] == ConformanceLog.notificationNames)
        #expect(try object("properties", "evidence")["enum"] as? [String] == ConformanceLog.Evidence.allCases.map(\.rawValue))
        #expect(try object("properties", "orientation")["enum"] as? [String] == Vocabulary.orientations)
        // Eras and devices are free names: one keyboardd lacks makes a log not expressible, not invalid.
        #expect(try object("$defs", "keyboardd", "properties", "era")["enum"] == nil)
    }

    /// One step schema per Control1 method, as in scenario files.
    @Test func everyControlMethodIsAStep() throws {
        let steps = try #require(try object("$defs", "step")["oneOf"] as? [[String: Any]])
        let methods = steps.compactMap { step -> String? in
            guard let required = step["required"] as? [String], required.count == 1, required[0].first?.isUppercase == true
            else { return nil }
            return required[0]
        }
        #expect(Set(methods) == Set(ControlVerb.all.map(\.name)))
        let keywords = Set(steps.compactMap { ($0["required"] as? [String])?.first }.filter { $0.first?.isLowercase == true })
        #expect(keywords == Set(ConformanceFormat.stepKeywords))
    }
}
