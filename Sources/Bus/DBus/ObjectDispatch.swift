import CDBus

extension Connection {
    // MARK: Exporting

    /// Serves `interfaces` at `path`. With `objectManager` the object answers
    /// `GetManagedObjects` for everything below it and announces objects exported or removed
    /// below it with `InterfacesAdded`/`InterfacesRemoved`. Call it on the loop thread once
    /// serving has begun (property getters run where it is called).
    public func export(_ path: ObjectPath, interfaces: [DBusInterface], objectManager: Bool = false) throws(DBusError) {
        for interface in interfaces { try interface.validate() }
        let object = ExportedObject(path: path, interfaces: interfaces, isObjectManager: objectManager)
        let manager = lock.withLock { () -> ExportedObject? in
            objects.insert(object)
            return objects.manager(above: path)
        }
        if let manager {
            try emitSignal(path: manager.path, interface: StandardInterfaces.objectManager,
                           member: "InterfacesAdded",
                           arguments: [.objectPath(path), Connection.interfacesAndProperties(of: object)])
        }
    }

    /// Stops serving `path` (and announces it to its ObjectManager).
    public func unexport(_ path: ObjectPath) {
        let (removed, manager) = lock.withLock { () -> (ExportedObject?, ExportedObject?) in
            let removed = objects.remove(path)
            return (removed, removed == nil ? nil : objects.manager(above: path))
        }
        guard let removed, let manager else { return }
        let names = StandardInterfaces.tables(objectManager: removed.isObjectManager).map(\.name)
            + removed.interfaces.map(\.name)
        try? emitSignal(path: manager.path, interface: StandardInterfaces.objectManager,
                        member: "InterfacesRemoved",
                        arguments: [.objectPath(path), .array(elementSignature: "s", names.map { .string($0) })])
    }

    public var exportedPaths: [ObjectPath] {
        lock.withLock { objects.objects.values.map(\.path).sorted() }
    }

    /// `PropertiesChanged` for `interface` at `path`, with values in the given order.
    public func emitPropertiesChanged(
        path: ObjectPath, interface: String, changed: [(String, DBusValue)], invalidated: [String] = []
    ) throws(DBusError) {
        try emitSignal(path: path, interface: StandardInterfaces.properties, member: "PropertiesChanged",
                       arguments: [.string(interface), .vardict(changed),
                                   .array(elementSignature: "s", invalidated.map { .string($0) })])
    }

    // MARK: Dispatching (loop thread)

    func handleMethodCall(_ message: Message) {
        let result: Result<[DBusValue], DBusError>
        do throws(DBusError) {
            result = .success(try route(message))
        } catch {
            result = .failure(error)
        }
        guard !message.noReply else { return }
        switch result {
        case .success(let values):
            do throws(DBusError) {
                _ = try send(message.methodReturn(values))
            } catch {
                if let reply = message.errorReply(.failed("could not send the reply: \(error.message)")) {
                    _ = try? send(reply)
                }
            }
        case .failure(let error):
            if let reply = message.errorReply(error) { _ = try? send(reply) }
        }
    }

    private func route(_ message: Message) throws(DBusError) -> [DBusValue] {
        // libdbus validated the header of every message it received.
        guard let path = message.path, let member = message.member else {
            throw .failed("method call without path or member")
        }
        let interface = message.interface
        // Peer answers on every path, as libdbus and GDBus do, with its arguments checked (the
        // connection routes Peer calls here rather than to libdbus's handler, which ignores them).
        if interface == StandardInterfaces.peer || (interface == nil && (member == "Ping" || member == "GetMachineId")) {
            return try peer(member, message)
        }
        let object = lock.withLock { objects[path] }
        if interface == StandardInterfaces.introspectable || (interface == nil && member == "Introspect") {
            // Only Introspect needs the child nodes (a walk over every exported object).
            let children = lock.withLock { objects.childNodes(of: path) }
            guard member == "Introspect" else { throw .unknownMethod("No such method '\(member)' on \(StandardInterfaces.introspectable)") }
            try expectSignature(message, "")
            guard object != nil || !children.isEmpty || path == .root else {
                throw .unknownObject("No such object path '\(path)'")
            }
            let tables = object.map { StandardInterfaces.tables(objectManager: $0.isObjectManager) + $0.interfaces }
                ?? [StandardInterfaces.peerTable, StandardInterfaces.introspectableTable]
            return [.string(Introspection.document(interfaces: tables, children: children))]
        }
        guard let object else { throw .unknownObject("No such object path '\(path)'") }

        if interface == StandardInterfaces.properties {
            return try properties(member, message, object)
        }
        if interface == StandardInterfaces.objectManager {
            guard object.isObjectManager else { throw .unknownInterface("No such interface '\(StandardInterfaces.objectManager)' on object at path \(path)") }
            guard member == "GetManagedObjects" else { throw .unknownMethod("No such method '\(member)' on \(StandardInterfaces.objectManager)") }
            try expectSignature(message, "")
            return [managedObjects(below: path)]
        }

        let table: DBusInterface
        let method: DBusMethod
        if let interface {
            guard let found = object.interface(interface) else {
                throw .unknownInterface("No such interface '\(interface)' on object at path \(path)")
            }
            guard let m = found.method(member) else {
                throw .unknownMethod("No such method '\(member)' in interface '\(interface)' at object path '\(path)' (signature '\(message.signature)')")
            }
            (table, method) = (found, m)
        } else {
            guard let found = object.interfaces.first(where: { $0.method(member) != nil }), let m = found.method(member) else {
                throw .unknownMethod("No such method '\(member)' at object path '\(path)' (signature '\(message.signature)')")
            }
            (table, method) = (found, m)
        }
        try expectSignature(message, method.inSignature)
        let call = MethodCall(message: message, sender: message.sender ?? "", path: path,
                              interface: table.name, member: member, arguments: try message.arguments())
        let out = try method.handler(call)
        guard Connection.conforms(out, to: method.outArguments) else {
            let outSignature = out.map(\.signature).joined()
            throw .failed("\(table.name).\(member) produced '\(outSignature)' instead of '\(method.outSignature)'")
        }
        return out
    }

    /// True when `values` have exactly the arguments' types (without building signature strings).
    static func conforms(_ values: [DBusValue], to arguments: [DBusArgument]) -> Bool {
        guard values.count == arguments.count else { return false }
        for (value, argument) in zip(values, arguments) where !SignatureBuffer.matches(value, argument.signature) {
            return false
        }
        return true
    }

    private func expectSignature(_ message: Message, _ expected: String) throws(DBusError) {
        guard message.signature == expected else {
            throw .invalidArgs("Type of message, '(\(message.signature))', does not match expected type '(\(expected))'")
        }
    }

    private func peer(_ member: String, _ message: Message) throws(DBusError) -> [DBusValue] {
        try expectSignature(message, "")
        switch member {
        case "Ping": return []
        case "GetMachineId":
            var error = CDBus.DBusError()
            dbus_error_init(&error)
            guard let id = dbus_try_get_local_machine_id(&error) else {
                throw DBusError(consuming: &error, fallback: "no machine id")
            }
            defer { dbus_free(id) }
            return [.string(String(cString: id))]
        default:
            throw .unknownMethod("No such method '\(member)' on \(StandardInterfaces.peer)")
        }
    }

    private func properties(_ member: String, _ message: Message, _ object: ExportedObject) throws(DBusError) -> [DBusValue] {
        func table(_ name: String) throws(DBusError) -> DBusInterface {
            guard let table = object.interface(name) else {
                throw .unknownInterface("No such interface '\(name)' on object at path \(object.path)")
            }
            return table
        }
        func property(_ table: DBusInterface, _ name: String) throws(DBusError) -> DBusProperty {
            guard let property = table.property(name) else {
                throw .unknownProperty("No such property '\(name)' on interface '\(table.name)'")
            }
            return property
        }
        switch member {
        case "Get":
            try expectSignature(message, "ss")
            let (interfaceName, name) = try message.arguments().decode(String.self, String.self)
            let p = try property(try table(interfaceName), name)
            guard p.access != .write else { throw .accessDenied("Property '\(name)' is not readable") }
            return [.variant(try checkedValue(p))]
        case "GetAll":
            try expectSignature(message, "s")
            let (interfaceName) = try message.arguments().decode(String.self)
            let t = try table(interfaceName)
            var pairs: [(String, DBusValue)] = []
            for p in t.properties where p.access != .write { pairs.append((p.name, try checkedValue(p))) }
            return [.vardict(pairs)]
        case "Set":
            try expectSignature(message, "ssv")
            let (interfaceName, name, value) = try message.arguments().decode(String.self, String.self, DBusValue.self)
            let t = try table(interfaceName)
            let p = try property(t, name)
            guard let setter = p.set else { throw .propertyReadOnly("Property '\(name)' is not writable") }
            guard value.signature == p.signature else {
                throw .invalidArgs("Property '\(name)' has type '\(p.signature)', not '\(value.signature)'")
            }
            let call = MethodCall(message: message, sender: message.sender ?? "", path: object.path,
                                  interface: StandardInterfaces.properties, member: member, arguments: [])
            try setter(value, call)
            if p.changeSignal == .emits {
                try emitPropertiesChanged(path: object.path, interface: t.name, changed: [(p.name, try checkedValue(p))])
            } else if p.changeSignal == .invalidates {
                try emitPropertiesChanged(path: object.path, interface: t.name, changed: [], invalidated: [p.name])
            }
            return []
        default:
            throw .unknownMethod("No such method '\(member)' on \(StandardInterfaces.properties)")
        }
    }

    private func checkedValue(_ property: DBusProperty) throws(DBusError) -> DBusValue {
        let value = try property.get()
        guard value.signature == property.signature else {
            throw .failed("property \(property.name) produced '\(value.signature)' instead of '\(property.signature)'")
        }
        return value
    }

    private func managedObjects(below path: ObjectPath) -> DBusValue {
        let below = lock.withLock { objects.descendants(of: path) }
        return .dictionary(keySignature: "o", valueSignature: "a{sa{sv}}",
                           below.map { .init(.objectPath($0.path), Connection.interfacesAndProperties(of: $0)) })
    }

    /// `a{sa{sv}}` for one object: standard interfaces with no properties, then its own.
    static func interfacesAndProperties(of object: ExportedObject) -> DBusValue {
        var entries = StandardInterfaces.tables(objectManager: object.isObjectManager).map {
            DBusValue.DictEntry(.string($0.name), .vardict([]))
        }
        for interface in object.interfaces {
            var pairs: [(String, DBusValue)] = []
            for p in interface.properties where p.access != .write {
                if let value = try? p.get(), value.signature == p.signature { pairs.append((p.name, value)) }
            }
            entries.append(.init(.string(interface.name), .vardict(pairs)))
        }
        return .dictionary(keySignature: "s", valueSignature: "a{sv}", entries)
    }
}
