/* Part of musify, under the Apache License v2.0 with LLVM Exceptions.
 *
 * nvcc defines __NVCC__ in both of its passes over a CUDA source; Clang
 * does not. Project code selects its CUDA spellings with it
 * (`#if defined(__NVCC__) || defined(__HIP__)` around __host__ __device__
 * helpers: mmcv's spconv tensorview.h), so without it a kernel called a
 * host-only helper and the file did not parse. musify force-includes this
 * file (-include) in its parses of CUDA sources and in --verify's compiles
 * of the CUDA original, as nvcc_host_math.h, so the project's code is read
 * as nvcc reads it. It never reaches the migrated code.
 *
 * CUDA's own headers must still see Clang: libcu++'s compiler detection
 * (cuda/std/__cccl/compiler.h) and <nv/target> take nvcc's branch where
 * __NVCC__ is defined, so both are read first, without it, and their
 * include guards keep that reading.
 *
 * With --extended-lambda (__CUDACC_EXTENDED_LAMBDA__), libcu++'s invoke.h
 * asks nvcc's lambda traits (__nv_is_extended_device_lambda_closure_type
 * and two more) under __NVCC__, builtins Clang does not have; a lambda in
 * Clang is no nvcc extended lambda, so they answer false here (before, the
 * files of ggml that use <cub/cub.cuh> with --extended-lambda did not
 * parse).
 *
 * Not in the compiles against musify's MUSA SDK model
 * (MUSIFY_MODEL_NO_NVCC, which the model's model.json "defines" lists):
 * mcc does not define __NVCC__, so a port must not depend on it.
 *
 * nvcc defines __CUDACC__ as 1; Clang's CUDA wrapper defines it empty, so
 * `#if __CUDACC__` (NCCL 2.28's nccl_device/utility.h, which nccl.h
 * includes) is not an expression and the file did not parse. It is given
 * nvcc's value where it is defined empty, in the compiles against the model
 * too (unlike __NVCC__): the model's mccl.h is CUDA's nccl.h. */
#ifndef MUSIFY_NVCC_COMPILER_MACRO_H
#define MUSIFY_NVCC_COMPILER_MACRO_H
/* Empty, `0 - __CUDACC__ - 1` is 0 - (-1). */
#if defined(__CUDA__) && defined(__CUDACC__) && (0 - __CUDACC__ - 1) == 1
#undef __CUDACC__
#define __CUDACC__ 1
#endif
#if defined(__CUDA__) && !defined(__NVCC__) && !defined(MUSIFY_MODEL_NO_NVCC)
#if __has_include(<cuda/std/__cccl/compiler.h>)
#include <cuda/std/__cccl/compiler.h>
#endif
#if __has_include(<nv/target>)
#include <nv/target>
#endif
#define __NVCC__ 1
#ifndef __nv_is_extended_device_lambda_closure_type
#define __nv_is_extended_device_lambda_closure_type(...) false
#endif
#ifndef __nv_is_extended_host_device_lambda_closure_type
#define __nv_is_extended_host_device_lambda_closure_type(...) false
#endif
#ifndef __nv_is_extended_device_lambda_with_preserved_return_type
#define __nv_is_extended_device_lambda_with_preserved_return_type(...) false
#endif
#endif
#endif
