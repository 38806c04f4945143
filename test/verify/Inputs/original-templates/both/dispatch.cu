// Besides the misspelt member, code nvcc accepts and Clang rejects anywhere:
// an out-of-line member template definition that repeats its template
// parameters after its name. musify fixes that one in the port (MU2006);
// the original, which keeps it, is checked past it.
#include "../vendored/matrix.h"
#include <cuda_runtime.h>

template <typename T> struct Runner {
  template <typename Tag> void dispatch(T *Out);
};

template <typename T>
template <typename Tag>
void Runner<T>::dispatch<Tag>(T *Out) {
  cudaMemset(Out, 0, sizeof(T));
}

int main() {
  Matrix3<float> M;
  M.set_slice_3x3(1.0f);
  return M.Data[0] != 1.0f;
}
