//===- ParseOptionPolicy.h - What a parse may receive -----------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A compile database, a configuration in the input tree and the flags after
// `--` hand musify Clang options, and Clang runs what it is given: a plugin
// (-fplugin=, -Xclang -load), a file written where the option says
// (-Xclang -header-include-file, -MF, -MJ, -o), a preprocessor option passed
// through (-Wp,-MD,<file>). The options a parse may receive are therefore
// an allow-list, read from rules/compile-commands/clang.yaml (schema in
// docs/compile-commands.md): what is not on it is dropped, and said
// (MU0006).
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_COMPILECOMMANDS_PARSEOPTIONPOLICY_H
#define MUSIFY_COMPILECOMMANDS_PARSEOPTIONPOLICY_H

#include "musify/CompileCommands/CommandTranslation.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace llvm::opt {
class Arg;
} // namespace llvm::opt

namespace musify {

/// The policy's file name, in the directory of the compiler option tables.
inline constexpr llvm::StringLiteral ParseOptionPolicyFile = "clang.yaml";

class ParseOptionPolicy {
public:
  /// What becomes of one option.
  enum class Verdict {
    Keep,
    Quiet,      ///< dropped without a note: every build has it, no parse
                ///< needs it (-o, -c, -MD)
    Refused,    ///< writes a file, loads code or prints into the output
    NotAllowed, ///< not on the allow-list
  };

  /// Reads a policy; errors name file, line and column.
  static llvm::Expected<ParseOptionPolicy> load(llvm::StringRef Path);
  static llvm::Expected<ParseOptionPolicy> parse(llvm::StringRef Content,
                                                 llvm::StringRef FileName);

  /// The verdict on an option Clang's driver spells \p Name (`-I`,
  /// `-fplugin=`, `-Xclang`: its name, without the value), whose unaliased
  /// form is \p Unaliased; \p IsFlag when it takes no value.
  Verdict judge(llvm::StringRef Name, llvm::StringRef Unaliased,
                bool IsFlag) const;
  /// The verdict on \p A, one option as Clang's driver parsed it.
  Verdict judge(const llvm::opt::Arg &A) const;

  /// Removes from \p Args, from index \p First on, every option (with its
  /// value) the policy does not keep, as Clang's driver reads them (clang-cl's
  /// spellings when \p ClMode); each one not dropped quietly is added to
  /// \p Dropped with the reason.
  void filter(std::vector<std::string> &Args, size_t First,
              std::vector<DroppedOption> &Dropped, bool ClMode = false) const;

  std::vector<std::string> Keep;      ///< exact names
  std::vector<std::string> KeepFlags; ///< prefixes of kept flags
  std::vector<std::string> Quiet;     ///< exact names
  std::vector<std::string> Never;     ///< prefixes, over everything above
};

} // namespace musify

#endif // MUSIFY_COMPILECOMMANDS_PARSEOPTIONPOLICY_H
