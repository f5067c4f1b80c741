import ScenarioFiles

/// Why a conformance file cannot be played: every problem found, each with its line and column
/// and the field it is about (`logged.app[1].height must be a number`), in the compilers'
/// `FILE:LINE:COLUMN: message` form; the scenario reader's error, as both read YAML alike.
public typealias ConformanceFileError = ScenarioFileError
