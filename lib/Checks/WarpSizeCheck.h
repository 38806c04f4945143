//===- WarpSizeCheck.h - MU2001: code assuming 32-lane warps ---*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_CHECKS_WARPSIZECHECK_H
#define MUSIFY_LIB_CHECKS_WARPSIZECHECK_H

#include "musify/Checks/Check.h"

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
  using Result = clang::ast_matchers::MatchFinder::MatchResult;
  void checkShuffleWidth(const Result &R, const clang::Expr *Width,
                         const std::string &Where);
  void checkMask(const Result &R, const clang::Expr *Mask,
                 const std::string &Where);
  void checkBallot(const Result &R, const clang::Expr *Full,
                   const std::string &Where);
  void checkLaneId(const Result &R, const clang::BinaryOperator *Lane,
                   const std::string &Where);
  void checkSharedArray(const Result &R, const clang::VarDecl *Shared,
                        const std::string &Where);
};

} // namespace musify

#endif
