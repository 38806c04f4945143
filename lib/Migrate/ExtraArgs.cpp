//===- ExtraArgs.cpp - The flags every parse gets, checked ----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/CompileCommands/CommandTranslation.h"
#include "musify/CompileCommands/ParseOptionPolicy.h"
#include "musify/Migrate/Migrator.h"
#include "musify/Support/DataLayout.h"
#include "clang/Driver/Options.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>

namespace musify {
namespace {

/// Whether the parse policy keeps \p Args[I] (with the argument after it,
/// where the option takes one) as Clang's driver reads it: as the option
/// its name spells (to a `=`), not a shorter one taking the rest as its
/// value (Clang reads nvcc's `--include-path=dir` as `--include` of
/// `-path=dir`), and an option the policy keeps (Clang takes -Xcompiler as
/// a flag it ignores, which the policy leaves out).
bool policyKeeps(const ParseOptionPolicy &Policy,
                 const std::vector<std::string> &Args, size_t I) {
  std::vector<const char *> Raw = {Args[I].c_str()};
  if (I + 1 < Args.size())
    Raw.push_back(Args[I + 1].c_str());
  unsigned MissingIndex = 0, MissingCount = 0;
  llvm::opt::InputArgList List = clang::driver::getDriverOptTable().ParseArgs(
      Raw, MissingIndex, MissingCount,
      llvm::opt::Visibility(clang::driver::options::ClangOption));
  for (const llvm::opt::Arg *A : List) {
    if (A->getIndex() != 0)
      continue;
    llvm::StringRef Name = A->getOption().getPrefixedName();
    Name.consume_back("=");
    return Name == llvm::StringRef(Args[I]).split('=').first &&
           Policy.judge(*A) == ParseOptionPolicy::Verdict::Keep;
  }
  return false;
}

/// nvcc's spelling of an option the parse would leave out or misread as
/// Clang's (--expt-relaxed-constexpr, -Xcompiler -fopenmp, -gencode ...,
/// --include-path=dir) becomes what nvcc's table makes of it, as in a
/// compile database's nvcc command: users copy these flags from their nvcc
/// command line. What the table drops is said as it says it. An options
/// file is not read here: the policy leaves it out.
std::vector<std::string> fromNvccSpellings(
    const std::vector<std::string> &Args, const ParseOptionPolicy &Policy,
    const CompilerOptionTable &Nvcc, std::vector<DroppedOption> &Dropped) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    const CompilerOption *O = nullptr;
    if (A.starts_with("-") && !policyKeeps(Policy, Args, I))
      O = Nvcc.find(A.split('=').first);
    if (!O || O->Action == OptionAction::OptionsFile) {
      Out.push_back(Args[I]);
      continue;
    }
    // Its value, unless written after `=`: the next argument (for a prefix
    // option, one that is not an option: `-I` alone stays `-I`).
    std::vector<std::string> One = {"nvcc", Args[I]};
    if (O->Value != OptionValue::None && !A.contains('=') &&
        I + 1 < Args.size() &&
        (O->Value == OptionValue::Separate ||
         !llvm::StringRef(Args[I + 1]).starts_with("-")))
      One.push_back(Args[++I]);
    TranslatedCommand T = translateCommand(Nvcc, One, ".");
    Out.insert(Out.end(), T.Args.begin() + 1, T.Args.end());
    for (DroppedOption &D : T.Dropped)
      Dropped.push_back(
          {std::move(D.Option),
           "nvcc's option, which the parse does without: " + D.Why});
  }
  return Out;
}

} // namespace

llvm::Error setExtraArgs(MigrationOptions &Options,
                         std::vector<std::string> Args,
                         llvm::StringRef RulesDir) {
  Options.ExtraArgs.clear();
  Options.DroppedExtraArgs.clear();
  if (Args.empty())
    return llvm::Error::success();
  llvm::SmallString<256> Path(RulesDir);
  llvm::sys::path::append(Path, "compile-commands", ParseOptionPolicyFile);
  llvm::Expected<ParseOptionPolicy> Policy = ParseOptionPolicy::load(Path);
  if (!Policy)
    return Policy.takeError();
  auto Nvcc = CompilerOptionTable::load(nvccOptionTable(RulesDir));
  if (!Nvcc)
    return Nvcc.takeError();
  std::vector<DroppedOption> Dropped;
  Args = fromNvccSpellings(Args, *Policy, *Nvcc, Dropped);
  // The driver's name first, as the policy reads a command.
  Args.insert(Args.begin(), "clang++");
  Policy->filter(Args, 1, Dropped);
  Options.ExtraArgs.assign(Args.begin() + 1, Args.end());
  for (const DroppedOption &D : Dropped)
    Options.DroppedExtraArgs.push_back(
        fmt::format("compile option '{}' (after --, from --extra-arg or a "
                    "configuration) was left out of every parse: {}",
                    D.Option, D.Why));
  return llvm::Error::success();
}

void reportDroppedExtraArgs(const MigrationOptions &Options,
                            std::vector<Diagnostic> &Diags) {
  for (const std::string &Message : Options.DroppedExtraArgs) {
    Diagnostic D;
    D.ID = DiagID::CompileOptionDropped;
    D.File = Options.Inputs.empty() ? "" : Options.Inputs.front();
    D.Message = Message;
    D.Suggestion = "pass the option's effect another way (an include path, "
                   "a macro), or leave it out";
    Diags.push_back(std::move(D));
  }
}

} // namespace musify
