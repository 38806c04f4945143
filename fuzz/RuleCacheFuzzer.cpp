//===- RuleCacheFuzzer.cpp - Fuzz the compiled rule cache reader ----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The compiled rule cache lives in a directory other programs and other
// musify versions can write: any bytes must give the rules or a miss, never
// a crash or a read outside the file.
//
//===----------------------------------------------------------------------===//

#include "musify/Rules/RuleCache.h"
#include "llvm/Support/Endian.h"
#include <cstdint>

using namespace musify;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Bytes(reinterpret_cast<const char *>(Data), Size);
  // The key the input itself carries, so that the reader goes past it.
  uint64_t Key = Size >= 28 ? llvm::support::endian::read64le(Data + 20) : 0;
  RuleSet Rules;
  if (readRuleCache(llvm::MemoryBuffer::getMemBufferCopy(Bytes), Key, Rules))
    for (const Rule &R : Rules.rules())
      (void)Rules.lookupExact(R.Kind, R.Cuda);
  return 0;
}
