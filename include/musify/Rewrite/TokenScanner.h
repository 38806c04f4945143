//===- TokenScanner.h - The token-level pass --------------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Clang's AST only covers code the preprocessor kept. Directive lines
// (`#include`, `#if`, `#define` bodies), branches inactive in this parse and
// whole files that did not parse are covered by this pass instead: it runs
// clang's raw lexer over the file and applies the same rules by name, never
// inside comments or string literals.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_REWRITE_TOKENSCANNER_H
#define MUSIFY_REWRITE_TOKENSCANNER_H

#include "musify/Rules/RuleSet.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include <string>
#include <utility>
#include <vector>

namespace musify {

struct TokenScanOptions {
  /// Byte ranges [begin, end) that the preprocessor skipped in this parse.
  std::vector<std::pair<unsigned, unsigned>> Inactive;
  /// Also cover active code outside directives (no usable AST for it).
  bool CoverActiveCode = false;
  /// Offsets of tokens the AST resolved to something that is not CUDA.
  const llvm::DenseSet<unsigned> *Protected = nullptr;
  /// Names the project's own files declare (declaredRuleNames), each with
  /// where ("file:line"): kept, with a note, as the AST keeps a name that
  /// resolves to the project's declaration.
  const llvm::StringMap<std::string> *ProjectDeclared = nullptr;
  /// In a file that includes no header a rule names, the first rename of
  /// each name is noted (`Unsure`): nothing in the file says it is the
  /// platform's.
  bool NoteUnsureRenames = false;
};

/// One token that names a rule.
struct TokenMatch {
  unsigned Offset = 0;
  unsigned Length = 0;
  const Rule *R = nullptr;
  bool InInactiveCode = false;
  /// False when the match is only reported (a qualifier that would leave
  /// its name half renamed).
  bool Apply = true;
  /// Non-empty: a warning about the match: MU1002 with a rule, MU1007
  /// without one (R is null: a name that only looks like a CUDA API).
  std::string Message, Suggestion;
  std::string Family; ///< With R null: the family whose names it looks like.
  /// Not applied: the project declares the name (Message says where).
  bool ProjectName = false;
  /// Applied, with a note (Message): see NoteUnsureRenames.
  bool Unsure = false;
};

/// The names that \p Content declares and \p Rules map, with the line of
/// the first declaration: a function, variable or type after a type
/// (`double muInit(double t)`, `typedef int musaX;`), a class, struct,
/// union or enumeration defined (`struct musaX {`). Not macros: the forward
/// direction renames a macro a rule names where it is defined. What the raw
/// text tells without an AST: a declaration through a macro is not seen.
std::vector<std::pair<std::string, unsigned>>
declaredRuleNames(llvm::StringRef Content, const RuleSet &Rules);

/// Finds every covered token of \p Content that a rule names.
std::vector<TokenMatch> scanTokens(llvm::StringRef FileName,
                                   llvm::StringRef Content,
                                   const RuleSet &Rules,
                                   const TokenScanOptions &Options);

/// Whether \p Content, outside comments and string literals, uses the CUDA
/// language: an execution or memory space (`__global__`, `__shared__`), a
/// built-in variable (`threadIdx`, `warpSize`), a launch (`<<<`), a barrier
/// or a warp or atomic intrinsic. Names of CUDA's APIs are the rules'
/// (scanTokens); this is the rest of what makes a file CUDA code.
bool usesCudaLanguage(llvm::StringRef Content);

} // namespace musify

#endif // MUSIFY_REWRITE_TOKENSCANNER_H
