//===- Check.h - One hazard check -------------------------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A check finds one kind of construct that a rename cannot fix (warp-size
// assumptions, inline PTX, architecture guards) and reports it under one
// diagnostic ID. Like a clang-tidy check it overrides only what it needs:
// AST matchers for code Clang parsed, a text hook for directive lines and
// code the preprocessor skipped (where no AST exists).
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_CHECKS_CHECK_H
#define MUSIFY_LIB_CHECKS_CHECK_H

#include "musify/Diagnostics/Diagnostic.h"
#include "musify/Rules/RuleSet.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include <memory>
#include <string>
#include <vector>

namespace musify {

class FileMigration;

/// A MUSA GPU architecture and what checks need to know about it.
struct MusaArch {
  llvm::StringRef Name; ///< mp_21
  unsigned Value;       ///< __MUSA_ARCH__, 210
  unsigned WarpSize;    ///< 128
  llvm::StringRef Products;
};

/// The architectures of FACTS.md section 3.4, in order.
llvm::ArrayRef<MusaArch> allMusaArchs();
const MusaArch *findMusaArch(llvm::StringRef Name);

struct CheckOptions {
  std::vector<const MusaArch *> Archs; ///< the targets; never empty
};

/// Where AST checks report: a location in the user's code.
class CheckReporter {
public:
  virtual ~CheckReporter() = default;
  /// Reports at \p Loc (expanded to where the user wrote it); \p Fix, if
  /// not empty, replaces \p FixRange by \p Fix as a quick fix.
  virtual void report(DiagID ID, clang::SourceLocation Loc, std::string Message,
                      std::string Suggestion,
                      clang::CharSourceRange FixRange = {},
                      std::string Fix = "") = 0;
};

class Check : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit Check(const CheckOptions &Options) : Options(Options) {}

  /// AST: add matchers; matches arrive in run().
  virtual void registerMatchers(clang::ast_matchers::MatchFinder &) {}
  void run(const clang::ast_matchers::MatchFinder::MatchResult &) override {}
  /// Text: called once per user file, parsed or not.
  virtual void checkText(FileMigration &) {}

  void setReporter(CheckReporter *R) { Reporter = R; }

protected:
  const CheckOptions &Options;
  CheckReporter *Reporter = nullptr;
};

/// Every check, in ID order (registration lives in Checks.cpp).
std::vector<std::unique_ptr<Check>> createChecks(const CheckOptions &Options,
                                                 const RuleSet &Rules);

} // namespace musify

#endif
