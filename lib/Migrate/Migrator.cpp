//===- Migrator.cpp - Migrate a set of CUDA files to MUSA -----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Migrate/Migrator.h"
#include "FileMigration.h"
#include "InputScheduler.h"
#include "MigrateAction.h"
#include "MigrationCache.h"
#include "ParseWorkers.h"
#include "SymbolRenames.h"
#include "musify/Checks/Check.h"
#include "musify/CompileCommands/CommandTranslation.h"
#include "musify/CompileCommands/CompileCommandDatabase.h"
#include "musify/CompileCommands/CudaParseFlags.h"
#include "musify/HeaderCache/HeaderCache.h"
#include "musify/Migrate/CudaToolkit.h"
#include "musify/Rewrite/BuildScriptScanner.h"
#include "musify/Rewrite/TokenScanner.h"
#include "musify/Rewrite/Words.h"
#include "musify/Support/FileKinds.h"
#include "musify/Support/Interrupt.h"
#include "musify/Support/LanguageStandards.h"
#include "musify/Support/Paths.h"
#include "musify/Support/RegularFilesOnly.h"
#include "musify/Support/Stopwatch.h"
#include "musify/Support/Version.h"
#include "clang/Basic/Stack.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/thread.h"
#include <algorithm>
#include <chrono>
#include <csignal>
#include <fmt/format.h>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

namespace musify {
namespace {

/// How a header that is not an input is named in messages: relative to the
/// working directory when it lies below it (Clang opened it by an absolute
/// path), else as it is.
std::string displayPath(llvm::StringRef Original) {
  // Clang names an included file by joining the includer's directory and
  // the include's text (src/../include/x.cuh); name it plainly.
  llvm::SmallString<256> Clean(Original);
  llvm::sys::path::remove_dots(Clean, /*remove_dot_dot=*/true);
  llvm::StringRef Path = Clean;
  llvm::SmallString<256> Cwd;
  if (llvm::sys::fs::current_path(Cwd))
    return Path.str();
  llvm::StringRef Rel = Path;
  if (!Rel.consume_front(Cwd) || Rel.empty() ||
      !llvm::sys::path::is_separator(Rel.front()))
    return Path.str();
  return Rel.drop_front().str();
}

/// What, besides its text, decides how \p Input is parsed: its language,
/// and its compile command without its own file names (source, output).
/// Inputs with the same signature and preamble can share a precompiled one.
std::string parseSignature(const MigrationOptions &O, llvm::StringRef Input) {
  std::string Signature = languageName(fileLanguage(Input)).str();
  if (!O.CompileDb)
    return Signature; // every input gets the same flags
  for (const clang::tooling::CompileCommand &C :
       O.CompileDb->getCompileCommands(absolutePath(Input))) {
    Signature += "\n" + C.Directory;
    for (const std::string &Arg : C.CommandLine)
      if (Arg != C.Filename && Arg != C.Output &&
          Arg != llvm::sys::path::filename(C.Filename) && Arg != "-o")
        Signature += " " + Arg;
  }
  return Signature;
}

/// Accumulates the files of all translation units.
/// The files a migration writes: its inputs and, with a header root, the
/// headers under it. A user header outside it is reported, not migrated.
class OutputScope {
public:
  explicit OutputScope(const MigrationOptions &O) {
    for (const std::string &In : O.Inputs)
      InputByReal[absolutePath(In)] = In;
    for (const std::string &Script : O.BuildScripts)
      InputByReal[absolutePath(Script)] = Script;
    if (!O.HeaderRoot.empty())
      HeaderRoot =
          absolutePath(O.HeaderRoot) + llvm::sys::path::get_separator().str();
  }
  /// Whether the file at the absolute path \p Real is written.
  bool contains(llvm::StringRef Real) const {
    return InputByReal.count(Real.str()) ||
           (!HeaderRoot.empty() && Real.starts_with(HeaderRoot));
  }
  /// The input as given, by its absolute path.
  const std::map<std::string, std::string> &inputs() const {
    return InputByReal;
  }

private:
  std::map<std::string, std::string> InputByReal;
  std::string HeaderRoot;
};

class Project {
public:
  Project(const MigrationOptions &O) : Options(O), Scope(O) {}

  bool coveredByParse(llvm::StringRef Real) const {
    auto It = Files.find(Real.str());
    return It != Files.end() && It->second.Parsed;
  }

  void add(std::vector<FileMigration> Migrations, bool Parsed);
  MigrationResult finish();
  /// The newest C++ standard that the MUSA libraries the port's files
  /// include are written in (their family's musa-cxx-standard), and why.
  StandardNeed standardNeeded(const RuleSet &Rules) const;

private:
  struct Entry {
    FileResult Result;
    std::vector<Diagnostic> Diags;
    bool Parsed = false;
    /// Offsets some parsed translation unit resolved to the user's names.
    std::set<unsigned> UserNames;
  };
  void reportDisagreements(Entry &E);
  bool inScope(llvm::StringRef Real) const { return Scope.contains(Real); }

  const MigrationOptions &Options;
  OutputScope Scope;
  std::map<std::string, Entry> Files;
  std::set<std::string> OutOfScope;
};

StandardNeed Project::standardNeeded(const RuleSet &Rules) const {
  StandardNeed Need;
  for (const auto &[Real, E] : Files)
    for (const auto &[Offset, Ed] : E.Result.Edits.edits()) {
      if (!Ed.R || Ed.R->Kind != RuleKind::Header || !Ed.Length)
        continue; // not a rename (an include-first line)
      const Family *F = Rules.family(Ed.R->Family);
      if (!F || F->MusaCxxStandard <= Need.Year)
        continue;
      llvm::StringRef Spelled =
          llvm::StringRef(E.Result.Original)
              .drop_front(Offset)
              .take_until([](char C) { return C == '>' || C == '"'; });
      Need.Year = F->MusaCxxStandard;
      Need.Why = fmt::format(
          "the port includes <{}{}> (in {}), which is C++{} code", Ed.Text,
          Spelled.drop_front(std::min<size_t>(Ed.Length, Spelled.size())),
          E.Result.Path, standardVersion(Need.Year));
    }
  return Need;
}

void Project::add(std::vector<FileMigration> Migrations, bool Parsed) {
  for (FileMigration &M : Migrations) {
    std::string Real = absolutePath(M.path());
    if (!inScope(Real)) {
      // A header of the user's outside the output scope: say that it needs
      // migrating too instead of dropping its edits in silence.
      if (!M.edits().empty() || !M.diagnostics().empty())
        OutOfScope.insert(displayPath(M.path()));
      continue;
    }
    auto [It, Inserted] = Files.try_emplace(Real);
    Entry &E = It->second;
    // A file that some translation unit parsed is not also migrated by name
    // from a translation unit that failed: the AST knows better.
    if (!Inserted && E.Parsed && !Parsed)
      continue;
    if (!Inserted && !E.Parsed && Parsed)
      E = Entry();
    if (E.Result.Path.empty()) {
      auto Input = Scope.inputs().find(Real);
      E.Result.Path =
          Input != Scope.inputs().end() ? Input->second : displayPath(M.path());
      E.Result.IsInput = Input != Scope.inputs().end();
      E.Result.Original = M.content();
      E.Result.TokenOnlyReason = M.tokenOnlyReason();
      E.Result.NamesNoCuda = M.namesNoCuda();
      E.Parsed = Parsed;
    }
    E.Result.Embeds = E.Result.Embeds || M.embeds();
    for (const Edit &Conflict : E.Result.Edits.merge(M.edits())) {
      Diagnostic D;
      D.ID = DiagID::ConflictingEdits;
      D.File = E.Result.Path;
      D.Begin = positionAt(E.Result.Original, Conflict.Offset);
      D.End = positionAt(E.Result.Original, Conflict.Offset + Conflict.Length);
      D.Message = fmt::format("translation units disagree on how to rewrite "
                              "this location ('{}' is one of the candidates)",
                              Conflict.Text);
      D.Suggestion = "migrate this header by hand";
      E.Diags.push_back(D);
    }
    if (Parsed)
      E.UserNames.insert(M.userNames().begin(), M.userNames().end());
    E.Result.DeclaredCudaNames.insert(M.declaredCudaNames().begin(),
                                      M.declaredCudaNames().end());
    for (Diagnostic D : M.diagnostics()) {
      D.File = E.Result.Path;
      E.Diags.push_back(std::move(D));
    }
  }
}

void Project::reportDisagreements(Entry &E) {
  // A header seen by several translation units: where one resolved a name
  // to CUDA and another to the user's own declaration, neither is right for
  // both, so the name is left alone and reported.
  std::vector<Edit> Disputed;
  for (const auto &[Offset, Ed] : E.Result.Edits.edits())
    if (E.UserNames.count(Offset) && Ed.R && Ed.R->Kind != RuleKind::Header)
      Disputed.push_back(Ed);
  for (const Edit &Ed : Disputed) {
    E.Result.Edits.extract(Ed.Offset, Ed.Offset + Ed.Length);
    Diagnostic D;
    D.ID = DiagID::ConflictingEdits;
    D.File = E.Result.Path;
    D.Begin = positionAt(E.Result.Original, Ed.Offset);
    D.End = positionAt(E.Result.Original, Ed.Offset + Ed.Length);
    D.Message = fmt::format(
        "translation units disagree on '{}': in one it is CUDA's (rewritten "
        "to '{}'), in another a declaration of the user's; left unchanged",
        Ed.R->Cuda, Ed.Text);
    D.Suggestion = "make the header independent of what is included before "
                   "it, or migrate this place by hand";
    E.Diags.push_back(D);
  }
}

/// A file several failed units reached has one token-pass note (MU0001):
/// the one naming an error of its own when there is one, else the first.
void keepOneTokenPassNote(std::vector<Diagnostic> &Diags) {
  auto IsNote = [](const Diagnostic &D) {
    return D.ID == DiagID::TokenLevelOnly;
  };
  auto Own = [](const Diagnostic &D) {
    return llvm::StringRef(D.Message).contains("does not parse with Clang (");
  };
  const Diagnostic *Keep = nullptr;
  for (const Diagnostic &D : Diags)
    if (IsNote(D) && (!Keep || (!Own(*Keep) && Own(D))))
      Keep = &D;
  if (!Keep)
    return;
  Diagnostic Kept = *Keep;
  llvm::erase_if(Diags, IsNote);
  Diags.insert(Diags.begin(), std::move(Kept));
}

/// A finding that a name has no MUSA counterpart is moot where the port
/// deletes the code that names it (a switch arm MU1008 removed).
void dropMootFindings(const FileEdits &Edits, std::vector<Diagnostic> &Diags) {
  const auto &ByOffset = Edits.edits();
  llvm::erase_if(Diags, [&](const Diagnostic &D) {
    if (D.ID != DiagID::UnsupportedAPI && D.ID != DiagID::NoKnownCounterpart &&
        D.ID != DiagID::UnmappedAPI && D.ID != DiagID::UnknownApiName)
      return false;
    auto After = ByOffset.upper_bound(D.Begin.Offset);
    if (After == ByOffset.begin())
      return false;
    // A deletion: nothing, or the line breaks of the lines it empties.
    const Edit &E = std::prev(After)->second;
    return E.Text.find_first_not_of("\r\n") == std::string::npos &&
           D.Begin.Offset < E.Offset + E.Length;
  });
}

MigrationResult Project::finish() {
  MigrationResult R;
  for (auto &[Real, E] : Files) {
    reportDisagreements(E);
    auto Applied = E.Result.Edits.apply(E.Result.Original, E.Result.Path);
    if (Applied) {
      E.Result.Migrated = std::move(*Applied);
    } else {
      llvm::consumeError(Applied.takeError());
      E.Result.Migrated = E.Result.Original;
    }
    // The same finding from two translation units is reported once.
    std::sort(E.Diags.begin(), E.Diags.end(),
              [](const Diagnostic &A, const Diagnostic &B) {
                return std::tie(A.Begin.Offset, A.ID, A.Message) <
                       std::tie(B.Begin.Offset, B.ID, B.Message);
              });
    E.Diags.erase(std::unique(E.Diags.begin(), E.Diags.end(),
                              [](const Diagnostic &A, const Diagnostic &B) {
                                return A.Begin.Offset == B.Begin.Offset &&
                                       A.ID == B.ID && A.Message == B.Message;
                              }),
                  E.Diags.end());
    keepOneTokenPassNote(E.Diags);
    dropMootFindings(E.Result.Edits, E.Diags);
    R.Diagnostics.insert(R.Diagnostics.end(), E.Diags.begin(), E.Diags.end());
    R.Files.emplace(Real, std::move(E.Result));
  }
  R.NotMigrated.assign(OutOfScope.begin(), OutOfScope.end());
  return R;
}

/// Stack for one parse: deeply nested code (thousands of unary operators)
/// recurses in Clang's parser; only the pages used are ever committed.
constexpr unsigned ParseStackSize = 512u << 20;

/// Runs \p Parse on a thread of its own with a large stack, recovering from
/// a crash inside it: one input that crashes Clang falls back to the token
/// pass instead of taking the run down. False when it crashed.
bool parseIsolated(llvm::function_ref<void()> Parse) {
  bool Survived = true;
  llvm::thread Worker(std::optional<unsigned>(ParseStackSize), [&] {
    clang::noteBottomOfStack();
    // A stack overflow is reported on the overflowed stack unless the
    // thread has a stack for signals (see enableCrashRecovery).
    std::vector<char> SignalStack(1u << 20);
    stack_t Alt{};
    Alt.ss_sp = SignalStack.data();
    Alt.ss_size = SignalStack.size();
    sigaltstack(&Alt, nullptr);
    llvm::CrashRecoveryContext Recovery;
    Survived = Recovery.RunSafely(Parse);
    Alt.ss_flags = SS_DISABLE;
    sigaltstack(&Alt, nullptr);
  });
  Worker.join();
  return Survived;
}

/// The first directory of \p Commands that does not exist: ClangTool would
/// abort the process trying to enter it.
std::string
missingDirectory(const std::vector<clang::tooling::CompileCommand> &Commands) {
  for (const clang::tooling::CompileCommand &C : Commands)
    if (!llvm::sys::fs::is_directory(C.Directory))
      return C.Directory;
  return "";
}

/// One note per option the compilation database's commands lost, at the
/// first file whose command had it.
void reportDroppedOptions(const CompileCommandDatabase &Db,
                          std::vector<Diagnostic> &Diags) {
  for (const DroppedOptionUse &Use : Db.droppedOptions()) {
    Diagnostic D;
    D.ID = DiagID::CompileOptionDropped;
    D.File = displayPath(*Use.Files.begin());
    D.Message = fmt::format(
        "compile option '{}' was left out of the parse: {} ({} {})", Use.Option,
        Use.Why, Use.Files.size(), Use.Files.size() == 1 ? "file" : "files");
    D.Suggestion = "if the option changes what the file means (a macro, an "
                   "include path), pass its Clang form after --";
    Diags.push_back(std::move(D));
  }
}

/// Findings about a name come once per name and run (MU1005, MU1007): a
/// name used in a thousand places needs checking once. The first place
/// keeps the diagnostic, with the count; the others become its further
/// locations (in the JSON output).
bool foldsByName(DiagID ID) {
  return ID == DiagID::MappedOnly || ID == DiagID::UnknownApiName;
}

void foldRepeatedFindings(std::vector<Diagnostic> &Diags) {
  std::map<std::pair<DiagID, std::string>, size_t> First;
  std::vector<Diagnostic> Kept;
  for (Diagnostic &D : Diags) {
    if (!foldsByName(D.ID) || D.Api.empty()) {
      Kept.push_back(std::move(D));
      continue;
    }
    auto [It, New] = First.try_emplace({D.ID, D.Api}, Kept.size());
    if (New) {
      Kept.push_back(std::move(D));
      continue;
    }
    Diagnostic &Into = Kept[It->second];
    Into.Also.push_back({D.File, D.Begin, D.End});
    // A fix's edits are in the diagnostic's own file.
    if (D.File == Into.File && !D.Fixes.empty() && !Into.Fixes.empty())
      llvm::append_range(Into.Fixes.front().Edits, D.Fixes.front().Edits);
  }
  for (Diagnostic &D : Kept) {
    if (!foldsByName(D.ID) || D.Also.empty())
      continue;
    std::set<std::string> InFiles{D.File};
    for (const Location &L : D.Also)
      InFiles.insert(L.File);
    D.Message +=
        fmt::format(" ({} places in {} {}, first here)", D.Also.size() + 1,
                    InFiles.size(), InFiles.size() == 1 ? "file" : "files");
  }
  Diags = std::move(Kept);
}

/// The migration of \p TU's main file, \p Input (absolute), or null.
FileMigration *mainFileOf(TranslationUnitOutcome &TU, llvm::StringRef Input) {
  for (FileMigration &F : TU.Files)
    if (absolutePath(F.path()) == Input)
      return &F;
  return nullptr;
}

/// Says which of \p TU's libraries were parsed from musify's stand-ins, at
/// the top of \p Main; a name missing from one of \p Namespaces cost no
/// AST.
void noteStandIns(const TranslationUnitOutcome &TU,
                  const std::vector<std::string> &Namespaces,
                  FileMigration &Main) {
  if (TU.StandIns.empty())
    return;
  std::vector<std::string> Lacked;
  for (const std::string &H : TU.StandInMissingHeaders)
    Lacked.push_back("<" + H + ">");
  Lacked.insert(Lacked.end(), TU.StandInGaps.begin(), TU.StandInGaps.end());
  std::string Gaps;
  if (!Lacked.empty() && TU.HadErrors)
    Gaps = fmt::format("; they lack {}", llvm::join(Lacked, ", "));
  else if (!Lacked.empty())
    Gaps = fmt::format("; they lack {}, so the code that uses {} has no "
                       "types there (the rest of the file kept its AST)",
                       llvm::join(Lacked, ", "),
                       Lacked.size() == 1 ? "it" : "them");
  Main.report(
      DiagID::StandInHeaders, 0, 0,
      fmt::format("parsed against musify's stand-in declarations of "
                  "{}, whose headers were not found{}",
                  llvm::join(TU.StandIns, ", "), Gaps),
      fmt::format("a name the stand-ins lack{} makes the file fall back to "
                  "the token-level pass; pass --torch-path or the library's "
                  "include directories (-p, or -I after --) to parse with "
                  "the real ones",
                  Namespaces.empty()
                      ? ""
                      : fmt::format(", other than a member of {} (the "
                                    "rules' library-namespaces),",
                                    llvm::join(Namespaces, ", "))));
}

/// Migrates \p Input with the token-level pass alone.
std::vector<FileMigration>
tokenOnly(const RuleSet &Rules, const std::string &Input, std::string Content,
          llvm::StringRef Reason, const CheckOptions &CheckOpts,
          const llvm::StringMap<std::string> *ProjectDeclared = nullptr) {
  llvm::StringMap<unsigned long long> Macros = integerDefines(Content);
  FileMigration M(Input, std::move(Content));
  M.keepProjectNames(ProjectDeclared);
  M.knowIntegerMacros(&Macros);
  M.runTokenPass(Rules, Reason, createChecks(CheckOpts, Rules));
  M.knowIntegerMacros(nullptr); // the map does not outlive this call
  std::vector<FileMigration> Result;
  Result.push_back(std::move(M));
  return Result;
}

/// The text of \p Path: its overlay when it has one, else the file's.
llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>
readSource(const MigrationOptions &O, const std::string &Path) {
  if (!O.Overlays.empty()) {
    auto It = O.Overlays.find(absolutePath(Path));
    if (It != O.Overlays.end())
      return llvm::MemoryBuffer::getMemBuffer(It->second, Path, false);
  }
  return llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
}

/// What parsing an input needs besides the input.
struct ParseContext {
  const RuleSet &Rules;
  const MigrationOptions &Options;
  OutputScope Scope;
  CheckOptions CheckOpts;
  std::vector<std::string> Roots; ///< the CUDA toolkit's include roots
  std::unique_ptr<HeaderCache> Preambles;
  /// Inputs whose preamble another input shares (only they build one), and
  /// the group of those that share it.
  std::map<std::string, unsigned> SharePreamble;
  /// With KeepProjectNames: the names a rule maps that the inputs declare,
  /// with where ("file:line"), and those each input sees.
  llvm::StringMap<std::string> ProjectDeclared;
  std::map<std::string, llvm::StringMap<std::string>> DeclaredFor;

  ParseContext(const RuleSet &Rules, const MigrationOptions &Options)
      : Rules(Rules), Options(Options), Scope(Options) {
    if (Options.KeepProjectNames)
      findProjectDeclarations();
    for (const std::string &Name : Options.MusaArchs)
      if (const MusaArch *A = findMusaArch(Name))
        CheckOpts.Archs.push_back(A);
    if (CheckOpts.Archs.empty())
      for (const MusaArch &A : allMusaArchs())
        CheckOpts.Archs.push_back(&A);
    CheckOpts.ToCuda = Options.ToCuda;
    if (!Options.CudaPath.empty())
      Roots = cudaIncludeRoots(Options.CudaPath);
    // musify's shims (a force-included one among them) stand for CUDA's
    // headers: never the user's.
    if (!Options.ShimDir.empty()) {
      llvm::SmallString<256> Real;
      if (llvm::sys::fs::real_path(Options.ShimDir, Real))
        Real = Options.ShimDir;
      Roots.push_back((Real + llvm::sys::path::get_separator()).str());
    }
    if (!Options.HeaderCacheDir.empty() && !Options.CudaPath.empty()) {
      Preambles =
          std::make_unique<HeaderCache>(Options.HeaderCacheDir, Rules, Roots);
      SharePreamble =
          inputsSharingPreamble(Options.Inputs, [&](llvm::StringRef Path) {
            return parseSignature(Options, Path);
          });
    }
  }

  void findProjectDeclarations() {
    // An input sees its own declarations and those of the inputs it
    // includes (by file name, transitively), as a parse would.
    std::map<std::string, std::vector<std::string>> Includes;
    std::map<std::string, std::vector<std::string>> ByName;
    std::map<std::string, std::vector<std::pair<std::string, unsigned>>> Own;
    for (const std::string &Input : Options.Inputs) {
      auto Buffer = readSource(Options, Input);
      if (!Buffer)
        continue; // reported when the input is migrated
      llvm::StringRef Text = (*Buffer)->getBuffer();
      Own[Input] = declaredRuleNames(Text, Rules);
      Includes[Input] = includedFileNames(Text);
      ByName[llvm::sys::path::filename(Input).str()].push_back(Input);
      for (auto &[Name, Line] : Own[Input])
        ProjectDeclared.try_emplace(
            Name, fmt::format("{}:{}", displayPath(Input), Line));
    }
    for (const auto &[Input, Unused] : Own) {
      llvm::StringMap<std::string> &Seen = DeclaredFor[Input];
      std::set<std::string> Visited{Input};
      std::vector<std::string> Work{Input};
      while (!Work.empty()) {
        std::string File = Work.back();
        Work.pop_back();
        for (auto &[Name, Line] : Own[File])
          Seen.try_emplace(Name, fmt::format("{}:{}", displayPath(File), Line));
        for (const std::string &Header : Includes[File])
          for (const std::string &Next : ByName[Header])
            if (Visited.insert(Next).second)
              Work.push_back(Next);
      }
    }
  }

  /// The file names of what \p Text includes (`#include "a/b.h"`: b.h).
  static std::vector<std::string> includedFileNames(llvm::StringRef Text) {
    std::vector<std::string> Names;
    for (llvm::StringRef Rest = Text; !Rest.empty();) {
      auto [Line, Next] = Rest.split('\n');
      Rest = Next;
      llvm::StringRef L = Line.ltrim(" \t");
      if (!L.consume_front("#"))
        continue;
      L = L.ltrim(" \t");
      if (!L.consume_front("include"))
        continue;
      L = L.ltrim(" \t");
      if (L.empty() || (L.front() != '"' && L.front() != '<'))
        continue;
      llvm::StringRef Path = L.drop_front().take_until(
          [](char C) { return C == '"' || C == '>'; });
      Names.push_back(llvm::sys::path::filename(Path).str());
    }
    return Names;
  }

  /// The project's declarations \p Input sees; null without
  /// KeepProjectNames.
  const llvm::StringMap<std::string> *
  declaredFor(const std::string &Input) const {
    if (!Options.KeepProjectNames)
      return nullptr;
    auto It = DeclaredFor.find(Input);
    return It == DeclaredFor.end() ? &ProjectDeclared : &It->second;
  }

  bool mayBuildPreamble(const std::string &Input) const {
    return Options.BuildEveryPreamble || SharePreamble.count(Input) > 0;
  }
  std::optional<unsigned> preambleGroup(const std::string &Input) const {
    auto It = SharePreamble.find(Input);
    if (It == SharePreamble.end())
      return std::nullopt;
    return It->second;
  }
};

/// A parse process's request: whether it may build a precompiled preamble
/// (only the parent knows which inputs share one), then the input; then,
/// after a NUL, the overlays (MigrationOptions::Overlays) as MessagePack.
std::string parseRequest(const std::string &Input, bool MayBuildPreamble,
                         const std::map<std::string, std::string> &Overlays) {
  std::string Request = (MayBuildPreamble ? "1" : "0") + Input;
  if (Overlays.empty())
    return Request;
  std::vector<std::uint8_t> Bytes =
      nlohmann::json::to_msgpack(nlohmann::json(Overlays));
  return Request + '\0' + std::string(Bytes.begin(), Bytes.end());
}

/// The input of \p Request, whether it may build a preamble, and the
/// overlays it carries (none when they are unreadable).
std::string fromParseRequest(llvm::StringRef Request, bool &MayBuildPreamble,
                             std::map<std::string, std::string> &Overlays) {
  MayBuildPreamble = Request.starts_with("1");
  auto [Input, Packed] =
      Request.drop_front(std::min<size_t>(1, Request.size())).split('\0');
  Overlays.clear();
  nlohmann::json J = nlohmann::json::from_msgpack(Packed, true, false);
  if (J.is_object())
    for (const auto &[Path, Text] : J.items())
      if (Text.is_string())
        Overlays[Path] = Text.get<std::string>();
  return Input.str();
}

/// Every way a file is left without an AST ends here: the token pass, and
/// the macros the file defines, which is what its text can tell.
InputOutcome tokenPassOnly(const ParseContext &C, const std::string &Input,
                           llvm::StringRef Bytes, const std::string &Reason) {
  Stopwatch Token;
  InputOutcome O;
  O.Files = tokenOnly(C.Rules, Input, Bytes.str(), Reason, C.CheckOpts,
                      C.declaredFor(Input));
  if (C.Options.RenameSymbols)
    O.Symbols = symbolFactsFromText(C.Rules, Input, Bytes);
  O.Times.TokenPass = Token.seconds();
  return O;
}

/// The compile command \p Input is parsed with: its compile database's,
/// with musify's parse flags put first, or a fixed one made of those flags
/// and the run's extra arguments.
struct ParseCommand {
  const clang::tooling::CompilationDatabase *Db = nullptr;
  std::unique_ptr<clang::tooling::CompilationDatabase> Fixed;
  bool FromDb = false;
  /// Put before a database command's arguments.
  std::vector<std::string> Extra;
  /// Put after them: the run's extra arguments (after `--`, --extra-arg),
  /// which, as clang-tidy's --extra-arg, add to every command.
  std::vector<std::string> ExtraAfter;
  /// Where the database's command runs in a directory that is gone.
  std::string MissingDirectory;
};

ParseCommand parseCommandFor(const MigrationOptions &Options,
                             const std::string &Input) {
  ParseCommand Command;
  Command.Db = Options.CompileDb;
  std::vector<clang::tooling::CompileCommand> Commands;
  if (Command.Db)
    Commands = Command.Db->getCompileCommands(absolutePath(Input));
  Command.FromDb = !Commands.empty();
  Command.MissingDirectory = missingDirectory(Commands);
  if (Command.FromDb) {
    Command.Extra = parseFlags(Input, Options, /*WithLanguage=*/true);
    Command.ExtraAfter = Options.ExtraArgs;
    return Command;
  }
  std::vector<std::string> Flags = parseFlags(Input, Options, true);
  Flags.insert(Flags.end(), Options.ExtraArgs.begin(), Options.ExtraArgs.end());
  Command.Fixed =
      std::make_unique<clang::tooling::FixedCompilationDatabase>(".", Flags);
  Command.Db = Command.Fixed.get();
  return Command;
}

/// Maps the run's overlays into \p Tool and fixes the arguments it runs.
void adjustTool(clang::tooling::ClangTool &Tool, const ParseCommand &Command,
                const MigrationOptions &Options) {
  for (const auto &[Path, Text] : Options.Overlays)
    Tool.mapVirtualFile(Path, Text);
  if (Command.FromDb) {
    Tool.appendArgumentsAdjuster(clang::tooling::getInsertArgumentAdjuster(
        Command.Extra, clang::tooling::ArgumentInsertPosition::BEGIN));
    if (!Command.ExtraAfter.empty())
      Tool.appendArgumentsAdjuster(clang::tooling::getInsertArgumentAdjuster(
          Command.ExtraAfter, clang::tooling::ArgumentInsertPosition::END));
  }
  // Last, after every other adjuster: what the driver reads is fixed, and
  // C++14 code is read at C++17 where CUDA 13's CCCL refuses C++14.
  Tool.appendArgumentsAdjuster(
      [CudaPath = Options.CudaPath](
          const clang::tooling::CommandLineArguments &Args, llvm::StringRef) {
        return withCcclStandard(withNeutralDriver(Args), CudaPath);
      });
}

/// What a parse that ran gives: its files, symbols and times (\p Spent is
/// the whole run's, of which matching, checks and the header cache are
/// told apart); \p Namespaces are the rules' library namespaces.
InputOutcome outcomeOfParse(TranslationUnitOutcome &TU, double Spent,
                            const std::string &Input,
                            const std::vector<std::string> &Namespaces) {
  InputOutcome O;
  O.Times.Match = TU.MatchSeconds;
  O.Times.Checks = TU.ChecksSeconds;
  O.Times.HeaderCache = TU.HeaderCacheSeconds;
  O.Times.PreamblesBuilt = TU.BuiltPreamble;
  O.Times.PreambleParses = TU.UsedPreamble;
  O.Times.PreambleRetries = TU.RetriedPreamble;
  O.Times.Parse = std::max(0.0, Spent - TU.MatchSeconds - TU.ChecksSeconds -
                                    TU.HeaderCacheSeconds);
  O.Parsed = !TU.HadErrors;
  if (FileMigration *Main = mainFileOf(TU, absolutePath(Input))) {
    noteStandIns(TU, Namespaces, *Main);
    Main->noteEmbeds(TU.MetEmbed);
  }
  O.Files = std::move(TU.Files);
  O.Symbols = std::move(TU.Symbols);
  O.IncludedNames = std::move(TU.IncludedNames);
  return O;
}

/// Parses \p Input (whose text is \p Bytes) with Clang and migrates what
/// the AST shows; falls back to the token pass when that cannot be done.
InputOutcome parseInput(const ParseContext &C, const std::string &Input,
                        llvm::StringRef Bytes, bool MayBuildPreamble) {
  const MigrationOptions &Options = C.Options;
  ParseCommand Command = parseCommandFor(Options, Input);
  if (!Command.MissingDirectory.empty())
    return tokenPassOnly(
        C, Input, Bytes,
        fmt::format(
            "the directory of its compile command, '{}', does not exist",
            Command.MissingDirectory));
  // A file system of its own: ClangTool moves into each command's
  // directory, and the process's working directory is shared by every
  // thread.
  bool Absolute = Command.FromDb || !Options.Overlays.empty();
  clang::tooling::ClangTool Tool(
      *Command.Db, {Absolute ? absolutePath(Input) : Input},
      std::make_shared<clang::PCHContainerOperations>(),
      llvm::makeIntrusiveRefCnt<RegularFilesOnly>());
  adjustTool(Tool, Command, Options);
  ErrorCollector Errors;
  Errors.LibraryNamespaces = C.Rules.libraryNamespaces();
  // A parse process knows the run's header root, not its other inputs.
  Errors.Written = [&C, Real = absolutePath(Input)](llvm::StringRef Path) {
    std::string File = absolutePath(Path);
    return File == Real || C.Scope.contains(File);
  };
  Tool.setDiagnosticConsumer(&Errors);
  Tool.setPrintErrorMessage(false);
  TranslationUnitOutcome TU;
  PreambleUse Preamble{C.Preambles.get(), Bytes, MayBuildPreamble};
  auto Factory =
      makeMigrateActionFactory(C.Rules, C.Roots, Errors, TU, C.CheckOpts,
                               Options.RenameSymbols, Preamble);
  Stopwatch Parse;
  if (!parseIsolated([&] { Tool.run(Factory.get()); }))
    return tokenPassOnly(C, Input, Bytes,
                         "Clang crashed while parsing it (a stack overflow "
                         "on deeply nested code, or a bug); the run went on");
  double Spent = Parse.seconds();
  if (!TU.Ran) {
    std::string First = Errors.firstError();
    return tokenPassOnly(C, Input, Bytes,
                         fmt::format("the compile command could not be used "
                                     "({})",
                                     First.empty() ? "unknown error" : First));
  }
  return outcomeOfParse(TU, Spent, Input, Errors.LibraryNamespaces);
}

/// Parses \p Input in a worker process, within the per-file limits.
/// \p Stopped says that the worker was stopped (or died): such an outcome
/// depends on the limits and the machine's load, so it is not cached.
InputOutcome parseInWorker(const ParseContext &C, ParseWorkers &Workers,
                           const std::string &Input, llvm::StringRef Bytes,
                           bool &Stopped) {
  bool MayBuild = C.mayBuildPreamble(Input);
  ParseWorkers::Answer A =
      Workers.parse(parseRequest(Input, MayBuild, C.Options.Overlays));
  if (!A.Started)
    return parseInput(C, Input, Bytes, MayBuild);
  Stopped = !A.Failure.empty();
  // A Ctrl-C or a SIGTERM to the process group reaches the worker and
  // musify alike, in either order: give musify's own handler a moment, so
  // that the input counts as not finished (not migrated by the token pass
  // and written, as if its parse had failed).
  if (A.Signal == SIGINT || A.Signal == SIGTERM || A.Signal == SIGHUP)
    for (int I = 0; I < 100 && !interruptSignal(); ++I)
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
  if (Stopped)
    return tokenPassOnly(C, Input, Bytes, A.Failure);
  nlohmann::json J = nlohmann::json::from_msgpack(A.Payload, true, false);
  if (J.is_object() && J.contains("error") && J["error"].is_string())
    return tokenPassOnly(C, Input, Bytes, J["error"]);
  if (std::optional<InputOutcome> O =
          outcomeFromJson(J, C.Rules, &C.Options.Overlays))
    return std::move(*O);
  return tokenPassOnly(C, Input, Bytes,
                       "a file of its translation unit changed while it was "
                       "parsed, or the parse process's answer was unusable");
}

} // namespace

std::vector<std::string>
parseFlags(llvm::StringRef File, const MigrationOptions &O, bool WithLanguage) {
  std::vector<std::string> Args;
  llvm::StringRef Lang = languageName(fileLanguage(File));
  if (WithLanguage)
    Args.insert(Args.end(), {"-x", Lang.str()});
  if (!O.ResourceDir.empty())
    Args.push_back("-resource-dir=" + O.ResourceDir);
  // Without carets Clang also keeps its "N errors generated" line to itself.
  Args.insert(Args.end(), {"-ferror-limit=0", "-fno-spell-checking", "-w",
                           "-fno-caret-diagnostics"});
  std::vector<std::string> Cuda = cudaHeaderFlags(
      fileLanguage(File), CudaSide::Host, O.CudaPath, O.ShimDir);
  Args.insert(Args.end(), Cuda.begin(), Cuda.end());
  for (const std::string &Dir : O.StandInDirs)
    Args.insert(Args.end(), {"-idirafter", Dir});
  if (!choosesStandard(O.ExtraArgs) && Lang != "c")
    Args.push_back(O.StandardFlag.empty() ? DefaultStandardFlag.str()
                                          : O.StandardFlag);
  return Args;
}

void enableCrashRecovery() {
  llvm::CrashRecoveryContext::Enable();
  // Its handlers run on the faulting stack; a stack overflow needs them on
  // the thread's signal stack.
  for (int Signal : {SIGSEGV, SIGBUS}) {
    struct sigaction Action;
    if (sigaction(Signal, nullptr, &Action) == 0) {
      Action.sa_flags |= SA_ONSTACK;
      sigaction(Signal, &Action, nullptr);
    }
  }
}

namespace {

/// Everything besides the files that decides the output, for the
/// incremental cache's key. Every field of MigrationOptions is bound here,
/// so that a new option does not compile until it is keyed or said not to
/// decide the output.
std::string cacheKeyText(const RuleSet &Rules, const MigrationOptions &O) {
  const auto &[Inputs, CompileDb, ExtraArgs, DroppedExtraArgs, CudaPath,
               NoParseReason, ToCuda, ShimDir, StandInDirs, StandardFlag,
               TorchPackage, ResourceDir, HeaderRoot, BuildScripts,
               SourcesRenamed, Jobs, CacheFile, Progress, MusaArchs,
               RenameSymbols, RenamePaths, ExcludedSources, WorkerCommand,
               HeaderCacheDir, TimeoutPerFileSeconds, MaxMemoryPerFileMiB,
               Overlays, BuildEveryPreamble, KeepProjectNames] = O;
  // Not keyed: each input is cached under its own name with the hashes of
  // the files its translation unit read (Inputs); there is no cache with a
  // database (CompileDb); NoParseReason follows from CudaPath and the
  // rules; build scripts (and SourcesRenamed, which only they read),
  // excluded sources and project renames are decided
  // after the cache, from every input (BuildScripts, ExcludedSources,
  // RenamePaths); the notes about dropped flags follow from ExtraArgs and are
  // added after it (DroppedExtraArgs); the rest says how the run is done, not
  // what it gives (Jobs, CacheFile, Progress, WorkerCommand, HeaderCacheDir,
  // the limits, BuildEveryPreamble: the port is the same with and without
  // preambles); a run with Overlays (unsaved buffers) has no cache.
  (void)Inputs, (void)CompileDb, (void)NoParseReason, (void)BuildScripts;
  (void)SourcesRenamed;
  (void)DroppedExtraArgs;
  (void)Jobs, (void)CacheFile, (void)Progress, (void)RenamePaths;
  (void)ExcludedSources, (void)WorkerCommand, (void)HeaderCacheDir;
  (void)TimeoutPerFileSeconds, (void)MaxMemoryPerFileMiB, (void)Overlays;
  (void)BuildEveryPreamble;
  (void)TorchPackage; // its directories are StandInDirs
  std::string Print = MUSIFY_VERSION_STRING;
  for (const Rule &R : Rules.rules())
    Print += fmt::format("|{}|{}|{}|{}|{}|{}|{}|{}", R.Cuda, R.Musa,
                         toString(R.Kind).str(), toString(R.Status).str(),
                         R.Call, R.Hazard, R.Prefix, R.Reason) +
             R.AfterCommand.str();
  for (const std::string &A : ExtraArgs)
    Print += "|arg:" + A;
  for (const std::string &A : MusaArchs)
    Print += "|arch:" + A;
  Print +=
      "|" + CudaPath + "|" + ResourceDir + "|" + ShimDir + "|" + HeaderRoot;
  for (const std::string &Dir : StandInDirs)
    Print += "|stand-in:" + Dir;
  Print += "|std:" + StandardFlag;
  if (RenameSymbols)
    Print += "|rename-symbols";
  if (ToCuda)
    Print += "|to-cuda";
  // What an input keeps depends on what every input declares: the run's
  // declarations are added to the key where the cache is made.
  if (KeepProjectNames)
    Print += "|keep-project-names";
  Print += fmt::format("|max-headers:{}", maxHeadersPerInput());
  return Print;
}

/// MUSIFY_TEST_INTERRUPT_AFTER=N: the run raises SIGINT itself once N
/// inputs are merged, so that a test interrupts it at a known point.
unsigned testInterruptAfter() {
  std::optional<std::string> V =
      llvm::sys::Process::GetEnv("MUSIFY_TEST_INTERRUPT_AFTER");
  unsigned N = 0;
  if (!V || llvm::StringRef(*V).getAsInteger(10, N))
    return 0;
  return N;
}

/// One input's outcome on its way to the project.
struct Outcome : InputOutcome {
  bool FromCache = false;
  bool Stopped = false; ///< its parse process was stopped: not cached
  /// Finished after SIGINT or SIGTERM (its worker may have been killed by
  /// it): neither merged nor cached.
  bool Late = false;
  std::string Unreadable;
};

/// A file in an encoding Clang does not read (UTF-16, UTF-32, ...: its byte
/// order mark says so) is copied as it is, and said.
std::optional<Outcome> unreadableEncodingOutcome(llvm::StringRef Input,
                                                 llvm::StringRef Bytes) {
  llvm::StringRef Encoding = unreadableEncoding(Bytes);
  if (Encoding.empty())
    return std::nullopt;
  Outcome O;
  FileMigration M(Input.str(), Bytes.str());
  M.restoreTokenOnlyReason(fmt::format("the file is {}", Encoding));
  M.report(DiagID::TokenLevelOnly, 0, 0,
           fmt::format("the file is {} (its byte order mark says so), which "
                       "Clang does not read; copied unchanged, nothing in it "
                       "was migrated",
                       Encoding),
           // glibc's iconv reads these; UTF-1, UTF-EBCDIC, SCSU and BOCU-1
           // need another converter.
           Encoding.starts_with("UTF-16") || Encoding.starts_with("UTF-32") ||
                   Encoding == "UTF-7" || Encoding == "GB18030"
               ? fmt::format("convert it to UTF-8 (iconv -f {} -t UTF-8) and "
                             "run musify again",
                             Encoding)
               : "convert it to UTF-8 and run musify again");
  O.Files.push_back(std::move(M));
  return O;
}

/// One call of migrate(): inputs are independent until their outcomes are
/// merged, which happens in input order, so the output does not depend on
/// -j.
class MigrationRun {
public:
  MigrationRun(const RuleSet &Rules, const MigrationOptions &Options)
      : Rules(Rules), Options(Options), P(Options), Context(Rules, Options),
        Total(Options.Inputs.size()) {
    if (!Options.CacheFile.empty() && !Options.CompileDb &&
        Options.Overlays.empty())
      Cache = std::make_unique<MigrationCache>(
          Options.CacheFile,
          contentHash(cacheKeyText(Rules, Options) + declarationsKey()), Rules,
          Options.Inputs);
    if (!Options.WorkerCommand.empty() && !Options.CudaPath.empty())
      Workers = std::make_unique<ParseWorkers>(
          Options.WorkerCommand, WorkerLimits{Options.TimeoutPerFileSeconds,
                                              Options.MaxMemoryPerFileMiB});
  }

  MigrationResult run();

private:
  /// The project's declarations (KeepProjectNames), for the cache's key.
  std::string declarationsKey() const {
    std::vector<std::string> Names;
    for (const auto &Entry : Context.ProjectDeclared)
      Names.push_back(Entry.getKey().str() + "@" + Entry.getValue());
    llvm::sort(Names);
    return Names.empty() ? "" : "|declared:" + llvm::join(Names, "|");
  }
  Outcome migrateOne(const std::string &Input);
  Outcome parseOne(const std::string &Input, llvm::StringRef Bytes);
  void step(llvm::StringRef Input);
  void merge(const std::string &Input, Outcome &O);
  /// Stores \p O in the incremental cache when it is finished work.
  void keepForNextRun(const std::string &Input, const Outcome &O);
  void runAll(const std::vector<std::string> &Batch);
  void runParallel(const std::vector<std::string> &Batch, unsigned Jobs);
  void migrateBuildScripts();
  MigrationResult finish();

  const RuleSet &Rules;
  const MigrationOptions &Options;
  Project P;
  ParseContext Context;
  std::unique_ptr<MigrationCache> Cache;
  std::unique_ptr<ParseWorkers> Workers;
  std::vector<std::string> Unreadable;
  unsigned PortCxxStandard = 0; ///< MigrationResult::PortCxxStandard
  unsigned Cached = 0;
  PhaseTimes Times;
  ProjectSymbolFacts Symbols;
  // Progress counts every input, whichever batch it is in.
  std::mutex ProgressLock;
  unsigned Done = 0, Total;
  /// Inputs merged (or covered by a merged translation unit).
  unsigned Finished = 0;
  /// MUSIFY_TEST_INTERRUPT_AFTER: raise SIGINT once this many are merged.
  unsigned InterruptAfter = testInterruptAfter();
};

Outcome MigrationRun::migrateOne(const std::string &Input) {
  Outcome O;
  if (Cache)
    if (std::optional<InputOutcome> Cached = Cache->lookup(Input)) {
      static_cast<InputOutcome &>(O) = std::move(*Cached);
      O.FromCache = true;
      return O;
    }
  auto Buffer = readSource(Options, Input);
  if (!Buffer) {
    O.Unreadable = fmt::format("{}: {}", Input, Buffer.getError().message());
    return O;
  }
  llvm::StringRef Bytes = (*Buffer)->getBuffer();
  if (std::optional<Outcome> Unreadable =
          unreadableEncodingOutcome(Input, Bytes))
    return std::move(*Unreadable);
  Outcome Parsed = parseOne(Input, Bytes);
  Parsed.Late = interruptSignal() != 0;
  return Parsed;
}

Outcome MigrationRun::parseOne(const std::string &Input,
                               llvm::StringRef Bytes) {
  Outcome O;
  if (Options.CudaPath.empty())
    static_cast<InputOutcome &>(O) = tokenPassOnly(
        Context, Input, Bytes,
        Options.NoParseReason.empty()
            ? "no CUDA toolkit headers were found, so the file was not "
              "parsed"
            : Options.NoParseReason);
  else if (Workers) {
    // The database records what its commands lose (MU0006) as they are
    // asked for; the worker's copy of it is not this one.
    if (Options.CompileDb)
      (void)Options.CompileDb->getCompileCommands(absolutePath(Input));
    static_cast<InputOutcome &>(O) =
        parseInWorker(Context, *Workers, Input, Bytes, O.Stopped);
  } else
    static_cast<InputOutcome &>(O) =
        parseInput(Context, Input, Bytes, Context.mayBuildPreamble(Input));
  return O;
}

void MigrationRun::step(llvm::StringRef Input) {
  if (!Options.Progress)
    return;
  std::lock_guard<std::mutex> Guard(ProgressLock);
  Options.Progress(++Done, Total, Input);
}

void MigrationRun::merge(const std::string &Input, Outcome &O) {
  if (O.Late)
    return;
  ++Finished;
  if (InterruptAfter && Finished == InterruptAfter)
    std::raise(SIGINT); // the test hook: as a Ctrl-C here would
  if (!O.Unreadable.empty()) {
    Unreadable.push_back(std::move(O.Unreadable));
    return;
  }
  if (O.FromCache)
    ++Cached;
  else
    Times.add(O.Times);
  keepForNextRun(Input, O);
  Symbols.merge(O.Symbols);
  P.add(std::move(O.Files), O.Parsed);
}

void MigrationRun::runAll(const std::vector<std::string> &Batch) {
  unsigned Jobs = Options.Jobs
                      ? Options.Jobs
                      : llvm::hardware_concurrency().compute_thread_count();
  if (Jobs > 1 && Batch.size() > 1)
    return runParallel(Batch, Jobs);
  for (const std::string &Input : Batch) {
    if (interruptSignal())
      return;
    Outcome O = migrateOne(Input);
    step(Input);
    merge(Input, O);
  }
}

void MigrationRun::runParallel(const std::vector<std::string> &Batch,
                               unsigned Jobs) {
  // Outcomes are merged in input order as soon as they and all before
  // them are done, so that a tree of thousands of files holds a few
  // outcomes at a time, not all of them until the last one is parsed.
  std::vector<std::optional<Outcome>> Results(Batch.size());
  std::mutex SlotLock, MergeLock;
  size_t NextToMerge = 0; // guarded by SlotLock
  auto MergeReady = [&] {
    // One thread merges at a time; one that finds another merging leaves
    // its outcome to it (or to the last call, after the pool is done).
    std::unique_lock<std::mutex> Merging(MergeLock, std::try_to_lock);
    if (!Merging.owns_lock())
      return;
    while (true) {
      std::optional<Outcome> O;
      size_t I;
      {
        std::lock_guard<std::mutex> Guard(SlotLock);
        if (NextToMerge == Batch.size() || !Results[NextToMerge])
          return;
        I = NextToMerge++;
        O = std::move(Results[I]);
        Results[I].reset();
      }
      merge(Batch[I], *O);
    }
  };
  std::vector<std::optional<unsigned>> Groups;
  for (const std::string &Input : Batch)
    Groups.push_back(Context.preambleGroup(Input));
  InputScheduler Schedule(std::move(Groups));
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Jobs));
  for (size_t N = 0; N < Batch.size(); ++N)
    Pool.async([&] {
      size_t I = Schedule.next();
      if (interruptSignal()) {
        Schedule.finished(I);
        return; // not started: merging stops at the first such input
      }
      Outcome O = migrateOne(Batch[I]);
      Schedule.finished(I);
      step(Batch[I]);
      {
        std::lock_guard<std::mutex> Guard(SlotLock);
        Results[I] = std::move(O);
      }
      MergeReady();
    });
  Pool.wait();
  MergeReady();
  // Interrupted: what finished behind an input that was never started
  // cannot be merged in order, but is kept for the next run.
  for (size_t I = NextToMerge; I < Batch.size(); ++I)
    if (Results[I])
      keepForNextRun(Batch[I], *Results[I]);
}

void MigrationRun::keepForNextRun(const std::string &Input, const Outcome &O) {
  if (!O.Late && !O.FromCache && Cache && !O.Stopped && O.Unreadable.empty())
    Cache->store(Input, O);
}

void MigrationRun::migrateBuildScripts() {
  Stopwatch Scripts;
  std::vector<std::string> Archs;
  for (const MusaArch *A : Context.CheckOpts.Archs)
    Archs.push_back(A->Name.str());
  StandardNeed Need = P.standardNeeded(Rules);
  bool Raised = false, Unresolved = false;
  for (const std::string &Script : Options.BuildScripts) {
    auto Buffer = llvm::MemoryBuffer::getFile(Script, /*IsText=*/false);
    if (!Buffer) {
      Unreadable.push_back(
          fmt::format("{}: {}", Script, Buffer.getError().message()));
      continue;
    }
    FileMigration M(Script, (*Buffer)->getBuffer().str());
    M.runBuildScriptPass(Rules, buildScriptKind(Script), Archs,
                         Options.SourcesRenamed, Need);
    Raised = Raised || M.raisedStandard();
    Unresolved = Unresolved || M.unresolvedStandard();
    std::vector<FileMigration> One;
    One.push_back(std::move(M));
    P.add(std::move(One), /*Parsed=*/true);
  }
  // --verify compiles the port at the raised standard only where every
  // setting of the scripts could be read.
  if (Raised && !Unresolved)
    PortCxxStandard = Need.Year;
  Times.TokenPass += Scripts.seconds();
}

MigrationResult MigrationRun::finish() {
  Stopwatch Rewrite;
  MigrationResult R = P.finish();
  if (Options.RenameSymbols)
    renameProjectSymbols(Rules, Symbols, Options.ExcludedSources,
                         Options.RenamePaths ? Options.HeaderRoot : "",
                         Options.RenamePaths, R);
  foldRepeatedFindings(R.Diagnostics);
  if (Options.CompileDb)
    reportDroppedOptions(*Options.CompileDb, R.Diagnostics);
  reportDroppedExtraArgs(Options, R.Diagnostics);
  R.Unreadable = std::move(Unreadable);
  R.PortCxxStandard = PortCxxStandard;
  R.CachedInputs = Cached;
  R.Interrupted = interruptSignal();
  R.FinishedInputs = Finished;
  R.TotalInputs = Total;
  Times.Rewrite += Rewrite.seconds();
  R.Times = Times;
  return R;
}

MigrationResult MigrationRun::run() {
  // Sources first: a header they include is then migrated in the context of
  // a real translation unit rather than parsed on its own.
  std::vector<std::string> Sources, Headers;
  for (const std::string &Input : Options.Inputs)
    (isHeader(Input) ? Headers : Sources).push_back(Input);
  runAll(Sources);
  std::vector<std::string> Alone;
  for (const std::string &H : Headers)
    if (interruptSignal())
      break;
    else if (!P.coveredByParse(absolutePath(H)))
      Alone.push_back(H);
    else
      ++Finished, step(H); // migrated with a translation unit including it
  runAll(Alone);
  if (!interruptSignal())
    migrateBuildScripts();
  if (Cache)
    Cache->save();
  return finish();
}

} // namespace

MigrationResult migrate(const RuleSet &Rules, const MigrationOptions &Options) {
  return MigrationRun(Rules, Options).run();
}

int serveParseWorker(const RuleSet &Rules, const MigrationOptions &Options) {
  MigrationOptions Local = Options; // with each request's overlays
  ParseContext Context(Rules, Local);
  return serveParseRequests([&](const std::string &Request, bool &Last) {
    nlohmann::json J;
    bool MayBuild;
    std::string Input = fromParseRequest(Request, MayBuild, Local.Overlays);
    auto Buffer = readSource(Local, Input);
    if (!Buffer)
      J = {{"error", fmt::format("the parse process could not read it ({})",
                                 Buffer.getError().message())}};
    else {
      InputOutcome O =
          parseInput(Context, Input, (*Buffer)->getBuffer(), MayBuild);
      // Building a precompiled preamble holds its AST and serialized form at
      // once; the heap it leaves, which glibc keeps, would be added to every
      // later parse's peak in this process (measured: a worker that went on
      // grew from 290 to 400 MiB over 16 heavy inputs; one that ends after
      // a build peaks at the build, 347 MiB).
      Last = O.Times.PreamblesBuilt > 0;
      J = outcomeToJson(O);
    }
    std::vector<std::uint8_t> Bytes = nlohmann::json::to_msgpack(J);
    return std::string(Bytes.begin(), Bytes.end());
  });
}

} // namespace musify
