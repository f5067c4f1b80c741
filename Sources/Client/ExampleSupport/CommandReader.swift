import Foundation

/// Reads commands from stdin, one per line, on a thread of its own, and hands each to `handle`
/// on the main queue in order. At the end of stdin `onEnd` runs, after every command read before.
public enum CommandReader {
    public static func start(handle: @escaping @Sendable (String, [String]) -> Void,
                             onEnd: @escaping @Sendable () -> Void) {
        let thread = Thread {
            while let line = readLine() {
                let words = line.split(separator: " ").map(String.init)
                guard let verb = words.first else { continue }
                DispatchQueue.main.async { handle(verb, Array(words.dropFirst())) }
            }
            DispatchQueue.main.async { onEnd() }
        }
        thread.name = "stdin-commands"
        thread.start()
    }
}
