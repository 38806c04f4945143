//===- ReportText.cpp - Text from the tree in the report's formats --------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "ReportText.h"
#include "musify/Support/Printable.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>

namespace musify::report {

/// The entity that stands for \p C in HTML text and in Markdown (which
/// renders inline HTML), or null when \p C stands for itself there.
static const char *markupEntity(char C) {
  switch (C) {
  case '<':
    return "&lt;";
  case '>':
    return "&gt;";
  case '&':
    return "&amp;";
  default:
    return nullptr;
  }
}

std::string html(llvm::StringRef S) {
  std::string Out;
  for (char C : S)
    if (C == '"')
      Out += "&quot;";
    else if (const char *Entity = markupEntity(C))
      Out += Entity;
    else
      Out += C;
  return Out;
}

std::string md(llvm::StringRef Text) {
  std::string Out;
  for (char C : Text) {
    switch (C) {
    case '|':
      Out += "\\|";
      break;
    case '`':
      Out += "'";
      break;
    case '[':
      Out += "\\[";
      break;
    case ']':
      Out += "\\]";
      break;
    case '\n':
    case '\r':
      Out += ' ';
      break;
    default:
      if (const char *Entity = markupEntity(C))
        Out += Entity;
      else if (static_cast<unsigned char>(C) < 0x20 || C == 0x7f)
        Out += printable(llvm::StringRef(&C, 1));
      else
        Out += C;
    }
  }
  return Out;
}

std::string csv(llvm::StringRef Text) {
  std::string Field = Text.str();
  if (!Field.empty() && llvm::StringRef("=+-@\t\r").contains(Field[0]))
    Field = "'" + Field;
  if (Field.find_first_of(",;\"\n\r") == std::string::npos)
    return Field;
  std::string Quoted = "\"";
  for (char C : Field)
    Quoted += C == '"' ? std::string("\"\"") : std::string(1, C);
  return Quoted + "\"";
}

static std::string encode(llvm::StringRef Segment) {
  std::string Out;
  for (unsigned char C : Segment)
    if (llvm::isAlnum(C) || C == '-' || C == '.' || C == '_' || C == '~')
      Out += static_cast<char>(C);
    else
      Out += fmt::format("%{:02X}", C);
  return Out;
}

std::string relativeUrl(llvm::StringRef FromDir, llvm::StringRef To) {
  if (FromDir.empty() || To.empty())
    return "";
  llvm::SmallVector<llvm::StringRef> From, Target;
  for (auto I = llvm::sys::path::begin(FromDir),
            E = llvm::sys::path::end(FromDir);
       I != E; ++I)
    if (*I != "/" && *I != ".")
      From.push_back(*I);
  for (auto I = llvm::sys::path::begin(To), E = llvm::sys::path::end(To);
       I != E; ++I)
    if (*I != "/" && *I != ".")
      Target.push_back(*I);
  size_t Common = 0;
  while (Common < From.size() && Common + 1 < Target.size() &&
         From[Common] == Target[Common])
    ++Common;
  std::string Url;
  for (size_t I = Common; I < From.size(); ++I)
    Url += "../";
  for (size_t I = Common; I < Target.size(); ++I)
    Url += encode(Target[I]) + (I + 1 < Target.size() ? "/" : "");
  return Url;
}

} // namespace musify::report
