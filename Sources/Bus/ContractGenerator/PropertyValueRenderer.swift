/// Renders an interface's `PropertyValue`, one case per property with its typed value, whose
/// `dbusValue` is the one encoder of property values, and `changed(_:)` for PropertiesChanged.
/// The client side of the same values is PropertyRenderer's.
enum PropertyValueRenderer {
    static func render(_ interface: InterfaceSpec, _ out: inout Output) throws(ContractError) {
        guard !interface.properties.isEmpty else { return }
        let ns = interface.shortName
        out.line("extension \(ns) {")
        out.line("    /// One property with its value. `dbusValue` is the one encoder of property values: Get,")
        out.line("    /// GetAll and PropertiesChanged all go through it.")
        out.line("    public enum PropertyValue: Hashable, Sendable {")
        for p in interface.properties {
            out.memberDoc(p.doc, errors: p.errors, access: nil, indent: 8)
            out.line("        case \(SwiftNames.lowerCamel(p.name))(\(try SwiftNames.type(of: p, "\(interface.name).\(p.name)")))")
        }
        out.line()
        out.line("        public var name: String {")
        out.line("            switch self {")
        for p in interface.properties { out.line("            case .\(SwiftNames.lowerCamel(p.name)): \(SwiftNames.literal(p.name))") }
        out.line("            }")
        out.line("        }")
        out.line()
        out.line("        public var dbusValue: DBusValue {")
        out.line("            switch self {")
        for p in interface.properties { out.line("            case .\(SwiftNames.lowerCamel(p.name))(let value): value.dbusValue") }
        out.line("            }")
        out.line("        }")
        out.line("    }")
        out.line()
        out.line("    /// PropertiesChanged's `changed_properties`, in the given order.")
        out.line("    public static func changed(_ values: [PropertyValue]) -> [(String, DBusValue)] {")
        out.line("        values.map { ($0.name, $0.dbusValue) }")
        out.line("    }")
        out.line("}")
        out.line()
    }
}
