//===- CudaParseFlags.cpp - Clang flags for CUDA 13's headers -------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/CompileCommands/CudaParseFlags.h"
#include "musify/Support/LanguageStandards.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include <map>
#include <mutex>

namespace musify {

static std::string below(llvm::StringRef Root, llvm::StringRef A,
                         llvm::StringRef B = "") {
  llvm::SmallString<256> Path(Root);
  llvm::sys::path::append(Path, A); // append(P, A, "") would add a '/'
  if (!B.empty())
    llvm::sys::path::append(Path, B);
  return std::string(Path);
}

/// nvcc's build number (the 88 of "V13.0.88"): the headers do not hold
/// it; a toolkit's version.json does ("cuda_nvcc": {"version": ...}). 0
/// where there is none: a parse needs the macro defined (code prints it),
/// and a test of its value is rare.
static unsigned nvccBuildNumber(llvm::StringRef CudaPath) {
  auto Buffer = llvm::MemoryBuffer::getFile(below(CudaPath, "version.json"));
  static const llvm::Regex Build("\"cuda_nvcc\"[^}]*\"version\"[ \t\r\n]*:"
                                 "[ \t\r\n]*\"[0-9]+\\.[0-9]+\\.([0-9]+)\"");
  llvm::SmallVector<llvm::StringRef, 2> M;
  unsigned Value = 0;
  if (!Buffer || !Build.match((*Buffer)->getBuffer(), &M) ||
      M[1].getAsInteger(10, Value))
    return 0;
  return Value;
}

/// The CUDART_VERSION of the runtime header of the toolkit at \p CudaPath
/// (13000 for CUDA 13.0); 0 where that is not found.
static unsigned cudartVersion(llvm::StringRef CudaPath) {
  // The macro is near the top of the header: the first 16 KiB are enough.
  auto Buffer = llvm::MemoryBuffer::getFileSlice(
      below(CudaPath, "include", "cuda_runtime_api.h"), 16384, 0,
      /*IsVolatile=*/false);
  static const llvm::Regex Version(
      "#[ \t]*define[ \t]+CUDART_VERSION[ \t]+([0-9]+)");
  llvm::SmallVector<llvm::StringRef, 2> M;
  unsigned Value = 0;
  if (!Buffer || !Version.match((*Buffer)->getBuffer(), &M) ||
      M[1].getAsInteger(10, Value) || Value < 1000)
    return 0;
  return Value;
}

/// nvcc's version macros for the toolkit at \p CudaPath, as nvcc defines
/// them (measured: nvcc 13.0 defines __CUDACC_VER_MAJOR__ 13,
/// __CUDACC_VER_MINOR__ 0 and __CUDACC_VER_BUILD__ 88; Clang defines none),
/// from the CUDART_VERSION of its runtime header; none where that is not
/// found. Code tests them outside #if too (`if (__CUDACC_VER_MAJOR__ < 11)
/// return 0;`).
static std::vector<std::string> nvccVersionFlags(llvm::StringRef CudaPath) {
  unsigned Value = cudartVersion(CudaPath);
  if (Value == 0)
    return {};
  return {"-D__CUDACC_VER_MAJOR__=" + std::to_string(Value / 1000),
          "-D__CUDACC_VER_MINOR__=" + std::to_string(Value % 1000 / 10),
          "-D__CUDACC_VER_BUILD__=" +
              std::to_string(nvccBuildNumber(CudaPath))};
}

/// The files named `nvcc_*.h` in \p ShimDir, in name order.
static std::vector<std::string> shimsIn(llvm::StringRef ShimDir) {
  std::vector<std::string> Shims;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator I(ShimDir, EC), End; I != End && !EC;
       I.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(I->path());
    if (Name.starts_with("nvcc_") && Name.ends_with(".h"))
      Shims.push_back(I->path());
  }
  llvm::sort(Shims);
  return Shims;
}

/// \p Compute(\p Key), computed once per key for the process (every parse
/// asks again, from several threads). Each \p Compute has its own cache.
template <typename T, T (*Compute)(llvm::StringRef)>
static T once(llvm::StringRef Key) {
  static std::mutex Lock;
  static std::map<std::string, T> Known;
  std::lock_guard<std::mutex> Guard(Lock);
  auto [It, New] = Known.try_emplace(Key.str());
  if (New)
    It->second = Compute(Key);
  return It->second;
}

std::vector<std::string> forceIncludedShims(llvm::StringRef ShimDir) {
  return once<std::vector<std::string>, shimsIn>(ShimDir);
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
  if (!ShimDir.empty()) {
    // What nvcc accepts and Clang 19 with CUDA 13's headers does not (each
    // shim's comment says what: host min() and max(), surface functions,
    // cache-hinted loads, the C headers nvcc's runtime header includes,
    // CUDA 12's forms of two calls).
    Args.insert(Args.end(), {"-isystem", ShimDir.str()});
    for (const std::string &Shim : forceIncludedShims(ShimDir))
      Args.insert(Args.end(), {"-include", Shim});
  }
  std::vector<std::string> Version =
      once<std::vector<std::string>, nvccVersionFlags>(CudaPath);
  Args.insert(Args.end(), Version.begin(), Version.end());
  return Args;
}

std::string standardFlagOver(llvm::ArrayRef<std::string> Args, unsigned Year) {
  llvm::StringRef Chosen;
  for (const std::string &A : Args)
    if (llvm::StringRef(A).starts_with("-std="))
      Chosen = llvm::StringRef(A).drop_front(5);
  bool Gnu = Chosen.consume_front("gnu++");
  if (!Gnu && !Chosen.consume_front("c++"))
    return ""; // none chosen, or C
  unsigned Own = standardYear(Chosen);
  if (!Own || Own >= Year)
    return "";
  return (Gnu ? "-std=gnu++" : "-std=c++") + standardVersion(Year);
}

std::string cxx17Over(llvm::ArrayRef<std::string> Args) {
  return standardFlagOver(Args, 2017);
}

std::vector<std::string> withCcclStandard(std::vector<std::string> Args,
                                          llvm::StringRef CudaPath) {
  if (once<unsigned, cudartVersion>(CudaPath) < 13000)
    return Args;
  if (std::string Raised = cxx17Over(Args); !Raised.empty())
    Args.push_back(std::move(Raised));
  return Args;
}

bool choosesStandard(llvm::ArrayRef<std::string> Args) {
  return llvm::any_of(Args, [](const std::string &A) {
    return llvm::StringRef(A).starts_with("-std=");
  });
}

} // namespace musify
