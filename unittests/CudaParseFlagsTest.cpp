//===- CudaParseFlagsTest.cpp - Tests of the flags of a CUDA parse --------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/CompileCommands/CudaParseFlags.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

/// A toolkit directory whose runtime header says \p CudartVersion and, when
/// \p VersionJson is not empty, with that version.json.
std::string makeToolkit(llvm::StringRef CudartVersion,
                        llvm::StringRef VersionJson) {
  llvm::SmallString<128> Dir;
  EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("musify-cuda", Dir));
  EXPECT_FALSE(llvm::sys::fs::create_directories(Dir + "/include"));
  std::error_code EC;
  {
    llvm::raw_fd_ostream Header((Dir + "/include/cuda_runtime_api.h").str(),
                                EC);
    Header << "#define CUDART_VERSION " << CudartVersion << "\n";
  }
  if (!VersionJson.empty()) {
    llvm::raw_fd_ostream Json((Dir + "/version.json").str(), EC);
    Json << VersionJson;
  }
  return std::string(Dir);
}

bool has(const std::vector<std::string> &Flags, llvm::StringRef Flag) {
  return llvm::is_contained(Flags, Flag);
}

TEST(CudaParseFlagsTest, NvccVersionMacrosComeFromTheToolkit) {
  std::string Cuda = makeToolkit("12040", R"({"cuda": {"version": "12.4.1"},
                   "cuda_nvcc": {"name": "CUDA NVCC", "version": "12.4.131"}})");
  std::vector<std::string> Flags =
      cudaHeaderFlags(FileLanguage::Cuda, CudaSide::Host, Cuda, "");
  EXPECT_TRUE(has(Flags, "-D__CUDACC_VER_MAJOR__=12"));
  EXPECT_TRUE(has(Flags, "-D__CUDACC_VER_MINOR__=4"));
  EXPECT_TRUE(has(Flags, "-D__CUDACC_VER_BUILD__=131"));
}

TEST(CudaParseFlagsTest, BuildNumberIsZeroWithoutVersionJson) {
  std::string Cuda = makeToolkit("13000", "");
  std::vector<std::string> Flags =
      cudaHeaderFlags(FileLanguage::Cuda, CudaSide::Device, Cuda, "");
  EXPECT_TRUE(has(Flags, "-D__CUDACC_VER_MAJOR__=13"));
  EXPECT_TRUE(has(Flags, "-D__CUDACC_VER_BUILD__=0"));
}

TEST(CudaParseFlagsTest, NoVersionMacrosWithoutARuntimeHeader) {
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("musify-cuda", Dir));
  std::vector<std::string> Flags =
      cudaHeaderFlags(FileLanguage::Cuda, CudaSide::Host, Dir, "");
  EXPECT_FALSE(llvm::any_of(Flags, [](const std::string &F) {
    return llvm::StringRef(F).starts_with("-D__CUDACC_VER");
  }));
}

} // namespace
