import DBus

/// PropertiesChanged signals already marshalled, by content. The keyboard shows and hides with
/// the same few property sets over and over (Visible, Frame, Owner, Animating; the owner's
/// KeyboardOverlap), and a copy of a marshalled signal costs ~1/10 of marshalling it again.
struct PropertySignals {
    private struct Key: Hashable {
        var path: ObjectPath
        var interface: String
        var changed: [DBusValue.DictEntry]
    }

    private var known: [Key: SignalTemplate] = [:]
    /// Bounded: values that never repeat (a dragged keyboard's frames) only refill it.
    private let limit = 64

    mutating func signal(_ group: KeyboardServer.PropertyGroup) throws(DBusError) -> SignalTemplate {
        let key = Key(path: group.path, interface: group.interface,
                      changed: group.changed.map { DBusValue.DictEntry(.string($0.0), .variant($0.1)) })
        if let signal = known[key] { return signal }
        let signal = try SignalTemplate(
            interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged",
            arguments: [.string(group.interface), .dictionary(keySignature: "s", valueSignature: "v", key.changed),
                        .array(elementSignature: "s", [])])
        if known.count >= limit { known.removeAll(keepingCapacity: true) }
        known[key] = signal
        return signal
    }
}
