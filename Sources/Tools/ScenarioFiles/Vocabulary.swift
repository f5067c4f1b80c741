import KeyboardContract
import TrackerOptions

/// The names a scenario file may use, so a wrong one is caught with its line before anything
/// runs. The contract's names are docs/CONTRACT.md's; keyboardd still checks every name it gets.
public enum Vocabulary {
    // The model's names, from the catalog generated out of its declarations (scripts/generate).
    public static let devices = ModelCatalog.devices.map(\.name)
    public static let profiles = ModelCatalog.eras.map(\.name)
    public static let quirks = ModelCatalog.quirks.map(\.name)
    public static let keyboardModes = ["docked", "undocked", "split", "floating"]
    public static let orientations = ["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown"]
    /// Control1.SetSetting's names (each takes a boolean) and Control1.PresentSheet's kinds.
    public static let settings = ["predictive", "reduce-motion", "prefer-cross-fade", "stage-manager", "simulator"]
    public static let sheetKinds = ["share", "photo-picker", "password-save", "passwords"]
    /// Control1.DismissSheetBy's ways.
    public static let sheetDismissals = ["button", "pull-down"]
    public static let alertKinds = [
        "generic", "microphone-permission", "camera-permission", "contacts-permission", "location-permission",
        "notifications-permission", "photos-permission",
    ]

    /// The names a Control1 method's string argument takes, as `Method.argument`; an argument
    /// not listed takes any non-empty string (keyboardd still checks it).
    public static let choices: [String: [String]] = [
        "ShowAlert.kind": alertKinds,
        "SetKeyboardMode.mode": keyboardModes,
        "Rotate.orientation": orientations,
        "SetDevice.name": devices,
        "SetProfile.name": profiles,
        "SetQuirk.name": quirks,
        "SetSetting.name": settings,
        "PresentSheet.kind": sheetKinds,
        "DismissSheetBy.how": sheetDismissals,
    ]

    /// An `a{sv}` option's value: one of a list of names, or a boolean.
    public enum Option: Sendable, Equatable { case choice([String]), bool }

    /// The options an `a{sv}` argument takes, as `Method.argument` (Control1.Configure's, as its
    /// DocString in dbus/org.keyboardd.Control1.xml lists them).
    public static let options: [String: [String: Option]] = [
        "Configure.options": ["Device": .choice(devices), "Profile": .choice(profiles), "Orientation": .choice(orientations)]
            .merging(settings.map { ($0, Option.bool) }) { a, _ in a },
    ]

    /// docs/BEHAVIOURS.md's ids.
    public static let behaviours: [String] = (1...15).map { "K\($0)" } + (1...7).map { "M\($0)" }
        + (1...2).map { "B\($0)" } + (1...2).map { "F\($0)" } + (1...8).map { "W\($0)" }
        + (1...19).map { "N\($0)" } + (1...6).map { "P\($0)" } + (1...4).map { "O\($0)" }

    public static var trackers: [String] { TrackerKind.allCases.map(\.rawValue) }
    public static var fixes: [String] { Fix.named.map(\.name) }

    /// The sample clients in examples/ and the bundle id each registers by default.
    public static let examples: [(name: String, bundleId: String)] = [
        ("ike", "com.southpark.ike"), ("notes", "com.apple.mobilenotes"), ("form", "com.example.form"),
        ("chat", "com.example.chat"), ("ipad", "com.example.ipad"),
    ]
}

/// A Control1 verb a step may name, with its arguments, read from the contract's description
/// (dbus/org.keyboardd.Control1.xml): a new Control1 method is a step without an entry here.
/// Advance and Settle are steps of their own; Reset and Trace belong to the runner. The only
/// knowledge added here is which names an argument takes (`Vocabulary.choices`).
public struct ControlVerb: Sendable {
    public enum Argument: Sendable {
        case string(String, valid: [String]?)
        case bool(String)
        case number(String)
        case count(String)
        /// A variant: the YAML scalar's own type (true/false, a number, a string).
        case value(String)
        /// A `(dddd)` rect: `[x, y, width, height]`.
        case rect(String)
        /// An `a{sv}` of options: a mapping of names to scalars (Configure's `{Device: ..., Profile: ...}`).
        case options(String)

        /// The argument's kind from its D-Bus signature; nil for one a scenario file cannot write.
        init?(method: String, _ argument: ArgumentDescription) {
            switch argument.signature {
            case "s": self = .string(argument.name, valid: Vocabulary.choices["\(method).\(argument.name)"])
            case "b": self = .bool(argument.name)
            case "d": self = .number(argument.name)
            case "t": self = .count(argument.name)
            case "v": self = .value(argument.name)
            case "(dddd)": self = .rect(argument.name)
            case "a{sv}": self = .options(argument.name)
            default: return nil
            }
        }

        public var name: String {
            switch self {
            case .string(let name, _), .bool(let name), .number(let name), .count(let name), .value(let name),
                 .rect(let name), .options(let name): name
            }
        }

        var typeName: String {
            switch self {
            case .string: "string"
            case .bool: "true/false"
            case .number: "number"
            case .count: "whole number"
            case .value: "true/false, number or string"
            case .rect: "[x, y, width, height]"
            case .options: "{Name: value, ...}"
            }
        }
    }

    public let name: String
    public let arguments: [Argument]
    /// The method's DocString, for help text and the schema.
    public let doc: String
    /// Each argument's DocString, in order.
    public let argumentDocs: [String]

    var usage: String {
        arguments.isEmpty ? name : "\(name): " + arguments.map { "\($0.name) (\($0.typeName))" }.joined(separator: ", ")
    }

    /// The Control1 methods the runner keeps for itself or writes as steps of their own.
    public static let runnerMethods: Set<String> = [
        Control1.MethodName.advance.rawValue, Control1.MethodName.settle.rawValue,
        Control1.MethodName.reset.rawValue, Control1.MethodName.trace.rawValue,
    ]

    public static let all: [ControlVerb] = Control1.description.methods.compactMap { method in
        guard !runnerMethods.contains(method.name) else { return nil }
        let arguments = method.inArguments.compactMap { Argument(method: method.name, $0) }
        guard arguments.count == method.inArguments.count else { return nil }
        return ControlVerb(name: method.name, arguments: arguments, doc: method.doc,
                           argumentDocs: method.inArguments.map(\.doc))
    }

    public static func named(_ name: String) -> ControlVerb? { all.first { $0.name == name } }
}

/// A line command a sample client takes on stdin (Sources/Client/ExampleSupport/SampleApp.swift and
/// the examples' own). `sync`, `register`, `unregister`, `help` and `exit` belong to the runner
/// and are not offered.
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
        .init(verb: "secure", argument: .optionalWord, examples: nil),
        .init(verb: "textview", argument: .optionalWord, examples: nil),
        .init(verb: "reload", argument: .none, examples: nil),
        .init(verb: "grow", argument: .number, examples: ["chat"]),
        .init(verb: "conversation", argument: .word, examples: ["chat"]),
        .init(verb: "window", argument: .none, examples: ["ipad"]),
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
