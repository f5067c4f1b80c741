/// Renders an interface's `Call`, one case per method with its arguments typed (value lists as
/// their enumerations, keyed `a{sv}` as their options structs): the one decoder of a call's
/// arguments (`init(method:arguments:)`, with keyboardd's errors), its arguments as the bus carries
/// them and its JSON form; and `Reply`, what each method answers (`done`, or its results typed).
enum CallRenderer {
    static func render(_ interface: InterfaceSpec, _ model: ContractModel, _ out: inout Output) throws(ContractError) {
        guard !interface.methods.isEmpty else { return }
        let ns = interface.shortName
        var methods: [(spec: MethodSpec, name: String, args: [(name: String, type: String, options: Bool)])] = []
        for m in interface.methods {
            var args: [(name: String, type: String, options: Bool)] = []
            for a in m.inArgs {
                args.append((SwiftNames.lowerCamel(a.name), try SwiftNames.argumentType(a, of: m, in: interface, model), a.keys != nil))
            }
            methods.append((m, SwiftNames.lowerCamel(m.name), args))
        }
        out.line("extension \(ns) {")
        out.doc("One call of \(interface.name), its arguments typed as the XML says: what the served table decodes a "
            + "received call into (once), what `Proxy.perform` sends, and what a tool builds from untyped input with "
            + "`init(method:arguments:)` or from JSON, refused with the errors keyboardd answers.", indent: 4)
        out.line("    public enum Call: ContractCall {")
        for m in methods {
            out.memberDoc(m.spec.doc, errors: m.spec.errors, access: m.spec.access, indent: 8)
            out.line("        case \(m.name)\(m.args.isEmpty ? "" : "(" + m.args.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")")")
        }
        out.line()
        out.line("        public static var interface: InterfaceDescription { \(ns).description }")
        out.line()
        out.line("        public var method: MethodName {")
        out.line("            switch self {")
        for m in methods { out.line("            case .\(m.name): .\(m.name)") }
        out.line("            }")
        out.line("        }")
        out.line()
        out.line("        public var arguments: [DBusValue] {")
        out.line("            switch self {")
        for m in methods {
            if m.args.isEmpty {
                out.line("            case .\(m.name): []")
            } else {
                out.line("            case .\(m.name)(\(m.args.map { "let \($0.name)" }.joined(separator: ", "))): [\(m.args.map { "\($0.name).dbusValue" }.joined(separator: ", "))]")
            }
        }
        out.line("            }")
        out.line("        }")
        out.line()
        let anyArguments = methods.contains { !$0.args.isEmpty }
        out.line("        public init(method: MethodName, arguments: [DBusValue]) throws(DBusError) {")
        out.line("            \(anyArguments ? "var reader = " : "_ = ")try CallArguments(arguments, of: Self.description(of: method))")
        out.line("            switch method {")
        for m in methods {
            if m.args.isEmpty {
                out.line("            case .\(m.name): self = .\(m.name)")
            } else {
                let reads = m.args.map { "\($0.name): try reader.\($0.options ? "options" : "next")(\($0.type).self)" }
                out.line("            case .\(m.name): self = .\(m.name)(\(reads.joined(separator: ", ")))")
            }
        }
        out.line("            }")
        out.line("        }")
        out.line()
        out.line("        public init(from decoder: any Decoder) throws { self = try Self.decodeJSON(from: decoder) }")
        out.line("        public func encode(to encoder: any Encoder) throws { try encodeJSON(to: encoder) }")
        out.line("    }")
        out.line()
        try renderReply(interface, model, &out)
        out.line("}")
        out.line()
    }

    /// A method with results, as the Reply renders it: its case and each result's name and type.
    private struct Answer {
        var name: String
        var names: [String]
        var types: [String]
        var fields: String { zip(names, types).map { "\($0): \($1)" }.joined(separator: ", ") }
    }

    private static func renderReply(_ interface: InterfaceSpec, _ model: ContractModel, _ out: inout Output) throws(ContractError) {
        let ns = interface.shortName
        var answering: [Answer] = []
        for m in interface.methods where !m.outArgs.isEmpty {
            guard SwiftNames.lowerCamel(m.name) != "done" else { throw ContractError("\(interface.name).\(m.name): a method with results may not be called Done") }
            var types: [String] = []
            for a in m.outArgs { types.append(try SwiftNames.argumentType(a, of: m, in: interface, model)) }
            answering.append(Answer(name: SwiftNames.lowerCamel(m.name), names: m.outArgs.map { SwiftNames.lowerCamel($0.name) }, types: types))
        }
        let plain = interface.methods.filter(\.outArgs.isEmpty).map { SwiftNames.lowerCamel($0.name) }
        out.line("    /// What a call of \(interface.name) answers: `done` for a method without results, else its results typed.")
        out.line("    public enum Reply: Hashable, Sendable {")
        out.line("        case done")
        for r in answering { out.line("        case \(r.name)(\(r.fields))") }
        out.line()
        out.line("        /// The reply's values as the bus carries them, answering `method`; another method's reply is Failed.")
        out.line("        public func values(answering method: MethodName) throws(DBusError) -> [DBusValue] {")
        out.line("            switch (method, self) {")
        for r in answering {
            let bound = r.names.map { "let \($0)" }.joined(separator: ", ")
            out.line("            case (.\(r.name), .\(r.name)(\(bound))): return [\(r.names.map { "\($0).dbusValue" }.joined(separator: ", "))]")
        }
        if !plain.isEmpty { out.line("            case \(plain.map { "(.\($0), .done)" }.joined(separator: ", ")): return []") }
        if !answering.isEmpty { out.line("            default: throw .failed(\"\\(\(ns).name).\\(method.rawValue) cannot answer \\(self)\")") }
        out.line("            }")
        out.line("        }")
        out.line()
        out.line("        /// The reply to `method` from the values the bus carried.")
        out.line("        public init(method: MethodName, values: [DBusValue]) throws(DBusError) {")
        out.line("            switch method {")
        for r in answering {
            out.line("            case .\(r.name):")
            out.line("                let (\(r.names.joined(separator: ", "))) = try values.decode(\(r.types.map { "\($0).self" }.joined(separator: ", ")))")
            out.line("                self = .\(r.name)(\(r.names.map { "\($0): \($0)" }.joined(separator: ", ")))")
        }
        if !plain.isEmpty {
            out.line("            case \(plain.map { ".\($0)" }.joined(separator: ", ")):")
            out.line("                guard values.isEmpty else { throw .invalidArgs(\"\\(method.rawValue) answers nothing, got \\(values.count) value(s)\") }")
            out.line("                self = .done")
        }
        out.line("            }")
        out.line("        }")
        out.line("    }")
    }
}
