import DBus

// The contract's members as values, generated from dbus/*.xml: what each is, its arguments,
// the errors it answers and who may call it. keyboardctl, scenario files and the served tables
// are driven from these.

/// Who may call a method (`org.keyboardd.Access`).
public enum Access: String, Hashable, Sendable {
    /// Only the connection that registered the app (App1); any other caller gets AccessDenied.
    case owner
    case anyone
}

/// How a signal travels (`org.keyboardd.Delivery`).
public enum Delivery: String, Hashable, Sendable {
    /// To one connection (the app's).
    case unicast
    /// To everyone who matches it.
    case broadcast
}

public struct ArgumentDescription: Hashable, Sendable {
    /// As the XML spells it (`bundle_id`).
    public let name: String
    public let signature: String
    public let doc: String
    /// The contract's name of a structured value (`Rect`, `WindowEntry`...), for arrays of its
    /// element; nil for plain values.
    public let type: String?
    /// The value list its strings come from (`org.keyboardd.Values`; `Contract.enumeration(named:)`).
    public let values: String?
    /// The keys of an `a{sv}` with their types (`org.keyboardd.Keys`), when declared.
    public let keys: [KeyDescription]?

    public init(name: String, signature: String, doc: String, type: String? = nil, values: String? = nil,
                keys: [KeyDescription]? = nil) {
        (self.name, self.signature, self.doc, self.type, self.values, self.keys) = (name, signature, doc, type, values, keys)
    }

    public var dbusArgument: DBusArgument { DBusArgument(name, signature) }
}

public struct MethodDescription: Hashable, Sendable {
    public let name: String
    public let doc: String
    public let access: Access
    public let errors: [KeyboarddErrorName]
    public let inArguments: [ArgumentDescription]
    public let outArguments: [ArgumentDescription]

    public init(name: String, doc: String, access: Access, errors: [KeyboarddErrorName],
                inArguments: [ArgumentDescription], outArguments: [ArgumentDescription]) {
        self.name = name
        self.doc = doc
        self.access = access
        self.errors = errors
        self.inArguments = inArguments
        self.outArguments = outArguments
    }

    public var inSignature: String { inArguments.map(\.signature).joined() }
    public var outSignature: String { outArguments.map(\.signature).joined() }
}

public struct PropertyDescription: Hashable, Sendable {
    public let name: String
    public let signature: String
    public let doc: String
    public let type: String?
    public let errors: [KeyboarddErrorName]
    /// `org.freedesktop.DBus.Property.EmitsChangedSignal`: `.none` for a value that moves all the time.
    public let changeSignal: DBusProperty.ChangeSignal
    /// As `ArgumentDescription.values` and `keys`.
    public let values: String?
    public let keys: [KeyDescription]?

    public init(name: String, signature: String, doc: String, type: String? = nil, errors: [KeyboarddErrorName] = [],
                changeSignal: DBusProperty.ChangeSignal = .emits, values: String? = nil, keys: [KeyDescription]? = nil) {
        self.name = name
        self.signature = signature
        self.doc = doc
        self.type = type
        self.errors = errors
        self.changeSignal = changeSignal
        self.values = values
        self.keys = keys
    }
}

public struct SignalDescription: Hashable, Sendable {
    public let name: String
    public let doc: String
    public let delivery: Delivery
    public let arguments: [ArgumentDescription]

    public init(name: String, doc: String, delivery: Delivery, arguments: [ArgumentDescription]) {
        (self.name, self.doc, self.delivery, self.arguments) = (name, doc, delivery, arguments)
    }

    public var signature: String { arguments.map(\.signature).joined() }
}

public struct InterfaceDescription: Hashable, Sendable {
    public let name: String
    public let doc: String
    /// Where it is served; an app's path has `{bundle_id}` for the escaped bundle id.
    public let path: String
    public let methods: [MethodDescription]
    public let properties: [PropertyDescription]
    public let signals: [SignalDescription]

    public init(name: String, doc: String, path: String, methods: [MethodDescription],
                properties: [PropertyDescription], signals: [SignalDescription]) {
        self.name = name
        self.doc = doc
        self.path = path
        self.methods = methods
        self.properties = properties
        self.signals = signals
    }

    public func method(_ name: String) -> MethodDescription? { methods.first { $0.name == name } }
    public func property(_ name: String) -> PropertyDescription? { properties.first { $0.name == name } }
    public func signal(_ name: String) -> SignalDescription? { signals.first { $0.name == name } }

    public typealias MethodHandler = (MethodCall) throws(DBusError) -> [DBusValue]
    public typealias PropertyGetter = () throws(DBusError) -> DBusValue

    /// The served table: every member with the names and signatures described here, each with the
    /// handler or getter of its name (the generated `table(_:)` of each interface passes them all).
    public func table(methods handlers: [String: MethodHandler], properties getters: [String: PropertyGetter]) -> DBusInterface {
        DBusInterface(
            name: name,
            methods: methods.map { method in
                guard let handler = handlers[method.name] else { preconditionFailure("no handler for \(name).\(method.name)") }
                return DBusMethod(method.name, in: method.inArguments.map(\.dbusArgument),
                                  out: method.outArguments.map(\.dbusArgument), handler: handler)
            },
            properties: properties.map { property in
                guard let getter = getters[property.name] else { preconditionFailure("no getter for \(name).\(property.name)") }
                return DBusProperty(property.name, property.signature, changeSignal: property.changeSignal, get: getter)
            },
            signals: signals.map { DBusSignal($0.name, $0.arguments.map(\.dbusArgument)) })
    }
}
