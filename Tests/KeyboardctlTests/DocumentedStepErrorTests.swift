import Foundation
import ScenarioFiles
import Testing

/// The unknown-step error that docs/KEYBOARDCTL.md and docs/SCENARIO-SCHEMA.md show lists every
/// Control1 verb, in the contract's order: the examples are written by hand, so a new method
/// must reach them.
@Suite struct DocumentedStepErrorTests {
    @Test(arguments: ["docs/KEYBOARDCTL.md", "docs/SCENARIO-SCHEMA.md"])
    func theExampleListsEveryVerb(_ document: String) throws {
        let text = try String(contentsOf: ScenarioFixtures.repository.appendingPathComponent(document), encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.contains("unknown step 'LaunchAp'") })
        let opening = try #require(line.range(of: "a Control1 verb ("))
        let listed = line[opening.upperBound...].prefix { $0 != ")" }.components(separatedBy: ", ")
        #expect(listed == ControlVerb.all.map(\.name), "\(document)")
    }

    /// docs/SCENARIO-SCHEMA.md's `broken.yaml`, read as keyboardctl reads it, gives the errors both
    /// documents print, line for line: the names inside them (the devices that run an era, the
    /// settings Configure takes) cannot go stale.
    @Test(arguments: ["docs/KEYBOARDCTL.md", "docs/SCENARIO-SCHEMA.md"])
    func theBrokenFilesErrorsAreTheReaders(_ document: String) throws {
        func lines(_ path: String) throws -> [String] {
            try String(contentsOf: ScenarioFixtures.repository.appendingPathComponent(path), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let schema = try lines("docs/SCENARIO-SCHEMA.md")
        let intro = try #require(schema.firstIndex { $0.contains("this `broken.yaml`:") })
        let open = try #require(schema[intro...].firstIndex(of: "```yaml"))
        let close = try #require(schema[(open + 1)...].firstIndex(of: "```"))
        let yaml = schema[(open + 1)..<close].joined(separator: "\n") + "\n"
        let error = try #require(throws: ScenarioFileError.self) { try ScenarioFile.parse(yaml, source: "broken.yaml") }

        let text = try lines(document)
        let command = try #require(text.firstIndex(of: "$ keyboardctl run broken.yaml; echo \"exit $?\""))
        let end = try #require(text[command...].firstIndex(of: "exit 64"))
        #expect(Array(text[(command + 1)..<end]) == error.lines.map { "keyboardctl: " + $0 }, "\(document)")
    }
}

/// docs/SCENARIO-SCHEMA.md's table of Control1 verbs (written by hand: what each argument is in
/// YAML) has a row for every verb a step may name and none for another: a new Control1 method
/// fails here until its row is written.
@Suite struct DocumentedVerbTableTests {
    @Test func theVerbTableHasEveryVerbOnce() throws {
        let text = try String(contentsOf: ScenarioFixtures.repository.appendingPathComponent("docs/SCENARIO-SCHEMA.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { $0.hasPrefix("| verb | arguments |") }, "the table of verbs")
        // The first column of each row after the separator: `LaunchApp` or `GoHome`, `SwipeHomeIndicator`.
        let rows = lines[(header + 2)...].prefix { $0.hasPrefix("|") }
        let named = rows.flatMap { row -> [String] in
            let first = row.split(separator: "|", omittingEmptySubsequences: true).first ?? ""
            return first.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
        }
        #expect(named.count == Set(named).count, "a verb with two rows: \(named)")
        let verbs = Set(ControlVerb.all.map(\.name))
        #expect(verbs.subtracting(named).isEmpty, "no row for \(verbs.subtracting(named).sorted())")
        #expect(Set(named).subtracting(verbs).isEmpty, "a row for what is not a step's verb: \(Set(named).subtracting(verbs).sorted())")
    }
}
