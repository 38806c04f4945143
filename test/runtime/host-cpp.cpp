// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cpp
// RUN: %musify --quiet %t.cpp 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cuda
// RUN: %only-mapped-notes < %t.err
// Host C++ files that call the runtime are parsed as C++, as a host
// compiler builds them.

#include <cuda_runtime_api.h>
// CHECK: #include <musa_runtime_api.h>

int devices() {
  int n = 0;
  if (cudaGetDeviceCount(&n) != cudaSuccess)
    // CHECK: if (musaGetDeviceCount(&n) != musaSuccess)
    return 0;
  return n;
}
