//===- MappingLoaderFuzzer.cpp - Fuzz the --mapping reader ----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// `--mapping` files (torch_musa-style name tables) are added over rules
// that are already there: any text must give pairs or a located error.
//
//===----------------------------------------------------------------------===//

#include "musify/Rules/RuleLoader.h"
#include <cstdint>

using namespace musify;

namespace {
// A few rules of each kind for the mapping to meet.
const char *Base = R"(family: runtime
rules:
  - {cuda: cudaMalloc, musa: musaMalloc, kind: function, status: verified, evidence: "fuzzing"}
  - {cuda: cudaStream_t, musa: musaStream_t, kind: type, status: verified, evidence: "fuzzing"}
  - {cuda: cuda_runtime.h, musa: musa_runtime.h, kind: header, status: verified, evidence: "fuzzing"}
)";
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  RuleSet Rules;
  if (llvm::Error E = loadRuleBuffer(Base, "base.yaml", Rules)) {
    llvm::errs() << "fuzzer: " << llvm::toString(std::move(E)) << "\n";
    std::abort();
  }
  std::vector<std::string> Warnings;
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  if (llvm::Error E = loadMappingBuffer(Text, "fuzz.json", Rules, Warnings))
    llvm::consumeError(std::move(E));
  else if (llvm::Error E = Rules.verify())
    llvm::consumeError(std::move(E));
  return 0;
}
