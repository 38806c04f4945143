//===- Fragments.h - CUDA words inside the project's own names --*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// --rename-symbols renames the project's own names that say CUDA
// (checkCudaErrors, CHECK_CUDA, foo_cuda.h). Which words count, and what
// they become, are the `kind: fragment` rules of rules/project-symbols.yaml.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_RULES_FRAGMENTS_H
#define MUSIFY_RULES_FRAGMENTS_H

#include "musify/Rules/RuleSet.h"
#include <string>

namespace musify {

/// \p Name with each fragment rule's word that stands as a word of its own
/// (delimited by the ends, `_`, digits or a change of case) replaced by the
/// rule's MUSA word; "" when \p Name has none. launch_cuda_kernel becomes
/// launch_musa_kernel, checkCudaErrors checkMusaErrors, CUDAKernel
/// MUSAKernel; barracuda and cudart have no such word.
std::string renameFragments(const RuleSet &Rules, llvm::StringRef Name);

} // namespace musify

#endif
