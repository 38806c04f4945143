//===- Comparisons.h - Macro comparisons in #if lines -----------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_CHECKS_COMPARISONS_H
#define MUSIFY_LIB_CHECKS_COMPARISONS_H

#include "musify/Support/PreprocessorLines.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <functional>
#include <optional>
#include <string>

namespace musify {

/// Whether `Actual Op Value` holds, for Op one of >=, >, <=, <, ==, !=.
bool comparisonHolds(llvm::StringRef Op, unsigned long long Actual,
                     unsigned long long Value);
/// \p Op with its operands swapped (`a < b` is `b > a`).
llvm::StringRef swappedOperator(llvm::StringRef Op);

/// The literal a decided comparison becomes in the port, with what it was:
/// `1 /* was CUDART_VERSION >= 11000 */` (MU2004, MU2008).
std::string decidedText(bool Value, llvm::StringRef Was);

/// Whether \p S #defines \p Name (a fallback for an older NCCL under
/// `#ifndef NCCL_VERSION`, a project's own CUDA_VERSION).
bool definesMacro(llvm::StringRef S, llvm::StringRef Name);

/// Whether an operator that binds tighter than a comparison, or another
/// comparison, takes the operand that ends before \p Begin of \p S (`x +
/// NCCL_VERSION_CODE >= ...`, `!CUDA_VERSION < 9000`, `sizeof`): a
/// comparison there is not one to decide alone.
bool operandBoundBefore(llvm::StringRef S, size_t Begin);
/// The same for the operand that ends at \p End, over line breaks and
/// comments (`... >= 8000 + 1`).
bool operandBoundAfter(llvm::StringRef S, size_t End);

/// `MACRO op N` (or `N op MACRO`, normalised to MACRO first) in an #if or
/// #elif line, active or not.
struct MacroComparison {
  unsigned MacroOffset; ///< of the macro name in the file
  std::string Macro;
  std::string Op; ///< >=, >, <=, <, ==, !=
  unsigned long long Value;
  std::string Text;    ///< as written
  unsigned TextOffset; ///< of Text in the file
  bool holds(unsigned long long Actual) const;
};

/// The value of a project macro defined as one integer (`#define
/// GGML_CUDA_CC_VOLTA 700`), if it is one.
using IntegerMacroLookup =
    std::function<std::optional<unsigned long long>(llvm::StringRef)>;

/// Calls \p Found for every comparison of one of \p Macros with a decimal
/// integer literal, or with a macro \p Lookup knows the value of, in the
/// #if/#elif lines of \p Content, outside comments and literals.
void forEachMacroComparison(
    llvm::StringRef Content, llvm::ArrayRef<llvm::StringRef> Macros,
    const std::function<void(const MacroComparison &)> &Found,
    const IntegerMacroLookup &Lookup = nullptr);

/// The parts of the conditional whose #if or #elif line starts at
/// \p DirectiveOffset: the lines that line's condition guards, and the
/// alternatives after them (#elif and #else branches) up to the #endif,
/// which is Rest's end. Directives of nested conditionals are skipped.
struct ConditionalBranches {
  unsigned GuardedBegin, GuardedEnd; ///< the branch's lines
  unsigned RestBegin, RestEnd;       ///< the #elif/#else lines on; may be empty
  bool RestIsPlainElse;              ///< Rest is one #else branch, no #elif
};
std::optional<ConditionalBranches>
conditionalBranches(llvm::StringRef Content, unsigned DirectiveOffset);

/// The value of a preprocessor condition whose atoms are integer literals
/// or unknown (`defined(X)`, a macro, a comparison of those): true or false
/// where the literals decide it whatever the unknowns are, std::nullopt
/// where they do not or the text is no condition (`!`, `&&`, `||` and
/// parentheses; an escaped newline is a space).
std::optional<bool> decideCondition(llvm::StringRef Condition);

} // namespace musify

#endif
