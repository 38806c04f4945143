//===- CudaParseFlags.cpp - Clang flags for CUDA 13's headers -------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/CompileCommands/CudaParseFlags.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"

namespace musify {

static std::string below(llvm::StringRef Root, llvm::StringRef A,
                         llvm::StringRef B = "") {
  llvm::SmallString<256> Path(Root);
  llvm::sys::path::append(Path, A, B);
  return std::string(Path);
}

std::vector<std::string> cudaHeaderFlags(FileLanguage Lang, CudaSide Side,
                                         llvm::StringRef CudaPath,
                                         llvm::StringRef ShimDir) {
  std::string Cccl = below(CudaPath, "include", "cccl");
  if (Lang != FileLanguage::Cuda) {
    std::vector<std::string> Args = {"-isystem", below(CudaPath, "include")};
    if (Lang == FileLanguage::Cxx)
      Args.insert(Args.end(), {"-isystem", Cccl});
    return Args;
  }
  // One architecture that CUDA 13 still supports; no libdevice, which the
  // device side of a parse never links.
  std::vector<std::string> Args = {
      Side == CudaSide::Host ? "--cuda-host-only" : "--cuda-device-only",
      ("--cuda-path=" + CudaPath).str(),
      "--cuda-gpu-arch=sm_80",
      "-nocudalib",
      "-Wno-unknown-cuda-version",
      "-isystem",
      Cccl};
  if (!ShimDir.empty())
    Args.insert(Args.end(), {"-isystem", ShimDir.str()});
  return Args;
}

bool choosesStandard(llvm::ArrayRef<std::string> Args) {
  return llvm::any_of(Args, [](const std::string &A) {
    return llvm::StringRef(A).starts_with("-std=");
  });
}

} // namespace musify
