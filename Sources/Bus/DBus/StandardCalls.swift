/// Typed calls to the standard interfaces that every user of the layer makes (Peer.Ping,
/// ObjectManager.GetManagedObjects, the bus's StartServiceByName), so that no caller spells
/// their names or decodes their replies again.
extension Connection {
    /// What ObjectManager.GetManagedObjects answers: object path → interface → property → value
    /// (variants unwrapped).
    public typealias ManagedObjects = [ObjectPath: [String: [String: DBusValue]]]

    /// Peer.Ping of `destination`: a round trip. Every message `destination` sent to this
    /// connection before its reply has been handled once this returns (one sender, one order).
    public func ping(_ destination: String, path: ObjectPath = "/") throws(DBusError) {
        _ = try call(destination: destination, path: path, interface: StandardInterfaces.peer, member: "Ping")
    }

    /// Async form of `ping`.
    public func ping(_ destination: String, path: ObjectPath = "/") async throws(DBusError) {
        _ = try await call(destination: destination, path: path, interface: StandardInterfaces.peer, member: "Ping")
    }

    /// ObjectManager.GetManagedObjects of the object manager at `path` of `destination`.
    public func managedObjects(of destination: String, at path: ObjectPath,
                               timeout: Duration = Connection.defaultTimeout) throws(DBusError) -> ManagedObjects {
        try Self.managedObjects(reply: try call(destination: destination, path: path, interface: StandardInterfaces.objectManager,
                                                member: "GetManagedObjects", timeout: timeout))
    }

    /// Async form of `managedObjects`.
    public func managedObjects(of destination: String, at path: ObjectPath,
                               timeout: Duration = Connection.defaultTimeout) async throws(DBusError) -> ManagedObjects {
        try Self.managedObjects(reply: try await call(destination: destination, path: path,
                                                      interface: StandardInterfaces.objectManager,
                                                      member: "GetManagedObjects", timeout: timeout))
    }

    /// The bus's StartServiceByName: asks the bus to start the service that owns `name` (from its
    /// .service file) unless someone owns it already. Throws ServiceUnknown when the bus knows no
    /// such service.
    public func startService(_ name: String) throws(DBusError) {
        _ = try call(destination: StandardInterfaces.bus, path: StandardInterfaces.busPath,
                     interface: StandardInterfaces.bus, member: "StartServiceByName",
                     arguments: [.string(name), .uint32(0)])
    }

    static func managedObjects(reply: [DBusValue]) throws(DBusError) -> ManagedObjects {
        guard case .dictionary(_, _, let objects)? = reply.first else {
            throw .invalidArgs("GetManagedObjects answered \(reply), not a{oa{sa{sv}}}")
        }
        var result: ManagedObjects = [:]
        for object in objects {
            guard case .objectPath(let path) = object.key, case .dictionary(_, _, let interfaces) = object.value else {
                throw .invalidArgs("GetManagedObjects answered an entry that is not o → a{sa{sv}}")
            }
            var byInterface: [String: [String: DBusValue]] = [:]
            for entry in interfaces {
                guard case .string(let name) = entry.key, case .dictionary(_, _, let properties) = entry.value else {
                    throw .invalidArgs("GetManagedObjects answered an interface entry that is not s → a{sv}")
                }
                var values: [String: DBusValue] = [:]
                for property in properties {
                    guard case .string(let key) = property.key else {
                        throw .invalidArgs("GetManagedObjects answered a property entry that is not s → v")
                    }
                    values[key] = property.value.unwrappedVariant
                }
                byInterface[name] = values
            }
            result[path] = byInterface
        }
        return result
    }
}
