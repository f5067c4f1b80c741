/// Renders one payload struct per signal: its typed arguments, the one decoder and the one
/// encoder, the marshalled body and the messages made from it, and for a signal that extends
/// another (`org.keyboardd.Extends`) the same made from the other's body.
enum SignalRenderer {
    static func render(_ interface: InterfaceSpec, _ model: ContractModel, _ out: inout Output) throws(ContractError) {
        let ns = interface.shortName
        for (index, s) in interface.signals.enumerated() {
            let type = SwiftNames.upperCamel(s.name)
            var fields: [(name: String, type: String, doc: String)] = []
            for a in s.args {
                fields.append((SwiftNames.lowerCamel(a.name), try SwiftNames.type(of: a, "\(interface.name).\(s.name)", signal: true), a.doc))
            }
            out.line("extension \(ns) {")
            out.doc("\(s.name) (\(s.delivery)): \(s.doc)", indent: 4)
            out.line("    public struct \(type): ContractSignal {")
            for f in fields {
                out.doc(f.doc, indent: 8)
                out.line("        public var \(f.name): \(f.type)")
            }
            out.line()
            out.line("        public init(\(fields.map { "\($0.name): \($0.type)" }.joined(separator: ", "))) {")
            for f in fields { out.line("            self.\(f.name) = \(f.name)") }
            out.line("        }")
            out.line()
            out.line("        /// The arguments of a received \(s.name).")
            out.line("        public init(_ message: Message) throws(DBusError) {")
            out.line("            try self.init(arguments: message.arguments())")
            out.line("        }")
            out.line()
            out.line("        /// The one decoder: the arguments as the bus carries them.")
            out.line("        public init(arguments: [DBusValue]) throws(DBusError) {")
            let names = fields.map(\.name)
            let types = fields.map { "\($0.type).self" }
            if fields.count == 1 {
                out.line("            let \(names[0]) = try arguments.decode(\(types[0]))")
            } else if !fields.isEmpty {
                out.line("            let (\(names.joined(separator: ", "))) = try arguments.decode(\(types.joined(separator: ", ")))")
            }
            out.line("            self.init(\(names.map { "\($0): \($0)" }.joined(separator: ", ")))")
            out.line("        }")
            out.line()
            out.line("        /// The arguments as the bus carries them, in order (for the JSON form).")
            out.line("        public var arguments: [DBusValue] { [\(names.map { "\($0).dbusValue" }.joined(separator: ", "))] }")
            out.line()
            out.line("        public static var signalDescription: SignalDescription { \(ns).description.signals[\(index)] }")
            out.line()
            out.line("        public init(from decoder: any Decoder) throws { self = try Self.decodeJSON(from: decoder) }")
            out.line("        public func encode(to encoder: any Encoder) throws { try encodeJSON(to: encoder) }")
            out.line()
            out.line("        /// The one encoder: the arguments, in order.")
            out.line("        public func write(to body: inout BodyWriter) {")
            for f in fields { out.line("            body.append(\(f.name))") }
            out.line("        }")
            out.line()
            out.line("        /// The arguments marshalled once, for `signal(body:)` and the signals that extend them.")
            out.line("        public func body() throws(DBusError) -> SignalBody<Self> {")
            out.line("            SignalBody(try SignalTemplate { write(to: &$0) })")
            out.line("        }")
            out.line()
            out.line("        /// \(interface.name).\(s.name), as dbus/*.xml names it: the generator checked both names, so")
            out.line("        /// its signals are sent without checking them again.")
            out.line("        public static var signalMember: SignalMember {")
            out.line("            SignalMember(generated: \(SwiftNames.literal(interface.name)), member: \(SwiftNames.literal(s.name)))")
            out.line("        }")
            out.line()
            out.line("        /// \(interface.name).\(s.name) with `body`, ready for `message(path:destination:)` (copied per object).")
            out.line("        public static func signal(body: SignalBody<Self>) throws(DBusError) -> SignalTemplate {")
            out.line("            try body.template.signal(signalMember) { _ in }")
            out.line("        }")
            out.line()
            out.line("        /// \(interface.name).\(s.name) with `body` at `path`, to `destination` (nil: broadcast), in one")
            out.line("        /// copy of the body: for a signal sent once, where `signal(body:)` would be a second copy.")
            out.line("        public static func message(body: SignalBody<Self>, path: ObjectPath, destination: String? = nil) throws(DBusError) -> Message {")
            out.line("            try body.template.message(signalMember, path: path, destination: destination)")
            out.line("        }")
            out.line()
            out.line("        /// Sends this signal once, at `path`, to `destination` (nil: broadcast).")
            out.line("        public func emit(on connection: Connection, path: ObjectPath, destination: String? = nil) throws(DBusError) {")
            out.line("            try connection.send(Message.signal(path: path, interface: \(ns).name, member: \(SwiftNames.literal(s.name)),")
            out.line("                                               destination: destination) { write(to: &$0) })")
            out.line("        }")
            // A signal declared to extend another (its arguments begin with all of the other's) is
            // made from the other's marshalled body.
            if let extends = s.extends, let dot = extends.lastIndex(of: "."),
               let interface2 = model.interfaces.first(where: { $0.name == extends[..<dot] }),
               let other = interface2.signals.first(where: { $0.name == extends[extends.index(after: dot)...] }) {
                let rest = Array(fields[other.args.count...])
                let otherType = "\(interface2.shortName).\(SwiftNames.upperCamel(other.name))"
                out.line()
                out.line("        /// \(interface.name).\(s.name) from \(interface2.shortName).\(other.name)'s marshalled arguments, the rest")
                out.line("        /// written after them: one body serves both signals.")
                out.line("        public static func signal(extending body: SignalBody<\(otherType)>, \(rest.map { "\($0.name): \($0.type)" }.joined(separator: ", "))) throws(DBusError) -> SignalTemplate {")
                out.line("            try body.template.signal(signalMember) { body in")
                for f in rest { out.line("                body.append(\(f.name))") }
                out.line("            }")
                out.line("        }")
                out.line()
                out.line("        /// The same at `path`, to `destination` (nil: broadcast), in one copy of the body: for a")
                out.line("        /// signal sent once.")
                let parameters = ["extending body: SignalBody<\(otherType)>"] + rest.map { "\($0.name): \($0.type)" }
                    + ["path: ObjectPath", "destination: String? = nil"]
                out.line("        public static func message(\(parameters.joined(separator: ", "))) throws(DBusError) -> Message {")
                out.line("            try body.template.message(signalMember, path: path, destination: destination) { body in")
                for f in rest { out.line("                body.append(\(f.name))") }
                out.line("            }")
                out.line("        }")
            }
            out.line("    }")
            out.line("}")
            out.line()
        }
    }
}
