// Stands for cuDNN's header where its package installs it, apart from the
// CUDA toolkit (nvidia-cudnn-cu13's include directory).
#ifndef CUDNN_H_
#define CUDNN_H_
typedef struct cudnnContext *cudnnHandle_t;
typedef enum { CUDNN_STATUS_SUCCESS = 0 } cudnnStatus_t;
#ifdef __cplusplus
extern "C" {
#endif
cudnnStatus_t cudnnCreate(cudnnHandle_t *handle);
#ifdef __cplusplus
}
#endif
#endif
