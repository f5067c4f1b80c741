import DBus
import KeyboardContract

/// Everything `keyboardctl status` shows: Server1's properties, the keyboard and every app, read
/// with two calls (Server1 GetAll, then GetManagedObjects for the keyboard and the apps).
struct DaemonStatus: Equatable {
    struct Keyboard: Equatable {
        var visible = false
        var frame = Rect.zero
        var owner = ""
        var mode = ""
        var inputMode = ""
        var hardwareKeyboard = false
        var animating = false
    }

    struct Window: Equatable {
        var id: String
        var kind: String
        var hidden: Bool
        var frame: Rect
    }

    struct App: Equatable {
        var bundleId: String
        var path: String
        var state = ""
        var firstResponder = ""
        var windowFrame = Rect.zero
        var keyboardOverlap = Rect.zero
        var windows: [Window] = []
    }

    var address: String
    var version = ""
    var device = ""
    var orientation = ""
    /// Server1.Screen (nil from a keyboardd that does not have it).
    var screen: Rect?
    var profile = ""
    var quirks: [String] = []
    var clock = ""
    var now: UInt64 = 0
    var frontmost = ""
    var keyboardOwner = ""
    var keyboard = Keyboard()
    /// By bundle id.
    var apps: [App] = []

    static func read(from daemon: Daemon) async throws(CtlFailure) -> DaemonStatus {
        let server = try await daemon.bus { daemon async throws(DBusError) in try await daemon.server.object.allProperties() }
        let objects = try await daemon.managedObjects()
        return DaemonStatus(address: daemon.address, server: server, objects: objects)
    }

    /// From GetAll's and GetManagedObjects' values, decoded by the contract's types
    /// (`Server1.Properties`...); a value that is missing or does not decode shows empty.
    init(address: String, server values: [String: DBusValue], objects: Connection.ManagedObjects) {
        self.address = address
        let server = Server1.Properties(values)
        version = server.version ?? ""
        device = server.device ?? ""
        orientation = server.orientation ?? ""
        screen = server.screen
        profile = server.profile ?? ""
        quirks = server.quirks ?? []
        clock = server.clock ?? ""
        now = server.now ?? 0
        frontmost = server.frontmost ?? ""
        keyboardOwner = server.keyboardOwner ?? ""
        if let values = objects[Keyboard1.path]?[Keyboard1.name] {
            let k = Keyboard1.Properties(values)
            keyboard = Keyboard(
                visible: k.visible ?? false, frame: k.frame ?? .zero, owner: k.owner ?? "", mode: k.mode ?? "",
                inputMode: k.inputMode ?? "", hardwareKeyboard: k.hardwareKeyboard ?? false, animating: k.animating ?? false)
        }
        apps = objects.compactMap { path, interfaces -> App? in
            guard let values = interfaces[App1.name] else { return nil }
            let a = App1.Properties(values)
            return App(bundleId: a.bundleId ?? path.rawValue, path: path.rawValue, state: a.state?.rawValue ?? "",
                       firstResponder: a.firstResponder ?? "", windowFrame: a.windowFrame ?? .zero,
                       keyboardOverlap: a.keyboardOverlap ?? .zero,
                       windows: (a.windows ?? []).map { Window(id: $0.id, kind: $0.kind.rawValue, hidden: $0.hidden, frame: $0.frame) })
        }.sorted { $0.bundleId < $1.bundleId }
    }
}
