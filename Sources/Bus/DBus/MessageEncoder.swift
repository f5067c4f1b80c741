import CDBus
import Foundation
import Glibc

/// Appends `DBusValue`s to a libdbus message. Everything is checked before libdbus sees it:
/// libdbus aborts the process on a type mismatch, and a test bench must never fall over.
enum MessageEncoder {
    static func append(_ values: [DBusValue], to message: OpaquePointer) throws(DBusError) {
        for value in values { try validate(value) }
        var iter = DBusMessageIter()
        dbus_message_iter_init_append(message, &iter)
        for value in values { try append(value, to: &iter) }
    }

    // MARK: Validation

    static func validate(_ value: DBusValue) throws(DBusError) {
        // Also enforces the specification's limits: 255 bytes, 32 nested arrays and structs.
        let valid = SignatureBuffer.isValidSingle(value)
        guard valid else {
            throw .invalidArgs("value of type '\(value.signature.prefix(64))' is not a valid D-Bus type")
        }
        try validateContents(value)
    }

    private static func validateContents(_ value: DBusValue) throws(DBusError) {
        switch value {
        case .string(let s):
            guard Names.isValidString(s) else { throw .invalidArgs("string contains a NUL character") }
        case .signature(let s):
            guard Names.isValidSignature(s) else { throw .invalidArgs("'\(s)' is not a valid signature") }
        case .array(let element, let items):
            guard !element.hasPrefix("{") else { throw .invalidArgs("array of dict entries must be a dictionary") }
            for item in items {
                guard SignatureBuffer.matches(item, element) else {
                    throw .invalidArgs("array of '\(element)' holds a '\(item.signature)'")
                }
                try validateContents(item)
            }
        case .dictionary(let keySig, let valueSig, let entries):
            for entry in entries {
                guard SignatureBuffer.matches(entry.key, keySig), SignatureBuffer.matches(entry.value, valueSig) else {
                    throw .invalidArgs("dictionary of '{\(keySig)\(valueSig)}' holds '{\(entry.key.signature)\(entry.value.signature)}'")
                }
                try validateContents(entry.key)
                try validateContents(entry.value)
            }
        case .structure(let fields):
            guard !fields.isEmpty else { throw .invalidArgs("a struct needs at least one field") }
            for field in fields { try validateContents(field) }
        case .variant(let inner):
            try validate(inner)
        default:
            break
        }
    }

    // MARK: Appending (already validated)

    static func append(_ value: DBusValue, to iter: inout DBusMessageIter) throws(DBusError) {
        var ok: dbus_bool_t = 1
        switch value {
        case .byte(var v): ok = dbus_message_iter_append_basic(&iter, CDBUS_TYPE_BYTE, &v)
        case .boolean(let b):
            var v: dbus_bool_t = b ? 1 : 0
            ok = dbus_message_iter_append_basic(&iter, CDBUS_TYPE_BOOLEAN, &v)
        case .int16(var v): ok = dbus_message_iter_append_basic(&iter, CDBUS_TYPE_INT16, &v)
        case .uint16(var v): ok = dbus_message_iter_append_basic(&iter, CDBUS_TYPE_UINT16, &v)
        case .int32(var v): ok = dbus_message_iter_append_basic(&iter, CDBUS_TYPE_INT32, &v)
        case .uint32(var v): ok = dbus_message_iter_append_basic(&iter, CDBUS_TYPE_UINT32, &v)
        case .int64(var v): ok = dbus_message_iter_append_basic(&iter, CDBUS_TYPE_INT64, &v)
        case .uint64(var v): ok = dbus_message_iter_append_basic(&iter, CDBUS_TYPE_UINT64, &v)
        case .double(var v): ok = dbus_message_iter_append_basic(&iter, CDBUS_TYPE_DOUBLE, &v)
        case .string(let s): ok = appendString(s, type: CDBUS_TYPE_STRING, to: &iter)
        case .objectPath(let p): ok = appendString(p.rawValue, type: CDBUS_TYPE_OBJECT_PATH, to: &iter)
        case .signature(let s): ok = appendString(s, type: CDBUS_TYPE_SIGNATURE, to: &iter)
        case .array(let element, let items):
            try container(CDBUS_TYPE_ARRAY, signature: element, in: &iter) { (sub) throws(DBusError) in
                if try appendFixedArray(element, items, to: &sub) { return }
                for item in items { try append(item, to: &sub) }
            }
        case .dictionary(_, _, let entries):
            // The element signature "{kv}" is the value's own signature without the leading "a".
            try container(CDBUS_TYPE_ARRAY, signatureOf: value, droppingFirst: 1, in: &iter) { (sub) throws(DBusError) in
                for entry in entries {
                    try container(CDBUS_TYPE_DICT_ENTRY, signature: nil, in: &sub) { (pair) throws(DBusError) in
                        try append(entry.key, to: &pair)
                        try append(entry.value, to: &pair)
                    }
                }
            }
        case .structure(let fields):
            try container(CDBUS_TYPE_STRUCT, signature: nil, in: &iter) { (sub) throws(DBusError) in
                for field in fields { try append(field, to: &sub) }
            }
        case .variant(let inner):
            try container(CDBUS_TYPE_VARIANT, signatureOf: inner, droppingFirst: 0, in: &iter) { (sub) throws(DBusError) in
                try append(inner, to: &sub)
            }
        }
        guard ok != 0 else { throw .noMemory("could not append a \(value.signature)") }
    }

    private static func appendString(_ s: String, type: Int32, to iter: inout DBusMessageIter) -> dbus_bool_t {
        s.withCString { pointer in
            var p: UnsafePointer<CChar>? = pointer
            return dbus_message_iter_append_basic(&iter, type, &p)
        }
    }

    private static func container(
        _ type: Int32, signature: String?, in iter: inout DBusMessageIter,
        _ body: (inout DBusMessageIter) throws(DBusError) -> Void
    ) throws(DBusError) {
        try container(in: &iter, body) { iter, sub in
            guard let signature else { return dbus_message_iter_open_container(&iter, type, nil, &sub) }
            return signature.withCString { dbus_message_iter_open_container(&iter, type, $0, &sub) }
        }
    }

    /// A container whose type signature is `value`'s, less its first `dropped` bytes, written into
    /// a stack buffer (no string is built for it).
    private static func container(
        _ type: Int32, signatureOf value: DBusValue, droppingFirst dropped: Int, in iter: inout DBusMessageIter,
        _ body: (inout DBusMessageIter) throws(DBusError) -> Void
    ) throws(DBusError) {
        try container(in: &iter, body) { iter, sub in
            SignatureBuffer.with(value) { signature -> dbus_bool_t in
                guard let signature else { return 0 }
                return dbus_message_iter_open_container(&iter, type, signature + dropped, &sub)
            }
        }
    }

    /// Opens a container with `open`, fills it with `body` and closes it; when `body` throws, the
    /// container is abandoned, which frees what opening it took.
    private static func container(
        in iter: inout DBusMessageIter, _ body: (inout DBusMessageIter) throws(DBusError) -> Void,
        opening open: (inout DBusMessageIter, inout DBusMessageIter) -> dbus_bool_t
    ) throws(DBusError) {
        var sub = DBusMessageIter()
        guard open(&iter, &sub) != 0 else { throw .noMemory("could not open a container") }
        do {
            try body(&sub)
        } catch {
            dbus_message_iter_abandon_container(&iter, &sub)
            throw error
        }
        guard dbus_message_iter_close_container(&iter, &sub) != 0 else {
            throw .noMemory("could not close a container")
        }
    }

    /// Arrays of fixed-size basic types go in one call (libdbus's fast path).
    private static func appendFixedArray(
        _ element: String, _ items: [DBusValue], to sub: inout DBusMessageIter
    ) throws(DBusError) -> Bool {
        func put<T>(_ type: Int32, _ extract: (DBusValue) -> T?) throws(DBusError) -> Bool {
            var buffer: [T] = []
            buffer.reserveCapacity(items.count)
            for item in items {
                guard let v = extract(item) else { return false }
                buffer.append(v)
            }
            let ok = buffer.withUnsafeBufferPointer { bp -> dbus_bool_t in
                var base = UnsafeRawPointer(bp.baseAddress)
                return dbus_message_iter_append_fixed_array(&sub, type, &base, Int32(bp.count))
            }
            guard ok != 0 else { throw .noMemory("could not append a fixed array") }
            return true
        }
        switch element {
        case "y": return try put(CDBUS_TYPE_BYTE) { if case .byte(let v) = $0 { v } else { nil } }
        case "b": return try put(CDBUS_TYPE_BOOLEAN) { if case .boolean(let v) = $0 { dbus_bool_t(v ? 1 : 0) } else { nil } }
        case "n": return try put(CDBUS_TYPE_INT16) { if case .int16(let v) = $0 { v } else { nil } }
        case "q": return try put(CDBUS_TYPE_UINT16) { if case .uint16(let v) = $0 { v } else { nil } }
        case "i": return try put(CDBUS_TYPE_INT32) { if case .int32(let v) = $0 { v } else { nil } }
        case "u": return try put(CDBUS_TYPE_UINT32) { if case .uint32(let v) = $0 { v } else { nil } }
        case "x": return try put(CDBUS_TYPE_INT64) { if case .int64(let v) = $0 { v } else { nil } }
        case "t": return try put(CDBUS_TYPE_UINT64) { if case .uint64(let v) = $0 { v } else { nil } }
        case "d": return try put(CDBUS_TYPE_DOUBLE) { if case .double(let v) = $0 { v } else { nil } }
        default: return false
        }
    }
}

/// A value's type signature written into a stack buffer, NUL-terminated, for libdbus: checking and
/// appending a value needs its signature many times over, and building it as a String allocates
/// at every level of nesting.
enum SignatureBuffer {
    /// Longer than any valid signature (255 bytes), so an overflow is itself invalid.
    static let capacity = 512

    /// Calls `body` with the NUL-terminated signature, or nil when it does not fit or holds a NUL.
    static func with<R>(_ value: DBusValue, _ body: (UnsafePointer<CChar>?) -> R) -> R {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            var writer = Writer(buffer: buffer)
            writer.write(value)
            guard writer.append(0), !writer.invalid else { return body(nil) }
            return body(UnsafePointer(buffer.baseAddress!))
        }
    }

    /// True when `value`'s signature is a valid single complete type. Basic types, variants and
    /// structs of them are valid by construction (only depth, length and empty structs need a
    /// look); a signature that holds declared element types goes to libdbus's validator once and
    /// is remembered, as the same few signatures come back in every message.
    static func isValidSingle(_ value: DBusValue) -> Bool {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            var writer = Writer(buffer: buffer)
            writer.write(value)
            guard writer.append(0), !writer.invalid else { return false }
            let length = writer.count - 1
            if !writer.declared {
                return length <= 255 && writer.maximumStructDepth <= 32 && !writer.emptyStruct
            }
            let bytes = UnsafeRawBufferPointer(start: buffer.baseAddress!, count: length)
            if ValidSignatures.shared.contains(bytes) { return true }
            guard dbus_signature_validate_single(buffer.baseAddress!, nil) != 0 else { return false }
            ValidSignatures.shared.insert(bytes)
            return true
        }
    }

    /// True when `value`'s signature is exactly `expected`.
    static func matches(_ value: DBusValue, _ expected: String) -> Bool {
        var expected = expected
        return expected.withUTF8 { want in
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
                var writer = Writer(buffer: buffer)
                writer.write(value)
                guard !writer.invalid, writer.count == want.count else { return false }
                return memcmp(buffer.baseAddress!, want.baseAddress!, want.count) == 0
            }
        }
    }

    struct Writer {
        let buffer: UnsafeMutableBufferPointer<CChar>
        var count = 0
        var invalid = false
        /// Holds an array's or dictionary's declared signature (which needs a real check).
        var declared = false
        var emptyStruct = false
        var structDepth = 0
        var maximumStructDepth = 0

        init(buffer: UnsafeMutableBufferPointer<CChar>) { self.buffer = buffer }

        @discardableResult
        mutating func append(_ byte: UInt8) -> Bool {
            guard count < buffer.count else {
                invalid = true
                return false
            }
            buffer[count] = CChar(bitPattern: byte)
            count += 1
            return true
        }

        mutating func append(_ text: String) {
            for byte in text.utf8 {
                if byte == 0 { invalid = true }
                guard append(byte) else { return }
            }
        }

        mutating func write(_ value: DBusValue) {
            guard !invalid else { return }
            switch value {
            case .byte: append(UInt8(ascii: "y"))
            case .boolean: append(UInt8(ascii: "b"))
            case .int16: append(UInt8(ascii: "n"))
            case .uint16: append(UInt8(ascii: "q"))
            case .int32: append(UInt8(ascii: "i"))
            case .uint32: append(UInt8(ascii: "u"))
            case .int64: append(UInt8(ascii: "x"))
            case .uint64: append(UInt8(ascii: "t"))
            case .double: append(UInt8(ascii: "d"))
            case .string: append(UInt8(ascii: "s"))
            case .objectPath: append(UInt8(ascii: "o"))
            case .signature: append(UInt8(ascii: "g"))
            case .array(let element, _):
                declared = true
                append(UInt8(ascii: "a"))
                append(element)
            case .dictionary(let key, let value, _):
                declared = true
                append(UInt8(ascii: "a"))
                append(UInt8(ascii: "{"))
                append(key)
                append(value)
                append(UInt8(ascii: "}"))
            case .structure(let fields):
                if fields.isEmpty { emptyStruct = true }
                structDepth += 1
                maximumStructDepth = max(maximumStructDepth, structDepth)
                append(UInt8(ascii: "("))
                for field in fields { write(field) }
                append(UInt8(ascii: ")"))
                structDepth -= 1
            case .variant: append(UInt8(ascii: "v"))
            }
        }
    }
}

/// Signatures libdbus has found valid (bounded: a sender of ever new types just goes on asking).
final class ValidSignatures: Sendable {
    static let shared = ValidSignatures()
    private let known = Guarded(Set<[UInt8]>())
    private let limit = 1024

    func contains(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let key = [UInt8](bytes)
        return known.withLock { $0.contains(key) }
    }

    func insert(_ bytes: UnsafeRawBufferPointer) {
        let key = [UInt8](bytes)
        known.withLock { if $0.count < limit { $0.insert(key) } }
    }
}
