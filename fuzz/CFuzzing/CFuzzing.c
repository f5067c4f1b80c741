// Header-only module: the declaration of libFuzzer's LLVMFuzzerRunDriver lives in include/.
#include "CFuzzing.h"
