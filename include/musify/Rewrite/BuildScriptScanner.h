//===- BuildScriptScanner.h - Rules in CMake, Make, setup.py ----*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_REWRITE_BUILDSCRIPTSCANNER_H
#define MUSIFY_REWRITE_BUILDSCRIPTSCANNER_H

#include "musify/Rewrite/ScriptText.h"
#include "musify/Rewrite/TokenScanner.h"
#include "musify/Support/FileKinds.h"
#include "llvm/ADT/StringSet.h"

namespace musify {

/// Finds the texts of the build rules for \p Script's kind: whole words
/// (a rule's text is not part of a longer name unless it is a prefix rule),
/// outside comments, the longest rule first where two overlap. A rule
/// whose MUSA text holds ArchPlaceholder matches its whole compiler flag.
std::vector<TokenMatch> scanBuildScript(const ScriptText &Script,
                                        const RuleSet &Rules);

/// The names a CMake script defines itself: the first argument of each
/// set(), option(), function() and macro() outside comments and quotes. A
/// prefix rule's word (CUDA_KERNEL_SOURCE) that is one is the project's own.
llvm::StringSet<> cmakeDefinedNames(const ScriptText &Script);

/// The unquoted arguments of the CMake command whose parentheses hold
/// \p Offset that name a file with a CUDA source extension (FileKinds.def:
/// k.cu, not k.cuh), in order; none that holds a variable, a generator
/// expression or a glob.
std::vector<llvm::StringRef> cmakeCudaSourceArguments(const ScriptText &Script,
                                                      size_t Offset);

/// The text to delete to take the compiler flag at [\p Offset, \p Offset +
/// \p Length) out of a build script of \p Kind, as {offset, length}: the
/// flag; the quotes around it where it is a string of its own, and in a
/// Python list the comma that separates it from its neighbour; the blanks
/// that separate it from the flag before it (or after it, where it comes
/// first); its whole line where nothing else is on it.
std::pair<size_t, size_t> flagRemoval(llvm::StringRef Content, size_t Offset,
                                      size_t Length, llvm::StringRef Kind);

} // namespace musify

#endif
