//===- Musify.cpp - The musify command-line tool --------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Parses the flags into one RunOptions value and runs it (or serves the
// language server, or merges shard reports); everything else
// lives in lib/ (the flags in lib/Driver/CommandLine.cpp, the run in
// lib/Driver/Driver.cpp) so that it can be tested without a process.
//
//===----------------------------------------------------------------------===//

#include "musify/Driver/CommandLine.h"
#include "musify/Driver/Driver.h"
#include "musify/LanguageServer/LanguageServer.h"
#include "musify/Migrate/Migrator.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/InitLLVM.h"

int main(int argc, const char **argv) {
  // A crash while parsing one input is recovered from (lib/Migrate).
  musify::enableCrashRecovery();
  llvm::InitLLVM X(argc, argv);
  if (argc > 1 && llvm::StringRef(argv[1]) == "merge-reports")
    return musify::mergeReportsMain(argc, argv);
  if (argc > 1 && llvm::StringRef(argv[1]) == "lsp")
    return musify::languageServerMain(argc - 1, argv + 1,
                                      {musify::executableOf(argv[0]),
                                       musify::dataDirOf(argv[0]),
                                       musify::builtInResourceDir()});
  musify::RunOptions Options;
  if (std::optional<int> Status = musify::parseCommandLine(argc, argv, Options))
    return *Status;
  return musify::runMusify(Options);
}
