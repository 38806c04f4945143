//===- Fragments.cpp - CUDA words inside the project's own names ----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rules/Fragments.h"
#include "llvm/ADT/StringExtras.h"

namespace musify {

static bool isLower(char C) { return C >= 'a' && C <= 'z'; }
static bool isUpper(char C) { return C >= 'A' && C <= 'Z'; }

/// Whether \p Word at \p At in \p Name is a word of the name, not part of a
/// longer one.
static bool standsAlone(llvm::StringRef Name, size_t At, llvm::StringRef Word) {
  size_t End = At + Word.size();
  bool Left = At == 0 || !llvm::isAlpha(Name[At - 1]) ||
              (isLower(Name[At - 1]) && isUpper(Word.front()));
  bool Right = End == Name.size() || !llvm::isAlpha(Name[End]) ||
               (isLower(Word.back()) && isUpper(Name[End])) ||
               // CUDAKernel: an acronym followed by a capitalised word.
               (isUpper(Word.back()) && isUpper(Name[End]) &&
                End + 1 < Name.size() && isLower(Name[End + 1]));
  return Left && Right;
}

std::string renameFragments(const RuleSet &Rules, llvm::StringRef Name) {
  std::string Out = Name.str();
  bool Changed = false;
  for (const Rule *R : Rules.fragmentRules()) {
    llvm::StringRef Word = R->Cuda;
    size_t At = 0;
    while ((At = llvm::StringRef(Out).find(Word, At)) !=
           llvm::StringRef::npos) {
      if (!standsAlone(Out, At, Word)) {
        At += Word.size();
        continue;
      }
      Out.replace(At, Word.size(), R->Musa);
      At += R->Musa.size();
      Changed = true;
    }
  }
  return Changed ? Out : "";
}

} // namespace musify
