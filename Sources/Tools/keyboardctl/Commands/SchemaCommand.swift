import ArgumentParser
import ScenarioFiles

/// The scenario files' JSON Schema, generated: examples/scenarios/scenario.schema.json is its output.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema of scenario files (examples/scenarios/scenario.schema.json).",
        discussion: "Built from what `keyboardctl run` accepts and from the Control1 methods of the contract: "
            + "keyboardctl schema > examples/scenarios/scenario.schema.json after adding a Control1 method or a name.")

    func run() throws { Terminal.write(ScenarioSchema.text) }
}
