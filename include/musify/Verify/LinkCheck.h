//===- LinkCheck.h - --verify's link step: the model's libraries -*- C++
//-*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What --verify's link step needs from the MUSA SDK model and from the
// linker: the model's libraries (sdk.json, scripts/musa-sdk-layout.py), the
// CUDA functions the model gives a MUSA name (defines.h: a symbol of one of
// them that no library defines is an SDK function the SDK lacks), and the
// undefined references a GNU-style linker reports.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_VERIFY_LINKCHECK_H
#define MUSIFY_VERIFY_LINKCHECK_H

#include "llvm/ADT/StringRef.h"
#include <map>
#include <string>
#include <vector>

namespace musify {

/// The MUSA libraries of the model's lib/ (musart, mublas, ...), or none
/// where the model is not laid out as the SDK.
std::vector<std::string> modelLibraries(llvm::StringRef ModelDir);

/// CUDA name -> MUSA name, for every name the model's defines.h maps.
std::map<std::string, std::string> modelNames(llvm::StringRef ModelDir);

struct UndefinedReference {
  /// The object file the linker named last before the reference.
  std::string Object;
  /// The symbol, as the linker shows it (demangled: `f(int)`).
  std::string Symbol;
};

/// The undefined references in a linker's output; \p Objects are the
/// objects of the link, one of which each reference is attributed to.
std::vector<UndefinedReference>
undefinedReferences(llvm::StringRef Output,
                    const std::vector<std::string> &Objects);

/// The function's name in a demangled symbol: `ns::f(int)` -> `f`.
llvm::StringRef symbolBaseName(llvm::StringRef Symbol);

} // namespace musify

#endif
