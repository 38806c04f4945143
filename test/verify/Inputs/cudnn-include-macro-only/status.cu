#include "logging.h"

void check(int Code) { CHECK_CUDNN(static_cast<cudnnStatus_t>(Code)); }
