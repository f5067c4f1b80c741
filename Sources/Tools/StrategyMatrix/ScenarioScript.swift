import KeyboardContract

/// A story as a scenario file tells it (docs/SCENARIO-SCHEMA.md): the apps, each with its own
/// tracker and fixes, the steps, and what is expected at chosen moments. Every step keeps its
/// line in the file, so a result can point at it.
public struct ScenarioScript: Sendable {
    public var id: String
    public var title: String
    /// docs/BEHAVIOURS.md ids the story shows.
    public var behaviours: [String]
    public var device: String
    /// The profiles the expectations hold on; a run plays the story once on each.
    public var profiles: [String]
    public var apps: [ScriptApp]
    public var steps: [ScriptStep]

    public init(id: String, title: String, behaviours: [String], device: String, profiles: [String],
                apps: [ScriptApp], steps: [ScriptStep]) {
        self.id = id
        self.title = title
        self.behaviours = behaviours
        self.device = device
        self.profiles = profiles
        self.apps = apps
        self.steps = steps
    }

    public func app(_ role: String) -> ScriptApp? { apps.first { $0.spec.role == role } }

    /// The story without its `refused:` steps: what it is on an era that accepts those calls (a
    /// refused call changes nothing, so the rest of the story is the same).
    public var withoutRefusals: ScenarioScript {
        var script = self
        script.steps.removeAll { !$0.action.playsOnEveryEra }
        return script
    }
}

/// One sample client of a script, with the tracker set-up it runs.
public struct ScriptApp: Sendable {
    public var spec: AppSpec
    /// `--tracker`; nil runs the example's own tracker.
    public var tracker: String?
    /// `--fix`; nil runs the example's own fixes, [] none.
    public var fixes: [String]?

    public init(spec: AppSpec, tracker: String? = nil, fixes: [String]? = nil) {
        self.spec = spec
        self.tracker = tracker
        self.fixes = fixes
    }

    /// The sample client's command-line options for the set-up.
    public var arguments: [String] {
        var arguments = tracker.map { ["--tracker", $0] } ?? []
        if let fixes { arguments += fixes.isEmpty ? ["--fix", "none"] : fixes.flatMap { ["--fix", $0] } }
        return arguments
    }

    /// `naive + responder-guard`, or the example's defaults.
    public var setupDescription: String {
        let tracker = self.tracker ?? "its own tracker"
        guard let fixes else { return tracker }
        return ([tracker] + (fixes.isEmpty ? ["no fix"] : fixes)).joined(separator: " + ")
    }
}

/// A step of a script and the line of the file it comes from.
public struct ScriptStep: Sendable {
    public enum Action: Sendable {
        /// What the person or an app does (never `.check`: checks carry their expected outcome).
        case step(Step)
        /// A strategy matrix check and the outcome the file expects of it.
        case check(Check, expected: Outcome)
        /// Expectations about what happened since the previous `expect` step, and about now.
        case expect([ScriptExpectation])
        /// A Control1 verb keyboardd must refuse with this error (its short name, `NotSupported`),
        /// changing nothing: judged like an expectation.
        case refused(Step, error: String)

        /// How many judgements a run makes of it (what `keyboardctl run` counts): one per check,
        /// refusal or expectation. Exhaustive, so a new action is counted on purpose.
        public var judgements: Int {
            switch self {
            case .step: 0
            case .check, .refused: 1
            case .expect(let expectations): expectations.count
            }
        }

        /// Whether a play on an era that accepts what the file's eras refuse (the corpus's clean
        /// play on `ideal`) keeps it. Exhaustive, as `judgements`.
        public var playsOnEveryEra: Bool {
            switch self {
            case .step, .check, .expect: true
            case .refused: false
            }
        }
    }

    public var action: Action
    public var line: Int

    public init(_ action: Action, line: Int) {
        self.action = action
        self.line = line
    }
}

/// An expectation and the line of the file it is written on.
public struct ScriptExpectation: Sendable {
    public var kind: Kind
    public var line: Int

    public init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }
}

extension ScriptExpectation {
    /// What a file can expect besides a check's outcome (docs/SCENARIO-SCHEMA.md, "expect").
    public enum Kind: Sendable, Hashable {
        /// The keyboard notifications the app received since the previous `expect` step, in order
        /// (Control1.Trace, one record per recipient).
        case keyboardNotifications(role: String, [NotificationPattern])
        /// The lifecycle notifications the app received since the previous `expect` step, in order.
        case lifecycleNotifications(role: String, [String])
        /// Keyboard and lifecycle notifications together, in the order the app received them (K5:
        /// the keyboard comes back before DidBecomeActive).
        case events(role: String, [NotificationPattern])
        /// Keyboard notifications and the responder's editing notifications (`UITextFieldTextDidBeginEditing`...)
        /// together, in the order the app received them (N13).
        case editingEvents(role: String, [NotificationPattern])
        /// A property of keyboardd's now.
        case property(PropertyTarget, name: String, PropertyValue)
        /// What the app's tracker believes, or the truth over its window, now.
        case belief(role: String, BeliefMeasure, Double)
    }
}

/// One expected notification: its short name (`WillShow`) and, when given, whether it was
/// local to the recipient (`WillShow (not local)`: another app's keyboard, K3) or had no IsLocal
/// key at all (iOS 8, C14), its FrameBegin (N1: every notification of one animation begins where
/// it began), its FrameEnd (`WillChangeFrame end [0, 0, 0, 0]`: K11's zero rect), and UIKit's
/// other keys: the centers and the bounds (C14).
public struct NotificationPattern: Sendable, Hashable, CustomStringConvertible {
    public var name: String
    public var isLocal: Bool?
    /// Whether the userInfo has UIKeyboardIsLocalUserInfoKey at all; nil: either.
    public var hasIsLocalKey: Bool?
    /// x, y, width, height.
    public var frameBegin: [Double]?
    /// x, y, width, height.
    public var frameEnd: [Double]?
    /// x, y: UIKeyboardCenterBeginUserInfoKey, UIKeyboardCenterEndUserInfoKey.
    public var centerBegin: [Double]?
    public var centerEnd: [Double]?
    /// 0, 0, width, height: UIKeyboardBoundsUserInfoKey.
    public var bounds: [Double]?

    public init(_ name: String, isLocal: Bool? = nil, hasIsLocalKey: Bool? = nil, frameBegin: [Double]? = nil,
                frameEnd: [Double]? = nil, centerBegin: [Double]? = nil, centerEnd: [Double]? = nil, bounds: [Double]? = nil) {
        self.name = name
        self.isLocal = isLocal
        self.hasIsLocalKey = hasIsLocalKey
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.centerBegin = centerBegin
        self.centerEnd = centerEnd
        self.bounds = bounds
    }

    public static let keyboardNames = ["WillShow", "DidShow", "WillHide", "DidHide", "WillChangeFrame", "DidChangeFrame"]
    public static let lifecycleNames = ["DidFinishLaunching", "WillResignActive", "DidEnterBackground",
                                        "WillEnterForeground", "DidBecomeActive", "WillTerminate"]
    /// The contract's EditingNotification names, short (docs/CONTRACT.md).
    public static let editingNames = ["UITextFieldTextDidBeginEditing", "UITextFieldTextDidEndEditing",
                                      "UITextViewTextDidBeginEditing", "UITextViewTextDidEndEditing"]

    /// Whether `found` is this notification, as precisely as this pattern says (frames within half a point).
    public func matches(_ found: NotificationPattern) -> Bool {
        guard name == found.name, isLocal == nil || isLocal == found.isLocal,
              hasIsLocalKey == nil || hasIsLocalKey == found.hasIsLocalKey else { return false }
        return Self.same(frameBegin, found.frameBegin) && Self.same(frameEnd, found.frameEnd)
            && Self.same(centerBegin, found.centerBegin) && Self.same(centerEnd, found.centerEnd)
            && Self.same(bounds, found.bounds)
    }

    /// A rect the pattern asks for is the one found, within half a point; one it does not ask for matches anything.
    static func same(_ expected: [Double]?, _ found: [Double]?) -> Bool {
        guard let expected else { return true }
        guard let found, found.count == expected.count else { return false }
        return zip(expected, found).allSatisfy { abs($0 - $1) < 0.5 }
    }

    /// `found` written with the details this pattern asks about, and `(not local)` whenever it was.
    public func shown(_ found: NotificationPattern) -> NotificationPattern {
        NotificationPattern(found.name, isLocal: found.isLocal == false || isLocal != nil ? found.isLocal : nil,
                            hasIsLocalKey: hasIsLocalKey == nil ? nil : found.hasIsLocalKey,
                            frameBegin: frameBegin == nil ? nil : found.frameBegin,
                            frameEnd: frameEnd == nil ? nil : found.frameEnd,
                            centerBegin: centerBegin == nil ? nil : found.centerBegin,
                            centerEnd: centerEnd == nil ? nil : found.centerEnd,
                            bounds: bounds == nil ? nil : found.bounds)
    }

    public var description: String {
        var text = name
        switch isLocal {
        case nil: break
        case true?: text += " (local)"
        case false?: text += " (not local)"
        }
        if hasIsLocalKey == false { text += " (no IsLocal)" }
        for (key, numbers) in [("begin", frameBegin), ("end", frameEnd), ("center-begin", centerBegin),
                               ("center-end", centerEnd), ("bounds", bounds)] {
            if let numbers { text += " \(key) [" + numbers.map(format).joined(separator: ", ") + "]" }
        }
        return text
    }
}

/// Whose property an expectation reads.
public enum PropertyTarget: Sendable, Hashable, CustomStringConvertible {
    case server, keyboard
    case app(String)

    public var description: String {
        switch self {
        case .server: "server"
        case .keyboard: "keyboard"
        case .app(let role): role
        }
    }
}

/// An expected property value, in the file's terms.
public enum PropertyValue: Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case bool(Bool)
    case number(Double)
    /// x, y, width, height.
    case rect([Double])
    case strings([String])

    public var description: String {
        switch self {
        case .string(let s): s.isEmpty ? "\"\"" : s
        case .bool(let b): String(b)
        case .number(let d): format(d)
        case .rect(let r): "[" + r.map(format).joined(separator: ", ") + "]"
        case .strings(let list): "[" + list.joined(separator: ", ") + "]"
        }
    }
}

/// The properties a file may expect, with their types and, where the contract fixes them, their
/// values (docs/CONTRACT.md).
public struct KnownProperty: Sendable {
    public enum Kind: String, Sendable {
        case string, bool, number, rect, strings
        /// App1.Windows, bottom first, each window as `ID KIND`, plus ` hidden` when it is (K9).
        case windows
    }
    public let name: String
    public let kind: Kind
    public let values: [String]?

    init(_ name: String, _ kind: Kind, _ values: [String]? = nil) {
        self.name = name
        self.kind = kind
        self.values = values
    }

    public static let server: [KnownProperty] = [
        .init("Device", .string), .init("Orientation", .string, Server1.Orientation.rawValues), .init("Profile", .string),
        .init("Quirks", .strings), .init("Clock", .string, Server1.ClockMode.rawValues), .init("Now", .number),
        .init("Frontmost", .string), .init("KeyboardOwner", .string),
    ]
    public static let keyboard: [KnownProperty] = [
        .init("Visible", .bool), .init("Frame", .rect), .init("Owner", .string),
        .init("Mode", .string, Keyboard1.KeyboardMode.rawValues), .init("InputMode", .string),
        .init("HardwareKeyboard", .bool), .init("Animating", .bool),
    ]
    public static let app: [KnownProperty] = [
        .init("State", .string, App1.AppState.rawValues),
        .init("FirstResponder", .string), .init("WindowFrame", .rect), .init("KeyboardOverlap", .rect),
        .init("Windows", .windows),
    ]

    public static func all(for target: PropertyTarget) -> [KnownProperty] {
        switch target {
        case .server: server
        case .keyboard: keyboard
        case .app: app
        }
    }
}

/// What `belief` compares: the app's tracker against keyboardd's truth (docs/ARCHITECTURE.md: truth beside belief).
public enum BeliefMeasure: String, Sendable, Hashable, CaseIterable {
    /// How far the tracker lifted its view.
    case lift
    /// The keyboard height the tracker acted on.
    case trackedHeight = "tracked-height"
    /// How far the view should be lifted: the docked keyboard's overlap of the app's window (K13).
    case truth
    /// The duration of the animation that carried the latest change of the app's layout, 0
    /// without one (N21).
    case liftAnimation = "lift-animation"
}
