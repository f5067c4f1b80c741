import Logging
import Synchronization

/// Keeps every line a logger writes, with its label, for tests of the tagged logs (K14).
final class LogRecorder: Sendable {
    struct Line: Equatable {
        var label: String
        var level: Logger.Level
        var message: String
    }

    private let store = Mutex<[Line]>([])

    var lines: [Line] { store.withLock { $0 } }
    var messages: [String] { lines.map(\.message) }

    func logger(_ label: String) -> Logger {
        Logger(label: label) { RecordingLogHandler(label: $0, recorder: self) }
    }

    fileprivate func append(_ line: Line) {
        store.withLock { $0.append(line) }
    }
}

struct RecordingLogHandler: LogHandler {
    let label: String
    let recorder: LogRecorder
    var logLevel: Logger.Level = .trace
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        recorder.append(.init(label: label, level: event.level, message: "\(event.message)"))
    }
}

extension Logger {
    /// A logger that writes nothing, so test output stays readable.
    static func quiet(_ label: String = "keyboard.tracker") -> Logger {
        Logger(label: label) { _ in SwiftLogNoOpLogHandler() }
    }
}
