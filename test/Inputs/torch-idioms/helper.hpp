// A PyTorch extension's helper header in the style of OpenMMLab's mmcv:
// its own launch constants and loop macro, named like PyTorch's.
#pragma once
#include <ATen/ATen.h>
#include <ATen/cuda/CUDAApplyUtils.cuh>
#include <ATen/cuda/CUDAContext.h>
#include <THC/THCAtomics.cuh>
#include <c10/cuda/CUDAGuard.h>

constexpr int CUDA_NUM_THREADS = 512;
constexpr int MUSA_NUM_THREADS = 512;

#ifndef CUDA_KERNEL_LOOP
#define CUDA_KERNEL_LOOP(i, n)                                                 \
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < (n);                 \
       i += blockDim.x * gridDim.x)
#endif

inline std::string deviceName(const at::Device &Device) {
  std::string Name = DeviceTypeName(Device.type(), true);
  if (Device.has_index())
    Name += ":" + std::to_string(Device.index());
  return Name;
}
constexpr int MaxDeviceTypes =
    int8_t(at::DeviceType::COMPILE_TIME_MAX_DEVICE_TYPES);
