// Decodes small random integers into events against the current world, so a generator of plain
// integer tuples (which PropertyBased can shrink) drives every input of the contract. A code keeps
// its event (PropertyRegressionTests and the fuzz corpus name them): a new event takes the next
// code. RandomEventsTests holds that every `Event.Kind` is reached, but the few left out there.

import KeyboardModel

struct RandomOp: Sendable, CustomStringConvertible {
    var code: Int
    var a: Int
    var b: Int
    var wait: Int
    var description: String { "(\(code),\(a),\(b),\(wait))" }
}

enum RandomEvents {
    static let apps = ["a", "b", "c", "d"]
    static let inputModes = ["en-US", "zh-Hans-Pinyin", "zh-Hans-10key", "emoji", "third-party:X:180"]
    static let modes = KeyboardMode.allCases
    static let orientations = Orientation.allCases
    static let waits: [UInt64] = [0, 0, 10, 40, 120, 250, 400, 800, 6000]
    static let codeCount = 46
    static let settings = Setting.allCases
    static let sheets: [SheetKind] = [.share, .photoPicker, .passwordSave]

    static func event(_ op: RandomOp, world: KeyboardWorld) -> Event {
        let app = apps[op.a % apps.count]
        let other = apps[op.b % apps.count]
        switch op.code % codeCount {
        case 0, 1, 2:
            return .registerApp(bundleId: app, launch: op.b % 3 != 0,
                                windowFrame: op.b % 7 == 0 ? Rect(x: 0, y: 40, width: 300, height: 500) : nil,
                                backgroundModes: op.b % 5 == 0 ? ["audio"] : [])
        case 3: return .unregister(app: app)
        case 4: return .processDied(app: app)
        case 5, 6, 7:
            let traits = ResponderTraits(
                inputView: [InputViewKind.keyboard, .keyboard, .custom, .none][op.b % 4],
                customInputViewHeight: 150 + Double(op.b % 3) * 30,
                inputAccessoryViewHeight: Double(op.b % 3) * 22,
                keyboardType: op.b % 6 == 0 ? .numberPad : .default,
                textInputContextIdentifier: op.b % 2 == 0 ? "ctx\(op.b % 3)" : nil,
                kind: ResponderKind.allCases[op.b % 3], secureTextEntry: op.b % 7 == 3,
                textContentType: TextContentType.allCases[(op.b / 3) % TextContentType.allCases.count],
                autocorrectionType: AutocorrectionType.allCases[(op.b / 5) % AutocorrectionType.allCases.count])
            return .becomeFirstResponder(app: app, responder: "r\(op.b % 2)", traits: traits)
        case 8, 9: return .resignFirstResponder(app: app)
        case 10: return .setInputAccessoryViewHeight(app: app, height: Double(op.b % 5) * 15)
        case 11:
            let windows = world.app(app)?.windows ?? []
            guard !windows.isEmpty else { return .setWindowFrame(app: app, windowId: "app", frame: Rect(x: 0, y: 0, width: 300, height: 400)) }
            let w = windows[op.b % windows.count]
            return .setWindowFrame(app: app, windowId: w.id, frame: w.frame.offsetBy(dx: 0, dy: Double(op.b % 4) * 25))
        case 12: return .setSnapshotCover(app: app, covered: op.b % 2 == 0)
        case 13, 14, 15: return .launchApp(app)
        case 16: return .goHome
        case 17: return .swipeHomeIndicator
        case 18: return .showAlert(kind: .microphonePermission)
        case 19: return .dismissAlert
        case 20:
            // One in four: the extension on screen resizes itself (O5; WrongState without one).
            if op.a % 4 == 3 { return .resizeKeyboardExtension(height: 150 + Double(op.b % 5) * 40) }
            return .setInputMode(inputModes[op.b % inputModes.count])
        case 21: return .setHardwareKeyboard(op.b % 3 == 0)
        case 22: return .setKeyboardMode(modes[op.b % modes.count])
        case 23: return .beginKeyboardDrag
        case 24: return .endKeyboardDrag(y: Double((op.b * 97) % 1000))
        case 25: return .rotate(orientations[op.b % orientations.count])
        case 26: return .setSplitView(primary: app, secondary: op.b % 3 == 0 ? "" : other,
                                      fraction: [0.33, 0.5, 0.66, 1][op.b % 4])
        case 27: return .terminateApp(app)
        case 28: return .report(app: app, facts: ["TrackedKeyboardHeight": .double(Double(op.b))])
        case 30, 31: return .setSetting(settings[op.b % settings.count], on: op.a % 2 == 0)
        case 32: return .setInputModeFromMenu(inputModes[op.b % inputModes.count])
        case 33: return .beginInteractiveDismiss
        case 34: return .moveInteractiveDismiss(y: Double((op.b * 53) % 1000))
        case 35: return .endInteractiveDismiss(dismissed: op.b % 2 == 0)
        case 36: return .presentSheet(kind: sheets[op.b % sheets.count])
        case 37: return .dismissSheet
        case 38: return .reloadInputViews(app: app)
        case 39:
            // Windows anywhere, some ending above the screen's bottom (P4).
            return .moveAppWindow(app: app, frame: Rect(x: Double(op.b % 5) * 60, y: Double(op.b % 7) * 50,
                                                        width: 300 + Double(op.b % 4) * 100, height: 400 + Double(op.b % 3) * 150))
        case 40: return .setShortcutBarMinimized(op.b % 2 == 0)
        case 41: return .setOnScreenKeyboard(op.b % 3 != 0)
        case 42: return .setQuickTypeCollapsed(op.b % 2 == 0)
        case 43: return .pushViewController(app: app, searchField: op.b % 3 == 0)
        case 44: return .popViewController(app: app, searchField: op.b % 3 == 0)
        case 45: return .dismissSheetBy(SheetDismissal.allCases[op.b % SheetDismissal.allCases.count])
        default: return .setQuirk(Quirk.allCases[op.b % Quirk.allCases.count].rawValue, on: op.a % 2 == 0)
        }
    }
}
