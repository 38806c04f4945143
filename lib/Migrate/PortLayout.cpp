//===- PortLayout.cpp - The port's final texts and places -----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Migrate/PortLayout.h"
#include "musify/Rewrite/Annotate.h"
#include "musify/Rewrite/FileRenames.h"
#include "musify/Support/Paths.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <set>

namespace musify {

namespace {

/// The file called \p Name in the directory of \p Path.
std::string siblingPath(llvm::StringRef Path, llvm::StringRef Name) {
  llvm::SmallString<256> Out(llvm::sys::path::parent_path(Path));
  llvm::sys::path::append(Out, Name);
  return std::string(Out);
}

/// Files change names only in a tree written elsewhere.
FileRenames fileRenames(const MigrationResult &Result, const LayoutOptions &O,
                        const std::string &Root) {
  FileRenames Renames;
  if (O.RenameFiles && !O.OutRoot.empty())
    Renames.renameExtensions();
  for (const auto &[Dir, NewName] : Result.NewDirNames)
    Renames.addDirectory(Dir, siblingPath(Dir, NewName));
  if (O.OutRoot.empty())
    return Renames;
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
  return Renames;
}

/// Two files written to one place (k.cu renamed to k.mu next to a k.mu):
/// an error before anything is written, never the last one winning.
void placeFiles(const MigrationResult &Result, const LayoutOptions &O,
                const FileRenames &Renames, PortLayout &Layout) {
  std::map<std::string, std::string> Writer;
  auto Claim = [&](const std::string &Target, llvm::StringRef Source) {
    auto [It, New] = Writer.try_emplace(Target, Source.str());
    if (!New && It->second != Source)
      Layout.Conflicts.push_back(It->second + " and " + Source.str() +
                                 " would both be written to " + Target);
  };
  for (const auto &[Real, F] : Result.Files) {
    std::string New = Renames.target(Real);
    std::string Target =
        mirrorPath(New.empty() ? llvm::StringRef(F.Path) : llvm::StringRef(New),
                   O.Root, O.OutRoot);
    Claim(Target, F.Path);
    Layout.Targets[Real] = Target;
  }
  for (const std::string &Copy : O.Copies) {
    std::string Target = mirrorPath(Copy, O.Root, O.OutRoot);
    Claim(Target, Copy);
    Layout.Targets[Copy] = Target;
  }
}

/// Each link of the tree is a link in the port, in its place (renamed
/// directories followed), to where its file is written.
void placeLinks(const LayoutOptions &O, const FileRenames &Renames,
                PortLayout &Layout) {
  if (O.Links.empty())
    return;
  std::map<std::string, std::string> ByReal;
  std::set<std::string> Written;
  for (const auto &[Listed, Target] : Layout.Targets) {
    ByReal.emplace(absolutePath(Listed), Target);
    Written.insert(Target);
  }
  std::string Root = absolutePath(O.Root);
  for (const std::string &Link : O.Links) {
    auto File = ByReal.find(absolutePath(Link));
    if (File == ByReal.end())
      continue; // its file is not in the port: nothing to link to
    // The link's own place: its directory resolved, its name kept.
    llvm::SmallString<256> Place(
        absolutePath(llvm::sys::path::parent_path(Link)));
    llvm::sys::path::append(Place, llvm::sys::path::filename(Link));
    std::string New = Renames.underRenamedDirectories(std::string(Place), Root);
    llvm::StringRef Rel = New.empty() ? llvm::StringRef(Place) : New;
    if (!isWithin(Rel, Root))
      continue;
    Rel.consume_front(llvm::StringRef(Root).rtrim('/'));
    llvm::SmallString<256> At(O.OutRoot);
    llvm::sys::path::append(At, Rel.ltrim('/'));
    if (Written.count(std::string(At)))
      continue; // a file of the port is written there
    Layout.Links[std::string(At)] =
        relativePath(llvm::sys::path::parent_path(At), File->second);
  }
}

/// Copied build scripts follow the renames.
void rewriteCopies(const LayoutOptions &O, const FileRenames &Renames,
                   PortLayout &Layout) {
  if (Renames.empty())
    return;
  for (const std::string &Copy : O.Copies) {
    if (!FileRenames::isBuildScript(Copy))
      continue;
    auto Content = llvm::MemoryBuffer::getFile(Copy, /*IsText=*/false);
    if (!Content) {
      Layout.UnreadableCopies[Copy] = Content.getError().message();
      continue;
    }
    Layout.RewrittenCopies[Copy] =
        Renames.updateBuildScript((*Content)->getBuffer(), absolutePath(Copy));
  }
}

} // namespace

PortLayout layOutPort(MigrationResult &Result, const LayoutOptions &O) {
  PortLayout Layout;
  std::string Root = absolutePath(O.Root);
  FileRenames Renames = fileRenames(Result, O, Root);
  if (!O.OutRoot.empty()) {
    placeFiles(Result, O, Renames, Layout);
    if (!Layout.Conflicts.empty())
      return Layout;
    placeLinks(O, Renames, Layout);
    rewriteCopies(O, Renames, Layout);
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
  }
  return Layout;
}

} // namespace musify
