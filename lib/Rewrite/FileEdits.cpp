//===- FileEdits.cpp - The edits musify makes to one file -----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/FileEdits.h"

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
  // add() keeps the edits ordered and apart, so one pass splices them in;
  // clang::tooling::Replacements would sort and check them again, at a
  // cost that the token pass over a large tree notices.
  std::string Out;
  Out.reserve(Original.size() + Original.size() / 8);
  unsigned Done = 0;
  for (const auto &[Offset, E] : Edits) {
    if (E.Offset < Done || E.Offset > Original.size() ||
        E.Length > Original.size() - E.Offset)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "%s: edit at offset %u (length %u) overlaps another or lies "
          "outside the file",
          FileName.str().c_str(), E.Offset, E.Length);
    Out.append(Original.data() + Done, E.Offset - Done);
    Out += E.Text;
    Done = E.Offset + E.Length;
  }
  Out.append(Original.data() + Done, Original.size() - Done);
  return Out;
}

} // namespace musify
