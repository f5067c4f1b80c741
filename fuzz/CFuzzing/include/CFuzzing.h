// libFuzzer's entry for programs with their own main (LLVM 12+): keyboardd-fuzz picks its target
// from its own arguments, then hands the rest to libFuzzer. Linked only with -sanitize=fuzzer.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
