import CDBus

extension Connection {
    /// Takes a well-known name (never queued). When another connection owns it, throws
    /// `org.freedesktop.DBus.Error.Failed` with a message naming the owner.
    /// `replaceExisting` takes the name only from an owner that asked with `allowReplacement`
    /// (the bus then sends that owner `NameLost`); from any other owner it fails as above.
    public func requestName(
        _ name: String, replaceExisting: Bool = false, allowReplacement: Bool = false
    ) throws(DBusError) {
        guard Names.isValidBusName(name), !name.hasPrefix(":") else {
            throw .invalidArgs("'\(name)' is not a valid well-known bus name")
        }
        var flags = CDBUS_NAME_FLAG_DO_NOT_QUEUE
        if replaceExisting { flags |= CDBUS_NAME_FLAG_REPLACE_EXISTING }
        if allowReplacement { flags |= CDBUS_NAME_FLAG_ALLOW_REPLACEMENT }
        let reply = try call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                             interface: "org.freedesktop.DBus", member: "RequestName",
                             arguments: [.string(name), .uint32(flags)])
        guard case .uint32(let code)? = reply.first else { throw .failed("RequestName gave no answer") }
        switch Int32(code) {
        case CDBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER, CDBUS_REQUEST_NAME_REPLY_ALREADY_OWNER:
            return
        default:
            let owner = (try? nameOwner(name)).flatMap { $0 } ?? "another connection"
            throw .failed("the name \(name) is already owned on this bus by \(owner)")
        }
    }

    /// Gives a well-known name back (no error when we did not own it).
    public func releaseName(_ name: String) throws(DBusError) {
        _ = try call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                     interface: "org.freedesktop.DBus", member: "ReleaseName", arguments: [.string(name)])
    }

    /// The unique name owning `name`, or nil when nobody does.
    public func nameOwner(_ name: String) throws(DBusError) -> String? {
        do {
            let reply = try call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                 interface: "org.freedesktop.DBus", member: "GetNameOwner", arguments: [.string(name)])
            guard case .string(let owner)? = reply.first else { return nil }
            return owner
        } catch where error.name == DBusError.nameHasNoOwnerName {
            return nil
        }
    }
}
