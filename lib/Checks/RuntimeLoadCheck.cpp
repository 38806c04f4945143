//===- RuntimeLoadCheck.cpp - MU2007: CUDA loaded by name at run time -----===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "RuntimeLoadCheck.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/StringExtras.h"
#include <fmt/format.h>

namespace musify {

using namespace clang;
using namespace clang::ast_matchers;

namespace {

/// The functions that take a symbol's name and return its address.
const llvm::StringRef LookupFunctions[] = {"dlsym",
                                           "dlvsym",
                                           "GetProcAddress",
                                           "cuGetProcAddress",
                                           "cuGetProcAddress_v2",
                                           "cudaGetDriverEntryPoint",
                                           "cudaGetDriverEntryPointByVersion"};

/// The literal's text, written as the user wrote it (a plain "...", not a
/// macro's expansion or a concatenation), as a fix may replace it.
bool replaceable(const StringLiteral *S, const SourceManager &SM) {
  return S->getNumConcatenated() == 1 && S->getBeginLoc().isFileID() &&
         !SM.isInSystemHeader(S->getBeginLoc());
}

std::string quoted(const StringLiteral *S, llvm::StringRef Text) {
  std::string Prefix = S->isWide() ? "L" : S->isUTF8() ? "u8" : "";
  return Prefix + "\"" + Text.str() + "\"";
}

} // namespace

void RuntimeLoadCheck::registerMatchers(MatchFinder &F) {
  F.addMatcher(stringLiteral().bind("string"), this);
  F.addMatcher(
      callExpr(callee(functionDecl(hasAnyName(llvm::ArrayRef<llvm::StringRef>(
                                       LookupFunctions)))
                          .bind("lookup")),
               forEachArgumentWithParam(
                   ignoringParenImpCasts(stringLiteral().bind("name")),
                   parmVarDecl())),
      this);
}

void RuntimeLoadCheck::run(const MatchFinder::MatchResult &R) {
  if (const auto *S = R.Nodes.getNodeAs<StringLiteral>("string"))
    reportLibrary(S, *R.SourceManager);
  if (const auto *S = R.Nodes.getNodeAs<StringLiteral>("name"))
    if (const auto *F = R.Nodes.getNodeAs<FunctionDecl>("lookup"))
      reportSymbol(S, F->getName(), *R.SourceManager);
}

std::string RuntimeLoadCheck::musaLibrary(llvm::StringRef File,
                                          bool &IsCuda) const {
  IsCuda = false;
  llvm::StringRef Stem = File;
  bool Windows = Stem.consume_back(".dll");
  if (Windows) {
    // nvcuda.dll is the driver; cudart64_12.dll a versioned runtime.
    if (Stem.equals_insensitive("nvcuda"))
      Stem = "cuda";
    else if (size_t At = Stem.find("64_"); At != llvm::StringRef::npos)
      Stem = Stem.take_front(At);
  } else {
    if (!Stem.consume_front("lib"))
      return "";
    size_t So = Stem.find('.');
    if (So == llvm::StringRef::npos)
      return "";
    // libcudart.so, libcudart.so.13.0, libcudart.dylib.
    llvm::StringRef Rest = Stem.drop_front(So);
    Stem = Stem.take_front(So);
    if (!Rest.consume_front(".so") && !Rest.consume_front(".dylib"))
      return "";
    while (!Rest.empty()) {
      llvm::StringRef Number = Rest.drop_front().take_while(llvm::isDigit);
      if (Rest.front() != '.' || Number.empty())
        return "";
      Rest = Rest.drop_front(1 + Number.size());
    }
  }
  if (Stem.empty() ||
      !llvm::all_of(Stem, [](char C) { return llvm::isAlnum(C) || C == '_'; }))
    return "";
  const Rule *Link = Rules.lookupExact(RuleKind::Build, ("-l" + Stem).str());
  llvm::StringRef Musa;
  if (Link && Link->renames() && llvm::StringRef(Link->Musa).starts_with("-l"))
    Musa = llvm::StringRef(Link->Musa).drop_front(2);
  // A library the build rules name (`-lcudnn`, with no MUSA library known)
  // is CUDA's; `libcurl.so` is not.
  IsCuda = Link != nullptr;
  // MUSA's libraries are named on Linux only: a Windows one has no fix.
  if (Musa.empty() || Windows)
    return "";
  return ("lib" + Musa + ".so").str();
}

void RuntimeLoadCheck::reportLibrary(const StringLiteral *S,
                                     const SourceManager &SM) {
  if (!S->isOrdinary() && !S->isWide() && !S->isUTF8())
    return;
  bool IsCuda = false;
  std::string Musa = musaLibrary(S->getString(), IsCuda);
  if (!IsCuda)
    return;
  std::string Message = fmt::format(
      "'{}' is CUDA's library, opened by name at run time: the port builds "
      "and then loads CUDA's library{}",
      S->getString().str(),
      Musa.empty() ? ", for which no MUSA library is known"
                   : fmt::format(", where MUSA's is '{}'", Musa));
  std::string Suggestion =
      Musa.empty() ? "load the MUSA SDK's counterpart of this library (see "
                     "its lib directory), or drop the load"
                   : fmt::format("load '{}' (the MUSA SDK's lib directory); "
                                 "names looked up in it are MUSA's too",
                                 Musa);
  if (Musa.empty() || !replaceable(S, SM)) {
    Reporter->report(DiagID::RuntimeLoad, S->getBeginLoc(), Message,
                     Suggestion);
    return;
  }
  Reporter->report(DiagID::RuntimeLoad, S->getBeginLoc(), Message, Suggestion,
                   CharSourceRange::getTokenRange(S->getSourceRange()),
                   quoted(S, Musa));
}

void RuntimeLoadCheck::reportSymbol(const StringLiteral *S,
                                    llvm::StringRef Lookup,
                                    const SourceManager &SM) {
  if (!S->isOrdinary())
    return;
  llvm::StringRef Name = S->getString();
  const Rule *R = Rules.lookupIdentifier(Name);
  if (!R && !Rules.familyByNamePattern(Name))
    return;
  bool Renames = R && R->renames() && !R->Musa.empty();
  std::string Message = fmt::format(
      "'{}' names CUDA's function for a lookup by name at run time ({}): "
      "the port builds and then finds no such function in MUSA's "
      "library{}",
      Name.str(), Lookup.str(),
      Renames ? fmt::format(", where it is '{}'", R->Musa) : "");
  std::string Suggestion =
      Renames ? fmt::format("look up '{}' in MUSA's library", R->Musa)
      : R && !R->Suggestion.empty()
          ? R->Suggestion.str()
          : "find the MUSA function that stands for it, or drop the lookup";
  if (!Renames || !replaceable(S, SM)) {
    Reporter->report(DiagID::RuntimeLoad, S->getBeginLoc(), Message,
                     Suggestion);
    return;
  }
  Reporter->report(DiagID::RuntimeLoad, S->getBeginLoc(), Message, Suggestion,
                   CharSourceRange::getTokenRange(S->getSourceRange()),
                   quoted(S, R->Musa));
}

} // namespace musify
