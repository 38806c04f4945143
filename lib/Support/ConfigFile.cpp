//===- ConfigFile.cpp - Options kept in a project's .musify.yaml ----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/ConfigFile.h"
#include "musify/Support/Paths.h"
#include "musify/Support/Printable.h"
#include "musify/Support/YamlFileReader.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <sys/stat.h>
#include <unistd.h>

namespace musify {
namespace {

class ConfigReader : YamlFileReader {
public:
  ConfigReader(llvm::StringRef Text, llvm::StringRef Path,
               llvm::function_ref<ConfigKey(llvm::StringRef)> Classify,
               ConfigKeySuggester Suggest)
      : YamlFileReader(Text, Path), Classify(Classify), Suggest(Suggest),
        Dir(llvm::sys::path::parent_path(Path)) {}

  llvm::Expected<std::vector<std::string>> read() {
    llvm::yaml::Stream S = stream();
    for (llvm::yaml::Document &Doc : S) {
      llvm::yaml::Node *Root = Doc.getRoot();
      if (llvm::isa_and_nonnull<llvm::yaml::NullNode>(Root))
        continue; // an empty file sets nothing
      auto *Map = llvm::dyn_cast_or_null<llvm::yaml::MappingNode>(Root);
      if (!Map) {
        error(Root, "expected a mapping from option names to values");
        return failure();
      }
      for (llvm::yaml::KeyValueNode &KV : *Map)
        if (!entry(KV))
          return failure();
    }
    if (!FirstError.empty())
      return failure();
    return std::move(Args);
  }

private:
  llvm::Error failure() {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), FirstError);
  }

  bool entry(llvm::yaml::KeyValueNode &KV) {
    std::string Name;
    if (!scalar(KV.getKey(), Name))
      return false;
    llvm::StringRef Bare = optionOfConfigKey(llvm::StringRef(Name).ltrim('-'));
    ConfigKey Kind = Classify(Bare);
    if (Kind == ConfigKey::Unknown) {
      std::string Near = Suggest ? Suggest(Name) : "";
      return error(KV.getKey(),
                   "'" + Name + "' is not an option a configuration may set" +
                       (Near.empty() ? "" : "; did you mean '" + Near + "'?") +
                       " (see musify --help)");
    }
    std::vector<std::string> Values;
    llvm::yaml::Node *V = KV.getValue();
    if (llvm::isa_and_nonnull<llvm::yaml::SequenceNode>(V)) {
      if (!stringList(V, Values))
        return false;
    } else {
      std::string One;
      if (!scalar(V, One))
        return false;
      Values.push_back(std::move(One));
    }
    for (std::string &Value : Values) {
      if (Kind == ConfigKey::Path && !Value.empty() &&
          !llvm::sys::path::is_absolute(Value)) {
        llvm::SmallString<256> P(Dir);
        llvm::sys::path::append(P, Value);
        Value = std::string(P);
      }
      Args.push_back("--" + Bare.str() + "=" + Value);
    }
    return true;
  }

  llvm::function_ref<ConfigKey(llvm::StringRef)> Classify;
  ConfigKeySuggester Suggest;
  std::string Dir;
  std::vector<std::string> Args;
};

/// clang-tidy's spellings of the keys both tools have, and the options
/// they stand for.
constexpr std::pair<llvm::StringLiteral, llvm::StringLiteral> TidyKeys[] = {
    {"Checks", "checks"},
    {"WarningsAsErrors", "warnings-as-errors"},
};

} // namespace

llvm::StringRef optionOfConfigKey(llvm::StringRef Key) {
  for (const auto &[Tidy, Option] : TidyKeys)
    if (Key == Tidy)
      return Option;
  return Key;
}

llvm::StringRef configKeyOfOption(llvm::StringRef Option) {
  for (const auto &[Tidy, Opt] : TidyKeys)
    if (Option == Opt)
      return Tidy;
  return Option;
}

std::string whyNotTrusted(llvm::StringRef Path) {
  struct stat File, Dir;
  std::string P = Path.str();
  std::string D = llvm::sys::path::parent_path(Path).str();
  if (::lstat(P.c_str(), &File) != 0 ||
      ::stat(D.empty() ? "." : D.c_str(), &Dir) != 0)
    return "cannot be checked";
  if (!S_ISREG(File.st_mode))
    return "not a regular file";
  if (File.st_uid != ::geteuid() && File.st_uid != 0)
    return "owned by another user (uid " + std::to_string(File.st_uid) + ")";
  if (File.st_mode & (S_IWGRP | S_IWOTH))
    return "writable by group or others";
  if ((Dir.st_mode & (S_IWGRP | S_IWOTH)) && !(Dir.st_mode & S_ISVTX))
    return "in a directory that group or others may write";
  return "";
}

std::string findConfigFile(llvm::StringRef Dir,
                           std::vector<std::string> *Refused) {
  llvm::SmallString<256> At(Dir);
  llvm::sys::fs::make_absolute(At);
  llvm::sys::path::remove_dots(At, /*remove_dot_dot=*/true);
  for (llvm::StringRef D = At; !D.empty();
       D = llvm::sys::path::parent_path(D)) {
    llvm::SmallString<256> Candidate(D);
    llvm::sys::path::append(Candidate, ConfigFileName);
    llvm::sys::fs::file_status Status;
    if (llvm::sys::fs::status(Candidate, Status, /*follow=*/false))
      continue;
    std::string Why = whyNotTrusted(Candidate);
    if (Why.empty())
      return std::string(Candidate);
    if (Refused)
      Refused->push_back(printable(Candidate) + ": not used: " + Why +
                         "; name it with --config-file to use it");
    return "";
  }
  return "";
}

namespace {

bool isUnder(llvm::StringRef Path, llvm::StringRef Root) {
  return isWithin(resolvedPath(Path), resolvedPath(Root));
}

/// Whether \p Value, a path a configuration in \p Dir names (relative to
/// it), lies under \p Dir.
bool inConfigDir(llvm::StringRef Value, llvm::StringRef Dir) {
  llvm::SmallString<256> Path(Value);
  llvm::sys::fs::make_absolute(Dir, Path);
  return isUnder(Path, Dir);
}

/// Whether \p Value, a per-file limit (read as the command line reads it:
/// decimal, 0x, 0b or 0 octal), is one a tree's configuration may set: not
/// 0 (no limit), and not above \p Default (at most the limit musify has).
bool limitAllowed(llvm::StringRef Value, unsigned Default) {
  unsigned long long N;
  return !Value.trim().getAsInteger(0, N) && N != 0 && N <= Default;
}

/// Why a configuration of the tree may not set \p Name to \p Value; "" if
/// it may. \p Dir is the configuration's directory.
std::string whyRefused(llvm::StringRef Name, llvm::StringRef Value,
                       llvm::StringRef OutRoot, llvm::StringRef Dir) {
  if (Name == "verify" || Name == "musa-model")
    return "it runs a compiler";
  if (Name == "in-root")
    return "it chooses the input tree";
  // Files it has musify read (rules, a mapping, a compile database) are
  // the tree's own: a rule file is quoted in its errors, a mapping's names
  // enter the port.
  static const char *Reads[] = {"rules", "rules-dir", "mapping", "p"};
  if (llvm::is_contained(Reads, Name) && !inConfigDir(Value, Dir))
    return "it reads a file outside the configuration's directory";
  // The limits keep a run alive through a parse that crashes or hangs;
  // with both 0, files are parsed in musify's own process.
  if ((Name == "timeout-per-file" &&
       !limitAllowed(Value, DefaultTimeoutPerFile)) ||
      (Name == "max-memory-per-file" &&
       !limitAllowed(Value, DefaultMaxMemoryPerFile)))
    return "it lifts a limit that keeps the run alive (a configuration in "
           "the tree may only lower it)";
  if (Name == "in-place" || Name == "no-backup")
    return "it rewrites the inputs";
  if (Name == "out-root")
    return "it chooses where the port is written";
  static const char *Outputs[] = {"report", "sarif", "diagnostics-file",
                                  "export-fixes", "header-cache-dir"};
  if (llvm::is_contained(Outputs, Name) &&
      (OutRoot.empty() || !isUnder(Value, OutRoot)))
    return "it writes outside the out-root";
  return "";
}

} // namespace

void restrictTreeConfig(std::vector<std::string> &Args, llvm::StringRef OutRoot,
                        llvm::StringRef ConfigDir,
                        std::vector<std::string> &Refused) {
  std::vector<std::string> Kept;
  for (std::string &A : Args) {
    auto [Name, Value] = llvm::StringRef(A).drop_front(2).split('=');
    std::string Why = whyRefused(Name, Value, OutRoot, ConfigDir);
    if (Why.empty()) {
      Kept.push_back(std::move(A));
      continue;
    }
    Refused.push_back("'" + printable(A) +
                      "' is not taken from a "
                      "configuration in the input tree: " +
                      Why + "; give it on the command line");
  }
  Args = std::move(Kept);
}

llvm::Expected<std::vector<std::string>>
readConfigText(llvm::StringRef Text, llvm::StringRef Path,
               llvm::function_ref<ConfigKey(llvm::StringRef)> Classify,
               ConfigKeySuggester Suggest) {
  return ConfigReader(Text, Path, Classify, Suggest).read();
}

llvm::Expected<std::vector<std::string>>
readConfigFile(llvm::StringRef Path,
               llvm::function_ref<ConfigKey(llvm::StringRef)> Classify,
               ConfigKeySuggester Suggest) {
  if (!llvm::sys::fs::is_regular_file(Path))
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   Path + ": not a regular file");
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(),
                                   Path + ": " + Buffer.getError().message());
  return readConfigText((*Buffer)->getBuffer(), Path, Classify, Suggest);
}

} // namespace musify
