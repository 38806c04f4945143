// musify's stand-in declarations of PyTorch's CUDA extension API (c10::cuda,
// at::cuda). See musify-torch-api.h for why they exist.
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
#pragma once

#include "musify-torch-api.h"

#include <cublas_v2.h>
#include <cuda_runtime_api.h>
#include <cusparse.h>

namespace c10 {
namespace cuda {

class CUDAStream {
public:
  cudaStream_t stream() const;
  operator cudaStream_t() const;
  DeviceIndex device_index() const;
  Device device() const;
  int64_t id() const;
  bool query() const;
  void synchronize() const;
};

CUDAStream getCurrentCUDAStream(DeviceIndex device = -1);
CUDAStream getDefaultCUDAStream(DeviceIndex device = -1);
CUDAStream getStreamFromPool(bool high_priority = false,
                             DeviceIndex device = -1);
CUDAStream getStreamFromExternal(cudaStream_t stream, DeviceIndex device);
void setCurrentCUDAStream(CUDAStream stream);

DeviceIndex device_count();
DeviceIndex current_device();
void set_device(DeviceIndex device);
void device_synchronize();

struct CUDAGuard {
  explicit CUDAGuard(DeviceIndex device);
  explicit CUDAGuard(Device device);
  void set_device(Device device);
  Device current_device() const;
};
struct OptionalCUDAGuard {
  OptionalCUDAGuard();
  explicit OptionalCUDAGuard(optional<Device> device);
  explicit OptionalCUDAGuard(Device device);
  explicit OptionalCUDAGuard(DeviceIndex device);
  void set_device(Device device);
  void reset();
};
struct CUDAStreamGuard {
  explicit CUDAStreamGuard(CUDAStream stream);
  CUDAStream current_stream() const;
};
struct OptionalCUDAStreamGuard {
  OptionalCUDAStreamGuard();
  explicit OptionalCUDAStreamGuard(CUDAStream stream);
};

} // namespace cuda
} // namespace c10

namespace at {
namespace cuda {
using namespace c10::cuda;

cudaDeviceProp *getCurrentDeviceProperties();
cudaDeviceProp *getDeviceProperties(int64_t device);
int warp_size();
bool get_p2p_access(int source_device, int dest_device);
bool is_available();
cublasHandle_t getCurrentCUDABlasHandle();
cusparseHandle_t getCurrentCUDASparseHandle();

struct CUDAEvent {
  CUDAEvent();
  explicit CUDAEvent(unsigned int flags);
  void record();
  void record(const CUDAStream &stream);
  void block(const CUDAStream &stream);
  bool query() const;
  float elapsed_time(const CUDAEvent &other) const;
  void synchronize() const;
  cudaEvent_t event() const;
};

} // namespace cuda
} // namespace at

namespace c10 {
namespace cuda {
void c10_cuda_check_implementation(int error, const char *file,
                                   const char *function, int line);
} // namespace cuda
} // namespace c10

#define C10_CUDA_CHECK(EXPR)                                                   \
  ::c10::cuda::c10_cuda_check_implementation(static_cast<int>(EXPR), __FILE__, \
                                             __func__, __LINE__)
#define C10_CUDA_CHECK_WARN(EXPR) ((void)(EXPR))
#define C10_CUDA_KERNEL_LAUNCH_CHECK() C10_CUDA_CHECK(cudaGetLastError())
#define C10_CUDA_ERROR_HANDLED(EXPR) (EXPR)
#define C10_CUDA_IGNORE_ERROR(EXPR) ((void)(EXPR))
#define AT_CUDA_CHECK(EXPR) C10_CUDA_CHECK(EXPR)
#define TORCH_CUDABLAS_CHECK(EXPR) ((void)(EXPR))
#define TORCH_CUDASPARSE_CHECK(EXPR) ((void)(EXPR))
