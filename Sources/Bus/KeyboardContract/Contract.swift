import DBus

/// The names of the public contract (docs/CONTRACT.md): bus name, object paths,
/// interfaces and the daemon's own error names.
public enum Contract {
    public static let busName = "org.keyboardd.Server1"
    public static let serverPath = ObjectPath(validated: "/org/keyboardd/Server1")
    public static let keyboardPath = ObjectPath(validated: "/org/keyboardd/Server1/keyboard")
    public static let appsPath = ObjectPath(validated: "/org/keyboardd/Server1/apps")

    public static let serverInterface = "org.keyboardd.Server1"
    public static let controlInterface = "org.keyboardd.Control1"
    public static let keyboardInterface = "org.keyboardd.Keyboard1"
    public static let appInterface = "org.keyboardd.App1"

    /// `/org/keyboardd/Server1/apps/<escaped bundle id>`, escaped as systemd does.
    public static func appPath(_ bundleId: String) -> ObjectPath {
        ObjectPath(validated: appsPath.rawValue + "/" + ObjectPath.escapeElement(bundleId))
    }

    public enum ErrorName {
        public static let unknownApp = "org.keyboardd.Server1.Error.UnknownApp"
        public static let appExists = "org.keyboardd.Server1.Error.AppExists"
        public static let notSupported = "org.keyboardd.Server1.Error.NotSupported"
        public static let wrongState = "org.keyboardd.Server1.Error.WrongState"
        public static let limitsExceeded = "org.keyboardd.Server1.Error.LimitsExceeded"
    }
}

public enum KeyboarddVersion {
    public static let string = "0.1.0"
}
