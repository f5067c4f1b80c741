import CDBus
import Glibc

/// Reads a message body into `DBusValue`s. libdbus has already validated the wire format of
/// every message it received, so the iterator's types are consistent; anything the layer cannot
/// represent (unix fds) is an `InvalidArgs` error, never a crash.
enum MessageDecoder {
    static func decodeBody(of message: OpaquePointer) throws(DBusError) -> [DBusValue] {
        var iter = DBusMessageIter()
        guard dbus_message_iter_init(message, &iter) != 0 else { return [] }
        var values: [DBusValue] = []
        repeat {
            values.append(try read(&iter))
        } while dbus_message_iter_next(&iter) != 0
        return values
    }

    /// Whether the body's first argument is a string equal to `text`, without decoding it.
    static func firstArgument(of message: OpaquePointer, isString text: String) -> Bool {
        var iter = DBusMessageIter()
        guard dbus_message_iter_init(message, &iter) != 0,
              dbus_message_iter_get_arg_type(&iter) == CDBUS_TYPE_STRING else { return false }
        var pointer: UnsafePointer<CChar>? = nil
        dbus_message_iter_get_basic(&iter, &pointer)
        guard let pointer else { return false }
        return text.withCString { strcmp($0, pointer) == 0 }
    }

    private static func read(_ iter: inout DBusMessageIter) throws(DBusError) -> DBusValue {
        let type = dbus_message_iter_get_arg_type(&iter)
        switch type {
        case CDBUS_TYPE_BYTE: return .byte(basic(&iter, UInt8(0)))
        case CDBUS_TYPE_BOOLEAN: return .boolean(basic(&iter, dbus_bool_t(0)) != 0)
        case CDBUS_TYPE_INT16: return .int16(basic(&iter, Int16(0)))
        case CDBUS_TYPE_UINT16: return .uint16(basic(&iter, UInt16(0)))
        case CDBUS_TYPE_INT32: return .int32(basic(&iter, Int32(0)))
        case CDBUS_TYPE_UINT32: return .uint32(basic(&iter, UInt32(0)))
        case CDBUS_TYPE_INT64: return .int64(basic(&iter, Int64(0)))
        case CDBUS_TYPE_UINT64: return .uint64(basic(&iter, UInt64(0)))
        case CDBUS_TYPE_DOUBLE: return .double(basic(&iter, Double(0)))
        case CDBUS_TYPE_STRING: return .string(string(&iter))
        case CDBUS_TYPE_SIGNATURE: return .signature(string(&iter))
        case CDBUS_TYPE_OBJECT_PATH:
            let text = string(&iter)
            guard let path = ObjectPath(text) else { throw .invalidArgs("invalid object path in message") }
            return .objectPath(path)
        case CDBUS_TYPE_ARRAY: return try readArray(&iter)
        case CDBUS_TYPE_STRUCT:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &sub)
            var fields: [DBusValue] = []
            while dbus_message_iter_get_arg_type(&sub) != CDBUS_TYPE_INVALID {
                fields.append(try read(&sub))
                dbus_message_iter_next(&sub)
            }
            guard !fields.isEmpty else { throw .invalidArgs("empty struct in message") }
            return .structure(fields)
        case CDBUS_TYPE_VARIANT:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &sub)
            guard dbus_message_iter_get_arg_type(&sub) != CDBUS_TYPE_INVALID else {
                throw .invalidArgs("empty variant in message")
            }
            return .variant(try read(&sub))
        case CDBUS_TYPE_UNIX_FD:
            // libdbus hands us a duplicate: close it so a sender cannot make us leak descriptors.
            let fd = basic(&iter, Int32(-1))
            if fd >= 0 { close(fd) }
            throw .invalidArgs("unix file descriptors are not accepted")
        default:
            throw .invalidArgs("unexpected type code \(type) in message")
        }
    }

    private static func readArray(_ iter: inout DBusMessageIter) throws(DBusError) -> DBusValue {
        guard let cSignature = dbus_message_iter_get_signature(&iter) else {
            throw .noMemory("could not read an array's signature")
        }
        let signature = String(cString: cSignature)
        dbus_free(cSignature)
        let element = String(signature.dropFirst())          // "a" + element
        var sub = DBusMessageIter()
        dbus_message_iter_recurse(&iter, &sub)

        if element.hasPrefix("{") {
            let inner = Array(element.utf8.dropFirst().dropLast())    // key + value
            let keySig = String(decoding: inner.prefix(1), as: UTF8.self)
            let valueSig = String(decoding: inner.dropFirst(), as: UTF8.self)
            var entries: [DBusValue.DictEntry] = []
            while dbus_message_iter_get_arg_type(&sub) == CDBUS_TYPE_DICT_ENTRY {
                var pair = DBusMessageIter()
                dbus_message_iter_recurse(&sub, &pair)
                let key = try read(&pair)
                guard dbus_message_iter_next(&pair) != 0 else { throw .invalidArgs("dict entry without a value") }
                let value = try read(&pair)
                entries.append(.init(key, value))
                dbus_message_iter_next(&sub)
            }
            return .dictionary(keySignature: keySig, valueSignature: valueSig, entries)
        }

        if let fixed = readFixedArray(element, &sub) { return .array(elementSignature: element, fixed) }
        var items: [DBusValue] = []
        while dbus_message_iter_get_arg_type(&sub) != CDBUS_TYPE_INVALID {
            items.append(try read(&sub))
            dbus_message_iter_next(&sub)
        }
        return .array(elementSignature: element, items)
    }

    /// Arrays of fixed-size basic types come out in one call (libdbus's fast path).
    private static func readFixedArray(_ element: String, _ sub: inout DBusMessageIter) -> [DBusValue]? {
        func take<T>(_: T.Type, _ wrap: (T) -> DBusValue) -> [DBusValue] {
            var pointer: UnsafeRawPointer? = nil
            var count: Int32 = 0
            withUnsafeMutablePointer(to: &pointer) { pp in
                dbus_message_iter_get_fixed_array(&sub, pp, &count)
            }
            guard let base = pointer, count > 0 else { return [] }
            let buffer = UnsafeBufferPointer(start: base.assumingMemoryBound(to: T.self), count: Int(count))
            return buffer.map(wrap)
        }
        switch element {
        case "y": return take(UInt8.self) { .byte($0) }
        case "b": return take(dbus_bool_t.self) { .boolean($0 != 0) }
        case "n": return take(Int16.self) { .int16($0) }
        case "q": return take(UInt16.self) { .uint16($0) }
        case "i": return take(Int32.self) { .int32($0) }
        case "u": return take(UInt32.self) { .uint32($0) }
        case "x": return take(Int64.self) { .int64($0) }
        case "t": return take(UInt64.self) { .uint64($0) }
        case "d": return take(Double.self) { .double($0) }
        default: return nil
        }
    }

    private static func basic<T: BitwiseCopyable>(_ iter: inout DBusMessageIter, _ initial: T) -> T {
        var value = initial
        dbus_message_iter_get_basic(&iter, &value)
        return value
    }

    private static func string(_ iter: inout DBusMessageIter) -> String {
        var pointer: UnsafePointer<CChar>? = nil
        dbus_message_iter_get_basic(&iter, &pointer)
        return pointer.map { String(cString: $0) } ?? ""
    }
}
