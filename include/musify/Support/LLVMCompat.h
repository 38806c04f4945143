//===- LLVMCompat.h - Differences between LLVM versions ---------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// musify is built against Debian's LLVM/Clang 19 packages. Every use of an
// API that changed between LLVM 19 and the versions to follow (20-22) goes
// through this header, so that a port touches one file.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_LLVMCOMPAT_H
#define MUSIFY_SUPPORT_LLVMCOMPAT_H

#include "clang/AST/DeclCXX.h"
#include "clang/AST/NestedNameSpecifier.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Config/llvm-config.h"
#include <string>

#if LLVM_VERSION_MAJOR < 19
#error "musify needs LLVM 19 or newer"
#endif

// Also version-dependent, kept in one place each:
// - PPCallbacks::InclusionDirective's signature (SuggestedModule and
//   ModuleImported since LLVM 19): lib/Analysis/PreprocessorRecorder.h.
// - llvm::DefaultThreadPool (named ThreadPool before LLVM 18):
//   lib/Migrate/Migrator.cpp.

namespace musify::compat {

/// The declaration a tag type (struct, enum, ...) written in source names.
/// LLVM 22 folds ElaboratedType into the tag type and renames the accessor.
inline const clang::TagDecl *tagDecl(clang::TagTypeLoc TL) {
#if LLVM_VERSION_MAJOR >= 22
  return TL.getOriginalDecl();
#else
  return TL.getDecl();
#endif
}

/// The namespace (or namespace alias) one component of a qualifier names,
/// or null. LLVM 22 reworks NestedNameSpecifier into a value type.
inline const clang::NamedDecl *namespaceOf(clang::NestedNameSpecifierLoc NNS) {
  const clang::NestedNameSpecifier *Spec = NNS.getNestedNameSpecifier();
  if (!Spec)
    return nullptr;
  if (const clang::NamespaceDecl *NS = Spec->getAsNamespace())
    return NS;
  return Spec->getAsNamespaceAlias();
}

/// The name under which the file of \p FID was opened, or "" for buffers
/// that are not files (<built-in>, <command line>, scratch space).
inline std::string fileName(const clang::SourceManager &SM, clang::FileID FID) {
  if (clang::OptionalFileEntryRef Entry = SM.getFileEntryRefForID(FID))
    return Entry->getName().str();
  return "";
}

} // namespace musify::compat

#endif // MUSIFY_SUPPORT_LLVMCOMPAT_H
