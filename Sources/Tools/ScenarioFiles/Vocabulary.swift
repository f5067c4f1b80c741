import KeyboardTrackers

/// The names a scenario file may use, so a wrong one is caught with its line before anything
/// runs. The contract's names are docs/CONTRACT.md's; keyboardd still checks every name it gets.
public enum Vocabulary {
    public static let devices = [
        "iphone-se", "iphone-8", "iphone-x", "ipad-pro-11", "ipad-9.7", "ipad-10", "ipad-mini-6", "ipad-pro-13",
    ]
    public static let profiles = ["ideal", "ios8", "ios9-beta4", "ios9", "ios13"]
    public static let quirks = [
        "leaky-transition", "responder-reset-on-switch", "foreground-resend", "alert-restores-before-active",
        "late-snapshot", "repeated-will-show", "missing-will-show", "split-sends-hide", "undocked-zero-frame",
        "keyboard-window-duplication",
    ]
    public static let keyboardModes = ["docked", "undocked", "split", "floating"]
    public static let orientations = ["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown"]
    public static let alertKinds = [
        "generic", "microphone-permission", "camera-permission", "contacts-permission", "location-permission",
        "notifications-permission", "photos-permission",
    ]

    /// docs/BEHAVIOURS.md's ids.
    public static let behaviours: [String] = (1...15).map { "K\($0)" } + (1...7).map { "M\($0)" }
        + (1...2).map { "B\($0)" } + (1...2).map { "F\($0)" } + (1...8).map { "W\($0)" }

    public static var trackers: [String] { TrackerKind.allCases.map(\.rawValue) }
    public static var fixes: [String] { Fix.named.map(\.name) }

    /// The sample clients in examples/ and the bundle id each registers by default.
    public static let examples: [(name: String, bundleId: String)] = [
        ("ike", "com.southpark.ike"), ("notes", "com.apple.mobilenotes"), ("form", "com.example.form"),
        ("chat", "com.example.chat"), ("ipad", "com.example.ipad"),
    ]
}

/// A Control1 verb a step may name, with its arguments (docs/CONTRACT.md). Advance and Settle are
/// steps of their own; Reset and Trace belong to the runner.
public struct ControlVerb: Sendable {
    public enum Argument: Sendable {
        case string(String, valid: [String]?)
        case bool(String)
        case number(String)

        var name: String {
            switch self {
            case .string(let name, _), .bool(let name), .number(let name): name
            }
        }

        var typeName: String {
            switch self {
            case .string: "string"
            case .bool: "true/false"
            case .number: "number"
            }
        }
    }

    public let name: String
    public let arguments: [Argument]

    var usage: String {
        arguments.isEmpty ? name : "\(name): " + arguments.map { "\($0.name) (\($0.typeName))" }.joined(separator: ", ")
    }

    public static let all: [ControlVerb] = [
        .init(name: "LaunchApp", arguments: [.string("bundle_id", valid: nil)]),
        .init(name: "GoHome", arguments: []),
        .init(name: "SwipeHomeIndicator", arguments: []),
        .init(name: "ShowAlert", arguments: [.string("kind", valid: Vocabulary.alertKinds)]),
        .init(name: "DismissAlert", arguments: []),
        .init(name: "SetInputMode", arguments: [.string("mode", valid: nil)]),
        .init(name: "SetHardwareKeyboard", arguments: [.bool("attached")]),
        .init(name: "SetKeyboardMode", arguments: [.string("mode", valid: Vocabulary.keyboardModes)]),
        .init(name: "BeginKeyboardDrag", arguments: []),
        .init(name: "EndKeyboardDrag", arguments: [.number("y")]),
        .init(name: "Rotate", arguments: [.string("orientation", valid: Vocabulary.orientations)]),
        .init(name: "SetSplitView", arguments: [.string("primary", valid: nil), .string("secondary", valid: nil),
                                                .number("fraction")]),
        .init(name: "TerminateApp", arguments: [.string("bundle_id", valid: nil)]),
        .init(name: "SetDevice", arguments: [.string("name", valid: Vocabulary.devices)]),
        .init(name: "SetProfile", arguments: [.string("name", valid: Vocabulary.profiles)]),
        .init(name: "SetQuirk", arguments: [.string("name", valid: Vocabulary.quirks), .bool("on")]),
    ]

    public static func named(_ name: String) -> ControlVerb? { all.first { $0.name == name } }
}

/// A line command a sample client takes on stdin (Sources/Client/ExampleSupport/SampleApp.swift and
/// the examples' own). `sync`, `help` and `exit` belong to the runner and are not offered.
public struct ExampleCommand: Sendable {
    public enum Argument: Sendable { case none, optionalWord, word, number }

    public let verb: String
    public let argument: Argument
    /// The examples that have it; nil for every example.
    public let examples: [String]?

    public static let all: [ExampleCommand] = [
        .init(verb: "focus", argument: .optionalWord, examples: nil),
        .init(verb: "resign", argument: .none, examples: nil),
        .init(verb: "pan", argument: .number, examples: nil),
        .init(verb: "state", argument: .none, examples: nil),
        .init(verb: "report", argument: .none, examples: nil),
        .init(verb: "watchdog", argument: .none, examples: nil),
        .init(verb: "appear", argument: .none, examples: nil),
        .init(verb: "disappear", argument: .none, examples: nil),
        .init(verb: "grow", argument: .number, examples: ["chat"]),
        .init(verb: "conversation", argument: .word, examples: ["chat"]),
    ]

    public static func available(to example: String) -> [ExampleCommand] {
        all.filter { $0.examples?.contains(example) ?? true }
    }

    var usage: String {
        switch argument {
        case .none: verb
        case .optionalWord: "\(verb) [FIELD]"
        case .word: "\(verb) ID"
        case .number: "\(verb) NUMBER"
        }
    }
}
