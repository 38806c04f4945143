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

#ifndef MUSIFY_CHECKS_CHECK_H
#define MUSIFY_CHECKS_CHECK_H

#include "musify/Diagnostics/Diagnostic.h"
#include "musify/Rules/RuleSet.h"
#include "musify/Support/MusaTargets.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace musify {

struct CheckOptions {
  std::vector<const MusaArch *> Archs; ///< the targets; never empty
  bool ToCuda = false; ///< MUSA code migrated back to CUDA (--to cuda)
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
  /// Takes \p Range (in a file of the user's, widened to whole lines where
  /// only blanks share them) out of the port with what was found and
  /// rewritten in it, keeping its line breaks; false where it cannot
  /// (another edit overlaps the range's edge), and the port is unchanged.
  virtual bool removeFromPort(clang::CharSourceRange Range) = 0;
  /// Leaves the name at \p Name (in a file of the user's) as the original
  /// spells it: the rename of it and what was found at it are taken back.
  /// False where it is not in a file of the user's.
  virtual bool keepInPort(clang::SourceLocation Name) = 0;
  /// Whether \p Loc (expanded) is in a file of the user's, not a library's.
  virtual bool isUserCode(clang::SourceLocation Loc) const = 0;
};

/// What a text check sees of one file, parsed or not: its text, which parts
/// of it the preprocessor skipped, and where to report. Offsets are into
/// content().
class TextCheckContext {
public:
  virtual ~TextCheckContext() = default;
  virtual llvm::StringRef content() const = 0;
  /// The whole file is migrated without an AST (it did not parse), so text
  /// checks cover all of it, not only inactive branches.
  virtual bool withoutAst() const = 0;
  /// Whether \p Offset lies in a branch the preprocessor skipped, or in a
  /// statement Clang's recovery from an error musify fixed dropped from the
  /// AST (an asm statement nvcc takes without commas between operands).
  virtual bool isInactive(unsigned Offset) const = 0;
  /// The value of a macro of the project defined as one integer literal
  /// (`#define GGML_CUDA_CC_VOLTA 700`), as the translation unit's
  /// preprocessor saw it, or in this file where there was no parse.
  virtual std::optional<unsigned long long>
  integerMacro(llvm::StringRef Name) const = 0;
  virtual void report(DiagID ID, unsigned Offset, unsigned Length,
                      std::string Message, std::string Suggestion) = 0;
  /// What the code in [Begin, End) names that MUSA lacks, as the first
  /// finding there says (a name or header without a MUSA counterpart:
  /// MU1001 to MU1004): `'__nv_cvt_e8m0_to_bf16raw' (line 824)`; empty
  /// where no finding says so.
  virtual std::string portGapIn(unsigned Begin, unsigned End) const = 0;
  /// Writes \p Text in the port for [Offset, Offset+Length) of content(),
  /// in place of what was rewritten inside it; false where it cannot
  /// (another edit overlaps the range's edge), and the port is unchanged.
  virtual bool replaceInPort(unsigned Offset, unsigned Length,
                             std::string Text) = 0;
  /// Rewrites or reports the name at [Offset, Offset+Length) as \p R says,
  /// as it would a reference the AST holds (counted with the rule's
  /// renames, noted where the rule's MUSA name is known from tables only):
  /// for a name no AST shows, such as a macro argument it stringizes.
  virtual void applyRule(unsigned Offset, unsigned Length, const Rule &R) = 0;
};

class Check : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit Check(const CheckOptions &Options) : Options(Options) {}

  /// AST: add matchers; matches arrive in run().
  virtual void registerMatchers(clang::ast_matchers::MatchFinder &) {}
  void run(const clang::ast_matchers::MatchFinder::MatchResult &) override {}
  /// Text: called once per user file, parsed or not.
  virtual void checkText(TextCheckContext &) {}

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
