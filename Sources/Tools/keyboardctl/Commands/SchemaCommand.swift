import ArgumentParser
import Conformance
import ScenarioFiles

/// The JSON Schemas of the YAML files keyboardctl reads, generated: examples/scenarios/scenario.schema.json
/// and conformance/conformance.schema.json are its output.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema of scenario files (examples/scenarios/scenario.schema.json), or of conformance logs.",
        discussion: "Built from what `keyboardctl run` and `keyboardctl conform` accept and from the Control1 methods of the "
            + "contract: keyboardctl schema > examples/scenarios/scenario.schema.json and keyboardctl schema --conformance > "
            + "conformance/conformance.schema.json after adding a Control1 method or a name (scripts/generate does both).")

    @Flag(help: "The schema of conformance logs (conformance/*.yaml) instead.")
    var conformance = false

    func run() throws { Terminal.write(conformance ? ConformanceSchema.text : ScenarioSchema.text) }
}
