import Foundation
import Logging
import ProcessSupport

/// swift-log handler that writes one line per message to stderr, tagged from the logger's label:
/// a logger labelled `keyboard.server` writes `[keyboard][server] message`. Warnings and worse
/// say their level; metadata follows as `key=value`.
public struct TaggedLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    private let tags: String

    public init(label: String, level: Logger.Level) {
        tags = label.split(separator: ".").map { "[\($0)]" }.joined()
        logLevel = level
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var line = tags + " "
        if event.level >= .warning { line += "\(event.level): " }
        line += "\(event.message)"
        let all = metadata.merging(event.metadata ?? [:]) { $1 }
        if !all.isEmpty {
            line += " " + all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
        StandardError.write(line + "\n")
    }

    /// Installs the handler for every logger of the process (once, at start).
    public static func bootstrap(level: Logger.Level) {
        LoggingSystem.bootstrap { TaggedLogHandler(label: $0, level: level) }
    }
}

/// Whole lines to stderr, never interleaved between threads. When stderr's reader has gone
/// (with SIGPIPE ignored, OutputChannel.ignoreBrokenPipes) the lines are dropped: a log that
/// nobody reads is no reason to stop.
public enum StandardError {
    public static func write(_ text: String) {
        OutputChannel.standardError.write(text)
    }
}
