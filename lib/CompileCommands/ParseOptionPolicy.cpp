//===- ParseOptionPolicy.cpp - Read rules/compile-commands/clang.yaml -----===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/CompileCommands/ParseOptionPolicy.h"
#include "musify/Support/YamlFileReader.h"
#include "clang/Driver/Options.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Option/Option.h"
#include <algorithm>

namespace musify {
namespace {

class PolicyParser : YamlFileReader {
public:
  PolicyParser(llvm::StringRef Content, llvm::StringRef FileName,
               ParseOptionPolicy &P)
      : YamlFileReader(Content, FileName), P(P) {}

  llvm::Error parse() {
    llvm::yaml::Stream S = stream();
    auto Doc = S.begin();
    bool Ok = false;
    if (Doc != S.end() && Doc->getRoot()) {
      auto *Top = llvm::dyn_cast<llvm::yaml::MappingNode>(Doc->getRoot());
      Ok = Top ? top(Top)
               : error(Doc->getRoot(), "expected a mapping at the top level");
    }
    if (!FirstError.empty())
      return llvm::createStringError(FirstError);
    if (!Ok || P.Keep.empty())
      return llvm::createStringError(FileName +
                                     ": error: a parse option policy needs "
                                     "'keep'");
    return llvm::Error::success();
  }

private:
  bool top(llvm::yaml::MappingNode *Top) {
    for (llvm::yaml::KeyValueNode &KV : *Top) {
      std::string Key;
      if (!scalar(KV.getKey(), Key))
        return false;
      std::vector<std::string> *List = Key == "keep"         ? &P.Keep
                                       : Key == "keep-flags" ? &P.KeepFlags
                                       : Key == "quiet"      ? &P.Quiet
                                       : Key == "never"      ? &P.Never
                                                             : nullptr;
      if (!List)
        return error(KV.getKey(), "unknown key '" + Key +
                                      "' (expected keep, keep-flags, quiet, "
                                      "never)");
      if (!stringList(KV.getValue(), *List))
        return false;
      for (const std::string &Name : *List)
        if (!llvm::StringRef(Name).starts_with("-"))
          return error(KV.getValue(),
                       "option name '" + Name + "' does not start with '-'");
    }
    return true;
  }

  ParseOptionPolicy &P;
};

bool startsWithAny(llvm::StringRef Name,
                   const std::vector<std::string> &Prefixes) {
  return llvm::any_of(
      Prefixes, [&](const std::string &P) { return Name.starts_with(P); });
}

} // namespace

llvm::Expected<ParseOptionPolicy>
ParseOptionPolicy::parse(llvm::StringRef Content, llvm::StringRef FileName) {
  ParseOptionPolicy P;
  if (llvm::Error E = PolicyParser(Content, FileName, P).parse())
    return std::move(E);
  return P;
}

llvm::Expected<ParseOptionPolicy>
ParseOptionPolicy::load(llvm::StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(),
                                   Path +
                                       ": error: cannot read the parse option "
                                       "policy: " +
                                       Buffer.getError().message());
  return parse((*Buffer)->getBuffer(), Path);
}

ParseOptionPolicy::Verdict ParseOptionPolicy::judge(llvm::StringRef Name,
                                                    llvm::StringRef Unaliased,
                                                    bool IsFlag) const {
  if (startsWithAny(Name, Never) || startsWithAny(Unaliased, Never))
    return Verdict::Refused;
  if (llvm::is_contained(Quiet, Name) || llvm::is_contained(Quiet, Unaliased))
    return Verdict::Quiet;
  if (llvm::is_contained(Keep, Name) || llvm::is_contained(Keep, Unaliased))
    return Verdict::Keep;
  if (IsFlag && startsWithAny(Name, KeepFlags))
    return Verdict::Keep;
  return Verdict::NotAllowed;
}

ParseOptionPolicy::Verdict
ParseOptionPolicy::judge(const llvm::opt::Arg &A) const {
  const llvm::opt::Option O = A.getOption();
  const llvm::opt::Option U = O.getUnaliasedOption();
  if (U.getID() == clang::driver::options::OPT_UNKNOWN)
    return Verdict::NotAllowed;
  bool IsFlag = O.getKind() == llvm::opt::Option::FlagClass &&
                U.getKind() == llvm::opt::Option::FlagClass;
  return judge(O.getPrefixedName(), U.getPrefixedName(), IsFlag);
}

void ParseOptionPolicy::filter(std::vector<std::string> &Args, size_t First,
                               std::vector<DroppedOption> &Dropped,
                               bool ClMode) const {
  if (Args.size() <= First)
    return;
  std::vector<const char *> Raw;
  for (size_t I = First; I < Args.size(); ++I)
    Raw.push_back(Args[I].c_str());
  unsigned MissingIndex = 0, MissingCount = 0;
  namespace options = clang::driver::options;
  llvm::opt::InputArgList List = clang::driver::getDriverOptTable().ParseArgs(
      Raw, MissingIndex, MissingCount,
      llvm::opt::Visibility(ClMode ? options::CLOption : options::ClangOption));
  std::vector<const llvm::opt::Arg *> Parsed(List.begin(), List.end());
  llvm::stable_sort(Parsed,
                    [](const llvm::opt::Arg *A, const llvm::opt::Arg *B) {
                      return A->getIndex() < B->getIndex();
                    });
  std::vector<bool> Remove(Raw.size(), false);
  if (MissingCount && MissingIndex < Raw.size()) {
    Remove[MissingIndex] = true;
    Dropped.push_back({Raw[MissingIndex], "its value is missing"});
  }
  for (size_t K = 0; K < Parsed.size(); ++K) {
    if (Parsed[K]->getOption().getUnaliasedOption().getKind() ==
        llvm::opt::Option::InputClass)
      continue;
    Verdict V = judge(*Parsed[K]);
    if (V == Verdict::Keep)
      continue;
    size_t Begin = Parsed[K]->getIndex();
    size_t End = K + 1 < Parsed.size() ? Parsed[K + 1]->getIndex() : Raw.size();
    std::string Text;
    for (size_t I = Begin; I < End && I < Raw.size(); ++I) {
      Remove[I] = true;
      Text += (Text.empty() ? "" : " ") + std::string(Raw[I]);
    }
    if (V != Verdict::Quiet)
      Dropped.push_back(
          {Text, V == Verdict::Refused
                     ? "it writes a file, loads code or passes options on "
                       "unchecked, which nothing from the build may do"
                     : "not an option musify lets a parse receive "
                       "(rules/compile-commands/clang.yaml)"});
  }
  for (size_t I = Raw.size(); I-- > 0;)
    if (Remove[I])
      Args.erase(Args.begin() + First + I);
}

} // namespace musify
