// Every input of the bus contract, as the model sees it. Names stay strings where the contract
// passes strings, so the model validates them and answers with the contract's errors.

public enum Event: Hashable, Sendable {
    // org.keyboardd.Server1 / App1 (the apps)
    case registerApp(bundleId: String, launch: Bool = true, windowFrame: Rect? = nil, backgroundModes: [String] = [])
    /// The app process exits (App1.Unregister).
    case unregister(app: String)
    /// The app's connection left the bus: the process died.
    case processDied(app: String)
    case becomeFirstResponder(app: String, responder: String, traits: ResponderTraits = ResponderTraits())
    case resignFirstResponder(app: String)
    case setInputAccessoryViewHeight(app: String, height: Double)
    case setWindowFrame(app: String, windowId: String, frame: Rect)
    case setSnapshotCover(app: String, covered: Bool)
    case report(app: String, facts: [String: ModelValue])

    // org.keyboardd.Control1 (the person and the test bench)
    case launchApp(String)
    case goHome
    case swipeHomeIndicator
    case showAlert(kind: String)
    case dismissAlert
    case setInputMode(String)
    case setHardwareKeyboard(Bool)
    case setKeyboardMode(String)
    case beginKeyboardDrag
    case endKeyboardDrag(y: Double)
    case rotate(String)
    /// Empty `secondary` ends Split View; `fraction` 1 is Slide Over.
    case setSplitView(primary: String, secondary: String, fraction: Double)
    case terminateApp(String)
    case setDevice(String)
    case setProfile(String)
    case setQuirk(String, on: Bool)
    case reset

    /// The contract's method name, for the trace.
    public var name: String {
        switch self {
        case .registerApp: "RegisterApp"
        case .unregister: "Unregister"
        case .processDied: "ProcessDied"
        case .becomeFirstResponder: "BecomeFirstResponder"
        case .resignFirstResponder: "ResignFirstResponder"
        case .setInputAccessoryViewHeight: "SetInputAccessoryViewHeight"
        case .setWindowFrame: "SetWindowFrame"
        case .setSnapshotCover: "SetSnapshotCover"
        case .report: "Report"
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
        case .reset: "Reset"
        }
    }

    /// The app the event is about (calls on App1 and the Control1 calls naming one), for the trace.
    public var appName: String {
        switch self {
        case .registerApp(let a, _, _, _), .unregister(let a), .processDied(let a),
             .becomeFirstResponder(let a, _, _), .resignFirstResponder(let a),
             .setInputAccessoryViewHeight(let a, _), .setWindowFrame(let a, _, _),
             .setSnapshotCover(let a, _), .report(let a, _), .launchApp(let a), .terminateApp(let a):
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
            return d
        case .setInputAccessoryViewHeight(_, let h): return ["Height": .double(h)]
        case .setWindowFrame(_, let id, let frame): return ["WindowId": .string(id), "Frame": .rect(frame)]
        case .setSnapshotCover(_, let covered): return ["Covered": .bool(covered)]
        case .report(_, let facts): return facts
        case .showAlert(let kind): return ["Kind": .string(kind)]
        case .setInputMode(let m): return ["InputMode": .string(m)]
        case .setHardwareKeyboard(let on): return ["Attached": .bool(on)]
        case .setKeyboardMode(let m): return ["Mode": .string(m)]
        case .endKeyboardDrag(let y): return ["Y": .double(y)]
        case .rotate(let o): return ["Orientation": .string(o)]
        case .setSplitView(_, let s, let f): return ["Secondary": .string(s), "Fraction": .double(f)]
        case .setDevice(let d): return ["Device": .string(d)]
        case .setProfile(let p): return ["Profile": .string(p)]
        case .setQuirk(let q, let on): return ["Quirk": .string(q), "On": .bool(on)]
        default: return [:]
        }
    }
}
