// A file that falls back to the token-level pass (it calls a function
// declared nowhere, as an extension's file that a generated header should
// declare): the switch's CUDA label keeps its name there too.
#include <ATen/ATen.h>

int backendRank(c10::DeviceType Type) {
  switch (Type) {
  case c10::DeviceType::CUDA:
    return 1;
  case c10::DeviceType::PrivateUse1:
    return 2;
  default:
    return generatedElsewhere();
  }
}
