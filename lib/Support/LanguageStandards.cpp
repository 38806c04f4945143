//===- LanguageStandards.cpp - C++ standards by their year ----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/LanguageStandards.h"
#include "llvm/ADT/StringSwitch.h"

namespace musify {

unsigned standardYear(llvm::StringRef Version) {
  return llvm::StringSwitch<unsigned>(Version)
      .Case("98", 1998)
      .Case("03", 2003)
      .Cases("0x", "11", 2011)
      .Cases("1y", "14", 2014)
      .Cases("1z", "17", 2017)
      .Cases("2a", "20", 2020)
      .Cases("2b", "23", 2023)
      .Cases("2c", "26", 2026)
      .Default(0);
}

std::string standardVersion(unsigned Year) {
  std::string Version = std::to_string(Year % 100);
  return Version.size() == 1 ? "0" + Version : Version;
}

} // namespace musify
