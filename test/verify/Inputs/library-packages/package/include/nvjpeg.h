// Stands for nvJPEG's header where its package installs it
// (nvidia-nvjpeg-cu13's include directory, apart from the CUDA toolkit).
#ifndef NV_NVJPEG_HEADER
#define NV_NVJPEG_HEADER
#include <cuda_runtime_api.h>
typedef struct nvjpegHandle *nvjpegHandle_t;
typedef enum { NVJPEG_STATUS_SUCCESS = 0 } nvjpegStatus_t;
#ifdef __cplusplus
extern "C" {
#endif
nvjpegStatus_t nvjpegCreateSimple(nvjpegHandle_t *handle);
#ifdef __cplusplus
}
#endif
#endif
