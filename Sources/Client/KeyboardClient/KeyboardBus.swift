import Foundation

/// Where keyboardd is: the session bus (`DBUS_SESSION_BUS_ADDRESS`) or a bus at an address.
public enum KeyboardBus: Sendable, Equatable, CustomStringConvertible {
    case session
    case address(String)

    public var description: String {
        switch self {
        case .session: "the session bus"
        case .address(let address): "the bus at \(address)"
        }
    }
}

/// RegisterApp's options (docs/CONTRACT.md Server1), typed.
public struct RegistrationOptions: Sendable, Equatable {
    /// Launch into the foreground and become active (deactivating the frontmost app); false
    /// registers the app launched into the background.
    public var launch: Bool
    /// The app's main window, screen coordinates; nil for the whole screen.
    public var windowFrame: CGRect?
    /// e.g. `audio`, `voip`: such an app keeps running in background and is never suspended.
    public var backgroundModes: [String]

    public init(launch: Bool = true, windowFrame: CGRect? = nil, backgroundModes: [String] = []) {
        self.launch = launch
        self.windowFrame = windowFrame
        self.backgroundModes = backgroundModes
    }
}
