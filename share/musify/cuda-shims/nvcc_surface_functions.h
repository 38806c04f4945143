/* Part of musify, under the Apache License v2.0 with LLVM Exceptions.
 *
 * nvcc declares CUDA's surface object functions (surf2Dwrite, surf2Dread,
 * ...: the CUDA C++ Programming Guide's surface object API) for device
 * code; Clang 19's CUDA wrapper headers do not, so Clang rejects a kernel
 * that calls one. musify force-includes this file (-include) in its parses
 * and in --verify's compiles of CUDA sources, on both sides of the
 * comparison, as it does nvcc_host_math.h: declarations only, which is all
 * a parse and a device-side check need (musify never generates device code
 * from them). It never reaches the migrated code. */
#ifndef MUSIFY_NVCC_SURFACE_FUNCTIONS_H
#define MUSIFY_NVCC_SURFACE_FUNCTIONS_H
#if defined(__cplusplus) && defined(__CUDA__)

#define MUSIFY_SURFACE_FUNCTIONS(NAME, ...)                                    \
  template <class T>                                                           \
  __device__ T NAME##read(cudaSurfaceObject_t Surface, __VA_ARGS__,            \
                          cudaSurfaceBoundaryMode = cudaBoundaryModeTrap);     \
  template <class T>                                                           \
  __device__ void NAME##read(T *Data, cudaSurfaceObject_t Surface,             \
                             __VA_ARGS__,                                      \
                             cudaSurfaceBoundaryMode = cudaBoundaryModeTrap);  \
  template <class T>                                                           \
  __device__ void NAME##write(T Data, cudaSurfaceObject_t Surface,             \
                              __VA_ARGS__,                                     \
                              cudaSurfaceBoundaryMode = cudaBoundaryModeTrap);
MUSIFY_SURFACE_FUNCTIONS(surf1D, int X)
MUSIFY_SURFACE_FUNCTIONS(surf2D, int X, int Y)
MUSIFY_SURFACE_FUNCTIONS(surf3D, int X, int Y, int Z)
MUSIFY_SURFACE_FUNCTIONS(surf1DLayered, int X, int Layer)
MUSIFY_SURFACE_FUNCTIONS(surf2DLayered, int X, int Y, int Layer)
MUSIFY_SURFACE_FUNCTIONS(surfCubemap, int X, int Y, int Face)
MUSIFY_SURFACE_FUNCTIONS(surfCubemapLayered, int X, int Y, int LayerFace)
#undef MUSIFY_SURFACE_FUNCTIONS

#endif
#endif
