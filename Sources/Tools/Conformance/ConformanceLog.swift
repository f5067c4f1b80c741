import DBus
import KeyboardContract

/// One conformance file (conformance/*.yaml): what a real device logged, where it was published,
/// and how keyboardd is asked to play the same story. The recorded parts (`source`, `reported`,
/// `logged`, `story`, `ambiguous`...) are never changed to fit keyboardd; docs/CONFORMANCE.md.
public struct ConformanceLog: Sendable, Equatable {
    /// Where the log was published.
    public struct Source: Sendable, Equatable {
        public var url: String
        public var project: String
        public var ref: String
        public var date: String?
        public var author: String?
        public var quote: String
    }

    /// What the logged values are: UIKit's userInfo as printed, only UIKit's names, or a
    /// library's event derived from a notification.
    public enum Evidence: String, Sendable, CaseIterable {
        case uikitUserInfo = "uikit-userinfo"
        case uikitNames = "uikit-names"
        case libraryEvent = "library-event"
    }

    /// What the source says about the device; free text, "not said" where it says nothing.
    public struct Reported: Sendable, Equatable {
        public var device: String
        public var ios: String
        public var simulator: Bool?
    }

    /// The era and device keyboardd plays the log on, and why those.
    public struct Target: Sendable, Equatable {
        public var device: String
        public var profile: String
        public var why: String
    }

    /// An app process of the story; its bundle id is `com.example.ROLE` unless the file gives one.
    public struct App: Sendable, Equatable {
        public var role: String
        public var bundleId: String
        /// The file's line of the app, for messages.
        public var line: Int
    }

    /// A responder's traits, as far as the source tells them.
    public struct Responder: Sendable, Equatable {
        public var kind: String?
        public var secure: Bool?
        public var contentType: String?
        public var accessoryHeight: Double?
        public var keyboardType: String?
        public var autocorrection: String?

        /// App1.BecomeFirstResponder's traits: only what the file states, keyboardd's defaults for the
        /// rest; a name outside the contract's value list is refused as keyboardd refuses it.
        public func traits() throws(DBusError) -> App1.BecomeFirstResponderTraits {
            App1.BecomeFirstResponderTraits(
                inputAccessoryViewHeight: accessoryHeight,
                keyboardType: try keyboardType.map { name throws(DBusError) in try App1.KeyboardType(named: name) },
                kind: try kind.map { name throws(DBusError) in try App1.ResponderKind(named: name) }, secureTextEntry: secure,
                textContentType: try contentType.map { name throws(DBusError) in try App1.TextContentType(named: name) },
                autocorrectionType: try autocorrection.map { name throws(DBusError) in try App1.AutocorrectionType(named: name) })
        }
    }

    /// One step of the story, with its line in the file.
    public struct Step: Sendable, Equatable {
        public enum Action: Sendable, Equatable {
            case settle
            case advance(UInt64)
            /// Where the logged part begins.
            case record
            case app(role: String, AppCommand)
            /// A Control1 method with its arguments, as scenario files write it.
            case control(String, [DBusValue])
            /// Something the device did that keyboardd has no step for: the log is not expressible.
            case unsupported(String)
        }

        public enum AppCommand: Sendable, Equatable {
            case focus(String)
            case resign
            case reload
            case accessory(Double)
            /// The focused field's keyboard swapped for a custom input view this tall: the field asks
            /// again with `InputView` custom (C12's swap).
            case inputView(Double)
        }

        public var action: Action
        public var line: Int
    }

    /// One notification as the device logged it; every value but the name is optional, and is
    /// compared only when the log has it.
    public struct Logged: Sendable, Equatable {
        public var name: String
        public var begin: [Double]?
        public var end: [Double]?
        public var centerBegin: [Double]?
        public var centerEnd: [Double]?
        public var bounds: [Double]?
        public var duration: Double?
        public var curve: Int?
        public var local: Bool?
        /// UIKit's userInfo keys, as a set.
        public var keys: [String]?
        /// Seconds after the role's first logged notification.
        public var at: Double?
        /// FrameEnd's height.
        public var height: Double?
        public var line: Int

        public init(name: String, line: Int = 0) {
            self.name = name
            self.line = line
        }
    }

    public var id: String
    public var title: String
    public var source: Source
    public var evidence: Evidence
    public var libraryEvent: String?
    public var reported: Reported
    public var keyboardd: Target
    /// `Settings` names with their values, in the file's order.
    public var settings: [(name: String, value: Bool)]
    public var inputMode: String?
    public var orientation: String?
    public var keyboardMode: String?
    public var apps: [App]
    public var responders: [String: Responder]
    public var story: [Step]
    /// The notifications the logging code observed; nil when the file does not say (`observed`).
    public var observes: [String]?
    /// Per role, what it logged, in order.
    public var logged: [(role: String, notifications: [Logged])]
    public var ambiguous: String?
    public var notes: String?

    public static func == (a: ConformanceLog, b: ConformanceLog) -> Bool {
        a.id == b.id && a.title == b.title && a.source == b.source && a.evidence == b.evidence
            && a.libraryEvent == b.libraryEvent && a.reported == b.reported && a.keyboardd == b.keyboardd
            && a.settings.elementsEqual(b.settings, by: ==) && a.inputMode == b.inputMode
            && a.orientation == b.orientation && a.keyboardMode == b.keyboardMode && a.apps == b.apps
            && a.responders == b.responders && a.story == b.story && a.observes == b.observes
            && a.logged.elementsEqual(b.logged, by: ==) && a.ambiguous == b.ambiguous && a.notes == b.notes
    }
}

extension ConformanceLog {
    /// The six keyboard notifications by the short names the files use.
    public static let notificationNames = ["WillShow", "DidShow", "WillHide", "DidHide", "WillChangeFrame", "DidChangeFrame"]

    /// The settings a file may state: Control1.Configure's settings and the hardware keyboard.
    public static let settingNames = Server1.Setting.rawValues + [hardwareKeyboard]
    /// The one setting that is not the device's (Control1.SetHardwareKeyboard).
    public static let hardwareKeyboard = "hardware-keyboard"

    /// What the comparison filters keyboardd's notifications by: `observes`, else the names the
    /// log shows (a logger saw at least those), else all six (an empty log of an unknown observer).
    public var observed: [String] {
        if let observes { return observes }
        let shown = Set(logged.flatMap { $0.notifications.map(\.name) })
        return shown.isEmpty ? Self.notificationNames : Self.notificationNames.filter(shown.contains)
    }

    /// The index of the `record` step; nil when the whole story is logged.
    public var recordIndex: Int? { story.firstIndex { $0.action == .record } }

    public func app(_ role: String) -> App? { apps.first { $0.role == role } }

    /// Whether a story step itself sets what the log's `name` field describes (so that the runner
    /// does not set it up front): a Control1 method among `methods`.
    /// The field `role` focused last before the step on `line`, if any.
    public func fieldFocused(by role: String, before line: Int) -> String? {
        for step in story.reversed() where step.line < line {
            if case .app(role, .focus(let field)) = step.action { return field }
        }
        return nil
    }

    public func storyCalls(_ methods: Set<String>) -> Bool {
        story.contains { if case .control(let name, _) = $0.action { methods.contains(name) } else { false } }
    }

    /// Whether a story step sets this setting (SetSetting, or SetHardwareKeyboard for hardware-keyboard).
    public func storySets(setting name: String) -> Bool {
        story.contains { step in
            guard case .control(let method, let arguments) = step.action else { return false }
            if name == Self.hardwareKeyboard { return method == Control1.MethodName.setHardwareKeyboard.rawValue }
            return method == Control1.MethodName.setSetting.rawValue && arguments.first == .string(name)
        }
    }
}

extension ConformanceLog.Step: CustomStringConvertible {
    /// The step as the file writes it, for progress lines and refusals.
    public var description: String {
        switch action {
        case .settle: "settle"
        case .advance(let ms): "advance \(ms) ms"
        case .record: "record"
        case .app(let role, .focus(let field)): "\(role): focus \(field)"
        case .app(let role, .resign): "\(role): resign"
        case .app(let role, .reload): "\(role): reload"
        case .app(let role, .accessory(let height)): "\(role): accessory \(Format.number(height))"
        case .app(let role, .inputView(let height)): "\(role): input-view \(Format.number(height))"
        case .control(let method, let arguments):
            ([method] + arguments.map { value in
                switch value.unwrappedVariant {
                case .string(let s): s
                case .double(let d): Format.number(d)
                default: value.unwrappedVariant.description
                }
            }).joined(separator: " ")
        case .unsupported(let what): "unsupported: \(what)"
        }
    }
}
