// The values of Control1's arguments the model takes typed (the contract's value lists: the
// shell maps its decoded call onto these, so nothing here parses a name). Orientations are
// `Orientation`, keyboard modes `KeyboardMode`, sheets `SheetKind`, settings `Setting`.

/// ShowAlert's kinds: which system alert it is (every kind takes the app's responder alike, K5).
public enum AlertKind: String, CaseIterable, Hashable, Sendable {
    case generic
    case microphonePermission = "microphone-permission"
    case cameraPermission = "camera-permission"
    case contactsPermission = "contacts-permission"
    case locationPermission = "location-permission"
    case notificationsPermission = "notifications-permission"
    case photosPermission = "photos-permission"
}

/// DismissSheetBy's ways: one of the sheet's buttons (Cancel, Done, Add: what DismissSheet does)
/// or pulled down (N19).
public enum SheetDismissal: String, CaseIterable, Hashable, Sendable {
    case button
    case pullDown = "pull-down"
}

/// Control1.Configure: the device, the profile, the orientation and settings at once, each nil
/// (or absent) where left out. Names of devices and profiles stay names: the model's tables
/// check them (World+Configure).
public struct ConfigureOptions: Hashable, Sendable {
    public var device: String?
    public var profile: String?
    public var orientation: Orientation?
    /// The settings switched, each to its value; the others keep theirs.
    public var settings: [Setting: Bool]

    public init(device: String? = nil, profile: String? = nil, orientation: Orientation? = nil, settings: [Setting: Bool] = [:]) {
        self.device = device
        self.profile = profile
        self.orientation = orientation
        self.settings = settings
    }

    /// As the trace records it, under the contract's option names.
    var data: [String: ModelValue] {
        var d: [String: ModelValue] = [:]
        if let device { d["Device"] = .string(device) }
        if let profile { d["Profile"] = .string(profile) }
        if let orientation { d["Orientation"] = .string(orientation.rawValue) }
        for (setting, on) in settings { d[setting.rawValue] = .bool(on) }
        return d
    }
}
