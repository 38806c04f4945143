//===- RuleSet.cpp - Lookup tables over all loaded rules ------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rules/RuleSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/GlobPattern.h"
#include <fmt/format.h>

namespace musify {

/// The first two characters of \p S (at least two long), as NameHeads
/// holds them.
static unsigned nameHead(llvm::StringRef S) {
  return static_cast<unsigned char>(S[0]) << 8 |
         static_cast<unsigned char>(S[1]);
}

static std::string where(const Rule &R) {
  return fmt::format("{}:{}", R.File, R.Line);
}

const llvm::StringMap<const Rule *> &RuleSet::tableFor(RuleKind Kind) const {
  switch (Kind) {
  case RuleKind::Header:
    return Headers;
  case RuleKind::Namespace:
    return Namespaces;
  case RuleKind::Instruction:
    return Instructions;
  case RuleKind::Build:
    return BuildTexts;
  case RuleKind::Fragment:
    return FragmentTexts;
  default:
    return Identifiers;
  }
}

llvm::StringMap<const Rule *> &RuleSet::tableFor(RuleKind Kind) {
  return const_cast<llvm::StringMap<const Rule *> &>(
      static_cast<const RuleSet *>(this)->tableFor(Kind));
}

const Rule *RuleSet::lookupExact(RuleKind Kind, llvm::StringRef Cuda) const {
  const llvm::StringMap<const Rule *> &Table = tableFor(Kind);
  auto It = Table.find(Cuda);
  return It == Table.end() || It->second->Kind != Kind ? nullptr : It->second;
}

llvm::Error RuleSet::add(Rule R, bool Override) {
  for (llvm::StringRef *Field : R.textFields())
    *Field = save(*Field);
  for (llvm::StringRef &S : R.Scripts)
    S = save(S);
  for (llvm::StringRef &S : R.Members)
    S = save(S);
  return addOwned(std::move(R), Override);
}

llvm::Error RuleSet::addOwned(Rule R, bool Override) {
  llvm::StringMap<const Rule *> &Table = tableFor(R.Kind);
  auto It = Table.find(R.Cuda);
  if (It != Table.end() && !Override)
    return llvm::createStringError(fmt::format("'{}' already has a rule at {}",
                                               R.Cuda, where(*It->second)));
  Rules.push_back(std::move(R));
  const Rule *Stored = &Rules.back();
  Table[Stored->Cuda] = Stored;
  if (Stored->Prefix && Stored->Kind == RuleKind::Header)
    HeaderPrefixes.push_back(Stored);
  if (Stored->Kind == RuleKind::Build) {
    // A user rule for the same text replaces the built-in one.
    llvm::erase_if(Build,
                   [&](const Rule *B) { return B->Cuda == Stored->Cuda; });
    Build.push_back(Stored);
  }
  if (Stored->Kind == RuleKind::Fragment) {
    llvm::erase_if(Fragments,
                   [&](const Rule *B) { return B->Cuda == Stored->Cuda; });
    Fragments.push_back(Stored);
  } else if (Stored->renames() && Stored->Kind != RuleKind::Build &&
             Stored->Kind != RuleKind::Header) {
    MusaNames.insert(Stored->replacementToken());
  }
  return llvm::Error::success();
}

llvm::Error RuleSet::addFamily(Family F) {
  if (const Family *Old = family(F.Name)) {
    // Several files may contribute to one family (user rule files do); the
    // first one to describe it keeps its description.
    (void)Old;
    return llvm::Error::success();
  }
  std::vector<llvm::GlobPattern> Globs;
  for (const std::string &Pattern : F.Headers) {
    auto G = llvm::GlobPattern::create(Pattern);
    if (!G)
      return llvm::createStringError(
          fmt::format("{}: error: bad header pattern '{}': {}", F.File, Pattern,
                      llvm::toString(G.takeError())));
    Globs.push_back(std::move(*G));
  }
  std::vector<llvm::GlobPattern> Names;
  for (const std::string &Pattern : F.NamePatterns) {
    auto G = llvm::GlobPattern::create(Pattern);
    if (!G || Pattern.empty() || !llvm::isAlpha(Pattern.front()))
      return llvm::createStringError(fmt::format(
          "{}: error: bad name pattern '{}' (a glob starting with a letter)",
          F.File, Pattern));
    Names.push_back(std::move(*G));
    if (Pattern.size() < 2 || llvm::StringRef("*?[\\{").contains(Pattern[1]))
      NameOpenFirsts.set(static_cast<unsigned char>(Pattern[0]));
    else
      NameHeads.set(nameHead(Pattern));
  }
  Families.push_back(std::move(F));
  const Family *Stored = &Families.back();
  FamiliesByName[Stored->Name] = Stored;
  for (llvm::GlobPattern &G : Globs)
    HeaderGlobs.push_back({std::move(G), Stored});
  for (llvm::GlobPattern &G : Names)
    NameGlobs.push_back({std::move(G), Stored});
  return llvm::Error::success();
}

const Rule *RuleSet::lookupIdentifier(llvm::StringRef Name) const {
  auto It = Identifiers.find(Name);
  return It == Identifiers.end() ? nullptr : It->second;
}

const Rule *RuleSet::lookupHeader(llvm::StringRef Path) const {
  auto It = Headers.find(Path);
  if (It != Headers.end() && !It->second->Prefix)
    return It->second;
  const Rule *Best = nullptr;
  for (const Rule *R : HeaderPrefixes)
    if (Path.starts_with(R->Cuda) &&
        (!Best || R->Cuda.size() > Best->Cuda.size()))
      Best = R;
  return Best;
}

const Rule *RuleSet::lookupInstruction(llvm::StringRef Mnemonic) const {
  for (llvm::StringRef M = Mnemonic; !M.empty();) {
    auto It = Instructions.find(M);
    if (It != Instructions.end())
      return It->second;
    size_t Dot = M.rfind('.');
    if (Dot == llvm::StringRef::npos)
      break;
    M = M.take_front(Dot);
  }
  return nullptr;
}

const Rule *RuleSet::lookupNamespace(llvm::StringRef Qualified) const {
  auto It = Namespaces.find(Qualified);
  return It == Namespaces.end() ? nullptr : It->second;
}

const Family *RuleSet::family(llvm::StringRef Name) const {
  auto It = FamiliesByName.find(Name);
  return It == FamiliesByName.end() ? nullptr : It->second;
}

const Family *RuleSet::familyOwningHeader(llvm::StringRef RelPath) const {
  // Exact names win over patterns so that a library family can own one header
  // inside a directory that a broader pattern covers.
  for (const Family &F : Families)
    for (const std::string &Pattern : F.Headers)
      if (Pattern == RelPath)
        return &F;
  for (const auto &[Glob, F] : HeaderGlobs)
    if (Glob.match(RelPath))
      return F;
  return nullptr;
}

const Family *
RuleSet::familyOwningLibraryInclude(llvm::StringRef Written) const {
  // A directory (`cutlass/`) holds every header under it; a file name
  // (`cudnn.h`) is only that header, not `cudnn.hpp` or `cudnn.h_utils`.
  for (const Family &F : Families)
    for (const std::string &Entry : F.LibraryHeaders)
      if (llvm::StringRef(Entry).ends_with("/") ? Written.starts_with(Entry)
                                                : Written == Entry)
        return &F;
  return nullptr;
}

std::vector<std::pair<std::string, std::string>>
RuleSet::libraryHeaderCounterparts() const {
  std::vector<std::pair<std::string, std::string>> Out;
  for (const Family &F : Families)
    for (const std::string &P : F.LibraryHeaders)
      if (const Rule *R = lookupHeader(P);
          R && R->Prefix && R->Cuda == P && R->renames())
        Out.push_back({P, R->Musa.str()});
  return Out;
}

std::vector<std::string> RuleSet::musaLibraryHeaderPrefixes() const {
  std::vector<std::string> Out;
  for (const auto &[Cuda, Musa] : libraryHeaderCounterparts())
    Out.push_back(Musa);
  return Out;
}

const Family *RuleSet::familyByNamePattern(llvm::StringRef Name) const {
  if (Name.empty())
    return nullptr;
  if (!NameOpenFirsts.test(static_cast<unsigned char>(Name[0])) &&
      (Name.size() < 2 || !NameHeads.test(nameHead(Name))))
    return nullptr;
  for (const auto &[Glob, F] : NameGlobs)
    if (Glob.match(Name))
      return F;
  return nullptr;
}

const Family *RuleSet::familyOwningNamespace(llvm::StringRef Qualified) const {
  llvm::StringRef First = Qualified.split("::").first;
  for (const Family &F : Families)
    if (llvm::is_contained(F.LibraryNamespaces, First))
      return &F;
  return nullptr;
}

std::vector<std::string> RuleSet::libraryNamespaces() const {
  std::vector<std::string> Out;
  for (const Family &F : Families)
    llvm::append_range(Out, F.LibraryNamespaces);
  return Out;
}

llvm::Error RuleSet::verify() const {
  llvm::StringMap<const Rule *> ByMusa;
  for (const Rule &R : Rules) {
    if (!R.renames() || R.Musa.empty() || R.Kind == RuleKind::Build ||
        R.Kind == RuleKind::Fragment)
      continue;
    // Rules replaced by a user rule file are no longer in force.
    if (lookupExact(R.Kind, R.Cuda) != &R)
      continue;
    std::string Key = (R.Kind == RuleKind::Header ? "h:" : "i:") + R.Musa.str();
    auto [It, New] = ByMusa.try_emplace(Key, &R);
    if (!New && !(R.Shared && It->second->Shared))
      return llvm::createStringError(fmt::format(
          "{}: error: '{}' and '{}' ({}) both map to '{}'; mark both rules "
          "'shared: true' if that is intended",
          where(R), R.Cuda, It->second->Cuda, where(*It->second), R.Musa));
    if (R.Kind == RuleKind::Header || R.Kind == RuleKind::Namespace)
      continue;
    const Rule *Chained = lookupIdentifier(R.Musa);
    if (Chained && Chained != &R)
      return llvm::createStringError(fmt::format(
          "{}: error: '{}' maps to '{}', which is itself a CUDA name with a "
          "rule at {}; migrated code would change again on a second run",
          where(R), R.Cuda, R.Musa, where(*Chained)));
  }
  return llvm::Error::success();
}

} // namespace musify
