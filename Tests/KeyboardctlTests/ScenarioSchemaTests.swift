import Foundation
@testable import ScenarioFiles
import StrategyMatrix
import Testing

/// examples/scenarios/scenario.schema.json is published for editors and other tools; it is
/// generated (`keyboardctl schema`), and these tests keep it saying what the reader accepts,
/// name by name.
@Suite struct ScenarioSchemaTests {
    let text: String
    let schema: [String: Any]

    init() throws {
        let data = try Data(contentsOf: ScenarioFixtures.directory.appendingPathComponent("scenario.schema.json"))
        text = String(decoding: data, as: UTF8.self)
        schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The committed file is the generator's output: after a new Control1 method or name,
    /// scripts/generate writes it (with `keyboardctl schema`).
    @Test func theFileIsGenerated() {
        #expect(text == ScenarioSchema.text,
                "examples/scenarios/scenario.schema.json is stale: run scripts/generate")
    }

    func object(_ path: String...) throws -> [String: Any] {
        var node: Any = schema
        for key in path {
            node = try #require((node as? [String: Any])?[key], "no \(path.joined(separator: "/"))")
        }
        return try #require(node as? [String: Any])
    }

    func keys(_ path: String...) throws -> Set<String> {
        var node: Any = schema
        for key in path { node = try #require((node as? [String: Any])?[key], "no \(path.joined(separator: "/"))") }
        return Set(try #require(node as? [String: Any]).keys)
    }

    func enumeration(_ node: [String: Any]) throws -> [String] {
        try #require(node["enum"] as? [String], "no enum in \(node)")
    }

    @Test func itIsJSONSchema2020() throws {
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(Set(try #require(schema["required"] as? [String])) == ["scenario", "title", "behaviours", "device", "apps", "steps"])
    }

    @Test func keysMatchTheReader() throws {
        #expect(try keys("properties") == Set(ScenarioFile.topLevelKeys + ScenarioFile.oldKeys.keys))
        #expect(try keys("$defs", "app", "properties") == Set(ScenarioFile.appKeys))
        #expect(try keys("$defs", "check", "properties") == Set(StepReader.checkKeys))
        #expect(try keys("$defs", "expect", "properties") == Set(ExpectReader.keys))
    }

    @Test func namesMatchTheVocabulary() throws {
        #expect(try enumeration(object("properties", "device")) == Vocabulary.devices)
        #expect(try enumeration(object("$defs", "era")) == Vocabulary.eras)
        #expect(try enumeration(object("properties", "behaviours", "items")) == Vocabulary.behaviours)
        #expect(try enumeration(object("$defs", "app", "properties", "tracker")) == Vocabulary.trackers)
        #expect(try enumeration(object("$defs", "app", "properties", "fixes", "items")) == Vocabulary.fixes)
        #expect(try enumeration(object("$defs", "app", "properties", "example")) == Vocabulary.examples.map(\.name))
        #expect(try enumeration(object("$defs", "check", "properties", "check")) == StepReader.checks)
        #expect(try enumeration(object("$defs", "check", "properties", "outcome")) == Outcome.allCases.map(\.rawValue))
    }

    /// One step schema per Control1 verb, with the verb's name as its only key.
    @Test func everyControlVerbIsAStep() throws {
        let steps = try #require(try object("$defs", "step")["oneOf"] as? [[String: Any]])
        let verbs = steps.compactMap { step -> String? in
            guard let required = step["required"] as? [String], required.count == 1,
                  required[0].first?.isUppercase == true else { return nil }
            return required[0]
        }
        #expect(Set(verbs) == Set(ControlVerb.all.map(\.name)))
        let bare = try #require(steps.first { $0["enum"] != nil })
        #expect(Set(try enumeration(bare)) == Set(["settle"] + ControlVerb.all.filter(\.arguments.isEmpty).map(\.name)))
    }

    @Test func propertiesMatchTheKnownOnes() throws {
        let properties = try object("$defs", "expect", "properties", "properties")
        #expect(try keys("$defs", "expect", "properties", "properties", "properties", "server", "properties")
                == Set(KnownProperty.server.map(\.name)))
        #expect(try keys("$defs", "expect", "properties", "properties", "properties", "keyboard", "properties")
                == Set(KnownProperty.keyboard.map(\.name)))
        let app = try #require(properties["additionalProperties"] as? [String: Any])
        #expect(Set(try #require(app["properties"] as? [String: Any]).keys) == Set(KnownProperty.app.map(\.name)))
        let belief = try #require((try object("$defs", "expect", "properties", "belief"))["additionalProperties"] as? [String: Any])
        #expect(Set(try #require(belief["properties"] as? [String: Any]).keys) == Set(BeliefMeasure.allCases.map(\.rawValue)))
    }
}
