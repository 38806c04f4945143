//===- RuntimeLoadCheck.h - MU2007: CUDA loaded by name at run time -*- C++
//-*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_CHECKS_RUNTIMELOADCHECK_H
#define MUSIFY_LIB_CHECKS_RUNTIMELOADCHECK_H

#include "musify/Checks/Check.h"

namespace musify {

/// A program that opens CUDA's libraries itself (`dlopen("libcuda.so.1")`)
/// and looks their functions up by name (`dlsym(h, "cuInit")`) builds on
/// MUSA unchanged and fails when it runs: the names are strings, which no
/// rename reaches. Reports each string literal that is a CUDA library's file
/// name, and each that names a CUDA function and is passed to a lookup by
/// name (dlsym, GetProcAddress, cuGetProcAddress, ...), with MUSA's name
/// from the rules (a library's from its `-l` build rule) as the fix.
class RuntimeLoadCheck : public Check {
public:
  RuntimeLoadCheck(const CheckOptions &Options, const RuleSet &Rules)
      : Check(Options), Rules(Rules) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &F) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

  /// For a string that is a CUDA library's file name (libcudart.so.12,
  /// nvcuda.dll): the library's MUSA file name where a rule knows it
  /// (libmusart.so), else "" with \p IsCuda set; nothing for other strings.
  std::string musaLibrary(llvm::StringRef File, bool &IsCuda) const;

private:
  void reportLibrary(const clang::StringLiteral *S,
                     const clang::SourceManager &SM);
  void reportSymbol(const clang::StringLiteral *S, llvm::StringRef Lookup,
                    const clang::SourceManager &SM);

  const RuleSet &Rules;
};

} // namespace musify

#endif
