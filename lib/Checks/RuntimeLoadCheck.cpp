//===- RuntimeLoadCheck.cpp - MU2007: CUDA loaded by name -----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "RuntimeLoadCheck.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/CharInfo.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
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

/// The literal's text where it is ASCII (a wide one's too), else nothing.
std::optional<std::string> asciiText(const StringLiteral *S) {
  std::string Text;
  for (unsigned I = 0; I < S->getLength(); ++I) {
    uint32_t C = S->getCodeUnit(I);
    if (C == 0 || C > 0x7f)
      return std::nullopt;
    Text += static_cast<char>(C);
  }
  return Text;
}

/// Where the literal is written out (a plain "...", in the user's file or
/// in a macro's definition, not made by # or ##), so that a fix may
/// replace it; invalid where it is not.
SourceLocation writtenAt(const StringLiteral *S, const SourceManager &SM) {
  if (S->getNumConcatenated() != 1)
    return {};
  SourceLocation At = SM.getSpellingLoc(S->getBeginLoc());
  if (!At.isFileID() || SM.isWrittenInScratchSpace(At) ||
      SM.isInSystemHeader(At))
    return {};
  return At;
}

std::string quoted(const StringLiteral *S, llvm::StringRef Text) {
  std::string Prefix = S->isWide() ? "L" : S->isUTF8() ? "u8" : "";
  return Prefix + "\"" + Text.str() + "\"";
}

/// Reports \p Message at \p S, with the fix \p Fix where the literal is
/// written out and a fix is given.
void reportAt(CheckReporter &Reporter, const StringLiteral *S,
              const SourceManager &SM, std::string Message,
              std::string Suggestion, llvm::StringRef Fix) {
  SourceLocation At = writtenAt(S, SM);
  if (Fix.empty() || At.isInvalid()) {
    Reporter.report(DiagID::RuntimeLoad, S->getBeginLoc(), std::move(Message),
                    std::move(Suggestion));
    return;
  }
  SourceLocation End = SM.getSpellingLoc(S->getEndLoc());
  Reporter.report(DiagID::RuntimeLoad, S->getBeginLoc(), std::move(Message),
                  std::move(Suggestion),
                  CharSourceRange::getTokenRange(At, End), quoted(S, Fix));
}

} // namespace

void RuntimeLoadCheck::registerMatchers(MatchFinder &F) {
  F.addMatcher(
      stringLiteral(unless(isExpansionInSystemHeader())).bind("string"), this);
  // Each argument is looked at in run(): a K&R or implicit declaration of
  // dlsym has no parameters to match them with.
  F.addMatcher(
      callExpr(callee(functionDecl(hasAnyName(llvm::ArrayRef<llvm::StringRef>(
                                       LookupFunctions)))
                          .bind("lookup")),
               unless(isExpansionInSystemHeader()))
          .bind("call"),
      this);
}

void RuntimeLoadCheck::run(const MatchFinder::MatchResult &R) {
  if (const auto *S = R.Nodes.getNodeAs<StringLiteral>("string"))
    reportLibrary(S, *R.SourceManager);
  const auto *Call = R.Nodes.getNodeAs<CallExpr>("call");
  const auto *F = R.Nodes.getNodeAs<FunctionDecl>("lookup");
  if (!Call || !F)
    return;
  for (const Expr *Arg : Call->arguments())
    if (const auto *S = dyn_cast<StringLiteral>(Arg->IgnoreParenImpCasts()))
      reportSymbol(S, F->getName(), *R.SourceManager);
}

const Rule *RuntimeLoadCheck::libraryRule(llvm::StringRef File) const {
  llvm::StringRef Stem = llvm::sys::path::filename(File);
  if (Stem.ends_with_insensitive(".dll")) {
    Stem = Stem.drop_back(4);
    // nvcuda.dll is the driver; cudart64_12.dll a versioned runtime.
    if (Stem.equals_insensitive("nvcuda"))
      Stem = "cuda";
    else if (size_t At = Stem.find("64_"); At != llvm::StringRef::npos)
      Stem = Stem.take_front(At);
  } else {
    if (!Stem.consume_front("lib"))
      return nullptr;
    size_t Dot = Stem.find('.');
    if (Dot == llvm::StringRef::npos)
      return nullptr;
    // libcudart.so, libcudart.so.13.0, libcudart.dylib.
    llvm::StringRef Rest = Stem.drop_front(Dot);
    Stem = Stem.take_front(Dot);
    if (!Rest.consume_front(".so") && !Rest.consume_front(".dylib"))
      return nullptr;
    while (!Rest.empty()) {
      llvm::StringRef Number = Rest.drop_front().take_while(llvm::isDigit);
      if (Rest.front() != '.' || Number.empty())
        return nullptr;
      Rest = Rest.drop_front(1 + Number.size());
    }
  }
  // libnvidia-ml: a library name may have dashes.
  if (Stem.empty() || !llvm::all_of(Stem, [](char C) {
        return isAsciiIdentifierContinue(C) || C == '-';
      }))
    return nullptr;
  // A library the build rules name (`-lcudnn`, with no MUSA library known)
  // is CUDA's; `libcurl.so` is not.
  return Rules.lookupExact(RuleKind::Build, ("-l" + Stem).str());
}

std::string RuntimeLoadCheck::musaLibrary(const Rule &Link) {
  llvm::StringRef Musa = Link.Musa;
  if (!Link.renames() || !Musa.consume_front("-l") || Musa.empty())
    return "";
  return ("lib" + Musa + ".so").str();
}

void RuntimeLoadCheck::reportLibrary(const StringLiteral *S,
                                     const SourceManager &SM) {
  std::optional<std::string> File = asciiText(S);
  const Rule *Link = File ? libraryRule(*File) : nullptr;
  if (!Link)
    return;
  // MUSA's libraries are named on Linux only: a Windows one has no fix.
  bool Windows = llvm::StringRef(*File).ends_with_insensitive(".dll");
  std::string Musa = Windows ? "" : musaLibrary(*Link);
  std::string Message = fmt::format(
      "'{}' is CUDA's library, opened by name at run time: the port builds "
      "and then loads CUDA's library, {}",
      *File,
      !Musa.empty() ? fmt::format("where MUSA's is '{}'", Musa)
      : Link->renames()
          ? fmt::format("where MUSA's is {} (on Linux)", musaLibrary(*Link))
      : Link->Reason.empty() ? std::string("for which no MUSA library is known")
                             : Link->Reason.str());
  std::string Suggestion =
      !Musa.empty()
          ? fmt::format("load '{}' (the MUSA SDK's lib directory); names "
                        "looked up in it are MUSA's too",
                        Musa)
          : "load the MUSA SDK's counterpart of this library (see its lib "
            "directory), or drop the load";
  reportAt(*Reporter, S, SM, std::move(Message), std::move(Suggestion), Musa);
}

void RuntimeLoadCheck::reportSymbol(const StringLiteral *S,
                                    llvm::StringRef Lookup,
                                    const SourceManager &SM) {
  std::optional<std::string> Text = asciiText(S);
  if (!Text || !isValidAsciiIdentifier(*Text))
    return;
  llvm::StringRef Name = *Text;
  const Rule *R = Rules.lookupIdentifier(Name);
  if (!R && !Rules.familyByNamePattern(Name))
    return;
  bool Renames = R && R->renames() && !R->Musa.empty();
  // Only a function's MUSA name is a symbol of the library; a macro's
  // (cuCtxDestroy stands for cuCtxDestroy_v2) is not.
  bool Function = Renames && R->Kind == RuleKind::Function;
  std::string Message = fmt::format(
      "'{}' names CUDA's function for a lookup by name at run time ({}): "
      "the port builds and then finds no such function in MUSA's "
      "library{}",
      Name.str(), Lookup.str(),
      Function  ? fmt::format(", where it is '{}'", R->Musa)
      : Renames ? fmt::format(", where '{}' is a macro", R->Musa)
                : "");
  std::string Suggestion =
      Function  ? fmt::format("look up '{}' in MUSA's library", R->Musa)
      : Renames ? fmt::format("look up the function the macro '{}' stands for",
                              R->Musa)
      : R && !R->Suggestion.empty()
          ? R->Suggestion.str()
          : "find the MUSA function that stands for it, or drop the lookup";
  reportAt(*Reporter, S, SM, std::move(Message), std::move(Suggestion),
           Function ? llvm::StringRef(R->Musa) : "");
}

} // namespace musify
