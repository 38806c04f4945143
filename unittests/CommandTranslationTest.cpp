//===- CommandTranslationTest.cpp - nvcc and gcc commands for Clang -------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/CompileCommands/CommandTranslation.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

const CompilerOptionTable &nvccTable() {
  static CompilerOptionTable Table = [] {
    auto T = CompilerOptionTable::load(MUSIFY_RULES_DIR
                                       "/compile-commands/nvcc.yaml");
    if (!T) {
      ADD_FAILURE() << llvm::toString(T.takeError());
      return CompilerOptionTable();
    }
    return std::move(*T);
  }();
  return Table;
}

std::vector<std::string> split(llvm::StringRef Command) {
  llvm::SmallVector<llvm::StringRef, 16> Parts;
  Command.split(Parts, ' ', -1, /*KeepEmpty=*/false);
  return std::vector<std::string>(Parts.begin(), Parts.end());
}

std::string join(const std::vector<std::string> &Args) {
  std::string S;
  for (const std::string &A : Args)
    S += (S.empty() ? "" : " ") + A;
  return S;
}

TranslatedCommand translate(llvm::StringRef Command,
                            llvm::StringRef Directory = "/build") {
  TranslatedCommand T =
      translateCommand(nvccTable(), split(Command), Directory);
  dropUnknownClangOptions(T.Args, T.Dropped);
  return T;
}

TEST(CommandTranslationTest, CMakeCommandBecomesClangFlags) {
  TranslatedCommand T = translate(
      "/usr/local/cuda/bin/nvcc -forward-unknown-to-host-compiler "
      "-DUSE_DEMO=1 -I/src/include "
      "--generate-code=arch=compute_80,code=[compute_80,sm_80] "
      "--generate-code=arch=compute_90,code=[compute_90,sm_90] "
      "-Xcompiler=-fPIC --expt-relaxed-constexpr "
      "-Xcompiler=-Wall,-fno-strict-aliasing -std=c++17 -x cu -rdc=true "
      "-c /src/k.cu -o k.o");
  EXPECT_EQ(join(T.Args),
            "clang++ -DUSE_DEMO=1 -I/src/include --cuda-gpu-arch=sm_80 "
            "--cuda-gpu-arch=sm_90 -fPIC -D__CUDACC_RELAXED_CONSTEXPR__=1 "
            "-Wall -fno-strict-aliasing -std=c++17 -x cuda -fgpu-rdc "
            "-D__CUDACC_RDC__=1 -c /src/k.cu");
  EXPECT_TRUE(T.Dropped.empty());
}

TEST(CommandTranslationTest, SeparateValuesAndHostLists) {
  TranslatedCommand T = translate(
      "nvcc -O3 -gencode arch=compute_80,code=sm_80 -Xcompiler -fPIC,-fopenmp "
      "-I ../include -Xptxas -v -lineinfo -ccbin g++ --default-stream "
      "per-thread -isystem=/usr/local/cuda/include -c a.cu");
  EXPECT_EQ(join(T.Args),
            "clang++ -O3 --cuda-gpu-arch=sm_80 -fPIC -fopenmp -I../include "
            "-DCUDA_API_PER_THREAD_DEFAULT_STREAM=1 -isystem "
            "/usr/local/cuda/include -c a.cu");
  EXPECT_TRUE(T.Dropped.empty());
}

TEST(CommandTranslationTest, PyTorchQuotedHostFlags) {
  // torch.utils.cpp_extension quotes "'-fPIC'" once more for ninja; after
  // the shell, nvcc sees the quotes.
  TranslatedCommand T = translate(
      "nvcc --generate-dependencies-with-compile --dependency-output x.o.d "
      "-c -c k.cu -o x.o -D__CUDA_NO_HALF_OPERATORS__ --compiler-options "
      "'-fPIC' -gencode=arch=compute_80,code=compute_80 "
      "-gencode=arch=compute_80,code=sm_80 -std=c++17");
  EXPECT_EQ(join(T.Args), "clang++ -c -c k.cu -D__CUDA_NO_HALF_OPERATORS__ "
                          "-fPIC --cuda-gpu-arch=sm_80 -std=c++17");
}

TEST(CommandTranslationTest, UnknownOptionsAreDroppedAndNamed) {
  TranslatedCommand T =
      translate("nvcc -Xcompiler -fno-gnu-unique -x cu -rdc=maybe -c a.cu");
  EXPECT_EQ(join(T.Args), "clang++ -x cuda -c a.cu");
  ASSERT_EQ(T.Dropped.size(), 2u);
  EXPECT_EQ(T.Dropped[0].Option, "-rdc=maybe");
  EXPECT_EQ(T.Dropped[1].Option, "-fno-gnu-unique");
  EXPECT_EQ(T.Dropped[1].Why, "Clang's driver does not know it");
}

TEST(CommandTranslationTest, ArchitecturesClangDoesNotKnowAreNamed) {
  TranslatedCommand T = translate("nvcc -arch=sm_999 -c a.cu");
  EXPECT_EQ(join(T.Args), "clang++ -c a.cu");
  ASSERT_EQ(T.Dropped.size(), 1u);
  EXPECT_EQ(T.Dropped[0].Option, "sm_999");
}

TEST(CommandTranslationTest, OptionsFilesAreReadFromTheCommandsDirectory) {
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("optf", Dir));
  llvm::SmallString<128> File(Dir);
  llvm::sys::path::append(File, "inc.rsp");
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(File, EC);
    ASSERT_FALSE(EC);
    OS << "-I/x/include \"-DNAME=a b\"\n--options-file inc.rsp\n";
  }
  TranslatedCommand T = translate("nvcc --options-file inc.rsp -c a.cu", Dir);
  // The file names itself: read to the nesting limit, then said.
  EXPECT_EQ(llvm::StringRef(join(T.Args)).count("-I/x/include"), 8u);
  EXPECT_NE(llvm::StringRef(join(T.Args)).find("-DNAME=a b"),
            llvm::StringRef::npos);
  ASSERT_EQ(T.Dropped.size(), 1u);
  EXPECT_EQ(T.Dropped[0].Why, "option files nest too deeply");
  TranslatedCommand Missing = translate("nvcc -optf none.rsp -c a.cu", Dir);
  ASSERT_EQ(Missing.Dropped.size(), 1u);
  EXPECT_EQ(Missing.Dropped[0].Option, "-optf none.rsp");
  llvm::sys::fs::remove_directories(Dir);
}

TEST(CommandTranslationTest, LaunchersAndDriverStyles) {
  std::vector<std::string> Cmd =
      split("ccache /usr/local/cuda/bin/nvcc -c a.cu");
  EXPECT_EQ(withoutLauncher(Cmd).front(), "/usr/local/cuda/bin/nvcc");
  EXPECT_TRUE(nvccTable().isProgram(withoutLauncher(Cmd).front()));
  EXPECT_TRUE(
      isGnuStyleCommand(split("/usr/bin/x86_64-linux-gnu-g++-12 -c a.cc")));
  EXPECT_TRUE(isGnuStyleCommand(split("clang++ -c a.cc")));
  EXPECT_FALSE(isGnuStyleCommand(split("clang-cl /c a.cc")));
  EXPECT_FALSE(isGnuStyleCommand(split("clang --driver-mode=cl /c a.cc")));
}

TEST(CompilerOptionTableTest, ErrorsNameFileAndLine) {
  auto T = CompilerOptionTable::parse(
      "compiler: nvcc\nprograms: [nvcc]\noptions:\n  - {names: [-c], "
      "value: sometimes}\n",
      "t.yaml");
  ASSERT_FALSE(T);
  EXPECT_NE(llvm::toString(T.takeError()).find("t.yaml:4:"), std::string::npos);
  auto Twice = CompilerOptionTable::parse(
      "compiler: nvcc\nprograms: [nvcc]\noptions:\n  - {names: [-c]}\n"
      "  - {names: [-c]}\n",
      "t.yaml");
  ASSERT_FALSE(Twice);
  EXPECT_EQ(llvm::toString(Twice.takeError()),
            "t.yaml:5: error: option '-c' is listed twice");
}

} // namespace
