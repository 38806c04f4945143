#include <c10/util/Half.h>
__global__ void cmp(const c10::Half *A, bool *Out) {
  Out[threadIdx.x] = A[threadIdx.x] == A[0];
}
