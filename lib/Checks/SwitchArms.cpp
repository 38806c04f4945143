//===- SwitchArms.cpp - A switch's arms, and taking labels out ------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "SwitchArms.h"
#include "musify/Checks/Check.h"
#include "musify/Rules/RuleSet.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"

namespace musify {

using namespace clang;

namespace {

/// Whether control cannot run off the end of \p A into the arm after it.
bool endsInJump(const SwitchArm &A) {
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
const Stmt *fallthroughAtEnd(const SwitchArm &A) {
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

/// Whether arm \p I of \p Arms can go whole when \p Gone are its labels
/// that go (see removeLabels).
bool armCanGo(llvm::ArrayRef<SwitchArm> Arms, size_t I, size_t Gone,
              const SourceManager &SM, const LangOptions &LO) {
  const SwitchArm &A = Arms[I];
  SourceLocation Begin = A.Labels.front()->getBeginLoc();
  SourceLocation End = endOf(*A.Body.back(), SM, LO);
  SourceLocation Before =
      I == 0 ? Begin : Arms[I - 1].Labels.front()->getBeginLoc();
  bool InFile = Begin.isFileID() && End.isFileID() && Before.isFileID() &&
                SM.getFileID(Begin) == SM.getFileID(End) &&
                SM.getFileID(Before) == SM.getFileID(End);
  return Gone == A.Labels.size() && InFile &&
         (I == 0 || endsInJump(Arms[I - 1])) &&
         !holdsDirective(Before, End, SM) &&
         llvm::none_of(
             A.Body, [](const Stmt *S) { return isa<DeclStmt, LabelStmt>(S); });
}

} // namespace

std::vector<SwitchArm> armsOf(const SwitchStmt &Switch) {
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Switch.getBody());
  if (!Body)
    return {};
  std::vector<SwitchArm> Arms;
  size_t Seen = 0;
  for (const Stmt *S : Body->body()) {
    const auto *Label = dyn_cast<SwitchCase>(S);
    if (!Label) {
      if (!Arms.empty())
        Arms.back().Body.push_back(S);
      continue;
    }
    SwitchArm A;
    const Stmt *Sub = Label;
    while (const auto *L = dyn_cast<SwitchCase>(Sub)) {
      A.Labels.push_back(L);
      Sub = L->getSubStmt();
    }
    A.Body.push_back(Sub);
    Seen += A.Labels.size();
    Arms.push_back(std::move(A));
  }
  size_t Labels = 0;
  for (const SwitchCase *C = Switch.getSwitchCaseList(); C;
       C = C->getNextSwitchCase())
    ++Labels;
  return Seen == Labels ? Arms : std::vector<SwitchArm>();
}

void removeLabels(
    CheckReporter &Reporter, llvm::ArrayRef<SwitchArm> Arms, size_t I,
    llvm::ArrayRef<const CaseStmt *> Gone, const SourceManager &SM,
    const LangOptions &LO,
    llvm::function_ref<void(const CaseStmt &, bool WholeArm)> Removed,
    llvm::ArrayRef<const CaseStmt *> Others) {
  const SwitchArm &A = Arms[I];
  auto Remove = [&](SourceLocation From, SourceLocation To) {
    return Reporter.removeFromPort(CharSourceRange::getCharRange(From, To));
  };
  if (Others.empty() && armCanGo(Arms, I, Gone.size(), SM, LO)) {
    if (Remove(A.Labels.front()->getBeginLoc(), endOf(*A.Body.back(), SM, LO)))
      for (const CaseStmt *C : Gone)
        Removed(*C, true);
    return;
  }
  // Only the labels, which is always safe: the statements stay, reached as
  // before or not at all. A `[[fallthrough]];` into labels that all go
  // would precede no label.
  bool AllGo = Gone.size() + Others.size() == A.Labels.size();
  const Stmt *Fallthrough =
      I > 0 && AllGo ? fallthroughAtEnd(Arms[I - 1]) : nullptr;
  if (Fallthrough &&
      (!Fallthrough->getBeginLoc().isFileID() ||
       !Remove(Fallthrough->getBeginLoc(), endOf(*Fallthrough, SM, LO))))
    return;
  for (const CaseStmt *C : Gone)
    if (C->getCaseLoc().isFileID() && C->getColonLoc().isFileID() &&
        Remove(C->getCaseLoc(), C->getColonLoc().getLocWithOffset(1)))
      Removed(*C, false);
}

const Rule *lacksCounterpart(const CaseStmt &Case, const RuleSet &Rules,
                             const SourceManager &SM) {
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

} // namespace musify
