//===- CommandLine.h - musify's flags, parsed into RunOptions ---*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The flags musify takes (defined once, with llvm::cl, in CommandLine.cpp),
// the project's .musify.yaml merged under them, and the result as one
// RunOptions value.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_DRIVER_COMMANDLINE_H
#define MUSIFY_DRIVER_COMMANDLINE_H

#include "musify/Driver/RunOptions.h"
#include <optional>

namespace musify {

/// Parses \p Argv (options, sources, `--` and the compiler's arguments),
/// with the options of the project's configuration file first, into
/// \p Options. Returns the exit status when the run ends here (a usage
/// error, --help, --version), nothing when it goes on.
std::optional<int> parseCommandLine(int Argc, const char **Argv,
                                    RunOptions &Options);

/// This program (\p Argv0 resolved) and the Clang resource directory musify
/// was built with.
std::string executableOf(const char *Argv0);
const char *builtInResourceDir();

/// The data directory installed with the program \p Argv0 (its
/// ../share/musify: rules, shims, diagnostic pages, the SDK model).
std::string dataDirOf(const char *Argv0);

} // namespace musify

#endif // MUSIFY_DRIVER_COMMANDLINE_H
