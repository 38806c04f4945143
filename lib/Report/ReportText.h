//===- ReportText.h - Text from the tree in the report's formats -*- C++
//-*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_REPORT_REPORTTEXT_H
#define MUSIFY_LIB_REPORT_REPORTTEXT_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace musify::report {

/// Text for HTML content and attributes.
std::string html(llvm::StringRef S);

/// Text from the tree (file names, messages) in a Markdown table cell or
/// list item: no raw HTML, no `|` that ends a cell, no line break that ends
/// the table, control characters shown rather than sent.
std::string md(llvm::StringRef Text);

/// One CSV field (RFC 4180 quoting; also quoted when it holds `;`, which
/// spreadsheets of some locales split on). Text that a spreadsheet would run as
/// a formula (=, +, -, @) is prefixed with a quote.
std::string csv(llvm::StringRef Text);

/// A relative URL from the directory \p FromDir to the file \p To (both
/// absolute), percent-encoded; "" when either is empty.
std::string relativeUrl(llvm::StringRef FromDir, llvm::StringRef To);

} // namespace musify::report

#endif // MUSIFY_LIB_REPORT_REPORTTEXT_H
