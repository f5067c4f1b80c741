// Property changes, per object of the contract, in the order the notifications caused them.

public enum AppProperty: Hashable, Sendable {
    case state(AppState)
    case firstResponder(String)
    case windowFrame(Rect)
    case windows([WindowInfo])
    /// The truth: the part of the keyboard over this app's window, in window coordinates (K13, W3).
    case keyboardOverlap(Rect)

    /// The contract's property name.
    public var name: String {
        switch self {
        case .state: "State"
        case .firstResponder: "FirstResponder"
        case .windowFrame: "WindowFrame"
        case .windows: "Windows"
        case .keyboardOverlap: "KeyboardOverlap"
        }
    }
}

public enum KeyboardProperty: Hashable, Sendable {
    case visible(Bool)
    case frame(Rect)
    case owner(String)
    case mode(KeyboardMode)
    case inputMode(String)
    case hardwareKeyboard(Bool)
    case animating(Bool)

    public var name: String {
        switch self {
        case .visible: "Visible"
        case .frame: "Frame"
        case .owner: "Owner"
        case .mode: "Mode"
        case .inputMode: "InputMode"
        case .hardwareKeyboard: "HardwareKeyboard"
        case .animating: "Animating"
        }
    }
}

public enum ServerProperty: Hashable, Sendable {
    case device(String)
    case orientation(Orientation)
    /// Server1.Screen: the device's screen in the current orientation (changes with both).
    case screen(Rect)
    case profile(String)
    case quirks([String])
    case frontmost(String)
    case keyboardOwner(String)
    /// Server1.Settings, every setting with its value (a{sv}).
    case settings([String: ModelValue])

    public var name: String {
        switch self {
        case .device: "Device"
        case .orientation: "Orientation"
        case .screen: "Screen"
        case .profile: "Profile"
        case .quirks: "Quirks"
        case .frontmost: "Frontmost"
        case .keyboardOwner: "KeyboardOwner"
        case .settings: "Settings"
        }
    }
}
