//===- RuleLoader.cpp - Read rules/*.yaml ---------------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Works on the YAML node tree rather than yaml::MappingTraits so that every
// error, including cross-rule ones such as duplicates, can name a line.
//
//===----------------------------------------------------------------------===//

#include "musify/Rules/RuleLoader.h"
#include "musify/Support/FileKinds.h"
#include "musify/Support/LanguageStandards.h"
#include "musify/Support/YamlFileReader.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

namespace musify {
namespace {

bool isIdentifier(llvm::StringRef S) {
  if (S.empty() || !(llvm::isAlpha(S[0]) || S[0] == '_'))
    return false;
  return llvm::all_of(S, [](char C) { return llvm::isAlnum(C) || C == '_'; });
}

bool isQualifiedName(llvm::StringRef S) {
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  S.split(Parts, "::");
  return llvm::all_of(Parts, isIdentifier);
}

/// Whether \p S can stand between an include's quotes or angle brackets:
/// no quote, bracket, backslash or line break, no blank at its ends.
static bool isHeaderPath(llvm::StringRef S) {
  return S.find_first_of("\"<>\n\r\\") == llvm::StringRef::npos &&
         S.trim() == S;
}

/// Why \p R's replacement text is not one its kind may write, or "".
std::string unsafeReplacement(const Rule &R) {
  if (!R.Musa.empty()) {
    switch (R.Kind) {
    case RuleKind::Header:
      if (!isHeaderPath(R.Musa))
        return "'musa' must be a header path (no quotes, <, >, spaces at its "
               "ends, line breaks)";
      break;
    case RuleKind::Build:
      // Build-script text: multi-line CMake is legitimate.
      break;
    case RuleKind::Fragment:
    case RuleKind::Instruction:
      if (llvm::StringRef(R.Musa).contains('\n'))
        return "'musa' must be on one line";
      break;
    default:
      if (!isQualifiedName(R.Musa))
        return "'musa' must be a name (letters, digits, _ and ::)";
    }
  }
  if (!R.Instead.empty() && !isHeaderPath(R.Instead))
    return "'instead' must be a header path (no quotes, <, >, spaces at its "
           "ends, line breaks)";
  if (R.Call.find_first_of("\n\r#;{}") != std::string::npos)
    return "'call' must be one expression on one line (no #, ;, { or })";
  if (R.FixIt.find_first_of("\n\r") != std::string::npos)
    return "'fixit' must be on one line";
  return "";
}

namespace {

std::string text(const llvm::Twine &T) { return T.str(); }

/// Whether \p R may say `remove`: a compiler flag the MUSA build must not
/// pass, or a call or include of what MUSA lacks that the program does not
/// need (NVTX's naming of CUDA streams).
bool removable(const Rule &R) {
  if (R.Prefix)
    return false;
  if (R.Kind == RuleKind::Build)
    return R.Status == RuleStatus::Unsupported;
  // A macro's rule: the macro that names such a function
  // (nvtxNameCudaStream for nvtxNameCudaStreamA).
  return (R.Kind == RuleKind::Function || R.Kind == RuleKind::Header ||
          R.Kind == RuleKind::Macro) &&
         !R.renames();
}

/// What is wrong with \p R's fields taken together, or "".
std::string fieldProblem(const Rule &R, bool HasKind, bool HasStatus) {
  if (R.Cuda.empty())
    return text("rule has no 'cuda' name");
  if (!HasKind)
    return text("rule for '" + R.Cuda + "' has no 'kind'");
  if (!HasStatus)
    return text("rule for '" + R.Cuda + "' has no 'status'");
  if (R.renames() && R.Musa.empty() && R.Call.empty())
    return text("rule for '" + R.Cuda + "' has status '" + toString(R.Status) +
                "' but no 'musa' name");
  // What a rule writes into the output must be what its kind can be: a
  // name (qualified for namespaces and enumerators), a header path, a call
  // on one line; never text that could carry code in, from any rule file.
  if (std::string Why = unsafeReplacement(R); !Why.empty())
    return text("rule for '" + R.Cuda + "': " + Why);
  if (!R.Call.empty() && (!R.renames() || (R.Kind != RuleKind::Function &&
                                           R.Kind != RuleKind::Macro)))
    return text("'call' needs a function rule (or the rule of a macro that "
                "names a function) with status verified or mapped");
  if (R.CallDropsDefaults && R.Call.empty())
    return text("'call-drops-defaults' needs a 'call'");
  if (R.Prefix && R.Kind != RuleKind::Header && R.Kind != RuleKind::Build)
    return text("'prefix' applies to header and build rules only");
  if (R.Kind == RuleKind::Fragment &&
      (!R.renames() || R.Musa.empty() || !llvm::all_of(R.Cuda, llvm::isAlnum) ||
       !llvm::all_of(R.Musa, llvm::isAlnum)))
    return text("fragment rule for '" + R.Cuda +
                "' needs a 'musa' word and status verified or "
                "mapped; both words are letters and digits only");
  if (!R.AfterCommand.empty() &&
      (R.Kind != RuleKind::Build ||
       R.Scripts != std::vector<llvm::StringRef>{"cmake"} || !R.renames()))
    return text("'after-command' needs a renaming build rule for cmake "
                "scripts only");
  if (!R.IncludeFirst.empty() &&
      (R.Kind != RuleKind::Header || R.Prefix || !R.renames()))
    return text("'include-first' needs a renaming header rule without "
                "'prefix'");
  if (R.Remove && !removable(R))
    return text("'remove' needs an unsupported build rule without 'prefix' "
                "(a flag the MUSA build must not pass), or a function, "
                "macro or header rule without a MUSA name or 'prefix' (a "
                "call or include the program can do without)");
  if (!R.Instead.empty() && (R.Kind != RuleKind::Header || !R.Remove))
    return text("'instead' needs a header rule that says 'remove'");
  if (R.Kind == RuleKind::Build && R.Scripts.empty())
    return text("build rule for '" + R.Cuda + "' has no 'scripts'");
  if (!R.Members.empty() && (R.Kind != RuleKind::Namespace || !R.renames()))
    return text("'members' needs a renaming namespace rule");
  return "";
}

/// What is wrong with the names of \p R, or "".
std::string nameProblem(const Rule &R) {
  bool Identifier = R.Kind == RuleKind::Function || R.Kind == RuleKind::Type ||
                    R.Kind == RuleKind::Variable || R.Kind == RuleKind::Macro;
  bool Qualified = (Identifier || R.Kind == RuleKind::Enumerator ||
                    R.Kind == RuleKind::Namespace) &&
                   llvm::StringRef(R.Cuda).contains("::");
  // A function rule may name a class's member (torch::stable::Tensor::
  // is_cuda): looked up before the rule for the plain name.
  if (Qualified && Identifier && R.Kind != RuleKind::Function)
    return text("only namespace, enumerator and function rules name a "
                "qualified name ('" +
                R.Cuda + "')");
  if (Qualified && R.renames()) {
    // Only the last part of the name is rewritten; the rest must agree.
    llvm::StringRef C(R.Cuda), M(R.Musa);
    size_t CC = C.rfind("::"), MC = M.rfind("::");
    llvm::StringRef CQ = CC == llvm::StringRef::npos ? "" : C.take_front(CC);
    llvm::StringRef MQ = MC == llvm::StringRef::npos ? "" : M.take_front(MC);
    if (CQ != MQ)
      return text("rule '" + R.Cuda + "' -> '" + R.Musa +
                  "' must keep the enclosing scopes");
  }
  if (!R.renames() && (!R.Musa.empty() || !R.Call.empty()))
    return text("rule for '" + R.Cuda + "' has status '" + toString(R.Status) +
                "' and must not name a 'musa' counterpart");
  if (R.renames() && R.Evidence.empty())
    return text("rule for '" + R.Cuda + "' has no 'evidence'");
  if (!R.renames() && R.Reason.empty())
    return text("rule for '" + R.Cuda + "' has status '" + toString(R.Status) +
                "' but no 'reason'");
  return "";
}

} // namespace

class RuleFileParser : YamlFileReader {
public:
  RuleFileParser(llvm::StringRef Content, llvm::StringRef FileName,
                 RuleSet &Rules, bool Override)
      : YamlFileReader(Content, FileName), Rules(Rules), Override(Override) {}

  llvm::Error parse();

private:
  bool parseTopLevel(llvm::yaml::MappingNode *Top);
  bool parseRules(llvm::yaml::Node *RuleList);
  bool parseRule(llvm::yaml::Node *N);
  bool parseRuleField(llvm::yaml::KeyValueNode &KV, Rule &R, bool &HasKind,
                      bool &HasStatus);
  /// Stores \p Parsed, \p Value read as a \p What, in \p Field and sets
  /// \p Has; an error that names the \p Expected values where it is none.
  template <typename T>
  bool setParsed(llvm::yaml::KeyValueNode &KV, std::optional<T> Parsed,
                 T &Field, bool &Has, llvm::StringRef What,
                 const std::string &Value, llvm::StringRef Expected);
  bool parseScripts(llvm::yaml::KeyValueNode &KV, const std::string &Value,
                    Rule &R);
  /// A top-level field other than 'rules'; false after an error.
  bool parseFamilyField(llvm::yaml::KeyValueNode &KV, const std::string &Key);

  RuleSet &Rules;
  bool Override;
  Family Fam;
};

/// The rule fields that hold text, and where each goes.
const std::pair<llvm::StringLiteral, llvm::StringRef Rule::*> TextFields[] = {
    {"cuda", &Rule::Cuda},
    {"musa", &Rule::Musa},
    {"evidence", &Rule::Evidence},
    {"reason", &Rule::Reason},
    {"suggestion", &Rule::Suggestion},
    {"fixit", &Rule::FixIt},
    {"call", &Rule::Call},
    {"hazard", &Rule::Hazard},
    {"after-command", &Rule::AfterCommand},
    {"include-first", &Rule::IncludeFirst},
    {"instead", &Rule::Instead},
};

/// The rule fields that are true or false.
const std::pair<llvm::StringLiteral, bool Rule::*> FlagFields[] = {
    {"shared", &Rule::Shared},
    {"prefix", &Rule::Prefix},
    {"remove", &Rule::Remove},
    {"call-drops-defaults", &Rule::CallDropsDefaults},
};

bool RuleFileParser::parseRuleField(llvm::yaml::KeyValueNode &KV, Rule &R,
                                    bool &HasKind, bool &HasStatus) {
  std::string Key, Value;
  if (!scalar(KV.getKey(), Key))
    return false;
  if (Key == "members") {
    std::vector<std::string> Members;
    if (!stringList(KV.getValue(), Members))
      return false;
    for (const std::string &Member : Members)
      R.Members.push_back(Rules.save(Member));
    return true;
  }
  if (!scalar(KV.getValue(), Value))
    return false;
  for (const auto &[Name, Field] : TextFields)
    if (Key == Name) {
      R.*Field = Rules.save(Value);
      return true;
    }
  for (const auto &[Name, Field] : FlagFields)
    if (Key == Name) {
      if (Value != "true" && Value != "false")
        return error(KV.getValue(), "'" + Key + "' must be true or false");
      R.*Field = Value == "true";
      return true;
    }
  if (Key == "kind")
    return setParsed(KV, parseRuleKind(Value), R.Kind, HasKind, "kind", Value,
                     "function, type, enumerator, macro, variable, header, "
                     "namespace, instruction or build");
  if (Key == "status")
    return setParsed(KV, parseRuleStatus(Value), R.Status, HasStatus, "status",
                     Value, "verified, mapped, unsupported or unknown");
  if (Key == "scripts")
    return parseScripts(KV, Value, R);
  return error(KV.getKey(), "unknown rule field '" + Key + "'");
}

template <typename T>
bool RuleFileParser::setParsed(llvm::yaml::KeyValueNode &KV,
                               std::optional<T> Parsed, T &Field, bool &Has,
                               llvm::StringRef What, const std::string &Value,
                               llvm::StringRef Expected) {
  if (!Parsed)
    return error(KV.getValue(), "unknown " + What.str() + " '" + Value +
                                    "' (expected " + Expected.str() + ")");
  Field = *Parsed;
  Has = true;
  return true;
}

bool RuleFileParser::parseScripts(llvm::yaml::KeyValueNode &KV,
                                  const std::string &Value, Rule &R) {
  for (llvm::StringRef S : llvm::split(Value, ',')) {
    S = S.trim();
    if (S != "cmake" && S != "make" && S != "python")
      return error(KV.getValue(), "unknown script kind '" + S +
                                      "' (expected cmake, make, python)");
    R.Scripts.push_back(Rules.save(S));
  }
  return true;
}

bool RuleFileParser::parseRule(llvm::yaml::Node *N) {
  auto *M = llvm::dyn_cast_or_null<llvm::yaml::MappingNode>(N);
  if (!M)
    return error(N, "a rule must be a mapping such as {cuda: X, musa: Y}");
  Rule R;
  R.Family = Rules.save(Fam.Name);
  R.File = Rules.save(FileName);
  R.Line = lineOf(N);
  bool HasKind = false, HasStatus = false;
  for (llvm::yaml::KeyValueNode &KV : *M)
    if (!parseRuleField(KV, R, HasKind, HasStatus))
      return false;
  std::string Problem = fieldProblem(R, HasKind, HasStatus);
  if (Problem.empty())
    Problem = nameProblem(R);
  if (!Problem.empty())
    return error(N, Problem);
  if (llvm::Error E = Rules.add(std::move(R), Override)) {
    error(N, llvm::toString(std::move(E)));
    return false;
  }
  return true;
}

bool RuleFileParser::parseRules(llvm::yaml::Node *RuleList) {
  if (llvm::isa_and_nonnull<llvm::yaml::NullNode>(RuleList))
    return true;
  auto *Seq = llvm::dyn_cast_or_null<llvm::yaml::SequenceNode>(RuleList);
  if (!Seq)
    return error(RuleList, "'rules' must be a list");
  for (llvm::yaml::Node &Item : *Seq)
    if (!parseRule(&Item))
      return false;
  return true;
}

/// The top-level fields that are lists of text, and where each goes.
const std::pair<llvm::StringLiteral, std::vector<std::string> Family::*>
    ListFields[] = {
        {"headers", &Family::Headers},
        {"name-patterns", &Family::NamePatterns},
        {"library-namespaces", &Family::LibraryNamespaces},
        {"build-defines", &Family::BuildDefines},
        {"library-headers", &Family::LibraryHeaders},
};

bool RuleFileParser::parseFamilyField(llvm::yaml::KeyValueNode &KV,
                                      const std::string &Key) {
  if (Key == "family")
    return scalar(KV.getValue(), Fam.Name);
  if (Key == "title")
    return scalar(KV.getValue(), Fam.Title);
  for (const auto &[Name, Field] : ListFields)
    if (Key == Name) {
      if (!stringList(KV.getValue(), Fam.*Field))
        return false;
      if (Key != "build-defines")
        return true;
      for (const std::string &Macro : Fam.BuildDefines)
        if (!isIdentifier(Macro))
          return error(KV.getValue(),
                       "'build-defines' holds macro names, not '" + Macro +
                           "'");
      return true;
    }
  if (Key == "musa-cxx-standard") {
    std::string V;
    if (!scalar(KV.getValue(), V))
      return false;
    unsigned Year = standardYear(V);
    if (Year < 2017 || !llvm::all_of(V, llvm::isDigit))
      return error(KV.getValue(), "'musa-cxx-standard' is a C++ standard of "
                                  "17 or later, written as its two digits "
                                  "(17, 20, 23, 26), not '" +
                                      V + "'");
    Fam.MusaCxxStandard = Year;
    return true;
  }
  if (Key == "unmapped") {
    std::string V;
    if (!scalar(KV.getValue(), V))
      return false;
    if (V != "report" && V != "identity")
      return error(KV.getValue(), "'unmapped' must be report or identity");
    Fam.UnmappedIsIdentity = V == "identity";
    return true;
  }
  return error(KV.getKey(), "unknown top-level field '" + Key +
                                "' (expected family, title, headers, "
                                "library-headers, library-namespaces, "
                                "name-patterns, build-defines, unmapped, "
                                "rules)");
}

bool RuleFileParser::parseTopLevel(llvm::yaml::MappingNode *Top) {
  // The YAML stream is parsed lazily, so each value is consumed as its key
  // is read; 'family' must therefore precede 'rules'.
  Fam.File = FileName;
  bool SeenRules = false;
  for (llvm::yaml::KeyValueNode &KV : *Top) {
    std::string Key;
    if (!scalar(KV.getKey(), Key))
      return false;
    if (Key != "rules" && SeenRules)
      return error(KV.getKey(), "'" + Key + "' must come before 'rules'");
    if (Key != "rules") {
      if (!parseFamilyField(KV, Key))
        return false;
      continue;
    }
    if (Fam.Name.empty())
      return error(KV.getKey(), "'family' must come before 'rules'");
    if (llvm::Error E = Rules.addFamily(Fam))
      return error(KV.getKey(), llvm::toString(std::move(E)));
    SeenRules = true;
    if (!parseRules(KV.getValue()))
      return false;
  }
  if (Fam.Name.empty())
    return error(Top, "rule file has no 'family'");
  if (!SeenRules)
    if (llvm::Error E = Rules.addFamily(Fam))
      return error(Top, llvm::toString(std::move(E)));
  return true;
}

llvm::Error RuleFileParser::parse() {
  llvm::yaml::Stream Stream = stream();
  bool Ok = true;
  bool Seen = false;
  for (llvm::yaml::Document &Doc : Stream) {
    llvm::yaml::Node *Root = Doc.getRoot();
    if (!Root || FirstError.size())
      break;
    if (llvm::isa_and_nonnull<llvm::yaml::NullNode>(Root))
      continue;
    if (Seen) {
      Ok = error(Root, "a rule file holds one YAML document");
      break;
    }
    Seen = true;
    auto *Top = llvm::dyn_cast_or_null<llvm::yaml::MappingNode>(Root);
    if (!Top) {
      Ok = error(Root, "a rule file is a mapping with 'family' and 'rules'");
      break;
    }
    if (!(Ok = parseTopLevel(Top)))
      break;
  }
  if (!FirstError.empty() || !Ok)
    return llvm::createStringError(FirstError.empty() ? "invalid rule file"
                                                      : FirstError);
  if (!Seen)
    return llvm::createStringError(FileName + ": error: empty rule file");
  return llvm::Error::success();
}

/// Reads musify-text's flat JSON tables. JSON is YAML, and the YAML parser
/// knows the line of every entry.
class MappingParser : YamlFileReader {
public:
  MappingParser(llvm::StringRef Content, llvm::StringRef FileName,
                RuleSet &Rules, std::vector<std::string> &Warnings)
      : YamlFileReader(Content, FileName), Rules(Rules), Warnings(Warnings) {}

  llvm::Error parse();

private:
  void warn(llvm::yaml::Node *N, const llvm::Twine &Msg) {
    Warnings.push_back(message(N, llvm::SourceMgr::DK_Warning, Msg));
  }

  RuleSet &Rules;
  std::vector<std::string> &Warnings;
};

bool isHeaderName(llvm::StringRef S) {
  return !S.empty() && !S.contains(' ') && isHeader(S);
}

llvm::Error MappingParser::parse() {
  llvm::yaml::Stream Stream = stream();
  llvm::StringMap<unsigned> Seen;
  for (llvm::yaml::Document &Doc : Stream) {
    auto *Top = llvm::dyn_cast_or_null<llvm::yaml::MappingNode>(Doc.getRoot());
    if (!Top) {
      if (FirstError.empty() && Doc.getRoot())
        FirstError = message(Doc.getRoot(), llvm::SourceMgr::DK_Error,
                             "a mapping file is one JSON object "
                             "{\"cudaName\": \"musaName\", ...}");
      break;
    }
    for (llvm::yaml::KeyValueNode &KV : *Top) {
      auto *K = llvm::dyn_cast_or_null<llvm::yaml::ScalarNode>(KV.getKey());
      auto *V = llvm::dyn_cast_or_null<llvm::yaml::ScalarNode>(KV.getValue());
      // JSON strings are quoted; a bare 42 or true is not a name.
      if (!K || !V || !V->getRawValue().starts_with("\"")) {
        if (KV.getKey())
          warn(KV.getKey(), "entry skipped: key and value must be strings");
        continue;
      }
      llvm::SmallString<64> KS, VS;
      std::string Cuda = K->getValue(KS).str(), Musa = V->getValue(VS).str();
      bool Header = isHeaderName(Cuda);
      if (!Header && !(isIdentifier(Cuda) && isIdentifier(Musa))) {
        warn(K, "entry '" + Cuda +
                    "' skipped: musify maps identifiers and "
                    "header names, not text");
        continue;
      }
      unsigned Line = SM.getLineAndColumn(K->getSourceRange().Start).first;
      if (auto [It, New] = Seen.try_emplace(Cuda, Line); !New)
        warn(K, "'" + Cuda + "' repeats the entry of line " +
                    llvm::Twine(It->second) + "; this one is used");
      const Rule *Old =
          Header ? Rules.lookupHeader(Cuda) : Rules.lookupIdentifier(Cuda);
      if (Old && Old->File != FileName && Old->Musa != Musa)
        warn(K, "'" + Cuda + "' -> '" + Musa + "' replaces the rule of " +
                    Old->File + ":" + llvm::Twine(Old->Line) + " ('" +
                    Old->Cuda + "' -> '" +
                    (Old->Musa.empty() ? std::string("none") : Old->Musa) +
                    "')");
      Rule R;
      R.Cuda = Cuda;
      R.Musa = Musa;
      R.Kind = Header ? RuleKind::Header : Old ? Old->Kind : RuleKind::Function;
      R.Status = RuleStatus::Mapped;
      R.Family = "user";
      std::string Evidence = "user mapping " + FileName;
      R.Evidence = Evidence; // add() copies the rule's text
      R.File = FileName;
      R.Line = Line;
      if (llvm::Error E = Rules.add(std::move(R), /*Override=*/true))
        return E;
    }
  }
  if (!FirstError.empty())
    return llvm::createStringError(FirstError);
  Family F;
  F.Name = "user";
  F.Title = "user mappings";
  F.File = FileName;
  return Rules.addFamily(F);
}

} // namespace

llvm::Error loadMappingFile(llvm::StringRef Path, RuleSet &Rules,
                            std::vector<std::string> &Warnings) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return llvm::createStringError(
        Buffer.getError(), Path + ": error: cannot read mapping file: " +
                               Buffer.getError().message());
  return loadMappingBuffer((*Buffer)->getBuffer(), Path, Rules, Warnings);
}

llvm::Error loadMappingBuffer(llvm::StringRef Content, llvm::StringRef FileName,
                              RuleSet &Rules,
                              std::vector<std::string> &Warnings) {
  return MappingParser(Content, FileName, Rules, Warnings).parse();
}

llvm::Error loadRuleBuffer(llvm::StringRef Content, llvm::StringRef FileName,
                           RuleSet &Rules, bool Override) {
  return RuleFileParser(Content, FileName, Rules, Override).parse();
}

llvm::Error loadRuleFile(llvm::StringRef Path, RuleSet &Rules, bool Override) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(),
                                   Path + ": error: cannot read rule file: " +
                                       Buffer.getError().message());
  return loadRuleBuffer((*Buffer)->getBuffer(), Path, Rules, Override);
}

llvm::Expected<std::vector<std::string>> ruleFilesIn(llvm::StringRef Dir) {
  std::vector<std::string> Files;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC))
    if (llvm::sys::path::extension(It->path()) == ".yaml")
      Files.push_back(It->path());
  if (EC)
    return llvm::createStringError(EC, Dir +
                                           ": error: cannot read rule "
                                           "directory: " +
                                           EC.message());
  if (Files.empty())
    return llvm::createStringError(Dir + ": error: no rule files (*.yaml)");
  std::sort(Files.begin(), Files.end());
  return Files;
}

llvm::Error loadRuleDirectory(llvm::StringRef Dir, RuleSet &Rules) {
  llvm::Expected<std::vector<std::string>> Files = ruleFilesIn(Dir);
  if (!Files)
    return Files.takeError();
  for (const std::string &F : *Files)
    if (llvm::Error E = loadRuleFile(F, Rules))
      return E;
  return Rules.verify();
}

} // namespace musify
