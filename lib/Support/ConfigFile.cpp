//===- ConfigFile.cpp - Options kept in a project's .musify.yaml ----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/ConfigFile.h"
#include "musify/Support/YamlFileReader.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace musify {
namespace {

class ConfigReader : YamlFileReader {
public:
  ConfigReader(llvm::StringRef Text, llvm::StringRef Path,
               llvm::function_ref<ConfigKey(llvm::StringRef)> Classify)
      : YamlFileReader(Text, Path), Classify(Classify),
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
    llvm::StringRef Bare = llvm::StringRef(Name).ltrim('-');
    ConfigKey Kind = Classify(Bare);
    if (Kind == ConfigKey::Unknown)
      return error(KV.getKey(), "'" + Name +
                                    "' is not an option a configuration "
                                    "may set (see musify --help)");
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
  std::string Dir;
  std::vector<std::string> Args;
};

} // namespace

std::string findConfigFile(llvm::StringRef Dir) {
  llvm::SmallString<256> At(Dir);
  llvm::sys::fs::make_absolute(At);
  llvm::sys::path::remove_dots(At, /*remove_dot_dot=*/true);
  for (llvm::StringRef D = At; !D.empty(); D = llvm::sys::path::parent_path(D)) {
    llvm::SmallString<256> Candidate(D);
    llvm::sys::path::append(Candidate, ConfigFileName);
    if (llvm::sys::fs::is_regular_file(Candidate))
      return std::string(Candidate);
  }
  return "";
}

llvm::Expected<std::vector<std::string>>
readConfigText(llvm::StringRef Text, llvm::StringRef Path,
               llvm::function_ref<ConfigKey(llvm::StringRef)> Classify) {
  return ConfigReader(Text, Path, Classify).read();
}

llvm::Expected<std::vector<std::string>>
readConfigFile(llvm::StringRef Path,
               llvm::function_ref<ConfigKey(llvm::StringRef)> Classify) {
  if (!llvm::sys::fs::is_regular_file(Path))
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   Path + ": not a regular file");
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(), Path + ": " +
                                                          Buffer.getError()
                                                              .message());
  return readConfigText((*Buffer)->getBuffer(), Path, Classify);
}

} // namespace musify
