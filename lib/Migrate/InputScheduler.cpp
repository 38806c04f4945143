//===- InputScheduler.cpp - Which input a parse job takes next ------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "InputScheduler.h"

namespace musify {

InputScheduler::InputScheduler(std::vector<std::optional<unsigned>> G)
    : Groups(std::move(G)), Taken(Groups.size(), false) {}

size_t InputScheduler::next() {
  std::lock_guard<std::mutex> Guard(Lock);
  size_t Chosen = Groups.size();
  for (size_t I = FirstLeft; I < Groups.size(); ++I) {
    if (Taken[I])
      continue;
    const std::optional<unsigned> &G = Groups[I];
    if (!G || Built.count(*G)) {
      Chosen = I;
      break;
    }
    if (Building.insert(*G).second) { // the first of its group: it builds
      Chosen = I;
      break;
    }
  }
  if (Chosen == Groups.size()) // all left wait on a build: so does this one
    Chosen = FirstLeft;
  Taken[Chosen] = true;
  while (FirstLeft < Taken.size() && Taken[FirstLeft])
    ++FirstLeft;
  return Chosen;
}

void InputScheduler::finished(size_t Index) {
  std::lock_guard<std::mutex> Guard(Lock);
  const std::optional<unsigned> &G = Groups[Index];
  if (G && Building.erase(*G))
    Built.insert(*G);
}

} // namespace musify
