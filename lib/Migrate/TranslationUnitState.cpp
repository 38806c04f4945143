//===- TranslationUnitState.cpp - Decisions during one parse --------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "TranslationUnitState.h"
#include "musify/Support/LLVMCompat.h"
#include "clang/AST/Decl.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include <fmt/format.h>

namespace musify {

using namespace clang;

FileMigration &TranslationUnitState::fileFor(FileID FID) {
  auto It = Files.find(FID);
  if (It == Files.end())
    It = Files
             .emplace(FID, FileMigration(Classifier.classify(FID).Path,
                                         SM.getBufferData(FID).str()))
             .first;
  return It->second;
}

void TranslationUnitState::fileEntered(FileID FID) {
  if (Classifier.classify(FID).From == Origin::User)
    fileFor(FID);
}

void TranslationUnitState::userDeclaration(SourceLocation NameLoc) {
  SourceLocation Spelling = SM.getSpellingLoc(NameLoc);
  if (Classifier.isUser(Spelling))
    fileFor(SM.getFileID(Spelling)).protect(SM.getFileOffset(Spelling));
}

void TranslationUnitState::skippedRange(SourceRange Range) {
  SourceLocation Begin = SM.getExpansionLoc(Range.getBegin());
  SourceLocation End = SM.getExpansionLoc(Range.getEnd());
  FileID FID = SM.getFileID(Begin);
  if (!Classifier.isUser(Begin) || SM.getFileID(End) != FID)
    return;
  fileFor(FID).addInactiveRange(SM.getFileOffset(Begin), SM.getFileOffset(End));
}

void TranslationUnitState::reportPasted(FileMigration &F, unsigned Offset,
                                        unsigned Length, llvm::StringRef Name) {
  F.report(DiagID::PastedName, Offset, Length,
           fmt::format("'{}' is formed by token pasting here; musify cannot "
                       "rewrite it",
                       Name),
           "rewrite the macro so that the CUDA name is written out");
}

void TranslationUnitState::handleCudaName(SourceLocation Spelling,
                                          llvm::StringRef Name,
                                          const FileClass &Where,
                                          llvm::StringRef What) {
  FileMigration &F = fileFor(SM.getFileID(Spelling));
  unsigned Offset = SM.getFileOffset(Spelling);
  unsigned Length = Lexer::MeasureTokenLength(Spelling, SM, LangOpts);
  const Rule *R = Rules.lookupIdentifier(Name);
  if (llvm::StringRef(F.content()).substr(Offset, Length) != Name) {
    // The user's token is a fragment pasted into this name by a macro (##).
    if (R && R->renames())
      reportPasted(F, Offset, Length, Name);
    return;
  }
  if (R) {
    F.applyRule(Offset, Length, *R);
    return;
  }
  if (Where.From == Origin::CudaSdk &&
      !(Where.Owner && Where.Owner->UnmappedIsIdentity))
    F.report(DiagID::UnmappedAPI, Offset, Length,
             fmt::format("{} '{}' comes from the CUDA SDK ({}) but no rule "
                         "covers it; left unchanged",
                         What, Name, Where.RelPath),
             "port it by hand, or add a rule for it (see docs/rules.md)");
}

void TranslationUnitState::declReference(SourceLocation NameLoc,
                                         const NamedDecl *D) {
  if (!D || NameLoc.isInvalid() || !D->getDeclName().isIdentifier())
    return;
  SourceLocation Spelling = SM.getSpellingLoc(NameLoc);
  if (SM.isWrittenInScratchSpace(Spelling)) {
    // `cuda##Free`: the name exists only in the preprocessor's scratch
    // buffer. Report it where the user's macro is expanded.
    SourceLocation Expansion = SM.getExpansionLoc(NameLoc);
    const Rule *R = Rules.lookupIdentifier(D->getName());
    if (R && R->renames() && Classifier.isUser(Expansion))
      reportPasted(
          fileFor(SM.getFileID(Expansion)), SM.getFileOffset(Expansion),
          Lexer::MeasureTokenLength(Expansion, SM, LangOpts), D->getName());
    return;
  }
  // A CUDA name spelled inside a CUDA macro (cublasCreate expands to
  // cublasCreate_v2) is the macro's business, handled in macroReference.
  if (!Classifier.isUser(Spelling))
    return;
  // The first declaration says whose name it is: clang's CUDA wrapper
  // redeclares threadIdx in a CUDA header, a user may redeclare cudaMalloc.
  const FileClass &Where = Classifier.classify(
      SM.getExpansionLoc(D->getCanonicalDecl()->getLocation()));
  if (Where.From == Origin::User) {
    fileFor(SM.getFileID(Spelling)).protect(SM.getFileOffset(Spelling));
    return;
  }
  if (Where.From == Origin::CudaSdk)
    handleCudaName(Spelling, D->getName(), Where, "API");
}

void TranslationUnitState::macroReference(const Token &NameTok,
                                          const MacroInfo *MI) {
  SourceLocation Spelling = SM.getSpellingLoc(NameTok.getLocation());
  if (!MI || !NameTok.getIdentifierInfo() || !Classifier.isUser(Spelling))
    return;
  llvm::StringRef Name = NameTok.getIdentifierInfo()->getName();
  SourceLocation DefLoc = MI->getDefinitionLoc();
  // Predefined macros (__CUDACC__) live in no file.
  FileClass Predefined;
  const FileClass &Where =
      DefLoc.isValid() &&
              !compat::fileName(SM, SM.getFileID(SM.getExpansionLoc(DefLoc)))
                   .empty()
          ? Classifier.classify(SM.getExpansionLoc(DefLoc))
          : Predefined;
  if (Where.From == Origin::User) {
    // The user's own macro, unless it defines a CUDA macro itself
    // (`#ifndef CUDART_VERSION` / `#define CUDART_VERSION ...`): the
    // definition is renamed by the token pass, so its uses must follow.
    const Rule *R = Rules.lookupIdentifier(Name);
    if (R && R->Kind == RuleKind::Macro)
      handleCudaName(Spelling, Name, Where, "macro");
    else
      fileFor(SM.getFileID(Spelling)).protect(SM.getFileOffset(Spelling));
    return;
  }
  handleCudaName(Spelling, Name, Where, "macro");
}

std::vector<FileMigration>
TranslationUnitState::finish(llvm::StringRef TokenOnlyReason) {
  std::vector<FileMigration> Result;
  for (auto &[FID, F] : Files) {
    F.runTokenPass(Rules, TokenOnlyReason);
    Result.push_back(std::move(F));
  }
  Files.clear();
  return Result;
}

} // namespace musify
