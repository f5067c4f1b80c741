import CDBus

/// Who is on an in-process bus (`InProcessBus`): its connections, their names and match rules.
/// Only the bus's loop thread changes it.
struct Routing {
    var connections: [LibdbusHandle] = []
    /// The unique name each connection got from Hello.
    var uniqueNames: [LibdbusHandle: String] = [:]
    var byUniqueName: [String: LibdbusHandle] = [:]
    /// Well-known name → the unique name owning it.
    var owners: [String: String] = [:]
    /// What each connection asked for with AddMatch: the broadcast signals it receives.
    var rules: [LibdbusHandle: [MatchRule]] = [:]
    var nextUniqueName = 1

    /// The connection a destination (unique or well-known name) reaches, if any.
    func connection(for destination: String) -> LibdbusHandle? {
        byUniqueName[owners[destination] ?? destination]
    }

    /// Whether `rule` takes `message` (its sender stamped): a well-known sender in a rule stands
    /// for that name's owner, as the bus resolves it.
    func rule(_ rule: MatchRule, takes message: Message) -> Bool {
        if let sender = rule.sender, !sender.hasPrefix(":"), sender != StandardInterfaces.bus,
           owners[sender] != message.sender { return false }
        return rule.matches(message)
    }

    /// Forgets a connection; its unique name and the well-known names it owned.
    mutating func remove(_ connection: LibdbusHandle) -> (uniqueName: String?, released: [String]) {
        connections.removeAll { $0 == connection }
        rules[connection] = nil
        guard let unique = uniqueNames.removeValue(forKey: connection) else { return (nil, []) }
        byUniqueName[unique] = nil
        let released = owners.filter { $0.value == unique }.map(\.key).sorted()
        for name in released { owners[name] = nil }
        return (unique, released)
    }
}

extension InProcessBus {
    /// One message a client sent (on the loop thread, in its connection's dispatch): to the bus
    /// driver, to its destination, or to every connection whose match rules take it.
    func route(_ raw: OpaquePointer, from connection: OpaquePointer) {
        let message = Message(retaining: raw)
        if message.kind == .signal, message.interface == "org.freedesktop.DBus.Local", message.member == "Disconnected" {
            left(connection)
            return
        }
        if message.destination == StandardInterfaces.bus {
            answerDriver(message, from: connection)
            return
        }
        guard let sender = routing.withLock({ $0.uniqueNames[LibdbusHandle(connection)] }) else {
            refuse(message, on: connection, DBusError(name: DBusError.accessDeniedName, message: "Hello first"))
            return
        }
        // A copy, so that the sender can be stamped; the serial stays the caller's (replies name it).
        guard let copy = dbus_message_copy(raw) else { return }
        dbus_message_set_serial(copy, message.serial)
        dbus_message_set_sender(copy, sender)
        let forwarded = Message(owning: copy)
        if let destination = message.destination {
            guard let target = routing.withLock({ $0.connection(for: destination) }) else {
                refuse(message, on: connection, DBusError(name: DBusError.serviceUnknownName,
                                                          message: "The name \(destination) was not provided by any connection"))
                return
            }
            dbus_connection_send(target.pointer, forwarded.raw, nil)
        } else if message.kind == .signal {
            broadcast(forwarded)
        }
    }

    /// Sends `signal` to every connection whose match rules take it.
    func broadcast(_ signal: Message) {
        let targets = routing.withLock { routing in
            routing.connections.filter { connection in
                routing.rules[connection, default: []].contains { routing.rule($0, takes: signal) }
            }
        }
        for target in targets { dbus_connection_send(target.pointer, signal.raw, nil) }
    }

    /// Answers a call with an error (none for a call that wants no reply).
    func refuse(_ call: Message, on connection: OpaquePointer, _ error: DBusError) {
        guard call.kind == .methodCall, !call.noReply, let reply = call.errorReply(error) else { return }
        send(reply, to: connection)
    }

    /// Sends something of the bus driver's own to `connection`.
    func send(_ message: Message, to connection: OpaquePointer) {
        dbus_message_set_sender(message.raw, StandardInterfaces.bus)
        if let unique = routing.withLock({ $0.uniqueNames[LibdbusHandle(connection)] }) {
            dbus_message_set_destination(message.raw, unique)
        }
        dbus_connection_send(connection, message.raw, nil)
    }

    /// A connection went away: its names are released and announced, as a bus does.
    private func left(_ connection: OpaquePointer) {
        let (unique, released) = routing.withLock { $0.remove(LibdbusHandle(connection)) }
        drop(connection)
        guard let unique else { return }
        for name in released { announceOwner(of: name, old: unique, new: nil) }
        announceOwner(of: unique, old: unique, new: nil)
    }

    /// Broadcasts NameOwnerChanged.
    func announceOwner(of name: String, old: String?, new: String?) {
        guard let signal = try? Message.signal(
            path: StandardInterfaces.busPath, interface: StandardInterfaces.bus, member: "NameOwnerChanged",
            arguments: [.string(name), .string(old ?? ""), .string(new ?? "")]) else { return }
        dbus_message_set_sender(signal.raw, StandardInterfaces.bus)
        broadcast(signal)
    }
}
