import Foundation
import Synchronization

/// Which libraries one of `count` runners computes (`--shard index/count`, index from 1): whole
/// libraries, so a shard renders and checks whole grids, shared out by their cell counts (the
/// largest to the lightest shard), the same way on every machine.
public struct TableShard: Sendable, Equatable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `2/4`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/").map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    public func libraries(of grid: CompatibilityGrid) -> [TableLibrary] {
        var loads = Array(repeating: 0, count: count)
        var owner: [TableLibrary: Int] = [:]
        let bySize = grid.libraries.enumerated().sorted { ($1.element.setups.count, $0.offset) < ($0.element.setups.count, $1.offset) }
        for (_, library) in bySize {
            let lightest = loads.indices.min { (loads[$0], $0) < (loads[$1], $1) }!
            owner[library] = lightest
            loads[lightest] += library.setups.count
        }
        return grid.libraries.filter { owner[$0] == index - 1 }
    }
}

/// Plays cells on `jobs` threads at once; each cell is independent (its own model, apps and
/// trackers), so they share nothing but the list of what is left.
public enum TableComputation {
    /// The results by cell; `progress(done, total)` after each cell, from the worker threads, one at a time.
    /// `evidence`: keep what each played cell shows when opened (the page needs it; a count or a
    /// shard's check of COMPATIBILITY.md does not).
    public static func run(_ cells: [TableCell], jobs: Int, evidence: Bool = true, foreign: ForeignTracker? = nil,
                           progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) -> [TableCell: CellResult] {
        let shared = Shared(total: cells.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, cells.count))) { _ in
            var mine: [(TableCell, CellResult)] = []
            while let index = shared.take() {
                let cell = cells[index]
                mine.append((cell, CompatibilityGrid.play(cell, evidence: evidence, foreign: foreign)))
                shared.finished(progress)
            }
            shared.add(mine)
        }
        return shared.results
    }

    final class Shared: Sendable {
        private struct State {
            var next = 0, done = 0
            var results: [TableCell: CellResult] = [:]
        }

        let total: Int
        private let state: Mutex<State>

        init(total: Int) {
            self.total = total
            var empty = State()
            empty.results.reserveCapacity(total)
            state = Mutex(empty)
        }

        var results: [TableCell: CellResult] { state.withLock { $0.results } }

        func take() -> Int? {
            state.withLock { state in
                guard state.next < total else { return nil }
                state.next += 1
                return state.next - 1
            }
        }

        func finished(_ progress: (Int, Int) -> Void) {
            state.withLock { state in
                state.done += 1
                progress(state.done, total)
            }
        }

        func add(_ finished: [(TableCell, CellResult)]) {
            state.withLock { state in for (cell, result) in finished { state.results[cell] = result } }
        }
    }
}
