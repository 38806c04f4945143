//===- DataLayout.h - What musify's data directory holds --------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The one description of the data directory installed with musify
// (share/musify, laid out the same under <build>/share/musify): the rules,
// the CUDA shims, the PyTorch stand-ins, the diagnostic pages, the MUSA
// SDK model and the torch_musa model.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_DATALAYOUT_H
#define MUSIFY_SUPPORT_DATALAYOUT_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace musify {

/// The built-in rules: \p Override (--rules-dir) when given.
inline std::string rulesDirIn(llvm::StringRef Data, llvm::StringRef Override) {
  return Override.empty() ? (Data + "/rules").str() : Override.str();
}
/// nvcc's option table among the rules.
inline std::string nvccOptionTable(llvm::StringRef RulesDir) {
  return (RulesDir + "/compile-commands/nvcc.yaml").str();
}
/// The headers that make CUDA 13 parse with Clang 19.
inline std::string cudaShimDirIn(llvm::StringRef Data) {
  return (Data + "/cuda-shims").str();
}
/// The stand-in declarations of PyTorch's extension API.
inline std::string torchStandInDirIn(llvm::StringRef Data) {
  return (Data + "/torch-shims").str();
}
/// The diagnostic pages, one <ID>.md each.
inline std::string diagnosticPagesDirIn(llvm::StringRef Data) {
  return (Data + "/diagnostics").str();
}
/// The MUSA SDK model --verify compiles against.
inline std::string musaModelDirIn(llvm::StringRef Data) {
  return (Data + "/musa-model").str();
}

/// The torch_musa model beside it: torch_musa's headers and names stood on
/// PyTorch's CUDA ones.
inline std::string torchMusaModelDirIn(llvm::StringRef Data) {
  return (Data + "/torch-musa-model").str();
}

} // namespace musify

#endif // MUSIFY_SUPPORT_DATALAYOUT_H
