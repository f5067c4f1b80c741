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
