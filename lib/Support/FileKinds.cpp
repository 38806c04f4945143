//===- FileKinds.cpp - What a file is, by its name ------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/FileKinds.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <cctype>

namespace musify {

namespace {

struct ExtensionKind {
  llvm::StringLiteral Extension;
  FileRole Role;
  FileLanguage Language;
  llvm::StringLiteral MusaExtension;
};

constexpr ExtensionKind Extensions[] = {
#define FILE_EXTENSION(Extension, Role, Language, MusaExtension)               \
  {Extension, FileRole::Role, FileLanguage::Language, MusaExtension},
#include "musify/Support/FileKinds.def"
};

struct NamedKind {
  llvm::StringLiteral Name, Kind;
};

constexpr NamedKind BuildScriptNames[] = {
#define BUILD_SCRIPT(FileName, Kind) {FileName, Kind},
#include "musify/Support/FileKinds.def"
};

constexpr NamedKind BuildScriptExtensions[] = {
#define BUILD_SCRIPT_EXTENSION(Extension, Kind) {Extension, Kind},
#include "musify/Support/FileKinds.def"
};

const ExtensionKind *findExtension(llvm::StringRef Path) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  for (const ExtensionKind &K : Extensions)
    if (K.Extension == Ext)
      return &K;
  return nullptr;
}

} // namespace

FileRole fileRole(llvm::StringRef Path) {
  const ExtensionKind *K = findExtension(Path);
  return K ? K->Role : FileRole::None;
}

FileLanguage fileLanguage(llvm::StringRef Path) {
  const ExtensionKind *K = findExtension(Path);
  return K ? K->Language : FileLanguage::Cuda;
}

llvm::StringRef languageName(FileLanguage L) {
  switch (L) {
  case FileLanguage::C:
    return "c";
  case FileLanguage::Cxx:
    return "c++";
  case FileLanguage::Cuda:
    break;
  }
  return "cuda";
}

std::string musaFileName(llvm::StringRef Path) {
  const ExtensionKind *K = findExtension(Path);
  if (!K || K->MusaExtension.empty())
    return "";
  return (Path.drop_back(K->Extension.size()) + K->MusaExtension).str();
}

std::vector<std::pair<llvm::StringRef, llvm::StringRef>>
musaExtensionRenames() {
  std::vector<std::pair<llvm::StringRef, llvm::StringRef>> Renames;
  for (const ExtensionKind &K : Extensions)
    if (!K.MusaExtension.empty())
      Renames.push_back({K.Extension, K.MusaExtension});
  return Renames;
}

llvm::StringRef buildScriptKind(llvm::StringRef Path) {
  llvm::StringRef Name = llvm::sys::path::filename(Path);
  for (const NamedKind &K : BuildScriptNames)
    if (K.Name == Name)
      return K.Kind;
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  for (const NamedKind &K : BuildScriptExtensions)
    if (K.Name == Ext)
      return K.Kind;
  return "";
}

std::string quotableMessage(llvm::StringRef File, llvm::StringRef Message,
                            bool Quotable) {
  if (Quotable)
    return Message.str();
  llvm::SmallString<256> Real;
  if (isMigratableSource(File) &&
      (llvm::sys::fs::real_path(File, Real) || isMigratableSource(Real)))
    return Message.str();
  return "an error in a file that is not source code (its text is not "
         "shown)";
}

llvm::StringRef identifierAt(llvm::StringRef Line, unsigned Column) {
  if (Column == 0 || Column > Line.size())
    return "";
  return Line.drop_front(Column - 1).take_while([](char C) {
    return llvm::isAlnum(C) || C == '_';
  });
}

namespace {

/// \p Text as the preprocessor's first phases see it: no byte-order mark,
/// `\r\n` and a lone `\r` as `\n`, the trigraphs `??=` and `??/` as `#` and
/// `\`, and lines spliced at a `\` before a newline.
std::string physicalToLogical(llvm::StringRef Text) {
  Text.consume_front("\xEF\xBB\xBF");
  std::string Lines;
  Lines.reserve(Text.size());
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '\r') {
      if (I + 1 < Text.size() && Text[I + 1] == '\n')
        ++I;
      C = '\n';
    } else if (C == '?' && Text.substr(I, 3) == "??=") {
      C = '#', I += 2;
    } else if (C == '?' && Text.substr(I, 3) == "??/") {
      C = '\\', I += 2;
    }
    Lines += C;
  }
  std::string Out;
  Out.reserve(Lines.size());
  for (size_t I = 0; I < Lines.size(); ++I) {
    if (Lines[I] == '\\' && I + 1 < Lines.size() && Lines[I + 1] == '\n') {
      ++I;
      continue;
    }
    Out += Lines[I];
  }
  return Out;
}

/// Where the string or character literal that starts at \p I of \p Text
/// (its quote) ends: after its closing quote, or at the end of its line.
/// A raw string (`R"x(...)x"`) ends at its delimiter, wherever that is.
size_t literalEnd(llvm::StringRef Text, size_t I, bool Raw) {
  char Quote = Text[I];
  if (Raw) {
    size_t Open = Text.find('(', I + 1);
    if (Open != llvm::StringRef::npos && Open - I <= 17) {
      std::string Close = ")" + Text.substr(I + 1, Open - I - 1).str() + "\"";
      size_t End = Text.find(Close, Open + 1);
      return End == llvm::StringRef::npos ? Text.size() : End + Close.size();
    }
  }
  for (size_t J = I + 1; J < Text.size(); ++J) {
    if (Text[J] == '\\')
      ++J;
    else if (Text[J] == Quote || Text[J] == '\n')
      return J + 1;
  }
  return Text.size();
}

/// \p Text with each comment a space (a line comment up to its newline)
/// and each string or character literal read as one (so that a `/*` or
/// `//` inside it opens nothing) and left empty: the text a directive is
/// read from.
std::string dropComments(llvm::StringRef Text) {
  std::string Out;
  Out.reserve(Text.size());
  for (size_t I = 0; I < Text.size();) {
    llvm::StringRef Rest = Text.substr(I);
    if (Rest.starts_with("/*")) {
      size_t End = Text.find("*/", I + 2);
      Out += ' ';
      I = End == llvm::StringRef::npos ? Text.size() : End + 2;
    } else if (Rest.starts_with("//")) {
      size_t End = Text.find('\n', I);
      Out += ' ';
      I = End == llvm::StringRef::npos ? Text.size() : End;
    } else if (Text[I] == '"' || Text[I] == '\'') {
      bool Raw = Text[I] == '"' && I > 0 && Text[I - 1] == 'R';
      // No directive is inside a literal: it becomes an empty one, its
      // lines (a raw string's) joined.
      Out += "\"\"";
      I = literalEnd(Text, I, Raw);
    } else {
      Out += Text[I++];
    }
  }
  return Out;
}

} // namespace

llvm::StringRef unreadableEncoding(llvm::StringRef Bytes) {
  // Clang 19's list (SourceManager's ContentCache), longest marks first.
  static const std::pair<llvm::StringLiteral, llvm::StringLiteral> Marks[] = {
      {llvm::StringLiteral::withInnerNUL("\x00\x00\xFE\xFF"), "UTF-32BE"},
      {llvm::StringLiteral::withInnerNUL("\xFF\xFE\x00\x00"), "UTF-32LE"},
      {"\xFE\xFF", "UTF-16BE"},
      {"\xFF\xFE", "UTF-16LE"},
      {"\x2B\x2F\x76", "UTF-7"},
      {"\xF7\x64\x4C", "UTF-1"},
      {"\xDD\x73\x66\x73", "UTF-EBCDIC"},
      {"\x0E\xFE\xFF", "SCSU"},
      {"\xFB\xEE\x28", "BOCU-1"},
      {"\x84\x31\x95\x33", "GB18030"}};
  for (const auto &[Mark, Encoding] : Marks)
    if (Bytes.starts_with(Mark))
      return Encoding;
  return "";
}

bool hasEmbedDirective(llvm::StringRef Text) {
  // A splice, a comment or a trigraph can hide the word; without any of
  // them it is there.
  if (!Text.contains("embed") && !Text.contains('\\') && !Text.contains("/*") &&
      !Text.contains("??"))
    return false;
  std::string Plain = dropComments(physicalToLogical(Text));
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  llvm::StringRef(Plain).split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    Line = Line.ltrim(" \t\f\v");
    if (!Line.consume_front("#") && !Line.consume_front("%:"))
      continue;
    Line = Line.ltrim(" \t\f\v");
    if (Line.consume_front("embed") &&
        (Line.empty() ||
         !(std::isalnum((unsigned char)Line.front()) || Line.front() == '_')))
      return true;
  }
  return false;
}

} // namespace musify
