//===- CudaToolkit.h - Locate the CUDA headers ------------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_MIGRATE_CUDATOOLKIT_H
#define MUSIFY_MIGRATE_CUDATOOLKIT_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace musify {

struct CudaToolkit {
  std::string Root; ///< Empty when no toolkit with headers was found.
  /// Every place a toolkit header may be found (canonical, with a trailing
  /// separator); declarations from files under them are CUDA's.
  std::vector<std::string> IncludeRoots;
  /// The places that were searched, for messages.
  std::vector<std::string> Searched;

  bool found() const { return !Root.empty(); }
};

/// Looks in \p Explicit (from --cuda-path), then $CUDA_PATH, then
/// /usr/local/cuda. A candidate counts when it has include/cuda_runtime_api.h.
CudaToolkit findCudaToolkit(llvm::StringRef Explicit);

/// The include roots of a toolkit at \p Root (also used when the caller
/// names a root itself).
std::vector<std::string> cudaIncludeRoots(llvm::StringRef Root);

} // namespace musify

#endif
