// The contract as read from dbus/*.xml: interfaces with their members, documentation, access,
// errors, value lists and dictionary keys. Everything generated (Swift, docs/CONTRACT.md, the
// Python constants) is rendered from this.

public struct ContractModel: Sendable {
    public var busName: String
    public var interfaces: [InterfaceSpec]
    public var errors: [ErrorSpec]

    public init(busName: String, interfaces: [InterfaceSpec], errors: [ErrorSpec]) {
        self.busName = busName
        self.interfaces = interfaces
        self.errors = errors
    }

    public func error(_ shortName: String) -> ErrorSpec? { errors.first { $0.shortName == shortName } }

    /// Every value list of the contract, in the order the interfaces declare them.
    public var enums: [EnumSpec] { interfaces.flatMap(\.enums) }

    public func enumeration(_ name: String) -> EnumSpec? { enums.first { $0.name == name } }

    /// Every `a{sv}` argument and property whose keys the XML declares, in contract order.
    public var keyedDictionaries: [KeyedDictionary] {
        interfaces.flatMap { i in
            i.methods.flatMap { m in (m.inArgs + m.outArgs).compactMap { a in
                a.keys.map { KeyedDictionary(interface: i, typeName: SwiftNames.upperCamel(m.name) + SwiftNames.upperCamel(a.name),
                                             owner: "\(i.shortName).\(m.name) \(a.name)", keys: $0) }
            } } + i.properties.compactMap { p in
                p.keys.map { KeyedDictionary(interface: i, typeName: p.name, owner: "\(i.shortName).\(p.name)", keys: $0) }
            }
        }
    }
}

/// A value list (`org.keyboardd.Enum.NAME` on an interface): the strings an argument, a property or
/// a key takes.
public struct EnumSpec: Sendable, Equatable {
    /// `KeyboardMode`: the Swift type's name, unique in the contract.
    public var name: String
    /// The interface that declares it (its Swift type is nested in that interface's namespace).
    public var interface: String
    /// In the XML's order; `""` in the XML is the empty string.
    public var values: [String]
    /// The list ends with `...`: the element also takes values the DocString describes (input
    /// modes' `third-party:NAME:HEIGHT`); the list names the fixed ones.
    public var isOpen: Bool
}

/// One key of an `a{sv}` (`org.keyboardd.Keys`): its name, the D-Bus type of its value, and the
/// value list a string (or each string of an array) comes from.
public struct KeySpec: Sendable, Equatable {
    public var name: String
    public var signature: String
    public var values: String?
    /// The value list whose values are the keys (`{LIST}:TYPE`), for this key made from one.
    public var from: String? = nil
}

/// An `a{sv}` whose keys are declared, as the generators see it: the typed struct made for it.
public struct KeyedDictionary: Sendable {
    public var interface: InterfaceSpec
    /// `BecomeFirstResponderTraits` (method and argument) or `Settings` (property), nested in the
    /// interface's namespace.
    public var typeName: String
    /// `App1.BecomeFirstResponder traits`, for documentation.
    public var owner: String
    public var keys: [KeySpec]
}

public struct ErrorSpec: Sendable, Equatable {
    /// `UnknownApp`.
    public var shortName: String
    /// `org.keyboardd.Server1.Error.UnknownApp`.
    public var fullName: String
    public var doc: String
    /// One of the standard `org.freedesktop.DBus.Error.*`.
    public var isStandard: Bool
}

/// An annotation kept as the XML has it (the standard ones are served).
public struct AnnotationSpec: Sendable, Equatable {
    public var name: String
    public var value: String
}

public struct ArgSpec: Sendable, Equatable {
    public var name: String
    public var signature: String
    /// "in", "out", or nil for a signal's.
    public var direction: String?
    public var doc: String
    /// `org.keyboardd.Type`: the contract's name for a structured value.
    public var type: String?
    /// `org.keyboardd.Values`: the value list a string (or each string of an array) comes from.
    public var values: String? = nil
    /// `org.keyboardd.Keys`: the keys of an `a{sv}`, with their types.
    public var keys: [KeySpec]? = nil
}

public struct MethodSpec: Sendable, Equatable {
    public var name: String
    public var doc: String
    public var access: String
    public var errors: [String]
    public var inArgs: [ArgSpec]
    public var outArgs: [ArgSpec]
}

public struct PropertySpec: Sendable, Equatable {
    public var name: String
    public var signature: String
    public var access: String
    public var doc: String
    public var type: String?
    public var errors: [String]
    /// `org.freedesktop.DBus.Property.EmitsChangedSignal`, when the XML says.
    public var emitsChangedSignal: String?
    public var values: String? = nil
    public var keys: [KeySpec]? = nil

    /// PropertiesChanged carries its new value (the default, or `true`).
    public var emitsValue: Bool { emitsChangedSignal == nil || emitsChangedSignal == "true" }
}

public struct SignalSpec: Sendable, Equatable {
    public var name: String
    public var doc: String
    public var delivery: String
    public var args: [ArgSpec]
    /// `org.keyboardd.Extends`: `INTERFACE.SIGNAL` whose arguments this one begins with (its
    /// marshalled body is reused).
    public var extends: String?
}

public struct InterfaceSpec: Sendable, Equatable {
    public var name: String
    public var doc: String
    /// `org.keyboardd.ObjectPath`; may hold one `{placeholder}` as its last element.
    public var path: String
    public var methods: [MethodSpec]
    public var properties: [PropertySpec]
    public var signals: [SignalSpec]
    /// The value lists declared on this interface.
    public var enums: [EnumSpec] = []

    /// `Server1` for `org.keyboardd.Server1`.
    public var shortName: String { String(name.split(separator: ".").last ?? Substring(name)) }
}

/// What is wrong with a contract file, with the file and element it is about.
public struct ContractError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
