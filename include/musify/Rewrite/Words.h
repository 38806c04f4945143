//===- Words.h - Finding names in source text and build scripts -*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Where a name occurs as a name of its own, by the rules of the text it is
// in: C, C++ and CUDA identifiers by Clang's raw lexer, macro names and
// file or directory names in build scripts by their delimiters. Used when
// project names and files are renamed.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_REWRITE_WORDS_H
#define MUSIFY_REWRITE_WORDS_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace musify {

/// Calls \p Each(Offset, Name) for every identifier of C, C++ or CUDA
/// \p Text outside comments, literals and `#include` lines. \p Text may be a
/// slice of a larger text: nothing after its end is read.
void forEachIdentifier(
    llvm::StringRef Text,
    llvm::function_ref<void(unsigned Offset, llvm::StringRef Name)> Each);

/// Calls \p Each(Offset) for every occurrence of the macro \p Name in a
/// build script as a word of its own, or defined by a flag (-DWITH_CUDA).
void forEachMacroWord(llvm::StringRef Text, llvm::StringRef Name,
                      llvm::function_ref<void(size_t Offset)> Each);

/// Calls \p Each(Offset, InPath) for every occurrence of the file or
/// directory name \p Name in a build script as a name of its own (not part
/// of a longer name: letters, digits, `_`, `-`, `.`); InPath when a '/' is
/// next to it.
void forEachPathWord(llvm::StringRef Text, llvm::StringRef Name,
                     llvm::function_ref<void(size_t Offset, bool InPath)> Each);

/// Whether \p C may be part of a C identifier.
bool isIdentifierChar(char C);
/// Whether \p C may be part of a file or directory name in a build script.
bool isPathNameChar(char C);

/// An `#include` (or `#include_next`) line's file name.
struct IncludeLine {
  llvm::StringRef Name; ///< between the quotes or the angle brackets
  bool Angled = false;
  bool Next = false; ///< `#include_next`
  size_t Offset = 0; ///< where Name starts in the line
};
/// The include \p Line names, if it is an include line with a closed name.
std::optional<IncludeLine> parseIncludeLine(llvm::StringRef Line);

/// The `#if` or `#elif` condition (its continued lines joined as written)
/// that \p Offset of \p Text lies in, or "" where it lies in none.
llvm::StringRef conditionAt(llvm::StringRef Text, size_t Offset);

/// A `#define` line's macro name and what follows it on the line (a
/// function-like macro's body starts with its parameters' `(`).
struct DefineLine {
  llvm::StringRef Name;
  llvm::StringRef Rest;
};
/// The macro \p Line defines, if it is a `#define` line with a name.
std::optional<DefineLine> parseDefineLine(llvm::StringRef Line);

/// The value of an integer literal as written (`700`, `0x1F`, `12000UL`),
/// if \p Spelling is one that fits 64 bits.
std::optional<unsigned long long> integerLiteralValue(llvm::StringRef Spelling);

/// The object-like macros \p Text defines as one integer literal, a
/// comment after it allowed (`#define GGML_CUDA_CC_VOLTA 700 // ...`), by
/// name; the last definition wins, as the preprocessor's would.
llvm::StringMap<unsigned long long> integerDefines(llvm::StringRef Text);

/// An `#include "..."` or `#include <...>` line: the path as spelled, and
/// the offsets of the line's start and of its end (its newline, or the end
/// of the text).
struct IncludeDirective {
  std::string Spelled;
  size_t Begin = 0;
  size_t End = 0;
};
/// The include lines of \p Text, in order (parseIncludeLine); lines inside
/// block comments are skipped.
std::vector<IncludeDirective> includeDirectives(llvm::StringRef Text);

} // namespace musify

#endif
