import Foundation
import KeyboardLogging
import ProcessSupport

/// One line per event on stdout: readable by default, JSON Lines with `--json` (each object also
/// carries the readable text as `line`). Only the main queue prints, so lines never interleave.
/// When stdout's reader goes away the lines are dropped and the app serves on (SampleApp
/// ignores SIGPIPE).
public final class EventPrinter: Sendable {
    let json: Bool
    let prefix: String

    public init(json: Bool, prefix: String) {
        self.json = json
        self.prefix = prefix
    }

    /// `event` names what happened (`notification`, `done`, ...); `fields` go into the JSON object.
    public func print(_ event: String, _ text: String, _ fields: [String: Any] = [:]) {
        var line: String
        if json {
            var object = fields
            object["event"] = event
            object["line"] = text
            if let encoded = JSONValue(printing: object) { return write(encoded.serialized + "\n") }
            // A value JSON cannot hold (a CGFloat on Linux, say) must not cost the line itself, nor
            // the other fields (a `token` or `command` a driver waits for).
            if !JSONSerialization.isValidJSONObject(object) {
                let unprintable = object.keys.filter { !JSONSerialization.isValidJSONObject([$0: object[$0]!]) }.sorted()
                for key in unprintable { object.removeValue(forKey: key) }
                object["unprintable"] = unprintable.joined(separator: ",")
            }
            let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
            line = String(decoding: data, as: UTF8.self)
        } else {
            line = "[\(prefix)] \(text)"
        }
        write(line + "\n")
    }

    private func write(_ line: String) {
        let wasBroken = OutputChannel.standardOutput.isBroken
        if !OutputChannel.standardOutput.write(line) && !wasBroken {
            StandardError.write("[\(prefix)] stdout's reader went away: no more event lines; the app serves on\n")
        }
    }
}
