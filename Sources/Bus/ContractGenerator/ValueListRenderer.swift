/// Renders the value lists and keyed dictionaries of the contract (`org.keyboardd.Enum.NAME`,
/// `org.keyboardd.Keys`) as Swift: one enum per list, nested in the interface that declares it;
/// one struct per `a{sv}` with declared keys, nested in its interface; and `Contract.enumerations`.
enum ValueListRenderer {
    static func render(_ model: ContractModel, _ out: inout Output) throws(ContractError) {
        out.line("// MARK: - Value lists and keyed dictionaries")
        out.line()
        out.line("extension Contract {")
        out.line("    /// Every value list of the contract (`org.keyboardd.Enum.NAME`), in the XML's order.")
        out.line("    public static let enumerations: [EnumerationDescription] = [")
        for e in model.enums { out.line("        \(swiftName(e, model)).enumeration,") }
        out.line("    ]")
        out.line("}")
        out.line()
        for interface in model.interfaces where !interface.enums.isEmpty {
            out.line("extension \(interface.shortName) {")
            for e in interface.enums { renderEnum(e, users(of: e.name, model), &out) }
            out.line("}")
            out.line()
        }
        for dictionary in model.keyedDictionaries { try renderKeys(dictionary, model, &out) }
    }

    /// `Keyboard1.KeyboardMode`.
    static func swiftName(_ e: EnumSpec, _ model: ContractModel) -> String {
        let interface = model.interfaces.first { $0.name == e.interface }?.shortName ?? e.interface
        return "\(interface).\(e.name)"
    }

    /// Where a list is used, as docs/CONTRACT.md names the elements: `Control1.Rotate orientation`.
    static func users(of list: String, _ model: ContractModel) -> [String] {
        var users: [String] = []
        for i in model.interfaces {
            for m in i.methods {
                for a in m.inArgs + m.outArgs where a.values == list { users.append("\(i.shortName).\(m.name) \(a.name)") }
            }
            for p in i.properties where p.values == list || p.type == list { users.append("\(i.shortName).\(p.name)") }
            for s in i.signals { for a in s.args where a.values == list { users.append("\(i.shortName).\(s.name) \(a.name)") } }
        }
        for d in model.keyedDictionaries {
            for k in d.keys where k.values == list { users.append("\(d.owner) \(k.name)") }
            if d.keys.contains(where: { $0.from == list }) { users.append("\(d.owner) keys") }
        }
        return users
    }

    private static func renderEnum(_ e: EnumSpec, _ users: [String], _ out: inout Output) {
        var doc = "`\(e.name)`: \(e.values.map { $0.isEmpty ? "\"\"" : $0 }.joined(separator: ", "))"
        doc += e.isOpen ? ", and values the DocStrings describe." : "."
        if !users.isEmpty { doc += " Taken by \(users.joined(separator: ", "))." }
        out.doc(doc, indent: 4)
        out.line("    public enum \(e.name): String, ContractEnumeration {")
        for value in e.values { out.line("        case \(SwiftNames.caseName(value)) = \(SwiftNames.literal(value))") }
        out.line()
        out.line("        public static var enumeration: EnumerationDescription {")
        out.line("            EnumerationDescription(name: \(SwiftNames.literal(e.name)), interface: \(SwiftNames.literal(e.interface)),")
        out.line("                                   values: allCases.map(\\.rawValue), isOpen: \(e.isOpen))")
        out.line("        }")
        out.line("    }")
    }

    /// A key's Swift type: a string (or each string of an array) from a closed value list is its
    /// enumeration; else the value's type on the bus.
    private static func fieldType(_ key: KeySpec, _ place: String, _ model: ContractModel) throws(ContractError) -> String {
        if let e = closedList(key, model) { return key.signature == "as" ? "[\(swiftName(e, model))]" : swiftName(e, model) }
        let named = SwiftNames.namedTypes.first { !$0.value.writerOnly && $0.value.signature == key.signature }?.key
        if let plain = try? SwiftNames.swiftType(key.signature, named: nil, where: place) { return plain }
        return try SwiftNames.swiftType(key.signature, named: named, where: place)
    }

    /// The closed value list a key's strings come from, if any.
    private static func closedList(_ key: KeySpec, _ model: ContractModel) -> EnumSpec? {
        guard let list = key.values, let e = model.enumeration(list), !e.isOpen else { return nil }
        return e
    }

    private static func renderKeys(_ d: KeyedDictionary, _ model: ContractModel, _ out: inout Output) throws(ContractError) {
        var fields: [(name: String, key: KeySpec, type: String)] = []
        for key in d.keys {
            fields.append((SwiftNames.caseName(key.name), key, try fieldType(key, "\(d.owner) key \(key.name)", model)))
        }
        out.line("extension \(d.interface.shortName) {")
        out.doc("\(d.owner) (`a{sv}`) with its declared keys, each field typed as its value on the bus, a "
            + "string from a closed value list as its enumeration. Keys: "
            + d.keys.map { "\($0.name) \($0.signature)\($0.values.map { " (\($0))" } ?? "")" }.joined(separator: ", ") + ".", indent: 4)
        out.line("    public struct \(d.typeName): ContractOptions {")
        out.line("        /// The keys' names on the bus.")
        out.line("        public enum Key: String, CaseIterable, Hashable, Sendable {")
        for f in fields { out.line("            case \(f.name) = \(SwiftNames.literal(f.key.name))") }
        out.line("        }")
        out.line()
        out.line("        public static let keys: [KeyDescription] = [")
        for f in fields {
            let values = f.key.values.map { ", values: \(SwiftNames.literal($0))" } ?? ""
            out.line("            KeyDescription(name: Key.\(f.name).rawValue, signature: \(SwiftNames.literal(f.key.signature))\(values)),")
        }
        out.line("        ]")
        out.line()
        for f in fields {
            if let list = f.key.values, let e = model.enumeration(list), e.isOpen { out.line("        /// \(swiftName(e, model)) values.") }
            out.line("        public var \(f.name): \(f.type)?")
        }
        out.line()
        out.line("        public init(\(fields.map { "\($0.name): \($0.type)? = nil" }.joined(separator: ", "))) {")
        for f in fields { out.line("            self.\(f.name) = \(f.name)") }
        out.line("        }")
        out.line()
        out.line("        public init(dictionary: [String: DBusValue], unknownKeys: UnknownKeys) throws(OptionsError) {")
        out.line("            let values = try KeyedValues(dictionary, keys: Self.keys, unknownKeys: unknownKeys)")
        out.line("            self.init(")
        for (index, f) in fields.enumerated() {
            let read = closedList(f.key, model) != nil
                ? "try values.enumeration\(f.key.signature == "as" ? "s" : "")(Key.\(f.name).rawValue)"
                : f.key.signature == "d" ? "values.double(Key.\(f.name).rawValue)" : "values.value(Key.\(f.name).rawValue)"
            out.line("                \(f.name): \(read)\(index == fields.count - 1 ? ")" : ",")")
        }
        out.line("        }")
        out.line()
        out.line("        public var dictionary: [String: DBusValue] {")
        out.line("            var dictionary: [String: DBusValue] = [:]")
        for f in fields { out.line("            if let \(f.name) { dictionary[Key.\(f.name).rawValue] = \(f.name).dbusValue }") }
        out.line("            return dictionary")
        out.line("        }")
        out.line("    }")
        out.line("}")
        out.line()
    }
}
