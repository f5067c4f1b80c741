import DBus
import KeyboardContract
import KeyboardModel

extension KeyboardServer {
    /// Turns effects into bus traffic, in the model's order: unicast notifications to each
    /// recipient's connection, one Keyboard1 broadcast per notification, PropertiesChanged in the
    /// order the notifications caused them, and app objects as they come and go.
    func emit(_ effects: [Effect]) {
        var bodies = NotificationBodies()
        var index = 0
        while index < effects.count {
            switch effects[index] {
            case .keyboardNotification(let delivery):
                emitNotification(delivery, bodies: &bodies)
                index += 1
            case .appProperty, .keyboardProperty, .serverProperty:
                index = emitPropertyChanges(effects, from: index)
            default:
                do {
                    try emit(effects[index])
                } catch {
                    logger.warning("could not send \(effects[index]): \(error.message)")
                }
                index += 1
            }
        }
    }

    /// One notification: a unicast to each recipient, then the Keyboard1 broadcast naming them,
    /// both through the generated signal types (App1.KeyboardNotification, Keyboard1.Notification).
    /// Recipients differ only in IsLocal, so the signal is marshalled once per IsLocal value and
    /// copied for each recipient with its path and destination (SignalTemplate: ~15k instructions
    /// a recipient instead of ~100k); the broadcast extends the owner's body. A body's first
    /// recipient gets its message straight from the body (one copy); a template is made only for
    /// a second one (the owner alone has IsLocal true, so with one app there is none).
    private func emitNotification(_ delivery: KeyboardDelivery, bodies: inout NotificationBodies) {
        let name = delivery.name
        var unicasts: [(info: KeyboardUserInfo, signal: SignalTemplate?)] = []
        if recipientCache.generation != ownersGeneration { recipientCache = RecipientCache(generation: ownersGeneration) }
        for (position, app) in delivery.recipients.enumerated() {
            guard let (owner, path) = recipient(app, at: position) else { continue }
            let info = delivery.userInfo(at: position)
            do {
                if let known = unicasts.firstIndex(where: { $0.info == info }) {
                    let template: SignalTemplate
                    if let made = unicasts[known].signal {
                        template = made
                    } else {
                        template = try App1.KeyboardNotification.signal(body: bodies.body(name, info))
                        unicasts[known].signal = template
                    }
                    try connection.send(template.message(path: path, destination: owner))
                } else {
                    unicasts.append((info, nil))
                    try connection.send(App1.KeyboardNotification.message(body: bodies.body(name, info), path: path, destination: owner))
                }
            } catch {
                logger.warning("could not send \(name.rawValue) to \(app): \(error.message)")
            }
        }
        do {
            let body = try bodies.body(name, delivery.userInfo)
            try connection.send(Keyboard1.Notification.message(extending: body, recipients: delivery.recipients, path: Keyboard1.path))
        } catch {
            logger.warning("could not send the \(name.rawValue) broadcast: \(error.message)")
        }
    }

    /// The owner and path of the app at `position` in a notification's delivery order: the same
    /// apps come in the same order notification after notification, so this is a comparison of
    /// two strings that share their storage, not two dictionary lookups per recipient.
    private func recipient(_ app: String, at position: Int) -> (owner: String, path: ObjectPath)? {
        // One access to the cache (each access to a LoopBound value checks the thread).
        if let known = recipientCache.entry(app, at: position) { return known }
        guard let owner = owners[app] else { return nil }
        let entry = (app: app, owner: owner, path: appPath(app))
        recipientCache.remember(entry, at: position)
        return (owner, entry.path)
    }

    /// The marshalled (name, userInfo) bodies of the notification being sent, shared by its
    /// unicasts and its broadcast (the broadcast carries the owner's userInfo).
    private struct NotificationBodies {
        private var bodies: [(name: KeyboardNotificationName, info: KeyboardUserInfo, body: SignalBody<App1.KeyboardNotification>)] = []

        mutating func body(_ name: KeyboardNotificationName, _ info: KeyboardUserInfo) throws(DBusError) -> SignalBody<App1.KeyboardNotification> {
            if let known = bodies.first(where: { $0.name == name && $0.info == info }) { return known.body }
            if let last = bodies.last, last.info.sequence != info.sequence { bodies.removeAll() }
            let body = try App1.KeyboardNotification(name: name.rawValue, userInfo: NotificationUserInfo(info)).body()
            bodies.append((name, info, body))
            return body
        }
    }

    /// An app's object path, escaped once per app rather than once per signal.
    func appPath(_ app: String) -> ObjectPath {
        if let path = appPaths[app] { return path }
        let path = App1.path(app)
        appPaths[app] = path
        return path
    }

    private func emit(_ effect: Effect) throws(DBusError) {
        switch effect {
        case .keyboardNotification, .appProperty, .keyboardProperty, .serverProperty:
            break   // sent in runs by emit(_: [Effect]): one body per notification, one signal per object
        case .lifecycleNotification(let app, let name):
            guard let owner = owners[app] else { return }
            try App1.LifecycleNotification(name: name.rawValue).emit(on: connection, path: appPath(app), destination: owner)
        case .appAdded(let app):
            let object = AppObject(self, app: app)
            appObjects[app] = object
            published.appAppeared(app, world.appProperties(app) ?? [])
            try connection.export(appPath(app), interfaces: [App1.table(object)])
        case .appRemoved(let app):
            connection.unexport(appPath(app))
            owners.removeValue(forKey: app)
            appPaths.removeValue(forKey: app)
            appObjects.removeValue(forKey: app)
            published.appGone(app)
        case .inputModeRemembered(let context, let mode):
            rememberInputMode(context: context, mode: mode)
        case .reply, .trace:
            break
        case .editingNotification(let app, let name, let responder):
            // Unicast to the app among its keyboard notifications, in the model's order (N13).
            guard let owner = owners[app] else { return }
            try App1.EditingNotification(name: name.rawValue, responder: responder)
                .emit(on: connection, path: appPath(app), destination: owner)
        }
    }
}

/// Recipients of the last notification in delivery order, valid while `owners` is unchanged.
struct RecipientCache {
    var generation: UInt64 = 0
    var entries: [(app: String, owner: String, path: ObjectPath)] = []

    /// The owner and path of `app` when it was at `position` last time too.
    func entry(_ app: String, at position: Int) -> (owner: String, path: ObjectPath)? {
        guard position < entries.count, entries[position].app == app else { return nil }
        return (entries[position].owner, entries[position].path)
    }

    mutating func remember(_ entry: (app: String, owner: String, path: ObjectPath), at position: Int) {
        if position < entries.count {
            entries[position] = entry
        } else if position == entries.count {
            entries.append(entry)
        }
    }
}
