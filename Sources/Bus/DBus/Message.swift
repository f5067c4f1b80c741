import CDBus

/// One D-Bus message. Owns a reference to the libdbus message; not to be mutated from two
/// threads at once (libdbus does not lock messages), which the layer never does.
///
/// Unchecked Sendable: only a message made here and not yet sent changes, by its one maker.
public final class Message: @unchecked Sendable {
    public enum Kind: Sendable, Equatable {
        case methodCall, methodReturn, error, signal, invalid
    }

    let raw: OpaquePointer
    /// libdbus locks a message once it is sent (and every message it receives); changing a
    /// header then aborts. Only messages made here and not yet sent may change.
    var editable: Bool

    /// Takes over a reference the caller owns.
    init(owning raw: OpaquePointer, editable: Bool = false) {
        self.raw = raw
        self.editable = editable
    }

    /// Adds a reference of our own to a message libdbus lends us.
    init(retaining raw: OpaquePointer) {
        dbus_message_ref(raw)
        self.raw = raw
        editable = false
    }

    deinit { dbus_message_unref(raw) }

    // MARK: Creating

    public static func methodCall(
        destination: String?, path: ObjectPath, interface: String?, member: String,
        arguments: [DBusValue] = []
    ) throws(DBusError) -> Message {
        if let destination, !Names.isValidBusName(destination) {
            throw .invalidArgs("invalid bus name '\(destination)'")
        }
        if let interface, !Names.isValidInterface(interface) {
            throw .invalidArgs("invalid interface name '\(interface)'")
        }
        guard Names.isValidMember(member) else { throw .invalidArgs("invalid member name '\(member)'") }
        guard let raw = dbus_message_new_method_call(destination, path.rawValue, interface, member) else {
            throw .noMemory("could not allocate a method call")
        }
        let message = Message(owning: raw, editable: true)
        try message.append(arguments)
        return message
    }

    public static func signal(
        path: ObjectPath, interface: String, member: String, arguments: [DBusValue] = [],
        destination: String? = nil
    ) throws(DBusError) -> Message {
        let name = try SignalMember(interface: interface, member: member)
        guard let raw = dbus_message_new_signal(path.rawValue, name.interface, name.member) else {
            throw .noMemory("could not allocate a signal")
        }
        let message = Message(owning: raw, editable: true)
        if let destination {
            guard Names.isValidBusName(destination) else { throw .invalidArgs("invalid bus name '\(destination)'") }
            dbus_message_set_destination(raw, destination)
        }
        try message.append(arguments)
        return message
    }

    /// The successful reply to this method call.
    public func methodReturn(_ arguments: [DBusValue] = []) throws(DBusError) -> Message {
        guard isAnswerable else { throw .invalidArgs("only a received method call can be answered") }
        guard let raw = dbus_message_new_method_return(self.raw) else {
            throw .noMemory("could not allocate a reply")
        }
        let message = Message(owning: raw, editable: true)
        try message.append(arguments)
        return message
    }

    /// The error reply to this method call. An invalid error name becomes `Failed` rather than
    /// reaching libdbus (which would abort).
    public func errorReply(_ error: DBusError) -> Message? {
        guard isAnswerable else { return nil }
        let name = Names.isValidErrorName(error.name) ? error.name : DBusError.failedName
        let text = error.message.replacingNUL()
        guard let raw = dbus_message_new_error(self.raw, name, text) else { return nil }
        return Message(owning: raw)
    }

    /// A copy with the same header and body that can be changed and sent on its own (e.g. the
    /// same signal to many destinations: marshalled once, copied for each). It has no serial.
    public func copy() throws(DBusError) -> Message {
        guard let raw = dbus_message_copy(raw) else { throw .noMemory("could not copy a message") }
        return Message(owning: raw, editable: true)
    }

    /// Sets the object path of a message not yet sent.
    public func setPath(_ path: ObjectPath) throws(DBusError) {
        try requireEditable()
        guard dbus_message_set_path(raw, path.rawValue) != 0 else { throw .noMemory("could not set the path") }
    }

    /// Sets (or with nil removes) the destination of a message not yet sent.
    public func setDestination(_ destination: String?) throws(DBusError) {
        try requireEditable()
        if let destination, !Names.isValidBusName(destination) {
            throw .invalidArgs("invalid bus name '\(destination)'")
        }
        guard dbus_message_set_destination(raw, destination) != 0 else {
            throw .noMemory("could not set the destination")
        }
    }

    private func requireEditable() throws(DBusError) {
        guard editable else { throw .invalidArgs("a message that was sent or received cannot change") }
    }

    /// libdbus aborts when asked to reply to a message that has no serial (one never sent).
    private var isAnswerable: Bool { kind == .methodCall && serial != 0 }

    // MARK: Header

    public var kind: Kind {
        switch Int32(dbus_message_get_type(raw)) {
        case CDBUS_MESSAGE_TYPE_METHOD_CALL: .methodCall
        case CDBUS_MESSAGE_TYPE_METHOD_RETURN: .methodReturn
        case CDBUS_MESSAGE_TYPE_ERROR: .error
        case CDBUS_MESSAGE_TYPE_SIGNAL: .signal
        default: .invalid
        }
    }

    /// libdbus validated it (a received message) or we did (one made here).
    public var path: ObjectPath? { string(dbus_message_get_path(raw)).map(ObjectPath.init(trusted:)) }
    public var interface: String? { string(dbus_message_get_interface(raw)) }
    public var member: String? { string(dbus_message_get_member(raw)) }
    public var sender: String? { string(dbus_message_get_sender(raw)) }
    public var destination: String? { string(dbus_message_get_destination(raw)) }
    public var errorName: String? { string(dbus_message_get_error_name(raw)) }
    public var signature: String { string(dbus_message_get_signature(raw)) ?? "" }
    public var serial: UInt32 { dbus_message_get_serial(raw) }
    public var replySerial: UInt32 { dbus_message_get_reply_serial(raw) }
    public var noReply: Bool {
        get { dbus_message_get_no_reply(raw) != 0 }
        set { dbus_message_set_no_reply(raw, newValue ? 1 : 0) }
    }

    /// The body, decoded. Throws `InvalidArgs` for anything the layer cannot represent.
    public func arguments() throws(DBusError) -> [DBusValue] {
        try MessageDecoder.decodeBody(of: raw)
    }

    /// Whether the first argument is the string `text` (a match rule's arg0), read in place:
    /// every signal is matched under the subscription lock, so no body is decoded there.
    func firstArgumentIsString(_ text: String) -> Bool {
        MessageDecoder.firstArgument(of: raw, isString: text)
    }

    /// For an error reply: the error it carries (its first string argument is the message).
    public func asError() -> DBusError? {
        guard kind == .error else { return nil }
        let text: String
        if let args = try? arguments(), case .string(let s)? = args.first { text = s } else { text = "" }
        return DBusError(name: errorName ?? DBusError.failedName, message: text)
    }

    func append(_ arguments: [DBusValue]) throws(DBusError) {
        guard !arguments.isEmpty else { return }
        try MessageEncoder.append(arguments, to: raw)
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}

extension Message: CustomStringConvertible {
    public var description: String {
        var parts = ["\(kind)"]
        if let sender { parts.append("sender=\(sender)") }
        if let destination { parts.append("destination=\(destination)") }
        if let path { parts.append("path=\(path)") }
        if let interface { parts.append("interface=\(interface)") }
        if let member { parts.append("member=\(member)") }
        if let errorName { parts.append("error=\(errorName)") }
        parts.append("signature=\(signature)")
        return parts.joined(separator: " ")
    }
}

extension String {
    func replacingNUL() -> String {
        Names.containsNUL(self) ? String(decoding: utf8.map { $0 == 0 ? UInt8(ascii: "?") : $0 }, as: UTF8.self) : self
    }
}

extension Message {
    /// The wire form of this message (what libdbus would send), e.g. for a corpus. A message
    /// never sent has no serial, which no receiver accepts: its copy is given serial 1.
    public func marshalled() throws(DBusError) -> [UInt8] {
        var source = raw
        if serial == 0 {
            guard let copy = dbus_message_copy(raw) else { throw .noMemory("could not copy a message") }
            dbus_message_set_serial(copy, 1)
            source = copy
        }
        defer { if source != raw { dbus_message_unref(source) } }
        var buffer: UnsafeMutablePointer<CChar>? = nil
        var length: Int32 = 0
        guard dbus_message_marshal(source, &buffer, &length) != 0, let buffer else {
            throw .noMemory("could not marshal a message")
        }
        defer { dbus_free(buffer) }
        return UnsafeRawBufferPointer(start: buffer, count: Int(length)).map { $0 }
    }

    /// A message from raw bytes as they would arrive on a socket. libdbus validates the whole
    /// message (header and body against its signature); anything invalid is an error.
    public static func demarshal(_ bytes: [UInt8]) throws(DBusError) -> Message {
        guard bytes.count >= 16, bytes.count <= Int(Int32.max) else {
            throw .invalidArgs("\(bytes.count) bytes cannot be a D-Bus message")
        }
        // libdbus wants the whole message: the length the header announces must match.
        let announced = bytes.withUnsafeBytes { dbus_message_demarshal_bytes_needed($0.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count)) }
        guard announced == Int32(bytes.count) else {
            throw .invalidArgs("the header announces \(announced) bytes, not \(bytes.count)")
        }
        var error = CDBus.DBusError()
        dbus_error_init(&error)
        let raw = bytes.withUnsafeBytes {
            dbus_message_demarshal($0.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), &error)
        }
        guard let raw else { throw DBusError(consuming: &error, fallback: "not a valid D-Bus message") }
        return Message(owning: raw)
    }
}
