//===- DuplicateCaseCheck.cpp - MU2010: labels a rename repeats -----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "DuplicateCaseCheck.h"
#include "SwitchArms.h"
#include "musify/Rules/RuleSet.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include <fmt/format.h>
#include <map>
#include <set>

namespace musify {

using namespace clang;
using namespace clang::ast_matchers;

void DuplicateCaseCheck::registerMatchers(MatchFinder &F) {
  F.addMatcher(switchStmt(unless(isInTemplateInstantiation())).bind("switch"),
               this);
}

const Rule *DuplicateCaseCheck::renaming(const DeclRefExpr &Ref) const {
  const ValueDecl *D = Ref.getDecl();
  // A library's constant, not the project's namesake.
  if (!isa<EnumConstantDecl, VarDecl>(D) ||
      Reporter->isUserCode(D->getLocation()))
    return nullptr;
  const Rule *R = nullptr;
  // An enumerator may have a rule with its enumeration's name
  // (DeviceType::CUDA), as the migration looks it up.
  if (const auto *Enum = dyn_cast<EnumDecl>(D->getDeclContext()))
    R = Rules.lookupIdentifier((Enum->getName() + "::" + D->getName()).str());
  if (!R)
    R = Rules.lookupIdentifier(D->getName());
  return R && R->renames() && R->Kind != RuleKind::Header ? R : nullptr;
}

const DeclRefExpr *DuplicateCaseCheck::heldName(const DeclRefExpr &Ref) const {
  const DeclRefExpr *Held = &Ref;
  // A few constants deep: `kMine = kOther;` with `kOther = kCUDA;`; a
  // constant bound by reference (`const DeviceType &kRef = kCUDA;`) too.
  for (int Depth = 0; Depth < 4; ++Depth) {
    const auto *Var = dyn_cast<VarDecl>(Held->getDecl());
    if (!Var || !Reporter->isUserCode(Var->getLocation()) ||
        !Var->getType().getNonReferenceType().isConstQualified() ||
        !Var->getInit())
      break;
    Held = dyn_cast<DeclRefExpr>(Var->getInit()->IgnoreParenCasts());
    if (!Held)
      return nullptr;
    if (renaming(*Held))
      return Held;
  }
  return nullptr;
}

/// The value of the constant named \p Name that the original's headers
/// declare beside \p D (the enumerator of its enumeration, the variable of
/// its scope), or nullopt where they declare none.
static std::optional<llvm::APSInt>
valueBeside(const ValueDecl &D, llvm::StringRef Name, ASTContext &Ctx) {
  if (const auto *Enum = dyn_cast<EnumDecl>(D.getDeclContext())) {
    for (const EnumConstantDecl *E : Enum->enumerators())
      if (E->getName() == Name)
        return E->getInitVal();
    return std::nullopt;
  }
  for (const NamedDecl *Found :
       D.getDeclContext()->getRedeclContext()->lookup(&Ctx.Idents.get(Name)))
    if (const auto *V = dyn_cast<VarDecl>(Found->getUnderlyingDecl()))
      if (const APValue *Value = V->evaluateValue(); Value && Value->isInt())
        return Value->getInt();
  return std::nullopt;
}

std::optional<DuplicateCaseCheck::PortLabel>
DuplicateCaseCheck::portLabel(const CaseStmt &Case, ASTContext &Ctx) const {
  const Expr *LHS = Case.getLHS();
  if (Case.caseStmtIsGNURange() || !LHS || LHS->isValueDependent())
    return std::nullopt;
  PortLabel L;
  L.Case = &Case;
  // The name under a cast (`case static_cast<int>(DeviceType::CUDA):`).
  L.Ref = dyn_cast<DeclRefExpr>(LHS->IgnoreParenCasts());
  // A name a library's macro spells is not the port's to rename.
  L.R = L.Ref && Reporter->isUserCode(Ctx.getSourceManager().getSpellingLoc(
                     L.Ref->getLocation()))
            ? renaming(*L.Ref)
            : nullptr;
  // The project's own constant that holds a renamed name: its value
  // changes with the rename of its initializer.
  if (L.Ref && !L.R)
    if (const DeclRefExpr *Held = heldName(*L.Ref)) {
      L.Via = L.Ref;
      L.Ref = Held;
      L.R = renaming(*Held);
    }
  if (!L.R) {
    // A scoped enumeration's value is no integer constant expression.
    Expr::EvalResult Result;
    if (!LHS->EvaluateAsInt(Result, Ctx))
      return std::nullopt;
    L.Value = Result.Val.getInt();
    return L;
  }
  L.Value = valueBeside(*L.Ref->getDecl(), L.R->replacementToken(), Ctx);
  return L;
}

bool DuplicateCaseCheck::same(const PortLabel &A, const PortLabel &B) {
  if (A.Value && B.Value)
    return llvm::APSInt::isSameValue(*A.Value, *B.Value);
  // Names the original's headers do not declare: the same MUSA name.
  return !A.Value && !B.Value && A.R && B.R && A.R->Musa == B.R->Musa;
}

std::vector<DuplicateCaseCheck::PortLabel>
DuplicateCaseCheck::portLabels(llvm::ArrayRef<SwitchArm> Arms,
                               ASTContext &Ctx) const {
  std::vector<PortLabel> Labels;
  for (size_t I = 0; I < Arms.size(); ++I)
    for (const SwitchCase *S : Arms[I].Labels)
      if (const auto *C = dyn_cast<CaseStmt>(S))
        if (std::optional<PortLabel> L = portLabel(*C, Ctx)) {
          L->Arm = I;
          Labels.push_back(*L);
        }
  return Labels;
}

const DuplicateCaseCheck::PortLabel *
DuplicateCaseCheck::repeated(llvm::ArrayRef<PortLabel> Labels,
                             const PortLabel &L) {
  // A label the port keeps, else the first renamed label of the value.
  const PortLabel *Other = nullptr;
  for (const PortLabel &O : Labels)
    if (&O != &L && same(O, L) && (!O.R || (!Other && &O < &L)))
      Other = &O;
  return Other;
}

void DuplicateCaseCheck::run(const MatchFinder::MatchResult &R) {
  const auto *Switch = R.Nodes.getNodeAs<SwitchStmt>("switch");
  if (!Switch || !R.SourceManager || !R.Context)
    return;
  const SourceManager &SM = *R.SourceManager;
  std::vector<SwitchArm> Arms = armsOf(*Switch);
  std::vector<PortLabel> Labels = portLabels(Arms, *R.Context);
  // By arm: the labels that go, each with the label it would repeat.
  std::map<size_t, std::vector<std::pair<const PortLabel *, const PortLabel *>>>
      Gone;
  for (const PortLabel &L : Labels) {
    const PortLabel *Other = L.R ? repeated(Labels, L) : nullptr;
    if (!Other)
      continue;
    // The name as the switch's text spells it (or a macro's argument)
    // keeps its CUDA name; one a macro's body writes keeps the rename,
    // which the macro's other uses need, and the label goes, as one whose
    // CUDA name MUSA lacks.
    SourceLocation Name = L.Ref->getLocation();
    bool Spelled = Name.isFileID() || SM.isMacroArgExpansion(Name);
    // The project's constant keeps its rename, which its other uses need.
    if (L.Value && Spelled && !L.Via && Reporter->keepInPort(Name))
      reportKept(L, *Other, SM);
    else
      Gone[L.Arm].push_back({&L, Other});
  }
  for (const auto &Entry : Gone)
    removeRepeats(Arms, Entry.first, Entry.second, R);
}

void DuplicateCaseCheck::removeRepeats(
    llvm::ArrayRef<SwitchArm> Arms, size_t Arm,
    llvm::ArrayRef<std::pair<const PortLabel *, const PortLabel *>> Repeats,
    const MatchFinder::MatchResult &R) {
  const SourceManager &SM = *R.SourceManager;
  std::vector<const CaseStmt *> Cases, Others;
  for (auto [L, Other] : Repeats)
    Cases.push_back(L->Case);
  // MU1008's labels of the arm go too (that check ran first).
  for (const SwitchCase *S : Arms[Arm].Labels)
    if (const auto *C = dyn_cast<CaseStmt>(S);
        C && lacksCounterpart(*C, Rules, SM))
      Others.push_back(C);
  std::set<const CaseStmt *> Removed;
  removeLabels(
      *Reporter, Arms, Arm, Cases, SM, R.Context->getLangOpts(),
      [&](const CaseStmt &C, bool WholeArm) {
        Removed.insert(&C);
        for (auto [L, Other] : Repeats)
          if (L->Case == &C)
            reportRemoved(*L, *Other, WholeArm, SM);
      },
      Others);
  for (auto [L, Other] : Repeats)
    if (!Removed.count(L->Case))
      reportUnchanged(*L, *Other, SM);
}

/// The name the label spells, quoted: the renamed one, or the project's
/// constant that holds it (`'kMine' (which holds 'DeviceType::CUDA')`).
std::string DuplicateCaseCheck::labelName(const PortLabel &L) {
  if (!L.Via)
    return fmt::format("'{}'", L.R->Cuda);
  return fmt::format("'{}' (which holds '{}')",
                     L.Via->getDecl()->getName().str(), L.R->Cuda);
}

/// Why the label goes rather than keeping its CUDA name.
const char *DuplicateCaseCheck::whyRemoved(const PortLabel &L) {
  if (L.Via)
    return " (the project's constant keeps the rename, which its other uses "
           "need)";
  if (L.Ref->getLocation().isMacroID())
    return " (a macro writes the name, and its other uses need the rename)";
  return "";
}

/// The line of \p Case's `case`.
static unsigned lineOf(const CaseStmt &Case, const SourceManager &SM) {
  return SM.getPresumedLineNumber(SM.getExpansionLoc(Case.getCaseLoc()));
}

void DuplicateCaseCheck::reportKept(const PortLabel &L, const PortLabel &Other,
                                    const SourceManager &SM) {
  unsigned Line = lineOf(*Other.Case, SM);
  bool SameArm = L.Arm == Other.Arm;
  Reporter->report(
      DiagID::DuplicateCase, L.Ref->getLocation(),
      fmt::format("'{}' would become '{}', which the label at line {} tests "
                  "already, and a switch that tests one value twice does not "
                  "build: the label keeps its CUDA name, a value MUSA's code "
                  "never has{}",
                  L.R->Cuda, L.R->Musa, Line,
                  SameArm ? "; MUSA's value enters the arm by the other label"
                          : ", so this arm is not reached on MUSA"),
      SameArm ? "nothing to do; the label can go"
              : fmt::format("move what MUSA needs from this arm into the arm "
                            "at line {}, then remove this label",
                            Line));
}

void DuplicateCaseCheck::reportUnchanged(const PortLabel &L,
                                         const PortLabel &Other,
                                         const SourceManager &SM) {
  unsigned Line = lineOf(*Other.Case, SM);
  // Where the macro is used: the port's compile fails there.
  Reporter->report(
      DiagID::DuplicateCase, SM.getExpansionLoc(L.Case->getCaseLoc()),
      fmt::format("{} becomes '{}', which the label at line {} tests "
                  "already, and a switch that tests one value twice does not "
                  "build; musify cannot take the label out of the port (a "
                  "macro writes it, or another edit meets it)",
                  labelName(L), L.R->Musa, Line),
      fmt::format("keep one label for the value by hand: this one or the one "
                  "at line {}",
                  Line));
}

void DuplicateCaseCheck::reportRemoved(const PortLabel &L,
                                       const PortLabel &Other, bool WholeArm,
                                       const SourceManager &SM) {
  unsigned Line = lineOf(*Other.Case, SM);
  Reporter->report(
      DiagID::DuplicateCase, L.Case->getCaseLoc(),
      fmt::format("{} for {} removed from the port: it would become '{}', "
                  "which the label at line {} tests already, and a switch "
                  "that tests one value twice does not build{}",
                  WholeArm ? "the switch arm" : "the case label", labelName(L),
                  L.R->Musa, Line, whyRemoved(L)),
      fmt::format("check that the arm at line {} does what MUSA needs of "
                  "both",
                  Line));
}

} // namespace musify
