/// One thing wrong in a scenario file, where it is (1-based line and column).
public struct ScenarioFileProblem: Sendable, Hashable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(line):\(column): \(message)" }
}

/// Why a scenario file cannot be played: every problem found, each with its place, in the
/// compilers' `FILE:LINE:COLUMN: message` form so editors can jump to it.
public struct ScenarioFileError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable {
        /// The file could not be read.
        case unreadable
        /// Not YAML, or YAML that does not follow the schema.
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
