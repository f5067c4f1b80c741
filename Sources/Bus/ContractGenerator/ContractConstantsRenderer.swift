/// Renders `extension Contract`: the daemon's bus name, every interface's description and the
/// named types of values.
enum ContractConstantsRenderer {
    static func render(_ model: ContractModel, _ out: inout Output) {
        out.line("extension Contract {")
        out.line("    /// The daemon's well-known bus name.")
        out.line("    public static let busName = \(SwiftNames.literal(model.busName))")
        out.line("    /// Every interface of the contract, as dbus/*.xml describes it.")
        out.line("    public static let interfaces: [InterfaceDescription] = [\(model.interfaces.map { "\($0.shortName).description" }.joined(separator: ", "))]")
        out.line("    /// The named types of argument and property values (`org.keyboardd.Type`).")
        let named = SwiftNames.namedTypes.keys.sorted().map { "\(SwiftNames.literal($0)): \(SwiftNames.namedTypes[$0]!.swift).self" }
        out.line("    public static var namedTypes: [String: any DBusType.Type] { [\(named.joined(separator: ", "))] }")
        out.line("}")
        out.line()
    }
}
