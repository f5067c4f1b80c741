/// Renders an interface's enum: its name, path (or parent path and `path(_:)` for one object per
/// placeholder), the names of its methods, properties and signals, and `description`, the
/// table every other part of the contract is checked against.
enum InterfaceDescriptionRenderer {
    static func render(_ interface: InterfaceSpec, _ slot: PathPlaceholder?, _ out: inout Output) {
        let ns = interface.shortName
        out.line("// MARK: - \(interface.name)")
        out.line()
        out.doc(interface.doc, indent: 0)
        out.line("public enum \(ns) {")
        out.line("    public static let name = \(SwiftNames.literal(interface.name))")
        if let slot {
            out.line("    /// The objects' parent: `\(interface.path)` with the \(slot.xmlName) escaped as systemd does.")
            out.line("    public static let parentPath = ObjectPath(validated: \(SwiftNames.literal(slot.parent)))")
            out.line("    public static func path(_ \(slot.label): String) -> ObjectPath {")
            out.line("        ObjectPath(validated: parentPath.rawValue + \"/\" + ObjectPath.escapeElement(\(slot.label)))")
            out.line("    }")
        } else {
            out.line("    public static let path = ObjectPath(validated: \(SwiftNames.literal(interface.path)))")
        }
        for (kind, names) in [("MethodName", interface.methods.map(\.name)), ("PropertyName", interface.properties.map(\.name)),
                              ("SignalName", interface.signals.map(\.name))] where !names.isEmpty {
            out.line("    public enum \(kind): String, CaseIterable, Hashable, Sendable {")
            for name in names { out.line("        case \(SwiftNames.lowerCamel(name)) = \(SwiftNames.literal(name))") }
            out.line("    }")
        }
        out.line("    public static let description = InterfaceDescription(")
        out.line("        name: name, doc: \(SwiftNames.literal(interface.doc)), path: \(SwiftNames.literal(interface.path)),")
        out.line("        methods: [")
        for m in interface.methods {
            out.line("            MethodDescription(")
            out.line("                name: \(SwiftNames.literal(m.name)), doc: \(SwiftNames.literal(m.doc)), access: .\(m.access),")
            out.line("                errors: [\(m.errors.map { ".\(SwiftNames.lowerCamel($0))" }.joined(separator: ", "))],")
            out.line("                inArguments: [\(m.inArgs.map { argument($0, ns, m.name) }.joined(separator: ", "))],")
            out.line("                outArguments: [\(m.outArgs.map { argument($0, ns, m.name) }.joined(separator: ", "))]),")
        }
        out.line("        ],")
        out.line("        properties: [")
        for p in interface.properties {
            let change = p.emitsChangedSignal.map { value -> String in
                switch value { case "false": ".none"; case "invalidates": ".invalidates"; case "const": ".const"; default: ".emits" }
            } ?? ".emits"
            out.line("            PropertyDescription(")
            out.line("                name: \(SwiftNames.literal(p.name)), signature: \(SwiftNames.literal(p.signature)), doc: \(SwiftNames.literal(p.doc)),")
            out.line("                type: \(p.type.map(SwiftNames.literal) ?? "nil"), errors: [\(p.errors.map { ".\(SwiftNames.lowerCamel($0))" }.joined(separator: ", "))], changeSignal: \(change)\(valueLists(p.values, p.keys.map { _ in "\(ns).\(p.name)" }))),")
        }
        out.line("        ],")
        out.line("        signals: [")
        for s in interface.signals {
            out.line("            SignalDescription(")
            out.line("                name: \(SwiftNames.literal(s.name)), doc: \(SwiftNames.literal(s.doc)), delivery: .\(s.delivery),")
            out.line("                arguments: [\(s.args.map { argument($0, ns, s.name) }.joined(separator: ", "))]),")
        }
        out.line("        ])")
        out.line("}")
        out.line()
    }

    private static func argument(_ a: ArgSpec, _ ns: String, _ member: String) -> String {
        let keys = a.keys.map { _ in "\(ns).\(SwiftNames.upperCamel(member) + SwiftNames.upperCamel(a.name))" }
        return "ArgumentDescription(name: \(SwiftNames.literal(a.name)), signature: \(SwiftNames.literal(a.signature)), doc: \(SwiftNames.literal(a.doc))\(a.type.map { ", type: \(SwiftNames.literal($0))" } ?? "")\(valueLists(a.values, keys)))"
    }

    /// `, values: "KeyboardMode"` and `, keys: App1.BecomeFirstResponderTraits.keys` (ValueListRenderer's types).
    private static func valueLists(_ values: String?, _ keysType: String?) -> String {
        (values.map { ", values: \(SwiftNames.literal($0))" } ?? "") + (keysType.map { ", keys: \($0).keys" } ?? "")
    }
}
