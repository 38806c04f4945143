// musify stand-in for PyTorch's <c10/util/intrusive_ptr.h>; see
// musify-torch-api.h. A reference-counted pointer to an object that
// derives from intrusive_ptr_target (process groups, their work).
#pragma once
#include <cstddef>
#include <utility>

namespace c10 {
class intrusive_ptr_target {
public:
  virtual ~intrusive_ptr_target() = default;
};

template <class T> class intrusive_ptr {
public:
  intrusive_ptr() noexcept = default;
  intrusive_ptr(std::nullptr_t) noexcept {}
  template <class U> intrusive_ptr(const intrusive_ptr<U> &Other) noexcept;
  T *operator->() const noexcept { return Target; }
  T &operator*() const noexcept { return *Target; }
  T *get() const noexcept { return Target; }
  explicit operator bool() const noexcept { return Target != nullptr; }
  bool defined() const noexcept { return Target != nullptr; }
  void reset() noexcept;
  friend bool operator==(const intrusive_ptr &P, std::nullptr_t) noexcept {
    return !P.Target;
  }
  friend bool operator!=(const intrusive_ptr &P, std::nullptr_t) noexcept {
    return P.Target;
  }
  friend bool operator==(const intrusive_ptr &A,
                         const intrusive_ptr &B) noexcept {
    return A.Target == B.Target;
  }

private:
  T *Target = nullptr;
};

template <class T, class... Args>
intrusive_ptr<T> make_intrusive(Args &&...Arguments);
} // namespace c10
