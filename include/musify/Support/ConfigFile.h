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

/// The name of a project's configuration file, found the way clang-tidy
/// finds `.clang-tidy`.
inline constexpr llvm::StringLiteral ConfigFileName = ".musify.yaml";

/// How a configuration key is read.
enum class ConfigKey {
  Unknown, ///< not an option a configuration may set
  Value,   ///< taken as written
  Path,    ///< a path, relative to the configuration file's directory
};

/// The nearest `.musify.yaml` in \p Dir or a directory above it; "" if none.
std::string findConfigFile(llvm::StringRef Dir);

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
/// not a string, is an error naming the file and line.
llvm::Expected<std::vector<std::string>>
readConfigFile(llvm::StringRef Path,
               llvm::function_ref<ConfigKey(llvm::StringRef)> Classify);

/// The same, for text already read.
llvm::Expected<std::vector<std::string>>
readConfigText(llvm::StringRef Text, llvm::StringRef Path,
               llvm::function_ref<ConfigKey(llvm::StringRef)> Classify);

} // namespace musify

#endif // MUSIFY_SUPPORT_CONFIGFILE_H
