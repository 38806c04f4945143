//===- RuleLoaderFuzzer.cpp - Fuzz the rule file reader -------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// `--rules` files come from users and from trees being migrated: any text
// must give rules or a located error, never a crash.
//
//===----------------------------------------------------------------------===//

#include "musify/Rules/RuleLoader.h"
#include <cstdint>

using namespace musify;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  RuleSet Rules;
  if (llvm::Error E = loadRuleBuffer(Text, "fuzz.yaml", Rules)) {
    llvm::consumeError(std::move(E));
    return 0;
  }
  // What loaded is checked as a user's rule file is.
  if (llvm::Error E = loadRuleBuffer(Text, "again.yaml", Rules, true))
    llvm::consumeError(std::move(E));
  if (llvm::Error E = Rules.verify())
    llvm::consumeError(std::move(E));
  return 0;
}
