//===- ConfigFile.h - Options kept in a project's .musify.yaml --*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_CONFIGFILE_H
#define MUSIFY_SUPPORT_CONFIGFILE_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace musify {

/// The per-file limits' defaults (--timeout-per-file, seconds;
/// --max-memory-per-file, MiB): a configuration in the tree may lower them
/// only.
inline constexpr unsigned DefaultTimeoutPerFile = 300;
inline constexpr unsigned DefaultMaxMemoryPerFile = 4096;

/// The name of a project's configuration file, found the way clang-tidy
/// finds `.clang-tidy`.
inline constexpr llvm::StringLiteral ConfigFileName = ".musify.yaml";

/// How a configuration key is read.
enum class ConfigKey {
  Unknown, ///< not an option a configuration may set
  Value,   ///< taken as written
  Path,    ///< a path, relative to the configuration file's directory
};

/// The key nearest a misspelled one (as the configuration would spell it),
/// or "" when none is near.
using ConfigKeySuggester = llvm::function_ref<std::string(llvm::StringRef)>;

/// The option a configuration key stands for: itself, or for clang-tidy's
/// spellings (`Checks`, `WarningsAsErrors`) musify's (`checks`,
/// `warnings-as-errors`); and back, as --dump-config writes them.
llvm::StringRef optionOfConfigKey(llvm::StringRef Key);
llvm::StringRef configKeyOfOption(llvm::StringRef Option);

/// The nearest `.musify.yaml` in \p Dir or a directory above it; "" if none.
/// The nearest one is taken only when no one but the user (the effective
/// uid) or root can have written it, as git's safe.directory reasons: its
/// owner is one of them, and neither it nor its directory (unless sticky)
/// is writable by group or others. Otherwise none is, and \p Refused (when
/// given) gets a line saying why.
std::string findConfigFile(llvm::StringRef Dir,
                           std::vector<std::string> *Refused = nullptr);

/// Whether the file at \p Path could only have been written by the user or
/// root; "" when so, else why not.
std::string whyNotTrusted(llvm::StringRef Path);

/// A configuration musify found (not one --config-file names) comes with
/// the input tree, which may be a pull request's: of \p Args (as
/// readConfigText returns them) it may not choose an output outside
/// \p OutRoot (an out-root of its own, a report, a log or a cache
/// elsewhere), rewrite the inputs, run a compiler (--verify), have musify
/// read rules, a mapping or a compile database outside \p ConfigDir (its
/// own directory), choose the in-root, or raise a per-file limit (0 is no
/// limit). Those are
/// removed from \p Args, each with a line in \p Refused saying why; its
/// compiler flags are checked like the command line's (setExtraArgs).
void restrictTreeConfig(std::vector<std::string> &Args, llvm::StringRef OutRoot,
                        llvm::StringRef ConfigDir,
                        std::vector<std::string> &Refused);

/// Reads a configuration: a YAML mapping from long option names (without
/// the dashes) to a value or a list of values, e.g.
///
///     exclude: [third_party/*, build/*]
///     rules: [tools/musify-local.yaml]
///     rename-symbols: true
///     musa-arch: mp_31
///
/// and returns the command-line arguments it stands for (`--name=value`,
/// one per value), in the file's order. An unknown key, or a value that is
/// not a string, is an error naming the file and line; for an unknown key,
/// with the one \p Suggest finds near it.
llvm::Expected<std::vector<std::string>>
readConfigFile(llvm::StringRef Path,
               llvm::function_ref<ConfigKey(llvm::StringRef)> Classify,
               ConfigKeySuggester Suggest = nullptr);

/// The same, for text already read.
llvm::Expected<std::vector<std::string>>
readConfigText(llvm::StringRef Text, llvm::StringRef Path,
               llvm::function_ref<ConfigKey(llvm::StringRef)> Classify,
               ConfigKeySuggester Suggest = nullptr);

} // namespace musify

#endif // MUSIFY_SUPPORT_CONFIGFILE_H
