//===- FileEdits.cpp - The edits musify makes to one file -----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/FileEdits.h"
#include "clang/Tooling/Core/Replacement.h"

namespace musify {

static bool sameEdit(const Edit &A, const Edit &B) {
  return A.Offset == B.Offset && A.Length == B.Length && A.Text == B.Text;
}

FileEdits::AddResult FileEdits::add(const Edit &E, const Edit **Existing) {
  auto Next = Edits.lower_bound(E.Offset);
  if (Next != Edits.end() && Next->first == E.Offset) {
    if (sameEdit(Next->second, E))
      return AddResult::Duplicate;
    if (Existing)
      *Existing = &Next->second;
    return AddResult::Conflict;
  }
  if (Next != Edits.end() && Next->first < E.Offset + E.Length) {
    if (Existing)
      *Existing = &Next->second;
    return AddResult::Conflict;
  }
  if (Next != Edits.begin()) {
    const Edit &Prev = std::prev(Next)->second;
    if (Prev.Offset + Prev.Length > E.Offset) {
      if (Existing)
        *Existing = &Prev;
      return AddResult::Conflict;
    }
  }
  Edits.emplace_hint(Next, E.Offset, E);
  return AddResult::Added;
}

std::vector<Edit> FileEdits::merge(const FileEdits &Other) {
  std::vector<Edit> Conflicts;
  for (const auto &[Offset, E] : Other.Edits)
    if (add(E) == AddResult::Conflict)
      Conflicts.push_back(E);
  return Conflicts;
}

std::vector<Edit> FileEdits::extract(unsigned Begin, unsigned End) {
  std::vector<Edit> Out;
  auto It = Edits.lower_bound(Begin);
  while (It != Edits.end() && It->first + It->second.Length <= End) {
    Out.push_back(It->second);
    It = Edits.erase(It);
  }
  return Out;
}

llvm::Expected<std::string> FileEdits::apply(llvm::StringRef Original,
                                             llvm::StringRef FileName) const {
  clang::tooling::Replacements Replacements;
  for (const auto &[Offset, E] : Edits)
    if (llvm::Error Err = Replacements.add(
            clang::tooling::Replacement(FileName, E.Offset, E.Length, E.Text)))
      return std::move(Err);
  return clang::tooling::applyAllReplacements(Original, Replacements);
}

} // namespace musify
