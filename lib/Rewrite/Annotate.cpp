//===- Annotate.cpp - Comments above what needs a person ------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/Annotate.h"
#include "llvm/ADT/SmallVector.h"
#include <fmt/format.h>
#include <map>

namespace musify {

std::string annotate(llvm::StringRef Migrated,
                     const std::vector<const Diagnostic *> &Diags) {
  std::map<unsigned, std::vector<std::string>> ByLine; // 1-based
  for (const Diagnostic *D : Diags)
    if (D->level() != Severity::Note)
      ByLine[D->Begin.Line].push_back(
          fmt::format("// musify: {}: {}", info(D->ID).Id.str(), D->Message));
  if (ByLine.empty())
    return Migrated.str();
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Migrated.split(Lines, '\n');
  std::string Out;
  for (unsigned I = 0; I < Lines.size(); ++I) {
    auto It = ByLine.find(I + 1);
    if (It != ByLine.end()) {
      llvm::StringRef Line = Lines[I];
      llvm::StringRef Indent =
          Line.take_while([](char C) { return C == ' ' || C == '\t'; });
      llvm::StringRef Eol = Line.ends_with("\r") ? "\r\n" : "\n";
      llvm::StringRef Previous = I ? Lines[I - 1].trim() : "";
      for (const std::string &Comment : It->second)
        if (Previous != llvm::StringRef(Comment))
          Out += Indent.str() + Comment + Eol.str();
    }
    Out += Lines[I];
    if (I + 1 < Lines.size())
      Out += '\n';
  }
  return Out;
}

} // namespace musify
