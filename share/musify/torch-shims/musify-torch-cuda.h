// musify's stand-in declarations of PyTorch's CUDA extension API (c10::cuda,
// at::cuda). See musify-torch-api.h for why they exist.
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
#pragma once

#include "musify-torch-api.h"

#include <cublas_v2.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime_api.h>
#include <cusparse.h>
// c10/cuda's headers include the runtime's C++ header (through
// CUDAMiscFunctions.h): its overloads, such as cudaEventCreate(&e, flags).
#include <cuda_runtime.h>

namespace c10 {
namespace cuda {

class CUDAStream {
public:
  cudaStream_t stream() const;
  operator cudaStream_t() const;
  operator Stream() const;
  Stream unwrap() const;
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
void MaybeSetDevice(DeviceIndex device);
DeviceIndex ExchangeDevice(DeviceIndex device);
void stream_synchronize(cudaStream_t stream);
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

namespace detail {
// A tensor's data, sizes and strides, as kernels take them by value.
constexpr int MAX_TENSORINFO_DIMS = 25;
template <typename T, typename IndexType> struct TensorInfo {
  TensorInfo();
  TensorInfo(T *data, int dim, IndexType *sizes, IndexType *strides);
  __host__ __device__ bool isContiguous() const;
  void reduceDim(int dim);
  int collapseDims(const int excludeDim = -1);
  T *data;
  IndexType sizes[MAX_TENSORINFO_DIMS];
  IndexType strides[MAX_TENSORINFO_DIMS];
  int dims;
};
template <typename T, typename IndexType>
TensorInfo<T, IndexType> getTensorInfo(const at::Tensor &t);
bool canUse32BitIndexMath(const at::Tensor &t,
                          int64_t max_elem = 2147483647);
bool maybeOverlappingIndices(const at::Tensor &t);
// The offset of a linear index in a tensor of Dims dimensions (-1: any).
template <typename T, typename IndexType, int Dims> struct IndexToOffset {
  static __host__ __device__ IndexType
  get(IndexType linearId, const TensorInfo<T, IndexType> &info);
};
} // namespace detail

// ATen/cuda/ApplyGridUtils.cuh (included by CUDAApplyUtils.cuh).
template <typename T>
__host__ __device__ __forceinline__ T ATenCeilDiv(T a, T b) {
  return (a + b - 1) / b;
}
bool getApplyGrid(uint64_t totalElements, dim3 &grid, DeviceIndex curDevice,
                  int max_threads_per_block = 1024);
dim3 getApplyBlock(int max_threads_per_block = 1024);

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

// ATen/cuda/Atomic.cuh, DeviceUtils.cuh, detail/KernelUtils.h.
template <typename T> __device__ T gpuAtomicAdd(T *address, T value);
template <typename T> __device__ void gpuAtomicAddNoReturn(T *address, T value);
template <typename T> __device__ T gpuAtomicMax(T *address, T value);
template <typename T> __device__ T gpuAtomicMin(T *address, T value);
template <typename T> __device__ T gpuAtomicMul(T *address, T value);
template <typename T>
__device__ T WARP_SHFL(T value, int lane, int width = 32,
                       unsigned int mask = 0xffffffff);
template <typename T>
__device__ T WARP_SHFL_DOWN(T value, unsigned int delta, int width = 32,
                            unsigned int mask = 0xffffffff);
template <typename T>
__device__ T WARP_SHFL_UP(T value, unsigned int delta, int width = 32,
                          unsigned int mask = 0xffffffff);
template <typename T>
__device__ T WARP_SHFL_XOR(T value, int lane_mask, int width = 32,
                           unsigned int mask = 0xffffffff);
__device__ unsigned int WARP_BALLOT(int predicate,
                                    unsigned int mask = 0xffffffff);
// ATen/native/cuda/KernelUtils.cuh: an atomic add that may use a wider
// store for half types.
namespace at {
namespace native {
template <typename T, typename index_t>
__device__ void fastAtomicAdd(T *tensor, index_t index, const index_t numel,
                              T value, bool fast_atomics);
} // namespace native
} // namespace at
namespace at {
namespace cuda {
namespace detail {
constexpr int CUDA_NUM_THREADS = 1024;
inline int GET_BLOCKS(const int64_t n, const int64_t threads = 1024) {
  return static_cast<int>((n + threads - 1) / threads);
}
} // namespace detail
} // namespace cuda
} // namespace at
#define CUDA_KERNEL_LOOP_TYPE(i, n, index_type)                                \
  for (index_type i = blockIdx.x * blockDim.x + threadIdx.x; i < (n);         \
       i += blockDim.x * gridDim.x)
#define CUDA_KERNEL_LOOP(i, n) CUDA_KERNEL_LOOP_TYPE(i, n, int)
