#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __cluster_dims__(2, 1, 1) k(int *out) {
  cg::cluster_group cluster = cg::this_cluster();
  unsigned r = cluster.block_rank();
  cluster.sync();
  int *peer = cluster.map_shared_rank(out, r ^ 1);
  out[threadIdx.x] = r + cluster.num_blocks() + (peer != nullptr);
}
