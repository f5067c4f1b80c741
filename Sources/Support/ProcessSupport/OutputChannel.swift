import Foundation
import Glibc
import Synchronization

/// stdout or stderr of a process whose reader may go away: a pipe into `head`, a test runner
/// or a fixture that has finished. With SIGPIPE ignored (`ignoreBrokenPipes`), writing to a
/// pipe nobody reads fails with EPIPE instead of killing the process; the channel then stops
/// writing there for good and says so, so that a daemon keeps serving and a CLI can stop what
/// it started before it ends. Writes go through write(2): Foundation's FileHandle.write traps
/// on such an error.
public final class OutputChannel: Sendable {
    public static let standardOutput = OutputChannel(descriptor: STDOUT_FILENO)
    public static let standardError = OutputChannel(descriptor: STDERR_FILENO)

    private let descriptor: Int32
    /// Held for a whole write, so lines from several threads never interleave.
    private let broken = Mutex(false)

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// A write to a pipe whose reader has gone fails (EPIPE) instead of ending the process.
    /// Once, at start, before any thread writes; children started with ChildProcess get the
    /// default action back.
    public static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes all of `text` at once (lines from several threads never interleave). False when
    /// the output is broken (its reader went away, or any other write error), now or before:
    /// nothing is written there any more.
    @discardableResult
    public func write(_ text: String) -> Bool {
        broken.withLock { broken in
            guard !broken else { return false }
            let bytes = Array(text.utf8)
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { buffer in
                    Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                }
                if written >= 0 {
                    offset += written
                } else if errno == EAGAIN {
                    // A non-blocking descriptor that is full: wait until it takes more.
                    var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&entry, 1, -1)
                } else if errno != EINTR {
                    broken = true
                    return false
                }
            }
            return true
        }
    }

    /// True once a write has failed.
    public var isBroken: Bool { broken.withLock { $0 } }
}
