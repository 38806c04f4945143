//===- DeadCaseCheck.cpp - MU1008: switch arms MUSA cannot reach ----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "DeadCaseCheck.h"
#include "musify/Rules/RuleSet.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/Lex/Lexer.h"
#include <fmt/format.h>

namespace musify {

using namespace clang;
using namespace clang::ast_matchers;

namespace deadcase {
/// One arm of a switch's body: its labels (`case A: case B:`), outermost
/// first, and the statements up to the next arm.
struct Arm {
  std::vector<const SwitchCase *> Labels;
  std::vector<const Stmt *> Body;
};
} // namespace deadcase

using deadcase::Arm;

namespace {

std::vector<Arm> armsOf(const CompoundStmt &Body) {
  std::vector<Arm> Arms;
  for (const Stmt *S : Body.body()) {
    const auto *Label = dyn_cast<SwitchCase>(S);
    if (!Label) {
      if (!Arms.empty())
        Arms.back().Body.push_back(S);
      continue;
    }
    Arm A;
    const Stmt *Sub = Label;
    while (const auto *L = dyn_cast<SwitchCase>(Sub)) {
      A.Labels.push_back(L);
      Sub = L->getSubStmt();
    }
    A.Body.push_back(Sub);
    Arms.push_back(std::move(A));
  }
  return Arms;
}

/// Whether control cannot run off the end of \p A into the arm after it.
bool endsInJump(const Arm &A) {
  const Stmt *Last = A.Body.empty() ? nullptr : A.Body.back();
  if (const auto *E = dyn_cast_or_null<Expr>(Last))
    return isa<CXXThrowExpr>(E->IgnoreParenImpCasts());
  return isa_and_nonnull<ReturnStmt, BreakStmt, ContinueStmt, GotoStmt>(Last);
}

/// Whether a preprocessor directive starts a line in [From, To): removing
/// across one could leave half a conditional, or code another
/// configuration reaches.
bool holdsDirective(SourceLocation From, SourceLocation To,
                    const SourceManager &SM) {
  auto [File, Begin] = SM.getDecomposedLoc(From);
  StringRef Text = SM.getBufferData(File).slice(Begin, SM.getFileOffset(To));
  for (StringRef Line : llvm::split(Text, '\n'))
    if (Line.ltrim().starts_with("#"))
      return true;
  return false;
}

/// The `[[fallthrough]];` that ends \p A, if it does.
const Stmt *fallthroughAtEnd(const Arm &A) {
  const auto *S = dyn_cast_or_null<AttributedStmt>(
      A.Body.empty() ? nullptr : A.Body.back());
  if (S && isa<NullStmt>(S->getSubStmt()) &&
      llvm::any_of(S->getAttrs(),
                   [](const Attr *At) { return isa<FallThroughAttr>(At); }))
    return S;
  return nullptr;
}

/// The end of statement \p S of a compound statement, its ';' included.
SourceLocation endOf(const Stmt &S, const SourceManager &SM,
                     const LangOptions &LO) {
  SourceLocation Semi = Lexer::findLocationAfterToken(
      S.getEndLoc(), tok::semi, SM, LO, /*SkipTrailingWhitespaceAndNewLine=*/
      false);
  return Semi.isValid() ? Semi
                        : Lexer::getLocForEndOfToken(S.getEndLoc(), 0, SM, LO);
}

} // namespace

void DeadCaseCheck::registerMatchers(MatchFinder &F) {
  F.addMatcher(switchStmt(unless(isInTemplateInstantiation())).bind("switch"),
               this);
}

const Rule *DeadCaseCheck::lacking(const CaseStmt &Case,
                                   const SourceManager &SM) const {
  if (Case.caseStmtIsGNURange())
    return nullptr;
  const auto *Ref = dyn_cast<DeclRefExpr>(Case.getLHS()->IgnoreParenImpCasts());
  // CUDA's enumerator, from a system header, not the project's namesake.
  if (!Ref || !isa<EnumConstantDecl>(Ref->getDecl()) ||
      !SM.isInSystemHeader(SM.getExpansionLoc(Ref->getDecl()->getLocation())))
    return nullptr;
  const Rule *R = Rules.lookupIdentifier(Ref->getDecl()->getName());
  return R && !R->renames() ? R : nullptr;
}

void DeadCaseCheck::run(const MatchFinder::MatchResult &R) {
  const auto *Switch = R.Nodes.getNodeAs<SwitchStmt>("switch");
  const auto *Body =
      Switch ? dyn_cast_or_null<CompoundStmt>(Switch->getBody()) : nullptr;
  if (Body && R.SourceManager && R.Context)
    removeArms(*Switch, *Body, *R.SourceManager, R.Context->getLangOpts());
}

void DeadCaseCheck::removeArms(const SwitchStmt &Switch,
                               const CompoundStmt &Body,
                               const SourceManager &SM, const LangOptions &LO) {
  std::vector<Arm> Arms = armsOf(Body);
  // Labels inside an arm's statements (Duff's device) make any removal
  // unsafe.
  unsigned Labels = 0;
  for (const SwitchCase *C = Switch.getSwitchCaseList(); C;
       C = C->getNextSwitchCase())
    ++Labels;
  unsigned Seen = 0;
  for (const Arm &A : Arms)
    Seen += A.Labels.size();
  if (Seen != Labels)
    return;
  for (size_t I = 0; I < Arms.size(); ++I) {
    const Arm &A = Arms[I];
    std::vector<std::pair<const CaseStmt *, const Rule *>> Dead;
    for (const SwitchCase *L : A.Labels)
      if (const auto *C = dyn_cast<CaseStmt>(L))
        if (const Rule *R = lacking(*C, SM))
          Dead.push_back({C, R});
    if (Dead.empty())
      continue;
    removeDead(Arms, I, Dead, SM, LO);
  }
}

void DeadCaseCheck::removeDead(
    llvm::ArrayRef<Arm> Arms, size_t I,
    llvm::ArrayRef<std::pair<const CaseStmt *, const Rule *>> Dead,
    const SourceManager &SM, const LangOptions &LO) {
  const Arm &A = Arms[I];
  auto Remove = [&](SourceLocation From, SourceLocation To) {
    return Reporter->removeFromPort(CharSourceRange::getCharRange(From, To));
  };
  // The whole arm goes where nothing but its own labels enters it, it
  // declares nothing a later arm could use and no directive lies in it or
  // in the arm before; else only the labels, which is always safe (the
  // statements stay, reached as before or not at all).
  SourceLocation Begin = A.Labels.front()->getBeginLoc();
  SourceLocation End = endOf(*A.Body.back(), SM, LO);
  SourceLocation Before =
      I == 0 ? Begin : Arms[I - 1].Labels.front()->getBeginLoc();
  bool AllDead = Dead.size() == A.Labels.size();
  bool InFile = Begin.isFileID() && End.isFileID() && Before.isFileID() &&
                SM.getFileID(Begin) == SM.getFileID(End) &&
                SM.getFileID(Before) == SM.getFileID(End);
  bool WholeArm = AllDead && InFile && (I == 0 || endsInJump(Arms[I - 1])) &&
                  !holdsDirective(Before, End, SM) &&
                  llvm::none_of(A.Body, [](const Stmt *S) {
                    return isa<DeclStmt, LabelStmt>(S);
                  });
  if (WholeArm) {
    if (Remove(Begin, End))
      for (auto [C, R] : Dead)
        reportRemoved(*C, *R, true);
    return;
  }
  // A `[[fallthrough]];` into labels that all go would precede no label.
  const Stmt *Fallthrough =
      I > 0 && AllDead ? fallthroughAtEnd(Arms[I - 1]) : nullptr;
  if (Fallthrough &&
      (!Fallthrough->getBeginLoc().isFileID() ||
       !Remove(Fallthrough->getBeginLoc(), endOf(*Fallthrough, SM, LO))))
    return;
  for (auto [C, R] : Dead)
    if (C->getCaseLoc().isFileID() && C->getColonLoc().isFileID() &&
        Remove(C->getCaseLoc(), C->getColonLoc().getLocWithOffset(1)))
      reportRemoved(*C, *R, false);
}

void DeadCaseCheck::reportRemoved(const CaseStmt &Case, const Rule &R,
                                  bool WholeArm) {
  Reporter->report(
      DiagID::DeadCase, Case.getCaseLoc(),
      fmt::format("{} for '{}' removed from the port: MUSA has no known "
                  "counterpart of this enumerator ({}), so no value of the "
                  "switch can match it",
                  WholeArm ? "the switch arm" : "the case label", R.Cuda,
                  R.Reason.empty() ? toString(R.Status) : R.Reason),
      "nothing to do; if MUSA gains the enumerator, add the arm back with "
      "its MUSA name");
}

} // namespace musify
