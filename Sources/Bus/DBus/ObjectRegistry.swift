/// One exported object: its path and its interface tables.
struct ExportedObject {
    let path: ObjectPath
    var interfaces: [DBusInterface]
    let isObjectManager: Bool

    func interface(_ name: String) -> DBusInterface? { interfaces.first { $0.name == name } }
}

/// The exported objects of a connection, by path.
struct ObjectRegistry {
    private(set) var objects: [ObjectPath: ExportedObject] = [:]

    subscript(path: ObjectPath) -> ExportedObject? { objects[path] }

    mutating func insert(_ object: ExportedObject) { objects[object.path] = object }

    @discardableResult
    mutating func remove(_ path: ObjectPath) -> ExportedObject? { objects.removeValue(forKey: path) }

    /// The nearest ancestor of `path` that is an ObjectManager.
    func manager(above path: ObjectPath) -> ExportedObject? {
        objects.values
            .filter { $0.isObjectManager && path.isDescendant(of: $0.path) }
            .max { $0.path.rawValue.count < $1.path.rawValue.count }
    }

    /// Objects below `path`, sorted by path.
    func descendants(of path: ObjectPath) -> [ExportedObject] {
        objects.values.filter { $0.path.isDescendant(of: path) }.sorted { $0.path < $1.path }
    }

    /// The names of the direct child nodes of `path` (intermediate nodes included), sorted.
    func childNodes(of path: ObjectPath) -> [String] {
        let prefix = path.rawValue == "/" ? "/" : path.rawValue + "/"
        var names = Set<String>()
        for key in objects.keys.map(\.rawValue) where key.hasPrefix(prefix) && key.count > prefix.count {
            let rest = key.dropFirst(prefix.count)
            names.insert(String(rest.prefix { $0 != "/" }))
        }
        return names.sorted()
    }
}
