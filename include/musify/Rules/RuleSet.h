//===- RuleSet.h - Lookup tables over all loaded rules ----------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_RULES_RULESET_H
#define MUSIFY_RULES_RULESET_H

#include "musify/Rules/Rule.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/StringSaver.h"
#include <bitset>
#include <deque>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace musify {

/// All rules of one run. Identifiers and header paths live in separate name
/// spaces because `cuda.h` the header and `cuda` the identifier differ.
class RuleSet {
public:
  /// Adds a rule. A second rule for the same CUDA name is an error naming
  /// both places, unless \p Override is set (user rules win over built-ins).
  /// The rule's text is copied into the set.
  llvm::Error add(Rule R, bool Override = false);
  llvm::Error addFamily(Family F);

  const Rule *lookupIdentifier(llvm::StringRef Name) const;
  /// Exact header rules first, then the longest prefix rule.
  const Rule *lookupHeader(llvm::StringRef Path) const;
  /// \p Qualified is a namespace's full name, e.g. "thrust::cuda".
  const Rule *lookupNamespace(llvm::StringRef Qualified) const;
  /// The rule stored for exactly \p Cuda among the rules of \p Kind's
  /// table (no prefix matching): the one in force for that name.
  const Rule *lookupExact(RuleKind Kind, llvm::StringRef Cuda) const;
  /// The rule for a PTX mnemonic: the longest rule that equals it or is a
  /// dot-separated prefix of it (ld.global for ld.global.nc.f32).
  const Rule *lookupInstruction(llvm::StringRef Mnemonic) const;
  /// Finds the family owning a header given relative to the CUDA include
  /// directory, or null.
  const Family *familyOwningHeader(llvm::StringRef RelPath) const;
  const Family *family(llvm::StringRef Name) const;
  /// The family one of whose name-patterns \p Name matches, or null: a name
  /// that looks like that family's API.
  const Family *familyByNamePattern(llvm::StringRef Name) const;
  /// The family whose library-namespaces hold the first part of
  /// \p Qualified (`torch` of torch::kCUDA), or null.
  const Family *familyOwningNamespace(llvm::StringRef Qualified) const;
  /// Every family's library-namespaces, in the families' order.
  std::vector<std::string> libraryNamespaces() const;
  /// Finds the family one of whose library-headers an `#include` of
  /// \p Written (the name between <> or "") is, or lies under (an entry
  /// that ends in '/').
  const Family *familyOwningLibraryInclude(llvm::StringRef Written) const;
  /// The include directories of the MUSA libraries that stand for a
  /// family's library whole: each library-headers prefix a renaming prefix
  /// rule maps (cutlass/ -> mutlass/, cute/ -> mute/), by its MUSA name.
  std::vector<std::string> musaLibraryHeaderPrefixes() const;
  /// The same prefixes with the CUDA library's each stands for
  /// ({cutlass/, mutlass/}, {cute/, mute/}).
  std::vector<std::pair<std::string, std::string>>
  libraryHeaderCounterparts() const;

  /// Build-script rules, in the order they were loaded.
  const std::vector<const Rule *> &buildRules() const { return Build; }
  /// Fragment rules (CUDA -> MUSA, cuda -> musa), in the order loaded.
  const std::vector<const Rule *> &fragmentRules() const { return Fragments; }
  /// Whether some rule renames a CUDA name to the identifier \p Name.
  bool isMusaName(llvm::StringRef Name) const {
    return MusaNames.contains(Name);
  }
  const std::deque<Rule> &rules() const { return Rules; }
  const std::deque<Family> &families() const { return Families; }
  size_t size() const { return Rules.size(); }

  /// A copy of \p S that lives as long as the set (equal texts are kept
  /// once).
  llvm::StringRef save(llvm::StringRef S) { return Text->Saver.save(S); }
  /// Makes the set the owner of \p Buffer, which the text of rules added
  /// with addOwned points into (the compiled rule cache).
  void keepBuffer(std::unique_ptr<llvm::MemoryBuffer> Buffer) {
    Text->Buffers.push_back(std::move(Buffer));
  }
  /// As add, for a rule whose text the set already holds (save, keepBuffer):
  /// nothing is copied.
  llvm::Error addOwned(Rule R, bool Override = false);

  /// Checks properties spanning several rules: a MUSA name must not itself be
  /// a CUDA name with a rule (a second run would change the output again),
  /// and two CUDA names may share a MUSA name only if both rules say so.
  llvm::Error verify() const;

private:
  /// Identifiers of every kind share one table; headers, namespaces, PTX
  /// instructions and build-script texts each have their own.
  llvm::StringMap<const Rule *> &tableFor(RuleKind Kind);
  const llvm::StringMap<const Rule *> &tableFor(RuleKind Kind) const;

  /// Behind a pointer so that a RuleSet can be moved: the saver refers to
  /// its allocator.
  struct TextStorage {
    llvm::BumpPtrAllocator Arena;
    llvm::UniqueStringSaver Saver{Arena};
    std::vector<std::unique_ptr<llvm::MemoryBuffer>> Buffers;
  };
  std::unique_ptr<TextStorage> Text = std::make_unique<TextStorage>();
  std::deque<Rule> Rules;
  std::deque<Family> Families;
  llvm::StringMap<const Rule *> Identifiers;
  llvm::StringMap<const Rule *> Headers;
  llvm::StringMap<const Rule *> Namespaces;
  llvm::StringMap<const Rule *> Instructions;
  llvm::StringMap<const Rule *> BuildTexts;
  std::vector<const Rule *> Build;
  llvm::StringMap<const Rule *> FragmentTexts;
  std::vector<const Rule *> Fragments;
  llvm::StringSet<> MusaNames;
  std::vector<const Rule *> HeaderPrefixes;
  llvm::StringMap<const Family *> FamiliesByName;
  /// The families' header patterns, compiled once.
  std::vector<std::pair<llvm::GlobPattern, const Family *>> HeaderGlobs;
  /// The families' name patterns, compiled once. NameHeads holds their
  /// first two characters (as first << 8 | second), NameOpenFirsts the first
  /// of those whose second is not a literal one: most identifiers of a
  /// file (the token pass asks for each one no rule names) are rejected by
  /// one look-up.
  std::vector<std::pair<llvm::GlobPattern, const Family *>> NameGlobs;
  std::bitset<1 << 16> NameHeads;
  std::bitset<256> NameOpenFirsts;
};

} // namespace musify

#endif // MUSIFY_RULES_RULESET_H
