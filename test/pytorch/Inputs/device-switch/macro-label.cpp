// A label a project's macro writes whole: musify can neither keep its CUDA
// name (the macro's other uses) nor take it out of the port.
#include <ATen/ATen.h>

#define CUDA_LABEL case c10::DeviceType::CUDA:
int inLabelMacro(c10::DeviceType Type) {
  switch (Type) {
    CUDA_LABEL
    return 1;
  case c10::DeviceType::PrivateUse1:
    return 2;
  default:
    return 0;
  }
}
