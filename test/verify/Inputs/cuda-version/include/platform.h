// A vector library's compiler detection, as glm's simd/platform.h writes
// it: cuda.h for CUDA_VERSION, then an #error for a toolkit older than 7.0.
#pragma once
#define LIB_COMPILER_CUDA 0x10000000
#define LIB_COMPILER_CUDA75 0x10000001
#define LIB_COMPILER_CUDA80 0x10000002

#if defined(__CUDACC__)
#	if !defined(CUDA_VERSION)
#		include <cuda.h>
#	endif
#	if CUDA_VERSION >= 8000
#		define LIB_COMPILER LIB_COMPILER_CUDA80
#	elif CUDA_VERSION >= 7500
#		define LIB_COMPILER LIB_COMPILER_CUDA75
#	elif CUDA_VERSION < 7000
#		error "the library requires CUDA 7.0 or higher"
#	endif
#else
#	define LIB_COMPILER 0
#endif

#if LIB_COMPILER & LIB_COMPILER_CUDA
#	define LIB_FUNC __host__ __device__
#else
#	define LIB_FUNC
#endif

LIB_FUNC inline float lib_dot(float A, float B) { return A * B; }
