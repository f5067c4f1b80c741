/// Renders the server side of an interface: the `Implementation` protocol keyboardd conforms to
/// (one method per method, `property(_:)` for every property, `checkOwner` where a method is
/// owner only) and `table(_:)`, the served table that decodes the arguments, calls the
/// implementation and encodes its result.
enum ImplementationRenderer {
    static func render(_ interface: InterfaceSpec, _ out: inout Output) throws(ContractError) {
        let ns = interface.shortName
        let hasOwner = interface.methods.contains { $0.access == "owner" }
        out.line("extension \(ns) {")
        out.line("    /// What serves \(interface.name): one method per method (arguments decoded, the result")
        out.line("    /// encoded by the table) and `property(_:)` for every property. Runs on the connection's loop thread.")
        out.line("    public protocol Implementation: AnyObject {")
        if hasOwner {
            out.line("        /// Throws unless `call` comes from the connection that may call owner-only methods.")
            out.line("        func checkOwner(_ call: MethodCall) throws(DBusError)")
        }
        for m in interface.methods {
            out.memberDoc(m.doc, errors: m.errors, access: m.access, indent: 8)
            out.line("        \(try handlerSignature(m, interface))")
        }
        if !interface.properties.isEmpty {
            out.line("        /// The value of the property `name` now, from one source: Get, GetAll and the ObjectManager")
            out.line("        /// answer with it, encoded by `PropertyValue.dbusValue` as PropertiesChanged is.")
            out.line("        func property(_ name: PropertyName) throws(DBusError) -> PropertyValue")
        }
        out.line("    }")
        out.line()
        out.line("    /// The served table of `implementation` (held unowned: keep it alive while it is exported).")
        out.line("    /// Names, signatures and introspection come from `description`.")
        out.line("    public static func table(_ implementation: some Implementation) -> DBusInterface {")
        out.line("        description.table(")
        out.line(interface.methods.isEmpty ? "            methods: [:]," : "            methods: [")
        for m in interface.methods {
            out.line("                \(SwiftNames.literal(m.name)): { [unowned implementation] (call: MethodCall) throws(DBusError) -> [DBusValue] in")
            if m.access == "owner" { out.line("                    try implementation.checkOwner(call)") }
            var types: [String] = []
            for a in m.inArgs { types.append("\(try SwiftNames.type(of: a, "\(interface.name).\(m.name)")).self") }
            let names = m.inArgs.map { SwiftNames.lowerCamel($0.name) }
            if names.count == 1 {
                out.line("                    let \(names[0]) = try call.arguments.decode(\(types[0]))")
            } else if !names.isEmpty {
                out.line("                    let (\(names.joined(separator: ", "))) = try call.arguments.decode(\(types.joined(separator: ", ")))")
            }
            let args = (names.map { "\($0): \($0)" } + ["call: call"]).joined(separator: ", ")
            let invocation = "implementation.\(SwiftNames.lowerCamel(m.name))(\(args))"
            switch m.outArgs.count {
            case 0:
                out.line("                    try \(invocation)")
                out.line("                    return []")
            case 1:
                out.line("                    return [try \(invocation).dbusValue]")
            default:
                out.line("                    let result = try \(invocation)")
                out.line("                    return [\(m.outArgs.map { "result.\(SwiftNames.lowerCamel($0.name)).dbusValue" }.joined(separator: ", "))]")
            }
            out.line("                },")
        }
        if !interface.methods.isEmpty { out.line("            ],") }
        out.line(interface.properties.isEmpty ? "            properties: [:])" : "            properties: [")
        for p in interface.properties {
            out.line("                \(SwiftNames.literal(p.name)): { [unowned implementation] () throws(DBusError) -> DBusValue in")
            out.line("                    try implementation.property(.\(SwiftNames.lowerCamel(p.name))).dbusValue(for: .\(SwiftNames.lowerCamel(p.name)))")
            out.line("                },")
        }
        if !interface.properties.isEmpty { out.line("            ])") }
        out.line("    }")
        out.line("}")
        out.line()
    }

    private static func handlerSignature(_ m: MethodSpec, _ interface: InterfaceSpec) throws(ContractError) -> String {
        var params: [String] = []
        for a in m.inArgs { params.append("\(SwiftNames.lowerCamel(a.name)): \(try SwiftNames.type(of: a, "\(interface.name).\(m.name)"))") }
        params.append("call: MethodCall")
        return "func \(SwiftNames.lowerCamel(m.name))(\(params.joined(separator: ", "))) throws(DBusError)\(try SwiftNames.returnClause(m, interface))"
    }
}
