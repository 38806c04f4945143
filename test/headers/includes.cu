// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu -- -I %inputs/headers 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cuda
// RUN: %only-mapped-notes < %t.err
// CUDA header names are rewritten inside <> and ""; user headers are not.

#include <cuda_runtime.h>
// CHECK: #include <musa_runtime.h>
#include "cuda_runtime_api.h"
// CHECK: #include "musa_runtime_api.h"
#  include   <cuda_fp16.h>   // spacing is kept
// CHECK: #  include   <musa_fp16.h>   // spacing is kept
#include <curand_kernel.h>
// CHECK: #include <murand_kernel.h>
#include "cuda_helpers.h"
// CHECK: #include "{{c}}uda_helpers.h"
#include <cstdio>
// CHECK: #include <cstdio>

int main() { return helper(); }
