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

/// Calls \p Found for every comparison of one of \p Macros with an integer
/// literal in the #if/#elif lines of \p Content.
void forEachMacroComparison(
    llvm::StringRef Content, llvm::ArrayRef<llvm::StringRef> Macros,
    const std::function<void(const MacroComparison &)> &Found);

} // namespace musify

#endif
