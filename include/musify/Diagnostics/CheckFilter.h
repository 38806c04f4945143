//===- CheckFilter.h - Which diagnostics are on, as clang-tidy says -*- C++
//-*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A project's `Checks` and `WarningsAsErrors` (.musify.yaml, --checks,
// --warnings-as-errors): comma-separated globs over the diagnostics' IDs or
// names, as clang-tidy reads them: `*` matches any run of characters, a
// leading `-` turns what matches off, and the last glob that matches a
// diagnostic decides. Every diagnostic is on unless a glob turns it off; none
// is an error unless a glob of WarningsAsErrors makes it one.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_DIAGNOSTICS_CHECKFILTER_H
#define MUSIFY_DIAGNOSTICS_CHECKFILTER_H

#include "musify/Diagnostics/Diagnostic.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace musify {

/// A list of globs such as `-MU1005,MU2*`.
class CheckGlobs {
public:
  /// Reads \p Text; a glob with a character that no ID or name has (other
  /// than letters, digits, `-`, `_` and `*`) is an error naming it.
  static llvm::Expected<CheckGlobs> parse(llvm::StringRef Text);

  /// What the last glob that matches \p I's ID or name says (on for a
  /// plain glob, off for a `-` one); \p Default when none matches.
  bool decide(const DiagInfo &I, bool Default) const;

  bool empty() const { return Globs.empty(); }

private:
  struct Glob {
    bool Negative = false;
    std::string Pattern;
  };
  std::vector<Glob> Globs;
};

/// Whether \p Name matches \p Pattern, in which `*` stands for any run of
/// characters; letters match in either case.
bool matchesCheckGlob(llvm::StringRef Pattern, llvm::StringRef Name);

struct CheckFilter {
  CheckGlobs Checks;
  CheckGlobs WarningsAsErrors;

  bool enabled(DiagID ID) const;
  bool asError(DiagID ID) const;
  /// Removes the diagnostics turned off, makes errors of those
  /// WarningsAsErrors names; returns how many were removed.
  unsigned apply(std::vector<Diagnostic> &Diags) const;
};

/// The filter \p Checks and \p WarningsAsErrors (glob lists, either empty)
/// stand for; an error says which of the two is wrong and why.
llvm::Expected<CheckFilter> makeCheckFilter(llvm::StringRef Checks,
                                            llvm::StringRef WarningsAsErrors);

} // namespace musify

#endif // MUSIFY_DIAGNOSTICS_CHECKFILTER_H
