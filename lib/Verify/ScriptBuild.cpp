//===- ScriptBuild.cpp - Build the port with its own build scripts --------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Verify/ScriptBuild.h"
#include "musify/Support/FileKinds.h"
#include "musify/Support/Paths.h"
#include "musify/Verify/EmbedScan.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/Threading.h"
#include <algorithm>
#include <cstring>
#include <fmt/format.h>
#include <optional>
#include <tuple>

extern char **environ;

namespace musify {
namespace {

/// A build's first error: where (a file of the port, or "") and what.
struct BuildError {
  std::string File, Message;
  unsigned Line = 0;
};

/// The environment of the build: this one, with the SDK as MUSA_HOME and
/// MUSA_PATH and its bin/ first on PATH (so that `mcc` is the SDK's).
std::vector<std::string> buildEnvironment(llvm::StringRef Sdk) {
  std::vector<std::string> Env;
  std::string Path;
  for (char **E = environ; E && *E; ++E) {
    llvm::StringRef Var(*E);
    if (Var.starts_with("MUSA_HOME=") || Var.starts_with("MUSA_PATH="))
      continue;
    if (Var.consume_front("PATH=")) {
      Path = Var.str();
      continue;
    }
    Env.push_back(*E);
  }
  Env.push_back("MUSA_HOME=" + Sdk.str());
  Env.push_back("MUSA_PATH=" + Sdk.str());
  Env.push_back("PATH=" + Sdk.str() + "/bin" + (Path.empty() ? "" : ":") +
                Path);
  return Env;
}

/// Runs \p Args (the program first) in \p Env; the exit code and what it
/// printed (stdout and stderr together).
std::pair<int, std::string> runBuild(const std::vector<std::string> &Args,
                                     const std::vector<std::string> &Env) {
  llvm::SmallString<128> Log;
  if (llvm::sys::fs::createTemporaryFile("musify-verify-build", "txt", Log))
    return {-1, "cannot create a temporary file"};
  std::vector<llvm::StringRef> Refs(Args.begin(), Args.end());
  std::vector<llvm::StringRef> EnvRefs(Env.begin(), Env.end());
  std::optional<llvm::StringRef> Redirects[] = {
      llvm::StringRef(""), llvm::StringRef(Log), llvm::StringRef(Log)};
  std::string Message;
  int Code = llvm::sys::ExecuteAndWait(Args.front(), Refs, EnvRefs, Redirects,
                                       1800, 0, &Message);
  auto Text = llvm::MemoryBuffer::getFile(Log, /*IsText=*/true);
  llvm::sys::fs::remove(Log);
  std::string Out = Text ? (*Text)->getBuffer().str() : "";
  if (Code < 0)
    Out += "\nerror: " + Message + "\n";
  return {Code, Out};
}

/// At most this many failures of one build are reported, each as MU4004.
constexpr size_t MaxBuildErrors = 50;

/// CMake's errors: `CMake Error at <file>:<line> (<command>):` and the
/// indented lines after it, `CMake Error in <file>:`, `CMake Error: <what>`.
/// CMake goes on configuring after most errors, so that one run shows each.
std::vector<BuildError> cmakeErrors(llvm::StringRef Output) {
  std::vector<BuildError> Errors;
  static const llvm::Regex At("^CMake Error at (.+):([0-9]+) \\((.*)\\):$");
  static const llvm::Regex In("^CMake Error in (.+):$");
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Output.split(Lines, '\n');
  for (size_t I = 0; I < Lines.size(); ++I) {
    llvm::SmallVector<llvm::StringRef, 4> M;
    BuildError E;
    if (At.match(Lines[I], &M)) {
      E.File = M[1].str();
      (void)M[2].getAsInteger(10, E.Line);
      E.Message = M[3].str() + ":";
    } else if (In.match(Lines[I], &M)) {
      E.File = M[1].str();
    } else if (Lines[I].consume_front("CMake Error: ")) {
      E.Message = Lines[I].trim().str();
      Errors.push_back(std::move(E));
      continue;
    } else {
      continue;
    }
    // The message: the first indented lines that follow.
    unsigned Taken = 0;
    for (size_t J = I + 1; J < Lines.size() && Taken < 4; ++J) {
      llvm::StringRef L = Lines[J];
      if (!L.empty() && !L.starts_with(" "))
        break;
      if (L.trim().empty())
        continue;
      // CMake's list of what might be wrong is not the error.
      L = L.take_front(L.find("Possible reasons")).trim();
      E.Message += (E.Message.empty() ? "" : " ") + L.str();
      if (Lines[J].contains("Possible reasons"))
        break;
      ++Taken;
    }
    Errors.push_back(std::move(E));
    if (Errors.size() == MaxBuildErrors)
      break;
  }
  return Errors;
}

/// Clang does not name a poisoned identifier; the source line it shows
/// after the error (`   74 |   cudaFoo x;`) does, at \p Column. " 'name'",
/// or "" where that line is not there.
static std::string poisonedName(llvm::StringRef Shown, unsigned Column) {
  size_t Bar = Shown.find(" | ");
  llvm::StringRef Number = Shown.take_front(Bar).trim();
  if (Bar == llvm::StringRef::npos || Number.empty() ||
      !llvm::all_of(Number, [](char C) { return llvm::isDigit(C); }))
    return "";
  llvm::StringRef Name = identifierAt(Shown.drop_front(Bar + 3), Column);
  return Name.empty() ? "" : " '" + Name.str() + "'";
}

/// A compiler's or linker's first error in a build's output.
std::optional<BuildError> compileError(llvm::StringRef Output) {
  static const llvm::Regex Error(
      "^(.+):([0-9]+):([0-9]+): (fatal )?error: (.*)$");
  static const llvm::Regex Undefined("undefined reference to [`'](.*)'$");
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Output.split(Lines, '\n');
  for (size_t I = 0; I < Lines.size(); ++I) {
    llvm::StringRef Line = Lines[I];
    llvm::SmallVector<llvm::StringRef, 6> M;
    BuildError E;
    if (Error.match(Line, &M)) {
      E.File = M[1].str();
      (void)M[2].getAsInteger(10, E.Line);
      E.Message = quotableMessage(E.File, M[5], false);
      // The name is the file's text: only where its message may be quoted.
      unsigned Column = 0;
      if (E.Message == "attempt to use a poisoned identifier" &&
          I + 1 < Lines.size() && !M[3].getAsInteger(10, Column))
        E.Message += poisonedName(Lines[I + 1], Column);
      return E;
    }
    if (Undefined.match(Line, &M)) {
      E.Message = "the link has an undefined reference to '" + M[1].str() + "'";
      return E;
    }
    // A driver's error with no place (`clang++: error: unknown argument`).
    if (Line.contains(": error: ") || Line.starts_with("ninja: error"))
      return BuildError{"", Line.str(), 0};
  }
  for (llvm::StringRef Line : Lines)
    if (Line.contains("*** ") || Line.starts_with("FAILED: "))
      return BuildError{"", Line.trim().str(), 0};
  return std::nullopt;
}

/// The first error of each step that failed in a build that kept going:
/// Ninja's output in blocks from each `FAILED: ` line; Make's (which marks
/// no step) as one block.
std::vector<BuildError> compileErrors(llvm::StringRef Output) {
  std::vector<BuildError> Errors;
  std::vector<size_t> Starts;
  for (size_t At = Output.starts_with("FAILED: ") ? 0
                                                  : Output.find("\nFAILED: ");
       At != llvm::StringRef::npos; At = Output.find("\nFAILED: ", At + 1))
    Starts.push_back(At);
  if (Starts.empty()) {
    if (auto E = compileError(Output))
      Errors.push_back(std::move(*E));
    return Errors;
  }
  Starts.push_back(Output.size());
  for (size_t I = 0; I + 1 < Starts.size(); ++I) {
    llvm::StringRef Block = Output.slice(Starts[I], Starts[I + 1]).ltrim();
    // The block's first line names the step; its error comes after it.
    llvm::StringRef Step = Block.take_until([](char C) { return C == '\n'; });
    llvm::StringRef Target = Step.drop_front(strlen("FAILED: ")).trim();
    BuildError E = compileError(Block.drop_front(Step.size()))
                       .value_or(BuildError{"", "failed", 0});
    if (E.File.empty()) // a link: which one
      E.Message = Target.str() + ": " + E.Message;
    Errors.push_back(std::move(E));
  }
  // Parallel steps fail in any order: report them in one, the first
  // MaxBuildErrors of it.
  std::stable_sort(Errors.begin(), Errors.end(),
                   [](const BuildError &A, const BuildError &B) {
                     return std::tie(A.File, A.Line, A.Message) <
                            std::tie(B.File, B.Line, B.Message);
                   });
  if (Errors.size() > MaxBuildErrors)
    Errors.resize(MaxBuildErrors);
  return Errors;
}

/// Copies the directory \p From to \p To (regular files and directories;
/// links are left out). False on an error.
bool copyTree(llvm::StringRef From, llvm::StringRef To) {
  std::error_code EC;
  if (llvm::sys::fs::create_directories(To))
    return false;
  for (llvm::sys::fs::recursive_directory_iterator It(From, EC, false), End;
       It != End && !EC; It.increment(EC)) {
    llvm::SmallString<256> Target(To);
    llvm::sys::path::append(
        Target, llvm::StringRef(It->path()).drop_front(From.size()));
    llvm::sys::fs::file_type Type = It->type();
    if (Type == llvm::sys::fs::file_type::directory_file)
      EC = llvm::sys::fs::create_directories(Target);
    else if (Type == llvm::sys::fs::file_type::regular_file)
      EC = llvm::sys::fs::copy_file(It->path(), Target);
  }
  return !EC;
}

class ScriptBuilder {
public:
  ScriptBuilder(MigrationResult &R, const std::map<std::string, std::string> &D,
                const ScriptBuildOptions &O)
      : Result(R), Destinations(D), Options(O),
        Env(buildEnvironment(O.SdkRoot)), Embeds(portEmbeds(R)) {}

  ScriptBuildSummary run();

private:
  bool cmake(llvm::StringRef BuildDir, ScriptBuildSummary &S);
  bool make(llvm::StringRef BuildDir, ScriptBuildSummary &S);
  /// A failure of \p Step as MU4004; \p Root is where the build saw the
  /// port (the out-root, or its copy).
  void fail(const BuildError &E, llvm::StringRef Step, llvm::StringRef Root,
            llvm::StringRef Suggestion);
  /// Each of \p Errors (\p Fallback where there is none) as a failure of
  /// \p Step, counted in \p S.
  void failEach(std::vector<BuildError> Errors, BuildError Fallback,
                llvm::StringRef Step, llvm::StringRef Root,
                llvm::StringRef Suggestion, ScriptBuildSummary &S);
  std::string jobs() const {
    return std::to_string(
        llvm::hardware_concurrency(Options.Jobs).compute_thread_count());
  }

  MigrationResult &Result;
  const std::map<std::string, std::string> &Destinations;
  const ScriptBuildOptions &Options;
  std::vector<std::string> Env;
  /// Whether a file of the port has an #embed: then no compiler error is
  /// quoted (EmbedScan.h).
  bool Embeds;
};

void ScriptBuilder::fail(const BuildError &E, llvm::StringRef Step,
                         llvm::StringRef Root, llvm::StringRef Suggestion) {
  Diagnostic D;
  D.ID = DiagID::VerifyScriptFailed;
  std::string Written;
  if (!E.File.empty()) {
    llvm::SmallString<256> P(E.File);
    if (llvm::sys::path::is_relative(P)) {
      P = Root;
      llvm::sys::path::append(P, E.File);
    }
    llvm::sys::path::remove_dots(P, true);
    llvm::StringRef Rel(P);
    if (Rel.consume_front(Root) && (Rel.empty() || Rel.front() == '/'))
      Written = Options.OutRoot + Rel.str();
  }
  // The file as the build read it: the port's, at the line it names.
  D.File = Written.empty() ? Options.OutRoot : Written;
  for (const auto &[Input, To] : Destinations) {
    auto F = Result.Files.find(Input);
    if (Written.empty() || F == Result.Files.end() ||
        absolutePath(To) != absolutePath(Written))
      continue;
    llvm::StringRef Text = F->second.Migrated;
    size_t Offset = 0;
    for (unsigned L = 1; L < E.Line && Offset < Text.size(); ++L)
      Offset = std::min(Text.size(), Text.find('\n', Offset) + 1);
    D.Begin = D.End = positionAt(Text, Offset);
  }
  D.Message = fmt::format("the port's build does not {} against the MUSA "
                          "SDK at {}: {}",
                          Step, Options.SdkRoot,
                          Embeds ? EmbedHiddenMessage.str() : E.Message);
  D.Suggestion = Suggestion.str();
  Result.Diagnostics.push_back(std::move(D));
}

void ScriptBuilder::failEach(std::vector<BuildError> Errors,
                             BuildError Fallback, llvm::StringRef Step,
                             llvm::StringRef Root, llvm::StringRef Suggestion,
                             ScriptBuildSummary &S) {
  if (Errors.empty())
    Errors.push_back(std::move(Fallback));
  for (const BuildError &E : Errors)
    fail(E, Step, Root, Suggestion);
  S.FailedStep = Step.str();
  S.Failures = Errors.size();
}

bool ScriptBuilder::cmake(llvm::StringRef BuildDir, ScriptBuildSummary &S) {
  auto CMake = llvm::sys::findProgramByName("cmake");
  if (!CMake) {
    S.CannotRun = "the port has a CMakeLists.txt but there is no cmake";
    return false;
  }
  auto Ninja = llvm::sys::findProgramByName("ninja");
  std::string Sdk = Options.SdkRoot;
  auto [Code, Out] = runBuild(
      {*CMake, "-S", Options.OutRoot, "-B", BuildDir.str(), "-G",
       Ninja ? "Ninja" : "Unix Makefiles", "-DCMAKE_BUILD_TYPE=Release",
       "-DMUSA_HOME=" + Sdk, "-DCMAKE_MODULE_PATH=" + Sdk + "/cmake"},
      Env);
  if (Code != 0) {
    // Where CMake names no file, the project's is the top one.
    std::vector<BuildError> Errors = cmakeErrors(Out);
    for (BuildError &E : Errors)
      if (E.File.empty())
        E.File = "CMakeLists.txt";
    failEach(std::move(Errors), {"CMakeLists.txt", "cmake failed", 0},
             "configure", Options.OutRoot,
             "fix the build script there: a CUDA language, CUDA:: target or "
             "FindCUDA command left in it (musify reports each, MU3001) has "
             "no MUSA counterpart",
             S);
    return false;
  }
  // Every step that can be built is, so that one run shows each failure.
  std::vector<std::string> Build = {*CMake, "--build", BuildDir.str(),
                                    "-j",   jobs(),    "--"};
  if (Ninja)
    Build.insert(Build.end(), {"-k", "0"});
  else
    Build.push_back("-k");
  std::tie(Code, Out) = runBuild(Build, Env);
  if (Code != 0) {
    failEach(compileErrors(Out), {"", "the build failed", 0}, "build",
             Options.OutRoot,
             "fix the code or the build script there: an undefined MUSA "
             "function is a library (-l, MUSA:: target) the script does not "
             "link",
             S);
    return false;
  }
  return true;
}

bool ScriptBuilder::make(llvm::StringRef BuildDir, ScriptBuildSummary &S) {
  auto Make = llvm::sys::findProgramByName("make");
  if (!Make) {
    S.CannotRun = "the port has a Makefile but there is no make";
    return false;
  }
  // make builds where its Makefile is: in a copy, not in the out-root.
  llvm::SmallString<256> Copy(BuildDir);
  llvm::sys::path::append(Copy, "port");
  if (!copyTree(Options.OutRoot, Copy)) {
    S.CannotRun = "the port could not be copied to " + Copy.str().str();
    return false;
  }
  std::string Sdk = Options.SdkRoot;
  auto [Code, Out] = runBuild({*Make, "-C", Copy.str().str(), "-k", "-j",
                               jobs(), "MUSA_HOME=" + Sdk, "MUSA_PATH=" + Sdk,
                               "MCC=" + Sdk + "/bin/mcc"},
                              Env);
  if (Code != 0) {
    failEach(compileErrors(Out), {"", "make failed", 0}, "build", Copy,
             "fix the Makefile or the code there (the SDK's mcc is on PATH, "
             "MUSA_HOME is the SDK)",
             S);
    return false;
  }
  return true;
}

ScriptBuildSummary ScriptBuilder::run() {
  ScriptBuildSummary S;
  auto Has = [&](const char *Name) {
    llvm::SmallString<256> P(Options.OutRoot);
    llvm::sys::path::append(P, Name);
    return llvm::sys::fs::is_regular_file(P);
  };
  if (Has("CMakeLists.txt"))
    S.Kind = "CMake";
  else if (Has("Makefile") || Has("makefile") || Has("GNUmakefile"))
    S.Kind = "Make";
  else
    return S;
  // Never in the out-root or the input tree: a directory of its own.
  llvm::SmallString<256> BuildDir;
  if (llvm::sys::fs::createUniqueDirectory("musify-verify-build", BuildDir)) {
    S.CannotRun = "no temporary build directory could be made";
    return S;
  }
  if (S.Kind == "CMake")
    cmake(BuildDir, S);
  else
    make(BuildDir, S);
  llvm::sys::fs::remove_directories(BuildDir);
  return S;
}

} // namespace

ScriptBuildSummary
buildWithScripts(MigrationResult &Result,
                 const std::map<std::string, std::string> &Destinations,
                 const ScriptBuildOptions &Options) {
  return ScriptBuilder(Result, Destinations, Options).run();
}

} // namespace musify
