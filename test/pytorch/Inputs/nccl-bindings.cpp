#define USE_C10D_NCCL
#include <torch/extension.h>
#include <torch/csrc/cuda/nccl.h>
#include <torch/csrc/distributed/c10d/NCCLUtils.hpp>
#include <torch/csrc/distributed/c10d/ProcessGroupNCCL.hpp>

ncclComm_t Comm;

void destroy() { ncclCommDestroy(Comm); }

std::uint64_t version() { return torch::cuda::nccl::version(); }
