/// Renders an interface's `Proxy`, the interface as a caller sees it: each method blocking and
/// async, property getters, and signals as streams or subscriptions, typed as the XML says.
enum ProxyRenderer {
    static func render(_ interface: InterfaceSpec, _ slot: PathPlaceholder?, _ model: ContractModel,
                       _ out: inout Output) throws(ContractError) {
        let ns = interface.shortName
        let methodNames = Set(interface.methods.map { SwiftNames.lowerCamel($0.name) })
        for p in interface.properties where methodNames.contains(SwiftNames.lowerCamel(p.name)) {
            throw ContractError("\(interface.name): property \(p.name) and a method have the same Swift name")
        }
        out.line("extension \(ns) {")
        out.line("    /// \(interface.name) as a caller sees it: each method blocking and async, property")
        out.line("    /// getters, and signals as streams or subscriptions, typed as the XML says.")
        out.line("    public struct Proxy: Sendable {")
        out.line("        public var object: ObjectProxy")
        out.line()
        out.line("        public init(_ connection: Connection, destination: String = Contract.busName, path: ObjectPath\(slot == nil ? " = \(ns).path" : ""),")
        out.line("                    timeout: Duration = Connection.defaultTimeout) {")
        out.line("            object = ObjectProxy(connection: connection, destination: destination, path: path, interface: \(ns).name, timeout: timeout)")
        out.line("        }")
        if let slot {
            out.line()
            out.line("        public init(_ connection: Connection, \(slot.label): String, destination: String = Contract.busName,")
            out.line("                    timeout: Duration = Connection.defaultTimeout) {")
            out.line("            self.init(connection, destination: destination, path: \(ns).path(\(slot.label)), timeout: timeout)")
            out.line("        }")
        }
        for m in interface.methods {
            var params: [String] = []
            var values: [String] = []
            for a in m.inArgs {
                let name = SwiftNames.lowerCamel(a.name)
                params.append("\(name): \(try SwiftNames.argumentType(a, of: m, in: interface, model))")
                values.append("\(name).dbusValue")
            }
            var outTypes: [String] = []
            for a in m.outArgs { outTypes.append("\(try SwiftNames.argumentType(a, of: m, in: interface, model)).self") }
            let ret = try SwiftNames.returnClause(m, interface, model)
            for isAsync in [false, true] {
                out.line()
                if isAsync { out.line("        /// Async form of `\(SwiftNames.lowerCamel(m.name))`.") } else {
                    out.memberDoc(m.doc, errors: m.errors, access: m.access, indent: 8)
                }
                out.line("        public func \(SwiftNames.lowerCamel(m.name))(\(params.joined(separator: ", ")))\(isAsync ? " async" : "") throws(DBusError)\(ret) {")
                let call = "\(isAsync ? "await " : "")object.call(\(SwiftNames.literal(m.name)), [\(values.joined(separator: ", "))])"
                switch m.outArgs.count {
                case 0:
                    out.line("            _ = try \(call)")
                case 1:
                    out.line("            return try \(call).decode(\(outTypes[0]))")
                default:
                    let names = m.outArgs.map { SwiftNames.lowerCamel($0.name) }
                    out.line("            let (\(names.joined(separator: ", "))) = try \(call).decode(\(outTypes.joined(separator: ", ")))")
                    out.line("            return (\(names.map { "\($0): \($0)" }.joined(separator: ", ")))")
                }
                out.line("        }")
            }
        }
        if !interface.methods.isEmpty {
            for isAsync in [false, true] {
                out.line()
                if isAsync { out.line("        /// Async form of `perform`.") } else {
                    out.line("        /// Sends any call of \(interface.name) (built from its typed cases, or by a tool from words, YAML")
                    out.line("        /// or JSON) and returns its reply typed.")
                }
                out.line("        public func perform(_ request: \(ns).Call)\(isAsync ? " async" : "") throws(DBusError) -> \(ns).Reply {")
                out.line("            try \(ns).Reply(method: request.method, values: \(isAsync ? "await " : "")object.call(request.method.rawValue, request.arguments))")
                out.line("        }")
            }
        }
        for p in interface.properties {
            let swift = try SwiftNames.type(of: p, "\(interface.name).\(p.name)")
            for isAsync in [false, true] {
                out.line()
                if isAsync { out.line("        /// Async form of `\(SwiftNames.lowerCamel(p.name))`.") } else {
                    out.memberDoc(p.doc, errors: p.errors, access: nil, indent: 8)
                }
                out.line("        public func \(SwiftNames.lowerCamel(p.name))()\(isAsync ? " async" : "") throws(DBusError) -> \(swift) {")
                out.line("            try \(isAsync ? "await " : "")object.property(\(SwiftNames.literal(p.name)), as: \(swift).self)")
                out.line("        }")
            }
        }
        for s in interface.signals {
            let payload = "\(ns).\(SwiftNames.upperCamel(s.name))"
            let stream = SwiftNames.lowerCamel(s.name) + "s"
            out.line()
            out.doc("\(s.name) signals of this object as they arrive, decoded. \(s.doc)", indent: 8)
            out.line("        public func \(stream)(addToBus: Bool = true) throws(DBusError) -> AsyncStream<\(payload)> {")
            out.line("            try object.signals(\(SwiftNames.literal(s.name)), addToBus: addToBus) { (message: Message) throws(DBusError) in try \(payload)(message) }")
            out.line("        }")
            out.line()
            out.doc("Calls `handler` on the loop thread for each \(s.name) of this object.", indent: 8)
            out.line("        public func on\(SwiftNames.upperCamel(s.name))(addToBus: Bool = true, _ handler: @escaping @Sendable (\(payload)) -> Void) throws(DBusError) -> Subscription {")
            out.line("            try object.subscribe(\(SwiftNames.literal(s.name)), addToBus: addToBus, decode: { (message: Message) throws(DBusError) in try \(payload)(message) }, handler)")
            out.line("        }")
        }
        out.line("    }")
        out.line("}")
        out.line()
    }
}
