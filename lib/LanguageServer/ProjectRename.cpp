//===- ProjectRename.cpp - --rename-symbols over the whole project --------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A rename of a project name is right only if it is made everywhere: the
// buffer's project is migrated as `musify --rename-symbols` migrates it (its
// translation units, the open buffers as they are), which decides what is
// renamed, and each rename carries every place it changes.
//
//===----------------------------------------------------------------------===//

#include "BufferAnalysis.h"
#include "musify/CompileCommands/CompileCommandDatabase.h"
#include "musify/Rewrite/FileRenames.h"
#include "musify/Rewrite/Words.h"
#include "musify/Support/FileKinds.h"
#include "musify/Support/Paths.h"
#include "musify/Support/SourceTree.h"
#include "llvm/ADT/STLExtras.h"
#include <set>

namespace musify {
namespace {

/// The translation units of the project, \p Path and the open buffers that
/// lie in it among them.
std::vector<std::string> projectInputs(const MigrationOptions &Base,
                                       const ProjectSettings &S,
                                       const std::string &Path,
                                       const OpenBuffers &Open) {
  std::set<std::string> Inputs = {Path};
  if (Base.CompileDb) {
    for (const std::string &F : Base.CompileDb->getAllFiles())
      Inputs.insert(absolutePath(F));
  } else if (auto Tree = listSourceTree(S.Root, {}, {})) {
    for (const std::string &F : Tree->Sources)
      if (isTranslationUnit(F))
        Inputs.insert(absolutePath(F));
  } else {
    llvm::consumeError(Tree.takeError());
  }
  std::string Prefix = llvm::StringRef(S.Root).rtrim('/').str() + "/";
  for (const auto &[P, B] : Open)
    if (isTranslationUnit(P) && llvm::StringRef(P).starts_with(Prefix))
      Inputs.insert(P);
  return {Inputs.begin(), Inputs.end()};
}

/// Where \p From occurs in \p F as --rename-symbols renames it.
std::vector<size_t> occurrences(const FileResult &F, llvm::StringRef From) {
  std::vector<size_t> At;
  if (FileRenames::isBuildScript(F.Path))
    forEachMacroWord(F.Original, From, [&](size_t O) { At.push_back(O); });
  else
    forEachIdentifier(F.Original, [&](unsigned O, llvm::StringRef Id) {
      if (Id == From)
        At.push_back(O);
    });
  return At;
}

ProjectRename placesOf(const RenamedSymbol &S, const MigrationResult &R,
                       const OpenBuffers &Open) {
  ProjectRename Out;
  Out.From = S.From, Out.To = S.To;
  for (const auto &[Abs, F] : R.Files) {
    std::vector<size_t> At = occurrences(F, S.From);
    if (At.empty())
      continue;
    ProjectRename::File &File = Out.Files[Abs];
    auto It = Open.find(Abs);
    File.Uri = It != Open.end() ? It->second.Uri : lsp::uriFromPath(Abs);
    if (It != Open.end())
      File.Version = It->second.Version;
    for (size_t O : At)
      File.Ranges.push_back({lsp::positionAt(F.Original, O),
                             lsp::positionAt(F.Original, O + S.From.size())});
  }
  return Out;
}

bool isProjectNote(const Diagnostic &D) {
  return D.ID == DiagID::SymbolRenamed || D.ID == DiagID::SymbolKept;
}

} // namespace

std::vector<ProjectRename>
projectRenames(const RuleSet &Rules, const MigrationOptions &Base,
               const ProjectSettings &S, const std::string &Path,
               llvm::StringRef Text, const OpenBuffers &Open,
               std::vector<Diagnostic> &Diags) {
  MigrationOptions O = Base;
  O.Inputs = projectInputs(Base, S, Path, Open);
  O.RenameSymbols = true;
  O.HeaderRoot = S.Root;
  O.BuildEveryPreamble = false;
  MigrationResult R = migrate(Rules, O);
  std::set<std::string> Here;
  forEachIdentifier(
      Text, [&](unsigned, llvm::StringRef Id) { Here.insert(Id.str()); });
  std::vector<ProjectRename> Renames;
  for (const RenamedSymbol &Symbol : R.RenamedSymbols)
    if (Symbol.Kind != "file" && Here.count(Symbol.From))
      Renames.push_back(placesOf(Symbol, R, Open));
  // The project decides what is renamed, not the buffer's own parse.
  llvm::erase_if(Diags, isProjectNote);
  for (Diagnostic &D : R.Diagnostics)
    if (isProjectNote(D) && absolutePath(D.File) == Path)
      Diags.push_back(std::move(D));
  llvm::stable_sort(Diags, [](const Diagnostic &A, const Diagnostic &B) {
    return A.Begin.Offset < B.Begin.Offset;
  });
  return Renames;
}

} // namespace musify
