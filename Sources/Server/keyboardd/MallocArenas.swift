import CMallocArena

/// One malloc arena for the whole daemon. glibc gives a thread that allocates its own arena; the
/// bus loop thread's arena then touches a fresh page now and then as it fragments, so resident
/// memory crept by a few pages over a million notifications while the live heap stayed flat
/// (BENCHMARKS.md, "1,000,000 notifications"). keyboardd's threads hardly contend for malloc, so
/// one arena costs nothing measurable. Must run before any thread starts.
func useOneMallocArena() {
    _ = keyboardd_use_one_malloc_arena()
}
