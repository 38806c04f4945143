//===- ConfigFileFuzzer.cpp - Fuzz the .musify.yaml reader ----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A project's .musify.yaml is read on every run in its tree: any text must
// give arguments or a located error, and end (an early version looped on a
// rejected key).
//
//===----------------------------------------------------------------------===//

#include "musify/Support/ConfigFile.h"
#include <cstdint>

using namespace musify;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  auto Args =
      readConfigText(Text, "/project/.musify.yaml", [](llvm::StringRef Name) {
        if (Name == "rules" || Name == "out-root")
          return ConfigKey::Path;
        if (Name == "exclude" || Name == "fail-on")
          return ConfigKey::Value;
        return ConfigKey::Unknown;
      });
  if (!Args)
    llvm::consumeError(Args.takeError());
  return 0;
}
