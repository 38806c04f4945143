/* Part of musify, under the Apache License v2.0 with LLVM Exceptions.
 *
 * nvcc reads cuda_runtime.h before every CUDA source, and CUDA's
 * crt/common_functions.h and crt/math_functions.h, which it includes, bring
 * in the C library's headers (CUDA 13.0: <string.h>, <time.h>, <stdio.h>,
 * <stdlib.h>, <math.h>, then <cmath> and <cstdlib>). Code relies on that:
 * a host `isfinite(x)` with no <math.h> (<math.h>'s C++ form puts
 * std::isfinite, isnan, isinf and signbit into the global namespace, where
 * Clang's CUDA headers declare only their device overloads), a host
 * `clock()` with no <time.h>. Clang's CUDA wrapper headers include fewer of
 * them, so Clang rejected such a file (llm.c's dev/cuda/common.h and
 * permute.cu). `assert` is not among them: nvcc 13 rejects it without
 * <assert.h> too. musify force-includes this file
 * (-include) in its parses and in --verify's compiles of CUDA sources, on
 * both sides of the comparison, as nvcc_host_math.h. It never reaches the
 * migrated code. */
#ifndef MUSIFY_NVCC_RUNTIME_INCLUDES_H
#define MUSIFY_NVCC_RUNTIME_INCLUDES_H
#if defined(__cplusplus) && defined(__CUDA__)
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#endif
#endif
