//===- FileEdits.h - The edits musify makes to one file ---------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Edits arrive from several passes (AST, preprocessor, token level) and from
// several translation units that include the same header. They are kept by
// offset so that the same rename found twice is recorded once and two
// different edits of one place are caught instead of silently merged.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_REWRITE_FILEEDITS_H
#define MUSIFY_REWRITE_FILEEDITS_H

#include "musify/Rules/Rule.h"
#include "llvm/Support/Error.h"
#include <map>
#include <string>

namespace musify {

struct Edit {
  unsigned Offset = 0;
  unsigned Length = 0;
  std::string Text;
  const Rule *R = nullptr; ///< The rule that asked for the edit.
};

class FileEdits {
public:
  enum class AddResult { Added, Duplicate, Conflict };

  /// Records \p E. On a conflict, \p Existing points at the edit already
  /// recorded that overlaps \p E.
  AddResult add(const Edit &E, const Edit **Existing = nullptr);

  /// Merges another set; returns the edits of \p Other that conflicted.
  std::vector<Edit> merge(const FileEdits &Other);

  /// Removes and returns the edits that lie within [Begin, End), in order.
  std::vector<Edit> extract(unsigned Begin, unsigned End);

  /// Applies all edits to the original text; an error names an edit that
  /// does not fit it.
  llvm::Expected<std::string> apply(llvm::StringRef Original,
                                    llvm::StringRef FileName) const;

  const std::map<unsigned, Edit> &edits() const { return Edits; }
  bool empty() const { return Edits.empty(); }
  size_t size() const { return Edits.size(); }

private:
  std::map<unsigned, Edit> Edits; // by offset
};

} // namespace musify

#endif // MUSIFY_REWRITE_FILEEDITS_H
