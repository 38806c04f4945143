//===- CompileCommandDatabase.cpp - A build's commands, for Clang ---------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/CompileCommands/CompileCommandDatabase.h"
#include "musify/Support/JsonDepth.h"
#include "musify/Support/Paths.h"
#include "musify/Support/RegularFilesOnly.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <map>
#include <mutex>

namespace musify {

/// The listed commands, translated; remembers what was dropped.
class CompileCommandDatabase::Translating
    : public clang::tooling::CompilationDatabase {
public:
  Translating(std::unique_ptr<clang::tooling::CompilationDatabase> Base,
              CompilerOptionTable Nvcc, std::optional<ParseOptionPolicy> Policy,
              std::string FilesRoot,
              llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> ResponseFiles)
      : Base(std::move(Base)), Nvcc(std::move(Nvcc)), Policy(std::move(Policy)),
        FilesRoot(std::move(FilesRoot)),
        ResponseFiles(std::move(ResponseFiles)) {}

  std::vector<clang::tooling::CompileCommand>
  getCompileCommands(llvm::StringRef FilePath) const override {
    return translateAll(Base->getCompileCommands(FilePath));
  }
  std::vector<std::string> getAllFiles() const override {
    return Base->getAllFiles();
  }
  std::vector<clang::tooling::CompileCommand>
  getAllCompileCommands() const override {
    return translateAll(Base->getAllCompileCommands());
  }
  std::vector<DroppedOptionUse> droppedOptions() const;

private:
  std::vector<clang::tooling::CompileCommand>
  translateAll(std::vector<clang::tooling::CompileCommand> Cmds) const {
    for (clang::tooling::CompileCommand &Cmd : Cmds)
      Cmd = translate(std::move(Cmd));
    return Cmds;
  }
  clang::tooling::CompileCommand
  translate(clang::tooling::CompileCommand Cmd) const;
  std::string expandResponseFiles(clang::tooling::CompileCommand &Cmd) const;
  void remember(const clang::tooling::CompileCommand &Cmd,
                const std::vector<DroppedOption> &Options) const;

  std::unique_ptr<clang::tooling::CompilationDatabase> Base;
  CompilerOptionTable Nvcc;
  std::optional<ParseOptionPolicy> Policy;
  std::string FilesRoot;
  /// Where `@file`s are read from; none: they are not expanded.
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> ResponseFiles;
  mutable std::mutex Lock;
  mutable std::map<std::string, DroppedOptionUse> Dropped;
};

/// Expands the `@file`s of \p Cmd (relative to its directory) as Clang's
/// tooling would, but says what went wrong instead of printing it: "" or
/// why one could not be read (`recursive expansion of: '...'`).
std::string CompileCommandDatabase::Translating::expandResponseFiles(
    clang::tooling::CompileCommand &Cmd) const {
  if (!ResponseFiles ||
      llvm::none_of(Cmd.CommandLine, [](const std::string &A) {
        return llvm::StringRef(A).starts_with("@");
      }))
    return "";
  llvm::SmallVector<const char *, 32> Argv;
  for (const std::string &A : Cmd.CommandLine)
    Argv.push_back(A.c_str());
  llvm::BumpPtrAllocator Alloc;
  llvm::cl::ExpansionContext Expansion(Alloc, llvm::cl::TokenizeGNUCommandLine);
  Expansion.setVFS(ResponseFiles.get()).setCurrentDir(Cmd.Directory);
  std::string Why;
  if (llvm::Error E = Expansion.expandResponseFiles(Argv))
    Why = llvm::toString(std::move(E));
  // Argv points into the command line it replaces.
  std::vector<std::string> Expanded(Argv.begin(), Argv.end());
  Cmd.CommandLine = std::move(Expanded);
  return Why;
}

clang::tooling::CompileCommand CompileCommandDatabase::Translating::translate(
    clang::tooling::CompileCommand Cmd) const {
  std::string ExpansionError = expandResponseFiles(Cmd);
  llvm::ArrayRef<std::string> Argv = withoutLauncher(Cmd.CommandLine);
  TranslatedCommand T;
  bool Gnu = true;
  if (!Argv.empty() && Nvcc.isProgram(Argv.front()))
    T = translateCommand(Nvcc, Argv, Cmd.Directory, FilesRoot);
  else if (isGnuStyleCommand(Argv))
    T.Args.assign(Argv.begin(), Argv.end());
  else if (!Policy)
    return Cmd;
  else
    T.Args.assign(Argv.begin(), Argv.end()), Gnu = false;
  // A response file still there was not read: missing, or outside the
  // build directory (RegularFilesUnder).
  for (auto It = T.Args.begin() + std::min<size_t>(1, T.Args.size());
       It != T.Args.end();)
    if (llvm::StringRef(*It).starts_with("@")) {
      T.Dropped.push_back(
          {*It, ExpansionError.empty()
                    ? "a response file that is not in the build directory, "
                      "or not there, is not read"
                    : "its response files could not be read (" +
                          ExpansionError + ")"});
      It = T.Args.erase(It);
    } else {
      ++It;
    }
  if (Gnu)
    dropUnknownClangOptions(T.Args, T.Dropped);
  // Another driver's command (clang-cl's) is checked in its spellings.
  if (Policy)
    Policy->filter(T.Args, 1, T.Dropped, /*ClMode=*/!Gnu);
  remember(Cmd, T.Dropped);
  Cmd.CommandLine = std::move(T.Args);
  return Cmd;
}

void CompileCommandDatabase::Translating::remember(
    const clang::tooling::CompileCommand &Cmd,
    const std::vector<DroppedOption> &Options) const {
  if (Options.empty())
    return;
  llvm::SmallString<256> File(Cmd.Filename);
  if (!llvm::sys::path::is_absolute(File))
    llvm::sys::fs::make_absolute(Cmd.Directory, File);
  llvm::sys::path::remove_dots(File, /*remove_dot_dot=*/true);
  std::lock_guard<std::mutex> Guard(Lock);
  for (const DroppedOption &D : Options) {
    DroppedOptionUse &Use = Dropped[D.Option];
    if (Use.Option.empty()) {
      Use.Option = D.Option;
      Use.Why = D.Why;
    }
    Use.Files.insert(std::string(File));
  }
}

std::vector<DroppedOptionUse>
CompileCommandDatabase::Translating::droppedOptions() const {
  std::lock_guard<std::mutex> Guard(Lock);
  std::vector<DroppedOptionUse> All;
  for (const auto &[Option, Use] : Dropped)
    All.push_back(Use);
  return All;
}

CompileCommandDatabase::CompileCommandDatabase(
    std::unique_ptr<clang::tooling::CompilationDatabase> Base,
    CompilerOptionTable Nvcc, std::optional<ParseOptionPolicy> Policy,
    std::string FilesRoot,
    llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> ResponseFiles) {
  auto Owned = std::make_unique<Translating>(
      std::move(Base), std::move(Nvcc), std::move(Policy), std::move(FilesRoot),
      std::move(ResponseFiles));
  Inner = Owned.get();
  Outer = clang::tooling::inferTargetAndDriverMode(
      clang::tooling::inferMissingCompileCommands(std::move(Owned)));
}

CompileCommandDatabase::~CompileCommandDatabase() = default;

std::vector<DroppedOptionUse> CompileCommandDatabase::droppedOptions() const {
  return Inner->droppedOptions();
}

llvm::Expected<std::unique_ptr<CompileCommandDatabase>>
CompileCommandDatabase::load(llvm::StringRef BuildDir,
                             llvm::StringRef NvccTable) {
  auto Table = CompilerOptionTable::load(NvccTable);
  if (!Table)
    return Table.takeError();
  // What a parse may receive, next to the nvcc table.
  llvm::SmallString<256> PolicyPath(llvm::sys::path::parent_path(NvccTable));
  llvm::sys::path::append(PolicyPath, ParseOptionPolicyFile);
  auto Policy = ParseOptionPolicy::load(PolicyPath);
  if (!Policy)
    return Policy.takeError();
  // Clang's own loader would guess commands for unlisted files from the
  // untranslated ones; the JSON file is read here so that the guess is
  // made from translated commands.
  llvm::SmallString<256> Json(BuildDir);
  llvm::sys::path::append(Json, "compile_commands.json");
  if (llvm::sys::fs::exists(Json)) {
    if (!llvm::sys::fs::is_regular_file(Json))
      return llvm::createStringError(Json + ": not a regular file");
    auto Text = llvm::MemoryBuffer::getFile(Json, /*IsText=*/true);
    if (!Text)
      return llvm::createStringError(Json + ": " + Text.getError().message());
    // Response files only from the build directory, where build systems
    // write them, and from where the database really is (a source root's
    // compile_commands.json is often a link into the build directory).
    std::vector<std::string> Dirs = {
        std::string(BuildDir),
        llvm::sys::path::parent_path(absolutePath(Json)).str()};
    return loadFromBuffer((*Text)->getBuffer(), Json, std::move(*Table),
                          llvm::makeIntrusiveRefCnt<RegularFilesUnder>(Dirs),
                          std::move(*Policy));
  }
  std::string Err;
  std::unique_ptr<clang::tooling::CompilationDatabase> Base =
      clang::tooling::CompilationDatabase::loadFromDirectory(BuildDir, Err);
  if (!Base)
    return llvm::createStringError("cannot load a compilation database "
                                   "from '" +
                                   BuildDir + "': " + Err);
  return std::make_unique<CompileCommandDatabase>(
      std::move(Base), std::move(*Table), std::move(*Policy),
      absolutePath(BuildDir));
}

llvm::Expected<std::unique_ptr<CompileCommandDatabase>>
CompileCommandDatabase::loadFromBuffer(
    llvm::StringRef Text, llvm::StringRef Name, CompilerOptionTable Nvcc,
    llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS,
    std::optional<ParseOptionPolicy> Policy) {
  // Both parsers recurse once per level: a database nested 50,000 deep
  // would overflow the stack.
  if (std::optional<size_t> At = jsonNestedTooDeep(Text)) {
    size_t Line = 1 + Text.take_front(*At).count('\n');
    return llvm::createStringError(
        Name + ":" + llvm::Twine(Line) + ": nested more than " +
        llvm::Twine(MaxJsonDepth) + " levels deep; a compile database is " +
        "a list of objects");
  }
  // Clang's reader prints YAML syntax errors itself, as "YAML:1:40"; text
  // that is not JSON is refused here first, by name.
  if (llvm::Expected<llvm::json::Value> V = llvm::json::parse(Text); !V)
    return llvm::createStringError(
        Name + ": not valid JSON: " + llvm::toString(V.takeError()));
  std::string Err;
  std::unique_ptr<clang::tooling::CompilationDatabase> Base =
      clang::tooling::JSONCompilationDatabase::loadFromBuffer(
          Text, Err, clang::tooling::JSONCommandLineSyntax::AutoDetect);
  // Clang's reader does not name the file; name it.
  if (!Base)
    return llvm::createStringError("cannot load a compilation database from '" +
                                   llvm::sys::path::parent_path(Name) +
                                   "': " + Name + ": " + Err);
  return std::make_unique<CompileCommandDatabase>(
      std::move(Base), std::move(Nvcc), std::move(Policy),
      absolutePath(llvm::sys::path::parent_path(Name)), std::move(FS));
}

} // namespace musify
