import CDBus

/// Writes a message body straight into libdbus, for the shapes a server sends over and over (a
/// notification's `s`, `a{sv}`, `as`): no `DBusValue` tree is built and nothing but strings needs
/// a check, because each method writes one complete value of the one type its name says. libdbus
/// aborts on a type mismatch; here there is no way to ask for one.
///
/// A string holding NUL makes the whole body fail (the template's initializer throws).
public struct BodyWriter {
    var iter: DBusMessageIter
    var failure: DBusError?

    init(appendingTo message: OpaquePointer) {
        iter = DBusMessageIter()
        dbus_message_iter_init_append(message, &iter)
    }

    public mutating func string(_ value: String) {
        guard failure == nil else { return }
        failure = BodyWriter.appendString(value, to: &iter)
    }

    /// `as`.
    public mutating func strings(_ values: [String]) {
        guard failure == nil else { return }
        var array = DBusMessageIter()
        guard dbus_message_iter_open_container(&iter, CDBUS_TYPE_ARRAY, "s", &array) != 0 else {
            failure = .noMemory("could not open an array")
            return
        }
        for value in values {
            if let error = BodyWriter.appendString(value, to: &array) {
                failure = error
                break
            }
        }
        close(&array)
    }

    /// `a{sv}`, its entries written by `entries`.
    public mutating func vardict(_ entries: (inout VardictWriter) -> Void) {
        guard failure == nil else { return }
        var writer = VardictWriter()
        guard dbus_message_iter_open_container(&iter, CDBUS_TYPE_ARRAY, "{sv}", &writer.iter) != 0 else {
            failure = .noMemory("could not open a dictionary")
            return
        }
        entries(&writer)
        if let error = writer.failure { failure = error }
        close(&writer.iter)
    }

    private mutating func close(_ sub: inout DBusMessageIter) {
        if failure != nil {
            dbus_message_iter_abandon_container(&iter, &sub)
        } else if dbus_message_iter_close_container(&iter, &sub) == 0 {
            failure = .noMemory("could not close a container")
        }
    }

    static func appendString(_ value: String, to iter: inout DBusMessageIter) -> DBusError? {
        guard Names.isValidString(value) else { return .invalidArgs("string contains a NUL character") }
        let ok = value.withCString { pointer -> dbus_bool_t in
            var p: UnsafePointer<CChar>? = pointer
            return dbus_message_iter_append_basic(&iter, CDBUS_TYPE_STRING, &p)
        }
        return ok != 0 ? nil : .noMemory("could not append a string")
    }
}

/// The entries of an `a{sv}` (see `BodyWriter.vardict`): one method per value type.
public struct VardictWriter {
    var iter = DBusMessageIter()
    var failure: DBusError?

    public mutating func entry(_ key: String, double value: Double) { basic(key, "d", CDBUS_TYPE_DOUBLE, value) }
    public mutating func entry(_ key: String, int32 value: Int32) { basic(key, "i", CDBUS_TYPE_INT32, value) }
    public mutating func entry(_ key: String, uint64 value: UInt64) { basic(key, "t", CDBUS_TYPE_UINT64, value) }
    public mutating func entry(_ key: String, bool value: Bool) {
        basic(key, "b", CDBUS_TYPE_BOOLEAN, dbus_bool_t(value ? 1 : 0))
    }

    public mutating func entry(_ key: String, string value: String) {
        write(key, "s") { variant in BodyWriter.appendString(value, to: &variant) }
    }

    /// `(dddd)`, e.g. a rect as x, y, width, height.
    public mutating func entry(_ key: String, doubles a: Double, _ b: Double, _ c: Double, _ d: Double) {
        write(key, "(dddd)") { variant in
            Self.appendStruct(to: &variant) { fields in
                Self.append(a, &fields) && Self.append(b, &fields) && Self.append(c, &fields) && Self.append(d, &fields)
            }
        }
    }

    /// `(dd)`, e.g. a point as x, y.
    public mutating func entry(_ key: String, doubles a: Double, _ b: Double) {
        write(key, "(dd)") { variant in
            Self.appendStruct(to: &variant) { fields in Self.append(a, &fields) && Self.append(b, &fields) }
        }
    }

    /// A struct into a variant, its fields appended by `fields` (false: out of memory). A
    /// closure, not an array of values: this runs for every notification.
    private static func appendStruct(to variant: inout DBusMessageIter,
                                     _ fields: (inout DBusMessageIter) -> Bool) -> DBusError? {
        var iter = DBusMessageIter()
        guard dbus_message_iter_open_container(&variant, CDBUS_TYPE_STRUCT, nil, &iter) != 0 else {
            return .noMemory("could not open a struct")
        }
        guard fields(&iter) else {
            dbus_message_iter_abandon_container(&variant, &iter)
            return .noMemory("could not append a double")
        }
        return dbus_message_iter_close_container(&variant, &iter) != 0 ? nil : .noMemory("could not close a struct")
    }

    private static func append(_ value: Double, _ iter: inout DBusMessageIter) -> Bool {
        var v = value
        return dbus_message_iter_append_basic(&iter, CDBUS_TYPE_DOUBLE, &v) != 0
    }

    private mutating func basic<T: BitwiseCopyable>(_ key: String, _ signature: StaticString, _ type: Int32, _ value: T) {
        write(key, signature) { variant in
            var v = value
            return dbus_message_iter_append_basic(&variant, type, &v) != 0 ? nil : .noMemory("could not append a value")
        }
    }

    /// One dict entry: the key, then a variant of `signature` whose content `content` writes.
    private mutating func write(_ key: String, _ signature: StaticString,
                                _ content: (inout DBusMessageIter) -> DBusError?) {
        guard failure == nil else { return }
        var entry = DBusMessageIter(), variant = DBusMessageIter()
        guard dbus_message_iter_open_container(&iter, CDBUS_TYPE_DICT_ENTRY, nil, &entry) != 0 else {
            failure = .noMemory("could not open a dict entry")
            return
        }
        if let error = BodyWriter.appendString(key, to: &entry) {
            failure = error
        } else {
            // A StaticString's storage is NUL-terminated: it is a C string as it stands.
            let cSignature = UnsafeRawPointer(signature.utf8Start).assumingMemoryBound(to: CChar.self)
            if dbus_message_iter_open_container(&entry, CDBUS_TYPE_VARIANT, cSignature, &variant) == 0 {
                failure = .noMemory("could not open a variant")
            } else {
                failure = content(&variant)
                if failure != nil {
                    dbus_message_iter_abandon_container(&entry, &variant)
                } else if dbus_message_iter_close_container(&entry, &variant) == 0 {
                    failure = .noMemory("could not close a variant")
                }
            }
        }
        if failure != nil {
            dbus_message_iter_abandon_container(&iter, &entry)
        } else if dbus_message_iter_close_container(&iter, &entry) == 0 {
            failure = .noMemory("could not close a dict entry")
        }
    }
}

/// A type that writes itself into a message body without a `DBusValue` tree: its one encoder,
/// for values sent over and over (a notification's userInfo). Decoding stays `DBusDecodable`.
public protocol DBusBodyWritable: DBusType {
    func write(to body: inout BodyWriter)
}

extension String: DBusBodyWritable {
    public func write(to body: inout BodyWriter) { body.string(self) }
}

extension Array: DBusBodyWritable where Element == String {
    public func write(to body: inout BodyWriter) { body.strings(self) }
}

extension BodyWriter {
    /// Any value, through its value tree (checked as `Message` arguments are).
    public mutating func value(_ value: DBusValue) {
        guard failure == nil else { return }
        do throws(DBusError) {
            try MessageEncoder.validate(value)
            try MessageEncoder.append(value, to: &iter)
        } catch {
            failure = error
        }
    }

    /// One argument: written directly when the type knows how, else through its value tree.
    public mutating func append<T: DBusBodyWritable>(_ argument: T) { argument.write(to: &self) }

    @_disfavoredOverload
    public mutating func append<T: DBusEncodable>(_ argument: T) { value(argument.dbusValue) }
}

extension Message {
    /// A signal whose body `write` writes (BodyWriter: no value tree for the types that can
    /// write themselves), marshalled once and ready to send.
    public static func signal(
        path: ObjectPath, interface: String, member: String, destination: String? = nil,
        writing write: (inout BodyWriter) -> Void
    ) throws(DBusError) -> Message {
        let message = try Message.signal(path: path, interface: interface, member: member, destination: destination)
        var writer = BodyWriter(appendingTo: message.raw)
        write(&writer)
        if let failure = writer.failure { throw failure }
        return message
    }
}
