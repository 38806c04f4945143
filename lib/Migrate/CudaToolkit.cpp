//===- CudaToolkit.cpp - Locate the CUDA headers --------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Migrate/CudaToolkit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

namespace musify {

std::vector<std::string> cudaIncludeRoots(llvm::StringRef Root) {
  std::vector<std::string> Roots;
  llvm::SmallString<256> Include(Root);
  llvm::sys::path::append(Include, "include");
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Include, Real))
    Real = Include;
  Roots.push_back((Real + llvm::sys::path::get_separator()).str());
  return Roots;
}

CudaToolkit findCudaToolkit(llvm::StringRef Explicit) {
  CudaToolkit T;
  std::vector<std::string> Candidates;
  if (!Explicit.empty())
    Candidates.push_back(Explicit.str());
  else {
    if (auto Env = llvm::sys::Process::GetEnv("CUDA_PATH");
        Env && !Env->empty())
      Candidates.push_back(*Env);
    Candidates.push_back("/usr/local/cuda");
  }
  for (const std::string &C : Candidates) {
    T.Searched.push_back(C);
    llvm::SmallString<256> Probe(C);
    llvm::sys::path::append(Probe, "include", "cuda_runtime_api.h");
    if (llvm::sys::fs::exists(Probe)) {
      T.Root = C;
      T.IncludeRoots = cudaIncludeRoots(C);
      break;
    }
  }
  return T;
}

} // namespace musify
