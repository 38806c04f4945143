// A user header whose name starts with "cuda": not a CUDA header.
#pragma once
inline int helper() { return 1; }
