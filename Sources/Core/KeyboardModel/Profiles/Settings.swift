// The device's settings (docs/CONTRACT.md Control1.SetSetting, Server1.Settings): what the person
// switched in the Settings app. Eras decide what a change announces; the settings decide the layout
// (predictive bar: N3, W1), the hide frames (Reduce Motion, cross-fade: N6) and Stage Manager (P4).

/// One setting, by the contract's name (Control1.SetSetting, Configure's keys, Server1.Settings).
public enum Setting: String, CaseIterable, Hashable, Sendable {
    case predictive
    case reduceMotion = "reduce-motion"
    case preferCrossFade = "prefer-cross-fade"
    case stageManager = "stage-manager"
    case simulator
}

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
    public static var names: [String] { Setting.allCases.map(\.rawValue) }

    /// Cross-fade transitions are used only with Reduce Motion on (Apple's Accessibility settings).
    public var crossFade: Bool { reduceMotion && preferCrossFade }

    /// Each setting by its case.
    public subscript(setting: Setting) -> Bool {
        get {
            switch setting {
            case .predictive: predictive
            case .reduceMotion: reduceMotion
            case .preferCrossFade: preferCrossFade
            case .stageManager: stageManager
            case .simulator: simulator
            }
        }
        set {
            switch setting {
            case .predictive: predictive = newValue
            case .reduceMotion: reduceMotion = newValue
            case .preferCrossFade: preferCrossFade = newValue
            case .stageManager: stageManager = newValue
            case .simulator: simulator = newValue
            }
        }
    }

    /// The value of a setting by its contract name; nil for an unknown name.
    public func value(named name: String) -> Bool? { Setting(rawValue: name).map { self[$0] } }

    /// The same without Stage Manager (an iPhone has none).
    var withoutStageManager: Settings {
        var s = self
        s.stageManager = false
        return s
    }

    /// Server1.Settings: every name with its value.
    public var dictionary: [String: ModelValue] {
        var d: [String: ModelValue] = [:]
        for setting in Setting.allCases { d[setting.rawValue] = .bool(self[setting]) }
        return d
    }
}
