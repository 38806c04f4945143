// Writes a gradient into a 2D surface and reads it back, as cuda-samples'
// simpleSurfaceWrite does: CUDA's surface object functions.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(cudaSurfaceObject_t Out, int Width, int Height) {
  int X = blockIdx.x * blockDim.x + threadIdx.x;
  int Y = blockIdx.y * blockDim.y + threadIdx.y;
  if (X < Width && Y < Height)
    surf2Dwrite(float(X + Y), Out, X * sizeof(float), Y);
}

__global__ void twice(cudaSurfaceObject_t In, float *Out, int Width) {
  int X = threadIdx.x;
  float V;
  surf2Dread(&V, In, X * sizeof(float), 0);
  Out[X] = 2.0f * surf2Dread<float>(In, X * (int)sizeof(float), 0) - V;
  surf1Dwrite(V, In, X);
}

int main() {
  const int Width = 16, Height = 4;
  cudaChannelFormatDesc Desc = cudaCreateChannelDesc<float>();
  cudaArray_t Array = nullptr;
  if (cudaMallocArray(&Array, &Desc, Width, Height, cudaArraySurfaceLoadStore))
    return 1;
  cudaResourceDesc Resource = {};
  Resource.resType = cudaResourceTypeArray;
  Resource.res.array.array = Array;
  cudaSurfaceObject_t Surface = 0;
  cudaCreateSurfaceObject(&Surface, &Resource);
  fill<<<dim3(1, 1), dim3(Width, Height)>>>(Surface, Width, Height);
  float *Out = nullptr;
  cudaMalloc(&Out, Width * sizeof(float));
  twice<<<1, Width>>>(Surface, Out, Width);
  float Host[Width];
  cudaMemcpy(Host, Out, sizeof(Host), cudaMemcpyDeviceToHost);
  std::printf("%g %g\n", Host[0], Host[Width - 1]);
  cudaDestroySurfaceObject(Surface);
  cudaFreeArray(Array);
  cudaFree(Out);
  return 0;
}
