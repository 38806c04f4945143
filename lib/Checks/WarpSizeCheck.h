//===- WarpSizeCheck.h - MU2001: code that assumes 32-lane warps -*- C++
//-*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_CHECKS_WARPSIZECHECK_H
#define MUSIFY_LIB_CHECKS_WARPSIZECHECK_H

#include "Check.h"

namespace musify {

/// Warps have 128 lanes on mp_21/mp_22. Finds 32 used *as a warp size*: the
/// width of a shuffle, a full-warp mask, a lane or warp id computed from
/// threadIdx, a shared array sized per 32-lane warp, a 32-thread tile. A
/// constant (`constexpr int WARP_SIZE = 32`, a macro) counts where it is
/// used that way; a 32 that is a tile size or a loop bound does not.
class WarpSizeCheck : public Check {
public:
  using Check::Check;
  void registerMatchers(clang::ast_matchers::MatchFinder &F) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

private:
  /// "on mp_21, mp_22 (128-lane warps)", or empty when every target has
  /// 32-lane warps and nothing needs reporting.
  std::string affected() const;
};

} // namespace musify

#endif
