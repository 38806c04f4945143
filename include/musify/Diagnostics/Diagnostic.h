//===- Diagnostic.h - A finding musify reports ------------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_DIAGNOSTICS_DIAGNOSTIC_H
#define MUSIFY_DIAGNOSTICS_DIAGNOSTIC_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace musify {

enum class DiagID {
#define MUSIFY_DIAG(Id, Enum, Severity, Name, Work, Minutes, Explains,         \
                    Summary)                                                   \
  Enum,
#include "musify/Diagnostics/DiagnosticIDs.def"
};

enum class Severity { Note, Warning, Error };

/// What a finding asks of a person; each diagnostic is of one kind, so that
/// a report's totals by kind add up to its diagnostics.
enum class WorkKind {
  Port,   ///< code to port by hand: no MUSA counterpart, or a call to rewrite
  Hazard, ///< migrated code whose meaning may change on MUSA: to check
  Build,  ///< the port does not build
  Review, ///< an edit or a name to look at
  Check,  ///< a note to check once (a name from tables, a file not parsed)
  Info,   ///< for the record; no work
};
llvm::StringRef toString(WorkKind W);

/// Whether a finding near a line that does not build explains the failure
/// (--verify): a warp-size hazard is about what code that builds does.
enum class Explanation { Yes, No };

struct DiagInfo {
  llvm::StringRef Id; ///< Stable code, e.g. "MU1001".
  Severity Level;
  llvm::StringRef Name; ///< Short kebab-case name.
  WorkKind Work;
  unsigned Minutes; ///< effort estimate for one finding, for planning
  Explanation ExplainsBuildFailure;
  llvm::StringRef Summary;
};

const DiagInfo &info(DiagID ID);
llvm::ArrayRef<DiagInfo> allDiagnostics();
std::optional<DiagID> findDiagnostic(llvm::StringRef IdOrName);
llvm::StringRef toString(Severity S);
std::optional<Severity> parseSeverity(llvm::StringRef S);

/// A position in a file, in the two conventions musify prints: 1-based line
/// and byte column (compilers) and 0-based line and UTF-16 character (LSP).
struct Position {
  unsigned Offset = 0;
  unsigned Line = 1;
  unsigned Column = 1;
  unsigned LspLine = 0;
  unsigned LspCharacter = 0;
};

/// Computes the position of a byte offset in a file's contents (a scan of
/// the text before it: for a few positions).
Position positionAt(llvm::StringRef Content, unsigned Offset);

/// The line starts of a file, for many positions in it: each costs a binary
/// search and its line's prefix, not a scan from the start of the file. It
/// keeps no reference to the text, which is passed again to position().
class LineIndex {
public:
  explicit LineIndex(llvm::StringRef Content);
  Position position(llvm::StringRef Content, unsigned Offset) const;

private:
  std::vector<unsigned> LineStarts;
};

struct TextEdit {
  Position Begin, End;
  std::string NewText;
};

struct FixIt {
  std::string Description;
  std::vector<TextEdit> Edits;
};

/// Another place a diagnostic is about.
struct Location {
  std::string File;
  Position Begin, End;
};

struct Diagnostic {
  DiagID ID;
  std::string File; ///< Path as the user named the input.
  Position Begin, End;
  /// The same finding elsewhere, when one diagnostic stands for several
  /// (a note about a name is given once per run, at its first place).
  std::vector<Location> Also;
  std::string Message;
  std::string Suggestion;
  std::vector<FixIt> Fixes;
  /// The CUDA API and its family, when the finding is about one.
  std::string Api;
  std::string Family;
  /// Made an error by the project's WarningsAsErrors (CheckFilter.h).
  bool AsError = false;

  Severity level() const { return AsError ? Severity::Error : info(ID).Level; }
};

} // namespace musify

#endif // MUSIFY_DIAGNOSTICS_DIAGNOSTIC_H
