//===- SwitchArms.h - A switch's arms, and taking labels out ----*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What the checks that take `case` labels out of the port share (MU1008's
// labels MUSA cannot match, MU2010's labels that would repeat another):
// a switch body cut into arms, and the removal of labels, with their arm
// where that is safe.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_CHECKS_SWITCHARMS_H
#define MUSIFY_LIB_CHECKS_SWITCHARMS_H

#include "clang/AST/Stmt.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <vector>

namespace clang {
class LangOptions;
class SourceManager;
} // namespace clang

namespace musify {

class CheckReporter;
class RuleSet;
struct Rule;

/// One arm of a switch's body: its labels (`case A: case B:`), outermost
/// first, and the statements up to the next arm.
struct SwitchArm {
  std::vector<const clang::SwitchCase *> Labels;
  std::vector<const clang::Stmt *> Body;
};

/// The arms of \p Switch's body, or none where its labels are not all at
/// the body's top level (Duff's device), where no removal is safe.
std::vector<SwitchArm> armsOf(const clang::SwitchStmt &Switch);

/// Takes the labels \p Gone of arm \p I of \p Arms out of the port, with
/// the whole arm where only they enter it, the arm before does not fall
/// into it, it declares nothing and no directive lies in it or in the arm
/// before; else the labels alone (and a `[[fallthrough]];` that would then
/// precede no label). \p Removed is called for each label that went, with
/// whether its arm went too.
/// \p Others are labels of the arm that another check takes out (MU1008's
/// beside MU2010's): with them, all may go, and a `[[fallthrough]];` into
/// the arm with them; the arm itself then stays.
void removeLabels(
    CheckReporter &Reporter, llvm::ArrayRef<SwitchArm> Arms, size_t I,
    llvm::ArrayRef<const clang::CaseStmt *> Gone,
    const clang::SourceManager &SM, const clang::LangOptions &LO,
    llvm::function_ref<void(const clang::CaseStmt &, bool WholeArm)> Removed,
    llvm::ArrayRef<const clang::CaseStmt *> Others = {});

/// The rule of the CUDA enumerator \p Case tests where MUSA has no known
/// counterpart of it (MU1008 takes such a label out); null otherwise.
const Rule *lacksCounterpart(const clang::CaseStmt &Case, const RuleSet &Rules,
                             const clang::SourceManager &SM);

} // namespace musify

#endif
