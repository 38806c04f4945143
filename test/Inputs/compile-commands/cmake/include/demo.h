// Found only through the include path CMake writes into includes_CUDA.rsp.
#pragma once
#define DEMO_BLOCK 256
