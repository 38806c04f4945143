// A vendor library under -isystem that names a CUDA type in its own
// declarations (as PyTorch's profiler stubs declare struct CUevent_st).
#pragma once
struct CUevent_st;
inline int vendor_value() { return 1; }
