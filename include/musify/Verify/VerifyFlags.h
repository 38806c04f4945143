//===- VerifyFlags.h - A unit's compiler flags for --verify -----*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The flags `--verify` compiles a unit with come from its compile command
// (-p), from after `--` and from .musify.yaml, in any spelling a compiler
// takes: `-I dir`, `-Idir`, `-isystem dir`, `--include-path=dir`,
// `@file`. They are brought to one spelling first, so that an include
// directory of the input tree can be moved to the out-root whatever its
// spelling.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_VERIFY_VERIFYFLAGS_H
#define MUSIFY_VERIFY_VERIFYFLAGS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace musify {

/// \p Args with response files (`@file`, relative to \p Directory)
/// expanded, and in one spelling per option:
/// - include directories joined and absolute (relative to \p Directory):
///   `-I<dir>`, `-isystem<dir>`, `-iquote<dir>`, `-idirafter<dir>`; nvcc's
///   `--include-path=<dir>`, `--include-path <dir>` and `-I <dir>` become
///   `-I<dir>`;
/// - forced includes as `-include <absolute file>`;
/// - macros joined: `-DNAME=VALUE`, `-UNAME`; `-std=` and `--std=` as
///   `-std=`.
/// Other arguments are dropped unless \p KeepOthers (flags after `--`),
/// which keeps them as they were, in order, with the value of `-Xclang`
/// and its like.
std::vector<std::string> canonicalFlags(llvm::ArrayRef<std::string> Args,
                                        llvm::StringRef Directory,
                                        bool KeepOthers);

/// \p Flags in canonicalFlags' spelling, with each include directory and
/// forced include below \p InRoot moved to the same place below \p OutRoot.
std::vector<std::string> moveIntoOutRoot(llvm::ArrayRef<std::string> Flags,
                                         llvm::StringRef InRoot,
                                         llvm::StringRef OutRoot);

} // namespace musify

#endif
