//===- NcclVersionCheck.h - MU2008: NCCL version tests ----------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_CHECKS_NCCLVERSIONCHECK_H
#define MUSIFY_LIB_CHECKS_NCCLVERSIONCHECK_H

#include "musify/Checks/Check.h"
#include <string>

namespace musify {

/// NCCL's version macros in code and #if lines. MCCL numbers its own
/// releases and code that builds against it uses only MCCL_MAJOR,
/// MCCL_MINOR and MCCL_PATCH, so `NCCL_VERSION_CODE >= NCCL_VERSION(2,7,0)`
/// renamed would name two macros MCCL is not known to define and compare
/// numbers of two version series. The port tests what NCCL's API level
/// that MCCL is known to provide answers (`1 /* was ... */`), for
/// NCCL_VERSION_CODE and for NCCL_MAJOR/MINOR/PATCH compared with numbers;
/// it writes a lone `NCCL_VERSION(2,28,0)` as NCCL's number, an undecided
/// `NCCL_VERSION_CODE` from MCCL's three macros and a test of their
/// definition as one of MCCL_MAJOR. Each is reported (docs/diagnostics/
/// MU2008.md).
class NcclVersionCheck : public Check {
public:
  using Check::Check;
  void checkText(TextCheckContext &F) override;

private:
  /// The edits and reports for the word NCCL_VERSION_CODE at [Begin, End)
  /// of the file; the offset to scan on from.
  size_t atVersionCode(TextCheckContext &F, size_t Begin, size_t End);
  /// The same for NCCL_MAJOR, NCCL_MINOR or NCCL_PATCH at [Begin, End),
  /// whose part of the API level MCCL is known to provide is \p Known.
  size_t atVersionPart(TextCheckContext &F, size_t Begin, size_t End,
                       unsigned long long Known);
  /// Writes the comparison at [Begin, End) of the file, of the part
  /// \p Name (at \p NameAt) with a number, as \p Value, and reports it.
  static void decidePart(TextCheckContext &F, size_t Begin, size_t End,
                         size_t NameAt, llvm::StringRef Name, bool Value);
  /// The same for the word NCCL_VERSION at [Begin, End).
  size_t atVersionCall(TextCheckContext &F, size_t Begin, size_t End);
  /// Writes the comparison at [Begin, End) of the file, of
  /// NCCL_VERSION_CODE (at \p CodeAt) by \p Op with \p Version, as the
  /// literal NCCL's API level MCCL is known to provide answers it with,
  /// and reports it.
  static void decide(TextCheckContext &F, size_t Begin, size_t End,
                     unsigned CodeAt, llvm::StringRef Op,
                     unsigned long long Version);
  /// `defined(NCCL_VERSION_CODE)`, `#ifdef NCCL_VERSION` at [Begin, End):
  /// tests MCCL_MAJOR, which MCCL's header defines, and reports it.
  static void testedForDefinition(TextCheckContext &F, size_t Begin,
                                  size_t End);
  /// Back to CUDA (--to cuda): what the migration wrote becomes NCCL's
  /// macros again.
  static void restore(TextCheckContext &F);
};

} // namespace musify

#endif
