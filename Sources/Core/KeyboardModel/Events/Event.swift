// Every input of the bus contract, as the model sees it. A value from one of the contract's closed
// value lists comes typed (the shell decoded it once); names the model's own tables hold (apps,
// devices, profiles, quirks, input modes) stay strings, and the model checks them and answers with
// the contract's errors.

public enum Event: Hashable, Sendable {
    // org.keyboardd.Server1 / App1 (the apps)
    case registerApp(bundleId: String, launch: Bool = true, windowFrame: Rect? = nil, backgroundModes: [String] = [])
    /// The app process exits (App1.Unregister).
    case unregister(app: String)
    /// The app's connection left the bus: the process died.
    case processDied(app: String)
    indirect case becomeFirstResponder(app: String, responder: String, traits: ResponderTraits = ResponderTraits())
    /// `animated` false: resigned inside `UIView.performWithoutAnimation` (N12).
    case resignFirstResponder(app: String, animated: Bool = true)
    case setInputAccessoryViewHeight(app: String, height: Double)
    case setWindowFrame(app: String, windowId: String, frame: Rect)
    case setSnapshotCover(app: String, covered: Bool)
    case report(app: String, facts: [String: ModelValue])
    /// App1.ReloadInputViews: the app calls `reloadInputViews()` on its first responder (N8).
    case reloadInputViews(app: String)
    /// App1.PushViewController / PopViewController: the app's navigation controller pushes or pops a
    /// screen; `searchField`: the screen pushed, or the one shown again, has a search field (N16, N19).
    case pushViewController(app: String, searchField: Bool = false)
    case popViewController(app: String, searchField: Bool = false)

    // org.keyboardd.Control1 (the person and the test bench)
    case launchApp(String)
    case goHome
    case swipeHomeIndicator
    case showAlert(kind: AlertKind)
    case dismissAlert
    case setInputMode(String)
    case setHardwareKeyboard(Bool)
    case setKeyboardMode(KeyboardMode)
    case beginKeyboardDrag
    case endKeyboardDrag(y: Double)
    case rotate(Orientation)
    /// Empty `secondary` ends Split View; `fraction` 1 is Slide Over.
    case setSplitView(primary: String, secondary: String, fraction: Double)
    case terminateApp(String)
    case setDevice(String)
    case setProfile(String)
    case setQuirk(String, on: Bool)
    /// Device, profile, orientation and settings at once.
    indirect case configure(ConfigureOptions)
    case reset

    // Control1, second wave (docs/CONTRACT.md "Additions")
    /// A device setting switched on or off.
    case setSetting(Setting, on: Bool)
    /// The globe key's long-press menu (N4); `setInputMode` stays the tap on the globe key.
    case setInputModeFromMenu(String)
    /// The keyboard extension on screen changes its own height (O5).
    case resizeKeyboardExtension(height: Double)
    /// The person drags the docked keyboard down in an interactive-dismiss scroll view (N7).
    case beginInteractiveDismiss
    /// The keyboard's top follows the finger to screen y.
    case moveInteractiveDismiss(y: Double)
    /// The finger lifts: the keyboard goes away (true) or back up (false).
    case endInteractiveDismiss(dismissed: Bool)
    /// A system sheet over the frontmost app: `share`, `photo-picker`, `password-save` (N5, N11).
    case presentSheet(kind: SheetKind)
    case dismissSheet
    /// DismissSheetBy: `button` (Cancel, Done, Add: what DismissSheet does) or `pull-down` (N19).
    case dismissSheetBy(SheetDismissal)
    /// Stage Manager: the person moves or resizes an app's window (P4; iPad with stage-manager on).
    case moveAppWindow(app: String, frame: Rect)
    /// iPad: the person minimizes (true) or restores the shortcut bar above a hardware keyboard (P2, P3).
    case setShortcutBarMinimized(Bool)
    /// iOS 8 on an iPhone: the person swipes the QuickType bar down to its handle (true) or pulls it back up (N20).
    case setQuickTypeCollapsed(Bool)
    /// iPad with a hardware keyboard: the person summons (true) or dismisses the on-screen keyboard (P3).
    case setOnScreenKeyboard(Bool)

    /// Which event it is, without its arguments: what a test iterates to reach every event (the
    /// property tests' `RandomEvents` is held to it).
    public enum Kind: CaseIterable, Hashable, Sendable {
        case registerApp, unregister, processDied, becomeFirstResponder, resignFirstResponder,
            setInputAccessoryViewHeight, setWindowFrame, setSnapshotCover, report, reloadInputViews,
            pushViewController, popViewController, launchApp, goHome, swipeHomeIndicator, showAlert,
            dismissAlert, setInputMode, setHardwareKeyboard, setKeyboardMode, beginKeyboardDrag,
            endKeyboardDrag, rotate, setSplitView, terminateApp, setDevice, setProfile, setQuirk, configure,
            reset, setSetting, setInputModeFromMenu, resizeKeyboardExtension, beginInteractiveDismiss,
            moveInteractiveDismiss, endInteractiveDismiss, presentSheet, dismissSheet, dismissSheetBy,
            moveAppWindow, setShortcutBarMinimized, setQuickTypeCollapsed, setOnScreenKeyboard
    }

    public var kind: Kind {
        switch self {
        case .registerApp: .registerApp
        case .unregister: .unregister
        case .processDied: .processDied
        case .becomeFirstResponder: .becomeFirstResponder
        case .resignFirstResponder: .resignFirstResponder
        case .setInputAccessoryViewHeight: .setInputAccessoryViewHeight
        case .setWindowFrame: .setWindowFrame
        case .setSnapshotCover: .setSnapshotCover
        case .report: .report
        case .reloadInputViews: .reloadInputViews
        case .pushViewController: .pushViewController
        case .popViewController: .popViewController
        case .launchApp: .launchApp
        case .goHome: .goHome
        case .swipeHomeIndicator: .swipeHomeIndicator
        case .showAlert: .showAlert
        case .dismissAlert: .dismissAlert
        case .setInputMode: .setInputMode
        case .setHardwareKeyboard: .setHardwareKeyboard
        case .setKeyboardMode: .setKeyboardMode
        case .beginKeyboardDrag: .beginKeyboardDrag
        case .endKeyboardDrag: .endKeyboardDrag
        case .rotate: .rotate
        case .setSplitView: .setSplitView
        case .terminateApp: .terminateApp
        case .setDevice: .setDevice
        case .setProfile: .setProfile
        case .setQuirk: .setQuirk
        case .configure: .configure
        case .reset: .reset
        case .setSetting: .setSetting
        case .setInputModeFromMenu: .setInputModeFromMenu
        case .resizeKeyboardExtension: .resizeKeyboardExtension
        case .beginInteractiveDismiss: .beginInteractiveDismiss
        case .moveInteractiveDismiss: .moveInteractiveDismiss
        case .endInteractiveDismiss: .endInteractiveDismiss
        case .presentSheet: .presentSheet
        case .dismissSheet: .dismissSheet
        case .dismissSheetBy: .dismissSheetBy
        case .moveAppWindow: .moveAppWindow
        case .setShortcutBarMinimized: .setShortcutBarMinimized
        case .setQuickTypeCollapsed: .setQuickTypeCollapsed
        case .setOnScreenKeyboard: .setOnScreenKeyboard
        }
    }

    /// The contract's method name, for the trace.
    public var name: String {
        switch self {
        case .registerApp: "RegisterApp"
        case .unregister: "Unregister"
        case .processDied: "ProcessDied"
        case .becomeFirstResponder: "BecomeFirstResponder"
        case .resignFirstResponder(_, let animated): animated ? "ResignFirstResponder" : "ResignFirstResponderWithOptions"
        case .setInputAccessoryViewHeight: "SetInputAccessoryViewHeight"
        case .setWindowFrame: "SetWindowFrame"
        case .setSnapshotCover: "SetSnapshotCover"
        case .report: "Report"
        case .reloadInputViews: "ReloadInputViews"
        case .pushViewController: "PushViewController"
        case .popViewController: "PopViewController"
        case .launchApp: "LaunchApp"
        case .goHome: "GoHome"
        case .swipeHomeIndicator: "SwipeHomeIndicator"
        case .showAlert: "ShowAlert"
        case .dismissAlert: "DismissAlert"
        case .setInputMode: "SetInputMode"
        case .setHardwareKeyboard: "SetHardwareKeyboard"
        case .setKeyboardMode: "SetKeyboardMode"
        case .beginKeyboardDrag: "BeginKeyboardDrag"
        case .endKeyboardDrag: "EndKeyboardDrag"
        case .rotate: "Rotate"
        case .setSplitView: "SetSplitView"
        case .terminateApp: "TerminateApp"
        case .setDevice: "SetDevice"
        case .setProfile: "SetProfile"
        case .setQuirk: "SetQuirk"
        case .configure: "Configure"
        case .reset: "Reset"
        case .setSetting: "SetSetting"
        case .setInputModeFromMenu: "SetInputModeFromMenu"
        case .resizeKeyboardExtension: "ResizeKeyboardExtension"
        case .beginInteractiveDismiss: "BeginInteractiveDismiss"
        case .moveInteractiveDismiss: "MoveInteractiveDismiss"
        case .endInteractiveDismiss: "EndInteractiveDismiss"
        case .presentSheet: "PresentSheet"
        case .dismissSheet: "DismissSheet"
        case .dismissSheetBy: "DismissSheetBy"
        case .moveAppWindow: "MoveAppWindow"
        case .setShortcutBarMinimized: "SetShortcutBarMinimized"
        case .setQuickTypeCollapsed: "SetQuickTypeCollapsed"
        case .setOnScreenKeyboard: "SetOnScreenKeyboard"
        }
    }

    /// The app the event is about (calls on App1 and the Control1 calls naming one), for the trace.
    public var appName: String {
        switch self {
        case .registerApp(let a, _, _, _), .unregister(let a), .processDied(let a),
             .becomeFirstResponder(let a, _, _), .resignFirstResponder(let a, _),
             .setInputAccessoryViewHeight(let a, _), .setWindowFrame(let a, _, _),
             .setSnapshotCover(let a, _), .report(let a, _), .launchApp(let a), .terminateApp(let a),
             .reloadInputViews(let a), .moveAppWindow(let a, _), .pushViewController(let a, _),
             .popViewController(let a, _):
            a
        case .setSplitView(let p, _, _): p
        default: ""
        }
    }

    /// The arguments as trace data.
    public var data: [String: ModelValue] {
        switch self {
        case .registerApp(_, let launch, let frame, let modes):
            var d: [String: ModelValue] = ["Launch": .bool(launch), "BackgroundModes": .strings(modes)]
            if let frame { d["WindowFrame"] = .rect(frame) }
            return d
        case .becomeFirstResponder(_, let responder, let t):
            var d: [String: ModelValue] = [
                "Responder": .string(responder), "InputView": .string(t.inputView.rawValue),
                "CustomInputViewHeight": .double(t.customInputViewHeight),
                "InputAccessoryViewHeight": .double(t.inputAccessoryViewHeight),
                "KeyboardType": .string(t.keyboardType.rawValue),
            ]
            if let id = t.textInputContextIdentifier { d["TextInputContextIdentifier"] = .string(id) }
            d["Kind"] = .string(t.kind.rawValue)
            d["SecureTextEntry"] = .bool(t.secureTextEntry)
            d["TextContentType"] = .string(t.textContentType.rawValue)
            if t.autocorrectionType != .default { d["AutocorrectionType"] = .string(t.autocorrectionType.rawValue) }
            d["InputAccessoryOwner"] = .string(t.inputAccessoryOwner.rawValue)
            if !t.shouldEndEditing { d["ShouldEndEditing"] = .bool(false) }
            if let id = t.inputAccessoryViewId { d["InputAccessoryViewId"] = .string(id) }
            return d
        case .resignFirstResponder(_, let animated): return animated ? [:] : ["Animated": .bool(false)]
        case .pushViewController(_, let search), .popViewController(_, let search):
            return search ? ["SearchField": .bool(true)] : [:]
        case .setInputAccessoryViewHeight(_, let h): return ["Height": .double(h)]
        case .setWindowFrame(_, let id, let frame): return ["WindowId": .string(id), "Frame": .rect(frame)]
        case .setSnapshotCover(_, let covered): return ["Covered": .bool(covered)]
        case .report(_, let facts): return facts
        case .showAlert(let kind): return ["Kind": .string(kind.rawValue)]
        case .setInputMode(let m): return ["InputMode": .string(m)]
        case .setHardwareKeyboard(let on): return ["Attached": .bool(on)]
        case .setKeyboardMode(let m): return ["Mode": .string(m.rawValue)]
        case .endKeyboardDrag(let y): return ["Y": .double(y)]
        case .rotate(let o): return ["Orientation": .string(o.rawValue)]
        case .setSplitView(_, let s, let f): return ["Secondary": .string(s), "Fraction": .double(f)]
        case .setDevice(let d): return ["Device": .string(d)]
        case .setProfile(let p): return ["Profile": .string(p)]
        case .setQuirk(let q, let on): return ["Quirk": .string(q), "On": .bool(on)]
        case .configure(let options): return options.data
        case .setSetting(let setting, let on): return ["Name": .string(setting.rawValue), "Value": .bool(on)]
        case .setInputModeFromMenu(let m): return ["InputMode": .string(m)]
        case .resizeKeyboardExtension(let height): return ["Height": .double(height)]
        case .moveInteractiveDismiss(let y): return ["Y": .double(y)]
        case .endInteractiveDismiss(let dismissed): return ["Dismissed": .bool(dismissed)]
        case .presentSheet(let kind): return ["Kind": .string(kind.name)]
        case .dismissSheetBy(let how): return ["How": .string(how.rawValue)]
        case .moveAppWindow(_, let frame): return ["Frame": .rect(frame)]
        case .setShortcutBarMinimized(let on): return ["Minimized": .bool(on)]
        case .setQuickTypeCollapsed(let on): return ["Collapsed": .bool(on)]
        case .setOnScreenKeyboard(let shown): return ["Shown": .bool(shown)]
        default: return [:]
        }
    }
}
