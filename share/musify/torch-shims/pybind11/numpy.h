// musify stand-in for pybind11's <pybind11/numpy.h> (PyTorch's copy); see
// musify-torch-api.h. NumPy arrays as bindings take and return them:
// py::array_t<float, py::array::c_style | py::array::forcecast>, made from
// a shape (and data), read through data(), at() or unchecked<N>().
#pragma once
#include "../musify-torch-api.h"

namespace pybind11 {
namespace detail {
// A shape or strides: from a vector, a braced list or any container.
template <typename T> struct any_container {
  any_container() = default;
  template <typename It,
            typename = typename std::iterator_traits<It>::iterator_category>
  any_container(It first, It last);
  template <typename Container,
            typename = decltype(std::begin(std::declval<const Container &>()))>
  any_container(const Container &c);
  template <typename TIn,
            typename = std::enable_if_t<std::is_convertible_v<TIn, T>>>
  any_container(const std::initializer_list<TIn> &c);
  any_container(std::vector<T> &&v);
};
// What unchecked<N>() and mutable_unchecked<N>() return: element access
// without bounds or dimension checks.
template <typename T, ssize_t Dims> struct unchecked_reference {
  template <typename... Ix> const T &operator()(Ix... index) const;
  ssize_t shape(ssize_t dim) const;
  ssize_t ndim() const;
  ssize_t size() const;
  ssize_t nbytes() const;
};
template <typename T, ssize_t Dims>
struct unchecked_mutable_reference : unchecked_reference<T, Dims> {
  template <typename... Ix> T &operator()(Ix... index);
};
} // namespace detail

struct dtype : object {
  explicit dtype(const std::string &format);
  template <typename T> static dtype of();
  ssize_t itemsize() const;
  char kind() const;
};

struct array : buffer {
  enum { c_style = 1, f_style = 2, forcecast = 16 };
  using ShapeContainer = detail::any_container<ssize_t>;
  using StridesContainer = detail::any_container<ssize_t>;
  array();
  array(const object &o);
  array(const pybind11::dtype &dt, ShapeContainer shape,
        StridesContainer strides, const void *ptr = nullptr,
        handle base = handle());
  array(const pybind11::dtype &dt, ShapeContainer shape,
        const void *ptr = nullptr, handle base = handle());
  template <typename T>
  array(ShapeContainer shape, StridesContainer strides, const T *ptr,
        handle base = handle());
  template <typename T>
  array(ShapeContainer shape, const T *ptr, handle base = handle());
  template <typename T>
  explicit array(ssize_t count, const T *ptr, handle base = handle());
  explicit array(const buffer_info &info, handle base = handle());
  pybind11::dtype dtype() const;
  ssize_t size() const;
  ssize_t itemsize() const;
  ssize_t nbytes() const;
  ssize_t ndim() const;
  const ssize_t *shape() const;
  ssize_t shape(ssize_t dim) const;
  const ssize_t *strides() const;
  ssize_t strides(ssize_t dim) const;
  bool writeable() const;
  template <typename... Ix> const void *data(Ix... index) const;
  template <typename... Ix> void *mutable_data(Ix... index);
  template <typename T, ssize_t Dims = -1>
  detail::unchecked_mutable_reference<T, Dims> mutable_unchecked() &;
  template <typename T, ssize_t Dims = -1>
  detail::unchecked_reference<T, Dims> unchecked() const &;
  array squeeze();
  void resize(ShapeContainer new_shape, bool refcheck = true);
};

template <typename T, int ExtraFlags = array::forcecast>
struct array_t : array {
  using value_type = T;
  array_t();
  array_t(const object &o);
  explicit array_t(const buffer_info &info, handle base = handle());
  array_t(ShapeContainer shape, StridesContainer strides,
          const T *ptr = nullptr, handle base = handle());
  explicit array_t(ShapeContainer shape, const T *ptr = nullptr,
                   handle base = handle());
  explicit array_t(ssize_t count, const T *ptr = nullptr,
                   handle base = handle());
  constexpr ssize_t itemsize() const { return sizeof(T); }
  template <typename... Ix> const T *data(Ix... index) const;
  template <typename... Ix> T *mutable_data(Ix... index);
  template <typename... Ix> const T &at(Ix... index) const;
  template <typename... Ix> T &mutable_at(Ix... index);
  template <ssize_t Dims = -1>
  detail::unchecked_mutable_reference<T, Dims> mutable_unchecked() &;
  template <ssize_t Dims = -1>
  detail::unchecked_reference<T, Dims> unchecked() const &;
  static array_t ensure(handle h);
};
} // namespace pybind11
