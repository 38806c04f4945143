#include <string.h>
#include <cuda_runtime_api.h>

int priority(void) {
  char *name = strdup("x");
  cudaLaunchAttributeValue value;
  memset(&value, 0, sizeof value);
  value.priority = name[0];
  return value.priority;
}
