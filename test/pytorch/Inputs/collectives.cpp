// A compile-time op of a training framework, written as DeepSpeed's are:
// a process group's collectives, memory every rank can address, streams
// recorded on tensors, kernels registered for several dispatch keys.
#include <torch/extension.h>
#include <c10/cuda/CUDAStream.h>
#include <torch/csrc/distributed/c10d/ProcessGroup.hpp>
#include <torch/csrc/distributed/c10d/symm_mem/SymmetricMemory.hpp>

c10::intrusive_ptr<c10d::ProcessGroup> Group = nullptr;
c10::intrusive_ptr<c10d::symmetric_memory::SymmetricMemory> Shared = nullptr;

at::Tensor gather(at::Tensor T) {
  int World = Group->getSize();
  std::vector<std::vector<at::Tensor>> Out(1);
  for (int I = 0; I < World; ++I)
    Out[0].push_back(torch::empty_like(T));
  std::vector<at::Tensor> In{T};
  Group->allgather(Out, In)->wait();
  T.record_stream(c10::cuda::getCurrentCUDAStream());
  at::Tensor Counts = torch::tensor(
      {int64_t(World)}, at::TensorOptions().dtype(at::kLong).device(at::kCUDA));
  if (Shared != nullptr)
    Shared->barrier(0, 1000);
  return T.flatten().chunk(World)[Group->getRank()] + Counts;
}

void release(at::Tensor T) {
  T.set_data(torch::empty({0}, T.options()));
}

TORCH_LIBRARY(dc, M) { M.def("gather(Tensor t) -> Tensor"); }
TORCH_LIBRARY_IMPL(dc, CPU, M) { M.impl("gather", &gather); }
TORCH_LIBRARY_IMPL(dc, CUDA, M) { M.impl("gather", &gather); }
