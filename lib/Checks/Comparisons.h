//===- Comparisons.h - Macro comparisons in #if lines -----------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_CHECKS_COMPARISONS_H
#define MUSIFY_LIB_CHECKS_COMPARISONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <functional>
#include <optional>
#include <string>

namespace musify {

/// `MACRO op N` (or `N op MACRO`, normalised to MACRO first) in an #if or
/// #elif line, active or not.
struct MacroComparison {
  unsigned MacroOffset; ///< of the macro name in the file
  std::string Macro;
  std::string Op; ///< >=, >, <=, <, ==, !=
  unsigned long long Value;
  std::string Text; ///< as written
  bool holds(unsigned long long Actual) const;
};

/// The value of a project macro defined as one integer (`#define
/// GGML_CUDA_CC_VOLTA 700`), if it is one.
using IntegerMacroLookup =
    std::function<std::optional<unsigned long long>(llvm::StringRef)>;

/// Calls \p Found for every comparison of one of \p Macros with an integer
/// literal, or with a macro \p Lookup knows the value of, in the #if/#elif
/// lines of \p Content.
void forEachMacroComparison(
    llvm::StringRef Content, llvm::ArrayRef<llvm::StringRef> Macros,
    const std::function<void(const MacroComparison &)> &Found,
    const IntegerMacroLookup &Lookup = nullptr);

} // namespace musify

#endif
