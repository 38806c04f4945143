// Minimal stand-in for PyTorch's c10/core/DeviceType.h, written for
// musify's tests: only the declarations the tests use.
#pragma once
namespace c10 {
enum class DeviceType : signed char { CPU = 0, CUDA = 1, PrivateUse1 = 19 };
constexpr DeviceType kCPU = DeviceType::CPU;
constexpr DeviceType kCUDA = DeviceType::CUDA;
constexpr DeviceType kPrivateUse1 = DeviceType::PrivateUse1;
enum class DispatchKey : unsigned char { CPU, CUDA, PrivateUse1 };
} // namespace c10
namespace at {
using namespace c10;
} // namespace at
namespace torch {
using namespace at;
} // namespace torch
