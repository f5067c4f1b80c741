// W7's memory, small and large: remembered modes come back, a change is told from a repeat, the
// oldest context goes when it is full, and the shell's dictionary says the same.

@testable import KeyboardModel
import Testing

@Suite struct InputModeMemoryTests {
    @Test(arguments: [2, 4, 40])
    func rememberedModesComeBackAndTheOldestGoes(limit: Int) {
        var memory = InputModeMemory(limit: limit, initial: [:])
        func mode(_ i: Int) -> String { i % 2 == 0 ? "en-US" : "zh-Hans-Pinyin" }
        for i in 0..<limit {
            let new = memory.remember("ctx-\(i)", mode(i))
            #expect(new)
        }
        for i in 0..<limit { #expect(memory.mode(for: "ctx-\(i)") == InputMode(name: mode(i))) }
        // The same mode again is no change; another one is.
        let same = memory.remember("ctx-\(limit - 1)", mode(limit - 1))
        let changed = memory.remember("ctx-1", "emoji")
        #expect(!same && changed)
        #expect(memory.mode(for: "ctx-1") == .emoji && memory.entries["ctx-1"] == "emoji")
        // Full: a new context evicts the oldest one, whatever changed since.
        let added = memory.remember("new", "en-US")
        #expect(added)
        #expect(memory.mode(for: "ctx-0") == nil && memory.entries["ctx-0"] == nil)
        #expect(memory.mode(for: "new") == .english)
        #expect(memory.entries.count == limit)
        #expect(memory.mode(for: "never") == nil)
    }
}
