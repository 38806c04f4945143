//===- ExtraArgs.cpp - The flags every parse gets, checked ----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/CompileCommands/ParseOptionPolicy.h"
#include "musify/Migrate/Migrator.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>

namespace musify {

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
  // The driver's name first, as the policy reads a command.
  Args.insert(Args.begin(), "clang++");
  std::vector<DroppedOption> Dropped;
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
