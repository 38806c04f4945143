//===- CompilerOptionTable.h - A compiler's options, as data ----*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What each option of a foreign compiler driver (nvcc) becomes when the file
// is parsed by Clang: read from rules/compile-commands/<compiler>.yaml
// (schema in docs/compile-commands.md), so that the table, not code, says
// how -gencode or -Xcompiler are handled.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_COMPILECOMMANDS_COMPILEROPTIONTABLE_H
#define MUSIFY_COMPILECOMMANDS_COMPILEROPTIONTABLE_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace musify {

/// How an option takes its value.
enum class OptionValue {
  None,     ///< -c
  Separate, ///< -std c++17, -std=c++17
  Prefix,   ///< -Ifoo, -I foo, -I=foo
};

/// What happens to an option beyond its `to:` flags.
enum class OptionAction {
  Translate,   ///< Becomes `To` (or `Values[value]`); nothing when empty.
  Arch,        ///< Its sm_XX / compute_XX become --cuda-gpu-arch=sm_XX.
  HostFlags,   ///< Its comma-separated value holds host compiler flags.
  OptionsFile, ///< Its value names a file of further options.
};

struct CompilerOption {
  std::vector<std::string> Names; ///< As the driver spells them (-I, --foo).
  OptionValue Value = OptionValue::None;
  OptionAction Action = OptionAction::Translate;
  /// Clang flags the option becomes; "{value}" stands for its value.
  std::vector<std::string> To;
  /// When not empty: the flags for each value the option may take; any
  /// other value is dropped and reported.
  std::map<std::string, std::vector<std::string>> Values;
  std::string Why;
  unsigned Line = 0;
};

class CompilerOptionTable {
public:
  /// Reads a table; errors name file, line and column.
  static llvm::Expected<CompilerOptionTable> load(llvm::StringRef Path);
  static llvm::Expected<CompilerOptionTable> parse(llvm::StringRef Content,
                                                   llvm::StringRef FileName);

  llvm::StringRef compiler() const { return Compiler; }
  /// Whether \p Program (argv[0], any directory) is this table's compiler.
  bool isProgram(llvm::StringRef Program) const;
  /// The option spelled exactly \p Name (-rdc, --gpu-architecture).
  const CompilerOption *find(llvm::StringRef Name) const;
  /// The option of Prefix kind whose name starts \p Arg (-Ifoo), and the
  /// value that follows the name.
  const CompilerOption *findPrefix(llvm::StringRef Arg,
                                   llvm::StringRef &Value) const;
  const std::vector<CompilerOption> &options() const { return Options; }

private:
  std::string Compiler;
  std::vector<std::string> Programs;
  std::vector<CompilerOption> Options;
  llvm::StringMap<size_t> ByName;
};

} // namespace musify

#endif // MUSIFY_COMPILECOMMANDS_COMPILEROPTIONTABLE_H
