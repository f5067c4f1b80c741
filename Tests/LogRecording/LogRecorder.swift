import Logging
import Synchronization

/// Keeps every line a logger writes, with its label and level, for tests of the tagged logs
/// (the client's reconnection messages, the trackers' and the watchdog's K14 lines).
public final class LogRecorder: Sendable {
    public struct Line: Equatable, Sendable {
        public var label: String
        public var level: Logger.Level
        public var message: String

        public init(label: String, level: Logger.Level, message: String) {
            self.label = label
            self.level = level
            self.message = message
        }
    }

    private let store = Mutex<[Line]>([])

    public init() {}

    public var lines: [Line] { store.withLock { $0 } }
    public var messages: [String] { lines.map(\.message) }
    public var labels: Set<String> { Set(lines.map(\.label)) }

    /// A logger whose lines (every level) come here.
    public func logger(_ label: String) -> Logger {
        Logger(label: label) { RecordingLogHandler(label: $0, recorder: self) }
    }

    fileprivate func append(_ line: Line) {
        store.withLock { $0.append(line) }
    }
}

private struct RecordingLogHandler: LogHandler {
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
