/// Renders the client side of an interface's properties: the decoder that is `PropertyValue`'s
/// counterpart, a received PropertiesChanged typed, every property in one struct (GetAll's answer
/// kept up to date), and on the proxy one stream per property in zbus's
/// `receive_<property>_changed` shape (`receiveModeChanged()`), from PropertiesChanged, an
/// invalidated value read with Get.
enum PropertyRenderer {
    static func render(_ interface: InterfaceSpec, _ out: inout Output) throws(ContractError) {
        guard !interface.properties.isEmpty else { return }
        let ns = interface.shortName
        var fields: [(property: PropertySpec, name: String, type: String)] = []
        for p in interface.properties {
            fields.append((p, SwiftNames.lowerCamel(p.name), try SwiftNames.swiftType(p.signature, named: p.type, where: "\(interface.name).\(p.name)")))
        }
        out.line("extension \(ns).PropertyValue {")
        out.line("    /// The one decoder, the counterpart of `dbusValue`: `name`'s value as Get or PropertiesChanged")
        out.line("    /// carries it (the variant unwrapped).")
        out.line("    public init(name: String, value: DBusValue) throws(DBusError) {")
        out.line("        switch name {")
        for f in fields {
            out.line("        case \(ns).PropertyName.\(f.name).rawValue: self = .\(f.name)(try \(f.type)(dbusValue: value))")
        }
        out.line("        default: throw .unknownProperty(\"\\(\(ns).name) has no property \\(name)\")")
        out.line("        }")
        out.line("    }")
        out.line()
        out.line("    public var propertyName: \(ns).PropertyName {")
        out.line("        switch self {")
        for f in fields { out.line("        case .\(f.name): .\(f.name)") }
        out.line("        }")
        out.line("    }")
        out.line()
        out.line("    /// The value as the property `name` answers it; a value of another property is a failure of the")
        out.line("    /// implementation, not served under the wrong name.")
        out.line("    public func dbusValue(for name: \(ns).PropertyName) throws(DBusError) -> DBusValue {")
        out.line("        guard propertyName == name else { throw .failed(\"\\(\(ns).name).\\(name.rawValue) answered \\(self.name)\") }")
        out.line("        return dbusValue")
        out.line("    }")
        out.line("}")
        out.line()
        out.line("extension \(ns) {")
        out.line("    /// A PropertiesChanged of \(interface.name), typed: the values it carries, in the order it carries")
        out.line("    /// them (a property the contract does not have, or a value that does not decode, is left out),")
        out.line("    /// and the properties it invalidates.")
        out.line("    public struct PropertiesChanged: Hashable, Sendable {")
        out.line("        public var changed: [PropertyValue]")
        out.line("        public var invalidated: [PropertyName]")
        out.line()
        out.line("        public init(changed: [PropertyValue], invalidated: [PropertyName] = []) {")
        out.line("            (self.changed, self.invalidated) = (changed, invalidated)")
        out.line("        }")
        out.line()
        out.line("        /// The one decoder of the signal; another interface's PropertiesChanged is an error.")
        out.line("        public init(_ message: Message) throws(DBusError) {")
        out.line("            let signal = try PropertiesChangedSignal(message)")
        out.line("            guard signal.interface == \(ns).name else { throw .invalidArgs(\"PropertiesChanged of \\(signal.interface), not \\(\(ns).name)\") }")
        out.line("            self.init(changed: signal.changed.compactMap { try? PropertyValue(name: $0.name, value: $0.value) },")
        out.line("                      invalidated: signal.invalidated.compactMap(PropertyName.init(rawValue:)))")
        out.line("        }")
        out.line("    }")
        out.line()
        out.line("    /// Every property of \(interface.name), nil where not known: GetAll's answer (`Proxy.properties()`),")
        out.line("    /// kept up to date with `apply`.")
        out.line("    public struct Properties: Hashable, Sendable {")
        for f in fields { out.line("        public var \(f.name): \(f.type)?") }
        out.line()
        out.line("        public init() {}")
        out.line()
        out.line("        /// GetAll's or InterfacesAdded's values by name; one that does not decode stays nil.")
        out.line("        public init(_ values: [String: DBusValue]) {")
        out.line("            for (name, value) in values {")
        out.line("                if let value = try? PropertyValue(name: name, value: value) { apply(value) }")
        out.line("            }")
        out.line("        }")
        out.line()
        out.line("        public mutating func apply(_ value: PropertyValue) {")
        out.line("            switch value {")
        for f in fields { out.line("            case .\(f.name)(let value): \(f.name) = value") }
        out.line("            }")
        out.line("        }")
        out.line()
        out.line("        public mutating func apply(_ changes: PropertiesChanged) {")
        out.line("            for value in changes.changed { apply(value) }")
        out.line("        }")
        out.line("    }")
        out.line("}")
        out.line()
        out.line("extension \(ns).Proxy {")
        out.line("    /// Every property now (GetAll), typed.")
        out.line("    public func properties() throws(DBusError) -> \(ns).Properties { \(ns).Properties(try object.allProperties()) }")
        out.line()
        out.line("    /// Async form of `properties`.")
        out.line("    public func properties() async throws(DBusError) -> \(ns).Properties { \(ns).Properties(try await object.allProperties()) }")
        out.line()
        out.line("    /// This object's PropertiesChanged, typed, as they arrive (all its properties in one stream, in order).")
        out.line("    public func propertiesChanged(addToBus: Bool = true) throws(DBusError) -> AsyncStream<\(ns).PropertiesChanged> {")
        out.line("        try object.propertiesChanged(addToBus: addToBus) { (message: Message) throws(DBusError) in try \(ns).PropertiesChanged(message) }")
        out.line("    }")
        for f in fields where f.property.emitsChangedSignal != "false" && f.property.emitsChangedSignal != "const" {
            out.line()
            out.doc("`\(f.property.name)` as it changes (zbus's `receive_\(PythonRenderer.snake(f.property.name).lowercased())_changed`): each new "
                + "value from PropertiesChanged, an invalidated one read with Get; `PropertyStream` says more.", indent: 4)
            out.line("    public func receive\(SwiftNames.upperCamel(f.property.name))Changed(addToBus: Bool = true) throws(DBusError) -> PropertyStream<\(f.type)> {")
            out.line("        try object.propertyChanges(\(ns).PropertyName.\(f.name).rawValue, as: \(f.type).self, addToBus: addToBus)")
            out.line("    }")
        }
        out.line("}")
        out.line()
    }
}
