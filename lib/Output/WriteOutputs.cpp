//===- WriteOutputs.cpp - Where the migrated files go ---------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Output/WriteOutputs.h"
#include "musify/Output/Annotate.h"
#include "musify/Output/FileRenames.h"
#include "musify/Output/OutputWriter.h"
#include "musify/Output/UnifiedDiff.h"
#include "llvm/Support/MemoryBuffer.h"
#include <map>

namespace musify {

OutputOutcome writeOutputs(MigrationResult &Result, const OutputOptions &O,
                           llvm::raw_ostream &Out, llvm::raw_ostream &Err) {
  OutputOutcome Outcome;
  auto Write = [&](llvm::StringRef Path, llvm::StringRef Content) {
    if (llvm::Error E = writeFileAtomically(Path, Content)) {
      Err << "musify: error: cannot write " << llvm::toString(std::move(E))
          << "\n";
      Outcome.Failed = true;
    }
  };
  // Into the out-root: written, or with --check/--diff only compared.
  auto Emit = [&](llvm::StringRef Path, llvm::StringRef Content) {
    if (!O.Check && !O.Diff)
      return Write(Path, Content);
    auto Existing = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
    llvm::StringRef Old = Existing ? (*Existing)->getBuffer() : "";
    if (Existing && Old == Content)
      return;
    ++Outcome.OutOfDate;
    if (O.Check)
      Out << "musify: out of date: " << Path << "\n";
    if (O.Diff)
      Out << unifiedDiff(Old, Content, Existing ? Path : "/dev/null", Path);
  };

  FileRenames Renames;
  if (O.RenameFiles)
    for (const auto &[Real, F] : Result.Files)
      Renames.add(Real);
  auto OutPath = [&](llvm::StringRef Path) {
    std::string Mirror = mirrorPath(Path, O.Root, O.OutRoot);
    std::string New = FileRenames::renamed(Mirror);
    return O.RenameFiles && !New.empty() ? New : Mirror;
  };
  std::map<std::string, std::vector<const Diagnostic *>> DiagsByFile;
  if (O.Annotate)
    for (const Diagnostic &D : Result.Diagnostics)
      DiagsByFile[D.File].push_back(&D);

  for (auto &[Real, F] : Result.Files) {
    if (O.Annotate)
      F.Migrated = annotate(F.Migrated, DiagsByFile[F.Path]);
    if (O.RenameFiles)
      F.Migrated = FileRenames::isBuildScript(F.Path)
                       ? Renames.updateBuildScript(F.Migrated)
                       : Renames.updateIncludes(Real, F.Migrated);
    if (!O.OutRoot.empty()) {
      Emit(OutPath(F.Path), F.Migrated);
    } else if (O.Diff) {
      Out << unifiedDiff(F.Original, F.Migrated, F.Path, F.Path);
    } else if (O.InPlace) {
      if (F.Migrated == F.Original)
        continue;
      if (!O.NoBackup)
        if (llvm::Error E = writeBackup(F.Path, F.Original)) {
          Err << "musify: error: cannot back up "
              << llvm::toString(std::move(E)) << "\n";
          Outcome.Failed = true;
          continue;
        }
      Write(F.Path, F.Migrated);
    } else if (F.IsInput) {
      if (!O.OutputFile.empty())
        Write(O.OutputFile, F.Migrated);
      else
        Out << F.Migrated;
    }
  }

  // The rest of the tree is copied as it is; build scripts follow renames.
  if (!O.OutRoot.empty())
    for (const std::string &Copy : O.Copies) {
      auto Content = llvm::MemoryBuffer::getFile(Copy, /*IsText=*/false);
      if (!Content) {
        Err << "musify: error: cannot read " << Copy << ": "
            << Content.getError().message() << "\n";
        Outcome.Failed = true;
        continue;
      }
      llvm::StringRef Text = (*Content)->getBuffer();
      std::string Target = mirrorPath(Copy, O.Root, O.OutRoot);
      if (O.RenameFiles && FileRenames::isBuildScript(Copy))
        Emit(Target, Renames.updateBuildScript(Text));
      else
        Emit(Target, Text);
    }
  return Outcome;
}

} // namespace musify
