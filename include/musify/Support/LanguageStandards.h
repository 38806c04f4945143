//===- LanguageStandards.h - C++ standards by their year --------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_LANGUAGESTANDARDS_H
#define MUSIFY_SUPPORT_LANGUAGESTANDARDS_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace musify {

/// The year of a C++ standard's version as `-std=c++NN` writes it (`14`,
/// `1y`, `2a`, `98`), or 0 for text that is none.
unsigned standardYear(llvm::StringRef Version);

/// The version `-std=c++NN` writes for the standard of \p Year (2017:
/// "17").
std::string standardVersion(unsigned Year);

} // namespace musify

#endif // MUSIFY_SUPPORT_LANGUAGESTANDARDS_H
