// W7: per textInputContextIdentifier, the input mode last used, so a responder with that
// identifier gets it back. Bounded, evicting the oldest entry; kept as data for the shell.

struct InputModeMemory {
    let limit: Int
    private(set) var entries: [String: String] = [:]
    /// Insertion order, for a deterministic eviction (dictionary order is not).
    private var order: [String] = []

    init(limit: Int, initial: [String: String]) {
        self.limit = max(1, limit)
        for key in initial.keys.sorted() {
            if let mode = initial[key], InputMode(name: mode) != nil { _ = remember(key, mode) }
        }
    }

    func mode(for context: String) -> InputMode? { entries[context].flatMap(InputMode.init(name:)) }

    /// True when the entry is new or changed.
    mutating func remember(_ context: String, _ mode: String) -> Bool {
        // One lookup for a known context (it runs after every input-mode change).
        if let i = entries.index(forKey: context) {
            if entries.values[i] == mode { return false }
            entries.values[i] = mode
            return true
        }
        if order.count >= limit {
            let evicted = order.removeFirst()
            entries[evicted] = nil
        }
        order.append(context)
        entries[context] = mode
        return true
    }
}
