// Stands for NCCL's header where its package installs it, apart from the
// CUDA toolkit (nvidia-nccl-cu13's include directory, libnccl-dev's
// /usr/include): the declarations reduce.cu uses, as NCCL declares them.
#ifndef NCCL_H_
#define NCCL_H_
#include <cuda_runtime.h>
#include <stddef.h>
typedef struct ncclComm *ncclComm_t;
typedef enum { ncclSuccess = 0, ncclUnhandledCudaError = 1 } ncclResult_t;
typedef enum { ncclInt32 = 2, ncclFloat32 = 7, ncclFloat = 7 } ncclDataType_t;
typedef enum { ncclSum = 0, ncclProd = 1, ncclMax = 2 } ncclRedOp_t;
#ifdef __cplusplus
extern "C" {
#endif
ncclResult_t ncclAllReduce(const void *sendbuff, void *recvbuff, size_t count,
                           ncclDataType_t datatype, ncclRedOp_t op,
                           ncclComm_t comm, cudaStream_t stream);
#ifdef __cplusplus
}
#endif
#endif
