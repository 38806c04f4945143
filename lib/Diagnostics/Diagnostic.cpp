//===- Diagnostic.cpp - The diagnostic catalogue and positions ------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Diagnostics/Diagnostic.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/ErrorHandling.h"
#include <algorithm>

namespace musify {

static const DiagInfo Catalogue[] = {
#define MUSIFY_DIAG(Id, Enum, Level, Name, Work, Minutes, Explains, Summary)   \
  {#Id,     Severity::Level,       Name,   WorkKind::Work,                     \
   Minutes, Explanation::Explains, Summary},
#include "musify/Diagnostics/DiagnosticIDs.def"
};

const DiagInfo &info(DiagID ID) { return Catalogue[static_cast<int>(ID)]; }

llvm::ArrayRef<DiagInfo> allDiagnostics() { return Catalogue; }

std::optional<DiagID> findDiagnostic(llvm::StringRef IdOrName) {
  for (size_t I = 0; I < std::size(Catalogue); ++I)
    if (IdOrName.equals_insensitive(Catalogue[I].Id) ||
        IdOrName == Catalogue[I].Name)
      return static_cast<DiagID>(I);
  return std::nullopt;
}

llvm::StringRef toString(Severity S) {
  switch (S) {
  case Severity::Note:
    return "note";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  }
  llvm_unreachable("unknown severity");
}

llvm::StringRef toString(WorkKind W) {
  switch (W) {
  case WorkKind::Port:
    return "port";
  case WorkKind::Hazard:
    return "hazard";
  case WorkKind::Build:
    return "build";
  case WorkKind::Review:
    return "review";
  case WorkKind::Check:
    return "check";
  case WorkKind::Info:
    return "info";
  }
  llvm_unreachable("unknown work kind");
}

std::optional<Severity> parseSeverity(llvm::StringRef S) {
  return llvm::StringSwitch<std::optional<Severity>>(S)
      .Case("note", Severity::Note)
      .Case("warning", Severity::Warning)
      .Case("error", Severity::Error)
      .Default(std::nullopt);
}

/// LSP counts characters in UTF-16 code units; invalid UTF-8 counts one unit
/// per byte so that a position is always produced.
static unsigned utf16Length(llvm::StringRef Text) {
  unsigned Units = 0;
  const auto *P = reinterpret_cast<const llvm::UTF8 *>(Text.begin());
  const auto *End = reinterpret_cast<const llvm::UTF8 *>(Text.end());
  while (P < End) {
    unsigned Len = llvm::getNumBytesForUTF8(*P);
    if (Len == 0 || P + Len > End || !llvm::isLegalUTF8Sequence(P, P + Len)) {
      ++Units;
      ++P;
      continue;
    }
    Units += Len == 4 ? 2 : 1;
    P += Len;
  }
  return Units;
}

LineIndex::LineIndex(llvm::StringRef Content) {
  LineStarts.push_back(0);
  for (size_t I = 0; I < Content.size(); ++I)
    if (Content[I] == '\n')
      LineStarts.push_back(I + 1);
}

Position LineIndex::position(llvm::StringRef Content, unsigned Offset) const {
  Offset = std::min<size_t>(Offset, Content.size());
  // The last line start at or before Offset.
  auto It = std::upper_bound(LineStarts.begin(), LineStarts.end(), Offset);
  unsigned Line = It - LineStarts.begin() - 1;
  llvm::StringRef LinePrefix = Content.slice(LineStarts[Line], Offset);
  Position P;
  P.Offset = Offset;
  P.LspLine = Line;
  P.Line = Line + 1;
  P.Column = LinePrefix.size() + 1;
  P.LspCharacter = utf16Length(LinePrefix);
  return P;
}

Position positionAt(llvm::StringRef Content, unsigned Offset) {
  Offset = std::min<size_t>(Offset, Content.size());
  llvm::StringRef Before = Content.take_front(Offset);
  Position P;
  P.Offset = Offset;
  P.LspLine = Before.count('\n');
  size_t LineStart = Before.rfind('\n');
  LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
  llvm::StringRef LinePrefix = Before.drop_front(LineStart);
  P.Line = P.LspLine + 1;
  P.Column = LinePrefix.size() + 1;
  P.LspCharacter = utf16Length(LinePrefix);
  return P;
}

} // namespace musify
