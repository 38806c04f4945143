//===- CudaParseFlags.cpp - Clang flags for CUDA 13's headers -------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/CompileCommands/CudaParseFlags.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
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
  // One architecture that CUDA 13 still supports.
  std::vector<std::string> Args = {
      Side == CudaSide::Host ? "--cuda-host-only" : "--cuda-device-only",
      ("--cuda-path=" + CudaPath).str(),
      "--cuda-gpu-arch=sm_80",
      "-Wno-unknown-cuda-version",
      "-isystem",
      Cccl};
  // The device side never links libdevice, but Clang 19 without it
  // (-nocudalib) takes the CUDA install for an old one and wants the old
  // launch API (cudaConfigureCall) for every <<<...>>>: a device-side parse
  // of a kernel launch then fails. So -nocudalib only where there is no
  // libdevice to find.
  if (Side == CudaSide::Host ||
      !llvm::sys::fs::exists(below(CudaPath, "nvvm", "libdevice")))
    Args.push_back("-nocudalib");
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
