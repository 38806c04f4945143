//===- StandardSettings.h - The C++ standard scripts set --------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Finds where a CMake, Make or setup.py script chooses the C++ standard of
// its compiles, so that a port whose MUSA library needs a newer one (MUTLASS
// is C++17 code; the CUTLASS 2 it replaces was C++11) can be raised to it.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_REWRITE_STANDARDSETTINGS_H
#define MUSIFY_REWRITE_STANDARDSETTINGS_H

#include "musify/Rewrite/ScriptText.h"
#include "musify/Support/LanguageStandards.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace musify {

/// One place that sets a C++ standard: the flag (`-std=c++14`,
/// `--std=gnu++1y`), the CMake variable or target property
/// (`CMAKE_CXX_STANDARD 14`, `CUDA_STANDARD 14`) or the compile feature
/// (`cxx_std_14`). Where its value is a variable the script sets to a
/// version (`--std=c++${CXX_STD}` with `set(CXX_STD "14")`), the version's
/// text is the set()'s value (Make: `CXX_STD = 14`), one setting for each
/// such set(); where the script sets it to none, the setting is
/// unresolved: Year 0, no version text.
struct StandardSetting {
  size_t Offset = 0;        ///< where the setting is written
  size_t Length = 0;        ///< its length, up to its value's end
  std::string Written;      ///< the setting as written, quotes left out
  size_t VersionOffset = 0; ///< the version's text (`14`, `1y`)
  size_t VersionLength = 0;
  unsigned Year = 0;    ///< the standard's year (2014 for `14` and `1y`)
  std::string Variable; ///< the variable that carries the version, or ""
  bool resolved() const { return Year != 0; }
};

/// The settings of the C++ standard in \p Content, a build script of
/// \p Kind ("cmake", "make" or "python"), in order: outside comments
/// (CMake's bracket comments too), and in CMake outside message(), if(),
/// elseif(), while() and string() but its APPEND and PREPEND.
std::vector<StandardSetting> findStandardSettings(const ScriptText &Script);
std::vector<StandardSetting> findStandardSettings(llvm::StringRef Content,
                                                  llvm::StringRef Kind);

} // namespace musify

#endif // MUSIFY_REWRITE_STANDARDSETTINGS_H
