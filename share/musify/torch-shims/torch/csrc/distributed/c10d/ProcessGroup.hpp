// musify stand-in for PyTorch's
// <torch/csrc/distributed/c10d/ProcessGroup.hpp>; see musify-torch-api.h.
// The collectives of a process group and the work they return, as
// extensions that drive them (DeepSpeed's compile ops) call them.
#pragma once
#include "../../../../c10/util/intrusive_ptr.h"
#include "../../../../musify-torch-api.h"
#include <chrono>
#include <string>
#include <vector>

namespace c10d {
// The wait on the result of a functional collective (one called through
// the dispatcher, _c10d_functional::all_gather_into_tensor and the like).
at::Tensor wait_tensor(const at::Tensor &tensor);
std::vector<at::Tensor> wait_tensors(at::TensorList tensors);

class Work : public c10::intrusive_ptr_target {
public:
  virtual bool
  wait(std::chrono::milliseconds Timeout = std::chrono::milliseconds(0));
  virtual bool isCompleted();
  virtual void synchronize();
};

struct BroadcastOptions {
  int64_t rootRank = 0;
  int64_t rootTensor = 0;
  std::chrono::milliseconds timeout{0};
  bool asyncOp = true;
};
struct AllreduceOptions {
  std::chrono::milliseconds timeout{0};
  bool asyncOp = true;
};
struct AllgatherOptions {
  std::chrono::milliseconds timeout{0};
  bool asyncOp = true;
};
struct ReduceScatterOptions {
  std::chrono::milliseconds timeout{0};
  bool asyncOp = true;
};
struct BarrierOptions {
  std::vector<int64_t> device_ids;
  std::chrono::milliseconds timeout{0};
};

class ProcessGroup : public c10::intrusive_ptr_target {
public:
  int getRank() const;
  int getSize() const;
  const std::string &getGroupName() const;
  virtual c10::intrusive_ptr<Work>
  broadcast(std::vector<at::Tensor> &Tensors,
            const BroadcastOptions &Options = BroadcastOptions());
  virtual c10::intrusive_ptr<Work>
  allreduce(std::vector<at::Tensor> &Tensors,
            const AllreduceOptions &Options = AllreduceOptions());
  virtual c10::intrusive_ptr<Work>
  allgather(std::vector<std::vector<at::Tensor>> &Outputs,
            std::vector<at::Tensor> &Inputs,
            const AllgatherOptions &Options = AllgatherOptions());
  virtual c10::intrusive_ptr<Work>
  reduce_scatter(std::vector<at::Tensor> &Outputs,
                 std::vector<std::vector<at::Tensor>> &Inputs,
                 const ReduceScatterOptions &Options = ReduceScatterOptions());
  virtual c10::intrusive_ptr<Work>
  barrier(const BarrierOptions &Options = BarrierOptions());
};
} // namespace c10d
