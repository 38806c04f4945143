//===- FileKinds.cpp - What a file is, by its name ------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/FileKinds.h"
#include "llvm/ADT/SmallString.h"
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

namespace {

/// \p Text with its lines spliced as the preprocessor splices them
/// (`#\<newline>embed`).
std::string spliceLines(llvm::StringRef Text) {
  std::string Out;
  Out.reserve(Text.size());
  for (size_t I = 0; I < Text.size(); ++I) {
    size_t J = I + 1;
    if (Text[I] == '\\' && J < Text.size() && Text[J] == '\r')
      ++J;
    if (Text[I] == '\\' && J < Text.size() && Text[J] == '\n') {
      I = J;
      continue;
    }
    Out += Text[I];
  }
  return Out;
}

/// \p Text with each block comment a space, as the preprocessor sees it:
/// one between `#` and a directive's name hides nothing, and one that spans
/// lines keeps a directive going. One opened inside a string literal is
/// removed too, which can only make a caller find a directive too many.
std::string dropBlockComments(llvm::StringRef Text) {
  std::string Out;
  Out.reserve(Text.size());
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text.substr(I, 2) != "/*") {
      Out += Text[I];
      continue;
    }
    Out += ' ';
    size_t End = Text.find("*/", I + 2);
    if (End == llvm::StringRef::npos)
      break;
    I = End + 1;
  }
  return Out;
}

} // namespace

bool hasEmbedDirective(llvm::StringRef Text) {
  // A splice or a comment can hide the word; without either it is there.
  if (!Text.contains("embed") && !Text.contains('\\') && !Text.contains("/*"))
    return false;
  std::string Plain = dropBlockComments(spliceLines(Text));
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
