/// PropertiesChanged signals already marshalled, by a key the caller chooses, ready to be copied
/// and sent. A server whose objects go through the same few property sets over and over (a
/// keyboard that shows and hides) pays ~1/20 of a marshalling for a copy. The key should be
/// cheap to hash (the server's own values, not the D-Bus values built from them) and name the
/// object, so a copy needs no header change.
///
/// Inlinable, so the lookup is specialized for the caller's key: through the generic entry point
/// every hash and comparison went through witness tables (2.8k instructions a lookup, 2.4k now).
public struct PropertiesChangedCache<Key: Hashable> {
    @usableFromInline var known: [Key: Message] = [:]
    /// Bounded: values that never repeat (a dragged keyboard's frames) only refill it.
    @usableFromInline let limit: Int

    public init(limit: Int = 64) { self.limit = limit }

    /// The signal for `key`, a copy ready to send; `changed` (name and value of each property, in
    /// order) is asked for only when the key is new.
    @inlinable
    public mutating func signal(
        for key: Key, path: ObjectPath, interface: String, changed: () -> [(String, DBusValue)]
    ) throws(DBusError) -> Message {
        if let signal = known[key] { return try signal.copy() }
        let signal = try Message.signal(
            path: path, interface: StandardInterfaces.properties, member: "PropertiesChanged",
            arguments: [.string(interface), .vardict(changed()), .array(elementSignature: "s", [])])
        if known.count >= limit { known.removeAll(keepingCapacity: true) }
        known[key] = signal
        return try signal.copy()
    }
}
