//===- PreprocessorRecorder.h - Macros, files, skipped code -----*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_ANALYSIS_PREPROCESSORRECORDER_H
#define MUSIFY_ANALYSIS_PREPROCESSORRECORDER_H

#include "musify/Analysis/ReferenceSink.h"
#include "clang/Lex/PPCallbacks.h"

namespace musify {

/// Forwards what the preprocessor sees to a ReferenceSink: macro expansions
/// (CUDA macros have no AST node), entered files and skipped branches.
class PreprocessorRecorder : public clang::PPCallbacks {
public:
  PreprocessorRecorder(const clang::SourceManager &SM, ReferenceSink &Sink)
      : SM(SM), Sink(Sink) {}

  void FileChanged(clang::SourceLocation Loc, FileChangeReason Reason,
                   clang::SrcMgr::CharacteristicKind FileType,
                   clang::FileID PrevFID) override;
  void
  InclusionDirective(clang::SourceLocation HashLoc,
                     const clang::Token &IncludeTok, llvm::StringRef FileName,
                     bool IsAngled, clang::CharSourceRange FilenameRange,
                     clang::OptionalFileEntryRef File,
                     llvm::StringRef SearchPath, llvm::StringRef RelativePath,
                     const clang::Module *SuggestedModule, bool ModuleImported,
                     clang::SrcMgr::CharacteristicKind FileType) override;
  void HasInclude(clang::SourceLocation Loc, llvm::StringRef FileName,
                  bool IsAngled, clang::OptionalFileEntryRef File,
                  clang::SrcMgr::CharacteristicKind FileType) override;
  void MacroDefined(const clang::Token &MacroNameTok,
                    const clang::MacroDirective *MD) override;
  void MacroExpands(const clang::Token &MacroNameTok,
                    const clang::MacroDefinition &MD, clang::SourceRange Range,
                    const clang::MacroArgs *Args) override;
  void SourceRangeSkipped(clang::SourceRange Range,
                          clang::SourceLocation EndifLoc) override;

private:
  const clang::SourceManager &SM;
  ReferenceSink &Sink;
};

} // namespace musify

#endif
