import DBus
import KeyboardModel

extension KeyboardServer {
    /// A run of property changes between two notifications, as one PropertiesChanged per object
    /// (sd-bus and GDBus group them the same way), objects in the order they first changed. A
    /// property that changes twice in the run starts a new signal, so no value is lost.
    func emitPropertyChanges(_ effects: [Effect], from start: Int) -> Int {
        var groups: [PropertyGroup] = []
        var index = start
        scan: while index < effects.count {
            let object: PropertyObject, change: PropertyChange
            switch effects[index] {
            case .appProperty(let app, let property): (object, change) = (.app(app), .app(property))
            case .keyboardProperty(let property): (object, change) = (.keyboard, .keyboard(property))
            case .serverProperty(let property): (object, change) = (.server, .server(property))
            case .reply, .trace:
                index += 1   // nothing on the bus: the run goes on
                continue
            default:
                break scan
            }
            index += 1
            if let g = groups.firstIndex(where: { $0.object == object }) {
                if groups[g].changes.contains(where: { $0.name == change.name }) {
                    emit(groups)
                    groups = [PropertyGroup(object: object, changes: [change])]
                } else {
                    groups[g].changes.append(change)
                }
            } else {
                groups.append(PropertyGroup(object: object, changes: [change]))
            }
        }
        emit(groups)
        return index
    }

    private func emit(_ groups: [PropertyGroup]) {
        for group in groups {
            let path: ObjectPath, interface: String
            switch group.object {
            case .keyboard: (path, interface) = (Contract.keyboardPath, Contract.keyboardInterface)
            case .server: (path, interface) = (Contract.serverPath, Contract.serverInterface)
            case .app(let app): (path, interface) = (appPath(app), Contract.appInterface)
            }
            do {
                try connection.send(propertySignals.signal(group, path: path, interface: interface).copy())
            } catch {
                logger.warning("could not send PropertiesChanged of \(path): \(error.message)")
            }
        }
    }
}

/// Whose properties changed.
enum PropertyObject: Hashable {
    case keyboard, server
    case app(String)
}

/// One property's new value, as the model gave it.
enum PropertyChange: Hashable {
    case app(AppProperty), keyboard(KeyboardProperty), server(ServerProperty)

    var name: String {
        switch self {
        case .app(let p): p.name
        case .keyboard(let p): p.name
        case .server(let p): p.name
        }
    }

    var value: DBusValue {
        switch self {
        case .app(let p): KeyboardServer.value(p)
        case .keyboard(let p): KeyboardServer.value(p)
        case .server(let p): KeyboardServer.value(p)
        }
    }
}

/// The changes of one object for one PropertiesChanged, in the order they happened.
struct PropertyGroup: Hashable {
    var object: PropertyObject
    var changes: [PropertyChange]
}

/// PropertiesChanged signals already marshalled, by content, ready to be copied and sent. The
/// keyboard shows and hides with the same few property sets over and over (Visible, Frame, Owner,
/// Animating; the owner's FirstResponder, Windows, KeyboardOverlap), and copying a marshalled
/// signal costs ~1/20 of marshalling it again. The key is the model's own values (cheap to
/// hash), not the D-Bus values built from them; the object is part of the key, so the copy
/// needs no header change.
struct PropertySignals {
    private var known: [PropertyGroup: Message] = [:]
    /// Bounded: values that never repeat (a dragged keyboard's frames) only refill it.
    private let limit = 64

    /// The signal for `group`, never sent itself: send a `copy()` of it.
    mutating func signal(_ group: PropertyGroup, path: ObjectPath, interface: String) throws(DBusError) -> Message {
        if let signal = known[group] { return signal }
        let signal = try Message.signal(
            path: path, interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged",
            arguments: [.string(interface), .vardict(group.changes.map { ($0.name, $0.value) }),
                        .array(elementSignature: "s", [])])
        if known.count >= limit { known.removeAll(keepingCapacity: true) }
        known[group] = signal
        return signal
    }
}
