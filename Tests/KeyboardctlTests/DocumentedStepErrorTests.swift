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
}
