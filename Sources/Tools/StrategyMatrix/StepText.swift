import DBus

/// Steps and checks in words, for a person reading a run's progress, a failure or a timeline:
/// "LaunchApp com.southpark.ike", "notes: focus", "check: ike's view follows the keyboard".
extension Step {
    public var text: String {
        switch self {
        case .control(let verb, let arguments):
            let args = arguments.map { value -> String in
                switch value {
                case .string(let s): s
                case .double(let d): format(d)
                case .uint64(let t): String(t)
                case .boolean(let b): String(b)
                case .variant(let inner): "\(inner.unwrappedVariant)"
                default: "\(value)"
                }
            }
            return ([verb] + args).joined(separator: " ")
        case .app(let role, let command): return "\(role): \(command)"
        case .advance(let ms): return "Advance \(ms)"
        case .settle: return "Settle"
        case .advanceUntilActive(let role): return "Advance until \(role) is active"
        case .watchdog(let role): return "\(role): watchdog check"
        case .check(let check): return "check: " + check.text
        }
    }
}

extension Check {
    public var text: String {
        switch self {
        case .viewFollowsKeyboard(let role): "\(role)'s view follows the keyboard"
        case .viewOnScreen(let role): "\(role)'s view stays on screen"
        case .fieldAboveKeyboard(let role): "\(role)'s field is above the keyboard"
        case .keyboardWindowFollowsPan(let role, let y): "\(role)'s keyboard window follows the pan to \(format(y))"
        case .snapshotWithoutHole(let role): "\(role)'s snapshot has no hole"
        }
    }
}

extension ScriptStep.Action {
    var text: String {
        switch self {
        case .step(let step): step.text
        case .check(let check, _): "check " + check.text
        case .expect: "expect"
        case .refused(let step, _): step.text + " (refused)"
        }
    }
}
