// The device's settings (docs/CONTRACT.md Control1.SetSetting, Server1.Settings): what the person
// switched in the Settings app. Eras decide what a change announces; the settings decide the layout
// (predictive bar: N3, W1), the hide frames (Reduce Motion, cross-fade: N6) and Stage Manager (P4).

public struct Settings: Hashable, Sendable {
    /// Settings › General › Keyboard › Predictive: the QuickType bar above keys that offer suggestions.
    public var predictive = true
    /// Settings › Accessibility › Motion › Reduce Motion.
    public var reduceMotion = false
    /// Settings › Accessibility › Motion › Prefer Cross-Fade Transitions (acts with Reduce Motion).
    public var preferCrossFade = false
    /// iPad only: apps in movable windows (P4).
    public var stageManager = false
    /// The device is the iOS Simulator (O4): with its hardware keyboard connected, UIKit posts a
    /// WillHide when a field becomes first responder and when it resigns, never a WillShow.
    public var simulator = false

    public init(predictive: Bool = true, reduceMotion: Bool = false, preferCrossFade: Bool = false,
                stageManager: Bool = false, simulator: Bool = false) {
        self.predictive = predictive
        self.reduceMotion = reduceMotion
        self.preferCrossFade = preferCrossFade
        self.stageManager = stageManager
        self.simulator = simulator
    }

    /// The contract's names, in the order the Settings property lists them.
    public static let names = ["predictive", "reduce-motion", "prefer-cross-fade", "stage-manager", "simulator"]

    /// Cross-fade transitions are used only with Reduce Motion on (Apple's Accessibility settings).
    public var crossFade: Bool { reduceMotion && preferCrossFade }

    /// The value of a setting by its contract name; nil for an unknown name.
    public func value(named name: String) -> Bool? {
        switch name {
        case "predictive": predictive
        case "reduce-motion": reduceMotion
        case "prefer-cross-fade": preferCrossFade
        case "stage-manager": stageManager
        case "simulator": simulator
        default: nil
        }
    }

    /// Sets a setting by name: an unknown name or a value that is not a boolean is `invalidArgs`
    /// naming the valid ones. Whether the device has the setting is the caller's check.
    public mutating func set(_ name: String, _ value: ModelValue) throws(ModelError) {
        guard self.value(named: name) != nil else {
            throw .invalidArgs(.init("unknown setting \"\(name)\" (" + Self.names.joined(separator: ", ") + ")"))
        }
        guard let on = value.boolValue else {
            throw .invalidArgs(.init("setting \(name) takes a boolean (b), got \(value); settings: "
                + Self.names.map { "\($0) b" }.joined(separator: ", ")))
        }
        switch name {
        case "predictive": predictive = on
        case "reduce-motion": reduceMotion = on
        case "prefer-cross-fade": preferCrossFade = on
        case "simulator": simulator = on
        default: stageManager = on
        }
    }

    /// The same without Stage Manager (an iPhone has none).
    var withoutStageManager: Settings {
        var s = self
        s.stageManager = false
        return s
    }

    /// Server1.Settings: every name with its value.
    public var dictionary: [String: ModelValue] {
        [
            "predictive": .bool(predictive), "reduce-motion": .bool(reduceMotion),
            "prefer-cross-fade": .bool(preferCrossFade), "stage-manager": .bool(stageManager),
            "simulator": .bool(simulator),
        ]
    }
}
