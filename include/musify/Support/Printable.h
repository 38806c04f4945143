//===- Printable.h - Names safe to print in logs ----------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// File names come from trees musify does not control. Printed as they are,
// a name with a newline starts a new log line (a CI runner reads
// `::error file=...` there as a command) and an escape character drives the
// terminal. Control characters are therefore printed escaped (\n, \x1b).
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_PRINTABLE_H
#define MUSIFY_SUPPORT_PRINTABLE_H

#include "llvm/ADT/StringRef.h"
#include <cstdio>
#include <string>

namespace musify {

inline std::string printable(llvm::StringRef Text) {
  std::string Out;
  Out.reserve(Text.size());
  for (unsigned char C : Text) {
    if (C == '\n')
      Out += "\\n";
    else if (C == '\r')
      Out += "\\r";
    else if (C == '\t')
      Out += "\\t";
    else if (C < 0x20 || C == 0x7f) {
      char Buf[8];
      std::snprintf(Buf, sizeof(Buf), "\\x%02x", C);
      Out += Buf;
    } else {
      Out += static_cast<char>(C);
    }
  }
  return Out;
}

} // namespace musify

#endif // MUSIFY_SUPPORT_PRINTABLE_H
