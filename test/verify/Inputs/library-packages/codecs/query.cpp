#include <nvml.h>

// NVML has no MUSA counterpart known: its include is reported, also where
// a driver package, not the toolkit, installs it.
unsigned deviceCount() {
  unsigned n = 0;
  return nvmlDeviceGetCount_v2(&n) == NVML_SUCCESS ? n : 0;
}
