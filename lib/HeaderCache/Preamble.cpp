//===- Preamble.cpp - The leading #include lines of a source --------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/HeaderCache/Preamble.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"

namespace musify {
namespace {

bool isHorizontalSpace(char C) {
  return C == ' ' || C == '\t' || C == '\f' || C == '\v' || C == '\r';
}

/// Reads \p Text from its front, line by line.
class LineCursor {
public:
  explicit LineCursor(llvm::StringRef Text) : Rest(Text) {}

  /// Skips blank lines and comments; false when a block comment does not
  /// end, or a line comment continues onto the next line (a backslash).
  bool skipSpaceAndComments() {
    while (!Rest.empty()) {
      char C = Rest.front();
      if (isHorizontalSpace(C) || C == '\n') {
        Rest = Rest.drop_front();
      } else if (Rest.starts_with("//")) {
        if (!skipLineComment())
          return false;
      } else if (Rest.starts_with("/*")) {
        size_t End = Rest.find("*/", 2);
        if (End == llvm::StringRef::npos)
          return false;
        Rest = Rest.drop_front(End + 2);
      } else {
        return true;
      }
    }
    return true;
  }

  /// The directive at the front if it is a plain #include, consumed with
  /// the rest of its line; empty (nothing consumed) otherwise.
  std::string
  takeInclude(llvm::function_ref<bool(llvm::StringRef)> NextToMainFile) {
    llvm::StringRef Line = Rest.take_until([](char C) { return C == '\n'; });
    if (Line.contains('\\') || !Line.consume_front("#"))
      return "";
    Line = Line.ltrim(" \t");
    if (!Line.consume_front("include"))
      return "";
    llvm::StringRef Name = Line.ltrim(" \t");
    if (Name.size() == Line.size() && !Name.starts_with("<") &&
        !Name.starts_with("\""))
      return ""; // #includefoo, #include_next
    if (Name.empty())
      return "";
    char Open = Name.front(), Close = Open == '<' ? '>' : '"';
    if (Open != '<' && Open != '"')
      return ""; // #include MACRO
    size_t End = Name.find(Close, 1);
    if (End == llvm::StringRef::npos || End == 1)
      return "";
    llvm::StringRef Inner = Name.slice(1, End);
    llvm::StringRef After = Name.drop_front(End + 1).ltrim(" \t\r");
    if (!After.empty() && !After.starts_with("//"))
      return "";
    if (Open == '"' && NextToMainFile(Inner))
      return "";
    Rest = Rest.drop_until([](char C) { return C == '\n'; });
    return "#include " + std::string(1, Open) + Inner.str() +
           std::string(1, Close);
  }

private:
  bool skipLineComment() {
    llvm::StringRef Line = Rest.take_until([](char C) { return C == '\n'; });
    if (Line.rtrim(" \t\r").ends_with("\\"))
      return false;
    Rest = Rest.drop_front(Line.size());
    return true;
  }

  llvm::StringRef Rest;
};

} // namespace

std::vector<std::string>
leadingIncludes(llvm::StringRef Source,
                llvm::function_ref<bool(llvm::StringRef Name)> NextToMainFile) {
  Source.consume_front("\xEF\xBB\xBF");
  std::vector<std::string> Includes;
  LineCursor Cursor(Source);
  while (Cursor.skipSpaceAndComments()) {
    std::string Include = Cursor.takeInclude(NextToMainFile);
    if (Include.empty())
      break;
    Includes.push_back(std::move(Include));
  }
  return Includes;
}

std::vector<std::string> preambleOf(llvm::StringRef Source,
                                    llvm::StringRef MainFile,
                                    llvm::vfs::FileSystem &FS) {
  llvm::SmallString<256> Dir(MainFile);
  if (FS.makeAbsolute(Dir))
    return {};
  llvm::sys::path::remove_filename(Dir);
  return leadingIncludes(Source, [&](llvm::StringRef Name) {
    llvm::SmallString<256> Beside(Dir);
    llvm::sys::path::append(Beside, Name);
    return FS.exists(Beside);
  });
}

std::string preambleText(const std::vector<std::string> &Includes,
                         size_t Count) {
  std::string Text;
  for (size_t I = 0; I < Count && I < Includes.size(); ++I)
    Text += Includes[I] + "\n";
  return Text;
}

} // namespace musify
