import DBus
import KeyboardContract
import KeyboardModel

/// A story's Control1 step (`.control("LaunchApp", [.string(id)])`) as the model event
/// keyboardd's Control1 object makes of it (KeyboardServer's ControlInterface): the same verbs and
/// arguments, checked the way the bus checks them, without the bus. Advance, Settle, Reset and
/// Trace are the runner's own.
enum ControlEvents {
    struct Refused: Error, CustomStringConvertible {
        let description: String
    }

    static func event(_ verb: String, _ arguments: [DBusValue]) throws -> Event {
        var reader = Reader(verb: verb, arguments: arguments)
        let event: Event
        switch verb {
        case "LaunchApp": event = .launchApp(try reader.string())
        case "GoHome": event = .goHome
        case "SwipeHomeIndicator": event = .swipeHomeIndicator
        case "ShowAlert": event = .showAlert(kind: try reader.string())
        case "DismissAlert": event = .dismissAlert
        case "PresentSheet": event = .presentSheet(kind: try reader.string())
        case "DismissSheet": event = .dismissSheet
        case "SetInputMode": event = .setInputMode(try reader.string())
        case "SetInputModeFromMenu": event = .setInputModeFromMenu(try reader.string())
        case "ResizeKeyboardExtension": event = .resizeKeyboardExtension(height: try reader.double())
        case "SetHardwareKeyboard": event = .setHardwareKeyboard(try reader.bool())
        case "SetShortcutBarMinimized": event = .setShortcutBarMinimized(try reader.bool())
        case "SetQuickTypeCollapsed": event = .setQuickTypeCollapsed(try reader.bool())
        case "SetOnScreenKeyboard": event = .setOnScreenKeyboard(try reader.bool())
        case "SetKeyboardMode": event = .setKeyboardMode(try reader.string())
        case "BeginKeyboardDrag": event = .beginKeyboardDrag
        case "EndKeyboardDrag": event = .endKeyboardDrag(y: try reader.double())
        case "BeginInteractiveDismiss": event = .beginInteractiveDismiss
        case "MoveInteractiveDismiss": event = .moveInteractiveDismiss(y: try reader.double())
        case "EndInteractiveDismiss": event = .endInteractiveDismiss(dismissed: try reader.bool())
        case "Rotate": event = .rotate(try reader.string())
        case "SetSplitView":
            event = .setSplitView(primary: try reader.string(), secondary: try reader.string(), fraction: try reader.double())
        case "MoveAppWindow": event = .moveAppWindow(app: try reader.string(), frame: try reader.rect())
        case "TerminateApp": event = .terminateApp(try reader.string())
        case "SetDevice": event = .setDevice(try reader.string())
        case "SetProfile": event = .setProfile(try reader.string())
        case "SetQuirk": event = .setQuirk(try reader.string(), on: try reader.bool())
        case "SetSetting": event = .setSetting(name: try reader.string(), value: try reader.value())
        case "Configure":
            guard case .dictionary(let options)? = try? reader.value() else {
                throw Refused(description: "Configure takes a{sv}")
            }
            event = .configure(options)
        default:
            throw Refused(description: "\(verb) is not a Control1 verb the in-process runner plays")
        }
        guard reader.isAtEnd else { throw Refused(description: "\(verb) got \(arguments.count) arguments, more than it takes") }
        return event
    }

    /// The arguments one by one, each of the type the contract gives it.
    struct Reader {
        let verb: String
        let arguments: [DBusValue]
        var index = 0

        var isAtEnd: Bool { index == arguments.count }

        mutating func next() throws -> DBusValue {
            guard index < arguments.count else { throw Refused(description: "\(verb) is missing an argument") }
            defer { index += 1 }
            return arguments[index]
        }

        mutating func string() throws -> String {
            guard case .string(let s) = try next() else { throw Refused(description: "\(verb) takes a string") }
            return s
        }

        mutating func bool() throws -> Bool {
            guard case .boolean(let b) = try next() else { throw Refused(description: "\(verb) takes a boolean") }
            return b
        }

        mutating func double() throws -> Double {
            guard case .double(let d) = try next() else { throw Refused(description: "\(verb) takes a number") }
            return d
        }

        mutating func rect() throws -> KeyboardModel.Rect {
            let rect = try KeyboardContract.Rect(dbusValue: try next())
            return KeyboardModel.Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        }

        /// A variant's value (SetSetting) or a dictionary of them (Configure), as KeyboardServer's
        /// ValueMapping reads them.
        mutating func value() throws -> ModelValue {
            guard let value = ControlEvents.modelValue(try next()) else {
                throw Refused(description: "\(verb) got a value that means nothing here")
            }
            return value
        }
    }

    static func modelValue(_ value: DBusValue) -> ModelValue? {
        switch value.unwrappedVariant {
        case .boolean(let b): return .bool(b)
        case .int32(let v): return .int(Int64(v))
        case .uint32(let v): return .int(Int64(v))
        case .int64(let v): return .int(v)
        case .uint64(let v): return v <= UInt64(Int64.max) ? .int(Int64(v)) : nil
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .structure(let fields) where fields.count == 4:
            return (try? KeyboardContract.Rect(dbusValue: value.unwrappedVariant))
                .map { .rect(KeyboardModel.Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)) }
        case .array(let element, let items) where element == "s":
            return .strings(items.compactMap { if case .string(let s) = $0 { s } else { nil } })
        case .dictionary(let key, let valueSignature, let entries) where key == "s" && valueSignature == "v":
            var result: [String: ModelValue] = [:]
            for entry in entries {
                guard case .string(let name) = entry.key, let inner = modelValue(entry.value) else { return nil }
                result[name] = inner
            }
            return .dictionary(result)
        default:
            return nil
        }
    }
}
