//===- FileKinds.cpp - What a file is, by its name ------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/FileKinds.h"
#include "llvm/Support/Path.h"

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

} // namespace musify
