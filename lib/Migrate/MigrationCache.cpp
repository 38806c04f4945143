//===- MigrationCache.cpp - Reuse what an unchanged input produced --------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "MigrationCache.h"
#include "musify/Rules/RuleCache.h"
#include "musify/Support/AtomicFile.h"
#include "musify/Support/Paths.h"
#include "musify/Support/Printable.h"
#include "musify/Support/PrivateFiles.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>

namespace musify {

using nlohmann::json;

MigrationCache::MigrationCache(std::string P, std::string F,
                               const RuleSet &Rules,
                               const std::vector<std::string> &Current)
    // The format of the entries is part of the fingerprint: a cache written
    // by a musify that stored less is not read.
    : Path(std::move(P)), Fingerprint(std::move(F) + "/format-9"), Rules(Rules),
      Inputs(Current) {
  loadSecret();
  readLastRun();
  // Here, on the thread that made the cache, not on a worker thread at the
  // first record: creating a temporary file makes LLVM install its signal
  // handlers, and with them a signal stack on the calling thread, which a
  // thread pool's thread would leave behind when it ends.
  begin();
}

void MigrationCache::loadSecret() {
  // The rule cache's directory holds the user's secret; without one (no
  // private directory), records are tagged with an all-zero key, which
  // finds damage but not a forgery.
  Secret.fill(0);
  std::string Dir = defaultRuleCacheDir();
  if (Dir.empty())
    return;
  if (llvm::Error E = checkPrivateDirectory(Dir)) {
    llvm::consumeError(std::move(E));
    return;
  }
  llvm::Expected<CacheTag> Key = cacheSecret(Dir);
  if (Key)
    Secret = *Key;
  else
    llvm::consumeError(Key.takeError());
}

std::string MigrationCache::tagOf(const std::string &Input,
                                  llvm::StringRef Record) const {
  // The tag ties a record to the input it is for and to the rules and
  // options (the fingerprint): a record moved to another input, or kept
  // from other options, is as bad as a forged one.
  std::string Data = Fingerprint;
  Data += '\0';
  Data += Input;
  Data += '\0';
  Data += Record;
  return llvm::toHex(cacheTag(Secret, Data), /*LowerCase=*/true);
}

std::string MigrationCache::taggedRecord(const std::string &Input,
                                         nlohmann::json Entry) const {
  Entry.erase("tag");
  Entry["tag"] = tagOf(Input, Entry.dump());
  return Entry.dump();
}

bool MigrationCache::authentic(const std::string &Input,
                               nlohmann::json &Entry) const {
  if (!Entry.is_object() || !Entry.contains("tag") || !Entry["tag"].is_string())
    return false;
  std::string Tag = Entry["tag"].get<std::string>();
  Entry.erase("tag");
  return Tag == tagOf(Input, Entry.dump());
}

void MigrationCache::dropForged() {
  for (auto It = Entries.begin(); It != Entries.end();) {
    if (authentic(It.key(), *It)) {
      ++It;
      continue;
    }
    llvm::errs() << "musify: note: " << printable(Path) << ": the record of "
                 << printable(It.key())
                 << " does not carry this user's tag (damaged, or not "
                    "written by musify for these options); it is not used "
                    "and the input is migrated again\n";
    It = Entries.erase(It);
  }
}

void MigrationCache::readLastRun() {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return;
  json J = json::parse((*Buffer)->getBuffer().str(), nullptr,
                       /*allow_exceptions=*/false);
  // A cache written with other rules or options is of no use; one that is
  // not what musify writes (a hand edit, a truncated file) neither.
  try {
    if (J.is_discarded() || J.value("fingerprint", "") != Fingerprint ||
        !J.contains("inputs") || !J["inputs"].is_object())
      return;
    // The list of the last run's files decides which names are new: it is
    // tagged too.
    json Files = J.value("files", json::array());
    if (J.value("filesTag", "") != tagOf("", Files.dump())) {
      llvm::errs() << "musify: note: " << printable(Path)
                   << " does not carry this user's tag (damaged, or not "
                      "written by musify); every input is migrated again\n";
      return;
    }
    std::set<std::string> Known;
    for (const json &K : Files)
      Known.insert(K.get<std::string>());
    Entries = J["inputs"];
    dropForged();
    for (const std::string &In : Inputs)
      if (!Known.count(In))
        NewNames.insert(llvm::sys::path::filename(In).str());
  } catch (const json::exception &) {
    Entries = json::object();
    NewNames.clear();
  }
}

/// Whether every string (and key) of \p J is UTF-8: what dump() would
/// otherwise refuse, found without writing the text out.
static bool allUTF8(const json &J) {
  switch (J.type()) {
  case json::value_t::string:
    return llvm::json::isUTF8(J.get_ref<const std::string &>());
  case json::value_t::array:
    return llvm::all_of(J, [](const json &X) { return allUTF8(X); });
  case json::value_t::object:
    for (const auto &[Key, Value] : J.items())
      if (!llvm::json::isUTF8(Key) || !allUTF8(Value))
        return false;
    return true;
  default:
    return true;
  }
}

void MigrationCache::begin() {
  llvm::StringRef Parent = llvm::sys::path::parent_path(Path);
  if (!Parent.empty() && llvm::sys::fs::create_directories(Parent))
    return;
  llvm::Expected<llvm::sys::fs::TempFile> File =
      llvm::sys::fs::TempFile::create(Path + TemporaryMarker + "%%%%%%");
  if (!File) {
    llvm::consumeError(File.takeError());
    return;
  }
  Next.emplace(std::move(*File));
  NextOut = std::make_unique<llvm::raw_fd_ostream>(Next->FD,
                                                   /*shouldClose=*/false);
  // The text json::dump would give for the whole object, written in parts.
  *NextOut << "{\"fingerprint\":" << json(Fingerprint).dump()
           << ",\"files\":" << json(Inputs).dump()
           << ",\"filesTag\":" << json(tagOf("", json(Inputs).dump())).dump()
           << ",\"inputs\":{";
}

void MigrationCache::append(const std::string &Input, llvm::StringRef Record) {
  if (!NextOut)
    return;
  if (!FirstRecord)
    *NextOut << ',';
  FirstRecord = false;
  *NextOut << json(Input).dump() << ':' << Record;
}

void MigrationCache::store(const std::string &Input,
                           const InputOutcome &Outcome) {
  if (!Replaced.insert(Input).second || !NextOut)
    return; // one record per input, and none without a file to go to
  json Entry = outcomeToJson(Outcome);
  // What the parse cost says nothing about its result; a reused entry
  // costs nothing.
  Entry.erase("seconds");
  Entry.erase("preambles");
  // JSON text is UTF-8: an input whose edits carry other bytes (a Latin-1
  // string in a rewritten call) is not cached rather than cached altered.
  if (allUTF8(Entry))
    append(Input, taggedRecord(Input, std::move(Entry)));
}

std::optional<InputOutcome>
MigrationCache::lookup(const std::string &Input) const {
  auto It = Entries.find(Input);
  if (It == Entries.end() || !It->is_object())
    return std::nullopt;
  const json &Includes = It->value("includes", json());
  if (Includes.is_array())
    for (const json &Name : Includes)
      if (Name.is_string() && NewNames.count(Name.get<std::string>()))
        return std::nullopt; // a new file of that name may be found instead
  return outcomeFromJson(*It, Rules);
}

void MigrationCache::save() {
  if (!NextOut)
    return;
  for (const auto &[Input, Entry] : Entries.items())
    if (!Replaced.count(Input))
      append(Input, taggedRecord(Input, Entry));
  *NextOut << "}}\n";
  NextOut->flush();
  bool Bad = NextOut->has_error();
  NextOut->clear_error();
  NextOut.reset();
  llvm::sys::fs::TempFile File = std::move(*Next);
  Next.reset();
  if (Bad) {
    llvm::consumeError(File.discard());
    return;
  }
  if (llvm::Error E = File.keep(Path))
    llvm::consumeError(std::move(E));
}

MigrationCache::~MigrationCache() {
  if (!Next)
    return;
  NextOut->clear_error();
  NextOut.reset();
  llvm::consumeError(Next->discard());
}

} // namespace musify
