/// The declarative table of one exported interface (the sd-bus vtable idea): methods with
/// their in/out signatures, properties with getters and optional setters, and signals.
/// `Introspect`, `Properties` and argument checking all come from this table.
/// Handlers run on the connection's loop thread.
///
/// Unchecked Sendable: its handlers and getters are not `@Sendable`; the layer calls them on the loop thread only.
public struct DBusInterface: @unchecked Sendable {
    public var name: String
    public var methods: [DBusMethod]
    public var properties: [DBusProperty]
    public var signals: [DBusSignal]

    public init(name: String, methods: [DBusMethod] = [], properties: [DBusProperty] = [], signals: [DBusSignal] = []) {
        self.name = name
        self.methods = methods
        self.properties = properties
        self.signals = signals
    }

    public func method(_ name: String) -> DBusMethod? { methods.first { $0.name == name } }
    public func property(_ name: String) -> DBusProperty? { properties.first { $0.name == name } }

    /// Every name valid and every signature a single complete type.
    func validate() throws(DBusError) {
        guard Names.isValidInterface(name) else { throw .invalidArgs("invalid interface name '\(name)'") }
        for m in methods {
            guard Names.isValidMember(m.name) else { throw .invalidArgs("invalid method name '\(m.name)'") }
            for arg in m.inArguments + m.outArguments where !Names.isValidSingleSignature(arg.signature) {
                throw .invalidArgs("invalid signature '\(arg.signature)' in \(name).\(m.name)")
            }
        }
        for p in properties {
            guard Names.isValidMember(p.name), Names.isValidSingleSignature(p.signature) else {
                throw .invalidArgs("invalid property \(name).\(p.name) of type '\(p.signature)'")
            }
        }
        for s in signals {
            guard Names.isValidMember(s.name) else { throw .invalidArgs("invalid signal name '\(s.name)'") }
            for arg in s.arguments where !Names.isValidSingleSignature(arg.signature) {
                throw .invalidArgs("invalid signature '\(arg.signature)' in signal \(name).\(s.name)")
            }
        }
    }
}

public struct DBusArgument: Hashable, Sendable {
    public var name: String
    public var signature: String

    public init(_ name: String, _ signature: String) {
        self.name = name
        self.signature = signature
    }
}

/// What a method handler is told about the call it answers.
public struct MethodCall: Sendable {
    public let message: Message
    /// The caller's unique name (`:1.42`).
    public let sender: String
    public let path: ObjectPath
    public let interface: String
    public let member: String
    /// Already checked against the method's in-signature.
    public let arguments: [DBusValue]
}

/// One method of a `DBusInterface`.
///
/// Unchecked Sendable: `handler` is not `@Sendable`; the layer calls it on the loop thread only.
public struct DBusMethod: @unchecked Sendable {
    public var name: String
    public var inArguments: [DBusArgument]
    public var outArguments: [DBusArgument]
    /// Returns the out arguments, or throws the error to answer with.
    public var handler: (MethodCall) throws(DBusError) -> [DBusValue]

    public init(_ name: String, in inArguments: [DBusArgument] = [], out outArguments: [DBusArgument] = [],
                handler: @escaping (MethodCall) throws(DBusError) -> [DBusValue]) {
        self.name = name
        self.inArguments = inArguments
        self.outArguments = outArguments
        self.handler = handler
    }

    public var inSignature: String { inArguments.map(\.signature).joined() }
    public var outSignature: String { outArguments.map(\.signature).joined() }
}

/// One property of a `DBusInterface`.
///
/// Unchecked Sendable: `get` and `set` are not `@Sendable`; the layer calls them on the loop thread only.
public struct DBusProperty: @unchecked Sendable {
    public enum Access: String, Sendable { case read, write, readwrite }

    /// The `org.freedesktop.DBus.Property.EmitsChangedSignal` annotation.
    public enum ChangeSignal: String, Sendable {
        case emits = "true", invalidates, const, none = "false"
    }

    public var name: String
    public var signature: String
    public var access: Access
    public var changeSignal: ChangeSignal
    public var get: () throws(DBusError) -> DBusValue
    /// Nil for read-only properties; receives the value (already checked against `signature`).
    public var set: ((DBusValue, MethodCall) throws(DBusError) -> Void)?

    public init(_ name: String, _ signature: String, changeSignal: ChangeSignal = .emits,
                get: @escaping () throws(DBusError) -> DBusValue,
                set: ((DBusValue, MethodCall) throws(DBusError) -> Void)? = nil) {
        self.name = name
        self.signature = signature
        self.access = set == nil ? .read : .readwrite
        self.changeSignal = changeSignal
        self.get = get
        self.set = set
    }
}

public struct DBusSignal: Hashable, Sendable {
    public var name: String
    public var arguments: [DBusArgument]

    public init(_ name: String, _ arguments: [DBusArgument] = []) {
        self.name = name
        self.arguments = arguments
    }

    public var signature: String { arguments.map(\.signature).joined() }
}
