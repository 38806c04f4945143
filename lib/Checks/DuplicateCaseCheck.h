//===- DuplicateCaseCheck.h - MU2010: labels a rename repeats ---*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_CHECKS_DUPLICATECASECHECK_H
#define MUSIFY_LIB_CHECKS_DUPLICATECASECHECK_H

#include "musify/Checks/Check.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/ArrayRef.h"
#include <optional>
#include <string>

namespace clang {
class ASTContext;
class CaseStmt;
class DeclRefExpr;
} // namespace clang

namespace musify {

struct SwitchArm;

/// A `case` whose renamed label would repeat another label of its switch:
/// `case DeviceType::CUDA:` beside `case DeviceType::PrivateUse1:` (both
/// PrivateUse1 after the port), or two cuBLAS algorithms that MUSA maps to
/// one. A switch with a repeated label does not build. Where the CUDA
/// name is declared by the same library beside its MUSA name (PyTorch's
/// enums), the label keeps its CUDA name, which the port's value never
/// takes; else the label goes, as MU1008's do (docs/diagnostics/MU2010.md).
class DuplicateCaseCheck : public Check {
public:
  DuplicateCaseCheck(const CheckOptions &Options, const RuleSet &Rules)
      : Check(Options), Rules(Rules) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &F) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

private:
  /// What a label tests in the port.
  struct PortLabel {
    const clang::CaseStmt *Case = nullptr;
    const clang::DeclRefExpr *Ref = nullptr;
    /// The project's constant the label names, where \c Ref is the
    /// library's name in its initializer (`case kMine:` with
    /// `constexpr auto kMine = DeviceType::CUDA;`); null where the label
    /// names the library's constant itself.
    const clang::DeclRefExpr *Via = nullptr;
    /// The rule that renames the label; null where the port keeps it.
    const Rule *R = nullptr;
    /// Its value in the port, where the original's headers declare the
    /// name it becomes (then the CUDA name stays declared beside it).
    std::optional<llvm::APSInt> Value;
    size_t Arm = 0;
  };
  /// \p Case as the port tests it; nullopt where it is no constant of a
  /// library the check can follow.
  std::optional<PortLabel> portLabel(const clang::CaseStmt &Case,
                                     clang::ASTContext &Ctx) const;
  /// The labels of \p Arms that the check can follow, as the port tests
  /// them.
  std::vector<PortLabel> portLabels(llvm::ArrayRef<SwitchArm> Arms,
                                    clang::ASTContext &Ctx) const;
  /// The label of \p Labels that the renamed \p L would repeat, or null.
  static const PortLabel *repeated(llvm::ArrayRef<PortLabel> Labels,
                                   const PortLabel &L);
  /// The library's name that the project's constant \p Ref holds
  /// (through further constants of the project), or null.
  const clang::DeclRefExpr *heldName(const clang::DeclRefExpr &Ref) const;
  /// The rule that renames the declaration \p Ref names, or null.
  const Rule *renaming(const clang::DeclRefExpr &Ref) const;
  /// Whether \p A and \p B test one value in the port.
  static bool same(const PortLabel &A, const PortLabel &B);
  /// The label's name for a message, and why it goes.
  static std::string labelName(const PortLabel &L);
  static const char *whyRemoved(const PortLabel &L);
  void reportKept(const PortLabel &L, const PortLabel &Other,
                  const clang::SourceManager &SM);
  /// Takes out of the port the labels of arm \p Arm that repeat another
  /// (\p Repeats: each with the label it repeats), and reports each.
  void removeRepeats(
      llvm::ArrayRef<SwitchArm> Arms, size_t Arm,
      llvm::ArrayRef<std::pair<const PortLabel *, const PortLabel *>> Repeats,
      const clang::ast_matchers::MatchFinder::MatchResult &R);
  void reportUnchanged(const PortLabel &L, const PortLabel &Other,
                       const clang::SourceManager &SM);
  void reportRemoved(const PortLabel &L, const PortLabel &Other, bool WholeArm,
                     const clang::SourceManager &SM);

  const RuleSet &Rules;
};

} // namespace musify

#endif
