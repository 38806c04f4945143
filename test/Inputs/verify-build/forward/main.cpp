// A runtime type declared before any CUDA header, as cuda-samples'
// particles does: the header's declaration is the same type.
struct cudaGraphicsResource;

struct Buffers {
  cudaGraphicsResource *resource = nullptr;
};

#include <cuda_runtime.h>

int main() {
  Buffers b;
  cudaGraphicsResource_t *where = &b.resource;
  if (*where)
    cudaGraphicsUnregisterResource(*where);
  return 0;
}
