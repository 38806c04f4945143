#include <cudnn.h>

// cuDNN has no renamed MUSA counterpart: the port fails where MU1004 says.
bool makeHandle(cudnnHandle_t *handle) {
  return cudnnCreate(handle) == CUDNN_STATUS_SUCCESS;
}
