import CDBus

/// A signal body marshalled once, for many signals: `signal(_:appending:)` gives it a kind (and
/// more arguments), `message(path:destination:)` a copy addressed to one object and connection.
/// Names come as a `SignalMember`, checked when it was made; the `interface:member:` spellings
/// check theirs on every call.
///
/// libdbus takes ~100k instructions to marshal a notification-sized body and ~25k to change a
/// header field that is already there, but only ~1.5k to copy a message and ~7k to add a field.
/// So a template carries no header field it does not need yet: the body alone, then interface
/// and member, and a copy gets its path and destination added. A template is never sent itself
/// (a signal without path, interface and member is invalid on the bus).
///
/// Its message is never changed after `init`, only copied (which only reads it).
public final class SignalTemplate: Sendable {
    private let template: Message
    private let hasMember: Bool

    /// The body alone; give it a kind with `signal(_:appending:)`.
    public convenience init(arguments: [DBusValue]) throws(DBusError) {
        self.init(try Self.body(arguments), hasMember: false)
    }

    /// A signal of one kind, ready for `message(path:destination:)`.
    public convenience init(interface: String, member: String, arguments: [DBusValue] = []) throws(DBusError) {
        let name = try SignalMember(interface: interface, member: member)
        let message = try Self.body(arguments)
        try Self.setMember(of: message, name)
        self.init(message, hasMember: true)
    }

    /// The body alone, written by `write` (BodyWriter: no value tree, no checks but strings).
    public convenience init(writing write: (inout BodyWriter) -> Void) throws(DBusError) {
        guard let raw = dbus_message_new(CDBUS_MESSAGE_TYPE_SIGNAL) else { throw .noMemory("could not allocate a signal") }
        let message = Message(owning: raw, editable: true)
        var writer = BodyWriter(appendingTo: raw)
        write(&writer)
        if let failure = writer.failure { throw failure }
        self.init(message, hasMember: false)
    }

    /// This body as the signal `name`, with more arguments written after it.
    public func signal(_ name: SignalMember, appending write: (inout BodyWriter) -> Void) throws(DBusError) -> SignalTemplate {
        guard !hasMember else { throw .invalidArgs("this signal already has an interface and member") }
        let message = try template.copy()
        try Self.setMember(of: message, name)
        var writer = BodyWriter(appendingTo: message.raw)
        write(&writer)
        if let failure = writer.failure { throw failure }
        return SignalTemplate(message, hasMember: true)
    }

    private static func body(_ arguments: [DBusValue]) throws(DBusError) -> Message {
        guard let raw = dbus_message_new(CDBUS_MESSAGE_TYPE_SIGNAL) else { throw .noMemory("could not allocate a signal") }
        let message = Message(owning: raw, editable: true)
        try message.append(arguments)
        return message
    }

    private init(_ message: Message, hasMember: Bool) {
        template = message
        self.hasMember = hasMember
    }

    /// This body as a signal `interface.member` (both checked), with more arguments written after it.
    public func signal(interface: String, member: String, appending write: (inout BodyWriter) -> Void) throws(DBusError) -> SignalTemplate {
        try signal(SignalMember(interface: interface, member: member), appending: write)
    }

    /// This body as a signal `interface.member`, with `arguments` appended after it (e.g. one
    /// notification as the unicast to each app and, with the recipients added, as a broadcast).
    public func signal(interface: String, member: String, appending arguments: [DBusValue] = []) throws(DBusError) -> SignalTemplate {
        let name = try SignalMember(interface: interface, member: member)
        guard !hasMember else { throw .invalidArgs("this signal already has an interface and member") }
        let message = try template.copy()
        try Self.setMember(of: message, name)
        try message.append(arguments)
        return SignalTemplate(message, hasMember: true)
    }

    /// This body as the signal `name` at `path` (unicast to `destination`, or broadcast with nil),
    /// with more arguments written after it, in one copy: for a signal sent once (the keyboard
    /// owner's notification, a broadcast), where a template would be a second copy.
    ///
    /// The arguments go in first, while the body's signature is the header's only field: libdbus
    /// rewrites the signature field on every append, and re-marshals every field after it (a
    /// broadcast's `as` after its interface and member cost ~9k instructions more). The fields
    /// then come in the same order as through `signal(_:appending:)` and
    /// `message(path:destination:)`, so the bytes on the wire are the same.
    public func message(_ name: SignalMember, path: ObjectPath, destination: String? = nil,
                        appending write: (inout BodyWriter) -> Void = { _ in }) throws(DBusError) -> Message {
        guard !hasMember else { throw .invalidArgs("this signal already has an interface and member") }
        let message = try template.copy()
        var writer = BodyWriter(appendingTo: message.raw)
        write(&writer)
        if let failure = writer.failure { throw failure }
        try Self.setMember(of: message, name)
        try message.setPath(path)
        if let destination { try message.setDestination(destination) }
        return message
    }

    /// The same for a signal `interface.member` (both checked).
    public func message(interface: String, member: String, path: ObjectPath, destination: String? = nil,
                        appending write: (inout BodyWriter) -> Void = { _ in }) throws(DBusError) -> Message {
        try message(SignalMember(interface: interface, member: member), path: path, destination: destination, appending: write)
    }

    /// The signal at `path`, unicast to `destination` (or broadcast with nil), ready to send.
    public func message(path: ObjectPath, destination: String? = nil) throws(DBusError) -> Message {
        guard hasMember else { throw .invalidArgs("a signal needs an interface and member before it is sent") }
        let message = try template.copy()
        try message.setPath(path)
        if let destination { try message.setDestination(destination) }
        return message
    }

    private static func setMember(of message: Message, _ name: SignalMember) throws(DBusError) {
        guard dbus_message_set_interface(message.raw, name.interface) != 0, dbus_message_set_member(message.raw, name.member) != 0 else {
            throw .noMemory("could not set the interface and member")
        }
    }
}
