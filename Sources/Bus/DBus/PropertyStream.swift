/// `org.freedesktop.DBus.Properties.PropertiesChanged` as received: the interface, the changed
/// values in the order the sender wrote them (variants unwrapped), the invalidated names.
public struct PropertiesChangedSignal: Hashable, Sendable {
    public static let member = "PropertiesChanged"

    public var interface: String
    public var changed: [(name: String, value: DBusValue)]
    public var invalidated: [String]

    public init(_ message: Message) throws(DBusError) {
        let arguments = try message.arguments()
        guard message.interface == StandardInterfaces.properties, message.member == Self.member, arguments.count == 3,
              case .string(let interface) = arguments[0], case .dictionary("s", "v", let entries) = arguments[1],
              case .array("s", let names) = arguments[2] else {
            throw .invalidArgs("not a PropertiesChanged signal (sa{sv}as): \(message.member ?? "") \(arguments.map(\.signature).joined())")
        }
        self.interface = interface
        changed = entries.compactMap { entry in
            guard case .string(let name) = entry.key else { return nil }
            if case .variant(let value) = entry.value { return (name, value) }
            return (name, entry.value)
        }
        invalidated = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
    }

    /// The match rule for the PropertiesChanged of `interface` at `path` from `sender`.
    public static func rule(sender: String?, path: ObjectPath, interface: String) -> MatchRule {
        MatchRule(sender: sender, path: path, interface: StandardInterfaces.properties, member: member, arg0: interface)
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.interface == b.interface && a.invalidated == b.invalidated
            && a.changed.map(\.name) == b.changed.map(\.name) && a.changed.map(\.value) == b.changed.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(interface)
        for (name, value) in changed { hasher.combine(name); hasher.combine(value) }
        hasher.combine(invalidated)
    }
}

/// One property's values as they change, typed (zbus's `receive_<property>_changed`): each
/// PropertiesChanged of the object that carries the property yields its new value; one that only
/// invalidates it yields the value read with `Get` (in order: the next value waits for it). A value
/// that does not decode as `Value`, or a failed `Get`, ends the iteration with the error. The
/// subscription goes when the stream is dropped or its consumer stops iterating. Generated proxies
/// offer one per property (`receiveModeChanged()`).
public struct PropertyStream<Value: DBusDecodable & Sendable>: AsyncSequence, Sendable {
    public typealias Element = Value
    public typealias Failure = DBusError

    enum Event: Sendable {
        case changed(DBusValue)
        case invalidated
    }

    let events: AsyncStream<Event>
    let object: ObjectProxy
    let name: String

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(events: events.makeAsyncIterator(), object: object, name: name)
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        var events: AsyncStream<Event>.AsyncIterator
        let object: ObjectProxy
        let name: String

        public mutating func next() async throws(DBusError) -> Value? {
            guard let event = await events.next() else { return nil }
            return try await Self.value(event, object, name)
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async throws(DBusError) -> Value? {
            guard let event = await events.next(isolation: actor) else { return nil }
            return try await Self.value(event, object, name)
        }

        private static func value(_ event: Event, _ object: ObjectProxy, _ name: String) async throws(DBusError) -> Value {
            switch event {
            case .changed(let value):
                do throws(DBusError) {
                    return try Value(dbusValue: value)
                } catch {
                    throw .invalidArgs("property \(name): \(error.message)")
                }
            case .invalidated:
                return try await object.property(name, as: Value.self)
            }
        }
    }
}

extension ObjectProxy {
    /// The PropertiesChanged of this object's interface, from its destination.
    public var propertiesChangedRule: MatchRule {
        PropertiesChangedSignal.rule(sender: destination, path: path, interface: interface)
    }

    /// `name`'s values from this object's PropertiesChanged, as `PropertyStream` says. With
    /// `addToBus` (the default) the match is on the bus before this returns.
    public func propertyChanges<Value: DBusDecodable & Sendable>(
        _ name: String, as type: Value.Type = Value.self, addToBus: Bool = true
    ) throws(DBusError) -> PropertyStream<Value> {
        let (events, continuation) = AsyncStream<PropertyStream<Value>.Event>.makeStream(bufferingPolicy: .unbounded)
        let interface = interface
        let subscription = try connection.subscribe(propertiesChangedRule, addToBus: addToBus) { message in
            guard let signal = try? PropertiesChangedSignal(message), signal.interface == interface else { return }
            if let change = signal.changed.last(where: { $0.name == name }) {
                continuation.yield(.changed(change.value))
            } else if signal.invalidated.contains(name) {
                continuation.yield(.invalidated)
            }
        }
        continuation.onTermination = { _ in subscription.cancel() }
        return PropertyStream(events: events, object: self, name: name)
    }

    /// This object's PropertiesChanged, decoded by `decode` (the generated `PropertiesChanged`), as
    /// they arrive; one that does not decode is dropped.
    public func propertiesChanged<Payload: Sendable>(
        addToBus: Bool = true, decode: @escaping @Sendable (Message) throws(DBusError) -> Payload
    ) throws(DBusError) -> AsyncStream<Payload> {
        let (stream, continuation) = AsyncStream<Payload>.makeStream(bufferingPolicy: .unbounded)
        let subscription = try connection.subscribe(propertiesChangedRule, addToBus: addToBus) { message in
            if let payload = try? decode(message) { continuation.yield(payload) }
        }
        continuation.onTermination = { _ in subscription.cancel() }
        return stream
    }
}
