import Foundation
import Synchronization

/// The bar on a terminal, redrawn in place when the share done moves by a step (not after every
/// cell: a cell costs less than writing the bar).
final class ProgressBar: Sendable {
    static let width = 30
    let total: Int
    let enabled: Bool
    /// The percentage on the screen now.
    private let drawn = Mutex(-1)

    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled
    }

    /// Called under the computation's lock, one at a time.
    func update(_ done: Int, _ total: Int) {
        guard enabled, total > 0 else { return }
        let filled = done * Self.width / total
        let percent = done * 100 / total
        guard drawn.withLock({ drawn in
            defer { drawn = percent }
            return percent != drawn
        }) else { return }
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.width - filled)
        FileHandle.standardOutput.write(Data("\r\u{1B}[K[\(bar)] \(done)/\(total) cells".utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardOutput.write(Data("\r\u{1B}[K".utf8))
    }
}
