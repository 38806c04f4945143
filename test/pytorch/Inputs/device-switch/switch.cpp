// Switches over PyTorch's device types and dispatch keys that test both
// CUDA and PrivateUse1 (an extension that also serves another PrivateUse1
// backend). The file compiles with g++ -std=c++20 against PyTorch 2.15.
#include <ATen/ATen.h>
#include <torch/library.h>

const char *backendName(c10::DeviceType Type) {
  switch (Type) {
  case c10::DeviceType::CPU:
    return "cpu";
  case c10::DeviceType::CUDA:
    return "cuda";
  case c10::DeviceType::PrivateUse1:
    return "privateuse1";
  default:
    return "other";
  }
}

int keyRank(c10::DispatchKey Key) {
  switch (Key) {
  case c10::DispatchKey::SparseCUDA:
  case c10::DispatchKey::SparsePrivateUse1:
    return 2;
  case c10::DispatchKey::AutogradCUDA:
    return 3;
  default:
    return 0;
  }
}

bool onAccelerator(const at::Tensor &T) {
  switch (T.device().type()) {
  case at::kCUDA:
    return true;
  case at::kPrivateUse1:
    return false;
  default:
    return false;
  }
}

template <typename T> int widthOn(c10::DeviceType Type) {
  switch (Type) {
  case c10::DeviceType::PrivateUse1:
    return 1;
  case c10::DeviceType::CUDA:
    return static_cast<int>(sizeof(T));
  default:
    return 0;
  }
}

int cudaOnly(c10::DeviceType Type) {
  switch (Type) {
  case c10::DeviceType::CUDA:
    return widthOn<float>(Type);
  default:
    return 0;
  }
}

#define ACCELERATOR c10::DeviceType::CUDA
int inMacro(c10::DeviceType Type) {
  switch (Type) {
  case ACCELERATOR:
    return 1;
  case c10::DeviceType::PrivateUse1:
    return 2;
  default:
    return Type == ACCELERATOR ? 3 : 0;
  }
}

#define LABEL(x) case x:
int inMacroArgument(c10::DeviceType Type) {
  switch (Type) {
    LABEL(c10::DeviceType::CUDA)
    return 1;
    LABEL(c10::DeviceType::PrivateUse1)
    return 2;
  default:
    return 0;
  }
}

int underCast(c10::DeviceType Type) {
  switch (static_cast<int>(Type)) {
  case static_cast<int>(c10::DeviceType::CUDA):
    return 1;
  case static_cast<int>(c10::DeviceType::PrivateUse1):
    return 2;
  default:
    return 0;
  }
}

// The project's own constant that holds CUDA's value: it becomes
// PrivateUse1's with the rename of its initializer, which its other uses
// need, so its label goes.
constexpr c10::DeviceType kAccelerator = c10::DeviceType::CUDA;
constexpr c10::DeviceType kDefault = kAccelerator;
int ownConstant(c10::DeviceType Type) {
  switch (Type) {
  case kDefault:
    return 1;
  case c10::DeviceType::PrivateUse1:
    return 2;
  default:
    return Type == kAccelerator ? 3 : 0;
  }
}

// A constant bound by reference is followed as well.
constexpr const c10::DeviceType &kBound = c10::kCUDA;
int boundConstant(c10::DeviceType Type) {
  switch (Type) {
  case c10::DeviceType::PrivateUse1:
    return 1;
  case kBound:
    return 2;
  default:
    return 0;
  }
}
