import CMallocArena
import Foundation
import Testing

/// keyboardd's main asks glibc for one malloc arena so resident memory stays flat over long runs
/// (BENCHMARKS.md). A build where the request silently does nothing (the glibc test in the C file
/// failing) would only show as creeping memory in the soak benchmark; this catches it at once.
@Suite struct MallocArenaTests {
    /// Under AddressSanitizer or ThreadSanitizer malloc is the sanitizer's, whose mallopt does
    /// nothing and answers 0. Looked up at run time, independently of the C file's own tests.
    static var sanitizerOwnsMalloc: Bool {
        dlsym(nil, "__asan_init") != nil || dlsym(nil, "__tsan_init") != nil
    }

    @Test func oneArenaIsAppliedOnGlibc() {
        let applied = keyboardd_use_one_malloc_arena()
        #if canImport(Glibc)
        #expect(applied == (Self.sanitizerOwnsMalloc ? 0 : 1))   // 1 is mallopt's success
        #else
        #expect(applied == 0)   // nothing to do elsewhere
        #endif
    }
}
