import CMallocArena
import Testing

/// keyboardd's main asks glibc for one malloc arena so resident memory stays flat over long runs
/// (BENCHMARKS.md). A build where the request silently does nothing (the glibc test in the C file
/// failing) would only show as creeping memory in the soak benchmark; this catches it at once.
@Suite struct MallocArenaTests {
    @Test func oneArenaIsAppliedOnGlibc() {
        #if canImport(Glibc)
        #expect(keyboardd_use_one_malloc_arena() == 1)   // mallopt's success
        #else
        #expect(keyboardd_use_one_malloc_arena() == 0)   // nothing to do elsewhere
        #endif
    }
}
