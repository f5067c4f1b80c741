import DBus
import KeyboardContract
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
            published.record(change, of: object)
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
            case .keyboard: (path, interface) = (Keyboard1.path, Keyboard1.name)
            case .server: (path, interface) = (Server1.path, Server1.name)
            case .app(let app): (path, interface) = (appPath(app), App1.name)
            }
            do {
                try connection.send(propertySignals.signal(for: group, path: path, interface: interface) {
                    group.changes.map { ($0.name, $0.value) }
                })
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

    /// The value on the bus, through the generated encoder that also answers Get and GetAll
    /// (`PropertyValue.dbusValue`), which read what this announced (PublishedProperties).
    var value: DBusValue {
        switch self {
        case .app(let p): App1.PropertyValue(p).dbusValue
        case .keyboard(let p): Keyboard1.PropertyValue(p).dbusValue
        case .server(let p): Server1.PropertyValue(p).dbusValue
        }
    }
}

/// The changes of one object for one PropertiesChanged, in the order they happened.
struct PropertyGroup: Hashable {
    var object: PropertyObject
    var changes: [PropertyChange]
}
