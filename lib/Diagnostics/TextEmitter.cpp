//===- TextEmitter.cpp - Diagnostics in clang's text format ---------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Colours follow clang's: a bold location, the severity in its colour (notes
// black, warnings magenta, errors red), a bold message. They are written
// only where the stream has colours enabled (--color).
//
//===----------------------------------------------------------------------===//

#include "musify/Diagnostics/Emitters.h"
#include "musify/Support/Printable.h"

namespace musify {

static llvm::raw_ostream::Colors colorOf(Severity S) {
  switch (S) {
  case Severity::Note:
    return llvm::raw_ostream::BLACK;
  case Severity::Warning:
    return llvm::raw_ostream::MAGENTA;
  case Severity::Error:
    return llvm::raw_ostream::RED;
  }
  return llvm::raw_ostream::SAVEDCOLOR;
}

static void line(llvm::raw_ostream &OS, const Diagnostic &D, Severity Level,
                 llvm::StringRef Text, llvm::StringRef Id) {
  OS.changeColor(llvm::raw_ostream::SAVEDCOLOR, /*Bold=*/true);
  OS << printable(D.File) << ':' << D.Begin.Line << ':' << D.Begin.Column
     << ": ";
  OS.changeColor(colorOf(Level), /*Bold=*/true);
  OS << toString(Level) << ": ";
  if (Level == Severity::Note)
    OS.resetColor();
  else
    OS.changeColor(llvm::raw_ostream::SAVEDCOLOR, /*Bold=*/true);
  OS << Text;
  if (!Id.empty())
    OS << " [" << Id << "]";
  OS.resetColor();
  OS << '\n';
}

void emitText(const Diagnostic &D, llvm::raw_ostream &OS) {
  const DiagInfo &I = info(D.ID);
  line(OS, D, D.level(), D.Message, I.Id);
  if (!D.Suggestion.empty())
    line(OS, D, Severity::Note, D.Suggestion, "");
}

} // namespace musify
