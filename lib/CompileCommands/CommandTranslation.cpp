//===- CommandTranslation.cpp - Compile commands Clang can run ------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/CompileCommands/CommandTranslation.h"
#include "musify/Support/Paths.h"
#include "clang/Basic/Cuda.h"
#include "clang/Driver/Options.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"
#include <set>

namespace musify {
namespace {

/// Option files may name option files; a cycle stops here.
constexpr unsigned MaxOptionFileDepth = 8;

llvm::StringRef unquote(llvm::StringRef S) {
  S = S.trim();
  while (S.size() >= 2 && (S.front() == '\'' || S.front() == '"') &&
         S.back() == S.front())
    S = S.drop_front().drop_back().trim();
  return S;
}

class Translator {
public:
  Translator(const CompilerOptionTable &Table, llvm::StringRef Directory,
             llvm::StringRef FilesRoot, TranslatedCommand &Out)
      : Table(Table), Directory(Directory), FilesRoot(FilesRoot), Out(Out) {}

  void run(llvm::ArrayRef<std::string> Args, unsigned Depth);

private:
  size_t one(llvm::ArrayRef<std::string> Args, size_t I, unsigned Depth);
  size_t withValue(const CompilerOption &O, llvm::ArrayRef<std::string> Args,
                   size_t I, unsigned Depth);
  void apply(const CompilerOption &O, const std::string &Written,
             llvm::StringRef Value, unsigned Depth);
  void translate(const CompilerOption &O, const std::string &Written,
                 llvm::StringRef Value);
  void arch(llvm::StringRef Value);
  void hostFlags(llvm::StringRef Value);
  void optionsFile(const std::string &Written, llvm::StringRef Value,
                   unsigned Depth);
  void drop(std::string Written, std::string Why) {
    Out.Dropped.push_back({std::move(Written), std::move(Why)});
  }

  const CompilerOptionTable &Table;
  llvm::StringRef Directory;
  llvm::StringRef FilesRoot;
  TranslatedCommand &Out;
  llvm::StringSet<> Archs;
};

void Translator::run(llvm::ArrayRef<std::string> Args, unsigned Depth) {
  for (size_t I = 0; I < Args.size();)
    I = one(Args, I, Depth);
}

size_t Translator::one(llvm::ArrayRef<std::string> Args, size_t I,
                       unsigned Depth) {
  llvm::StringRef A = Args[I];
  if (!A.starts_with("-") || A == "-") {
    Out.Args.push_back(A.str());
    return I + 1;
  }
  if (const CompilerOption *O = Table.find(A.split('=').first)) {
    if (O->Value != OptionValue::None)
      return withValue(*O, Args, I, Depth);
    if (A.contains('='))
      drop(A.str(), "this option takes no value");
    else
      apply(*O, A.str(), "", Depth);
    return I + 1;
  }
  llvm::StringRef Value;
  if (const CompilerOption *O = Table.findPrefix(A, Value)) {
    apply(*O, A.str(), Value, Depth);
    return I + 1;
  }
  // Not nvcc's: nvcc hands it to the host compiler, and Clang's driver
  // decides below whether the parse can use it.
  Out.Args.push_back(A.str());
  return I + 1;
}

size_t Translator::withValue(const CompilerOption &O,
                             llvm::ArrayRef<std::string> Args, size_t I,
                             unsigned Depth) {
  llvm::StringRef A = Args[I];
  if (A.contains('=')) {
    apply(O, A.str(), A.split('=').second, Depth);
    return I + 1;
  }
  // -O alone is a level of its own; a prefix option's value is never an
  // option.
  bool NextIsValue =
      I + 1 < Args.size() && !(O.Value == OptionValue::Prefix &&
                               llvm::StringRef(Args[I + 1]).starts_with("-"));
  if (!NextIsValue) {
    if (O.Value == OptionValue::Prefix)
      apply(O, A.str(), "", Depth);
    else
      drop(A.str(), "its value is missing");
    return I + 1;
  }
  apply(O, A.str() + " " + Args[I + 1], Args[I + 1], Depth);
  return I + 2;
}

void Translator::apply(const CompilerOption &O, const std::string &Written,
                       llvm::StringRef Value, unsigned Depth) {
  switch (O.Action) {
  case OptionAction::Arch:
    return arch(Value);
  case OptionAction::HostFlags:
    return hostFlags(Value);
  case OptionAction::OptionsFile:
    return optionsFile(Written, Value, Depth);
  case OptionAction::Translate:
    return translate(O, Written, Value);
  }
}

void Translator::translate(const CompilerOption &O, const std::string &Written,
                           llvm::StringRef Value) {
  const std::vector<std::string> *Flags = &O.To;
  if (!O.Values.empty()) {
    auto It = O.Values.find(Value.str());
    if (It == O.Values.end())
      return drop(Written, "a value musify's nvcc table does not list");
    Flags = &It->second;
  }
  for (llvm::StringRef Flag : *Flags) {
    std::string S = Flag.str();
    for (size_t At = S.find("{value}"); At != std::string::npos;
         At = S.find("{value}", At + Value.size()))
      S.replace(At, 7, Value.str());
    Out.Args.push_back(std::move(S));
  }
}

void Translator::arch(llvm::StringRef Value) {
  // arch=compute_80,code=[compute_80,sm_80], sm_90a, compute_75: every
  // virtual or real architecture named is one Clang target.
  for (size_t At = 0; At < Value.size(); ++At) {
    llvm::StringRef Rest = Value.drop_front(At);
    if (At > 0 && llvm::isAlnum(Value[At - 1]))
      continue;
    if (!Rest.consume_front("sm_") && !Rest.consume_front("compute_"))
      continue;
    llvm::StringRef Number = Rest.take_while(llvm::isAlnum);
    std::string Name = ("sm_" + Number).str();
    if (clang::StringToOffloadArch(Name) == clang::OffloadArch::UNKNOWN) {
      drop("sm_" + Number.str(), "an architecture this Clang does not know; "
                                 "the file is parsed for its default one");
      continue;
    }
    if (Archs.insert(Name).second)
      Out.Args.push_back("--cuda-gpu-arch=" + Name);
  }
}

void Translator::hostFlags(llvm::StringRef Value) {
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  unquote(Value).split(Parts, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (llvm::StringRef Part : Parts)
    if (!unquote(Part).empty())
      Out.Args.push_back(unquote(Part).str());
}

void Translator::optionsFile(const std::string &Written, llvm::StringRef Value,
                             unsigned Depth) {
  if (Depth >= MaxOptionFileDepth)
    return drop(Written, "option files nest too deeply");
  llvm::SmallString<256> Path(Value);
  if (!llvm::sys::path::is_absolute(Path))
    llvm::sys::fs::make_absolute(Directory, Path);
  // Its text becomes arguments, which an error may quote: only the build
  // directory's files are read.
  if (!FilesRoot.empty() &&
      !isWithin(absolutePath(Path), absolutePath(FilesRoot)))
    return drop(Written, "an options file outside the build directory is "
                         "not read");
  // A hostile build may name a device (`--options-file /dev/zero`).
  if (llvm::sys::fs::exists(Path) && !llvm::sys::fs::is_regular_file(Path))
    return drop(Written, std::string(Path) + " is not a regular file");
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return drop(Written, "cannot read " + std::string(Path) + ": " +
                             Buffer.getError().message());
  llvm::BumpPtrAllocator Alloc;
  llvm::StringSaver Saver(Alloc);
  llvm::SmallVector<const char *, 32> Tokens;
  llvm::cl::TokenizeGNUCommandLine((*Buffer)->getBuffer(), Saver, Tokens);
  std::vector<std::string> Args(Tokens.begin(), Tokens.end());
  run(Args, Depth + 1);
}

} // namespace

llvm::ArrayRef<std::string> withoutLauncher(llvm::ArrayRef<std::string> Argv) {
  while (!Argv.empty()) {
    llvm::StringRef Name = llvm::sys::path::filename(Argv.front());
    if (Name != "ccache" && Name != "sccache" && Name != "distcc" &&
        Name != "buildcache")
      break;
    Argv = Argv.drop_front();
  }
  return Argv;
}

TranslatedCommand translateCommand(const CompilerOptionTable &Table,
                                   llvm::ArrayRef<std::string> Argv,
                                   llvm::StringRef Directory,
                                   llvm::StringRef FilesRoot) {
  TranslatedCommand Out;
  // clang++: nvcc compiles C++ sources as C++, and musify adds -x cuda for
  // CUDA ones.
  Out.Args.push_back("clang++");
  Translator(Table, Directory, FilesRoot, Out).run(Argv.drop_front(), 0);
  return Out;
}

std::vector<std::string> withNeutralDriver(std::vector<std::string> Args) {
  if (Args.empty())
    return Args;
  if (Args.size() < 2 || Args[1] != "--no-default-config")
    Args.insert(Args.begin() + 1, "--no-default-config");
  return Args;
}

bool isGnuStyleCommand(llvm::ArrayRef<std::string> Argv) {
  if (Argv.empty())
    return false;
  llvm::StringRef Name = llvm::sys::path::stem(Argv.front());
  if (Name.starts_with_insensitive("clang-cl") || Name.equals_insensitive("cl"))
    return false;
  for (llvm::StringRef A : Argv)
    if (A.starts_with("--driver-mode=") && A != "--driver-mode=g++" &&
        A != "--driver-mode=gcc")
      return false;
  return Name.contains("gcc") || Name.contains("g++") ||
         Name.contains("clang") || Name.ends_with("c++") ||
         Name.ends_with("cc");
}

void dropUnknownClangOptions(std::vector<std::string> &Args,
                             std::vector<DroppedOption> &Dropped) {
  if (Args.size() < 2)
    return;
  std::vector<const char *> Raw;
  for (size_t I = 1; I < Args.size(); ++I)
    Raw.push_back(Args[I].c_str());
  unsigned MissingIndex = 0, MissingCount = 0;
  const llvm::opt::OptTable &Opts = clang::driver::getDriverOptTable();
  llvm::opt::InputArgList List = Opts.ParseArgs(
      Raw, MissingIndex, MissingCount,
      llvm::opt::Visibility(clang::driver::options::ClangOption));
  std::set<size_t> Remove;
  for (const llvm::opt::Arg *A :
       List.filtered(clang::driver::options::OPT_UNKNOWN))
    Remove.insert(A->getIndex() + 1);
  if (MissingCount)
    Remove.insert(MissingIndex + 1);
  for (auto It = Remove.rbegin(); It != Remove.rend(); ++It) {
    Dropped.push_back({Args[*It], "Clang's driver does not know it"});
    Args.erase(Args.begin() + *It);
  }
  std::reverse(Dropped.end() - Remove.size(), Dropped.end());
}

} // namespace musify
