// What a version test is not: a comment, a raw string, a hex, separated or
// octal number; and what it is: one beside defined(CUDA_VERSION), one with
// a project macro, one over a line that starts with an operator.
#include <cuda.h>
/*
#if CUDA_VERSION >= 9000
#endif
*/
#if FOO /* needs CUDA_VERSION >= 9000 or newer */
#endif
const char *R = R"(
#if CUDA_VERSION >= 9000
)";
#if CUDA_VERSION >= 0x2710
#endif
#if CUDA_VERSION >= 11'000
#endif
#if CUDA_VERSION < 020000
#endif
#if !defined(CUDA_VERSION) || CUDA_VERSION < 9000
#error "requires CUDA 9.0 or higher"
#endif
#if defined CUDA_VERSION && CUDA_VERSION >= 11000
int x11 = 1;
#endif
float *out, a;
void f() {
#if CUDA_VERSION >= 9000
  *out = a;
#endif
}
#define MIN_CUDA 9000
#if CUDA_VERSION >= MIN_CUDA
int m1;
#endif
#if MIN_CUDA <= CUDA_VERSION
int m2;
#endif
