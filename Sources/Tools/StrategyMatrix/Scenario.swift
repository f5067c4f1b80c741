import DBus
import KeyboardContract

/// A story of the articles, as steps a person and the apps take, with checks of what the
/// subject app believes against keyboardd's truth at chosen moments.
public struct Scenario: Sendable, Hashable, Identifiable {
    /// Short name used in tables and on the command line (`switch-with-keyboard`).
    public let id: String
    public let title: String
    /// docs/BEHAVIOURS.md ids the story shows.
    public let behaviours: [String]
    /// The devices it plays on, in order of preference: each era plays on the first one that ran
    /// it (a story of the iPhone X's era and of today's names both).
    public let devices: [String]
    /// The profiles where the story applies: `ideal` and the eras whose quirks it shows.
    public let profiles: [String]
    public let apps: [AppSpec]
    public let steps: [Step]

    public init(id: String, title: String, behaviours: [String], devices: [String], profiles: [String], apps: [AppSpec],
                steps: [Step]) {
        self.id = id
        self.title = title
        self.behaviours = behaviours
        self.devices = devices
        self.profiles = profiles
        self.apps = apps
        self.steps = steps
    }

    /// The first device: the story's own.
    public var device: String { devices[0] }

    /// The device the story plays on in `profile`: the first of `devices` that ran that era
    /// (ModelCatalog); the first one when none did, so that keyboardd says why not.
    public func device(for profile: String) -> String {
        guard let era = ModelCatalog.era(profile), let versions = era.iOS else { return device }
        return devices.first { ModelCatalog.device($0)?.iOS.overlaps(versions) ?? false } ?? device
    }

    /// The app whose tracker the story judges (the first app).
    public var subject: AppSpec { apps[0] }

    public static func == (a: Scenario, b: Scenario) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// One sample client process in a story.
public struct AppSpec: Sendable, Hashable {
    /// How steps name it (`ike`).
    public let role: String
    /// The executable in `examples/` (`ike`, `notes`, `form`, `chat`, `ipad`).
    public let example: String
    public let bundleId: String
    /// Registered into the foreground (true) or only registered, launched later by a step.
    public let launch: Bool
    /// Whether the cell's tracker and fixes apply to this app (the subject) or it runs its default.
    public let judged: Bool

    public init(role: String, example: String, bundleId: String, launch: Bool, judged: Bool) {
        self.role = role
        self.example = example
        self.bundleId = bundleId
        self.launch = launch
        self.judged = judged
    }
}

public enum Step: Sendable, Hashable {
    /// A Control1 verb: what the person holding the device does.
    case control(String, [DBusValue])
    /// A line command to a sample client (`focus`, `resign`, `pan 700`, ...), answered by `done`.
    case app(String, String)
    case advance(UInt64)
    case settle
    /// Advances the virtual clock in small steps until the app is active (launch times differ per era).
    case advanceUntilActive(String)
    /// One check of the app's watchdog (K14) when its set-up has one (`--fix watchdog`); the
    /// sample client also checks once a second by itself.
    case watchdog(String)
    case check(Check)

    /// A Control1 verb by its generated name: `.control(.launchApp, [.string(id)])`.
    public static func control(_ method: Control1.MethodName, _ arguments: [DBusValue] = []) -> Step {
        .control(method.rawValue, arguments)
    }
}

/// What is compared at a checkpoint; each maps to an article's claim.
public enum Check: Sendable, Hashable {
    /// The view that follows the keyboard is lifted exactly by the docked keyboard's overlap of
    /// the app's window (0 when no docked keyboard covers it): K3, K5, K7, M1, M2, B2, W4-W6.
    case viewFollowsKeyboard(String)
    /// The view is not thrown off screen (lifted by less than the window's height): K11.
    case viewOnScreen(String)
    /// The focused field's bottom is above the keyboard's top, in window coordinates: F1.
    case fieldAboveKeyboard(String)
    /// The visible keyboard window's top is where the pan put it: K8, K9.
    case keyboardWindowFollowsPan(String, y: Double)
    /// The App Switcher snapshot shows no hole where the keyboard was: K4.
    case snapshotWithoutHole(String)
}
