//===- CompilerOptionTable.cpp - Read rules/compile-commands/*.yaml -------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/CompileCommands/CompilerOptionTable.h"
#include "musify/Support/YamlFileReader.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

namespace musify {
namespace {

class OptionTableParser : YamlFileReader {
public:
  OptionTableParser(llvm::StringRef Content, llvm::StringRef FileName,
                    std::string &Compiler, std::vector<std::string> &Programs,
                    std::vector<CompilerOption> &Options)
      : YamlFileReader(Content, FileName), Compiler(Compiler),
        Programs(Programs), Options(Options) {}

  llvm::Error parse();

private:
  bool valueMap(llvm::yaml::Node *N,
                std::map<std::string, std::vector<std::string>> &Out);
  bool parseOption(llvm::yaml::Node *N);
  bool parseOptionField(llvm::StringRef Key, llvm::yaml::Node *Value,
                        CompilerOption &O);
  bool parseTopLevel(llvm::yaml::MappingNode *Top);

  std::string &Compiler;
  std::vector<std::string> &Programs;
  std::vector<CompilerOption> &Options;
};

bool OptionTableParser::valueMap(
    llvm::yaml::Node *N, std::map<std::string, std::vector<std::string>> &Out) {
  auto *M = llvm::dyn_cast_or_null<llvm::yaml::MappingNode>(N);
  if (!M)
    return error(N, "expected a mapping of values to lists of flags");
  for (llvm::yaml::KeyValueNode &KV : *M) {
    std::string Key;
    if (!scalar(KV.getKey(), Key) || !stringList(KV.getValue(), Out[Key]))
      return false;
  }
  return true;
}

bool OptionTableParser::parseOptionField(llvm::StringRef Key,
                                         llvm::yaml::Node *Value,
                                         CompilerOption &O) {
  std::string S;
  if (Key == "names")
    return stringList(Value, O.Names);
  if (Key == "to")
    return stringList(Value, O.To);
  if (Key == "values")
    return valueMap(Value, O.Values);
  if (!scalar(Value, S))
    return false;
  if (Key == "why") {
    O.Why = S;
  } else if (Key == "value") {
    if (S == "none")
      O.Value = OptionValue::None;
    else if (S == "separate")
      O.Value = OptionValue::Separate;
    else if (S == "prefix")
      O.Value = OptionValue::Prefix;
    else
      return error(Value, "unknown value kind '" + S +
                              "' (expected none, separate or prefix)");
  } else if (Key == "action") {
    if (S == "arch")
      O.Action = OptionAction::Arch;
    else if (S == "host")
      O.Action = OptionAction::HostFlags;
    else if (S == "options-file")
      O.Action = OptionAction::OptionsFile;
    else
      return error(Value, "unknown action '" + S +
                              "' (expected arch, host or options-file)");
  } else {
    return error(Value, "unknown option field '" + Key + "'");
  }
  return true;
}

bool OptionTableParser::parseOption(llvm::yaml::Node *N) {
  auto *M = llvm::dyn_cast_or_null<llvm::yaml::MappingNode>(N);
  if (!M)
    return error(N, "an option must be a mapping such as {names: [-c]}");
  CompilerOption O;
  O.Line = lineOf(N);
  for (llvm::yaml::KeyValueNode &KV : *M) {
    std::string Key;
    if (!scalar(KV.getKey(), Key) || !parseOptionField(Key, KV.getValue(), O))
      return false;
  }
  if (O.Names.empty())
    return error(N, "an option needs at least one name");
  for (const std::string &Name : O.Names)
    if (!llvm::StringRef(Name).starts_with("-"))
      return error(N, "option name '" + Name + "' does not start with '-'");
  if (O.Value == OptionValue::None && !O.Values.empty())
    return error(N, "'values' needs an option that takes a value");
  if (O.Action != OptionAction::Translate &&
      (!O.To.empty() || !O.Values.empty()))
    return error(N, "an option with an action has no 'to' or 'values'");
  Options.push_back(std::move(O));
  return true;
}

bool OptionTableParser::parseTopLevel(llvm::yaml::MappingNode *Top) {
  for (llvm::yaml::KeyValueNode &KV : *Top) {
    std::string Key;
    if (!scalar(KV.getKey(), Key))
      return false;
    if (Key == "compiler") {
      if (!scalar(KV.getValue(), Compiler))
        return false;
    } else if (Key == "programs") {
      if (!stringList(KV.getValue(), Programs))
        return false;
    } else if (Key == "options") {
      auto *Seq =
          llvm::dyn_cast_or_null<llvm::yaml::SequenceNode>(KV.getValue());
      if (!Seq)
        return error(KV.getValue(), "expected a list of options");
      for (llvm::yaml::Node &Item : *Seq)
        if (!parseOption(&Item))
          return false;
    } else {
      return error(KV.getKey(), "unknown key '" + Key +
                                    "' (expected compiler, programs, options)");
    }
  }
  if (Compiler.empty() || Programs.empty())
    return error(Top, "a compiler option table needs 'compiler' and "
                      "'programs'");
  return true;
}

llvm::Error OptionTableParser::parse() {
  llvm::yaml::Stream S = stream();
  auto Doc = S.begin();
  bool Ok = false;
  if (Doc != S.end() && Doc->getRoot()) {
    auto *Top = llvm::dyn_cast<llvm::yaml::MappingNode>(Doc->getRoot());
    Ok = Top ? parseTopLevel(Top)
             : error(Doc->getRoot(), "expected a mapping at the top level");
  }
  if (!FirstError.empty())
    return llvm::createStringError(FirstError);
  if (!Ok)
    return llvm::createStringError(FileName + ": error: empty option table");
  return llvm::Error::success();
}

} // namespace

llvm::Expected<CompilerOptionTable>
CompilerOptionTable::parse(llvm::StringRef Content, llvm::StringRef FileName) {
  CompilerOptionTable T;
  OptionTableParser P(Content, FileName, T.Compiler, T.Programs, T.Options);
  if (llvm::Error E = P.parse())
    return std::move(E);
  for (size_t I = 0; I < T.Options.size(); ++I)
    for (const std::string &Name : T.Options[I].Names)
      if (!T.ByName.try_emplace(Name, I).second)
        return llvm::createStringError(
            llvm::formatv("{0}:{1}: error: option '{2}' is listed twice",
                          FileName, T.Options[I].Line, Name)
                .str());
  return T;
}

llvm::Expected<CompilerOptionTable>
CompilerOptionTable::load(llvm::StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(),
                                   Path +
                                       ": error: cannot read compiler option "
                                       "table: " +
                                       Buffer.getError().message());
  return parse((*Buffer)->getBuffer(), Path);
}

bool CompilerOptionTable::isProgram(llvm::StringRef Program) const {
  return llvm::is_contained(Programs, llvm::sys::path::filename(Program));
}

const CompilerOption *CompilerOptionTable::find(llvm::StringRef Name) const {
  auto It = ByName.find(Name);
  return It == ByName.end() ? nullptr : &Options[It->second];
}

const CompilerOption *
CompilerOptionTable::findPrefix(llvm::StringRef Arg,
                                llvm::StringRef &Value) const {
  // The longest name wins: -isystem before -I would matter if both were
  // prefixes of one argument.
  const CompilerOption *Best = nullptr;
  size_t BestLength = 0;
  for (const CompilerOption &O : Options) {
    if (O.Value != OptionValue::Prefix)
      continue;
    for (const std::string &Name : O.Names)
      if (Name.size() > BestLength && Arg.starts_with(Name)) {
        Best = &O;
        BestLength = Name.size();
      }
  }
  if (Best) {
    Value = Arg.drop_front(BestLength);
    Value.consume_front("=");
  }
  return Best;
}

} // namespace musify
