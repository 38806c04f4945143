#pragma once
#include "../macros.h"
VISION_API int twice(int x) { return 2 * x; }
