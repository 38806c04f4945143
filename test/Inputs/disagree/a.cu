#include <cuda_runtime.h>
#include "query.h"
int a() { return query(); }
