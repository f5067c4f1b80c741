/// One remote object's interface as a caller sees it: method calls, property reads and signal
/// subscriptions, with the destination, path, interface and timeout said once. Typed proxies
/// (generated from introspection XML) are built on it; it is usable by hand too.
public struct ObjectProxy: Sendable {
    public let connection: Connection
    public let destination: String
    public let path: ObjectPath
    public let interface: String
    public var timeout: Duration

    public init(connection: Connection, destination: String, path: ObjectPath, interface: String,
                timeout: Duration = Connection.defaultTimeout) {
        self.connection = connection
        self.destination = destination
        self.path = path
        self.interface = interface
        self.timeout = timeout
    }

    // MARK: Methods

    /// Calls `member` and returns its reply's arguments, blocking (safe on any thread).
    public func call(_ member: String, _ arguments: [DBusValue] = []) throws(DBusError) -> [DBusValue] {
        try connection.call(destination: destination, path: path, interface: interface, member: member,
                            arguments: arguments, timeout: timeout)
    }

    /// Async form of `call`.
    public func call(_ member: String, _ arguments: [DBusValue] = []) async throws(DBusError) -> [DBusValue] {
        try await connection.call(destination: destination, path: path, interface: interface, member: member,
                                  arguments: arguments, timeout: timeout)
    }

    // MARK: Properties

    /// `org.freedesktop.DBus.Properties.Get` of one property of this interface, decoded.
    public func property<T: DBusDecodable>(_ name: String, as type: T.Type = T.self) throws(DBusError) -> T {
        try Self.decodeProperty(name, try connection.call(
            destination: destination, path: path, interface: StandardInterfaces.properties, member: "Get",
            arguments: [.string(interface), .string(name)], timeout: timeout))
    }

    /// Async form of `property`.
    public func property<T: DBusDecodable>(_ name: String, as type: T.Type = T.self) async throws(DBusError) -> T {
        try Self.decodeProperty(name, try await connection.call(
            destination: destination, path: path, interface: StandardInterfaces.properties, member: "Get",
            arguments: [.string(interface), .string(name)], timeout: timeout))
    }

    /// One property's value as it comes, the variant unwrapped: for callers that name properties
    /// at run time (scenario files, the CLI).
    public func propertyValue(_ name: String) throws(DBusError) -> DBusValue {
        try connection.call(destination: destination, path: path, interface: StandardInterfaces.properties,
                            member: "Get", arguments: [.string(interface), .string(name)], timeout: timeout)
            .decode(DBusValue.self)
    }

    /// `GetAll` of this interface: name → value, variants unwrapped.
    public func allProperties() throws(DBusError) -> [String: DBusValue] {
        let reply = try connection.call(destination: destination, path: path,
                                        interface: StandardInterfaces.properties, member: "GetAll",
                                        arguments: [.string(interface)], timeout: timeout)
        return try reply.decode([String: DBusValue].self)
    }

    /// Async form of `allProperties`.
    public func allProperties() async throws(DBusError) -> [String: DBusValue] {
        let reply = try await connection.call(destination: destination, path: path,
                                              interface: StandardInterfaces.properties, member: "GetAll",
                                              arguments: [.string(interface)], timeout: timeout)
        return try reply.decode([String: DBusValue].self)
    }

    private static func decodeProperty<T: DBusDecodable>(_ name: String, _ reply: [DBusValue]) throws(DBusError) -> T {
        let variant = try reply.decode(DBusValue.self)
        do throws(DBusError) {
            return try T(dbusValue: variant)
        } catch {
            throw .invalidArgs("property \(name): \(error.message)")
        }
    }

    // MARK: Signals

    /// The match rule for this object's signal `member` (from this destination).
    public func rule(_ member: String) -> MatchRule {
        MatchRule(sender: destination, path: path, interface: interface, member: member)
    }

    /// Calls `handler` on the loop thread for every `member` signal of this object, decoded by
    /// `decode`; signals that do not decode are dropped. With `addToBus` (the default) the rule is
    /// on the bus before this returns (broadcasts need it; unicasts reach us anyway).
    public func subscribe<Payload>(
        _ member: String, addToBus: Bool = true, decode: @escaping @Sendable (Message) throws(DBusError) -> Payload,
        _ handler: @escaping @Sendable (Payload) -> Void
    ) throws(DBusError) -> Subscription {
        try connection.subscribe(rule(member), addToBus: addToBus) { message in
            if let payload = try? decode(message) { handler(payload) }
        }
    }

    /// The `member` signals of this object as an async stream of decoded payloads; the match goes
    /// when the stream is dropped or its consumer stops iterating.
    public func signals<Payload: Sendable>(
        _ member: String, addToBus: Bool = true, decode: @escaping @Sendable (Message) throws(DBusError) -> Payload
    ) throws(DBusError) -> AsyncStream<Payload> {
        let (stream, continuation) = AsyncStream<Payload>.makeStream(bufferingPolicy: .unbounded)
        let subscription = try subscribe(member, addToBus: addToBus, decode: decode) { continuation.yield($0) }
        continuation.onTermination = { _ in subscription.cancel() }
        return stream
    }
}
