// Included as "sub/common.h" through -I on the directory above the in-root,
// as TransformerEngine's files include "common/common.h".
#pragma once
#include <cuda_runtime.h>
inline bool ok(cudaError_t e) { return e == cudaSuccess; }
