//===- ErrorText.h - A Clang error as musify quotes it ----------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_ANALYSIS_ERRORTEXT_H
#define MUSIFY_ANALYSIS_ERRORTEXT_H

#include "clang/Basic/Diagnostic.h"
#include <string>

namespace musify {

/// `file:line:col: message` of \p Info, whose formatted text is
/// \p Message. An error inside a file that is not source code (an
/// #include of /etc/passwd) would quote that file's text into reports and
/// caches, so its message is replaced by a sentence that says so.
std::string describeError(const clang::Diagnostic &Info,
                          llvm::StringRef Message);

} // namespace musify

#endif
