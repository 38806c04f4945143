//===- ApiDocs.h - API tables generated from the rules ----------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// docs/api/ is written from the loaded rules by `musify --api-docs=<dir>`, so
// the documentation can never say something the rules do not.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_REPORT_APIDOCS_H
#define MUSIFY_REPORT_APIDOCS_H

#include "musify/Rules/RuleSet.h"
#include "llvm/Support/Error.h"

namespace musify {

/// Writes `<Dir>/<family>.md` for every family and `<Dir>/README.md` with
/// the counts per family and status.
llvm::Error writeApiDocs(const RuleSet &Rules, llvm::StringRef Dir);

} // namespace musify

#endif
