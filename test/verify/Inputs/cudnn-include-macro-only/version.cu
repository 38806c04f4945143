#include "logging.h"

#if defined(CUDNN_VERSION) && CUDNN_VERSION >= 8000
static const int kFusedPath = 1;
#else
static const int kFusedPath = 0;
#endif

int fusedPath() { return kFusedPath; }
