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

    init(address: String, server: [String: DBusValue], objects: Connection.ManagedObjects) {
        self.address = address
        version = server["Version"]?.stringValue ?? ""
        device = server["Device"]?.stringValue ?? ""
        orientation = server["Orientation"]?.stringValue ?? ""
        screen = server["Screen"].flatMap(Rect.init)
        profile = server["Profile"]?.stringValue ?? ""
        quirks = server["Quirks"]?.stringsValue ?? []
        clock = server["Clock"]?.stringValue ?? ""
        now = server["Now"]?.uint64Value ?? 0
        frontmost = server["Frontmost"]?.stringValue ?? ""
        keyboardOwner = server["KeyboardOwner"]?.stringValue ?? ""
        if let k = objects[Keyboard1.path]?[Keyboard1.name] {
            keyboard = Keyboard(
                visible: k["Visible"]?.boolValue ?? false, frame: k["Frame"].flatMap(Rect.init) ?? .zero,
                owner: k["Owner"]?.stringValue ?? "", mode: k["Mode"]?.stringValue ?? "",
                inputMode: k["InputMode"]?.stringValue ?? "", hardwareKeyboard: k["HardwareKeyboard"]?.boolValue ?? false,
                animating: k["Animating"]?.boolValue ?? false)
        }
        apps = objects.compactMap { path, interfaces -> App? in
            guard let a = interfaces[App1.name] else { return nil }
            var windows: [Window] = []
            if case .array(_, let items)? = a["Windows"] {
                for case .structure(let f) in items where f.count == 4 {
                    guard let id = f[0].stringValue, let kind = f[1].stringValue, let hidden = f[2].boolValue,
                          let frame = Rect(f[3]) else { continue }
                    windows.append(Window(id: id, kind: kind, hidden: hidden, frame: frame))
                }
            }
            return App(bundleId: a["BundleId"]?.stringValue ?? path.rawValue, path: path.rawValue, state: a["State"]?.stringValue ?? "",
                       firstResponder: a["FirstResponder"]?.stringValue ?? "",
                       windowFrame: a["WindowFrame"].flatMap(Rect.init) ?? .zero,
                       keyboardOverlap: a["KeyboardOverlap"].flatMap(Rect.init) ?? .zero, windows: windows)
        }.sorted { $0.bundleId < $1.bundleId }
    }
}
