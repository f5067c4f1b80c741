import DBus
import KeyboardContract

/// One thing `monitor` shows, decoded from a signal keyboardd broadcasts. Unicast notifications
/// are never eavesdropped: the Keyboard1.Notification broadcast names every recipient, and an
/// app's lifecycle shows in the PropertiesChanged of its App1.State.
enum MonitorEvent: Equatable {
    /// Keyboard1.Notification: the userInfo as the owner receives it and every recipient.
    struct Keyboard: Equatable {
        var name: String
        var time: UInt64?
        var sequence: UInt64?
        var owner: String
        var isLocal: Bool?
        var frameBegin: Rect?
        var frameEnd: Rect?
        var duration: Double?
        var curve: Int64?
        var recipients: [String]
    }

    case keyboard(Keyboard)
    /// App1.State changed (the lifecycle notifications follow it).
    case state(app: String, state: String)
    /// App1.FirstResponder changed (empty: none).
    case firstResponder(app: String, responder: String)
    /// An app object appeared (RegisterApp) or went (the app terminated or its process died).
    case registered(app: String)
    case removed(app: String)
    /// keyboardd's name changed hands: nil owner when it left the bus.
    case daemon(owner: String?)

    /// The match rules that bring every signal `decode` understands, all from keyboardd's name.
    static let rules: [MatchRule] = [
        MatchRule(sender: Contract.busName, path: Keyboard1.path,
                  interface: Keyboard1.name, member: Keyboard1.SignalName.notification.rawValue),
        MatchRule(sender: Contract.busName, pathNamespace: App1.parentPath,
                  interface: StandardInterfaces.properties, member: PropertiesChangedSignal.member, arg0: App1.name),
        MatchRule(sender: Contract.busName, path: Server1.path,
                  interface: StandardInterfaces.objectManager),
        MatchRule(sender: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                  member: "NameOwnerChanged", arg0: Contract.busName),
    ]

    /// The events one signal carries (a PropertiesChanged may carry several properties).
    static func decode(_ message: Message) -> [MonitorEvent] {
        guard let args = try? message.arguments() else { return [] }
        switch (message.interface, message.member) {
        case (Keyboard1.name, Keyboard1.SignalName.notification.rawValue):
            guard args.count == 3, let name = args[0].stringValue, let info = args[1].dictionaryValue else { return [] }
            typealias Key = NotificationUserInfo.Key
            return [.keyboard(Keyboard(
                name: name, time: info[Key.time]?.uint64Value, sequence: info[Key.sequence]?.uint64Value,
                owner: info[Key.owner]?.stringValue ?? "", isLocal: info[Key.isLocal]?.boolValue,
                frameBegin: info[Key.frameBegin].flatMap(Rect.init),
                frameEnd: info[Key.frameEnd].flatMap(Rect.init),
                duration: info[Key.animationDuration]?.doubleValue,
                curve: { if case .int32(let c)? = info[Key.animationCurve] { Int64(c) } else { nil } }(),
                recipients: args[2].stringsValue ?? []))]
        case (StandardInterfaces.properties, PropertiesChangedSignal.member):
            // Typed by the contract (App1.PropertiesChanged); the state's line before the responder's.
            guard let app = bundleId(message.path), let changes = try? App1.PropertiesChanged(message) else { return [] }
            var state: String?, responder: String?
            for change in changes.changed {
                switch change {
                case .state(let value): state = value.rawValue
                case .firstResponder(let value): responder = value
                default: break
                }
            }
            return (state.map { [MonitorEvent.state(app: app, state: $0)] } ?? [])
                + (responder.map { [MonitorEvent.firstResponder(app: app, responder: $0)] } ?? [])
        case (StandardInterfaces.objectManager, "InterfacesAdded"):
            guard case .objectPath(let path)? = args.first, let interfaces = args.dropFirst().first?.dictionaryValue,
                  let app = bundleId(path) else { return [] }
            let id = App1.Properties(interfaces[App1.name]?.dictionaryValue ?? [:]).bundleId ?? app
            return [.registered(app: id)]
        case (StandardInterfaces.objectManager, "InterfacesRemoved"):
            guard case .objectPath(let path)? = args.first, let app = bundleId(path) else { return [] }
            return [.removed(app: app)]
        case ("org.freedesktop.DBus", "NameOwnerChanged"):
            guard args.count == 3, let new = args[2].stringValue else { return [] }
            return [.daemon(owner: new.isEmpty ? nil : new)]
        default:
            return []
        }
    }

    /// The bundle id an app object's path escapes (docs/CONTRACT.md), nil for any other path.
    static func bundleId(_ path: ObjectPath?) -> String? {
        guard let path, path.isDescendant(of: App1.parentPath) else { return nil }
        let element = String(path.rawValue.dropFirst(App1.parentPath.rawValue.count + 1))
        guard !element.contains("/") else { return nil }
        return ObjectPath.unescapeElement(element)
    }
}
