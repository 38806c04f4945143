//===- TokenRewriterFuzzer.cpp - Fuzz the token-level passes --------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The token pass sees every file Clang cannot parse, which is exactly the
// hostile and the broken ones; the build-script pass sees CMake, Make and
// setup.py text. The first byte picks the pass (and, with its bit 2 set,
// checks that migrate back to CUDA, or for a build script, raises its C++
// standards to C++17), the rest is the file. The edits must apply to the
// text they were made for.
//
//===----------------------------------------------------------------------===//

#include "FuzzerCommon.h"
#include "Migrate/FileMigration.h"
#include "musify/Checks/Check.h"
#include <cstdint>
#include <string>

using namespace musify;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size == 0)
    return 0;
  const RuleSet &Rules = shippedRules();
  static const char *const Kinds[] = {"", "cmake", "make", "python"};
  const char *Kind = Kinds[Data[0] % 4];
  std::string Text(reinterpret_cast<const char *>(Data) + 1, Size - 1);
  FileMigration M(*Kind ? "CMakeLists.txt" : "fuzz.cu", Text);
  if (*Kind) {
    StandardNeed Need;
    if (Data[0] & 4)
      Need = {2017, "the port includes MUTLASS"};
    M.runBuildScriptPass(Rules, Kind, {"mp_21", "mp_31"}, false, Need);
  } else {
    CheckOptions Options;
    for (const MusaArch &A : allMusaArchs())
      Options.Archs.push_back(&A);
    // The checks' way back to CUDA too (the rules stay forward).
    Options.ToCuda = Data[0] & 4;
    M.runTokenPass(Rules, "fuzzing", createChecks(Options, Rules));
  }
  auto Applied = M.edits().apply(Text, M.path());
  if (!Applied)
    llvm::consumeError(Applied.takeError());
  return 0;
}
