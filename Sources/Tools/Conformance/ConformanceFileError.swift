import ScenarioFiles

/// Why a conformance file cannot be played: every problem found, each with its line and column
/// and the field it is about (`logged.app[1].height must be a number`), in the compilers'
/// `FILE:LINE:COLUMN: message` form, as the scenario reader reports them.
public struct ConformanceFileError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable {
        /// The file could not be read.
        case unreadable
        /// Not YAML, or YAML that does not follow the format.
        case invalid
    }

    public let kind: Kind
    public let source: String
    public let problems: [ScenarioFileProblem]

    public init(kind: Kind, source: String, problems: [ScenarioFileProblem]) {
        self.kind = kind
        self.source = source
        self.problems = problems
    }

    /// One line per problem.
    public var lines: [String] { problems.map { "\(source):\($0)" } }

    public var description: String { lines.joined(separator: "\n") }
}
