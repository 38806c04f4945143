// A library header that declares its optional part only where the
// includer asks for it, as PyTorch's NCCLUtils.hpp does with USE_C10D_NCCL.
#pragma once
#ifdef WITH_FEATURE
int feature(int);
#endif
#ifdef WITH_OTHER
#error "WITH_OTHER is defined only where NEVER is"
#endif
