// malloc.h is not part of Swift's Glibc module, hence this one-function C target.
#include "CMallocArena.h"

#include <stdlib.h>   // defines __GLIBC__ on glibc, which the test below needs
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int keyboardd_use_one_malloc_arena(void) {
#if defined(__GLIBC__)
    return mallopt(M_ARENA_MAX, 1);
#else
    return 0;
#endif
}
