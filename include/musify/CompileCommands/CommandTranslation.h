//===- CommandTranslation.h - Compile commands Clang can run ----*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A compile command from a build (nvcc, gcc) is turned into one Clang's
// driver accepts, so that an option Clang does not know never costs a file
// its AST: nvcc's options through its table (CompilerOptionTable), then
// anything Clang's driver still rejects is dropped and said.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_COMPILECOMMANDS_COMMANDTRANSLATION_H
#define MUSIFY_COMPILECOMMANDS_COMMANDTRANSLATION_H

#include "musify/CompileCommands/CompilerOptionTable.h"
#include "llvm/ADT/ArrayRef.h"
#include <string>
#include <vector>

namespace musify {

/// An option left out of the command Clang runs, and why.
struct DroppedOption {
  std::string Option; ///< As written, with its value.
  std::string Why;
};

struct TranslatedCommand {
  std::vector<std::string> Args; ///< argv; argv[0] is the driver to run.
  std::vector<DroppedOption> Dropped;
};

/// \p Argv without a compiler launcher in front (ccache, sccache, distcc).
llvm::ArrayRef<std::string> withoutLauncher(llvm::ArrayRef<std::string> Argv);

/// Translates \p Argv (argv[0] is \p Table's compiler) into a Clang command.
/// Option files are read relative to \p Directory, the command's directory,
/// and, where \p FilesRoot is given, only below it (the build directory).
TranslatedCommand translateCommand(const CompilerOptionTable &Table,
                                   llvm::ArrayRef<std::string> Argv,
                                   llvm::StringRef Directory,
                                   llvm::StringRef FilesRoot = "");

/// Whether \p Argv runs a driver in GCC's style (gcc, g++, clang++, c++),
/// whose options Clang's driver reads; clang-cl's are not checked.
bool isGnuStyleCommand(llvm::ArrayRef<std::string> Argv);

/// \p Args (argv) as musify's parse runs it: `--no-default-config` after
/// argv[0]. Clang's driver reads a configuration file named for the
/// compiler (`clang++.cfg`) beside the compiler a command names, whose
/// options no policy checks (`-MJ`, `-Xclang -dependency-file` write
/// files). argv[0] keeps its directory: Clang looks for the GCC
/// installation beside it (a gcc-toolset's libstdc++), which gives the
/// parse headers, as an -isystem of the command could, and nothing else.
std::vector<std::string> withNeutralDriver(std::vector<std::string> Args);

/// Removes from \p Args (argv) every option Clang's driver does not know,
/// and a trailing option whose value is missing; each is added to
/// \p Dropped.
void dropUnknownClangOptions(std::vector<std::string> &Args,
                             std::vector<DroppedOption> &Dropped);

} // namespace musify

#endif // MUSIFY_COMPILECOMMANDS_COMMANDTRANSLATION_H
