//===- LibraryGaps.h - What a MUSA library lacks of its CUDA original -----===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A port of CUTLASS code stands on MUTLASS, which follows CUTLASS at its own
// pace: a header or a name CUTLASS has may be missing from it. --verify
// tells such a failure from musify's own by reading the two libraries'
// headers under the include directories the unit is compiled with: a
// header missing from a MUTLASS that is there, or a name of CUTLASS's that
// no header of MUTLASS mentions under either spelling (cute or mute), is
// MUTLASS's gap, not a rule musify lacks.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_VERIFY_LIBRARYGAPS_H
#define MUSIFY_VERIFY_LIBRARYGAPS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace musify {

class LibraryGaps {
public:
  /// \p Prefixes: each CUDA library's include prefix and its MUSA
  /// library's (cutlass/ and mutlass/, cute/ and mute/).
  explicit LibraryGaps(
      std::vector<std::pair<std::string, std::string>> Prefixes)
      : Prefixes(std::move(Prefixes)) {}

  /// Where \p Header, a MUSA library's header that was not found, has a
  /// library directory under one of \p IncludeDirs that should hold it
  /// (mutlass/ for mutlass/gemm/device/gemm.h, mutlass/util/ for a
  /// utility): that directory, or "" when the library is not there at all.
  std::string lackingHeader(llvm::ArrayRef<std::string> IncludeDirs,
                            llvm::StringRef Header) const;

  /// Whether \p Name is a name the CUDA library's headers under \p
  /// IncludeDirs declares (a macro, type, namespace, alias or function)
  /// that no header of the MUSA library there mentions, under its own
  /// spelling or the MUSA one (CUTE_NO_UNROLL, MUTE_NO_UNROLL). False where
  /// either library is not under \p IncludeDirs, or the MUSA one cannot be
  /// read whole.
  bool lacksName(llvm::ArrayRef<std::string> IncludeDirs, llvm::StringRef Name);

  /// Whether \p Qualified names a declaration of a MUSA library's own
  /// namespace (mutlass::platform::numeric_limits<mutlass::half_t>).
  bool isMusaLibraryName(llvm::StringRef Qualified) const;

  /// Whether every argument of the template specialization \p Template
  /// (numeric_limits<mutlass::half_t>) is a MUSA library's name, a builtin
  /// type or a number: a specialization the library lacks for what the
  /// port did not write itself.
  bool onlyLibraryArguments(llvm::StringRef Template) const;

  /// \p Name with each CUDA library's name in it spelt as its MUSA
  /// library's (CUTE_NO_UNROLL -> MUTE_NO_UNROLL, cutlass_x -> mutlass_x).
  std::string musaSpelling(llvm::StringRef Name) const;

private:
  /// The library directories (<dir>/cutlass, ...) of one side under \p
  /// IncludeDirs.
  std::vector<std::string> roots(llvm::ArrayRef<std::string> IncludeDirs,
                                 bool Musa) const;
  /// What one library directory holds, read once.
  struct Library {
    std::vector<std::string> Files;    ///< its headers (listSourceTree)
    std::set<std::string> Identifiers; ///< every word of them
    bool Complete = false;             ///< all of it could be read
  };
  const Library &library(const std::string &Root);
  /// Whether a header of \p L declares \p Name (a macro, type,
  /// namespace, alias or function), not only mentions it.
  bool declares(const Library &L, llvm::StringRef Name) const;

  std::vector<std::pair<std::string, std::string>> Prefixes;
  std::mutex Lock;
  std::map<std::string, Library> Libraries;
};

} // namespace musify

#endif
