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

TEST(CudaParseFlagsTest, CxxBelow17IsReadAtCxx17WithCuda13) {
  std::string Cuda13 = makeToolkit("13000", "");
  using Args = std::vector<std::string>;
  EXPECT_EQ(withCcclStandard({"clang", "-std=c++14", "a.cu"}, Cuda13),
            (Args{"clang", "-std=c++14", "a.cu", "-std=c++17"}));
  EXPECT_EQ(withCcclStandard({"clang", "-std=gnu++11", "a.cu"}, Cuda13),
            (Args{"clang", "-std=gnu++11", "a.cu", "-std=gnu++17"}));
  // The last -std= counts; C++17 and later, C and no choice are left.
  EXPECT_EQ(withCcclStandard({"clang", "-std=c++14", "-std=c++20"}, Cuda13),
            (Args{"clang", "-std=c++14", "-std=c++20"}));
  EXPECT_EQ(withCcclStandard({"clang", "-std=c11", "a.c"}, Cuda13),
            (Args{"clang", "-std=c11", "a.c"}));
  EXPECT_EQ(withCcclStandard({"clang", "a.cu"}, Cuda13),
            (Args{"clang", "a.cu"}));
  // CUDA 12's CCCL takes C++14.
  std::string Cuda12 = makeToolkit("12040", "");
  EXPECT_EQ(withCcclStandard({"clang", "-std=c++14", "a.cu"}, Cuda12),
            (Args{"clang", "-std=c++14", "a.cu"}));
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
