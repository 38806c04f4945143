#include "helper.hpp"

using namespace at::indexing;

template <typename scalar_t>
__global__ void rowMax(
    const at::PackedTensorAccessor32<scalar_t, 2, at::RestrictPtrTraits> In,
    scalar_t *Out, int Rows) {
  CUDA_KERNEL_LOOP(R, Rows) {
    scalar_t Best = -FLT_MAX;
    for (int C = 0; C < In.size(1); ++C)
      Best = In[R][C] > Best ? In[R][C] : Best;
    Out[R] = Best;
  }
}

at::Tensor rowMaxLauncher(at::Tensor In) {
  at::cuda::CUDAGuard Guard(In.device());
  cudaStream_t Stream = at::cuda::getCurrentCUDAStream();
  int Rows = In.size(0);
  at::Tensor Out = at::empty({Rows}, In.options());
  dim3 Grid(std::min(at::cuda::ATenCeilDiv(Rows, MUSA_NUM_THREADS), 4096));
  AT_DISPATCH_FLOATING_TYPES(In.scalar_type(), "row_max", [&] {
    rowMax<scalar_t><<<Grid, CUDA_NUM_THREADS, 0, Stream>>>(
        In.packed_accessor32<scalar_t, 2, at::RestrictPtrTraits>(),
        Out.data_ptr<scalar_t>(), Rows);
  });
  AT_CUDA_CHECK(cudaGetLastError());
  return Out;
}

at::Tensor keepValid(at::Tensor Coors, at::Tensor Keep) {
  at::Tensor Clean = Coors.masked_fill(Coors.lt(0).any(-1, true), -1);
  at::Tensor Unique, Inverse, Counts;
  std::tie(Unique, Inverse, Counts) =
      at::unique_dim(Clean, 0, true, true, true);
  at::Tensor Kept = Keep.nonzero().index({Slice(), 0});
  Keep.index_put_({Slice(0, Kept.size(0))}, Kept);
  return Unique.masked_select(Unique.gt(0));
}
