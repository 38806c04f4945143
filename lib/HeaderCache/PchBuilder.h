//===- PchBuilder.h - Compile a preamble into a PCH -------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_HEADERCACHE_PCHBUILDER_H
#define MUSIFY_LIB_HEADERCACHE_PCHBUILDER_H

#include "musify/HeaderCache/HeaderCache.h"
#include <string>
#include <vector>

namespace musify {

struct PchBuild {
  /// Empty when the precompiled header was written.
  std::string Error;
  /// Of the header's includes, how many come before the first that reaches
  /// a file of the user's: all of them when none does. Those after it were
  /// compiled too, and the header is then not usable as it is.
  size_t UsableIncludes = 0;
  PreambleFacts Facts;
  /// Every file the preamble read, as opened.
  std::vector<std::string> Files;
};

/// Compiles \p HeaderPath, which holds \p IncludeCount includes, into
/// \p PchPath with the options of \p Base, recording what Migrate's
/// preprocessor callbacks would have recorded about the headers it reads.
PchBuild buildPch(const clang::CompilerInvocation &Base,
                  llvm::StringRef HeaderPath, size_t IncludeCount,
                  llvm::StringRef PchPath, clang::FileManager &Files,
                  std::shared_ptr<clang::PCHContainerOperations> PCHOps,
                  const RuleSet &Rules,
                  const std::vector<std::string> &CudaRoots);

} // namespace musify

#endif
