//===- HeaderCache.cpp - Precompiled preambles shared by parses -----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/HeaderCache/HeaderCache.h"
#include "PchBuilder.h"
#include "musify/HeaderCache/Preamble.h"
#include "musify/Rules/RuleSet.h"
#include "musify/Support/PrivateFiles.h"
#include "musify/Support/Stopwatch.h"
#include "musify/Support/Version.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/LockFileManager.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include <cerrno>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <fmt/format.h>
#include <map>
#include <nlohmann/json.hpp>
#include <sys/stat.h>
#include <unistd.h>

namespace musify {
namespace {

using nlohmann::json;

/// Bumped when an entry's layout or meaning changes.
constexpr int EntryFormat = 3;

/// How long a parse waits for another process building the same entry.
constexpr unsigned LockWaitSeconds = 600;

/// A lock (or a build's temporary file) older than this was left by a
/// build that will never finish it.
constexpr std::chrono::seconds StaleAfter(LockWaitSeconds);

/// The content hash an entry's .json holds of its .pch (BLAKE3, hex), so
/// that a .pch damaged or replaced behind the entry is never read.
std::optional<std::string> pchHash(const std::string &Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return std::nullopt;
  llvm::StringRef Data = (*Buffer)->getBuffer();
  auto Hash = llvm::BLAKE3::hash(llvm::ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>(Data.data()), Data.size()));
  return llvm::toHex(Hash, /*LowerCase=*/true);
}

std::string hostName() {
  char Name[256] = {};
  if (::gethostname(Name, sizeof(Name) - 1) != 0)
    return "";
  return Name;
}

/// Whether the lock file at \p Path ("<host> <pid>", as LockFileManager
/// writes it) belongs to no live build: a dead process of this host, or a
/// lock older than StaleAfter. \p Foreign is set for a lock of another
/// host, which cannot be checked and is not waited on.
bool isStaleLock(const std::string &Path, bool &Foreign) {
  Foreign = false;
  llvm::sys::fs::file_status Status;
  if (llvm::sys::fs::status(Path, Status, /*follow=*/false))
    return false;
  auto Age =
      std::chrono::system_clock::now() - Status.getLastModificationTime();
  if (Age > StaleAfter)
    return true;
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return false;
  auto [Host, PidText] = (*Buffer)->getBuffer().trim().split(' ');
  int Pid = 0;
  if (PidText.trim().getAsInteger(10, Pid) || Pid <= 0)
    return true; // not a lock any musify wrote
  if (Host != hostName()) {
    Foreign = true;
    return false;
  }
  return ::kill(Pid, 0) != 0 && errno == ESRCH;
}

std::string hashOf(llvm::StringRef Text) {
  return fmt::format("{:016x}", llvm::xxh3_64bits(Text));
}

/// What classifying headers depends on in the rules.
std::string familiesPrint(const RuleSet &Rules) {
  std::string Print;
  for (const Family &F : Rules.families()) {
    Print += F.Name + ":";
    for (const std::string &H : F.Headers)
      Print += H + ",";
    Print += ";";
    for (const std::string &H : F.LibraryHeaders)
      Print += H + ",";
    Print += "|";
  }
  return hashOf(Print);
}

/// Everything but the preamble that decides what it compiles to: the
/// invocation without its input, the directory relative paths start from.
std::string invocationPrint(const clang::CompilerInvocation &Inv,
                            llvm::StringRef Cwd) {
  clang::CompilerInvocation Copy(Inv);
  Copy.getFrontendOpts().Inputs.clear();
  Copy.getFrontendOpts().OutputFile.clear();
  Copy.getCodeGenOpts().MainFileName.clear();
  Copy.getPreprocessorOpts().ImplicitPCHInclude.clear();
  Copy.getDependencyOutputOpts() = clang::DependencyOutputOptions();
  // Not a cc1 option, so not in the command line below.
  std::string Print =
      fmt::format("cwd {}\nskip-function-bodies {}\n", Cwd.str(),
                  Copy.getFrontendOpts().SkipFunctionBodies ? 1 : 0);
  for (const std::string &Arg : Copy.getCC1CommandLine())
    Print += Arg + "\n";
  return Print;
}

/// A file's size and modification time, as Clang checks a PCH's inputs.
std::optional<std::pair<uint64_t, int64_t>> stamp(const std::string &Path) {
  llvm::sys::fs::file_status Status;
  if (llvm::sys::fs::status(Path, Status))
    return std::nullopt;
  return std::make_pair(
      Status.getSize(),
      static_cast<int64_t>(
          Status.getLastModificationTime().time_since_epoch().count()));
}

json factsToJson(const PreambleFacts &F) {
  json Libraries = json::array();
  for (const PreambleFacts::LibraryHeader &H : F.LibraryHeaders)
    Libraries.push_back({H.Path, H.Family, H.Written});
  return {{"includedNames", F.IncludedNames}, {"libraryHeaders", Libraries}};
}

PreambleFacts factsFromJson(const json &J) {
  PreambleFacts F;
  for (const json &Name : J.at("includedNames"))
    F.IncludedNames.push_back(Name.get<std::string>());
  for (const json &H : J.at("libraryHeaders"))
    F.LibraryHeaders.push_back({H.at(0), H.at(1), H.at(2)});
  return F;
}

/// Writes \p Text to \p Path through a temporary file renamed into place.
bool writeAtomically(const std::string &Path, llvm::StringRef Text) {
  llvm::Error E = llvm::writeToOutput(Path, [&](llvm::raw_ostream &OS) {
    OS << Text;
    return llvm::Error::success();
  });
  if (!E)
    return true;
  llvm::consumeError(std::move(E));
  return false;
}

} // namespace

HeaderCache::HeaderCache(std::string Dir, const RuleSet &Rules,
                         std::vector<std::string> CudaRoots)
    : Dir(std::move(Dir)), Rules(Rules), CudaRoots(std::move(CudaRoots)),
      RulesPrint(familiesPrint(Rules)) {}

HeaderCache::~HeaderCache() = default;

std::string HeaderCache::path(const std::string &Key,
                              llvm::StringRef Ext) const {
  llvm::SmallString<256> P(Dir);
  llvm::sys::path::append(P, Key + Ext.str());
  return std::string(P);
}

std::optional<CachedPreamble> HeaderCache::load(const std::string &Key) {
  auto Buffer = llvm::MemoryBuffer::getFile(path(Key, ".json"));
  if (!Buffer)
    return std::nullopt;
  json J = json::parse((*Buffer)->getBuffer(), nullptr, /*allow_exceptions=*/
                       false);
  if (!J.is_object())
    return std::nullopt;
  try {
    if (J.at("format") != EntryFormat || J.at("key") != Key)
      return std::nullopt;
    {
      std::lock_guard<std::mutex> Guard(Lock);
      if (!Checked.count(Key)) {
        for (const json &F : J.at("files")) {
          auto Now = stamp(F.at(0).get<std::string>());
          if (!Now || Now->first != F.at(1).get<uint64_t>() ||
              Now->second != F.at(2).get<int64_t>())
            return std::nullopt; // a header changed: build it again
        }
        // A .pch damaged, or copied from another entry, would crash the
        // parse or change it: it must be the one the entry was built with.
        if (J.at("usable").get<bool>() &&
            pchHash(path(Key, ".pch")) != J.at("pch").get<std::string>()) {
          evict(Key);
          return std::nullopt;
        }
        Checked.insert(Key);
        touch(Key);
      }
    }
    CachedPreamble P;
    if (!J.at("usable").get<bool>())
      return P; // known not to be worth a precompiled header: no PchPath
    P.PchPath = path(Key, ".pch");
    if (!llvm::sys::fs::exists(P.PchPath))
      return std::nullopt;
    P.Facts = factsFromJson(J.at("facts"));
    return P;
  } catch (const json::exception &) {
    return std::nullopt;
  }
}

std::optional<CachedPreamble>
HeaderCache::build(const std::string &Key, const clang::CompilerInvocation &Inv,
                   clang::FileManager &Files,
                   std::shared_ptr<clang::PCHContainerOperations> PCHOps,
                   const std::vector<std::string> &Includes) {
  Stopwatch Time;
  std::string Pch = path(Key, ".pch");
  json Entry = {{"format", EntryFormat},
                {"key", Key},
                {"musify", MUSIFY_VERSION_STRING},
                {"clang", clang::getClangFullVersion()}};
  size_t Count = Includes.size();
  PchBuild B;
  // A preamble that reaches the user's code is cut before that include and
  // compiled again; one that reaches it at once gives nothing to cache.
  while (Count > 0) {
    // A header of its own per attempt: the file manager remembers sizes.
    std::string Header = path(Key, fmt::format(".{}.h", Count));
    if (!writeAtomically(Header, preambleText(Includes, Count)))
      return std::nullopt;
    B = buildPch(Inv, Header, Count, Pch, Files, PCHOps, Rules, CudaRoots);
    if (!B.Error.empty() || B.UsableIncludes == Count)
      break;
    llvm::sys::fs::remove(Header);
    Count = B.UsableIncludes;
  }
  json FileList = json::array();
  for (const std::string &F : B.Files)
    if (auto S = stamp(F))
      FileList.push_back({F, S->first, S->second});
  Entry["files"] = FileList;
  bool Usable = Count > 0 && B.Error.empty();
  Entry["preamble"] = preambleText(Includes, Count);
  Entry["usable"] = Usable;
  if (!B.Error.empty())
    Entry["reason"] = B.Error;
  else if (Count == 0)
    Entry["reason"] = "its first include reaches a file of the user's";
  Entry["facts"] = factsToJson(B.Facts);
  std::optional<std::string> Hash = Usable ? pchHash(Pch) : std::nullopt;
  if (Usable && !Hash)
    Usable = false, Entry["usable"] = false,
    Entry["reason"] = "its precompiled header could not be read back";
  if (Hash)
    Entry["pch"] = *Hash;
  if (!Usable)
    llvm::sys::fs::remove(Pch);
  if (!writeAtomically(path(Key, ".json"), Entry.dump(1)))
    return std::nullopt;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Checked.insert(Key);
  }
  CachedPreamble P;
  if (Usable) {
    P.PchPath = Pch;
    P.Facts = std::move(B.Facts);
  }
  P.Built = true;
  P.BuildSeconds = Time.seconds();
  return P;
}

std::optional<CachedPreamble>
HeaderCache::find(const clang::CompilerInvocation &Inv,
                  clang::FileManager &Files,
                  std::shared_ptr<clang::PCHContainerOperations> PCHOps,
                  llvm::StringRef MainText, bool MayBuild) {
  const clang::FrontendOptions &Front = Inv.getFrontendOpts();
  if (Front.Inputs.size() != 1 || !Front.Inputs[0].isFile())
    return std::nullopt;
  llvm::vfs::FileSystem &FS = Files.getVirtualFileSystem();
  std::vector<std::string> Includes =
      preambleOf(MainText, Front.Inputs[0].getFile(), FS);
  if (Includes.empty())
    return std::nullopt;
  // Entries only from a directory no one but the user may write: the
  // hashes tie a .pch to its .json, not to who wrote both.
  if (llvm::sys::fs::exists(Dir))
    if (llvm::Error E = checkPrivateDirectory(Dir)) {
      llvm::consumeError(std::move(E));
      return std::nullopt;
    }
  llvm::ErrorOr<std::string> Cwd = FS.getCurrentWorkingDirectory();
  std::string Key = hashOf(fmt::format(
      "musify {} format {}\n{}\nrules {}\n{}preamble\n{}",
      MUSIFY_VERSION_STRING, EntryFormat, clang::getClangFullVersion(),
      RulesPrint, invocationPrint(Inv, Cwd ? *Cwd : ""),
      preambleText(Includes, Includes.size())));

  if (std::optional<CachedPreamble> Found = load(Key))
    return Found;
  if (!MayBuild || llvm::sys::fs::create_directories(Dir))
    return std::nullopt;
  sweepLeftovers();
  // A lock whose build is gone is removed; another host's is not waited on
  // (its build may be alive, but nothing here can tell).
  bool Foreign = false;
  if (isStaleLock(path(Key, ".pch.lock"), Foreign))
    llvm::sys::fs::remove(path(Key, ".pch.lock"));
  if (Foreign)
    return build(Key, Inv, Files, std::move(PCHOps), Includes);
  // Parse processes share the directory: one builds, the others wait.
  llvm::LockFileManager Locked(path(Key, ".pch"));
  switch (Locked.getState()) {
  case llvm::LockFileManager::LFS_Shared: {
    Stopwatch Wait;
    Locked.waitForUnlock(LockWaitSeconds);
    std::optional<CachedPreamble> Found = load(Key);
    if (Found)
      Found->BuildSeconds = Wait.seconds();
    return Found;
  }
  case llvm::LockFileManager::LFS_Owned:
    if (std::optional<CachedPreamble> Found = load(Key))
      return Found;
    [[fallthrough]];
  case llvm::LockFileManager::LFS_Error:
    return build(Key, Inv, Files, std::move(PCHOps), Includes);
  }
  return std::nullopt;
}

uint64_t headerCacheSizeBound() {
  uint64_t MiB = 4096;
  if (std::optional<std::string> V =
          llvm::sys::Process::GetEnv("MUSIFY_HEADER_CACHE_SIZE"))
    if (llvm::StringRef(*V).getAsInteger(10, MiB))
      MiB = 4096;
  return MiB << 20;
}

void HeaderCache::touch(const std::string &Key) {
  // The .json's time says when the entry was last used; its content is
  // unchanged.
  ::utimensat(AT_FDCWD, path(Key, ".json").c_str(), nullptr, 0);
}

/// As ccache does: when the entries take more than the bound, the least
/// recently used go first, down to nine tenths of it; never one used in
/// the last minute, which a parse of another process may be reading.
void HeaderCache::trimToSize() {
  uint64_t Bound = headerCacheSizeBound();
  if (Bound == 0)
    return;
  struct Use {
    uint64_t Size = 0;
    llvm::sys::TimePoint<> Last;
  };
  std::map<std::string, Use> Entries;
  uint64_t Total = 0;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    bool Json = Name.ends_with(".json");
    if (!Json && !Name.ends_with(".pch"))
      continue;
    llvm::sys::fs::file_status Status;
    if (llvm::sys::fs::status(It->path(), Status, /*Follow=*/false))
      continue;
    Use &U = Entries[Name.drop_back(Json ? 5 : 4).str()];
    U.Size += Status.getSize();
    Total += Status.getSize();
    if (Json)
      U.Last = Status.getLastModificationTime();
  }
  if (Total <= Bound)
    return;
  std::vector<std::pair<llvm::sys::TimePoint<>, std::string>> Order;
  for (const auto &[Key, U] : Entries)
    Order.push_back({U.Last, Key});
  llvm::sort(Order);
  auto Recent = std::chrono::system_clock::now() - std::chrono::minutes(1);
  for (const auto &[Last, Key] : Order) {
    if (Total <= Bound / 10 * 9)
      break;
    if (Last > Recent)
      continue;
    evict(Key);
    Total -= Entries[Key].Size;
  }
}

void HeaderCache::evict(const std::string &Key) {
  llvm::sys::fs::remove(path(Key, ".pch"));
  llvm::sys::fs::remove(path(Key, ".json"));
}

void HeaderCache::sweepLeftovers() {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    if (Swept)
      return;
    Swept = true;
  }
  // A killed build leaves its lock files (<key>.pch.lock, and the
  // <key>.pch.lock-XXXXXXXX it is made from) and Clang's temporary output
  // (<key>-XXXXXXXX.pch.tmp): removed once no live build can own them.
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    std::string Path = It->path();
    llvm::StringRef Name = llvm::sys::path::filename(Path);
    size_t At = Name.find(".pch");
    if (At == llvm::StringRef::npos || Name.ends_with(".pch"))
      continue;
    llvm::StringRef Rest = Name.drop_front(At + 4);
    bool Foreign = false;
    if (Rest.starts_with(".lock")) {
      if (isStaleLock(Path, Foreign))
        llvm::sys::fs::remove(Path);
    } else if (Rest.ends_with(".tmp")) {
      // Clang names it <key>-XXXXXXXX.pch.tmp: the build of <key> owns it.
      llvm::StringRef Key = Name.take_front(Name.find_first_of("-."));
      std::string Lock = path(Key.str(), ".pch.lock");
      if (!llvm::sys::fs::exists(Lock) || isStaleLock(Lock, Foreign))
        llvm::sys::fs::remove(Path);
    }
  }
  trimToSize();
}

std::map<std::string, unsigned> inputsSharingPreamble(
    const std::vector<std::string> &Inputs,
    llvm::function_ref<std::string(llvm::StringRef Path)> Flags) {
  std::map<std::string, std::vector<std::string>> ByPreamble;
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS =
      llvm::vfs::getRealFileSystem();
  for (const std::string &Input : Inputs) {
    auto Buffer = llvm::MemoryBuffer::getFile(Input, /*IsText=*/false);
    if (!Buffer)
      continue;
    std::vector<std::string> Includes =
        preambleOf((*Buffer)->getBuffer(), Input, *FS);
    if (!Includes.empty())
      ByPreamble[Flags(Input) + "\n" + preambleText(Includes, Includes.size())]
          .push_back(Input);
  }
  std::map<std::string, unsigned> Shared;
  unsigned Group = 0;
  for (const auto &[Preamble, Files] : ByPreamble) {
    if (Files.size() < 2)
      continue;
    for (const std::string &File : Files)
      Shared.emplace(File, Group);
    ++Group;
  }
  return Shared;
}

} // namespace musify
