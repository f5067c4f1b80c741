#ifndef CMALLOCARENA_H
#define CMALLOCARENA_H

/// Limits glibc malloc to one arena (mallopt(M_ARENA_MAX, 1)); does nothing on other C libraries.
/// Call it before any thread starts. Returns 1 when the setting was applied.
int keyboardd_use_one_malloc_arena(void);

#endif
