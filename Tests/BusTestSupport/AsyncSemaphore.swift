/// At most `count` holders at a time; the others wait in order, suspended (no thread is
/// blocked, so the cooperative pool stays free for the holders and everything else).
public actor AsyncSemaphore {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    public init(_ count: Int) { free = count }

    public func acquire() async {
        guard free == 0 else {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the slot to the first waiter, if any.
    public func release() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }

    /// Runs `body` while holding a slot, and gives the slot back however `body` ends.
    public nonisolated func holding<T: Sendable>(_ body: () async throws -> T) async rethrows -> T {
        await acquire()
        do {
            let result = try await body()
            await release()
            return result
        } catch {
            await release()
            throw error
        }
    }
}
