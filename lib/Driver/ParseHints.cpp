//===- ParseHints.cpp - Flags a tree implies, and what would fix a parse --===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "DriverSteps.h"
#include "musify/CompileCommands/IncludeInference.h"
#include "musify/Rewrite/Words.h"
#include "musify/Support/Paths.h"
#include "musify/Support/Printable.h"
#include "musify/Support/SourceTree.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <fmt/format.h>
#include <optional>
#include <set>

using namespace llvm;

namespace musify {

namespace {

std::string currentDirectory() {
  SmallString<256> Cwd;
  if (sys::fs::current_path(Cwd))
    return ".";
  return std::string(Cwd);
}

/// \p Path as a flag may name it here: relative to the working directory
/// when it lies below it.
std::string shown(StringRef Path) {
  std::string Cwd = currentDirectory();
  StringRef Rel = Path;
  if (Rel == Cwd)
    return ".";
  if (Rel.consume_front(Cwd) && sys::path::is_separator(Rel.front()))
    return Rel.drop_front().str();
  return Path.str();
}

std::string shownList(ArrayRef<std::string> Dirs, StringRef Sep) {
  std::string Out;
  for (const std::string &D : Dirs)
    Out += (Out.empty() ? "" : Sep.str()) + shown(D);
  return Out;
}

std::vector<std::string> absolutePaths(ArrayRef<std::string> Paths) {
  std::vector<std::string> Out;
  for (const std::string &P : Paths)
    Out.push_back(absolutePath(P));
  return Out;
}

/// The header a first error says is not found, or "".
std::string missingHeader(StringRef Message) {
  size_t End = Message.find("' file not found");
  if (End == StringRef::npos || End == 0)
    return "";
  size_t Begin = Message.rfind('\'', End - 1);
  return Begin == StringRef::npos ? "" : Message.slice(Begin + 1, End).str();
}

bool isPyTorchHeader(StringRef Header) {
  StringRef Top = Header.split('/').first;
  return Header.contains('/') &&
         (Top == "torch" || Top == "ATen" || Top == "c10" || Top == "caffe2" ||
          Top == "pybind11");
}

/// What would make a file parse whose first error is that \p Header is not
/// found; "" when musify does not know.
std::string parseFix(StringRef File, StringRef Header,
                     const TreeHeaderIndex &Tree,
                     const MigrationOptions &Options, const RuleSet &Rules) {
  std::vector<std::string> Dirs = Tree.dirsHolding(Header);
  if (!Dirs.empty())
    return fmt::format("the tree has '{}' in {}: give `-- -I {}`{} (or -p "
                       "with the build's compile_commands.json), then "
                       "review the result",
                       Header.str(), shownList(Dirs, ", "),
                       shown(nearestDirectory(absolutePath(File), Dirs)),
                       Dirs.size() > 1 ? " (the nearest) or another" : "");
  if (isPyTorchHeader(Header))
    return fmt::format(
        "'{}' is a PyTorch header: install PyTorch (pip install torch) or "
        "point musify at its headers (`-- -I <torch>/include -I "
        "<torch>/include/torch/csrc/api/include`), then review the result",
        Header.str());
  if (Rules.lookupHeader(Header) || Rules.familyOwningHeader(Header))
    return fmt::format(
        "'{}' is a CUDA header that {} does not have: install it there, or "
        "give --cuda-path=<a CUDA install that has it>, then review the "
        "result",
        Header.str(),
        Options.CudaPath.empty()
            ? std::string("the CUDA install")
            : fmt::format("the CUDA install at '{}'", Options.CudaPath));
  return "";
}

/// A first error's "use of undeclared identifier" and where it is.
struct UndeclaredUse {
  std::string Name, File;
};

/// The use a first error (`(<file>:<line>:<col>: use of undeclared
/// identifier 'X')`) names, if it is one.
std::optional<UndeclaredUse> undeclaredUse(StringRef Message) {
  static constexpr StringRef Says = ": use of undeclared identifier '";
  size_t At = Message.find(Says);
  size_t Open = At == StringRef::npos ? At : Message.rfind('(', At);
  if (Open == StringRef::npos)
    return std::nullopt;
  StringRef Name = Message.substr(At + Says.size()).split('\'').first;
  StringRef Where = Message.slice(Open + 1, At);
  StringRef File = Where.rsplit(':').first.rsplit(':').first;
  if (Name.empty() || File.empty())
    return std::nullopt;
  return UndeclaredUse{Name.str(), File.str()};
}

/// Whether a conditional directive's text (after `#`) opens a branch that
/// only nvcc's device pass reads: `ifdef __CUDA_ARCH__`,
/// `if defined(__CUDA_ARCH__)`.
bool opensDevicePass(StringRef Directive) {
  Directive = Directive.trim();
  if (Directive.consume_front("ifdef"))
    return Directive.trim() == "__CUDA_ARCH__";
  if (!Directive.consume_front("if"))
    return false;
  Directive = Directive.trim();
  return Directive == "defined(__CUDA_ARCH__)" ||
         Directive == "defined (__CUDA_ARCH__)" ||
         Directive == "defined __CUDA_ARCH__";
}

/// The line of \p Text where a function \p Name is declared inside a
/// branch only nvcc's device pass reads, or 0.
unsigned devicePassDeclaration(StringRef Text, StringRef Name) {
  std::vector<bool> Device; // per open conditional: its branch is device-only
  unsigned Line = 0;
  for (StringRef Rest = Text; !Rest.empty();) {
    auto [L, Next] = Rest.split('\n');
    Rest = Next;
    ++Line;
    StringRef Directive = L.trim();
    if (Directive.consume_front("#")) {
      Directive = Directive.trim();
      if (Directive.starts_with("if"))
        Device.push_back(opensDevicePass(Directive));
      else if (Directive.starts_with("el") && !Device.empty())
        Device.back() = false;
      else if (Directive.starts_with("endif") && !Device.empty())
        Device.pop_back();
      continue;
    }
    if (!is_contained(Device, true))
      continue;
    size_t At = L.find(Name);
    bool Word = At != StringRef::npos &&
                (At == 0 || !isIdentifierChar(L[At - 1])) &&
                L.substr(At + Name.size()).ltrim().starts_with("(");
    if (Word && L.contains("__device__"))
      return Line;
  }
  return 0;
}

/// What would make a file parse whose first error is \p Use of a function
/// declared for nvcc's device pass only; "" when that is not the case.
std::string devicePassFix(const UndeclaredUse &Use) {
  auto Buffer = MemoryBuffer::getFile(Use.File, /*IsText=*/true);
  if (!Buffer)
    return "";
  unsigned Line = devicePassDeclaration((*Buffer)->getBuffer(), Use.Name);
  if (!Line)
    return "";
  return fmt::format(
      "'{}' is declared only where __CUDA_ARCH__ is defined ({}:{}), for "
      "nvcc's device pass; Clang, and MUSA's Clang-based mcc, also compile a "
      "kernel's body on the host pass, where it is undeclared: declare it "
      "for both passes (test __CUDA_ARCH__ inside its body, as HIP and MUSA "
      "ports of such code do), then rerun",
      Use.Name, shown(Use.File), Line);
}

/// Where to look for a header not found: the tree; else the project root
/// above the inputs (a few levels up at most), else their root.
std::vector<std::string> filesToSearch(const RunOptions &O,
                                       const RunPlan &Plan) {
  if (!Plan.TreeFiles.empty())
    return Plan.TreeFiles;
  std::string Root = Plan.Root;
  if (O.InRoot.empty()) {
    StringRef Up = Plan.Root;
    for (int Level = 0; Level < 4 && !Up.empty(); ++Level) {
      if (isProjectRoot(Up)) {
        Root = Up.str();
        break;
      }
      Up = sys::path::parent_path(Up);
    }
  }
  std::vector<std::string> Files;
  if (auto Listed = listSourceTree(Root, {}, {O.OutRoot})) {
    Files = Listed->Sources;
    Files.insert(Files.end(), Listed->Others.begin(), Listed->Others.end());
  } else {
    consumeError(Listed.takeError());
  }
  return Files;
}

/// Where the parses look for an include before any inferred directory: the
/// directories the options give, then the compiler's own search path for
/// the first source of each language (a `<unistd.h>` found there needs no
/// directory of the tree). Not the PyTorch stand-ins: a tree's own copy of
/// a header they have is what its build reads.
std::vector<std::string>
searchedBeforeInference(const RunPlan &Plan, const MigrationOptions &Options) {
  std::string Cwd = currentDirectory();
  std::vector<std::string> Dirs = givenIncludeDirs(Options.ExtraArgs, Cwd);
  std::set<FileLanguage> Probed;
  for (const std::string &Source : absolutePaths(Plan.TreeSources)) {
    if (!Probed.insert(fileLanguage(Source)).second)
      continue;
    std::vector<std::string> Command = {"clang++"};
    append_range(Command, parseFlags(Source, Options, /*WithLanguage=*/true));
    append_range(Command, Options.ExtraArgs);
    Command.push_back(Source);
    for (const std::string &Dir : compilerSearchDirs(Command))
      if (!is_contained(Options.StandInDirs, Dir))
        Dirs.push_back(absolutePath(Dir));
  }
  return Dirs;
}

} // namespace

std::vector<std::string> addInferredIncludeDirs(const RunOptions &O,
                                                const RunPlan &Plan,
                                                MigrationOptions &Options) {
  if (Plan.TreeFiles.empty() || !O.BuildPath.empty() || O.NoInferIncludes ||
      O.To != "musa")
    return {};
  TreeHeaderIndex Index(absolutePaths(Plan.TreeFiles));
  InferredIncludeDirs Inferred =
      inferIncludeDirs(absolutePaths(Plan.TreeSources), Index,
                       searchedBeforeInference(Plan, Options));
  std::vector<std::string> Flags;
  for (const std::string &Dir : Inferred.Dirs)
    Flags.push_back("-I" + Dir);
  Options.ExtraArgs.insert(Options.ExtraArgs.end(), Flags.begin(), Flags.end());
  if (O.Quiet || Flags.empty())
    return Flags;
  errs() << "musify: note: include directories inferred from the tree's "
            "#include lines, for every parse and --verify: "
         << printable(shownList(Inferred.Dirs, ", "))
         << "; to give them yourself, use `-- -I "
         << printable(shownList(Inferred.Dirs, " -I ")) << "` or -p <build "
         << "dir>; --no-infer-includes turns this off\n";
  for (const AmbiguousInclude &A : Inferred.Ambiguous)
    errs() << "musify: note: '" << printable(A.Included) << "' (included by "
           << printable(shown(A.From)) << ") is in several directories of "
           << "the tree (" << printable(shownList(A.Candidates, ", "))
           << "): " << printable(shown(A.Chosen))
           << ", the nearest, was chosen\n";
  return Flags;
}

void suggestParseFixes(const RunOptions &O, const RunPlan &Plan,
                       const MigrationOptions &Options, const RuleSet &Rules,
                       std::vector<Diagnostic> &Diags) {
  std::optional<TreeHeaderIndex> Tree;
  for (Diagnostic &D : Diags) {
    if (D.ID != DiagID::TokenLevelOnly)
      continue;
    if (std::optional<UndeclaredUse> Use = undeclaredUse(D.Message)) {
      if (std::string Fix = devicePassFix(*Use); !Fix.empty())
        D.Suggestion = Fix;
      continue;
    }
    std::string Header = missingHeader(D.Message);
    if (Header.empty())
      continue;
    if (!Tree)
      Tree.emplace(absolutePaths(filesToSearch(O, Plan)));
    std::string Fix = parseFix(D.File, Header, *Tree, Options, Rules);
    if (!Fix.empty())
      D.Suggestion = Fix;
  }
}

} // namespace musify
