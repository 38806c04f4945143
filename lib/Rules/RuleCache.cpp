//===- RuleCache.cpp - The compiled form of a rule directory --------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Layout, little-endian: a header, the families, the rules, then one blob of
// text. Every text field is an (offset, size) pair into the blob, and every
// list is its items joined by newlines, so that records have a fixed size and
// a reader can check each one before it trusts it.
//
//===----------------------------------------------------------------------===//

#include "musify/Rules/RuleCache.h"
#include "musify/Rules/RuleLoader.h"
#include "musify/Support/AtomicFile.h"
#include "musify/Support/PrivateFiles.h"
#include "musify/Support/Version.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/xxhash.h"
#include <algorithm>
#include <optional>

namespace musify {
namespace {

using llvm::support::endian::read32le;
using llvm::support::endian::read64le;

constexpr llvm::StringLiteral Magic = "MUSIFY-RULES\n";
/// Raised whenever the layout below, or what a Rule holds, changes.
constexpr uint32_t FormatVersion = 6;

constexpr size_t RefSize = 8; // offset, size
constexpr size_t FamilyRefs = 8;
constexpr size_t FamilySize = FamilyRefs * RefSize + 4;
constexpr size_t RuleRefs =
    std::tuple_size_v<decltype(std::declval<Rule &>().textFields())> + 2;
constexpr size_t RuleSize = RuleRefs * RefSize + 12;
constexpr size_t HeaderSize = 16 + 4 + 8 + 4 + 4 + 8;
/// No rule cache is this large (the shipped rules make about 5 MB): a
/// bigger file is not read at all.
constexpr uint64_t MaxCacheSize = 256u << 20;

/// A non-empty absolute path from the environment variable \p Name; a
/// variable set but empty, or relative, counts as unset (a relative cache
/// directory would land in the tree musify runs in).
std::optional<std::string> absoluteEnv(const char *Name) {
  std::optional<std::string> V = llvm::sys::Process::GetEnv(Name);
  if (!V || V->empty() || !llvm::sys::path::is_absolute(*V))
    return std::nullopt;
  return V;
}

/// Collects the text of the cache, each distinct string once.
class BlobWriter {
public:
  void ref(llvm::StringRef S, std::string &Out) {
    auto [It, New] = Offsets.try_emplace(S, Blob.size());
    if (New)
      Blob += S;
    put32(Out, It->second);
    put32(Out, static_cast<uint32_t>(S.size()));
  }
  const std::string &blob() const { return Blob; }

  static void put32(std::string &Out, uint32_t V) {
    char B[4];
    llvm::support::endian::write32le(B, V);
    Out.append(B, 4);
  }
  static void put64(std::string &Out, uint64_t V) {
    char B[8];
    llvm::support::endian::write64le(B, V);
    Out.append(B, 8);
  }

private:
  llvm::StringMap<uint32_t> Offsets;
  std::string Blob;
};

/// Joins a list for the cache; false when an item cannot round-trip (empty,
/// or holding the separator).
template <typename T>
bool joinList(const std::vector<T> &Items, std::string &Out) {
  for (const auto &Item : Items) {
    llvm::StringRef S(Item);
    if (S.empty() || S.contains('\n'))
      return false;
    if (!Out.empty())
      Out += '\n';
    Out += S;
  }
  return true;
}

template <typename T>
void splitList(llvm::StringRef Joined, std::vector<T> &Out) {
  if (Joined.empty())
    return;
  for (llvm::StringRef Item : llvm::split(Joined, '\n'))
    Out.push_back(T(Item));
}

/// Reads records of a mapped cache, refusing any reference outside it.
class CacheReader {
public:
  CacheReader(llvm::StringRef Blob) : Blob(Blob) {}

  bool ref(const char *&P, llvm::StringRef &Out) {
    uint32_t Offset = read32le(P), Size = read32le(P + 4);
    P += RefSize;
    if (Offset > Blob.size() || Size > Blob.size() - Offset)
      return false;
    Out = Blob.substr(Offset, Size);
    return true;
  }

private:
  llvm::StringRef Blob;
};

bool readFamily(CacheReader &Reader, const char *P, Family &F) {
  llvm::StringRef Name, Title, Headers, LibraryHeaders, LibraryNamespaces,
      NamePatterns, BuildDefines, File;
  if (!Reader.ref(P, Name) || !Reader.ref(P, Title) ||
      !Reader.ref(P, Headers) || !Reader.ref(P, LibraryHeaders) ||
      !Reader.ref(P, LibraryNamespaces) || !Reader.ref(P, NamePatterns) ||
      !Reader.ref(P, BuildDefines) || !Reader.ref(P, File) ||
      static_cast<uint8_t>(*P) > 1)
    return false;
  F.MusaCxxStandard = read32le(P) >> 8;
  F.Name = Name.str();
  F.Title = Title.str();
  splitList(Headers, F.Headers);
  splitList(LibraryHeaders, F.LibraryHeaders);
  splitList(LibraryNamespaces, F.LibraryNamespaces);
  splitList(NamePatterns, F.NamePatterns);
  splitList(BuildDefines, F.BuildDefines);
  F.File = File.str();
  F.UnmappedIsIdentity = *P == 1;
  return true;
}

bool readRule(CacheReader &Reader, const char *P, Rule &R) {
  for (llvm::StringRef *Field : R.textFields())
    if (!Reader.ref(P, *Field))
      return false;
  llvm::StringRef Scripts, Members;
  if (!Reader.ref(P, Scripts) || !Reader.ref(P, Members))
    return false;
  uint8_t Kind = P[0], Status = P[1], Prefix = P[2], Shared = P[3],
          Remove = P[8], DropsDefaults = P[9];
  if (Kind > static_cast<uint8_t>(RuleKind::Fragment) ||
      Status > static_cast<uint8_t>(RuleStatus::Unknown) || Prefix > 1 ||
      Shared > 1 || Remove > 1 || DropsDefaults > 1 || R.Cuda.empty())
    return false;
  R.Kind = static_cast<RuleKind>(Kind);
  R.Status = static_cast<RuleStatus>(Status);
  R.Prefix = Prefix;
  R.Shared = Shared;
  R.Remove = Remove;
  R.CallDropsDefaults = DropsDefaults;
  R.Line = read32le(P + 4);
  splitList(Scripts, R.Scripts);
  splitList(Members, R.Members);
  return true;
}

/// One cache file per rule directory, so that edits to the rules replace
/// the cache instead of adding to the cache directory.
std::string cachePath(llvm::StringRef Dir, llvm::StringRef CacheDir) {
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Dir, Real))
    Real = Dir;
  llvm::SmallString<256> Path(CacheDir);
  llvm::sys::path::append(
      Path, "rules-" + llvm::utohexstr(llvm::xxh3_64bits(Real), true) + ".bin");
  return std::string(Path);
}

} // namespace

std::string defaultRuleCacheDir() {
  if (std::optional<std::string> Env =
          llvm::sys::Process::GetEnv("MUSIFY_CACHE_DIR");
      Env && !Env->empty())
    return *Env == "off" ? std::string() : *Env;
  llvm::SmallString<256> Dir;
  if (std::optional<std::string> Xdg = absoluteEnv("XDG_CACHE_HOME")) {
    Dir = *Xdg;
  } else {
    std::optional<std::string> Home = absoluteEnv("HOME");
    if (!Home)
      return "";
    Dir = *Home;
    llvm::sys::path::append(Dir, ".cache");
  }
  llvm::sys::path::append(Dir, "musify");
  return std::string(Dir);
}

llvm::Expected<uint64_t> ruleDirectoryKey(llvm::StringRef Dir) {
  llvm::Expected<std::vector<std::string>> Files = ruleFilesIn(Dir);
  if (!Files)
    return Files.takeError();
  std::string Key =
      (MUSIFY_VERSION_STRING "|" + llvm::Twine(FormatVersion) + "|" + Dir)
          .str();
  for (const std::string &F : *Files) {
    llvm::sys::fs::file_status Status;
    if (std::error_code StatError = llvm::sys::fs::status(F, Status))
      return llvm::createStringError(StatError,
                                     F + ": error: " + StatError.message());
    Key += "|" + llvm::sys::path::filename(F).str() + ":" +
           std::to_string(Status.getSize()) + ":" +
           std::to_string(
               Status.getLastModificationTime().time_since_epoch().count());
  }
  return llvm::xxh3_64bits(Key);
}

llvm::Error writeRuleCache(const RuleSet &Rules, uint64_t Key,
                           llvm::StringRef Path) {
  BlobWriter Blob;
  std::string Records;
  for (const Family &F : Rules.families()) {
    std::string Headers, LibraryHeaders, LibraryNamespaces, NamePatterns,
        BuildDefines;
    if (!joinList(F.Headers, Headers) ||
        !joinList(F.LibraryHeaders, LibraryHeaders) ||
        !joinList(F.LibraryNamespaces, LibraryNamespaces) ||
        !joinList(F.NamePatterns, NamePatterns) ||
        !joinList(F.BuildDefines, BuildDefines))
      return llvm::createStringError("family '" + F.Name +
                                     "' has a list item the cache cannot hold");
    for (llvm::StringRef S :
         {llvm::StringRef(F.Name), llvm::StringRef(F.Title),
          llvm::StringRef(Headers), llvm::StringRef(LibraryHeaders),
          llvm::StringRef(LibraryNamespaces), llvm::StringRef(NamePatterns),
          llvm::StringRef(BuildDefines), llvm::StringRef(F.File)})
      Blob.ref(S, Records);
    // The low byte: unmapped is identity; the rest: the C++ standard.
    BlobWriter::put32(Records,
                      uint32_t(F.UnmappedIsIdentity) | F.MusaCxxStandard << 8);
  }
  for (const Rule &R : Rules.rules()) {
    std::string Scripts, Members;
    if (!joinList(R.Scripts, Scripts) || !joinList(R.Members, Members))
      return llvm::createStringError("rule '" + R.Cuda +
                                     "' has a list item the cache cannot hold");
    for (const llvm::StringRef *Field : R.textFields())
      Blob.ref(*Field, Records);
    Blob.ref(Scripts, Records);
    Blob.ref(Members, Records);
    Records += static_cast<char>(R.Kind);
    Records += static_cast<char>(R.Status);
    Records += static_cast<char>(R.Prefix);
    Records += static_cast<char>(R.Shared);
    BlobWriter::put32(Records, R.Line);
    Records += static_cast<char>(R.Remove);
    Records += static_cast<char>(R.CallDropsDefaults);
    Records.append(2, '\0');
  }
  std::string Out;
  Out.reserve(HeaderSize + Records.size() + Blob.blob().size());
  Out += Magic;
  Out.append(16 - Magic.size(), '\0');
  BlobWriter::put32(Out, FormatVersion);
  BlobWriter::put64(Out, Key);
  BlobWriter::put32(Out, static_cast<uint32_t>(Rules.families().size()));
  BlobWriter::put32(Out, static_cast<uint32_t>(Rules.rules().size()));
  BlobWriter::put64(Out, Blob.blob().size());
  Out += Records;
  Out += Blob.blob();
  // Only in a directory of the user's own, with the tag of its content.
  llvm::StringRef Dir = llvm::sys::path::parent_path(Path);
  if (llvm::Error E = checkPrivateDirectory(Dir))
    return E;
  llvm::Expected<CacheTag> Secret = cacheSecret(Dir);
  if (!Secret)
    return Secret.takeError();
  return writeFileAtomically(Path, tagged(*Secret, Out),
                             llvm::sys::fs::perms(0600));
}

bool readRuleCache(llvm::StringRef Path, uint64_t Key, RuleSet &Rules) {
  llvm::StringRef Dir = llvm::sys::path::parent_path(Path);
  if (llvm::Error E = checkPrivateDirectory(Dir)) {
    llvm::consumeError(std::move(E));
    return false;
  }
  auto Buffer = readPrivateFile(Path, MaxCacheSize);
  if (!Buffer) {
    llvm::consumeError(Buffer.takeError());
    return false;
  }
  llvm::Expected<CacheTag> Secret = cacheSecret(Dir);
  if (!Secret) {
    llvm::consumeError(Secret.takeError());
    return false;
  }
  // A cache another user or program made has no valid tag: a miss.
  llvm::StringRef Payload;
  if (!checkTagged(*Secret, (*Buffer)->getBuffer(), Payload))
    return false;
  return readRuleCache(llvm::MemoryBuffer::getMemBufferCopy(Payload), Key,
                       Rules);
}

bool readRuleCache(std::unique_ptr<llvm::MemoryBuffer> Cache, uint64_t Key,
                   RuleSet &Rules) {
  llvm::StringRef Data = Cache->getBuffer();
  if (Data.size() < HeaderSize || !Data.starts_with(Magic))
    return false;
  const char *P = Data.data() + 16;
  uint32_t Format = read32le(P);
  uint64_t StoredKey = read64le(P + 4);
  uint64_t Families = read32le(P + 12), Count = read32le(P + 16);
  uint64_t BlobSize = read64le(P + 20);
  uint64_t Expected =
      HeaderSize + Families * FamilySize + Count * RuleSize + BlobSize;
  if (Format != FormatVersion || StoredKey != Key || Expected != Data.size())
    return false;
  CacheReader Reader(Data.take_back(BlobSize));
  RuleSet Loaded;
  P = Data.data() + HeaderSize;
  for (uint64_t I = 0; I < Families; ++I, P += FamilySize) {
    Family F;
    if (!readFamily(Reader, P, F))
      return false;
    if (llvm::Error E = Loaded.addFamily(std::move(F))) {
      llvm::consumeError(std::move(E));
      return false;
    }
  }
  for (uint64_t I = 0; I < Count; ++I, P += RuleSize) {
    Rule R;
    if (!readRule(Reader, P, R))
      return false;
    if (llvm::Error E = Loaded.addOwned(std::move(R))) {
      llvm::consumeError(std::move(E));
      return false;
    }
  }
  Loaded.keepBuffer(std::move(Cache));
  Rules = std::move(Loaded);
  return true;
}

llvm::Error loadRuleDirectoryCached(llvm::StringRef Dir,
                                    llvm::StringRef CacheDir, RuleSet &Rules,
                                    RuleCacheResult *Result) {
  RuleCacheResult Ignored;
  RuleCacheResult &Out = Result ? *Result : Ignored;
  Out = RuleCacheResult();
  if (CacheDir.empty())
    return loadRuleDirectory(Dir, Rules);
  llvm::Expected<uint64_t> Key = ruleDirectoryKey(Dir);
  if (!Key)
    return Key.takeError();
  Out.Path = cachePath(Dir, CacheDir);
  if (llvm::Error E = checkPrivateDirectory(CacheDir)) {
    Out.Use = RuleCacheUse::Failed;
    Out.Problem = llvm::toString(std::move(E));
    return loadRuleDirectory(Dir, Rules);
  }
  if (readRuleCache(Out.Path, *Key, Rules)) {
    Out.Use = RuleCacheUse::Loaded;
    return llvm::Error::success();
  }
  if (llvm::Error E = loadRuleDirectory(Dir, Rules))
    return E;
  if (llvm::Error E = writeRuleCache(Rules, *Key, Out.Path)) {
    Out.Use = RuleCacheUse::Failed;
    Out.Problem = llvm::toString(std::move(E));
  } else {
    Out.Use = RuleCacheUse::Written;
  }
  return llvm::Error::success();
}

} // namespace musify
