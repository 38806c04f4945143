//===- ReverseRules.h - The rules read from MUSA to CUDA --------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// `--to cuda` migrates MUSA code back to CUDA with the same rules read
// backwards. A rule that renames one CUDA name to a MUSA name no other rule
// gives reverses as it is; where several CUDA names share one MUSA name
// (cudaError and cudaError_t are both musaError_t), one is chosen and the
// choice is listed. Rules that are not plain renames (call templates,
// fragments, build-script text, PTX) do not reverse.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_RULES_REVERSERULES_H
#define MUSIFY_RULES_REVERSERULES_H

#include "musify/Rules/RuleSet.h"
#include <string>
#include <vector>

namespace musify {

/// A MUSA name several CUDA names map to, and the one chosen to go back.
struct ReverseChoice {
  std::string Musa;
  const Rule *Chosen;
  std::vector<const Rule *> Others;
};

struct ReversedRules {
  RuleSet Rules;
  std::vector<ReverseChoice> ManyToOne;
  unsigned NotReversed = 0; ///< rules that are not plain renames
};

/// The rules of \p Forward read from MUSA to CUDA. Of several CUDA names
/// for one MUSA name the one chosen is: a rule not marked `shared` (the
/// others declare they share the MUSA name on purpose), then a verified
/// one, then the one whose name is nearest the MUSA name (the fewest
/// characters differ once the prefixes are swapped), then the first loaded.
ReversedRules reverseRules(const RuleSet &Forward);

} // namespace musify

#endif
