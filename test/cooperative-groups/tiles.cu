// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: count 0 < %t.err
// Cooperative groups are spelled the same in MUSA: nothing changes and
// nothing is reported (warp-size hazards are a separate check).

#include <cooperative_groups.h>
// CHECK: #include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
// CHECK: namespace cg = cooperative_groups;

__global__ void sum(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  // CHECK: cg::thread_block block = cg::this_thread_block();
  auto tile = cg::tiled_partition<16>(block);
  int v = cg::reduce(tile, in[block.thread_rank()], cg::plus<int>());
  // CHECK: int v = cg::reduce(tile, in[block.thread_rank()], cg::plus<int>());
  if (tile.thread_rank() == 0)
    atomicAdd(out, v);
  block.sync();
}
