// musify's stand-in declarations of the PyTorch C++ extension API.
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
// Written for musify from PyTorch's documented C++ API; not PyTorch's code.
// musify adds this directory to the end of the include path (-idirafter),
// so that a PyTorch extension can be parsed, and migrated by its AST, on a
// machine without PyTorch: wherever PyTorch's own headers are found they
// are used instead. Only names and types matter here; nothing runs.
#pragma once

// musify reports a file parsed against these declarations (MU0007).
#define MUSIFY_STAND_IN_PyTorch 1

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include <cuda_runtime_api.h>

namespace c10 {

enum class DeviceType : int8_t {
  CPU = 0,
  CUDA = 1,
  HIP = 6,
  Meta = 9,
  PrivateUse1 = 20,
};
constexpr DeviceType kCPU = DeviceType::CPU;
constexpr DeviceType kCUDA = DeviceType::CUDA;
constexpr DeviceType kHIP = DeviceType::HIP;
constexpr DeviceType kMeta = DeviceType::Meta;
constexpr DeviceType kPrivateUse1 = DeviceType::PrivateUse1;

enum class DispatchKey : uint16_t { CPU, CUDA, Autograd, Meta, PrivateUse1 };

using DeviceIndex = int8_t;

struct Device {
  Device(DeviceType type, DeviceIndex index = -1);
  DeviceType type() const;
  DeviceIndex index() const;
  bool is_cuda() const;
  bool is_cpu() const;
  bool is_privateuseone() const;
  bool operator==(const Device &other) const;
  bool operator!=(const Device &other) const;
};

struct Half {
  Half() = default;
  Half(float value);
  operator float() const;
  unsigned short x;
};
struct BFloat16 {
  BFloat16() = default;
  BFloat16(float value);
  operator float() const;
  unsigned short x;
};

enum class ScalarType : int8_t {
  Byte, Char, Short, Int, Long, Half, Float, Double, Bool, BFloat16,
};
constexpr ScalarType kByte = ScalarType::Byte;
constexpr ScalarType kChar = ScalarType::Char;
constexpr ScalarType kShort = ScalarType::Short;
constexpr ScalarType kInt = ScalarType::Int;
constexpr ScalarType kInt32 = ScalarType::Int;
constexpr ScalarType kLong = ScalarType::Long;
constexpr ScalarType kInt64 = ScalarType::Long;
constexpr ScalarType kHalf = ScalarType::Half;
constexpr ScalarType kFloat16 = ScalarType::Half;
constexpr ScalarType kFloat = ScalarType::Float;
constexpr ScalarType kFloat32 = ScalarType::Float;
constexpr ScalarType kDouble = ScalarType::Double;
constexpr ScalarType kFloat64 = ScalarType::Double;
constexpr ScalarType kBool = ScalarType::Bool;
constexpr ScalarType kBFloat16 = ScalarType::BFloat16;

template <typename T> struct ArrayRef {
  ArrayRef();
  ArrayRef(const std::vector<T> &values);
  ArrayRef(std::initializer_list<T> values);
  const T *data() const;
  size_t size() const;
  const T &operator[](size_t i) const;
  const T *begin() const;
  const T *end() const;
  bool operator==(const ArrayRef &other) const;
  bool operator!=(const ArrayRef &other) const;
  std::vector<T> vec() const;
};
using IntArrayRef = ArrayRef<int64_t>;

template <typename T> struct optional {
  optional();
  optional(const T &value);
  bool has_value() const;
  const T &value() const;
  const T &operator*() const;
  explicit operator bool() const;
};
struct nullopt_t {};
constexpr nullopt_t nullopt{};

struct Scalar {
  Scalar(double value);
  Scalar(int64_t value);
  Scalar(int value);
  template <typename T> T to() const;
};

std::string str(const char *s);

} // namespace c10

namespace at {
using namespace c10;

struct TensorOptions {
  TensorOptions();
  TensorOptions(Device device);
  TensorOptions(DeviceType type);
  TensorOptions(ScalarType dtype);
  TensorOptions dtype(ScalarType dtype) const;
  TensorOptions device(Device device) const;
  TensorOptions device(DeviceType type, DeviceIndex index = -1) const;
  TensorOptions requires_grad(bool value) const;
};

template <typename T> struct DefaultPtrTraits { using PtrType = T *; };

template <typename T, size_t N, typename index_t = int64_t>
struct PackedTensorAccessor {
  __host__ __device__ T *data() const;
  __host__ __device__ index_t size(index_t i) const;
  __host__ __device__ index_t stride(index_t i) const;
  __host__ __device__ PackedTensorAccessor<T, N - 1, index_t>
  operator[](index_t i) const;
};
template <typename T, typename index_t>
struct PackedTensorAccessor<T, 1, index_t> {
  __host__ __device__ T *data() const;
  __host__ __device__ index_t size(index_t i) const;
  __host__ __device__ T &operator[](index_t i) const;
};
template <typename T, size_t N>
using PackedTensorAccessor32 = PackedTensorAccessor<T, N, int32_t>;
template <typename T, size_t N>
using PackedTensorAccessor64 = PackedTensorAccessor<T, N, int64_t>;

template <typename T, size_t N> struct TensorAccessor {
  T *data() const;
  int64_t size(int64_t i) const;
  TensorAccessor<T, N - 1> operator[](int64_t i) const;
};
template <typename T> struct TensorAccessor<T, 1> {
  T *data() const;
  int64_t size(int64_t i) const;
  T &operator[](int64_t i) const;
};

class Tensor {
public:
  Tensor();
  bool defined() const;
  bool is_cuda() const;
  bool is_cpu() const;
  bool is_privateuseone() const;
  bool is_contiguous() const;
  bool requires_grad() const;
  Device device() const;
  int64_t get_device() const;
  ScalarType scalar_type() const;
  ScalarType dtype() const;
  TensorOptions options() const;
  int64_t dim() const;
  int64_t ndimension() const;
  int64_t numel() const;
  int64_t size(int64_t dim) const;
  int64_t stride(int64_t dim) const;
  IntArrayRef sizes() const;
  IntArrayRef strides() const;
  size_t element_size() const;
  size_t nbytes() const;
  void *data_ptr() const;
  template <typename T> T *data_ptr() const;
  const void *const_data_ptr() const;
  template <typename T> const T *const_data_ptr() const;
  void *mutable_data_ptr() const;
  template <typename T> T *mutable_data_ptr() const;
  template <typename T> T item() const;
  template <typename T, size_t N> TensorAccessor<T, N> accessor() const;
  template <typename T, size_t N,
            template <typename U> class PtrTraits = DefaultPtrTraits,
            typename index_t = int64_t>
  PackedTensorAccessor<T, N, index_t> packed_accessor() const;
  template <typename T, size_t N,
            template <typename U> class PtrTraits = DefaultPtrTraits>
  PackedTensorAccessor32<T, N> packed_accessor32() const;
  template <typename T, size_t N,
            template <typename U> class PtrTraits = DefaultPtrTraits>
  PackedTensorAccessor64<T, N> packed_accessor64() const;
  Tensor contiguous() const;
  Tensor clone() const;
  Tensor detach() const;
  Tensor to(Device device) const;
  Tensor to(ScalarType dtype) const;
  Tensor to(TensorOptions options) const;
  Tensor cuda() const;
  Tensor cpu() const;
  Tensor view(IntArrayRef sizes) const;
  Tensor reshape(IntArrayRef sizes) const;
  Tensor flatten() const;
  Tensor transpose(int64_t a, int64_t b) const;
  Tensor permute(IntArrayRef dims) const;
  Tensor select(int64_t dim, int64_t index) const;
  Tensor slice(int64_t dim, int64_t start, int64_t end) const;
  Tensor index_select(int64_t dim, const Tensor &index) const;
  Tensor sum() const;
  Tensor mean() const;
  Tensor &zero_();
  Tensor &fill_(const Scalar &value);
  Tensor &copy_(const Tensor &src, bool non_blocking = false);
  Tensor &add_(const Tensor &other, const Scalar &alpha = 1);
  Tensor &mul_(const Scalar &value);
  Tensor &clamp_(const Scalar &lo, const Scalar &hi);
  Tensor operator+(const Tensor &other) const;
  Tensor operator-(const Tensor &other) const;
  Tensor operator*(const Tensor &other) const;
  Tensor operator[](int64_t index) const;
};

Tensor empty(IntArrayRef sizes, TensorOptions options = {});
Tensor zeros(IntArrayRef sizes, TensorOptions options = {});
Tensor ones(IntArrayRef sizes, TensorOptions options = {});
Tensor full(IntArrayRef sizes, const Scalar &value, TensorOptions options = {});
Tensor arange(const Scalar &end, TensorOptions options = {});
Tensor empty_like(const Tensor &t, TensorOptions options = {});
Tensor zeros_like(const Tensor &t, TensorOptions options = {});
Tensor ones_like(const Tensor &t, TensorOptions options = {});
Tensor from_blob(void *data, IntArrayRef sizes, TensorOptions options = {});
Tensor cat(const std::vector<Tensor> &tensors, int64_t dim = 0);
Tensor stack(const std::vector<Tensor> &tensors, int64_t dim = 0);
Tensor matmul(const Tensor &a, const Tensor &b);

} // namespace at

namespace torch {
using namespace at;
using at::Tensor;
namespace autograd {
struct AutogradContext;
template <typename T> struct Function {};
} // namespace autograd
} // namespace torch

namespace c10 {
namespace detail {
[[noreturn]] void torchCheckFail(const char *func, const char *file,
                                 unsigned line, const std::string &message);
} // namespace detail
} // namespace c10

// Checks: each evaluates its condition once, as PyTorch's do.
#define TORCH_CHECK(cond, ...)                                                 \
  ((cond) ? (void)0                                                            \
          : ::c10::detail::torchCheckFail(__func__, __FILE__, __LINE__, ""))
#define TORCH_CHECK_VALUE(cond, ...) TORCH_CHECK(cond)
#define TORCH_CHECK_INDEX(cond, ...) TORCH_CHECK(cond)
#define TORCH_CHECK_TYPE(cond, ...) TORCH_CHECK(cond)
#define TORCH_INTERNAL_ASSERT(cond, ...) TORCH_CHECK(cond)
#define TORCH_WARN(...) ((void)0)
#define AT_ASSERT(cond, ...) TORCH_CHECK(cond)
#define AT_ASSERTM(cond, ...) TORCH_CHECK(cond)
#define AT_ERROR(...) ::c10::detail::torchCheckFail(__func__, __FILE__, __LINE__, "")

// Dispatch: the lambda runs with scalar_t bound to one type, which is all a
// parse needs.
#define MUSIFY_TORCH_DISPATCH(TYPE, NAME, ...)                                 \
  [&] {                                                                        \
    using scalar_t = float;                                                    \
    (void)(TYPE);                                                              \
    (void)(NAME);                                                              \
    return __VA_ARGS__();                                                      \
  }()
#define AT_DISPATCH_FLOATING_TYPES(TYPE, NAME, ...)                            \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_TYPES_AND_HALF(TYPE, NAME, ...)                   \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_TYPES_AND(SCALARTYPE, TYPE, NAME, ...)            \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_TYPES_AND2(S1, S2, TYPE, NAME, ...)               \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_ALL_TYPES(TYPE, NAME, ...)                                 \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_ALL_TYPES_AND_HALF(TYPE, NAME, ...)                        \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_INTEGRAL_TYPES(TYPE, NAME, ...)                            \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_AND_COMPLEX_TYPES(TYPE, NAME, ...)                \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_REDUCED_FLOATING_TYPES(TYPE, NAME, ...)                    \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)

// Bindings: PYBIND11_MODULE and TORCH_LIBRARY bodies are ordinary code.
namespace pybind11 {
struct module_ {
  template <typename F, typename... Extra>
  module_ &def(const char *name, F &&f, const Extra &...extra);
};
struct arg {
  explicit arg(const char *name);
  template <typename T> arg &operator=(const T &value);
};
} // namespace pybind11
namespace py = pybind11;
#ifndef TORCH_EXTENSION_NAME
#define TORCH_EXTENSION_NAME musify_torch_extension
#endif
#define PYBIND11_MODULE(NAME, VARIABLE)                                        \
  void musify_pybind11_init_##NAME(::pybind11::module_ &VARIABLE)

namespace torch {
struct Library {
  template <typename Schema> Library &def(Schema &&schema);
  template <typename Name, typename F> Library &def(Name &&name, F &&f);
  template <typename Name, typename F> Library &impl(Name &&name, F &&f);
};
} // namespace torch
#define TORCH_LIBRARY(NS, M) void musify_torch_library_##NS(::torch::Library &M)
#define TORCH_LIBRARY_FRAGMENT(NS, M)                                          \
  void musify_torch_library_fragment_##NS(::torch::Library &M)
#define TORCH_LIBRARY_IMPL(NS, K, M)                                           \
  void musify_torch_library_impl_##NS(                                         \
      ::torch::Library &M, ::c10::DispatchKey = ::c10::DispatchKey::K)
