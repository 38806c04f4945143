#include <cuda.h>

// The driver's versioned names, formed as cuda-samples' dynamic loader
// forms them.
#define VERSIONED(name) name##_v2

CUresult destroy(CUcontext ctx) { return VERSIONED(cuCtxDestroy)(ctx); }
