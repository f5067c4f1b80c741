import DBus
import KeyboardContract

/// Plays a log's story on keyboardd (virtual clock): Reset, the era, device, orientation and
/// settings in one Configure, the input mode, hardware keyboard and keyboard mode, then each role
/// registered as an app on a connection of its own, then the steps. keyboardd's refusal of a
/// call (NotSupported, InvalidArgs, WrongState...) means it cannot play the log; any other bus
/// error (the bus or keyboardd went away) is thrown.
public struct LogPlayer: Sendable {
    /// What a played log gave.
    public enum Outcome: Sendable, Equatable {
        /// Per role, every keyboard notification it received from `record` on.
        case received([String: [ReceivedNotification]])
        /// keyboardd refused a call: why it cannot play the log.
        case refused(Reason)
    }

    /// keyboardctl's own connection: the person and the test bench (Control1).
    public let connection: Connection
    public let address: String

    public init(connection: Connection, address: String) {
        self.connection = connection
        self.address = address
    }

    var control: Control1.Proxy { Control1.Proxy(connection) }

    /// Plays the story; throws the bus's errors (`DBusError`) when the bus or keyboardd fails.
    public func play(_ log: ConformanceLog) throws -> Outcome {
        var apps: [RecordingApp] = []
        defer { apps.forEach { $0.close() } }
        do {
            try control.reset()
            try setUp(log)
            // Launched by the story itself: registered without launching, as `launch: false` in scenario files.
            let launched = Set(log.story.compactMap { step -> String? in
                if case .control(Control1.MethodName.launchApp.rawValue, let arguments) = step.action, case .string(let id)? = arguments.first { id } else { nil }
            })
            for app in log.apps {
                let recording = try RecordingApp(role: app.role, bundleId: app.bundleId, address: address)
                apps.append(recording)
                try refusing("RegisterApp \(app.bundleId)", line: app.line) { () throws(DBusError) in
                    try recording.register(launch: !launched.contains(app.bundleId))
                }
            }
            // Without `record`, the whole story from the registration on.
            var marks = Dictionary(uniqueKeysWithValues: apps.map { ($0.role, 0) })
            for step in log.story {
                if step.action == .record {
                    for app in apps { marks[app.role] = try app.mark() }
                } else {
                    try perform(step, log: log, apps: apps)
                }
            }
            var received: [String: [ReceivedNotification]] = [:]
            for app in apps { received[app.role] = try app.received(since: marks[app.role] ?? 0) }
            return .received(received)
        } catch let refusal as Refusal {
            return .refused(refusal.reason)
        }
    }

    /// Configure first (a device and era that never met are never passed through), then what the
    /// log states and the story does not set itself: a story that sets it (`SetKeyboardMode:
    /// undocked` after `record`) must find it as it was before.
    func setUp(_ log: ConformanceLog) throws {
        let rotates = log.storyCalls([Control1.MethodName.rotate.rawValue])
        var options: [String: DBusValue] = [:]
        options[Control1.ConfigureOptions.Key.device.rawValue] = .string(log.keyboardd.device)
        options[Control1.ConfigureOptions.Key.profile.rawValue] = .string(log.keyboardd.profile)
        options[Control1.ConfigureOptions.Key.orientation.rawValue] = rotates ? nil : log.orientation.map(DBusValue.string)
        for (name, value) in log.settings where name != ConformanceLog.hardwareKeyboard && !log.storySets(setting: name) {
            options[name] = .boolean(value)
        }
        let described = options.keys.sorted().map { "\($0) \(options[$0]!.description)" }.joined(separator: ", ")
        try refusing("Configure {\(described)}") { () throws(DBusError) in
            _ = try control.perform(try Control1.Call(method: .configure, arguments: [options.dbusValue]))
        }
        if let attached = log.settings.first(where: { $0.name == ConformanceLog.hardwareKeyboard })?.value,
           !log.storySets(setting: ConformanceLog.hardwareKeyboard) {
            try refusing("SetHardwareKeyboard \(attached)") { () throws(DBusError) in try control.setHardwareKeyboard(attached: attached) }
        }
        if let mode = log.inputMode, !log.storyCalls([Control1.MethodName.setInputMode.rawValue, Control1.MethodName.setInputModeFromMenu.rawValue]) {
            try refusing("SetInputMode \(mode)") { () throws(DBusError) in try control.setInputMode(mode: mode) }
        }
        if let mode = log.keyboardMode, !log.storyCalls([Control1.MethodName.setKeyboardMode.rawValue]) {
            try refusing("SetKeyboardMode \(mode)") { () throws(DBusError) in try control.setKeyboardMode(mode: try Keyboard1.KeyboardMode(named: mode)) }
        }
    }

    func perform(_ step: ConformanceLog.Step, log: ConformanceLog, apps: [RecordingApp]) throws {
        let what = "\(step)"
        switch step.action {
        case .settle:
            try refusing(what, line: step.line) { () throws(DBusError) in _ = try control.settle() }
        case .advance(let ms):
            try refusing(what, line: step.line) { () throws(DBusError) in try control.advance(ms: ms) }
        case .record, .unsupported:
            // `record` is the caller's; an unsupported step never gets here (Expressibility).
            break
        case .control(let method, let arguments):
            try refusing(what, line: step.line) { () throws(DBusError) in
                _ = try control.perform(try Control1.Call(method: method, arguments: arguments))
            }
        case .app(let role, let command):
            guard let app = apps.first(where: { $0.role == role }) else { return }
            try refusing(what, line: step.line) {
                switch command {
                case .focus(let field):
                    let traits = try log.responders[field]?.traits() ?? App1.BecomeFirstResponderTraits()
                    if try !app.proxy.becomeFirstResponder(responder: field, traits: traits) {
                        throw Refusal(Reason(lacks: "\(what) refused",
                                             detail: "keyboardd refused \(what) (line \(step.line)): BecomeFirstResponder answered false"))
                    }
                case .resign:
                    if try !app.proxy.resignFirstResponder() {
                        throw Refusal(Reason(lacks: "\(what) refused",
                                             detail: "keyboardd refused \(what) (line \(step.line)): the app had no first responder"))
                    }
                case .reload: try app.proxy.reloadInputViews()
                case .accessory(let height): try app.proxy.setInputAccessoryViewHeight(height: height)
                case .inputView(let height):
                    // The field the role focused last asks again, its traits with a custom input view.
                    guard let field = log.fieldFocused(by: role, before: step.line) else {
                        throw Refusal(Reason(lacks: "\(what) refused",
                                             detail: "\(what) (line \(step.line)) swaps the focused field's input view, and no step before it focuses one"))
                    }
                    var traits = try log.responders[field]?.traits() ?? App1.BecomeFirstResponderTraits()
                    traits.inputView = .custom
                    traits.customInputViewHeight = height
                    if try !app.proxy.becomeFirstResponder(responder: field, traits: traits) {
                        throw Refusal(Reason(lacks: "\(what) refused",
                                             detail: "keyboardd refused \(what) (line \(step.line)): BecomeFirstResponder answered false"))
                    }
                }
            }
        }
    }

    /// Runs a call; keyboardd's refusal becomes a `Refusal` naming the call and keyboardd's message.
    func refusing(_ what: String, line: Int? = nil, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as DBusError where Self.isRefusal(error) {
            let short = error.name.split(separator: ".").last.map(String.init) ?? error.name
            let place = line.map { " (line \($0))" } ?? ""
            throw Refusal(Reason(lacks: "\(what) refused", detail: "keyboardd refused \(what)\(place): \(error.message) [\(short)]"))
        }
    }

    /// keyboardd's own answers to a call it will not do, as against the bus failing.
    static func isRefusal(_ error: DBusError) -> Bool {
        error.name.hasPrefix("org.keyboardd.") || [DBusError.invalidArgsName, DBusError.accessDeniedName].contains(error.name)
    }
}

/// keyboardd would not do a call of the story: the log is not expressible.
struct Refusal: Error {
    let reason: Reason
    init(_ reason: Reason) { self.reason = reason }
}
