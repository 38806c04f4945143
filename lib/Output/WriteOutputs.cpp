//===- WriteOutputs.cpp - Where the migrated files go ---------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Output/WriteOutputs.h"
#include "musify/Output/OutputWriter.h"
#include "musify/Output/UnifiedDiff.h"
#include "musify/Support/Paths.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <map>
#include <unistd.h>

namespace musify {

namespace {

/// \p Path as a diff names it: relative to \p Root when it lies below it.
std::string diffPath(llvm::StringRef Path, llvm::StringRef Root) {
  std::string Abs = absolutePath(Path);
  std::string Base = Root.empty() ? "" : absolutePath(Root);
  if (!Base.empty() && isWithin(Abs, Base))
    return llvm::StringRef(Abs).drop_front(Base.size()).ltrim('/').str();
  return llvm::StringRef(Path).ltrim('/').str();
}

/// What the link \p Path holds; "" where it is none.
std::string heldByLink(llvm::StringRef Path) {
  char Held[4096];
  ssize_t N = ::readlink(Path.str().c_str(), Held, sizeof(Held));
  return N < 0 ? "" : std::string(Held, static_cast<size_t>(N));
}

/// Outputs keep the mode of the file they come from (0600, +x).
std::optional<llvm::sys::fs::perms> modeOf(llvm::StringRef Source) {
  llvm::ErrorOr<llvm::sys::fs::perms> P = llvm::sys::fs::getPermissions(Source);
  return P ? std::optional<llvm::sys::fs::perms>(*P) : std::nullopt;
}

class PortWriter {
public:
  PortWriter(const OutputOptions &O, llvm::raw_ostream &Out,
             llvm::raw_ostream &Err)
      : O(O), Out(Out), Err(Err) {}

  void write(llvm::StringRef Path, llvm::StringRef Content,
             std::optional<llvm::sys::fs::perms> Mode = std::nullopt) {
    if (llvm::Error E = writeFileAtomically(Path, Content, Mode)) {
      Err << "musify: error: cannot write " << llvm::toString(std::move(E))
          << "\n";
      Outcome.Failed = true;
    }
  }
  /// Into the out-root: written, or with --check/--diff only compared.
  void emit(llvm::StringRef Path, llvm::StringRef Content,
            llvm::StringRef Source);
  void writeFile(const std::string &Real, const FileResult &F,
                 const PortLayout &Layout, llvm::StringRef Root);
  void writeInPlace(const std::string &Real, const FileResult &F,
                    llvm::StringRef Root);
  void copyRest(const PortLayout &Layout);
  /// A link of the tree, made again in the port (\p Path holds \p Target).
  void link(llvm::StringRef Path, llvm::StringRef Target);

  OutputOutcome Outcome;

private:
  const OutputOptions &O;
  llvm::raw_ostream &Out, &Err;
};

void PortWriter::emit(llvm::StringRef Path, llvm::StringRef Content,
                      llvm::StringRef Source) {
  // A directory of the out-root that is a link would take the port (or,
  // with --check and --diff, what they read) outside it.
  if (std::string Link = O.OutRoot.empty() ? "" : linkBelow(O.OutRoot, Path);
      !Link.empty()) {
    Err << "musify: error: not writing " << Path << ": " << Link
        << " is a link; the port is never written outside the out-root "
           "through one (remove the link)\n";
    Outcome.Failed = true;
    return;
  }
  if (!O.Check && !O.Diff)
    return write(Path, Content, modeOf(Source));
  // A port file that is a link is replaced when written; what it leads to
  // is not the port's, and is not read: it counts as missing.
  llvm::sys::fs::file_status Status;
  bool Link = !llvm::sys::fs::status(Path, Status, /*follow=*/false) &&
              Status.type() == llvm::sys::fs::file_type::symlink_file;
  auto Existing =
      Link ? llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>(
                 std::make_error_code(std::errc::no_such_file_or_directory))
           : llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
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
}

void PortWriter::link(llvm::StringRef Path, llvm::StringRef Target) {
  if (std::string Link = linkBelow(O.OutRoot, Path); !Link.empty()) {
    Err << "musify: error: not making the link " << Path << ": " << Link
        << " is a link; the port is never written outside the out-root "
           "through one (remove the link)\n";
    Outcome.Failed = true;
    return;
  }
  llvm::sys::fs::file_status Status;
  if (!llvm::sys::fs::status(Path, Status, /*follow=*/false) &&
      Status.type() == llvm::sys::fs::file_type::symlink_file &&
      heldByLink(Path) == Target)
    return;
  if (O.Check || O.Diff) {
    ++Outcome.OutOfDate;
    if (O.Check)
      Out << "musify: out of date: " << Path << " (a link to " << Target
          << ")\n";
    return;
  }
  llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Path));
  // What is there (a file or a link of an earlier port) is replaced; a
  // link is removed, never followed.
  llvm::sys::fs::remove(Path);
  if (std::error_code EC = llvm::sys::fs::create_link(Target, Path)) {
    Err << "musify: error: cannot make the link " << Path << " to " << Target
        << ": " << EC.message() << "\n";
    Outcome.Failed = true;
  }
}

void PortWriter::writeInPlace(const std::string &Real, const FileResult &F,
                              llvm::StringRef Root) {
  if (F.Migrated == F.Original)
    return;
  // A link in the tree stays a link: its target, inside the in-root, is
  // rewritten; a target elsewhere is not musify's to touch.
  std::string Target = absolutePath(F.Path);
  Outcome.Destinations[Real] = Target;
  if (!isWithin(Target, Root)) {
    Err << "musify: error: not rewriting " << F.Path << ": it links to "
        << Target << ", outside the in-root\n";
    Outcome.Failed = true;
    return;
  }
  if (!O.NoBackup)
    if (auto Backup = writeBackup(Target, F.Original); !Backup) {
      Err << "musify: error: cannot back up "
          << llvm::toString(Backup.takeError()) << "\n";
      Outcome.Failed = true;
      return;
    }
  write(Target, F.Migrated);
}

void PortWriter::writeFile(const std::string &Real, const FileResult &F,
                           const PortLayout &Layout, llvm::StringRef Root) {
  if (!O.OutRoot.empty()) {
    const std::string &Target = Layout.Targets.at(Real);
    Outcome.Destinations[Real] = Target;
    emit(Target, F.Migrated, Real);
  } else if (O.Diff) {
    // git's a/ and b/ prefixes, below the root: `git apply` (and
    // `patch -p1`) in the root applies the diff unchanged.
    std::string Rel = diffPath(F.Path, Root);
    Out << unifiedDiff(F.Original, F.Migrated, "a/" + Rel, "b/" + Rel);
  } else if (O.InPlace) {
    writeInPlace(Real, F, Root);
  } else if (F.IsInput) {
    if (!O.OutputFile.empty())
      write(O.OutputFile, F.Migrated);
    else
      Out << F.Migrated;
  }
}

/// The rest of the tree is copied as it is, or as the layout rewrote it.
void PortWriter::copyRest(const PortLayout &Layout) {
  for (const std::string &Copy : O.Copies) {
    const std::string &Target = Layout.Targets.at(Copy);
    auto Rewritten = Layout.RewrittenCopies.find(Copy);
    if (Rewritten != Layout.RewrittenCopies.end()) {
      emit(Target, Rewritten->second, Copy);
      continue;
    }
    auto Unreadable = Layout.UnreadableCopies.find(Copy);
    auto Content = llvm::MemoryBuffer::getFile(Copy, /*IsText=*/false);
    if (Unreadable != Layout.UnreadableCopies.end() || !Content) {
      Err << "musify: error: cannot read " << Copy << ": "
          << (Unreadable != Layout.UnreadableCopies.end()
                  ? Unreadable->second
                  : Content.getError().message())
          << "\n";
      Outcome.Failed = true;
      continue;
    }
    emit(Target, (*Content)->getBuffer(), Copy);
  }
}

} // namespace

OutputOutcome writeOutputs(const MigrationResult &Result,
                           const PortLayout &Layout, const OutputOptions &O,
                           llvm::raw_ostream &Out, llvm::raw_ostream &Err) {
  PortWriter Writer(O, Out, Err);
  for (const std::string &Conflict : Layout.Conflicts)
    Err << "musify: error: " << Conflict << "\n";
  if (!Layout.Conflicts.empty()) {
    Writer.Outcome.Failed = true;
    return Writer.Outcome;
  }
  std::string Root = absolutePath(O.Root);
  for (const auto &[Real, F] : Result.Files)
    Writer.writeFile(Real, F, Layout, Root);
  if (!O.OutRoot.empty()) {
    Writer.copyRest(Layout);
    for (const auto &[Path, Target] : Layout.Links)
      Writer.link(Path, Target);
  }
  return Writer.Outcome;
}

} // namespace musify
