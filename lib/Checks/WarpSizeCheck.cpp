//===- WarpSizeCheck.cpp - MU2001: code that assumes 32-lane warps --------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "WarpSizeCheck.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Lex/Lexer.h"
#include <fmt/format.h>

namespace musify {

using namespace clang;
using namespace clang::ast_matchers;

namespace {

// The warp-level intrinsics whose first argument is a lane mask.
const std::vector<llvm::StringRef> MaskedIntrinsics = {
    "__shfl_sync",       "__shfl_up_sync",    "__shfl_down_sync",
    "__shfl_xor_sync",   "__ballot_sync",     "__any_sync",
    "__all_sync",        "__uni_sync",        "__syncwarp",
    "__match_any_sync",  "__match_all_sync",  "__reduce_add_sync",
    "__reduce_min_sync", "__reduce_max_sync", "__reduce_and_sync",
    "__reduce_or_sync",  "__reduce_xor_sync"};
const std::vector<llvm::StringRef> Shuffles = {
    "__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync",
    "__shfl",      "__shfl_up",      "__shfl_down",      "__shfl_xor"};

/// threadIdx, directly or through a variable initialised from it.
auto mentionsThreadIdx() {
  auto ThreadIdx = declRefExpr(to(varDecl(hasName("threadIdx"))));
  auto Direct = anyOf(ThreadIdx, hasDescendant(ThreadIdx));
  auto ViaVariable = declRefExpr(to(varDecl(hasInitializer(expr(Direct)))));
  return expr(anyOf(Direct, ViaVariable, hasDescendant(ViaVariable)));
}

/// The value of \p E when it is an integer constant, and how it is written:
/// a literal, a named constant or a macro.
struct Constant {
  llvm::APSInt Value;
  std::string Spelling; ///< "32", "WARP_SIZE"
  bool Named = false;
};

std::optional<Constant> constantOf(const Expr *E, ASTContext &Ctx) {
  E = E->IgnoreParenImpCasts();
  std::optional<llvm::APSInt> V = E->getIntegerConstantExpr(Ctx);
  if (!V)
    return std::nullopt;
  Constant C{*V, "", false};
  const SourceManager &SM = Ctx.getSourceManager();
  if (E->getBeginLoc().isMacroID()) {
    C.Spelling =
        Lexer::getImmediateMacroName(E->getBeginLoc(), SM, Ctx.getLangOpts())
            .str();
    C.Named = true;
  } else if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    C.Spelling = Ref->getDecl()->getName().str();
    C.Named = true;
  } else {
    C.Spelling = Lexer::getSourceText(
                     CharSourceRange::getTokenRange(E->getSourceRange()), SM,
                     Ctx.getLangOpts())
                     .str();
  }
  return C;
}

/// \p E when it is the 32-lane full mask 0xffffffff.
std::optional<Constant> fullMaskOf(const Expr *E, ASTContext &Ctx) {
  auto C = constantOf(E, Ctx);
  if (C && C->Value.getZExtValue() == 0xffffffffu)
    return C;
  return std::nullopt;
}

std::string named(const Constant &C) {
  return C.Named ? fmt::format("'{}' (= {})", C.Spelling,
                               llvm::toString(C.Value, 10))
                 : fmt::format("'{}'", C.Spelling);
}

/// A call of one of \p Names, also inside a template where the call is
/// still an unresolved overload set (`__shfl_sync(m, value, 1)` with a
/// dependent `value`).
auto callsOneOf(const std::vector<llvm::StringRef> &Names) {
  auto Named = functionDecl(hasAnyName(Names));
  return anyOf(callee(Named),
               callee(expr(ignoringParenImpCasts(
                   unresolvedLookupExpr(hasAnyDeclaration(Named))))));
}

} // namespace

std::string WarpSizeCheck::affected() const {
  std::string Names;
  for (const MusaArch *A : Options.Archs)
    if (A->WarpSize != 32)
      Names += (Names.empty() ? "" : ", ") + A->Name.str();
  return Names.empty() ? "" : "on " + Names + " (128-lane warps)";
}

void WarpSizeCheck::registerMatchers(MatchFinder &F) {
  F.addMatcher(
      callExpr(callsOneOf(Shuffles), hasArgument(3, expr().bind("width")))
          .bind("shuffle"),
      this);
  F.addMatcher(callExpr(callsOneOf(MaskedIntrinsics),
                        hasArgument(0, expr().bind("mask")))
                   .bind("masked"),
               this);
  F.addMatcher(
      binaryOperator(
          hasAnyOperatorName("==", "!="),
          hasEitherOperand(ignoringParenImpCasts(callExpr(callee(
              functionDecl(hasAnyName("__ballot_sync", "__activemask")))))),
          hasEitherOperand(
              ignoringParenImpCasts(expr(unless(callExpr())).bind("full"))))
          .bind("ballot"),
      this);
  F.addMatcher(binaryOperator(hasAnyOperatorName("%", "/", "&", ">>"),
                              hasLHS(mentionsThreadIdx()),
                              hasRHS(expr().bind("k")))
                   .bind("lane"),
               this);
  F.addMatcher(varDecl(hasAttr(attr::CUDAShared)).bind("shared"), this);
  F.addMatcher(
      callExpr(callee(functionDecl(
                   hasName("tiled_partition"),
                   hasTemplateArgument(
                       0, templateArgument(equalsIntegralValue("32"))))))
          .bind("tile"),
      this);
}

/// Where a match is, as the user wrote it.
static CharSourceRange userRange(const SourceManager &SM, const Expr *E) {
  return CharSourceRange::getTokenRange(
      SM.getExpansionRange(E->getSourceRange()).getAsRange());
}

void WarpSizeCheck::run(const MatchFinder::MatchResult &R) {
  std::string Where = affected();
  if (Where.empty())
    return;
  if (const auto *Width = R.Nodes.getNodeAs<Expr>("width"))
    return checkShuffleWidth(R, Width, Where);
  if (const auto *Mask = R.Nodes.getNodeAs<Expr>("mask"))
    return checkMask(R, Mask, Where);
  if (const auto *Full = R.Nodes.getNodeAs<Expr>("full"))
    return checkBallot(R, Full, Where);
  if (const auto *Lane = R.Nodes.getNodeAs<BinaryOperator>("lane"))
    return checkLaneId(R, Lane, Where);
  if (const auto *Shared = R.Nodes.getNodeAs<VarDecl>("shared"))
    return checkSharedArray(R, Shared, Where);
  if (const auto *Tile = R.Nodes.getNodeAs<CallExpr>("tile"))
    Reporter->report(
        DiagID::WarpSize, Tile->getBeginLoc(),
        fmt::format("tiled_partition<32> is a whole warp only with 32-lane "
                    "warps; {} it is a quarter of one",
                    Where),
        "fine for 32-thread groups; if the code treats the tile as a warp "
        "(warp intrinsics, full masks), partition by the warp size");
}

void WarpSizeCheck::checkShuffleWidth(const MatchFinder::MatchResult &R,
                                      const Expr *Width,
                                      const std::string &Where) {
  const SourceManager &SM = *R.SourceManager;
  auto C = constantOf(Width, *R.Context);
  if (C && C->Value == 32)
    Reporter->report(
        DiagID::WarpSize, SM.getExpansionLoc(Width->getBeginLoc()),
        fmt::format("shuffle width {} assumes 32-lane warps; {} the "
                    "shuffle works on 32-lane slices of the warp",
                    named(*C), Where),
        "use warpSize for a whole-warp shuffle", userRange(SM, Width),
        "warpSize");
}

void WarpSizeCheck::checkMask(const MatchFinder::MatchResult &R,
                              const Expr *Mask, const std::string &Where) {
  if (auto C = fullMaskOf(Mask, *R.Context))
    Reporter->report(
        DiagID::WarpSize, R.SourceManager->getExpansionLoc(Mask->getBeginLoc()),
        fmt::format("full-warp mask {} names 32 lanes; {} it leaves lanes "
                    "32 and up out",
                    named(*C), Where),
        "build the mask for the warp size of the target (MUSA's warp "
        "intrinsics on mp_21/mp_22 take 128-lane masks)");
}

void WarpSizeCheck::checkBallot(const MatchFinder::MatchResult &R,
                                const Expr *Full, const std::string &Where) {
  if (auto C = fullMaskOf(Full, *R.Context))
    Reporter->report(
        DiagID::WarpSize, R.SourceManager->getExpansionLoc(Full->getBeginLoc()),
        fmt::format("compares a ballot with the 32-lane full mask {}; {} "
                    "a full warp sets more bits",
                    named(*C), Where),
        "compare with the full mask of the target's warp size");
}

void WarpSizeCheck::checkLaneId(const MatchFinder::MatchResult &R,
                                const BinaryOperator *Lane,
                                const std::string &Where) {
  const SourceManager &SM = *R.SourceManager;
  const auto *K = R.Nodes.getNodeAs<Expr>("k");
  auto C = constantOf(K, *R.Context);
  if (!C)
    return;
  uint64_t V = C->Value.getZExtValue();
  llvm::StringRef Op = Lane->getOpcodeStr();
  std::string Fix;
  CharSourceRange FixRange = userRange(SM, K);
  if ((Op == "%" || Op == "/") && V == 32)
    Fix = "warpSize";
  else if (Op == "&" && V == 31)
    Fix = "(warpSize - 1)";
  else if (Op == ">>" && V == 5) {
    Fix = "/ warpSize";
    FixRange = CharSourceRange::getTokenRange(
        SM.getExpansionLoc(Lane->getOperatorLoc()),
        SM.getExpansionRange(K->getSourceRange()).getEnd());
  } else
    return;
  llvm::StringRef What = Op == "%" || Op == "&" ? "a lane id" : "a warp id";
  Reporter->report(
      DiagID::WarpSize, Lane->getOperatorLoc(),
      fmt::format("'{} {}' computes {} from threadIdx for 32-lane warps; {} "
                  "it is wrong",
                  Op.str(), C->Spelling, What.str(), Where),
      "compute it from warpSize", FixRange, Fix);
}

void WarpSizeCheck::checkSharedArray(const MatchFinder::MatchResult &R,
                                     const VarDecl *Shared,
                                     const std::string &Where) {
  TypeSourceInfo *TSI = Shared->getTypeSourceInfo();
  if (!TSI)
    return;
  for (TypeLoc TL = TSI->getTypeLoc(); TL; TL = TL.getNextTypeLoc()) {
    auto Array = TL.getAs<ConstantArrayTypeLoc>();
    if (!Array || !Array.getSizeExpr())
      continue;
    const auto *Div =
        dyn_cast<BinaryOperator>(Array.getSizeExpr()->IgnoreParenImpCasts());
    if (!Div || Div->getOpcode() != BO_Div)
      continue;
    auto C = constantOf(Div->getRHS(), *R.Context);
    if (C && C->Value == 32)
      Reporter->report(
          DiagID::WarpSize, Div->getOperatorLoc(),
          fmt::format("shared array '{}' has one entry per 32-lane warp "
                      "('/ {}'); {} a block has fewer, larger warps",
                      Shared->getName().str(), C->Spelling, Where),
          "size it with the target's warp size (a per-architecture "
          "constant: 128 for __MUSA_ARCH__ <= 220, else 32)");
  }
}

} // namespace musify
