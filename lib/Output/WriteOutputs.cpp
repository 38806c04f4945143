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
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <map>

namespace musify {

/// \p Path as a diff names it: relative to \p Root when it lies below it.
static std::string diffPath(llvm::StringRef Path, llvm::StringRef Root) {
  std::string Abs = absolutePath(Path);
  std::string Base = Root.empty() ? "" : absolutePath(Root);
  if (!Base.empty() && isWithin(Abs, Base))
    return llvm::StringRef(Abs).drop_front(Base.size()).ltrim('/').str();
  return llvm::StringRef(Path).ltrim('/').str();
}

/// The file called \p Name in the directory of \p Path.
static std::string siblingPath(llvm::StringRef Path, llvm::StringRef Name) {
  llvm::SmallString<256> Out(llvm::sys::path::parent_path(Path));
  llvm::sys::path::append(Out, Name);
  return std::string(Out);
}

OutputOutcome writeOutputs(MigrationResult &Result, const OutputOptions &O,
                           llvm::raw_ostream &Out, llvm::raw_ostream &Err) {
  OutputOutcome Outcome;
  auto Write = [&](llvm::StringRef Path, llvm::StringRef Content,
                   std::optional<llvm::sys::fs::perms> Mode = std::nullopt) {
    if (llvm::Error E = writeFileAtomically(Path, Content, Mode)) {
      Err << "musify: error: cannot write " << llvm::toString(std::move(E))
          << "\n";
      Outcome.Failed = true;
    }
  };
  // Into the out-root: written, or with --check/--diff only compared.
  // Outputs keep the mode of the file they come from (0600, +x).
  auto ModeOf = [](llvm::StringRef Source) {
    llvm::ErrorOr<llvm::sys::fs::perms> P =
        llvm::sys::fs::getPermissions(Source);
    return P ? std::optional<llvm::sys::fs::perms>(*P) : std::nullopt;
  };
  auto Emit = [&](llvm::StringRef Path, llvm::StringRef Content,
                  llvm::StringRef Source) {
    if (!O.Check && !O.Diff)
      return Write(Path, Content, ModeOf(Source));
    auto Existing = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
    llvm::StringRef Old = Existing ? (*Existing)->getBuffer() : "";
    if (Existing && Old == Content)
      return;
    ++Outcome.OutOfDate;
    if (O.Check)
      Out << "musify: out of date: " << Path << "\n";
    if (O.Diff) {
      std::string Rel = diffPath(Path, O.OutRoot);
      Out << unifiedDiff(Old, Content, Existing ? "a/" + Rel : "/dev/null",
                         "b/" + Rel);
    }
  };

  // Files change names only in a tree written elsewhere.
  FileRenames Renames;
  std::string Root = absolutePath(O.Root);
  if (O.RenameFiles && !O.OutRoot.empty())
    Renames.renameExtensions();
  for (const auto &[Dir, NewName] : Result.NewDirNames)
    Renames.addDirectory(Dir, siblingPath(Dir, NewName));
  if (!O.OutRoot.empty())
    for (const auto &[Real, F] : Result.Files) {
      std::string New = Renames.underRenamedDirectories(Real, Root);
      auto Symbol = Result.NewFileNames.find(Real);
      if (Symbol != Result.NewFileNames.end())
        New = siblingPath(New, Symbol->second);
      std::string Ext = FileRenames::renamedExtension(New);
      if (O.RenameFiles && !Ext.empty())
        New = Ext;
      if (New != Real)
        Renames.add(Real, New);
    }
  auto OutPath = [&](llvm::StringRef Path, llvm::StringRef Real) {
    std::string New = Renames.target(Real);
    return mirrorPath(New.empty() ? Path : llvm::StringRef(New), O.Root,
                      O.OutRoot);
  };
  // Two files written to one place (k.cu renamed to k.mu next to a k.mu):
  // an error before anything is written, never the last one winning.
  if (!O.OutRoot.empty()) {
    std::map<std::string, std::string> Writer;
    auto Claim = [&](const std::string &Target, llvm::StringRef Source) {
      auto [It, New] = Writer.try_emplace(Target, Source.str());
      if (!New && It->second != Source) {
        Err << "musify: error: " << It->second << " and " << Source
            << " would both be written to " << Target << "\n";
        Outcome.Failed = true;
      }
    };
    for (const auto &[Real, F] : Result.Files)
      Claim(OutPath(F.Path, Real), F.Path);
    for (const std::string &Copy : O.Copies)
      Claim(mirrorPath(Copy, O.Root, O.OutRoot), Copy);
    if (Outcome.Failed)
      return Outcome;
  }
  std::map<std::string, std::vector<const Diagnostic *>> DiagsByFile;
  if (O.Annotate)
    for (const Diagnostic &D : Result.Diagnostics)
      DiagsByFile[D.File].push_back(&D);

  for (auto &[Real, F] : Result.Files) {
    if (O.Annotate)
      F.Migrated = annotate(F.Migrated, DiagsByFile[F.Path]);
    if (!Renames.empty())
      F.Migrated = FileRenames::isBuildScript(F.Path)
                       ? Renames.updateBuildScript(F.Migrated, Real)
                       : Renames.updateIncludes(Real, F.Migrated, Root);
    if (!O.OutRoot.empty()) {
      Outcome.Destinations[Real] = OutPath(F.Path, Real);
      Emit(OutPath(F.Path, Real), F.Migrated, Real);
    } else if (O.Diff) {
      // git's a/ and b/ prefixes, below the root: `git apply` (and
      // `patch -p1`) in the root applies the diff unchanged.
      std::string Rel = diffPath(F.Path, Root);
      Out << unifiedDiff(F.Original, F.Migrated, "a/" + Rel, "b/" + Rel);
    } else if (O.InPlace) {
      if (F.Migrated == F.Original)
        continue;
      // A link in the tree stays a link: its target, inside the in-root, is
      // rewritten; a target elsewhere is not musify's to touch.
      std::string Target = absolutePath(F.Path);
      Outcome.Destinations[Real] = Target;
      if (!isWithin(Target, Root)) {
        Err << "musify: error: not rewriting " << F.Path << ": it links to "
            << Target << ", outside the in-root\n";
        Outcome.Failed = true;
        continue;
      }
      if (!O.NoBackup)
        if (auto Backup = writeBackup(Target, F.Original); !Backup) {
          Err << "musify: error: cannot back up "
              << llvm::toString(Backup.takeError()) << "\n";
          Outcome.Failed = true;
          continue;
        }
      Write(Target, F.Migrated);
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
      if (!Renames.empty() && FileRenames::isBuildScript(Copy))
        Emit(Target, Renames.updateBuildScript(Text, absolutePath(Copy)), Copy);
      else
        Emit(Target, Text, Copy);
    }
  return Outcome;
}

} // namespace musify
