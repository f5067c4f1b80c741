import Foundation

/// Lines from a child's stdout, read with a buffer that outlives each call (so nothing that
/// arrived with one line is lost for the next). Reads block: they run on a thread of their own,
/// never on the test's cooperative pool.
public final class LineReader: Sendable {
    private let handle: FileHandle
    /// What was read and not yet returned; taken for each whole read, so reads never interleave.
    private struct Pending {
        var buffer = Data()
        var ended = false
    }

    private let pending = Locked(Pending())

    public init(_ handle: FileHandle) { self.handle = handle }

    /// The next line, or nil at EOF (blocking).
    public func nextLine() -> String? {
        let handle = handle
        return pending.update { pending in
            while true {
                if let newline = pending.buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending.buffer[pending.buffer.startIndex..<newline], as: UTF8.self)
                    pending.buffer.removeSubrange(pending.buffer.startIndex...newline)
                    return line
                }
                if pending.ended {
                    guard !pending.buffer.isEmpty else { return nil }
                    defer { pending.buffer.removeAll() }
                    return String(decoding: pending.buffer, as: UTF8.self)
                }
                let chunk = handle.availableData
                if chunk.isEmpty { pending.ended = true } else { pending.buffer.append(chunk) }
            }
        }
    }

    /// Lines until one satisfies `predicate` (included) or EOF.
    public func lines(until predicate: (String) -> Bool = { _ in false }) -> [String] {
        var lines: [String] = []
        while let line = nextLine() {
            lines.append(line)
            if predicate(line) { break }
        }
        return lines
    }

    /// `lines(until:)` on a thread of its own, with a deadline: past it `onTimeout` runs (it
    /// kills the writer, so that the read ends) and the wait fails with `TimedOut`.
    public func lines(until predicate: @escaping @Sendable (String) -> Bool, within seconds: Double, what: String,
                      onTimeout: @escaping @Sendable () -> Void) async throws -> [String] {
        try await withDeadline(seconds, what) { [self] in
            await withTaskCancellationHandler {
                await withCheckedContinuation { (continuation: CheckedContinuation<[String], Never>) in
                    Thread { continuation.resume(returning: self.lines(until: predicate)) }.start()
                }
            } onCancel: {
                onTimeout()
            }
        }
    }

    /// The reader goes away: our end of the pipe closes (no read may be under way).
    public func close() {
        let handle = handle
        pending.update { _ in try? handle.close() }
    }
}
