import DBus
import KeyboardContract
import KeyboardModel

/// The one source of the properties the model publishes: what PropertiesChanged last announced
/// for each object, which Get, GetAll and the ObjectManager answer too, both encoded by the
/// generated `PropertyValue.dbusValue`. An object's first values are the model's when it appears
/// on the bus (the keyboard and the server when keyboardd starts, an app when its object is
/// exported); after that only the model's property effects change them, in the order they are
/// sent. So a client that reads a property and then follows its PropertiesChanged sees every
/// value the bus carried and nothing else.
struct PublishedProperties {
    private var keyboard: [String: KeyboardProperty] = [:]
    private var server: [String: ServerProperty] = [:]
    private var apps: [String: [String: AppProperty]] = [:]

    /// The keyboard's and the server's values now.
    init(_ world: KeyboardWorld) {
        for property in world.keyboardProperties { keyboard[property.name] = property }
        for property in world.serverProperties { server[property.name] = property }
    }

    /// An app's object appears with the model's values now.
    mutating func appAppeared(_ app: String, _ properties: [AppProperty]) {
        apps[app] = Dictionary(properties.map { ($0.name, $0) }) { _, last in last }
    }

    mutating func appGone(_ app: String) {
        apps.removeValue(forKey: app)
    }

    /// What a PropertiesChanged announces, as it is sent.
    mutating func record(_ change: PropertyChange, of object: PropertyObject) {
        switch (object, change) {
        case (.keyboard, .keyboard(let p)): keyboard[p.name] = p
        case (.server, .server(let p)): server[p.name] = p
        case (.app(let app), .app(let p)): apps[app]?[p.name] = p
        default: break
        }
    }

    func keyboardValue(_ name: Keyboard1.PropertyName) throws(DBusError) -> Keyboard1.PropertyValue {
        guard let value = keyboard[name.rawValue] else { throw .unknownProperty("\(Keyboard1.name).\(name.rawValue) has no value") }
        return Keyboard1.PropertyValue(value)
    }

    /// Nil for the properties the server keeps itself (Version, Clock, Now).
    func serverValue(_ name: Server1.PropertyName) -> Server1.PropertyValue? {
        server[name.rawValue].map(Server1.PropertyValue.init)
    }

    /// Nil for BundleId (the server's) and for an app without an object.
    func appValue(_ app: String, _ name: App1.PropertyName) -> App1.PropertyValue? {
        apps[app]?[name.rawValue].map(App1.PropertyValue.init)
    }
}

extension KeyboardWorld {
    /// Every Keyboard1 property the model publishes, read from the world now.
    var keyboardProperties: [KeyboardProperty] {
        let info = keyboardInfo
        return [.visible(info.visible), .frame(info.frame), .owner(info.owner), .mode(info.mode), .inputMode(info.inputMode),
                .hardwareKeyboard(info.hardwareKeyboard), .animating(info.animating)]
    }

    /// Every Server1 property the model publishes, read from the world now (the quirks' names
    /// sorted, as the model publishes them).
    var serverProperties: [ServerProperty] {
        [.device(device.name), .orientation(orientation), .screen(device.screenBounds(orientation)), .profile(profile.name),
         .quirks(quirks.map(\.rawValue).sorted()), .frontmost(frontmost), .keyboardOwner(keyboardOwner), .settings(settings.dictionary)]
    }

    /// Every App1 property the model publishes of `app`, read from the world now; nil when it is
    /// not registered.
    func appProperties(_ app: String) -> [AppProperty]? {
        self.app(app).map { info in
            [.state(info.state), .firstResponder(info.firstResponder), .windowFrame(info.windowFrame), .windows(info.windows),
             .keyboardOverlap(info.keyboardOverlap)]
        }
    }
}
