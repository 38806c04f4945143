// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// Thread block clusters (Hopper) have no known MUSA counterpart.

#include <cuda_runtime.h>

__global__ void __cluster_dims__(2, 1, 1) clustered(float *x) { x[0] = 0; }
// CHECK: __global__ void __cluster_dims__(2, 1, 1) clustered(float *x) { x[0] = 0; }
// DIAG: {{.*}}.cu:[[@LINE-2]]:17: warning: '__cluster_dims__' is not supported by MUSA: thread block clusters (Hopper) have no known MUSA counterpart{{.*}} [MU1001]

int attribute() { return cudaLaunchAttributeClusterDimension; }
// CHECK: int attribute() { return cudaLaunchAttributeClusterDimension; }
// DIAG: {{.*}}.cu:[[@LINE-2]]:26: warning: 'cudaLaunchAttributeClusterDimension' is not supported by MUSA: thread block clusters (Hopper) have no known MUSA counterpart [MU1001]
