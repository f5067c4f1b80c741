// The contract as read from dbus/*.xml: interfaces with their members, documentation, access
// and errors. Everything generated (Swift, docs/CONTRACT.md) is rendered from this.

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

    /// `Server1` for `org.keyboardd.Server1`.
    public var shortName: String { String(name.split(separator: ".").last ?? Substring(name)) }
}

/// What is wrong with a contract file, with the file and element it is about.
public struct ContractError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
