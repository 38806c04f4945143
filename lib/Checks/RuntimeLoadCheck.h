//===- RuntimeLoadCheck.h - MU2007: CUDA loaded by name ---------*- C++ -*-===//
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
/// rename reaches. Reports each string literal that is the file name of a
/// CUDA library a build rule names (`-lcudart`), and each that names a CUDA
/// function and is passed to a lookup by name (dlsym, GetProcAddress,
/// cuGetProcAddress, ...), with MUSA's name from the rules as the fix.
class RuntimeLoadCheck : public Check {
public:
  RuntimeLoadCheck(const CheckOptions &Options, const RuleSet &Rules)
      : Check(Options), Rules(Rules) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &F) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

  /// The `-l` build rule of the CUDA library whose file name (a path's last
  /// part) is \p File (libcudart.so.13, libnvidia-ml.so.1, nvcuda.dll,
  /// cudart64_12.dll), or null when it is none.
  const Rule *libraryRule(llvm::StringRef File) const;
  /// The MUSA library's file name for \p Link, a library rule (libmusart.so),
  /// or "" where the rule knows none.
  static std::string musaLibrary(const Rule &Link);

private:
  void reportLibrary(const clang::StringLiteral *S,
                     const clang::SourceManager &SM);
  void reportSymbol(const clang::StringLiteral *S, llvm::StringRef Lookup,
                    const clang::SourceManager &SM);

  const RuleSet &Rules;
};

} // namespace musify

#endif
