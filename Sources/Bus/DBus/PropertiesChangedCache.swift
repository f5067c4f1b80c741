/// PropertiesChanged signals already marshalled, by a key the caller chooses, ready to be copied
/// and sent. A server whose objects go through the same few property sets over and over (a
/// keyboard that shows and hides) pays ~1/20 of a marshalling for a copy. The key should be
/// cheap to compare and hash (the server's own values, not the D-Bus values built from them) and
/// name the object, so a copy needs no header change.
public struct PropertiesChangedCache<Key: Hashable> {
    private var known: [Key: Message] = [:]
    /// The last few keys asked for, compared before hashing: a show/hide cycle goes round a
    /// handful of keys, and comparing them (most differ at their first field) costs a fraction of
    /// hashing one (~2.8k instructions a lookup with the server's keys).
    private var recent: [(key: Key, signal: Message)] = []
    private var nextRecent = 0
    /// Bounded: values that never repeat (a dragged keyboard's frames) only refill it.
    private let limit: Int
    private let recentLimit = 8

    public init(limit: Int = 64) { self.limit = limit }

    /// The signal for `key`, a copy ready to send; `changed` (name and value of each property, in
    /// order) is asked for only when the key is new.
    public mutating func signal(
        for key: Key, path: ObjectPath, interface: String, changed: () -> [(String, DBusValue)]
    ) throws(DBusError) -> Message {
        if let hit = recent.first(where: { $0.key == key }) { return try hit.signal.copy() }
        let signal: Message
        if let found = known[key] {
            signal = found
        } else {
            signal = try Message.signal(
                path: path, interface: StandardInterfaces.properties, member: "PropertiesChanged",
                arguments: [.string(interface), .vardict(changed()), .array(elementSignature: "s", [])])
            if known.count >= limit { known.removeAll(keepingCapacity: true) }
            known[key] = signal
        }
        remember(key, signal)
        return try signal.copy()
    }

    /// Replaces the oldest of the recent keys.
    private mutating func remember(_ key: Key, _ signal: Message) {
        if recent.count < recentLimit {
            recent.append((key, signal))
        } else {
            recent[nextRecent] = (key, signal)
            nextRecent = (nextRecent + 1) % recentLimit
        }
    }
}
