// Picks a device for a worker as gsplat's Utils.h does, by PyTorch's
// device functions.
#include <c10/cuda/CUDAFunctions.h>
#include <torch/extension.h>

c10::DeviceIndex pick_device(int64_t rank) {
  const c10::DeviceIndex count = c10::cuda::device_count();
  const c10::DeviceIndex device = static_cast<c10::DeviceIndex>(rank % count);
  c10::cuda::set_device(device);
  return c10::cuda::current_device();
}
