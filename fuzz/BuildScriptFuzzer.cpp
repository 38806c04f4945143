//===- BuildScriptFuzzer.cpp - Fuzz the reading of build scripts ----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A CMake, Make or setup.py script is read once (ScriptText): its comments,
// quotes, CMake commands and variable values. The first byte picks the
// language, the rest is the script. Every question asked of the reading, at
// every offset, must stay in the text, and so must the standard settings
// found in it.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/BuildScriptScanner.h"
#include "musify/Rewrite/ScriptText.h"
#include "musify/Rewrite/StandardSettings.h"
#include <cstdint>
#include <cstdlib>
#include <string>

using namespace musify;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size == 0)
    return 0;
  static const char *const Kinds[] = {"cmake", "make", "python"};
  std::string Text(reinterpret_cast<const char *>(Data) + 1, Size - 1);
  ScriptText Script(Text, Kinds[Data[0] % 3]);
  for (size_t I = 0; I <= Text.size(); ++I) {
    (void)Script.inComment(I);
    (void)Script.inQuotes(I);
    (void)Script.inSettingCommand(I);
    size_t End = Script.commandEnd(I);
    if (End != llvm::StringRef::npos && End > Text.size())
      std::abort();
    if (I % 8 == 0)
      (void)cmakeCudaSourceArguments(Script, I);
  }
  (void)cmakeDefinedNames(Script);
  for (const StandardSetting &S : findStandardSettings(Script))
    if (S.Offset + S.Length > Text.size() ||
        S.VersionOffset + S.VersionLength > Text.size())
      std::abort();
  return 0;
}
