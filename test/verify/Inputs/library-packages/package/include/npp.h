// Stands for NPP's header where its package installs it (libnpp-dev's or
// nvidia-npp-cu13's include directory, apart from the CUDA toolkit).
#ifndef NV_NPP_HEADER
#define NV_NPP_HEADER
#include <cuda_runtime_api.h>
typedef enum { NPP_NO_ERROR = 0 } NppStatus;
typedef unsigned char Npp8u;
typedef struct { int width; int height; } NppiSize;
#ifdef __cplusplus
extern "C" {
#endif
NppStatus nppiSet_8u_C1R(Npp8u value, Npp8u *dst, int step, NppiSize roi);
#ifdef __cplusplus
}
#endif
#endif
