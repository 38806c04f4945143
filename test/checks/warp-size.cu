// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu --diagnostics-file=%t.json 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=MU2001
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// RUN: %musify --quiet --musa-arch=mp_31 %t.cu 2>&1 >/dev/null | FileCheck %s --check-prefix=MP31 --allow-empty
// Warps have 128 lanes on mp_21/mp_22: 32 used as a warp size is reported
// (with a quick fix where warpSize is exact); a 32 that is a tile size is not.
// With --musa-arch=mp_31 (32-lane warps) there is nothing to report.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

constexpr int WARP_SIZE = 32;
#define FULL_MASK 0xffffffff

__device__ float warpReduce(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(FULL_MASK, v, offset, WARP_SIZE);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:27: warning: full-warp mask 'FULL_MASK' (= 4294967295) names 32 lanes; on mp_21, mp_22 (128-lane warps) it leaves lanes 32 and up out [MU2001]
  // DIAG: {{.*}}.cu:[[@LINE-2]]:49: warning: shuffle width 'WARP_SIZE' (= 32) assumes 32-lane warps; on mp_21, mp_22 (128-lane warps) the shuffle works on 32-lane slices of the warp [MU2001]
  // DIAG-NEXT: note: use warpSize for a whole-warp shuffle
  return v;
}

__global__ void kernel(const float *in, float *out) {
  __shared__ float tile[32][33];           // a tile, not a warp count
  __shared__ float perWarp[256 / 32];
  // DIAG: {{.*}}.cu:[[@LINE-1]]:32: warning: shared array 'perWarp' has one entry per 32-lane warp ('/ 32'); on mp_21, mp_22 (128-lane warps) a block has fewer, larger warps [MU2001]
  int tid = threadIdx.x;
  int lane = tid % 32;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:18: warning: '% 32' computes a lane id from threadIdx for 32-lane warps; on mp_21, mp_22 (128-lane warps) it is wrong [MU2001]
  int warp = threadIdx.x >> 5;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:26: warning: '>> 5' computes a warp id from threadIdx for 32-lane warps; on mp_21, mp_22 (128-lane warps) it is wrong [MU2001]
  int lane2 = threadIdx.x & 31;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:27: warning: '& 31' computes a lane id from threadIdx for 32-lane warps; on mp_21, mp_22 (128-lane warps) it is wrong [MU2001]
  tile[lane][warp % 33] = in[tid];
  float v = warpReduce(tile[lane2][0]);
  if (__ballot_sync(0xffffffffu, v > 0) == 0xffffffffu)
    // DIAG: {{.*}}.cu:[[@LINE-1]]:21: warning: full-warp mask '0xffffffffu' names 32 lanes{{.*}} [MU2001]
    // DIAG: {{.*}}.cu:[[@LINE-2]]:44: warning: compares a ballot with the 32-lane full mask '0xffffffffu'; on mp_21, mp_22 (128-lane warps) a full warp sets more bits [MU2001]
    perWarp[warp] = v;
  auto group = cg::tiled_partition<32>(cg::this_thread_block());
  // DIAG: {{.*}}.cu:[[@LINE-1]]:16: warning: tiled_partition<32> is a whole warp only with 32-lane warps; on mp_21, mp_22 (128-lane warps) it is a quarter of one [MU2001]
  for (int i = 0; i < 32; ++i)             // a loop bound, not a warp size
    out[i] = group.thread_rank();
}

// The code itself is left as it is; the fixes are offered to editors.
// CHECK: int lane = tid % 32;
// JSON: "newText": "warpSize",
// JSON: "newText": "/ warpSize",
// JSON: "newText": "(warpSize - 1)",
// MP31-NOT: MU2001

// In a template the call is still an overload set; it is checked all the same.
template <typename T> __device__ T warpSum(T value) {
  return value + __shfl_xor_sync(0xffffffff, value, 1);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:34: warning: full-warp mask '0xffffffff' names 32 lanes{{.*}} [MU2001]
}
