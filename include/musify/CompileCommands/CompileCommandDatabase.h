//===- CompileCommandDatabase.h - A build's commands, for Clang -*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Wraps the compilation database a build wrote (compile_commands.json, both
// its `command` and `arguments` forms, response files already expanded by
// Clang's loader) so that every command it hands out is one Clang's driver
// accepts: nvcc commands are translated through nvcc's option table, and
// options Clang does not know are dropped. What was dropped is remembered,
// once per option, for the run's notes.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_COMPILECOMMANDS_COMPILECOMMANDDATABASE_H
#define MUSIFY_COMPILECOMMANDS_COMPILECOMMANDDATABASE_H

#include "musify/CompileCommands/CommandTranslation.h"
#include "musify/CompileCommands/CompilerOptionTable.h"
#include "musify/CompileCommands/ParseOptionPolicy.h"
#include "clang/Tooling/CompilationDatabase.h"
#include <memory>
#include <set>

namespace musify {

/// An option dropped from one or more commands.
struct DroppedOptionUse {
  std::string Option, Why;
  std::set<std::string> Files; ///< The files whose commands had it.
};

/// The commands of one build, each translated for Clang. Files the build
/// does not list (headers) get the command of the most similar listed file,
/// as clangd does, chosen after translation so that nvcc's options cannot
/// confuse the choice.
class CompileCommandDatabase : public clang::tooling::CompilationDatabase {
public:
  /// Wraps \p Base; commands of \p Nvcc's compiler are translated, and
  /// every command keeps only what \p Policy allows (none: everything).
  /// nvcc's options files are read only below \p FilesRoot, the build
  /// directory, where it is given; response files (`@file`) through
  /// \p ResponseFiles, where given (else they are not expanded).
  CompileCommandDatabase(
      std::unique_ptr<clang::tooling::CompilationDatabase> Base,
      CompilerOptionTable Nvcc,
      std::optional<ParseOptionPolicy> Policy = std::nullopt,
      std::string FilesRoot = "",
      llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> ResponseFiles = nullptr);
  ~CompileCommandDatabase() override;

  /// Loads compile_commands.json (or another database Clang knows) from
  /// \p BuildDir, nvcc's table from \p NvccTable and the parse option
  /// policy from the file ParseOptionPolicyFile next to it.
  static llvm::Expected<std::unique_ptr<CompileCommandDatabase>>
  load(llvm::StringRef BuildDir, llvm::StringRef NvccTable);
  /// Reads the text of a compile_commands.json (\p Name names it in
  /// messages); response files (`@file`) are read through \p FS, options
  /// files only from the directory of \p Name.
  static llvm::Expected<std::unique_ptr<CompileCommandDatabase>>
  loadFromBuffer(llvm::StringRef Text, llvm::StringRef Name,
                 CompilerOptionTable Nvcc,
                 llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS,
                 std::optional<ParseOptionPolicy> Policy = std::nullopt);

  std::vector<clang::tooling::CompileCommand>
  getCompileCommands(llvm::StringRef FilePath) const override {
    return Outer->getCompileCommands(FilePath);
  }
  std::vector<std::string> getAllFiles() const override {
    return Outer->getAllFiles();
  }
  std::vector<clang::tooling::CompileCommand>
  getAllCompileCommands() const override {
    return Outer->getAllCompileCommands();
  }

  /// Every option dropped from a command handed out so far, by option.
  /// Safe to call while other threads ask for commands.
  std::vector<DroppedOptionUse> droppedOptions() const;

private:
  class Translating;
  Translating *Inner; ///< Owned by Outer.
  std::unique_ptr<clang::tooling::CompilationDatabase> Outer;
};

} // namespace musify

#endif // MUSIFY_COMPILECOMMANDS_COMPILECOMMANDDATABASE_H
