// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cuda
// RUN: %only-mapped-notes < %t.err
// An explicit instantiation of a function template is no node of the AST:
// the types and template arguments written in it are found in the source
// (with `extern template` first and a second of the same specialization, a
// member function's, one spelled by a macro, one with `::` in front), and
// so is a class's; `.template` and explicit specializations are not
// explicit instantiations.

#include <cuda_runtime.h>

template <typename T> __global__ void scale(T *data, T factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = data[i] * factor;
}

template <typename T>
cudaError_t launch(T *data, T factor, int n, cudaStream_t stream) {
  // CHECK: musaError_t launch(T *data, T factor, int n, musaStream_t stream) {
  scale<<<(n + 255) / 256, 256, 0, stream>>>(data, factor, n);
  return cudaGetLastError();
  // CHECK: return musaGetLastError();
}

template cudaError_t launch<float>(float *, float, int, cudaStream_t);
// CHECK: template musaError_t launch<float>(float *, float, int, musaStream_t);
extern template cudaError_t launch<double>(double *, double, int,
                                           cudaStream_t);
// CHECK: extern template musaError_t launch<double>(double *, double, int,
// CHECK-NEXT: musaStream_t);
template cudaError_t
launch<double>(double *data, double factor, int n, cudaStream_t stream);
// CHECK: template musaError_t
// CHECK-NEXT: launch<double>(double *data, double factor, int n, musaStream_t stream);
template cudaError_t launch<int>(int *, int, int, ::cudaStream_t);
// CHECK: template musaError_t launch<int>(int *, int, int, ::musaStream_t);

template <typename T> struct Runner {
  cudaError_t run(T *data, cudaStream_t stream);
  // CHECK: musaError_t run(T *data, musaStream_t stream);
};
template <typename T>
cudaError_t Runner<T>::run(T *data, cudaStream_t stream) {
  // CHECK: musaError_t Runner<T>::run(T *data, musaStream_t stream) {
  return launch<T>(data, T(2), 1, stream);
}
template cudaError_t Runner<float>::run(float *, cudaStream_t);
// CHECK: template musaError_t Runner<float>::run(float *, musaStream_t);

template <typename T> struct Holder {
  T value;
};
template struct Holder<cudaEvent_t>;
// CHECK: template struct Holder<musaEvent_t>;
template <> struct Holder<cudaStream_t> {
  // CHECK: template <> struct Holder<musaStream_t> {
  cudaStream_t stream;
  // CHECK: musaStream_t stream;
};

#define INSTANTIATE(T)                                                         \
  template cudaError_t launch<T>(T *, T, int, cudaStream_t);
// CHECK: template musaError_t launch<T>(T *, T, int, musaStream_t);
INSTANTIATE(unsigned)

template <typename T> void use(T value) {
  value.template get<cudaStream_t>();
  // CHECK: value.template get<musaStream_t>();
}
