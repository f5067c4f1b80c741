import KeyboardContract
import TrackerOptions

/// The names a scenario file may use, so a wrong one is caught with its line before anything
/// runs. The contract's names are docs/CONTRACT.md's; keyboardd still checks every name it gets.
public enum Vocabulary {
    // The model's names, from the catalog generated out of its declarations (scripts/generate).
    public static let devices = ModelCatalog.devices.map(\.name)
    public static let eras = ModelCatalog.eras.map(\.name)
    @available(*, deprecated, renamed: "eras")
    public static var profiles: [String] { eras }
    public static let quirks = ModelCatalog.quirks.map(\.name)
    // The contract's value lists (org.keyboardd.Enum.* in dbus/*.xml).
    public static let keyboardModes = Keyboard1.KeyboardMode.rawValues
    public static let orientations = Server1.Orientation.rawValues
    /// Control1.SetSetting's names (each takes a boolean) and Control1.PresentSheet's kinds.
    public static let settings = Server1.Setting.rawValues
    public static let sheetKinds = Control1.SheetKind.rawValues
    public static let alertKinds = Control1.AlertKind.rawValues
    /// Control1.DismissSheetBy's ways.
    public static let sheetDismissals = Control1.SheetDismissal.rawValues

    /// The strings the contract leaves to the model's declarations, by the argument
    /// (`Method.argument`) and by the option key that takes them.
    static let modelArguments = ["SetDevice.name": devices, "SetProfile.name": eras, "SetQuirk.name": quirks]
    static let modelKeys = [Control1.ConfigureOptions.Key.device.rawValue: devices, Control1.ConfigureOptions.Key.profile.rawValue: eras]

    /// The names a Control1 method's string argument takes, as `Method.argument`: the closed value
    /// lists its arguments name in the contract (`org.keyboardd.Values`), and the model's devices,
    /// profiles and quirks. An argument not listed takes any non-empty string (keyboardd still checks it).
    public static let choices: [String: [String]] = Control1.description.methods.reduce(into: modelArguments) {
        choices, method in
        for argument in method.inArguments where argument.signature == "s" {
            if let list = argument.values.flatMap(Contract.enumeration(named:)), !list.isOpen {
                choices["\(method.name).\(argument.name)"] = list.values
            }
        }
    }

    /// String arguments whose empty value means something (the contract says so in their
    /// DocString): `SetSplitView`'s secondary, empty to end Split View.
    public static let emptyAllowed: Set<String> = ["SetSplitView.secondary"]

    /// An `a{sv}` option's value: one of a list of names, or a boolean.
    public enum Option: Sendable, Equatable { case choice([String]), bool }

    /// The options an `a{sv}` argument of Control1 takes, as `Method.argument`, from the keys the
    /// contract declares (`org.keyboardd.Keys`): booleans, and strings from a value list or the model's.
    public static let options: [String: [String: Option]] = Control1.description.methods.reduce(into: [:]) { options, method in
        for argument in method.inArguments {
            guard let keys = argument.keys else { continue }
            options["\(method.name).\(argument.name)"] = keys.reduce(into: [:]) { taken, key in
                if key.signature == "b" {
                    taken[key.name] = .bool
                } else if let names = key.values.flatMap(Contract.enumeration(named:))?.values ?? modelKeys[key.name] {
                    taken[key.name] = .choice(names)
                }
            }
        }
    }

    /// docs/BEHAVIOURS.md's ids.
    public static let behaviours: [String] = (1...15).map { "K\($0)" } + (1...7).map { "M\($0)" }
        + (1...2).map { "B\($0)" } + (1...2).map { "F\($0)" } + (1...8).map { "W\($0)" }
        + (1...21).map { "N\($0)" } + (1...6).map { "P\($0)" } + (1...17).map { "C\($0)" } + (1...5).map { "O\($0)" }

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
        .init(verb: "nocorrect", argument: .optionalWord, examples: nil),
        .init(verb: "reload", argument: .none, examples: nil),
        .init(verb: "inputview", argument: .number, examples: nil),
        .init(verb: "toolbar", argument: .optionalWord, examples: nil),
        .init(verb: "resign-now", argument: .none, examples: nil),
        .init(verb: "stubborn", argument: .optionalWord, examples: nil),
        .init(verb: "push", argument: .optionalWord, examples: nil),
        .init(verb: "pop", argument: .optionalWord, examples: nil),
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
