// The same for another platform: <musa.h> is that SDK's, not this file.
#pragma once
#if defined(USE_MUSA_SDK)
#include <musa.h>
#endif
