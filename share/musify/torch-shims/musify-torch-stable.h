// musify's stand-in declarations of PyTorch's stable C++ ABI
// (torch/csrc/stable, torch/headeronly). See musify-torch-api.h for why they
// exist.
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
#pragma once

#include "musify-torch-api.h"

using StableIValue = uint64_t;
struct AtenTensorOpaque;
using AtenTensorHandle = AtenTensorOpaque *;
using AOTITorchError = int32_t;
#define AOTI_TORCH_SUCCESS 0
#define AOTI_TORCH_FAILURE 1
#ifndef TORCH_ABI_VERSION
#define TORCH_ABI_VERSION 1ull
#endif
extern "C" {
AOTITorchError aoti_torch_get_current_cuda_stream(int32_t device, void **ret);
AOTITorchError aoti_torch_get_layout(AtenTensorHandle t, int32_t *ret);
AOTITorchError aoti_torch_get_device_index(AtenTensorHandle t, int32_t *ret);
int32_t aoti_torch_layout_strided();
int32_t aoti_torch_memory_format_contiguous_format();
int32_t aoti_torch_device_type_cuda();
int32_t aoti_torch_device_type_cpu();
AOTITorchError torch_call_dispatcher(const char *op, const char *overload,
                                     StableIValue *stack, uint64_t version);
// torch/csrc/inductor/aoti_torch/generated/c_shim_cpu.h: typed shims of
// ATen operators (what torchvision's StableABICompat.h calls).
AOTITorchError aoti_torch_cpu_add_Tensor(AtenTensorHandle self,
                                         AtenTensorHandle other, double alpha,
                                         AtenTensorHandle *ret0);
AOTITorchError aoti_torch_cpu_addmm_out(AtenTensorHandle out,
                                        AtenTensorHandle self,
                                        AtenTensorHandle mat1,
                                        AtenTensorHandle mat2, double beta,
                                        double alpha);
}
#define TORCH_ERROR_CODE_CHECK(call) ((void)(call))
// A statement, as PyTorch's is: code leaves out the semicolon after it.
#define STD_TORCH_CHECK(cond, ...)                                             \
  if (cond) {                                                                  \
  } else {                                                                     \
    ::c10::detail::torchCheckFail(__func__, __FILE__, __LINE__, "");           \
  }

namespace torch {
namespace headeronly {
using c10::BFloat16;
using c10::DeviceType;
using c10::Half;
using c10::kCPU;
using c10::kCUDA;
using c10::Layout;
using c10::MemoryFormat;
using c10::ScalarType;
template <typename T> using HeaderOnlyArrayRef = c10::ArrayRef<T>;
using IntHeaderOnlyArrayRef = c10::ArrayRef<int64_t>;
template <typename T, size_t N, typename index_t = int64_t>
struct HeaderOnlyGenericPackedTensorAccessor
    : at::GenericPackedTensorAccessor<T, N, at::DefaultPtrTraits, index_t> {
  HeaderOnlyGenericPackedTensorAccessor(T *data, const index_t *sizes,
                                        const index_t *strides);
};
template <typename T, size_t N, typename index_t = int64_t>
using HeaderOnlyPackedTensorAccessor32 =
    HeaderOnlyGenericPackedTensorAccessor<T, N, int32_t>;
template <typename T, size_t N>
struct HeaderOnlyTensorAccessor : at::TensorAccessor<T, N> {
  HeaderOnlyTensorAccessor(T *data, const int64_t *sizes,
                           const int64_t *strides);
};
} // namespace headeronly

namespace stable {
using torch::headeronly::ScalarType;
using DeviceIndex = int32_t;
using DeviceType = c10::DeviceType;

class Device {
public:
  Device(DeviceType type, DeviceIndex index = -1);
  DeviceType type() const;
  DeviceIndex index() const;
  bool is_cuda() const;
  bool is_cpu() const;
  bool operator==(const Device &other) const;
  bool operator!=(const Device &other) const;
};

class Tensor {
public:
  Tensor();
  explicit Tensor(AtenTensorHandle handle);
  AtenTensorHandle get() const;
  void *data_ptr() const;
  template <typename T> T *data_ptr() const;
  void *mutable_data_ptr() const;
  template <typename T> T *mutable_data_ptr() const;
  const void *const_data_ptr() const;
  template <typename T> const T *const_data_ptr() const;
  int64_t dim() const;
  int64_t numel() const;
  int64_t size(int64_t dim) const;
  int64_t stride(int64_t dim) const;
  torch::headeronly::IntHeaderOnlyArrayRef sizes() const;
  torch::headeronly::IntHeaderOnlyArrayRef strides() const;
  ScalarType scalar_type() const;
  torch::headeronly::Layout layout() const;
  Device device() const;
  DeviceIndex get_device_index() const;
  int32_t get_device() const;
  bool is_contiguous() const;
  bool is_cuda() const;
  bool is_cpu() const;
  bool defined() const;
  size_t element_size() const;
  int64_t storage_offset() const;
  Tensor contiguous() const;
};

namespace accelerator {
using DeviceIndex = int32_t;
struct DeviceGuard {
  explicit DeviceGuard(DeviceIndex index);
  void set_index(DeviceIndex index);
};
struct Stream {
  void *id() const;
};
DeviceIndex getCurrentDeviceIndex();
Stream getCurrentStream(DeviceIndex index);
} // namespace accelerator

Tensor empty(torch::headeronly::IntHeaderOnlyArrayRef size,
             std::optional<ScalarType> dtype = std::nullopt,
             std::optional<torch::headeronly::Layout> layout = std::nullopt,
             std::optional<Device> device = std::nullopt,
             std::optional<bool> pin_memory = std::nullopt,
             std::optional<torch::headeronly::MemoryFormat> memory_format = std::nullopt);
Tensor new_empty(const Tensor &self,
                 torch::headeronly::IntHeaderOnlyArrayRef size,
                 std::optional<ScalarType> dtype = std::nullopt,
                 std::optional<torch::headeronly::Layout> layout = std::nullopt,
                 std::optional<Device> device = std::nullopt,
                 std::optional<bool> pin_memory = std::nullopt);
Tensor new_zeros(const Tensor &self,
                 torch::headeronly::IntHeaderOnlyArrayRef size,
                 std::optional<ScalarType> dtype = std::nullopt,
                 std::optional<torch::headeronly::Layout> layout = std::nullopt,
                 std::optional<Device> device = std::nullopt,
                 std::optional<bool> pin_memory = std::nullopt);
Tensor empty_like(const Tensor &self);
Tensor zero_(Tensor &self);
Tensor fill_(const Tensor &self, double value);
Tensor copy_(Tensor &self, const Tensor &src,
             std::optional<bool> non_blocking = std::nullopt);
Tensor view(const Tensor &self, torch::headeronly::IntHeaderOnlyArrayRef size);
Tensor reshape(const Tensor &self,
               torch::headeronly::IntHeaderOnlyArrayRef shape);
Tensor transpose(const Tensor &self, int64_t dim0, int64_t dim1);
Tensor permute(const Tensor &self,
               torch::headeronly::IntHeaderOnlyArrayRef dims);
Tensor matmul(const Tensor &self, const Tensor &other);
Tensor subtract(const Tensor &self, const Tensor &other, double alpha = 1.0);
Tensor sum(const Tensor &self,
           std::optional<torch::headeronly::IntHeaderOnlyArrayRef> dim =
               std::nullopt,
           bool keepdim = false,
           std::optional<torch::headeronly::ScalarType> dtype = std::nullopt);
Tensor narrow(Tensor &self, int64_t dim, int64_t start, int64_t length);
Tensor contiguous(const Tensor &self,
                  torch::headeronly::MemoryFormat memory_format =
                      torch::headeronly::MemoryFormat::Contiguous);
Tensor clone(const Tensor &self);
Tensor flatten(const Tensor &self, int64_t start_dim = 0,
               int64_t end_dim = -1);
Tensor amax(const Tensor &self, int64_t dim, bool keepdim = false);
Tensor select(const Tensor &self, int64_t dim, int64_t index);
Tensor squeeze(const Tensor &self, int64_t dim);
Tensor unsqueeze(const Tensor &self, int64_t dim);
Tensor to(const Tensor &self,
          std::optional<ScalarType> dtype = std::nullopt,
          std::optional<torch::headeronly::Layout> layout = std::nullopt,
          std::optional<Device> device = std::nullopt,
          std::optional<bool> pin_memory = std::nullopt,
          bool non_blocking = false, bool copy = false);
Tensor to(const Tensor &self, Device device, bool non_blocking = false,
          bool copy = false);
Tensor pad(const Tensor &self, torch::headeronly::IntHeaderOnlyArrayRef pad,
           const std::string &mode = "constant", double value = 0.0);

namespace detail {
template <typename T> StableIValue from(T value);
template <typename T> T to(StableIValue value);
} // namespace detail

struct Library {
  template <typename Schema> Library &def(Schema &&schema);
  Library &set_python_module(const char *pymodule, const char *context = "");
  // Defined: a lambda's type has no linkage (musify-torch-api.h).
  template <typename Name, typename F> Library &impl(Name &&name, F &&f) {
    return *this;
  }
};
} // namespace stable
} // namespace torch

#define TORCH_BOX(f) (f)
#define STABLE_TORCH_LIBRARY(NS, M)                                            \
  static void MUSIFY_TORCH_CAT(musify_stable_library_,                         \
                               __COUNTER__)(::torch::stable::Library & M)
#define STABLE_TORCH_LIBRARY_FRAGMENT(NS, M) STABLE_TORCH_LIBRARY(NS, M)
#define STABLE_TORCH_LIBRARY_IMPL(NS, K, M) STABLE_TORCH_LIBRARY(NS, M)
// torch/headeronly/core/Dispatch_v2.h: the body (AT_WRAP'd lambda) is
// compiled once, with scalar_t as MUSIFY_TORCH_DISPATCH gives it.
#define AT_WRAP(...) __VA_ARGS__
#define AT_EXPAND(X) X
// The type lists a dispatch names (AT_EXPAND(AT_ALL_TYPES), kHalf), which
// the dispatch above leaves out; code may also spell them elsewhere.
#define AT_FLOATING_TYPES                                                      \
  ::c10::ScalarType::Double, ::c10::ScalarType::Float
#define AT_INTEGRAL_TYPES                                                      \
  ::c10::ScalarType::Byte, ::c10::ScalarType::Char, ::c10::ScalarType::Int,    \
      ::c10::ScalarType::Long, ::c10::ScalarType::Short
#define AT_BAREBONES_UNSIGNED_TYPES                                            \
  ::c10::ScalarType::UInt16, ::c10::ScalarType::UInt32,                        \
      ::c10::ScalarType::UInt64
#define AT_INTEGRAL_TYPES_V2                                                   \
  AT_EXPAND(AT_INTEGRAL_TYPES), AT_EXPAND(AT_BAREBONES_UNSIGNED_TYPES)
#define AT_COMPLEX_TYPES                                                       \
  ::c10::ScalarType::ComplexDouble, ::c10::ScalarType::ComplexFloat
#define AT_FLOAT8_TYPES                                                        \
  ::c10::ScalarType::Float8_e5m2, ::c10::ScalarType::Float8_e5m2fnuz,          \
      ::c10::ScalarType::Float8_e4m3fn, ::c10::ScalarType::Float8_e4m3fnuz
#define AT_ALL_TYPES AT_EXPAND(AT_INTEGRAL_TYPES), AT_EXPAND(AT_FLOATING_TYPES)
#define AT_ALL_TYPES_AND_COMPLEX                                               \
  AT_EXPAND(AT_ALL_TYPES), AT_EXPAND(AT_COMPLEX_TYPES)
#define THO_DISPATCH_V2(TYPE, NAME, BODY, ...)                                 \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, BODY)
#define AT_DISPATCH_V2(TYPE, NAME, BODY, ...)                                  \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, BODY)
#define STD_CUDA_CHECK(EXPR) ((void)(EXPR))
#define STD_CUDA_KERNEL_LAUNCH_CHECK() ((void)0)
// The X-macro lists of the scalar types (one entry per enumerator here).
#define AT_FORALL_SCALAR_TYPES(_)                                              \
  _(uint8_t, Byte)                                                             \
  _(int8_t, Char)                                                              \
  _(int16_t, Short)                                                            \
  _(int, Int)                                                                  \
  _(int64_t, Long)                                                             \
  _(float, Float)                                                              \
  _(double, Double)
#define AT_FORALL_SCALAR_TYPES_AND2(A, B, _)                                   \
  AT_FORALL_SCALAR_TYPES(_)                                                    \
  _(::c10::Half, Half)                                                         \
  _(::c10::BFloat16, BFloat16)
#define AT_FORALL_SCALAR_TYPES_WITH_COMPLEX_AND_QINTS(_)                       \
  AT_FORALL_SCALAR_TYPES_AND2(Half, BFloat16, _)                               \
  _(bool, Bool)
#define AT_FORALL_SCALAR_TYPES_WITH_COMPLEX(_)                                 \
  AT_FORALL_SCALAR_TYPES_WITH_COMPLEX_AND_QINTS(_)
