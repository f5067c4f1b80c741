/// Renders the server side of an interface: the `Implementation` protocol keyboardd conforms to
/// (`perform` for every method, given the call decoded once as the interface's `Call`;
/// `property(_:)` for every property; `checkOwner` where a method is owner only) and `table(_:)`,
/// the served table that decodes the arguments, calls the implementation and encodes its reply.
enum ImplementationRenderer {
    static func render(_ interface: InterfaceSpec, _ out: inout Output) throws(ContractError) {
        let ns = interface.shortName
        let hasOwner = interface.methods.contains { $0.access == "owner" }
        out.line("extension \(ns) {")
        out.line("    /// What serves \(interface.name): `perform` for every method (its arguments decoded once, the")
        out.line("    /// reply encoded by the table) and `property(_:)` for every property. Runs on the connection's loop thread.")
        out.line("    public protocol Implementation: AnyObject {")
        if hasOwner {
            out.line("        /// Throws unless `call` comes from the connection that may call owner-only methods.")
            out.line("        func checkOwner(_ call: MethodCall) throws(DBusError)")
        }
        if !interface.methods.isEmpty {
            out.line("        /// Every method of \(interface.name): `request` is the call decoded once (`Call(method:arguments:)`,")
            out.line("        /// checked against the contract), `call` the message it came in; the reply must answer its method.")
            out.line("        func perform(_ request: Call, call: MethodCall) throws(DBusError) -> Reply")
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
            let method = ".\(SwiftNames.lowerCamel(m.name))"
            out.line("                \(SwiftNames.literal(m.name)): { [unowned implementation] (call: MethodCall) throws(DBusError) -> [DBusValue] in")
            if m.access == "owner" { out.line("                    try implementation.checkOwner(call)") }
            out.line("                    let request = try Call(method: \(method), arguments: call.arguments)")
            out.line("                    return try implementation.perform(request, call: call).values(answering: \(method))")
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
}
