import DBus
import KeyboardModel

extension KeyboardServer {
    /// Turns effects into bus traffic, in the model's order: unicast notifications to each
    /// recipient's connection, one Keyboard1 broadcast per notification, PropertiesChanged in the
    /// order the notifications caused them, and app objects as they come and go.
    func emit(_ effects: [Effect]) {
        for effect in effects {
            do {
                try emit(effect)
            } catch {
                logger.warning("could not send \(effect): \(error.message)")
            }
        }
    }

    private func emit(_ effect: Effect) throws(DBusError) {
        switch effect {
        case .keyboardNotification(let app, let name, let info):
            guard let owner = owners[app] else { return }
            try connection.emitSignal(path: Contract.appPath(app).rawValue, interface: Contract.appInterface,
                                      name: "KeyboardNotification",
                                      arguments: [.string(name.rawValue), ValueMapping.userInfo(info)],
                                      destination: owner)
        case .keyboardBroadcast(let name, let info, let recipients):
            try connection.emitSignal(path: Contract.keyboardPath.rawValue, interface: Contract.keyboardInterface,
                                      name: "Notification",
                                      arguments: [.string(name.rawValue), ValueMapping.userInfo(info),
                                                  ValueMapping.strings(recipients)])
        case .lifecycleNotification(let app, let name):
            guard let owner = owners[app] else { return }
            try connection.emitSignal(path: Contract.appPath(app).rawValue, interface: Contract.appInterface,
                                      name: "LifecycleNotification", arguments: [.string(name.rawValue)],
                                      destination: owner)
        case .appProperty(let app, let property):
            try connection.emitPropertiesChanged(path: Contract.appPath(app), interface: Contract.appInterface,
                                                 changed: [(property.name, Self.value(property))])
        case .keyboardProperty(let property):
            try connection.emitPropertiesChanged(path: Contract.keyboardPath, interface: Contract.keyboardInterface,
                                                 changed: [(property.name, Self.value(property))])
        case .serverProperty(let property):
            try connection.emitPropertiesChanged(path: Contract.serverPath, interface: Contract.serverInterface,
                                                 changed: [(property.name, Self.value(property))])
        case .appAdded(let app):
            try connection.export(Contract.appPath(app), interfaces: [appInterface(app)])
        case .appRemoved(let app):
            connection.unexport(Contract.appPath(app))
            owners.removeValue(forKey: app)
        case .inputModeRemembered(let context, let mode):
            rememberInputMode(context: context, mode: mode)
        case .reply, .trace:
            break
        }
    }

    static func value(_ property: AppProperty) -> DBusValue {
        switch property {
        case .state(let s): .string(s.rawValue)
        case .firstResponder(let r): .string(r)
        case .windowFrame(let r): ValueMapping.rect(r)
        case .windows(let w): ValueMapping.windows(w)
        case .keyboardOverlap(let r): ValueMapping.rect(r)
        }
    }

    static func value(_ property: KeyboardProperty) -> DBusValue {
        switch property {
        case .visible(let b): .boolean(b)
        case .frame(let r): ValueMapping.rect(r)
        case .owner(let o): .string(o)
        case .mode(let m): .string(m.rawValue)
        case .inputMode(let m): .string(m)
        case .hardwareKeyboard(let b): .boolean(b)
        case .animating(let b): .boolean(b)
        }
    }

    static func value(_ property: ServerProperty) -> DBusValue {
        switch property {
        case .device(let d): .string(d)
        case .orientation(let o): .string(o.rawValue)
        case .profile(let p): .string(p)
        case .quirks(let q): ValueMapping.strings(q)
        case .frontmost(let f): .string(f)
        case .keyboardOwner(let o): .string(o)
        }
    }
}
