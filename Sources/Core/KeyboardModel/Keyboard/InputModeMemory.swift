// W7: per textInputContextIdentifier, the input mode last used, so a responder with that
// identifier gets it back. Bounded, evicting the oldest entry; kept as data for the shell.

struct InputModeMemory {
    let limit: Int
    /// Contexts oldest first (a deterministic eviction) and each one's mode beside it. A lookup
    /// compares the contexts in turn: a text field's every focus and input-mode change looks its
    /// context up, there are few of them, and hashing cost more than the comparisons (`limit`
    /// bounds the walk).
    private var contexts: [String] = []
    private var modes: [String] = []

    init(limit: Int, initial: [String: String]) {
        self.limit = max(1, limit)
        for key in initial.keys.sorted() {
            if let mode = initial[key], InputMode(name: mode) != nil { _ = remember(key, mode) }
        }
    }

    /// Every context's mode, for the shell to persist (built when asked).
    var entries: [String: String] { Dictionary(uniqueKeysWithValues: zip(contexts, modes)) }

    func mode(for context: String) -> InputMode? {
        contexts.firstIndex(of: context).flatMap { InputMode(name: modes[$0]) }
    }

    /// True when the entry is new or changed.
    mutating func remember(_ context: String, _ mode: String) -> Bool {
        if let k = contexts.firstIndex(of: context) {
            if modes[k] == mode { return false }
            modes[k] = mode
            return true
        }
        if contexts.count >= limit {
            contexts.removeFirst()
            modes.removeFirst()
        }
        contexts.append(context)
        modes.append(mode)
        return true
    }
}
