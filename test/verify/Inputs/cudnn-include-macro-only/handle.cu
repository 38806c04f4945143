#include "handles.h"
#include "logging.h"

void setStream(cudaStream_t stream) {
  CHECK_CUDNN(cudnnSetStream(cudnnHandleForThisThread(), stream));
}
