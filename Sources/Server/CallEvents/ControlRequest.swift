import DBus
import KeyboardContract
import KeyboardModel

/// What a Control1 call asks of whoever plays the model: one of its events, or the shell's own
/// clock and journal (Advance, Settle and Trace: keyboardd's virtual clock and trace ring, the
/// in-process runner's steps of its own).
public enum ControlRequest: Hashable, Sendable {
    case event(Event)
    case advance(ms: UInt64)
    case settle
    case trace(afterSequence: UInt64)
}

extension Control1.Call {
    /// The one mapping of a Control1 call onto the model, for keyboardd's server, the in-process
    /// runner and anything else that plays a decoded call: exhaustive, so a method the contract
    /// adds does not build until it is mapped here. Only a value the contract leaves open is
    /// refused here (SetSetting's variant must be a boolean).
    public func request() throws(DBusError) -> ControlRequest {
        switch self {
        case .launchApp(let id): .event(.launchApp(id))
        case .goHome: .event(.goHome)
        case .swipeHomeIndicator: .event(.swipeHomeIndicator)
        case .showAlert(let kind): .event(.showAlert(kind: AlertKind(kind)))
        case .dismissAlert: .event(.dismissAlert)
        case .presentSheet(let kind): .event(.presentSheet(kind: try SheetKind(kind)))
        case .dismissSheet: .event(.dismissSheet)
        case .dismissSheetBy(let how): .event(.dismissSheetBy(SheetDismissal(how)))
        case .setInputMode(let mode): .event(.setInputMode(mode))
        case .setInputModeFromMenu(let mode): .event(.setInputModeFromMenu(mode))
        case .resizeKeyboardExtension(let height): .event(.resizeKeyboardExtension(height: height))
        case .setHardwareKeyboard(let attached): .event(.setHardwareKeyboard(attached))
        case .setShortcutBarMinimized(let minimized): .event(.setShortcutBarMinimized(minimized))
        case .setQuickTypeCollapsed(let collapsed): .event(.setQuickTypeCollapsed(collapsed))
        case .setOnScreenKeyboard(let shown): .event(.setOnScreenKeyboard(shown))
        case .setKeyboardMode(let mode): .event(.setKeyboardMode(KeyboardMode(mode)))
        case .beginKeyboardDrag: .event(.beginKeyboardDrag)
        case .endKeyboardDrag(let y): .event(.endKeyboardDrag(y: y))
        case .beginInteractiveDismiss: .event(.beginInteractiveDismiss)
        case .moveInteractiveDismiss(let y): .event(.moveInteractiveDismiss(y: y))
        case .endInteractiveDismiss(let dismissed): .event(.endInteractiveDismiss(dismissed: dismissed))
        case .rotate(let orientation): .event(.rotate(Orientation(orientation)))
        case .setSplitView(let primary, let secondary, let fraction):
            .event(.setSplitView(primary: primary, secondary: secondary, fraction: fraction))
        case .moveAppWindow(let id, let frame): .event(.moveAppWindow(app: id, frame: KeyboardModel.Rect(frame)))
        case .terminateApp(let id): .event(.terminateApp(id))
        case .setDevice(let name): .event(.setDevice(name))
        case .setProfile(let name): .event(.setProfile(name))
        case .configure(let options): .event(.configure(KeyboardModel.ConfigureOptions(options)))
        case .setQuirk(let name, let on): .event(.setQuirk(name, on: on))
        case .setSetting(let name, let value): .event(.setSetting(Setting(name), on: try Self.boolean(value, of: name)))
        case .advance(let ms): .advance(ms: ms)
        case .settle: .settle
        case .reset: .event(.reset)
        case .trace(let after): .trace(afterSequence: after)
        }
    }

    /// A setting's value: a boolean, else InvalidArgs naming every setting with its type.
    private static func boolean(_ value: DBusValue, of setting: Server1.Setting) throws(DBusError) -> Bool {
        guard case .boolean(let on) = value else {
            throw .invalidArgs("SetSetting: setting \(setting.rawValue) takes a boolean (b), not '\(value.signature)'; settings: "
                + Server1.Setting.rawValues.map { "\($0) b" }.joined(separator: ", "))
        }
        return on
    }
}

extension KeyboardModel.ConfigureOptions {
    /// Configure's options: a switch over every key the contract declares, so a key it adds does
    /// not build until it is mapped here.
    public init(_ options: Control1.ConfigureOptions) {
        self.init()
        for key in Control1.ConfigureOptions.Key.allCases {
            switch key {
            case .device: device = options.device
            case .profile: profile = options.profile
            case .orientation: orientation = options.orientation.map(Orientation.init)
            case .predictive: settings[.predictive] = options.predictive
            case .reduceMotion: settings[.reduceMotion] = options.reduceMotion
            case .preferCrossFade: settings[.preferCrossFade] = options.preferCrossFade
            case .stageManager: settings[.stageManager] = options.stageManager
            case .simulator: settings[.simulator] = options.simulator
            }
        }
    }
}
