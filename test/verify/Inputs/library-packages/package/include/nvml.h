// Stands for NVML's header where a driver package installs it
// (libnvidia-ml-dev's /usr/include), apart from the CUDA toolkit.
#ifndef NVML_API_HEADER
#define NVML_API_HEADER
typedef enum { NVML_SUCCESS = 0 } nvmlReturn_t;
#ifdef __cplusplus
extern "C" {
#endif
nvmlReturn_t nvmlDeviceGetCount_v2(unsigned int *deviceCount);
#ifdef __cplusplus
}
#endif
#endif
