#include "sub/common.h"

bool allocate(float **p) { return ok(cudaMalloc(p, 4 * sizeof(float))); }
