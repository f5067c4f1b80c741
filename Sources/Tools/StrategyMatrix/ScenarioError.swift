/// Why a story could not go on: what it names is not there, or never came.
public enum ScenarioError: Error, CustomStringConvertible {
    case unknownRole(String)
    case neverActive(String)
    case noSnapshot(String)

    public var description: String {
        switch self {
        case .unknownRole(let role): "the story names no app '\(role)'"
        case .neverActive(let role): "\(role) never became active"
        case .noSnapshot(let role): "keyboardd took no snapshot of \(role)"
        }
    }
}
