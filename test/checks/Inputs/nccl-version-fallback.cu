// A fallback for headers without NCCL_VERSION: the test of its definition
// stays with the definition it guards.
#include <nccl.h>
#ifndef NCCL_VERSION
#define NCCL_VERSION(X, Y, Z) ((X) * 1000 + (Y) * 100 + (Z))
#endif
int atLeast(int version, int major, int minor) {
  return version >= NCCL_VERSION(major, minor, 0);
}
