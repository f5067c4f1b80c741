import DBus

/// The names of the public contract (docs/CONTRACT.md) under the spellings the code used before
/// they were generated from dbus/*.xml: bus name, object paths, interfaces and the daemon's own
/// error names. New code can use the generated namespaces (`Server1`, `Control1`, `Keyboard1`,
/// `App1`, `KeyboarddErrorName`) directly.
public enum Contract {
    // `busName` and `interfaces` are generated (Contract+Generated.swift).
    public static let serverPath = Server1.path
    public static let keyboardPath = Keyboard1.path
    public static let appsPath = ObjectPath(validated: "/org/keyboardd/Server1/apps")

    public static let serverInterface = Server1.name
    public static let controlInterface = Control1.name
    public static let keyboardInterface = Keyboard1.name
    public static let appInterface = App1.name

    /// `/org/keyboardd/Server1/apps/<escaped bundle id>`, escaped as systemd does.
    public static func appPath(_ bundleId: String) -> ObjectPath { App1.path(bundleId) }

    public enum ErrorName {
        public static let unknownApp = KeyboarddErrorName.unknownApp.rawValue
        public static let appExists = KeyboarddErrorName.appExists.rawValue
        public static let notSupported = KeyboarddErrorName.notSupported.rawValue
        public static let wrongState = KeyboarddErrorName.wrongState.rawValue
        public static let limitsExceeded = KeyboarddErrorName.limitsExceeded.rawValue
    }
}

public enum KeyboarddVersion {
    public static let string = "0.1.0"
}
