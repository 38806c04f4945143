//===- RunPlan.cpp - What a run migrates, and where it goes ---------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Driver/RunPlan.h"
#include "musify/CompileCommands/BuildDirectory.h"
#include "musify/Driver/ExitStatus.h"
#include "musify/Support/FileKinds.h"
#include "musify/Support/Paths.h"
#include "musify/Support/Printable.h"
#include "musify/Support/SourceTree.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <set>

using namespace llvm;

namespace musify {

bool isProjectRoot(StringRef Dir) {
  for (const char *Name : {"CMakeLists.txt", "Makefile", "meson.build",
                           "setup.py", "pyproject.toml", ".git"})
    if (sys::fs::exists(Dir + "/" + Name))
      return true;
  return false;
}

std::optional<ShardSpec> parseShard(StringRef Text) {
  ShardSpec S;
  auto [KText, NText] = Text.split('/');
  if (KText.getAsInteger(10, S.K) || NText.getAsInteger(10, S.N) || S.N == 0 ||
      S.K == 0 || S.K > S.N)
    return std::nullopt;
  return S;
}

std::vector<std::string> shardSlice(std::vector<std::string> Inputs,
                                    ShardSpec S) {
  std::vector<std::string> Slice;
  llvm::sort(Inputs);
  for (size_t I = S.K - 1; I < Inputs.size(); I += S.N)
    Slice.push_back(Inputs[I]);
  return Slice;
}

namespace {

/// Tree mode: --in-root and no sources migrates the whole tree.
std::optional<int> listTree(const RunOptions &O, RunPlan &Plan) {
  if (O.OutRoot.empty() && !O.InPlace && !O.ReportOnly && O.ExportFixes.empty())
    return usageError("--in-root without sources migrates a tree: give "
                      "--out-root or --in-place (or --report-only)");
  if (!O.OutRoot.empty() && !O.InPlace)
    if (Overlap V = outRootOverlap(O.InRoot, O.OutRoot); V != Overlap::None)
      return usageError("--out-root '" + O.OutRoot +
                        "' overlaps the input "
                        "tree (" +
                        describe(V) + " '" + O.InRoot +
                        "'); use --in-place to rewrite the tree, or "
                        "another directory");
  auto Tree = listSourceTree(O.InRoot, O.Excludes, {O.OutRoot});
  if (!Tree)
    return usageError(toString(Tree.takeError()));
  Plan.Inputs = Tree->Sources;
  Plan.Copies = Tree->Others;
  Plan.Links = Tree->Links;
  Plan.BuildScripts = Tree->BuildScripts;
  Plan.TreeSources = Tree->Sources;
  Plan.TreeFiles = Tree->Sources;
  Plan.TreeFiles.insert(Plan.TreeFiles.end(), Tree->Others.begin(),
                        Tree->Others.end());
  for (const std::string &Note : Tree->Notes)
    errs() << "musify: note: " << printable(Note) << "\n";
  for (const std::string &Dir : Tree->Unreadable)
    errs() << "musify: error: cannot read directory " << Dir << "\n";
  Plan.TreeUnreadable = !Tree->Unreadable.empty();
  if (Plan.Inputs.empty())
    return usageError("no CUDA, C or C++ files under '" + O.InRoot + "'");
  return std::nullopt;
}

/// -p alone: the root of the database's files: the build directory's parent
/// when it is a project's root (the usual project/build layout), else the
/// source directory CMake configured the build directory from (a build
/// outside the tree), else their common parent; and why. A file the
/// database lists outside the root (a dependency CMake fetched or found
/// elsewhere) is left out. (With --in-root the run is tree mode.)
struct DatabaseRoot {
  std::string Path, Why;
  bool Project = false; ///< a project's root, not only a common parent
};
DatabaseRoot databaseRoot(const RunOptions &O,
                          const std::vector<std::string> &Files) {
  std::string Project = sys::path::parent_path(absolutePath(O.BuildPath)).str();
  if (!Project.empty() && isProjectRoot(Project))
    return {Project,
            "the project root: the build directory's parent; --in-root "
            "chooses another",
            true};
  std::string Source = cmakeSourceDirectory(O.BuildPath);
  if (!Source.empty() && Source != "/")
    return {Source,
            "the CMake project the build directory was configured from "
            "(CMAKE_HOME_DIRECTORY in its CMakeCache.txt); --in-root chooses "
            "another",
            true};
  return {commonParent(Files),
          "their common parent; --in-root chooses another"};
}

/// -p and no sources: the project's files under \p Root besides the
/// database's (the build directory and the out-root are not read), so that
/// the port builds: its build scripts, migrated, and what is neither source
/// nor script, copied. Returns how many sources (not headers) it has that
/// the database does not list.
size_t takeProjectFiles(const RunOptions &O, const std::string &Root,
                        RunPlan &Plan) {
  // An in-source build: the root is a build directory too.
  if (isCMakeBuildDirectory(Root)) {
    errs() << "musify: note: '" << printable(Root)
           << "' is a CMake build directory too (an in-source build): only "
              "the files of the compile database are migrated; configure "
              "the build in a directory of its own to port its build "
              "scripts\n";
    return 0;
  }
  // No excludes: a file the database lists is migrated, never copied.
  auto Tree = listSourceTree(Root, {}, {O.OutRoot, O.BuildPath});
  if (!Tree) {
    errs() << "musify: warning: cannot list the project under '"
           << printable(Root) << "' (" << toString(Tree.takeError())
           << "): its build scripts are not migrated\n";
    return 0;
  }
  for (const std::string &Note : Tree->Notes)
    errs() << "musify: note: " << printable(Note) << "\n";
  for (const std::string &Dir : Tree->Unreadable)
    errs() << "musify: warning: cannot read directory " << printable(Dir)
           << ": its files are not in the port\n";
  Plan.BuildScripts = std::move(Tree->BuildScripts);
  Plan.Copies = std::move(Tree->Others);
  Plan.Links = std::move(Tree->Links);
  std::set<std::string> Listed(Plan.Inputs.begin(), Plan.Inputs.end());
  return llvm::count_if(Tree->Sources, [&](const std::string &F) {
    return !Listed.count(absolutePath(F)) && !isHeader(F);
  });
}

/// The sources \p O's compile database lists, absolute, sorted and each
/// once, in \p Files; a file it lists that is not a source by its name
/// (/etc/passwd with -x cu: a database comes with the code) is counted in
/// \p NotSources, not migrated or copied. A usage error where it cannot be
/// read.
std::optional<int> databaseSources(const RunOptions &O,
                                   std::vector<std::string> &Files,
                                   size_t &NotSources) {
  std::string Error;
  auto Db = clang::tooling::CompilationDatabase::loadFromDirectory(O.BuildPath,
                                                                   Error);
  if (!Db)
    return usageError("cannot read the compile database in '" + O.BuildPath +
                      "': " + Error);
  for (const std::string &F : Db->getAllFiles()) {
    std::string Abs = absolutePath(F);
    if (isMigratableSource(Abs))
      Files.push_back(Abs);
    else
      ++NotSources;
  }
  llvm::sort(Files);
  Files.erase(std::unique(Files.begin(), Files.end()), Files.end());
  return std::nullopt;
}

/// -p and no sources: every file of the compile database under the root
/// (as run-clang-tidy does); the headers they include under it follow.
std::optional<int> listCompileDatabase(const RunOptions &O, RunPlan &Plan) {
  if (O.OutRoot.empty() && !O.Diff && !O.ReportOnly && O.ExportFixes.empty())
    return usageError("-p without sources migrates every file of the compile "
                      "database: give --out-root (or --check with it, "
                      "--diff or --report-only), or name the sources");
  std::vector<std::string> Files;
  size_t NotSources = 0;
  if (std::optional<int> Failed = databaseSources(O, Files, NotSources))
    return Failed;
  if (Files.empty())
    return usageError("the compile database in '" + O.BuildPath +
                      "' lists no CUDA, C or C++ source");
  DatabaseRoot Found = databaseRoot(O, Files);
  const std::string &Root = Found.Path;
  if (Root == "/")
    return usageError("the files of the compile database in '" + O.BuildPath +
                      "' have no common directory but '/': name the "
                      "project's root with --in-root");
  for (const std::string &F : Files)
    if (isWithin(F, Root))
      Plan.Inputs.push_back(F);
  size_t Outside = Files.size() - Plan.Inputs.size();
  Plan.FromCompileDatabase = true;
  Plan.DatabaseRoot = Root;
  // The project's other files, for a port written to an out-root, where
  // the root is a project's (not a common parent that may be a home).
  size_t Unlisted =
      Found.Project && !O.OutRoot.empty() ? takeProjectFiles(O, Root, Plan) : 0;
  errs() << "musify: note: -p without sources: migrating the "
         << Plan.Inputs.size() << " files of the compile database in '"
         << printable(O.BuildPath) << "' under '" << printable(Root) << "' ("
         << Found.Why << ")";
  if (Outside)
    errs() << "; " << Outside << " outside it left out";
  if (NotSources)
    errs() << "; " << NotSources
           << " that are not sources by their name left out";
  if (!Plan.BuildScripts.empty() || !Plan.Copies.empty())
    errs() << "; with the project's build scripts (" << Plan.BuildScripts.size()
           << ", migrated) and other files (" << Plan.Copies.size()
           << ", copied)";
  if (Unlisted)
    errs() << "; " << Unlisted
           << " sources under it that the database does not list are left "
              "out (--in-root migrates the whole tree)";
  errs() << "\n";
  if (Plan.Inputs.empty())
    return usageError("the compile database in '" + O.BuildPath +
                      "' lists no file under '" + Root + "'");
  return std::nullopt;
}

std::optional<int> takeShard(const RunOptions &O, RunPlan &Plan) {
  std::optional<ShardSpec> S = parseShard(O.Shard);
  if (!S)
    return usageError("--shard must be K/N with 1 <= K <= N, not '" + O.Shard +
                      "'");
  Plan.Inputs = shardSlice(std::move(Plan.Inputs), *S);
  // Build scripts and copies go with the first shard.
  if (S->K != 1) {
    Plan.Copies.clear();
    Plan.BuildScripts.clear();
  }
  return std::nullopt;
}

/// `musify -` or --stdin-filename: the one input is standard input's text,
/// migrated as the file it is named for (MigrationOptions::Overlays).
std::optional<int> takeStandardInput(const RunOptions &O, RunPlan &Plan) {
  bool Dash = llvm::is_contained(Plan.Inputs, "-");
  if (!Dash && O.StdinFilename.empty())
    return std::nullopt;
  if (Plan.Inputs.size() > (Dash ? 1u : 0u))
    return usageError("standard input ('-' or --stdin-filename) is the only "
                      "input of a run");
  if (O.InPlace || !O.OutRoot.empty() || !O.InRoot.empty())
    return usageError("standard input is migrated to standard output or -o, "
                      "not with --in-place, --out-root or --in-root");
  auto Buffer = MemoryBuffer::getSTDIN();
  if (!Buffer) {
    errs() << "musify: error: cannot read standard input: "
           << Buffer.getError().message() << "\n";
    return ExitIO;
  }
  std::string Name = O.StdinFilename.empty() ? "<stdin>" : O.StdinFilename;
  Plan.Inputs = {Name};
  Plan.Overlays[absolutePath(Name)] = (*Buffer)->getBuffer().str();
  return std::nullopt;
}

/// `-` names standard output for one output, which the port must leave.
std::optional<int> checkStandardOutput(const RunOptions &O, const RunPlan &Plan,
                                       int Modes) {
  unsigned ToStdout =
      (O.DiagnosticsFile == "-") + (O.Sarif == "-") + (O.ExportFixes == "-");
  if (ToStdout > 1)
    return usageError("only one of --diagnostics-file, --sarif and "
                      "--export-fixes can be '-' (standard output)");
  if (ToStdout && Plan.WritePort && Modes == 0 && !O.Diff)
    return usageError("the port goes to standard output: with an output "
                      "'-' give -o, --out-root, --in-place or --report-only");
  return std::nullopt;
}

/// The combinations of options that make no sense.
std::optional<int> checkModes(const RunOptions &O, RunPlan &Plan) {
  const std::vector<std::string> &Inputs = Plan.Inputs;
  if (Inputs.empty() && Plan.BuildScripts.empty() && O.Shard.empty())
    return usageError("no input files (try --help)");
  if (O.Check && O.OutRoot.empty())
    return usageError("--check compares with an --out-root");
  if (O.RenameFiles && O.OutRoot.empty())
    return usageError("--rename-files needs --out-root");
  if (O.RenameSymbols && !O.Shard.empty())
    return usageError("--rename-symbols decides over the whole project and "
                      "cannot be combined with --shard");
  int Modes = !O.OutputFile.empty() + !O.OutRoot.empty() + O.InPlace;
  if (Modes > 1)
    return usageError("-o, --out-root and --in-place exclude each other");
  if (!O.OutputFile.empty() && Inputs.size() != 1)
    return usageError("-o takes exactly one input");
  // Analysis alone: --report-only, or fixes exported with no port asked for.
  Plan.WritePort =
      !O.ReportOnly && !(Modes == 0 && !O.Diff && !O.ExportFixes.empty());
  if (O.ReportOnly && (!O.OutputFile.empty() || O.InPlace || O.Check || O.Diff))
    return usageError("--report-only writes no port: not with -o, "
                      "--in-place, --check or --diff");
  if (Modes == 0 && Inputs.size() != 1 && !O.Diff && Plan.WritePort)
    return usageError("several inputs need --out-root or --in-place");
  if (std::optional<int> Status = checkStandardOutput(O, Plan, Modes))
    return Status;
  if (O.NoBackup && !O.InPlace)
    return usageError("--no-backup only makes sense with --in-place");
  if (O.Verify && ((O.OutRoot.empty() && !O.InPlace) || O.Check || O.Diff ||
                   !Plan.WritePort))
    return usageError("--verify compiles the written port: give --out-root "
                      "or --in-place");
  return std::nullopt;
}

/// The out-root never overlaps the inputs. Without --in-root the root is
/// only the inputs' common parent: an out-root below it is fine as long as
/// no input lies in it.
std::optional<int> checkOutRoot(const RunOptions &O, const RunPlan &Plan) {
  Overlap V = outRootOverlap(Plan.Root, O.OutRoot);
  std::string Why = describe(V).str();
  if (O.InRoot.empty() && V == Overlap::Inside) {
    std::string Out = resolvedPath(O.OutRoot);
    Why.clear();
    for (const std::string &In : Plan.Inputs)
      if (isWithin(resolvedPath(In), Out))
        Why = "it holds the input '" + In + "', under";
  }
  if (!Why.empty())
    return usageError("--out-root '" + O.OutRoot + "' overlaps the inputs (" +
                      Why + " '" + Plan.Root +
                      "'); use --in-place to rewrite "
                      "them, or another directory");
  return std::nullopt;
}

/// The other outputs never replace an input either.
std::optional<int> checkSideOutputs(const RunOptions &O, const RunPlan &Plan) {
  std::set<std::string> Ins;
  for (const std::vector<std::string> *List :
       {&Plan.Inputs, &Plan.Copies, &Plan.BuildScripts})
    for (const std::string &F : *List)
      Ins.insert(resolvedPath(F));
  std::vector<std::pair<std::string, std::string>> Outs = {
      {"--diagnostics-file", O.DiagnosticsFile},
      {"--sarif", O.Sarif},
      {"--export-fixes", O.ExportFixes}};
  if (!O.ReportDir.empty())
    for (const char *Name : {"report.json", "report.md", "report.html",
                             "report-files.csv", "report-apis.csv"})
      Outs.push_back({"--report", (O.ReportDir + "/" + Name)});
  for (const auto &[Flag, Path] : Outs)
    if (!Path.empty() && Ins.count(resolvedPath(Path)))
      return usageError(Flag + " would overwrite the input '" + Path + "'");
  return std::nullopt;
}

std::optional<int> checkOverlaps(const RunOptions &O, const RunPlan &Plan) {
  if (!O.OutRoot.empty())
    if (std::optional<int> Status = checkOutRoot(O, Plan))
      return Status;
  if (std::optional<int> Status = checkSideOutputs(O, Plan))
    return Status;
  for (const std::string &S : Plan.Inputs)
    if (!O.OutRoot.empty() && mirrorPath(S, Plan.Root, O.OutRoot).empty())
      return usageError("'" + S + "' is not under --in-root '" + Plan.Root +
                        "'");
  if (!O.OutputFile.empty() &&
      absolutePath(O.OutputFile) == absolutePath(Plan.Inputs.front()))
    return usageError("-o names the input; use --in-place to rewrite it");
  return std::nullopt;
}

} // namespace

std::optional<int> planRun(const RunOptions &O, RunPlan &Plan) {
  Plan.Inputs = O.Sources;
  if (std::optional<int> Status = takeStandardInput(O, Plan))
    return Status;
  if (Plan.Inputs.empty() && !O.InRoot.empty())
    if (std::optional<int> Status = listTree(O, Plan))
      return Status;
  if (Plan.Inputs.empty() && O.InRoot.empty() && !O.BuildPath.empty() &&
      O.StdinFilename.empty())
    if (std::optional<int> Status = listCompileDatabase(O, Plan))
      return Status;
  if (!O.Shard.empty())
    if (std::optional<int> Status = takeShard(O, Plan))
      return Status;
  if (std::optional<int> Status = checkModes(O, Plan))
    return Status;
  Plan.Root = !O.InRoot.empty()          ? absolutePath(O.InRoot)
              : Plan.FromCompileDatabase ? Plan.DatabaseRoot
                                         : commonParent(Plan.Inputs);
  return checkOverlaps(O, Plan);
}

} // namespace musify
