//===- TextEmitter.cpp - Diagnostics in clang's text format ---------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Diagnostics/Emitters.h"
#include "musify/Support/Printable.h"

namespace musify {

void emitText(const Diagnostic &D, llvm::raw_ostream &OS) {
  const DiagInfo &I = info(D.ID);
  OS << printable(D.File) << ':' << D.Begin.Line << ':' << D.Begin.Column << ": "
     << toString(I.Level) << ": " << D.Message << " [" << I.Id << "]\n";
  if (!D.Suggestion.empty())
    OS << printable(D.File) << ':' << D.Begin.Line << ':' << D.Begin.Column
       << ": note: " << D.Suggestion << '\n';
}

} // namespace musify
