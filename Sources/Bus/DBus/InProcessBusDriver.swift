import CDBus

/// The calls an in-process bus answers itself (`org.freedesktop.DBus`, as the D-Bus
/// specification's "Message Bus Messages" describe them): those the layer makes. A well-known
/// name is never queued nor replaced: RequestName answers EXISTS when another connection owns it.
extension InProcessBus {
    func answerDriver(_ call: Message, from connection: OpaquePointer) {
        guard call.kind == .methodCall else { return }
        let handle = LibdbusHandle(connection)
        var announcements: [(name: String, old: String?, new: String?)] = []
        let answer: Result<[DBusValue], DBusError> = Result { () throws(DBusError) -> [DBusValue] in
            let arguments = try call.arguments()
            let firstString: String? = if case .string(let s)? = arguments.first { s } else { nil }
            if call.interface == StandardInterfaces.peer, call.member == "Ping" { return [] }
            if call.member == "Hello" {
                let unique = try routing.withLock { routing throws(DBusError) -> String in
                    guard routing.uniqueNames[handle] == nil else { throw .failed("Already handled an Hello message") }
                    let unique = ":1.\(routing.nextUniqueName)"
                    routing.nextUniqueName += 1
                    routing.uniqueNames[handle] = unique
                    routing.byUniqueName[unique] = handle
                    return unique
                }
                announcements.append((unique, nil, unique))
                return [.string(unique)]
            }
            guard let caller = routing.withLock({ $0.uniqueNames[handle] }) else {
                throw DBusError(name: DBusError.accessDeniedName, message: "Hello first")
            }
            guard let name = firstString else {
                throw .unknownMethod("the in-process bus does not answer \(call.member ?? "?")(\(call.signature))")
            }
            switch call.member {
            case "RequestName":
                let code = routing.withLock { routing -> Int32 in
                    switch routing.owners[name] {
                    case nil:
                        routing.owners[name] = caller
                        return CDBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER
                    case caller: return CDBUS_REQUEST_NAME_REPLY_ALREADY_OWNER
                    default: return CDBUS_REQUEST_NAME_REPLY_EXISTS
                    }
                }
                if code == CDBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER { announcements.append((name, nil, caller)) }
                return [.uint32(UInt32(code))]
            case "ReleaseName":
                // 1 released, 2 nobody owned it, 3 another connection does.
                let code: UInt32 = routing.withLock { routing in
                    switch routing.owners[name] {
                    case nil: return 2
                    case caller:
                        routing.owners[name] = nil
                        return 1
                    default: return 3
                    }
                }
                if code == 1 { announcements.append((name, caller, nil)) }
                return [.uint32(code)]
            case "GetNameOwner":
                guard let owner = routing.withLock({ routing in routing.connection(for: name).flatMap { routing.uniqueNames[$0] } }) else {
                    throw DBusError(name: DBusError.nameHasNoOwnerName, message: "Could not get owner of name '\(name)': no such name")
                }
                return [.string(owner)]
            case "NameHasOwner":
                return [.boolean(routing.withLock { $0.connection(for: name) != nil })]
            case "AddMatch":
                guard let rule = MatchRule(parsing: name) else {
                    throw DBusError(name: "org.freedesktop.DBus.Error.MatchRuleInvalid", message: "cannot parse match rule \(name)")
                }
                routing.withLock { $0.rules[handle, default: []].append(rule) }
                return []
            case "RemoveMatch":
                let removed = routing.withLock { routing -> Bool in
                    guard let rule = MatchRule(parsing: name),
                          let index = routing.rules[handle]?.firstIndex(of: rule) else { return false }
                    routing.rules[handle]?.remove(at: index)
                    return true
                }
                guard removed else {
                    throw DBusError(name: "org.freedesktop.DBus.Error.MatchRuleNotFound", message: "no such match rule: \(name)")
                }
                return []
            default:
                throw .unknownMethod("the in-process bus does not answer \(call.member ?? "?")")
            }
        }
        if !call.noReply {
            switch answer {
            case .success(let values):
                if let reply = try? call.methodReturn(values) { send(reply, to: connection) }
            case .failure(let error):
                refuse(call, on: connection, error)
            }
        }
        for (name, old, new) in announcements { announceOwner(of: name, old: old, new: new) }
    }
}
