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

#include <algorithm>
#include <cassert>
#include <cfloat>
#include <climits>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <cstring>
#include <set>
#include <atomic>
#include <mutex>
#include <deque>
#include <iostream>
#include <numeric>
#include <utility>
#include <vector>

#include "c10/util/intrusive_ptr.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime_api.h>

namespace c10 {

enum class DeviceType : int8_t {
  CPU = 0,
  CUDA = 1,
  HIP = 6,
  Meta = 9,
  PrivateUse1 = 20,
  COMPILE_TIME_MAX_DEVICE_TYPES = 21,
};
constexpr DeviceType kCPU = DeviceType::CPU;
constexpr DeviceType kCUDA = DeviceType::CUDA;
constexpr DeviceType kHIP = DeviceType::HIP;
constexpr DeviceType kMeta = DeviceType::Meta;
constexpr DeviceType kPrivateUse1 = DeviceType::PrivateUse1;
std::string DeviceTypeName(DeviceType type, bool lower_case = false);
// c10/core/DeviceType.h prints a device type by its name.
std::ostream &operator<<(std::ostream &stream, DeviceType type);

// The keys a TORCH_LIBRARY_IMPL block registers kernels for: a backend's,
// autograd's per backend, the composite (alias) keys.
enum class DispatchKey : uint16_t {
  Undefined,
  CPU,
  CUDA,
  XPU,
  MPS,
  Meta,
  PrivateUse1,
  SparseCPU,
  SparseCUDA,
  SparsePrivateUse1,
  SparseCsrCUDA,
  SparseCsrPrivateUse1,
  QuantizedCUDA,
  QuantizedPrivateUse1,
  NestedTensorCUDA,
  NestedTensorPrivateUse1,
  BackendSelect,
  Python,
  Functionalize,
  Autograd,
  AutogradCPU,
  AutogradCUDA,
  AutogradXPU,
  AutogradMPS,
  AutogradMeta,
  AutogradPrivateUse1,
  AutogradOther,
  Autocast,
  AutocastCPU,
  AutocastCUDA,
  AutocastXPU,
  AutocastPrivateUse1,
  ADInplaceOrView,
  CompositeImplicitAutograd,
  CompositeExplicitAutograd,
  CompositeExplicitAutogradNonFunctional
};

using DeviceIndex = int8_t;

struct Device {
  Device(DeviceType type, DeviceIndex index = -1);
  DeviceType type() const;
  DeviceIndex index() const;
  bool has_index() const;
  std::string str() const;
  bool is_cuda() const;
  bool is_cpu() const;
  bool is_meta() const;
  bool is_privateuseone() const;
  bool operator==(const Device &other) const;
  bool operator!=(const Device &other) const;
};

// A tensor's memory: extensions that free it early reach its impl.
struct StorageImpl;
struct Storage {
  StorageImpl *unsafeGetStorageImpl() const noexcept;
  size_t nbytes() const;
  const void *data() const;
};

// A device's stream of any backend (CUDA's converts to it).
struct Stream {
  Device device() const;
  DeviceIndex device_index() const;
  int64_t id() const;
  bool query() const;
  void synchronize() const;
};

struct Half {
  Half() = default;
  __host__ __device__ Half(float value);
  __host__ __device__ Half(const __half &value);
  __host__ __device__ operator float() const;
  __host__ __device__ operator __half() const;
  unsigned short x;
};
struct BFloat16 {
  BFloat16() = default;
  __host__ __device__ BFloat16(float value);
  __host__ __device__ BFloat16(const __nv_bfloat16 &value);
  __host__ __device__ operator float() const;
  __host__ __device__ operator __nv_bfloat16() const;
  unsigned short x;
};

// Arithmetic on the reduced types, as PyTorch declares it: without it, two
// conversions (to float and to CUDA's type) make `a + b` ambiguous.
#define MUSIFY_TORCH_REDUCED_OPS(T)                                            \
  __host__ __device__ T operator+(const T &a, const T &b);                     \
  __host__ __device__ T operator-(const T &a, const T &b);                     \
  __host__ __device__ T operator*(const T &a, const T &b);                     \
  __host__ __device__ T operator/(const T &a, const T &b);                     \
  __host__ __device__ T operator-(const T &a);                                 \
  __host__ __device__ T &operator+=(T &a, const T &b);                         \
  __host__ __device__ T &operator-=(T &a, const T &b);                         \
  __host__ __device__ T &operator*=(T &a, const T &b);                         \
  __host__ __device__ T &operator/=(T &a, const T &b);                         \
  __host__ __device__ bool operator<(const T &a, const T &b);                  \
  __host__ __device__ bool operator>(const T &a, const T &b);                  \
  __host__ __device__ bool operator<=(const T &a, const T &b);                 \
  __host__ __device__ bool operator>=(const T &a, const T &b);                 \
  __host__ __device__ bool operator==(const T &a, const T &b);                 \
  __host__ __device__ bool operator!=(const T &a, const T &b);                 \
  MUSIFY_TORCH_MIXED_OPS(T, float, float)                                      \
  MUSIFY_TORCH_MIXED_OPS(T, double, double)                                    \
  MUSIFY_TORCH_MIXED_OPS(T, int, T)                                            \
  MUSIFY_TORCH_MIXED_OPS(T, int64_t, T)
#define MUSIFY_TORCH_MIXED_OPS(T, U, R)                                        \
  __host__ __device__ R operator+(const T &a, U b);                            \
  __host__ __device__ R operator-(const T &a, U b);                            \
  __host__ __device__ R operator*(const T &a, U b);                            \
  __host__ __device__ R operator/(const T &a, U b);                            \
  __host__ __device__ R operator+(U a, const T &b);                            \
  __host__ __device__ R operator-(U a, const T &b);                            \
  __host__ __device__ R operator*(U a, const T &b);                            \
  __host__ __device__ R operator/(U a, const T &b);                            \
  __host__ __device__ bool operator<(const T &a, U b);                         \
  __host__ __device__ bool operator>(const T &a, U b);                         \
  __host__ __device__ bool operator<=(const T &a, U b);                        \
  __host__ __device__ bool operator>=(const T &a, U b);                        \
  __host__ __device__ bool operator==(const T &a, U b);                        \
  __host__ __device__ bool operator!=(const T &a, U b);
MUSIFY_TORCH_REDUCED_OPS(Half)
MUSIFY_TORCH_REDUCED_OPS(BFloat16)
// c10/util/Half.h, BFloat16.h: the read-only data cache loads, which a
// kernel dispatched for at::Half or at::BFloat16 calls (vLLM's activation
// kernels, copied by llm-awq).
__device__ Half __ldg(const Half *ptr);
__device__ BFloat16 __ldg(const BFloat16 *ptr);

enum class ScalarType : int8_t {
  Byte, Char, Short, Int, Long, Half, Float, Double, Bool, BFloat16,
  ComplexHalf, ComplexFloat, ComplexDouble, Float8_e5m2, Float8_e4m3fn,
  Float8_e5m2fnuz, Float8_e4m3fnuz, UInt16, UInt32, UInt64, Float8_e8m0fnu,
  Float4_e2m1fn_x2, Undefined,
};
constexpr ScalarType kByte = ScalarType::Byte;
constexpr ScalarType kUInt8 = ScalarType::Byte;
constexpr ScalarType kChar = ScalarType::Char;
constexpr ScalarType kInt8 = ScalarType::Char;
constexpr ScalarType kInt16 = ScalarType::Short;
constexpr ScalarType kUInt16 = ScalarType::UInt16;
constexpr ScalarType kUInt32 = ScalarType::UInt32;
constexpr ScalarType kUInt64 = ScalarType::UInt64;
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
constexpr ScalarType kComplexFloat = ScalarType::ComplexFloat;
constexpr ScalarType kComplexDouble = ScalarType::ComplexDouble;

template <typename T> struct ArrayRef {
  using value_type = T;
  using iterator = const T *;
  ArrayRef();
  ArrayRef(const T *data, size_t size);
  ArrayRef(const T &value);
  ArrayRef(const std::vector<T> &values);
  template <size_t N> ArrayRef(const std::array<T, N> &values);
  ArrayRef(std::initializer_list<T> values);
  const T *data() const;
  size_t size() const;
  const T &operator[](size_t i) const;
  const T *begin() const;
  const T *end() const;
  bool operator==(const ArrayRef &other) const;
  bool operator!=(const ArrayRef &other) const;
  bool empty() const;
  const T &front() const;
  const T &back() const;
  bool equals(ArrayRef other) const;
  ArrayRef slice(size_t start) const;
  ArrayRef slice(size_t start, size_t length) const;
  std::vector<T> vec() const;
};
template <typename T>
std::ostream &operator<<(std::ostream &out, ArrayRef<T> values);
using IntArrayRef = ArrayRef<int64_t>;
using IntList = ArrayRef<int64_t>; // PyTorch 1.x's name, still declared

// c10::optional is std::optional in PyTorch 2.x.
using std::make_optional;
using std::nullopt;
using std::nullopt_t;
using std::optional;
template <typename T> using OptionalArrayRef = optional<ArrayRef<T>>;
using OptionalIntArrayRef = OptionalArrayRef<int64_t>;

// ATen/core/List.h: a list of IValues' elements, shared by its copies (so
// its mutators are const). Iterating one yields what converts to T.
template <typename T> struct List {
  struct iterator {
    using iterator_category = std::random_access_iterator_tag;
    using value_type = T;
    using difference_type = std::ptrdiff_t;
    using pointer = T *;
    using reference = T;
    T operator*() const;
    iterator &operator++();
    iterator operator++(int);
    iterator &operator--();
    iterator operator+(difference_type n) const;
    difference_type operator-(const iterator &other) const;
    bool operator==(const iterator &other) const;
    bool operator!=(const iterator &other) const;
  };
  List();
  List(std::initializer_list<T> values);
  explicit List(ArrayRef<T> values);
  size_t size() const;
  bool empty() const;
  T get(size_t i) const;
  T operator[](size_t i) const;
  T extract(size_t i) const;
  void set(size_t i, const T &value) const;
  iterator begin() const;
  iterator end() const;
  void reserve(size_t capacity) const;
  void clear() const;
  void push_back(const T &value) const;
  template <typename... Args> void emplace_back(Args &&...args) const;
  void append(List<T> other) const;
  void resize(size_t count) const;
  std::vector<T> vec() const;
};

// c10/util/SmallVector.h and DimVector.h: a vector that keeps its first N
// elements inline; a tensor's shape is built in a DimVector and passed
// where an IntArrayRef is wanted (as a vector, which ArrayRef takes).
template <typename T, unsigned N> struct SmallVector : std::vector<T> {
  SmallVector() = default;
  explicit SmallVector(size_t size, const T &value = T())
      : std::vector<T>(size, value) {}
  template <typename It,
            typename = typename std::iterator_traits<It>::iterator_category>
  SmallVector(It first, It last) : std::vector<T>(first, last) {}
  template <typename Container,
            typename = decltype(std::begin(std::declval<Container &>()))>
  explicit SmallVector(Container &&values)
      : std::vector<T>(std::begin(values), std::end(values)) {}
  SmallVector(std::initializer_list<T> values) : std::vector<T>(values) {}
  SmallVector(const SmallVector &) = default;
  SmallVector(SmallVector &&) = default;
  SmallVector &operator=(const SmallVector &) = default;
  SmallVector &operator=(SmallVector &&) = default;
  template <typename It> void append(It first, It last) {
    this->insert(this->end(), first, last);
  }
  void append(size_t count, const T &value) {
    this->insert(this->end(), count, value);
  }
  void append(std::initializer_list<T> values) {
    this->insert(this->end(), values);
  }
  void append(const SmallVector &other) {
    this->insert(this->end(), other.begin(), other.end());
  }
  T pop_back_val() {
    T last = this->back();
    this->pop_back();
    return last;
  }
};
constexpr size_t kDimVectorStaticSize = 5;
using DimVector = SmallVector<int64_t, kDimVectorStaticSize>;

// torch/headeronly/util/irange.h: `for (auto i : c10::irange(n))` counts
// from 0 (or begin) up to n, in n's type; an end below the start is empty.
template <typename I> struct integer_range {
  struct iterator {
    I value;
    constexpr I operator*() const { return value; }
    constexpr iterator &operator++() {
      ++value;
      return *this;
    }
    constexpr bool operator==(const iterator &other) const {
      return value == other.value;
    }
    constexpr bool operator!=(const iterator &other) const {
      return value != other.value;
    }
  };
  constexpr integer_range(I first, I last) : first_{first}, last_{last} {}
  constexpr iterator begin() const { return first_; }
  constexpr iterator end() const { return last_; }

private:
  iterator first_;
  iterator last_;
};
template <typename Integer1, typename Integer2,
          std::enable_if_t<std::is_integral_v<Integer1>, bool> = true,
          std::enable_if_t<std::is_integral_v<Integer2>, bool> = true>
constexpr integer_range<Integer2> irange(Integer1 begin, Integer2 end) {
  return {static_cast<Integer2>(begin), end < static_cast<Integer2>(begin)
                                            ? static_cast<Integer2>(begin)
                                            : end};
}
template <typename Integer,
          std::enable_if_t<std::is_integral_v<Integer>, bool> = true>
constexpr integer_range<Integer> irange(Integer end) {
  return {Integer(), end < Integer() ? Integer() : end};
}

// c10/util/accumulate.h: the product (or sum) of a shape's sizes, from a
// container of integers or a pair of iterators.
template <typename C,
          std::enable_if_t<std::is_integral_v<typename C::value_type>, int> = 0>
int64_t sum_integers(const C &container);
template <typename C,
          std::enable_if_t<std::is_integral_v<typename C::value_type>, int> = 0>
int64_t multiply_integers(const C &container);
template <typename Iter,
          std::enable_if_t<std::is_integral_v<
                               typename std::iterator_traits<Iter>::value_type>,
                           int> = 0>
int64_t multiply_integers(Iter begin, Iter end);

struct Scalar {
  Scalar(double value);
  Scalar(int64_t value);
  Scalar(int value);
  Scalar(bool value);
  Scalar(Half value);
  Scalar(BFloat16 value);
  template <typename T> T to() const;
  double toDouble() const;
  int64_t toLong() const;
  float toFloat() const;
  bool toBool() const;
};

enum class Layout : int8_t { Strided, Sparse, SparseCsr, Mkldnn };
constexpr Layout kStrided = Layout::Strided;
constexpr Layout kSparse = Layout::Sparse;
enum class MemoryFormat : int8_t {
  Contiguous,
  Preserve,
  ChannelsLast,
  ChannelsLast3d
};
struct TensorImpl;
using SymInt = int64_t;
using SymIntArrayRef = ArrayRef<int64_t>;
const char *toString(ScalarType t);
// Printed in dispatch macros' error messages (llm-awq's
// DISPATCH_PYTORCH_DTYPE_TO_CTYPE_FP16).
inline std::ostream &operator<<(std::ostream &OS, ScalarType t) {
  return OS << toString(t);
}
size_t elementSize(ScalarType t);
bool isFloatingType(ScalarType t);
bool isIntegralType(ScalarType t, bool include_bool);
ScalarType typeMetaToScalarType(ScalarType t);
// c10/core/ScalarType.h: the scalar type of a C++ type, a trait that
// converts to it (CppTypeToScalarType<T>::value, CppTypeToScalarType<T>()).
template <typename T>
struct CppTypeToScalarType
    : std::integral_constant<ScalarType, ScalarType::Undefined> {};
#define MUSIFY_TORCH_CPP_TYPE(T, S)                                            \
  template <>                                                                  \
  struct CppTypeToScalarType<T>                                                \
      : std::integral_constant<ScalarType, ScalarType::S> {};
MUSIFY_TORCH_CPP_TYPE(uint8_t, Byte)
MUSIFY_TORCH_CPP_TYPE(int8_t, Char)
MUSIFY_TORCH_CPP_TYPE(int16_t, Short)
MUSIFY_TORCH_CPP_TYPE(int, Int)
MUSIFY_TORCH_CPP_TYPE(int64_t, Long)
MUSIFY_TORCH_CPP_TYPE(Half, Half)
MUSIFY_TORCH_CPP_TYPE(float, Float)
MUSIFY_TORCH_CPP_TYPE(double, Double)
MUSIFY_TORCH_CPP_TYPE(bool, Bool)
MUSIFY_TORCH_CPP_TYPE(BFloat16, BFloat16)
#undef MUSIFY_TORCH_CPP_TYPE

std::string str(const char *s);

} // namespace c10

namespace at {
using namespace c10;

struct TensorOptions {
  TensorOptions();
  TensorOptions(MemoryFormat format);
  TensorOptions(Device device);
  TensorOptions(DeviceType type);
  TensorOptions(ScalarType dtype);
  TensorOptions dtype(ScalarType dtype) const;
  TensorOptions dtype(std::optional<ScalarType> dtype) const;
  TensorOptions device(Device device) const;
  TensorOptions device(DeviceType type, DeviceIndex index = -1) const;
  TensorOptions requires_grad(bool value) const;
  TensorOptions layout(Layout layout) const;
  TensorOptions pinned_memory(bool value) const;
  TensorOptions memory_format(MemoryFormat format) const;
  template <typename T> TensorOptions dtype() const;
  ScalarType dtype() const;
  Device device() const;
};

// ATen/core/DeprecatedTypeProperties.h: what Tensor::type() returned before
// dtype() and device(); code still passes it where options are wanted.
struct DeprecatedTypeProperties {
  ScalarType scalarType() const;
  bool is_cuda() const;
  TensorOptions options() const;
  operator TensorOptions() const;
  std::string toString() const;
};

template <typename T> struct DefaultPtrTraits { using PtrType = T *; };

template <typename T> struct RestrictPtrTraits {
  using PtrType = T *__restrict__;
};

template <typename T, size_t N,
          template <typename U> class PtrTraits = DefaultPtrTraits,
          typename index_t = int64_t>
struct GenericPackedTensorAccessor {
  __host__ __device__ T *data() const;
  __host__ __device__ index_t size(index_t i) const;
  __host__ __device__ index_t stride(index_t i) const;
  __host__ __device__ GenericPackedTensorAccessor<T, N - 1, PtrTraits, index_t>
  operator[](index_t i) const;
};
template <typename T, template <typename U> class PtrTraits, typename index_t>
struct GenericPackedTensorAccessor<T, 1, PtrTraits, index_t> {
  __host__ __device__ T *data() const;
  __host__ __device__ index_t size(index_t i) const;
  __host__ __device__ index_t stride(index_t i) const;
  __host__ __device__ T &operator[](index_t i) const;
};
template <typename T, size_t N,
          template <typename U> class PtrTraits = DefaultPtrTraits,
          typename index_t = int64_t>
using PackedTensorAccessor =
    GenericPackedTensorAccessor<T, N, PtrTraits, index_t>;
template <typename T, size_t N,
          template <typename U> class PtrTraits = DefaultPtrTraits>
using PackedTensorAccessor32 =
    GenericPackedTensorAccessor<T, N, PtrTraits, int32_t>;
template <typename T, size_t N,
          template <typename U> class PtrTraits = DefaultPtrTraits>
using PackedTensorAccessor64 =
    GenericPackedTensorAccessor<T, N, PtrTraits, int64_t>;

// ATen/core/TensorAccessor.h: PtrType is the pointer its PtrTraits give
// (code takes the element type from it, pytorch3d's point_mesh_cpu.cpp).
template <typename T, size_t N,
          template <typename U> class PtrTraits = DefaultPtrTraits,
          typename index_t = int64_t>
struct TensorAccessor {
  using PtrType = typename PtrTraits<T>::PtrType;
  PtrType data() const;
  index_t size(index_t i) const;
  index_t stride(index_t i) const;
  IntArrayRef sizes() const;
  TensorAccessor<T, N - 1, PtrTraits, index_t> operator[](index_t i) const;
};
template <typename T, template <typename U> class PtrTraits, typename index_t>
struct TensorAccessor<T, 1, PtrTraits, index_t> {
  using PtrType = typename PtrTraits<T>::PtrType;
  PtrType data() const;
  index_t size(index_t i) const;
  index_t stride(index_t i) const;
  IntArrayRef sizes() const;
  T &operator[](index_t i) const;
};

// ATen/TensorIndexing.h's index, defined after Tensor (it holds one).
namespace indexing {
struct TensorIndex;
} // namespace indexing

class Tensor {
public:
  Tensor();
  Tensor(const Tensor &other);
  Tensor(Tensor &&other) noexcept;
  // Assigning to a temporary (`t[i][j] = 1`) writes into its elements.
  Tensor &operator=(const Tensor &other) &;
  Tensor &operator=(Tensor &&other) & noexcept;
  Tensor &operator=(const Scalar &value) &&;
  Tensor &operator=(const Tensor &other) &&;
  Tensor &operator=(Tensor &&other) &&;
  bool defined() const;
  bool is_cuda() const;
  bool is_cpu() const;
  bool is_privateuseone() const;
  bool is_contiguous(MemoryFormat format = MemoryFormat::Contiguous) const;
  bool is_pinned() const;
  bool is_meta() const;
  bool requires_grad() const;
  DeprecatedTypeProperties &type() const;
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
  template <typename T> T *data() const; // deprecated for data_ptr<T>()
  Tensor data() const;
  const void *const_data_ptr() const;
  template <typename T> const T *const_data_ptr() const;
  void *mutable_data_ptr() const;
  template <typename T> T *mutable_data_ptr() const;
  template <typename T> T item() const;
  Scalar item() const;
  template <typename T, size_t N> TensorAccessor<T, N> accessor() const;
  template <typename T, size_t N,
            template <typename U> class PtrTraits = DefaultPtrTraits,
            typename index_t = int64_t>
  PackedTensorAccessor<T, N, PtrTraits, index_t> packed_accessor() const;
  template <typename T, size_t N,
            template <typename U> class PtrTraits = DefaultPtrTraits>
  PackedTensorAccessor32<T, N, PtrTraits> packed_accessor32() const;
  template <typename T, size_t N,
            template <typename U> class PtrTraits = DefaultPtrTraits>
  PackedTensorAccessor64<T, N, PtrTraits> packed_accessor64() const;
  Tensor contiguous(MemoryFormat format = MemoryFormat::Contiguous) const;
  Tensor clone() const;
  Tensor detach() const;
  Tensor to(ScalarType dtype) const;
  Tensor to(TensorOptions options, bool non_blocking = false,
            bool copy = false) const;
  Tensor cuda() const;
  Tensor cpu() const;
  Tensor view(IntArrayRef sizes) const;
  Tensor reshape(IntArrayRef sizes) const;
  Tensor flatten(int64_t start_dim = 0, int64_t end_dim = -1) const;
  std::vector<Tensor> chunk(int64_t chunks, int64_t dim = 0) const;
  std::vector<Tensor> split(int64_t size, int64_t dim = 0) const;
  std::vector<Tensor> split(IntArrayRef sizes, int64_t dim = 0) const;
  Tensor transpose(int64_t a, int64_t b) const;
  const Tensor &transpose_(int64_t a, int64_t b) const;
  Tensor permute(IntArrayRef dims) const;
  Tensor select(int64_t dim, int64_t index) const;
  Tensor slice(int64_t dim = 0, std::optional<int64_t> start = std::nullopt,
               std::optional<int64_t> end = std::nullopt,
               int64_t step = 1) const;
  Tensor index_select(int64_t dim, const Tensor &index) const;
  Tensor sum() const;
  Tensor norm(const Scalar &p = 2) const;
  Tensor norm(const std::optional<Scalar> &p, IntArrayRef dim,
              bool keepdim = false) const;
  Tensor cross(const Tensor &other,
               std::optional<int64_t> dim = std::nullopt) const;
  Tensor prod() const;
  Tensor prod(int64_t dim, bool keepdim = false) const;
  Tensor mean() const;
  const Tensor &zero_() const;
  const Tensor &fill_(const Scalar &value) const;
  const Tensor &copy_(const Tensor &src, bool non_blocking = false) const;
  // The caching allocator keeps the memory until work queued on the
  // stream is done; set_data swaps the storage of a variable.
  void record_stream(c10::Stream stream) const;
  const c10::Storage &storage() const;
  void set_data(const Tensor &new_data) const;
  void reset();
  const Tensor &add_(const Tensor &other, const Scalar &alpha = 1) const;
  const Tensor &mul_(const Scalar &value) const;
  const Tensor &clamp_(const Scalar &lo, const Scalar &hi) const;
  Tensor operator+(const Tensor &other) const;
  Tensor operator-(const Tensor &other) const;
  Tensor operator*(const Tensor &other) const;
  Tensor operator[](int64_t index) const;
  Tensor operator/(const Tensor &other) const;
  Tensor operator-() const;
  Tensor operator==(const Scalar &other) const;
  Tensor operator!=(const Scalar &other) const;
  Tensor operator<(const Scalar &other) const;
  Tensor operator>(const Scalar &other) const;
  Tensor operator<=(const Scalar &other) const;
  Tensor operator>=(const Scalar &other) const;
  Tensor operator+(const Scalar &other) const;
  Tensor operator-(const Scalar &other) const;
  Tensor operator*(const Scalar &other) const;
  Tensor operator/(const Scalar &other) const;
  Tensor &operator+=(const Tensor &other);
  Tensor &operator-=(const Tensor &other);
  Tensor &operator*=(const Tensor &other);
  Tensor &operator/=(const Tensor &other);
  Tensor &operator+=(const Scalar &other);
  Tensor &operator*=(const Scalar &other);
  Tensor &operator/=(const Scalar &other);
  Tensor unsqueeze(int64_t dim) const;
  Tensor squeeze(int64_t dim) const;
  Tensor squeeze() const;
  Tensor expand(IntArrayRef sizes) const;
  Tensor expand_as(const Tensor &other) const;
  Tensor view_as(const Tensor &other) const;
  Tensor narrow(int64_t dim, int64_t start, int64_t length) const;
  Tensor masked_fill(const Tensor &mask, const Scalar &value) const;
  const Tensor &masked_fill_(const Tensor &mask, const Scalar &value) const;
  Tensor gather(int64_t dim, const Tensor &index) const;
  Tensor scatter(int64_t dim, const Tensor &index, const Tensor &src) const;
  const Tensor &scatter_(int64_t dim, const Tensor &index, const Tensor &src) const;
  const Tensor &scatter_add_(int64_t dim, const Tensor &index, const Tensor &src) const;
  const Tensor &index_add_(int64_t dim, const Tensor &index, const Tensor &src) const;
  Tensor index_select(int64_t dim, const Tensor &index, int) const;
  Tensor sum(int64_t dim, bool keepdim = false) const;
  Tensor sum(IntArrayRef dims, bool keepdim = false) const;
  Tensor mean(int64_t dim, bool keepdim = false) const;
  Tensor max() const;
  std::tuple<Tensor, Tensor> max(int64_t dim, bool keepdim = false) const;
  Tensor min() const;
  std::tuple<Tensor, Tensor> min(int64_t dim, bool keepdim = false) const;
  Tensor abs() const;
  Tensor sqrt() const;
  Tensor exp() const;
  Tensor log() const;
  Tensor pow(const Scalar &exponent) const;
  Tensor clamp(const Scalar &lo, const Scalar &hi) const;
  Tensor clamp_min(const Scalar &lo) const;
  Tensor clamp_max(const Scalar &hi) const;
  const Tensor &clamp_min_(const Scalar &lo) const;
  const Tensor &div_(const Tensor &other) const;
  const Tensor &div_(const Scalar &other) const;
  const Tensor &true_divide_(const Tensor &other) const;
  const Tensor &div_(const Tensor &other, const char *rounding_mode) const;
  Tensor div(const Tensor &other, const char *rounding_mode) const;
  Tensor isnan() const;
  Tensor isinf() const;
  Tensor logical_not() const;
  Tensor logical_and(const Tensor &other) const;
  Tensor true_divide(const Tensor &other) const;
  const Tensor &floor_divide_(const Scalar &other) const;
  Tensor floor_divide(const Scalar &other) const;
  const Tensor &sub_(const Tensor &other, const Scalar &alpha = 1) const;
  const Tensor &mul_(const Tensor &other) const;
  const Tensor &add_(const Scalar &other, const Scalar &alpha = 1) const;
  const Tensor &fill_(const Tensor &value) const;
  const Tensor &resize_(IntArrayRef sizes) const;
  const Tensor &masked_scatter_(const Tensor &mask, const Tensor &source) const;
  Tensor div(const Tensor &other) const;
  Tensor div(const Scalar &other) const;
  Tensor mul(const Tensor &other) const;
  Tensor mul(const Scalar &other) const;
  Tensor add(const Tensor &other, const Scalar &alpha = 1) const;
  Tensor sub(const Tensor &other, const Scalar &alpha = 1) const;
  Tensor eq(const Scalar &other) const;
  Tensor ne(const Scalar &other) const;
  Tensor lt(const Scalar &other) const;
  Tensor gt(const Scalar &other) const;
  Tensor any() const;
  Tensor any(int64_t dim, bool keepdim = false) const;
  Tensor all() const;
  Tensor all(int64_t dim, bool keepdim = false) const;
  Tensor nonzero() const;
  Tensor argmax(int64_t dim, bool keepdim = false) const;
  Tensor cumsum(int64_t dim) const;
  std::tuple<Tensor, Tensor> sort(int64_t dim = -1,
                                  bool descending = false) const;
  std::tuple<Tensor, Tensor> sort(std::optional<bool> stable, int64_t dim = -1,
                                  bool descending = false) const;
  const Tensor &addmm_(const Tensor &mat1, const Tensor &mat2,
                       const Scalar &beta = 1, const Scalar &alpha = 1) const;
  Tensor t() const;
  Tensor type_as(const Tensor &other) const;
  Tensor new_empty(IntArrayRef sizes, TensorOptions options = {}) const;
  Tensor new_zeros(IntArrayRef sizes, TensorOptions options = {}) const;
  Tensor new_full(IntArrayRef sizes, const Scalar &value,
                  TensorOptions options = {}) const;
  Tensor to(Device device, ScalarType dtype) const;
  Tensor to(ScalarType dtype, bool non_blocking, bool copy = false) const;
  Tensor index(std::initializer_list<Tensor> indices) const;
  Tensor index(std::initializer_list<indexing::TensorIndex> indices) const;
  const Tensor &index_put_(std::initializer_list<Tensor> indices,
                           const Tensor &values) const;
  const Tensor &
  index_put_(std::initializer_list<indexing::TensorIndex> indices,
             const Tensor &values) const;
  const Tensor &
  index_put_(std::initializer_list<indexing::TensorIndex> indices,
             const Scalar &value) const;
  Tensor masked_select(const Tensor &mask) const;
  bool is_non_overlapping_and_dense() const;
  MemoryFormat suggest_memory_format(bool channels_last_strides_exact_match =
                                         false) const;
  const Tensor &unsqueeze_(int64_t dim) const;
  const Tensor &squeeze_(int64_t dim) const;
  bool is_same_size(const Tensor &other) const;
  bool is_sparse() const;
  bool is_floating_point() const;
  bool equal(const Tensor &other) const;
  int64_t storage_offset() const;
  std::string toString() const;
  Tensor grad() const;
  void backward() const;
  Tensor &set_requires_grad(bool value);
  Layout layout() const;
  c10::TensorImpl *unsafeGetTensorImpl() const;
  // Made to share another tensor's storage (a sort's output buffer).
  Tensor &set_(const Tensor &source) const;
  Tensor &set_(const Tensor &source, int64_t storage_offset, IntArrayRef size,
               IntArrayRef stride = {}) const;
  Tensor &index_fill_(int64_t dim, const Tensor &index,
                      const Scalar &value) const;
  Tensor remainder(const Scalar &other) const;
  Tensor remainder(const Tensor &other) const;
  Tensor bitwise_right_shift(const Scalar &other) const;
  Tensor bitwise_right_shift(const Tensor &other) const;
  Tensor bitwise_left_shift(const Scalar &other) const;
  Tensor bitwise_and(const Scalar &other) const;
};

using TensorList = ArrayRef<Tensor>;

// ATen/TensorIndexing.h: t.index({0, Slice(1, None)}).
namespace indexing {
struct EllipsisIndexType {};
constexpr EllipsisIndexType Ellipsis{};
constexpr std::nullopt_t None = std::nullopt;
struct Slice {
  Slice(std::optional<int64_t> start = std::nullopt,
        std::optional<int64_t> stop = std::nullopt,
        std::optional<int64_t> step = std::nullopt);
};
struct TensorIndex {
  TensorIndex(int64_t index);
  TensorIndex(int index);
  TensorIndex(bool index);
  TensorIndex(std::nullopt_t);
  TensorIndex(EllipsisIndexType);
  TensorIndex(const char *ellipsis);
  TensorIndex(Slice slice);
  TensorIndex(const Tensor &tensor);
};
} // namespace indexing

Tensor zeros(IntArrayRef sizes, ScalarType dtype);
// torch/types.h's option builders: torch::dtype(torch::kUInt8).
TensorOptions dtype(ScalarType dtype);
TensorOptions device(Device device);
TensorOptions requires_grad(bool value = true);
int64_t numel(const Tensor &t);
// ATen/DeviceGuard.h: the device of a tensor, none if it is undefined.
optional<Device> device_of(const Tensor &t);
Tensor empty(IntArrayRef sizes, ScalarType dtype);
Tensor full_like(const Tensor &t, const Scalar &value,
                 TensorOptions options = {});
Tensor empty_strided(IntArrayRef sizes, IntArrayRef strides,
                     TensorOptions options = {});
Tensor gather(const Tensor &t, int64_t dim, const Tensor &index,
              bool sparse_grad = false);
Tensor where(const Tensor &cond, const Tensor &a, const Tensor &b);
Tensor arange(const Scalar &start, const Scalar &end,
              TensorOptions options = {});
Tensor tensor(std::initializer_list<double> values, TensorOptions options = {});
template <typename T>
Tensor tensor(std::initializer_list<T> values, TensorOptions options = {});
template <typename T>
Tensor tensor(const std::vector<T> &values, TensorOptions options = {});
template <typename T>
Tensor tensor(ArrayRef<T> values, TensorOptions options = {});
Tensor sqrt(const Tensor &t);
Tensor cumsum(const Tensor &t, int64_t dim, optional<ScalarType> dtype = nullopt);
// ATen/Parallel.h: the intra-op thread pool.
int get_num_threads();
void set_num_threads(int n);
// Defined: it is called with a lambda, whose type has no linkage.
template <typename F>
void parallel_for(int64_t begin, int64_t end, int64_t grain_size,
                  const F &f) {
  if (begin < end)
    f(begin, end);
}
Tensor &cumsum_out(Tensor &out, const Tensor &t, int64_t dim,
                   optional<ScalarType> dtype = nullopt);
Tensor mean(const Tensor &t, optional<ScalarType> dtype = nullopt);
Tensor mean(const Tensor &t, IntArrayRef dims, bool keepdim = false,
            optional<ScalarType> dtype = nullopt);
Tensor cross(const Tensor &a, const Tensor &b,
             optional<int64_t> dim = nullopt);
Tensor exp(const Tensor &t);
Tensor log(const Tensor &t);
Tensor abs(const Tensor &t);
Tensor relu(const Tensor &t);
Tensor sigmoid(const Tensor &t);
Tensor softmax(const Tensor &t, int64_t dim);
Tensor mm(const Tensor &a, const Tensor &b);
Tensor bmm(const Tensor &a, const Tensor &b);
Tensor addmm(const Tensor &c, const Tensor &a, const Tensor &b);
Tensor einsum(const std::string &equation, const std::vector<Tensor> &ts);
Tensor repeat_interleave(const Tensor &repeats);
Tensor bincount(const Tensor &t, const optional<Tensor> &weights = {},
                int64_t minlength = 0);
Tensor searchsorted(const Tensor &sorted, const Tensor &values);
Tensor unique(const Tensor &t);
Tensor clamp(const Tensor &t, const Scalar &lo, const Scalar &hi);
Tensor maximum(const Tensor &a, const Tensor &b);
Tensor minimum(const Tensor &a, const Tensor &b);
Tensor scatter_add(const Tensor &t, int64_t dim, const Tensor &index,
                   const Tensor &src);
Tensor index_select(const Tensor &t, int64_t dim, const Tensor &index);
Tensor masked_select(const Tensor &t, const Tensor &mask);
Tensor narrow(const Tensor &t, int64_t dim, int64_t start, int64_t length);
std::vector<Tensor> split(const Tensor &t, int64_t size, int64_t dim = 0);
std::vector<Tensor> chunk(const Tensor &t, int64_t chunks, int64_t dim = 0);
bool allclose(const Tensor &a, const Tensor &b);
std::vector<int64_t> infer_size(IntArrayRef a, IntArrayRef b);

// ATen/OpMathType.h: the type arithmetic on T is done in.
template <typename T> struct OpMathType { using type = T; };
template <> struct OpMathType<Half> { using type = float; };
template <> struct OpMathType<BFloat16> { using type = float; };
template <typename T> using opmath_type = typename OpMathType<T>::type;

// ATen/AccumulateType.h: the type a sum of T is kept in, on a GPU or not.
template <typename T, bool is_cuda> struct AccumulateType {
  using type = T;
};
template <bool is_cuda> struct AccumulateType<Half, is_cuda> {
  using type = float;
};
template <bool is_cuda> struct AccumulateType<BFloat16, is_cuda> {
  using type = float;
};
template <> struct AccumulateType<float, false> { using type = double; };
template <> struct AccumulateType<int, true> { using type = int64_t; };
template <typename T, bool is_cuda>
using acc_type = typename AccumulateType<T, is_cuda>::type;

// ATen/TensorUtils.h: arguments checked together.
struct TensorArg {
  TensorArg(const Tensor &tensor, const char *name, int pos);
};
void checkAllSameGPU(const char *c, std::initializer_list<TensorArg> tensors);
void checkAllSameType(const char *c, std::initializer_list<TensorArg> tensors);
void checkSameType(const char *c, const TensorArg &t1, const TensorArg &t2);
void checkAllDefined(const char *c, std::initializer_list<TensorArg> tensors);

// ATen/TensorUtils.h's name of the function a check is made in.
using CheckedFrom = const char *;

// Guards of autograd and autocast (ATen/core/LegacyTypeDispatch.h,
// c10/core/impl/LocalDispatchKeySet.h, ATen/autocast_mode.h).
struct AutoDispatchBelowADInplaceOrView {
  AutoDispatchBelowADInplaceOrView();
};
struct AutoNonVariableTypeMode {
  explicit AutoNonVariableTypeMode(bool enabled = true);
};
// ATen/Context.h: the process-wide settings operators consult.
struct Context {
  bool deterministicAlgorithms() const;
  void alertNotDeterministic(const char *caller);
};
Context &globalContext();

namespace autocast {
Tensor cached_cast(ScalarType to_type, const Tensor &arg,
                   DeviceType device_type = DeviceType::CUDA);
ScalarType get_autocast_dtype(DeviceType device_type);
bool is_autocast_enabled(DeviceType device_type);
} // namespace autocast


Tensor empty(IntArrayRef sizes, TensorOptions options = {});
Tensor empty(IntArrayRef sizes, TensorOptions options,
             optional<MemoryFormat> memory_format);
Tensor max(const Tensor &t);
std::tuple<Tensor, Tensor> max(const Tensor &t, int64_t dim,
                               bool keepdim = false);
Tensor max(const Tensor &a, const Tensor &b);
Tensor min(const Tensor &a, const Tensor &b);
Tensor &mm_out(Tensor &out, const Tensor &a, const Tensor &b);
std::tuple<Tensor, Tensor, Tensor> unique_dim(const Tensor &t, int64_t dim,
                                              bool sorted = true,
                                              bool return_inverse = false,
                                              bool return_counts = false);
std::tuple<Tensor, Tensor> _unique(const Tensor &t, bool sorted = true,
                                   bool return_inverse = false);
Tensor zeros(IntArrayRef sizes, TensorOptions options = {});
Tensor ones(IntArrayRef sizes, TensorOptions options = {});
Tensor full(IntArrayRef sizes, const Scalar &value, TensorOptions options = {});
Tensor arange(const Scalar &end, TensorOptions options = {});
Tensor empty_like(const Tensor &t, TensorOptions options = {});
Tensor zeros_like(const Tensor &t, TensorOptions options = {});
Tensor ones_like(const Tensor &t, TensorOptions options = {});
Tensor from_blob(void *data, IntArrayRef sizes, TensorOptions options = {});
Tensor from_blob(void *data, IntArrayRef sizes, IntArrayRef strides,
                 TensorOptions options = {});
Tensor from_blob(void *data, IntArrayRef sizes, IntArrayRef strides,
                 int64_t storage_offset, TensorOptions options = {});
Tensor from_blob(void *data, IntArrayRef sizes,
                 const std::function<void(void *)> &deleter,
                 TensorOptions options = {});
Tensor cat(const std::vector<Tensor> &tensors, int64_t dim = 0);
Tensor stack(const std::vector<Tensor> &tensors, int64_t dim = 0);
Tensor matmul(const Tensor &a, const Tensor &b);
// Arithmetic, padding and linear algebra as functions (ATen/ops/*.h).
Tensor sum(const Tensor &t, optional<ScalarType> dtype = nullopt);
Tensor sum(const Tensor &t, OptionalIntArrayRef dims, bool keepdim = false,
           optional<ScalarType> dtype = nullopt);
Tensor sub(const Tensor &a, const Tensor &b, const Scalar &alpha = 1);
Tensor sub(const Tensor &a, const Scalar &b, const Scalar &alpha = 1);
Tensor mul(const Tensor &a, const Tensor &b);
Tensor mul(const Tensor &a, const Scalar &b);
Tensor remainder(const Tensor &a, const Scalar &b);
Tensor remainder(const Tensor &a, const Tensor &b);
Tensor floor_divide(const Tensor &a, const Tensor &b);
Tensor floor_divide(const Tensor &a, const Scalar &b);
Tensor clamp_min(const Tensor &t, const Scalar &lo);
Tensor clamp_min(const Tensor &t, const Tensor &lo);
Tensor constant_pad_nd(const Tensor &t, IntArrayRef pad,
                       const Scalar &value = 0);
std::vector<Tensor> meshgrid(TensorList tensors);
std::vector<Tensor> meshgrid(TensorList tensors, std::string_view indexing);
Tensor linalg_inv(const Tensor &a);
Tensor linalg_cross(const Tensor &a, const Tensor &b, int64_t dim = -1);
std::tuple<Tensor, Tensor, Tensor>
unique_consecutive(const Tensor &t, bool return_inverse = false,
                   bool return_counts = false, optional<int64_t> dim = nullopt);
// ATen/ops/sparse_coo_tensor.h: a sparse tensor of indices and values.
Tensor sparse_coo_tensor(const Tensor &indices, const Tensor &values,
                         TensorOptions options = {},
                         optional<bool> is_coalesced = nullopt);
Tensor sparse_coo_tensor(const Tensor &indices, const Tensor &values,
                         IntArrayRef size, TensorOptions options = {},
                         optional<bool> is_coalesced = nullopt);
Tensor sparse_coo_tensor(const Tensor &indices, const Tensor &values,
                         IntArrayRef size, optional<ScalarType> dtype,
                         optional<Layout> layout, optional<Device> device,
                         optional<bool> pin_memory,
                         optional<bool> is_coalesced);

} // namespace at

namespace c10 {
// c10/core/impl/LocalDispatchKeySet.h: keys left out of (or added to) the
// dispatch of the calls in a scope.
namespace impl {
struct ExcludeDispatchKeyGuard {
  explicit ExcludeDispatchKeyGuard(DispatchKey key);
};
struct IncludeDispatchKeyGuard {
  explicit IncludeDispatchKeyGuard(DispatchKey key);
};
} // namespace impl

// ATen/core/dispatch/Dispatcher.h: an operator looked up by its name and
// called with the C++ signature given.
template <typename Signature> struct TypedOperatorHandle;
template <typename R, typename... Args>
struct TypedOperatorHandle<R(Args...)> {
  R call(Args... args) const;
};
struct OperatorHandle {
  template <typename Signature> TypedOperatorHandle<Signature> typed() const;
};
struct Dispatcher {
  static Dispatcher &singleton();
  OperatorHandle findSchemaOrThrow(const char *name,
                                   const char *overload_name);
};
} // namespace c10

namespace c10 {
// c10/core/DeviceGuard.h (at::DeviceGuard through ATen/DeviceGuard.h).
struct DeviceGuard {
  explicit DeviceGuard(Device device);
  DeviceGuard(const DeviceGuard &) = delete;
  void reset_device(Device device);
  void set_index(DeviceIndex index);
  Device original_device() const;
  Device current_device() const;
};
// The same, set only where there is a device (an optional tensor's).
struct OptionalDeviceGuard {
  explicit OptionalDeviceGuard();
  explicit OptionalDeviceGuard(Device device);
  explicit OptionalDeviceGuard(optional<Device> device);
  OptionalDeviceGuard(const OptionalDeviceGuard &) = delete;
  void reset_device(Device device);
  optional<Device> original_device() const;
  optional<Device> current_device() const;
};

// c10/core/GradMode.h (at:: through ATen/core/grad_mode.h): whether
// autograd records, and the guards that set it for a scope.
struct GradMode {
  static bool is_enabled();
  static void set_enabled(bool enabled);
};
struct AutoGradMode {
  AutoGradMode(bool enabled);
  AutoGradMode(const AutoGradMode &) = delete;
  ~AutoGradMode();
};
struct NoGradGuard : AutoGradMode {
  NoGradGuard();
};
struct AutoFwGradMode {
  AutoFwGradMode(bool enabled);
  AutoFwGradMode(const AutoFwGradMode &) = delete;
  ~AutoFwGradMode();
};
} // namespace c10

// ATen/core/ivalue.h: the base of a C++ class registered with torch::class_
// (held by c10::intrusive_ptr, boxed in an IValue).
namespace torch {
class CustomClassHolder : public c10::intrusive_ptr_target {};
} // namespace torch

namespace c10 {
using ::torch::CustomClassHolder;
struct IValue;
namespace ivalue {
// A tuple's elements: indexed, iterated, copied out.
struct TupleElements {
  size_t size() const;
  bool empty() const;
  const IValue &operator[](size_t i) const;
  const IValue *begin() const;
  const IValue *end() const;
  ArrayRef<IValue> asArrayRef() const;
  std::vector<IValue> vec() const;
};
struct Tuple : intrusive_ptr_target {
  static intrusive_ptr<Tuple> create(std::initializer_list<IValue> elements);
  static intrusive_ptr<Tuple> create(std::vector<IValue> elements);
  static intrusive_ptr<Tuple> create(ArrayRef<IValue> elements);
  const TupleElements &elements() const;
  size_t size() const;
};
} // namespace ivalue

// The boxed value autograd's saved data, the dispatcher and custom classes'
// pickles pass: made from any value, asked what it holds and unboxed.
struct IValue {
  IValue();
  template <typename T> IValue(const T &value);
  int64_t toInt() const;
  double toDouble() const;
  bool toBool() const;
  at::Tensor toTensor() const;
  std::string toStringRef() const;
  std::vector<int64_t> toIntVector() const;
  List<int64_t> toIntList() const;
  List<double> toDoubleList() const;
  std::vector<at::Tensor> toTensorVector() const;
  optional<int64_t> toOptional() const;
  intrusive_ptr<ivalue::Tuple> toTuple() const;
  ivalue::Tuple &toTupleRef() const;
  List<IValue> toList() const;
  ArrayRef<IValue> toListRef() const;
  template <typename T> intrusive_ptr<T> toCustomClass() const;
  template <typename T> T to() const;
  std::string tagKind() const;
  bool isNone() const;
  bool isTensor() const;
  bool isInt() const;
  bool isDouble() const;
  bool isBool() const;
  bool isString() const;
  bool isTuple() const;
  bool isList() const;
  bool isIntList() const;
  bool isDoubleList() const;
  bool isTensorList() const;
  bool isCustomClass() const;
  bool isGenericDict() const;
};
} // namespace c10

namespace at {
using c10::IValue;
} // namespace at

namespace torch {
using namespace at;
using at::Tensor;
using c10::IValue;
using Dtype = at::ScalarType;
namespace autograd {
using Variable = at::Tensor;
using variable_list = std::vector<Variable>;
// torch/csrc/autograd/VariableTypeUtils.h: marks a tensor written in place.
void increment_version(const at::Tensor &t);
struct AutogradContext {
  void save_for_backward(const variable_list &to_save);
  variable_list get_saved_variables() const;
  void mark_dirty(const variable_list &inputs);
  void mark_non_differentiable(const variable_list &outputs);
  void set_materialize_grads(bool value);
  bool needs_input_grad(size_t output_edge_index) const;
  std::unordered_map<std::string, c10::IValue> saved_data;
};
template <typename T> struct Function {
  // U: T is incomplete where it derives from Function<T>.
  template <typename... Args, typename U = T>
  static auto apply(Args &&...args)
      -> decltype(U::forward(static_cast<AutogradContext *>(nullptr),
                             std::forward<Args>(args)...));
};
} // namespace autograd
using autograd::AutogradContext;
using autograd::Variable;
using autograd::variable_list;

// Operator registration of the TorchScript era.
struct RegisterOperators {
  RegisterOperators();
  template <typename F>
  RegisterOperators &&op(const std::string &schema, F f) && {
    return static_cast<RegisterOperators &&>(*this);
  }
  template <typename F> RegisterOperators &op(const std::string &schema, F f) & {
    return *this;
  }
};
namespace jit {
using c10::IValue;
} // namespace jit
// torch/nn/functional/padding.h, torch/nn/options/padding.h: F::pad.
namespace nn {
namespace functional {
struct PadFuncOptions {
  PadFuncOptions(std::vector<int64_t> pad);
  PadFuncOptions &value(double value);
};
Tensor pad(const Tensor &input, const PadFuncOptions &options);
} // namespace functional
} // namespace nn
} // namespace torch

namespace c10 {
namespace detail {
[[noreturn]] void torchCheckFail(const char *func, const char *file,
                                 unsigned line, const std::string &message);
} // namespace detail
} // namespace c10

// Checks: each evaluates its condition once and is an `if` statement, as
// PyTorch's are (code may leave out the semicolon after one).
#define TORCH_CHECK(cond, ...)                                                 \
  if (!(cond)) {                                                               \
    ::c10::detail::torchCheckFail(__func__, __FILE__, __LINE__, "");           \
  }
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
// c10/core/ScalarType.h: the C++ type of a scalar type, which
// AT_DISPATCH_CASE binds to scalar_t (float for those the stand-ins lack).
namespace c10 {
namespace impl {
template <ScalarType N> struct ScalarTypeToCPPType {
  using type = float;
};
#define MUSIFY_TORCH_CPP_TYPE(N, T)                                            \
  template <> struct ScalarTypeToCPPType<ScalarType::N> {                      \
    using type = T;                                                            \
  };
MUSIFY_TORCH_CPP_TYPE(Byte, uint8_t)
MUSIFY_TORCH_CPP_TYPE(Char, int8_t)
MUSIFY_TORCH_CPP_TYPE(Short, int16_t)
MUSIFY_TORCH_CPP_TYPE(Int, int)
MUSIFY_TORCH_CPP_TYPE(Long, int64_t)
MUSIFY_TORCH_CPP_TYPE(UInt16, uint16_t)
MUSIFY_TORCH_CPP_TYPE(UInt32, uint32_t)
MUSIFY_TORCH_CPP_TYPE(UInt64, uint64_t)
MUSIFY_TORCH_CPP_TYPE(Half, c10::Half)
MUSIFY_TORCH_CPP_TYPE(BFloat16, c10::BFloat16)
MUSIFY_TORCH_CPP_TYPE(Double, double)
MUSIFY_TORCH_CPP_TYPE(Bool, bool)
#undef MUSIFY_TORCH_CPP_TYPE
template <ScalarType N>
using ScalarTypeToCPPTypeT = typename ScalarTypeToCPPType<N>::type;
} // namespace impl
} // namespace c10

#define MUSIFY_TORCH_DISPATCH(TYPE, NAME, ...)                                 \
  MUSIFY_TORCH_DISPATCH_AS(float, TYPE, NAME, __VA_ARGS__)
// The integral ones bind an integral type: their code indexes arrays with
// scalar_t values, which a float cannot.
#define MUSIFY_TORCH_DISPATCH_AS(T, TYPE, NAME, ...)                           \
  [&] {                                                                        \
    using scalar_t = T;                                                        \
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
  MUSIFY_TORCH_DISPATCH_AS(int64_t, TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_AND_COMPLEX_TYPES(TYPE, NAME, ...)                \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_REDUCED_FLOATING_TYPES(TYPE, NAME, ...)                    \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_TYPES_AND3(S1, S2, S3, TYPE, NAME, ...)           \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_TYPES_AND_HALF_AND_BFLOAT16(TYPE, NAME, ...)       \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_ALL_TYPES_AND(SCALARTYPE, TYPE, NAME, ...)                 \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_ALL_TYPES_AND2(S1, S2, TYPE, NAME, ...)                    \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_ALL_TYPES_AND3(S1, S2, S3, TYPE, NAME, ...)                \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_INTEGRAL_TYPES_AND(SCALARTYPE, TYPE, NAME, ...)            \
  MUSIFY_TORCH_DISPATCH_AS(int64_t, TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_TYPES_AND4(S1, S2, S3, S4, TYPE, NAME, ...)       \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_TYPES_AND5(S1, S2, S3, S4, S5, TYPE, NAME, ...)   \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
// The complex ones, each with a number of extra types before the tensor's
// type (what it adds to scalar_t's types does not matter to a parse).
#define AT_DISPATCH_COMPLEX_TYPES(TYPE, NAME, ...)                             \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_COMPLEX_TYPES_AND(S1, TYPE, NAME, ...)                     \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_COMPLEX_TYPES_AND2(S1, S2, TYPE, NAME, ...)                \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_AND_COMPLEX_TYPES_AND1(S1, TYPE, NAME, ...)       \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_AND_COMPLEX_TYPES_AND2(S1, S2, TYPE, NAME, ...)   \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_AND_COMPLEX_TYPES_AND3(S1, S2, S3, TYPE, NAME,    \
                                                    ...)                       \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_AND_COMPLEX_TYPES_AND4(S1, S2, S3, S4, TYPE,      \
                                                    NAME, ...)                 \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_ALL_TYPES_AND_COMPLEX(TYPE, NAME, ...)                     \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_ALL_TYPES_AND_COMPLEX_AND(S1, TYPE, NAME, ...)             \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_ALL_TYPES_AND_COMPLEX_AND2(S1, S2, TYPE, NAME, ...)        \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_ALL_TYPES_AND_COMPLEX_AND3(S1, S2, S3, TYPE, NAME, ...)    \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_ALL_TYPES_AND_COMPLEX_AND4(S1, S2, S3, S4, TYPE, NAME,     \
                                               ...)                            \
  MUSIFY_TORCH_DISPATCH(TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_INDEX_TYPES(TYPE, NAME, ...)                               \
  [&] {                                                                        \
    using index_t = int64_t;                                                   \
    (void)(TYPE);                                                              \
    (void)(NAME);                                                              \
    return __VA_ARGS__();                                                      \
  }()
// AT_DISPATCH_SWITCH with AT_DISPATCH_CASEs (vLLM's and llm-awq's own
// dispatch macros): a switch whose every case runs its lambda with scalar_t
// bound, so that the code in each lambda is parsed and migrated (before,
// the switch dropped its cases, and the names in them stayed CUDA's).
#define AT_DISPATCH_CASE(ENUM, ...)                                            \
  case ENUM: {                                                                 \
    using scalar_t = c10::impl::ScalarTypeToCPPTypeT<ENUM>;                    \
    return __VA_ARGS__();                                                      \
  }
#define AT_DISPATCH_SWITCH(TYPE, NAME, ...)                                    \
  [&] {                                                                        \
    (void)(NAME);                                                              \
    switch (TYPE) {                                                            \
      __VA_ARGS__                                                              \
    default:                                                                   \
      break;                                                                   \
    }                                                                          \
  }()
#define AT_PRIVATE_CASE_TYPE(NAME, ENUM, TYPE, ...)                            \
  case ENUM: {                                                                 \
    using scalar_t = TYPE;                                                     \
    return __VA_ARGS__();                                                      \
  }
#define C10_HOST_DEVICE __host__ __device__
// c10/macros/Macros.h: a CUDA warp, as PyTorch's build for CUDA has it (a
// port to MUSA reads torch_musa's headers, and musify's warp-size check
// reports this macro where a 128-lane warp changes the result).
#define C10_WARP_SIZE 32
#define C10_LAUNCH_BOUNDS_0 __launch_bounds__(256, 4)
#define C10_LAUNCH_BOUNDS_1(MAX_THREADS) __launch_bounds__(MAX_THREADS)
#define C10_LAUNCH_BOUNDS_2(MAX_THREADS, MIN_BLOCKS)                           \
  __launch_bounds__(MAX_THREADS, MIN_BLOCKS)
#define C10_RESTRICT __restrict__
#define C10_DEVICE __device__
#define C10_HOST __host__
#define C10_LIKELY(x) (x)
#define C10_UNLIKELY(x) (x)
#define C10_UNUSED [[maybe_unused]]
#define C10_ALWAYS_INLINE inline
#define C10_EXPORT
#define TORCH_API
#define TORCH_CHECK_NOT_IMPLEMENTED(cond, ...) TORCH_CHECK(cond)
#define TORCH_INTERNAL_ASSERT_DEBUG_ONLY(cond, ...) TORCH_CHECK(cond)
#define TORCH_WARN_ONCE(...) ((void)0)
#define TORCH_LIBRARY_IMPL_NAME(NS, K) NS##_##K
#define TORCH_FN(f) (f)
#define TORCH_SELECTIVE_NAME(n) (n)
#define TORCH_SELECTIVE_SCHEMA(n) (n)
#define C10_LOG_API_USAGE_ONCE(...) ((void)0)

// c10/util/Logging.h without glog: LOG(INFO) << ...
namespace c10 {
enum LogSeverity { GLOG_INFO, GLOG_WARNING, GLOG_ERROR, GLOG_FATAL };
struct MessageLogger {
  MessageLogger(const char *file, int line, int severity);
  std::stringstream &stream();
};
} // namespace c10
#ifndef LOG
#define LOG(n) ::c10::MessageLogger(__FILE__, __LINE__, ::c10::GLOG_##n).stream()
#endif
#ifndef VLOG
#define VLOG(n) LOG(INFO)
#endif
#ifndef LOG_IF
#define LOG_IF(n, condition)                                                   \
  if (!(condition)) {                                                          \
  } else                                                                       \
    LOG(n)
#endif
#ifndef CHECK
#define CHECK(condition)                                                       \
  if (!(condition))                                                            \
  LOG(FATAL)
#endif

// Bindings: PYBIND11_MODULE and TORCH_LIBRARY bodies are ordinary code.
// pybind11 comes with PyTorch (its include/pybind11); what bindings use of
// it is declared here, and pybind11/*.h include this file.
struct _object;
typedef _object PyObject;
#if __has_include(<unistd.h>)
#include <unistd.h> // Python.h's, on POSIX systems
#endif
#ifndef Py_BEGIN_ALLOW_THREADS
#define Py_BEGIN_ALLOW_THREADS {
#define Py_END_ALLOW_THREADS }
#endif
namespace pybind11 {
using ssize_t = std::ptrdiff_t;
struct object;
struct handle {
  template <typename T> T cast() const;
  object attr(const char *name) const;
  template <typename... Args> object operator()(Args &&...args) const;
  bool is_none() const;
  PyObject *ptr() const;
  explicit operator bool() const;
};
struct object : handle {
  object();
};
struct none : object {
  none();
};
// Python numbers: made from a C++ number or converted from any object,
// and converted back to one implicitly.
struct float_ : object {
  float_();
  float_(double value);
  float_(const object &o);
  operator double() const;
  operator float() const;
};
struct int_ : object {
  int_();
  template <typename T, typename = std::enable_if_t<std::is_integral_v<T>>>
  int_(T value);
  int_(const object &o);
  template <typename T, typename = std::enable_if_t<std::is_integral_v<T>>>
  operator T() const;
};
// Marks a method as an operator (`__eq__`) in def().
struct is_operator {};
struct str : object {
  str(const char *value);
  str(const std::string &value);
  explicit operator std::string() const;
};
// What list and tuple share: indexing and iteration.
struct sequence : object {
  size_t size() const;
  object operator[](size_t index) const;
  const handle *begin() const;
  const handle *end() const;
};
// What d["key"] names: read (cast<T>(), or as an object) or assigned.
namespace detail {
struct item_accessor : object {
  template <typename T> void operator=(T &&value);
};
} // namespace detail
// A list or tuple converts from any object (a parameter's attribute).
struct list : sequence {
  list();
  list(const object &o);
  template <typename T> void append(T &&value);
};
struct tuple : sequence {
  tuple();
  tuple(const object &o);
};
struct arg_v;
struct dict : object {
  dict();
  dict(const object &o);
  // dict("key"_a = value, ...).
  template <typename... Args,
            typename = std::enable_if_t<
                (std::is_same_v<std::decay_t<Args>, arg_v> && ...)>>
  explicit dict(Args &&...args);
  size_t size() const;
  bool empty() const;
  detail::item_accessor operator[](const char *key) const;
  detail::item_accessor operator[](handle key) const;
  bool contains(const char *key) const;
};
// The length of a Python sized object (len(obj)).
size_t len(handle h);
size_t len_hint(handle h);
struct buffer_info {
  void *ptr = nullptr;
  ssize_t itemsize = 0;
  ssize_t size = 0;
  std::string format;
  ssize_t ndim = 0;
  std::vector<ssize_t> shape;
  std::vector<ssize_t> strides;
  bool readonly = false;
};
struct buffer : object {
  buffer_info request(bool writable = false) const;
};
template <typename T> T cast(const handle &h);
template <typename T> object cast(T &&value);
template <typename... Args> tuple make_tuple(Args &&...args);
object getattr(handle obj, const char *name);
object getattr(handle obj, handle name);
object getattr(handle obj, const char *name, handle default_);
bool hasattr(handle obj, const char *name);
struct module_ {
  struct docstring {
    docstring &operator=(const char *text);
  };
  docstring &doc();
  static module_ import(const char *name);
  object attr(const char *name) const;
  // Defined: a lambda's type has no linkage, so a function template it
  // instantiates must be defined where it is used.
  template <typename F, typename... Extra>
  module_ &def(const char *name, F &&f, const Extra &...extra) {
    return *this;
  }
};
// A keyword argument: py::arg("x"), with a default ("x"_a = 1).
struct arg {
  explicit arg(const char *name);
  template <typename T> arg_v operator=(T &&value) const;
  arg &noconvert(bool flag = true);
  arg &none(bool flag = true);
};
struct arg_v : arg {
  template <typename T> arg_v(const arg &base, T &&value);
};
namespace literals {
arg operator""_a(const char *name, size_t length);
} // namespace literals
// The overload of a function a binding names:
// `py::overload_cast<at::Tensor &>(&f)`.
template <typename... Args> struct overload_cast_impl {
  template <typename R> auto operator()(R (*f)(Args...)) const -> decltype(f);
  template <typename R, typename C>
  auto operator()(R (C::*f)(Args...)) const -> decltype(f);
  template <typename R, typename C>
  auto operator()(R (C::*f)(Args...) const, std::true_type) const
      -> decltype(f);
};
template <typename... Args>
constexpr overload_cast_impl<Args...> overload_cast{};
constexpr std::true_type const_;
// Classes and enumerations bound to Python.
template <typename... Args> struct init_t {};
template <typename... Args> init_t<Args...> init();
// Members are defined for the reason module_::def is.
template <typename T, typename... Options> struct class_ {
  template <typename... Extra>
  class_(module_ &m, const char *name, const Extra &...extra);
  template <typename F, typename... Extra>
  class_ &def(const char *name, F &&f, const Extra &...extra) {
    return *this;
  }
  template <typename... Args, typename... Extra>
  class_ &def(init_t<Args...> constructor, const Extra &...extra) {
    return *this;
  }
  template <typename F, typename... Extra>
  class_ &def_static(const char *name, F &&f, const Extra &...extra) {
    return *this;
  }
  template <typename C, typename D, typename... Extra>
  class_ &def_readwrite(const char *name, D C::*member,
                        const Extra &...extra) {
    return *this;
  }
  template <typename C, typename D, typename... Extra>
  class_ &def_readonly(const char *name, const D C::*member,
                       const Extra &...extra) {
    return *this;
  }
  template <typename Getter, typename... Extra>
  class_ &def_property_readonly(const char *name, const Getter &get,
                                const Extra &...extra) {
    return *this;
  }
  template <typename Getter, typename Setter, typename... Extra>
  class_ &def_property(const char *name, const Getter &get,
                       const Setter &set, const Extra &...extra) {
    return *this;
  }
};
template <typename T> struct enum_ {
  template <typename... Extra>
  enum_(module_ &m, const char *name, const Extra &...extra);
  enum_ &value(const char *name, T value, const char *doc = nullptr);
  enum_ &export_values();
};
// Options of a binding: `py::call_guard<py::gil_scoped_release>()`; a
// class or enumeration seen only by this module (py::module_local()).
template <typename... Guards> struct call_guard {};
struct module_local {
  const bool value;
  constexpr explicit module_local(bool v = true) : value(v) {}
};
struct gil_scoped_release {
  gil_scoped_release();
};
struct gil_scoped_acquire {
  gil_scoped_acquire();
};
} // namespace pybind11
namespace py = pybind11;
#ifndef TORCH_EXTENSION_NAME
#define TORCH_EXTENSION_NAME musify_torch_extension
#endif
#define PYBIND11_MODULE(NAME, VARIABLE)                                        \
  void musify_pybind11_init_##NAME(::pybind11::module_ &VARIABLE)

// torch/custom_class.h: a C++ class bound to TorchScript and Python in a
// TORCH_LIBRARY block (m.class_<T>("Name").def(torch::init<...>())...).
// Members are defined for the reason module_::def is.
namespace torch {
namespace detail {
template <class R, class... Args> struct types {
  using type = types;
};
} // namespace detail
// A constructor of the class from these arguments, or one a lambda makes.
template <class... Types> detail::types<void, Types...> init();
template <typename Func> struct InitLambda {
  Func f;
};
template <typename Func> InitLambda<std::decay_t<Func>> init(Func &&f) {
  return {std::forward<Func>(f)};
}
// A method argument's name and default: torch::arg("x") = 1.0.
struct arg {
  explicit arg(std::string name);
  arg &operator=(const c10::IValue &value);
  static c10::IValue none();
};
template <class CurClass> class class_ {
  static_assert(std::is_base_of_v<CustomClassHolder, CurClass>,
                "torch::class_<T> requires T to inherit from "
                "CustomClassHolder");

public:
  explicit class_(const std::string &namespaceName,
                  const std::string &className, std::string doc = "");
  template <typename... Types>
  class_ &def(detail::types<void, Types...> constructor, std::string doc = "",
              std::initializer_list<arg> default_args = {}) {
    return *this;
  }
  template <typename Func>
  class_ &def(InitLambda<Func> constructor, std::string doc = "",
              std::initializer_list<arg> default_args = {}) {
    return *this;
  }
  template <typename Func>
  class_ &def(std::string name, Func f, std::string doc = "",
              std::initializer_list<arg> default_args = {}) {
    return *this;
  }
  template <typename Func>
  class_ &def_static(std::string name, Func f, std::string doc = "",
                     std::initializer_list<arg> default_args = {}) {
    return *this;
  }
  template <typename GetterFunc, typename SetterFunc>
  class_ &def_property(const std::string &name, GetterFunc getter,
                       SetterFunc setter, std::string doc = "") {
    return *this;
  }
  template <typename GetterFunc>
  class_ &def_property(const std::string &name, GetterFunc getter,
                       std::string doc = "") {
    return *this;
  }
  template <typename T>
  class_ &def_readwrite(const std::string &name, T CurClass::*field) {
    return *this;
  }
  template <typename T>
  class_ &def_readonly(const std::string &name, T CurClass::*field) {
    return *this;
  }
  template <typename GetStateFn, typename SetStateFn>
  class_ &def_pickle(GetStateFn &&get_state, SetStateFn &&set_state) {
    return *this;
  }
};

struct Library {
  template <typename Schema> Library &def(Schema &&schema);
  template <class CurClass>
  torch::class_<CurClass> class_(const std::string &className);
  // Defined, as pybind11's module_::def is: a lambda's type has no linkage.
  template <typename Name, typename F> Library &def(Name &&name, F &&f) {
    return *this;
  }
  template <typename Name, typename F> Library &impl(Name &&name, F &&f) {
    return *this;
  }
};
} // namespace torch
#define MUSIFY_TORCH_CAT2(A, B) A##B
#define MUSIFY_TORCH_CAT(A, B) MUSIFY_TORCH_CAT2(A, B)
#define TORCH_LIBRARY(NS, M) void musify_torch_library_##NS(::torch::Library &M)
// A function of its own for each block: a file may hold several fragments
// of a namespace, and several blocks of one dispatch key (as PyTorch's
// TORCH_LIBRARY_IMPL allows; a port that maps CUDA to PrivateUse1 may add
// one beside the file's own).
#define TORCH_LIBRARY_FRAGMENT(NS, M)                                          \
  static void MUSIFY_TORCH_CAT(musify_torch_library_fragment_##NS##_,          \
                               __COUNTER__)(::torch::Library & M)
#define TORCH_LIBRARY_IMPL(NS, K, M)                                           \
  static void MUSIFY_TORCH_CAT(musify_torch_library_impl_##NS##_##K##_,        \
                               __COUNTER__)(                                   \
      ::torch::Library & M, ::c10::DispatchKey = ::c10::DispatchKey::K)

// c10::complex, which ScalarType.h brings in PyTorch.
#include "c10/util/complex.h"
