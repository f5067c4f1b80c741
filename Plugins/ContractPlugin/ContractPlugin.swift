import Foundation
import PackagePlugin

/// Generates the KeyboardContract module's Swift from the package's dbus/*.xml at build time (as
/// swift-openapi-generator and swift-protobuf do): names, descriptions, server protocols and
/// tables, typed proxies, property values and signal payloads. Rebuilt when an XML file changes.
@main
struct ContractPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let dbus = context.package.directoryURL.appending(path: "dbus")
        let inputs = try FileManager.default.contentsOfDirectory(atPath: dbus.path)
            .filter { $0.hasPrefix("org.") && ($0.hasSuffix(".xml") || $0.hasSuffix(".service")) }
            .sorted()
            .map { dbus.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "Contract+Generated.swift")
        return [
            .buildCommand(
                displayName: "Generating the contract's Swift from dbus/*.xml",
                executable: try context.tool(named: "keyboardd-contract-gen").url,
                arguments: ["swift", output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
