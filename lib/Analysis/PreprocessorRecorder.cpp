//===- PreprocessorRecorder.cpp - Macros, files, skipped code -------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Analysis/PreprocessorRecorder.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/MacroInfo.h"

namespace musify {

void PreprocessorRecorder::FileChanged(clang::SourceLocation Loc,
                                       FileChangeReason Reason,
                                       clang::SrcMgr::CharacteristicKind,
                                       clang::FileID) {
  if (Reason == EnterFile && Loc.isFileID())
    Sink.fileEntered(SM.getFileID(Loc));
}

void PreprocessorRecorder::InclusionDirective(
    clang::SourceLocation HashLoc, const clang::Token &,
    llvm::StringRef FileName, bool, clang::CharSourceRange FilenameRange,
    clang::OptionalFileEntryRef File, llvm::StringRef, llvm::StringRef,
    const clang::Module *, bool, clang::SrcMgr::CharacteristicKind Kind) {
  Sink.includeNamed(FileName);
  if (File)
    Sink.inclusion(SM.getFileID(SM.getExpansionLoc(HashLoc)), FileName,
                   FilenameRange.getBegin(), *File, Kind);
}

void PreprocessorRecorder::HasInclude(clang::SourceLocation,
                                      llvm::StringRef FileName, bool,
                                      clang::OptionalFileEntryRef,
                                      clang::SrcMgr::CharacteristicKind) {
  Sink.includeNamed(FileName);
}

void PreprocessorRecorder::MacroExpands(const clang::Token &MacroNameTok,
                                        const clang::MacroDefinition &MD,
                                        clang::SourceRange,
                                        const clang::MacroArgs *) {
  Sink.macroReference(MacroNameTok, MD.getMacroInfo());
}

void PreprocessorRecorder::MacroDefined(const clang::Token &MacroNameTok,
                                        const clang::MacroDirective *MD) {
  Sink.macroDefinition(MacroNameTok, MD ? MD->getMacroInfo() : nullptr);
}

void PreprocessorRecorder::SourceRangeSkipped(clang::SourceRange Range,
                                              clang::SourceLocation EndifLoc) {
  Sink.skippedRange(clang::SourceRange(Range.getBegin(), EndifLoc));
}

} // namespace musify
