// W7: per textInputContextIdentifier, the input mode last used, so a responder with that
// identifier gets it back. Bounded, evicting the oldest entry; kept as data for the shell.

struct InputModeMemory {
    let limit: Int
    private(set) var entries: [String: String] = [:]
    /// Insertion order, for a deterministic eviction (dictionary order is not), and each context's
    /// mode beside it: while there are few contexts, a lookup compares them in turn instead of
    /// hashing (a text field's every focus and input-mode change looks its context up).
    private var order: [String] = []
    private var modes: [String] = []
    private static let scanLimit = 16

    init(limit: Int, initial: [String: String]) {
        self.limit = max(1, limit)
        for key in initial.keys.sorted() {
            if let mode = initial[key], InputMode(name: mode) != nil { _ = remember(key, mode) }
        }
    }

    func mode(for context: String) -> InputMode? {
        if order.count <= Self.scanLimit {
            guard let k = order.firstIndex(of: context) else { return nil }
            return InputMode(name: modes[k])
        }
        return entries[context].flatMap(InputMode.init(name:))
    }

    /// True when the entry is new or changed.
    mutating func remember(_ context: String, _ mode: String) -> Bool {
        if order.count <= Self.scanLimit {
            if let k = order.firstIndex(of: context) {
                if modes[k] == mode { return false }
                modes[k] = mode
                entries[context] = mode
                return true
            }
        } else if let i = entries.index(forKey: context) {
            // One lookup for a known context among many.
            if entries.values[i] == mode { return false }
            entries.values[i] = mode
            if let k = order.firstIndex(of: context) { modes[k] = mode }
            return true
        }
        if order.count >= limit {
            let evicted = order.removeFirst()
            modes.removeFirst()
            entries[evicted] = nil
        }
        order.append(context)
        modes.append(mode)
        entries[context] = mode
        return true
    }
}
