// Expands the NVRTC macro: the port names NVRTC, which MUSA lacks, there.
#include "checks.h"
#include <nvrtc.h>

int version() {
  int Major = 0, Minor = 0;
  CHECK_NVRTC(nvrtcVersion(&Major, &Minor));
  return Major;
}
