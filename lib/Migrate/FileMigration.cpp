//===- FileMigration.cpp - Edits and findings for one file ----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "FileMigration.h"
#include "musify/Checks/Check.h"
#include "musify/Rewrite/ArchFlags.h"
#include "musify/Rewrite/BuildScriptScanner.h"
#include "musify/Rewrite/ExclusionMarkers.h"
#include "musify/Rewrite/StandardSettings.h"
#include "musify/Rewrite/TokenScanner.h"
#include "musify/Rewrite/Words.h"
#include "musify/Support/FileKinds.h"
#include "musify/Support/PreprocessorLines.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>

namespace musify {

namespace {

/// What the text checks see of a file: its text, its inactive ranges and
/// a reporter, not the migration itself.
class FileTextContext final : public TextCheckContext {
public:
  explicit FileTextContext(FileMigration &F) : F(F) {}
  llvm::StringRef content() const override { return F.content(); }
  bool withoutAst() const override { return !F.tokenOnlyReason().empty(); }
  bool isInactive(unsigned Offset) const override {
    return F.isInactive(Offset);
  }
  std::optional<unsigned long long>
  integerMacro(llvm::StringRef Name) const override {
    return F.integerMacro(Name);
  }
  void report(DiagID ID, unsigned Offset, unsigned Length, std::string Message,
              std::string Suggestion) override {
    F.report(ID, Offset, Length, std::move(Message), std::move(Suggestion));
  }
  std::string portGapIn(unsigned Begin, unsigned End) const override {
    return F.portGapIn(Begin, End);
  }
  bool replaceInPort(unsigned Offset, unsigned Length,
                     std::string Text) override {
    return F.replaceText(Offset, Length, std::move(Text));
  }
  void applyRule(unsigned Offset, unsigned Length, const Rule &R) override {
    F.applyRule(Offset, Length, R);
  }

private:
  FileMigration &F;
};

} // namespace

std::optional<unsigned long long>
FileMigration::integerMacro(llvm::StringRef Name) const {
  if (!IntegerMacros)
    return std::nullopt;
  auto It = IntegerMacros->find(Name);
  if (It == IntegerMacros->end())
    return std::nullopt;
  return It->second;
}

/// `// musify-ignore: MU1002, MU1005` on the line, or
/// `// musify-ignore-next-line: ...` on the line before, silences those IDs
/// (`all` silences every one).
static bool isIgnored(llvm::StringRef Content, unsigned Offset, DiagID ID) {
  auto LineAt = [&](size_t Start) {
    size_t End = Content.find('\n', Start);
    return Content.slice(Start,
                         End == llvm::StringRef::npos ? Content.size() : End);
  };
  size_t Begin = Content.rfind('\n', Offset == 0 ? 0 : Offset - 1);
  Begin = Begin == llvm::StringRef::npos || Offset == 0 ? 0 : Begin + 1;
  auto Names = [&](llvm::StringRef Line, llvm::StringRef Marker) {
    size_t At = Line.find(Marker);
    if (At == llvm::StringRef::npos)
      return false;
    llvm::StringRef List = Line.drop_front(At + Marker.size());
    List = List.take_until([](char C) { return C == '*' || C == '\r'; });
    llvm::SmallVector<llvm::StringRef, 4> Items;
    List.split(Items, ',');
    for (llvm::StringRef Item : Items) {
      Item = Item.trim();
      if (Item == "all" || Item.equals_insensitive(info(ID).Id) ||
          Item == info(ID).Name)
        return true;
    }
    return false;
  };
  if (Names(LineAt(Begin), "musify-ignore:"))
    return true;
  if (Begin == 0)
    return false;
  size_t Prev = Content.rfind('\n', Begin - 1 == 0 ? 0 : Begin - 2);
  Prev = Prev == llvm::StringRef::npos ? 0 : Prev + 1;
  return Names(LineAt(Prev), "musify-ignore-next-line:");
}

FileMigration::FileMigration(std::string P, std::string C)
    : Path(std::move(P)), Content(std::move(C)), Lines(Content),
      // Looked for once: a file has thousands of findings.
      HasIgnoreComments(llvm::StringRef(Content).contains("musify-ignore")),
      Excluded(findExcludedRanges(Content)) {}

void FileMigration::report(DiagID ID, unsigned Offset, unsigned Length,
                           std::string Message, std::string Suggestion,
                           const Rule *R, llvm::StringRef Api,
                           llvm::StringRef Family) {
  if (inRanges(Excluded, Offset) ||
      (HasIgnoreComments && isIgnored(Content, Offset, ID)) ||
      !Reported.insert({Offset, ID}).second)
    return;
  Diagnostic D;
  D.ID = ID;
  D.File = Path;
  D.Begin = Lines.position(Content, Offset);
  D.End = Lines.position(Content, Offset + Length);
  D.Message = std::move(Message);
  D.Suggestion = std::move(Suggestion);
  D.Api = R ? R->Cuda : Api.str();
  D.Family = R ? R->Family : Family.str();
  if (R && !R->FixIt.empty())
    D.Fixes.push_back({fmt::format("replace '{}' with '{}'", R->Cuda, R->FixIt),
                       {TextEdit{D.Begin, D.End, R->FixIt.str()}}});
  Diags.push_back(std::move(D));
}

void FileMigration::addFix(unsigned Offset, unsigned Length,
                           llvm::StringRef Text, std::string Message) {
  if (inRanges(Excluded, Offset))
    return;
  if (Edits.add({Offset, Length, Text.str(), nullptr}) ==
      FileEdits::AddResult::Added)
    report(DiagID::NvccIsm, Offset, Length, std::move(Message),
           "nothing to do; the fix is part of the migrated code");
}

bool FileMigration::insertText(unsigned Offset, llvm::StringRef Text) {
  return !inRanges(Excluded, Offset) &&
         Edits.add({Offset, 0, Text.str(), nullptr}) ==
             FileEdits::AddResult::Added;
}

bool FileMigration::isInactive(unsigned Offset) const {
  return inRanges(Inactive, Offset);
}

void FileMigration::reportWithFix(DiagID ID, unsigned Offset, unsigned Length,
                                  std::string Message, std::string Suggestion,
                                  unsigned FixOffset, unsigned FixLength,
                                  std::string FixText) {
  size_t Before = Diags.size();
  report(ID, Offset, Length, std::move(Message), Suggestion);
  if (Diags.size() == Before)
    return;
  Diagnostic &D = Diags.back();
  D.Fixes.push_back(
      {fmt::format("replace with '{}'", FixText),
       {TextEdit{Lines.position(Content, FixOffset),
                 Lines.position(Content, FixOffset + FixLength), FixText}}});
}

void FileMigration::reportEdit(DiagID ID, unsigned Offset, unsigned Length,
                               std::string Message, std::string Suggestion,
                               const Rule &R, llvm::StringRef NewText) {
  size_t Before = Diags.size();
  report(ID, Offset, Length, std::move(Message), std::move(Suggestion), &R);
  if (Diags.size() == Before)
    return;
  // The edit musify made, so that an editor can show (or undo) it.
  Diagnostic &D = Diags.back();
  D.Fixes.push_back(
      {fmt::format("rename '{}' to '{}' (applied)", R.Cuda, NewText.str()),
       {TextEdit{D.Begin, D.End, NewText.str()}}});
}

void FileMigration::addSourceLanguageLines(unsigned Offset, const Rule &R) {
  if (SourcesRenamed) // .mu files: the MUSA language's by their extension
    return;
  assert(Script && "build rules apply in runBuildScriptPass");
  llvm::StringRef Text(Content);
  size_t OpenParen = Text.find('(', Offset);
  if (OpenParen == llvm::StringRef::npos)
    return;
  size_t End = Script->commandEnd(OpenParen + 1);
  std::vector<llvm::StringRef> Sources =
      cmakeCudaSourceArguments(*Script, OpenParen + 1);
  if (Sources.empty() || End == llvm::StringRef::npos)
    return;
  std::string Lines = R.AfterCommand.str();
  size_t At = Lines.find(CudaSourcesPlaceholder.str());
  Lines.replace(At, CudaSourcesPlaceholder.size(), llvm::join(Sources, " "));
  if (Text.drop_front(End).ltrim().starts_with(Lines))
    return; // a port migrated again: the lines are there
  Edits.add({static_cast<unsigned>(End), 0, "\n" + Lines, &R});
}

void FileMigration::applyBuildRule(unsigned Offset, unsigned Length,
                                   const Rule &R) {
  llvm::StringRef Text(Content);
  if (R.renames() && R.AfterCommand.contains(CudaSourcesPlaceholder)) {
    addSourceLanguageLines(Offset, R);
  } else if (R.renames() && llvm::StringRef(R.Musa).contains(ArchPlaceholder)) {
    ArchFlagEdit E =
        archFlagEdit(Text, Offset, Length, R.Musa, BuildArchs, LastArchFlagEnd,
                     /*CommaList=*/BuildKind == "python");
    Edits.add({E.Offset, E.Length, E.Text, &R});
    LastArchFlagEnd = E.FlagEnd;
  } else if (R.renames()) {
    assert(Script && "build rules apply in runBuildScriptPass");
    size_t End = R.AfterCommand.empty() ? llvm::StringRef::npos
                                        : Script->commandEnd(Offset + Length);
    if (End == llvm::StringRef::npos)
      Edits.add({Offset, Length, R.Musa.str(), &R});
    else // one edit: the rule's text through the end of its command
      Edits.add(
          {Offset, static_cast<unsigned>(End - Offset),
           (R.Musa + Text.slice(Offset + Length, End) + "\n" + R.AfterCommand)
               .str(),
           &R});
  } else if (R.Remove) {
    auto [CutBegin, CutLength] = flagRemoval(Text, Offset, Length, BuildKind);
    Edits.add({static_cast<unsigned>(CutBegin),
               static_cast<unsigned>(CutLength), "", &R});
    report(DiagID::BuildFlagRemoved, Offset, Length,
           fmt::format("'{}' was taken out of the MUSA build: {}", R.Cuda,
                       R.Reason),
           R.Suggestion.str(), &R);
  } else {
    // A prefix rule (-lcu) is shown with the word it matched.
    llvm::StringRef Matched =
        R.Prefix ? Text.drop_front(Offset).take_while([](char C) {
          return llvm::isAlnum(C) || C == '_' || C == ':' || C == '-' ||
                 C == '.' || C == '+';
        })
                 : llvm::StringRef(R.Cuda);
    // A word of the project's that starts like a CUDA one: a file
    // (cuda_consumer.cpp) or a name the script defines (CUDA_KERNEL_SOURCE;
    // CMake keeps CMAKE_ names for itself).
    bool Defined =
        ScriptNames.contains(Matched) && !Matched.starts_with("CMAKE_");
    if (R.Prefix && (Defined || isMigratableSource(Matched) ||
                     llvm::sys::path::has_extension(Matched)))
      return;
    report(DiagID::BuildUnsupported, Offset, Length,
           fmt::format("'{}' has no known MUSA counterpart: {}", Matched,
                       R.Reason),
           R.Suggestion.str(), &R);
  }
  if (!R.Hazard.empty())
    report(DiagID::BuildHazard, Offset, Length,
           fmt::format("'{}' became '{}': {}", R.Cuda, R.Musa, R.Hazard),
           R.Suggestion.str(), &R);
}

void FileMigration::applyRename(unsigned Offset, unsigned Length,
                                const Rule &R) {
  const Edit *Existing = nullptr;
  // Qualified rules (at::cuda, DeviceType::CUDA) rewrite their last part.
  std::string Text = R.referenceText().str();
  if (Edits.add({Offset, Length, Text, &R}, &Existing) ==
      FileEdits::AddResult::Conflict) {
    report(DiagID::ConflictingEdits, Offset, Length,
           fmt::format("'{}' would be rewritten to '{}' here, but another "
                       "rule ({}:{}) already rewrote this location to '{}'",
                       R.Cuda, R.Musa, Existing->R ? Existing->R->File : "",
                       Existing->R ? Existing->R->Line : 0, Existing->Text),
           "check the rule files for overlapping rules");
    return;
  }
  if (!R.IncludeFirst.empty())
    includeFirst(Offset, Length, R);
  if (R.Status == RuleStatus::Mapped)
    reportEdit(DiagID::MappedOnly, Offset, Length,
               fmt::format("'{}' was rewritten to '{}', a name known only "
                           "from name tables ({}); no code that builds "
                           "against MUSA is known to use it",
                           R.Cuda, R.Musa, R.Evidence),
               fmt::format("check that your MUSA SDK declares '{}'", R.Musa), R,
               Text);
}

void FileMigration::includeFirst(unsigned Offset, unsigned Length,
                                 const Rule &R) {
  llvm::StringRef Text(Content);
  size_t LineStart = Text.rfind('\n', Offset);
  LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
  if (LineStart == 0 && Text.starts_with("\xEF\xBB\xBF"))
    LineStart = 3; // after a byte-order mark
  size_t LineEnd = std::min(Text.find('\n', Offset), Text.size());
  // Not a header named elsewhere (a string, a build script), nor
  // #include_next, which the MUSA header's own directory decides.
  std::optional<IncludeLine> Include =
      parseIncludeLine(Text.slice(LineStart, LineEnd));
  if (!Include || Include->Next || LineStart + Include->Offset != Offset)
    return;
  char Open = Include->Angled ? '<' : '"';
  char Close = Include->Angled ? '>' : '"';
  bool Crlf = LineEnd < Text.size() && Text[LineEnd - 1] == '\r';
  std::string Line = fmt::format("#include {}{}{}{}", Open, R.IncludeFirst,
                                 Close, Crlf ? "\r\n" : "\n");
  if (Edits.add({unsigned(LineStart), 0, Line, &R}) !=
      FileEdits::AddResult::Added)
    return;
  report(DiagID::LibraryIncludeAdded, Offset, Length,
         fmt::format("{}{}{} uses what {}{}{} defines without including it, "
                     "where {}{}{} includes what it uses: musify added "
                     "'#include {}{}{}' before it",
                     Open, R.Musa, Close, Open, R.IncludeFirst, Close, Open,
                     R.Cuda, Close, Open, R.IncludeFirst, Close),
         "nothing to do; the include is part of the migrated code", &R);
}

void FileMigration::applyRule(unsigned Offset, unsigned Length, const Rule &R) {
  if (inRanges(Excluded, Offset))
    return;
  if (R.Kind == RuleKind::Build)
    return applyBuildRule(Offset, Length, R);
  if (!R.Hazard.empty())
    report(DiagID::LimitedFeature, Offset, Length,
           fmt::format("'{}': {}", R.Cuda, R.Hazard),
           !R.Suggestion.empty()
               ? R.Suggestion.str()
               : "check that the code does not depend on it, or guard it by "
                 "architecture",
           &R);
  if (!R.Call.empty() && !R.CallDropsDefaults) {
    // Calls with a call template reach addCallRewrite; anything else that
    // names the function cannot be changed by a rename. (A template that
    // only drops default arguments applies where they are defaults; the
    // rename and the hazard stand for every other use.)
    report(DiagID::CallNeedsAST, Offset, Length,
           fmt::format("the arguments of '{}' change on MUSA ({}), which "
                       "musify applies only to calls it can see in the AST",
                       R.Cuda, R.Call),
           "rewrite this use by hand", &R);
    return;
  }
  if (R.renames())
    return applyRename(Offset, Length, R);
  // An include the port does without goes once the file's uses of what
  // it declares are known to be gone (removePendingIncludes).
  if (R.Kind == RuleKind::Header && R.Remove) {
    PendingIncludes.push_back({Offset, Length, &R});
    return;
  }
  if (R.Kind == RuleKind::Header)
    return reportHeader(Offset, Length, R);
  if (R.Status == RuleStatus::Unsupported)
    report(DiagID::UnsupportedAPI, Offset, Length,
           fmt::format("'{}' is not supported by MUSA: {}", R.Cuda, R.Reason),
           R.Suggestion.str(), &R);
  else
    report(
        DiagID::NoKnownCounterpart, Offset, Length,
        fmt::format("'{}' has no known MUSA counterpart: {}", R.Cuda, R.Reason),
        R.Suggestion.str(), &R);
}

void FileMigration::forgetFindings(unsigned Begin, unsigned End) {
  llvm::erase_if(Diags, [&](const Diagnostic &D) {
    return D.Begin.Offset >= Begin && D.Begin.Offset < End;
  });
}

void FileMigration::withdraw(unsigned Begin, unsigned End) {
  forgetFindings(Begin, End);
  (void)Edits.extract(Begin, End);
}

std::string FileMigration::portGapIn(unsigned Begin, unsigned End) const {
  for (const Diagnostic &D : Diags) {
    bool Gap = D.ID == DiagID::UnsupportedAPI ||
               D.ID == DiagID::NoKnownCounterpart ||
               D.ID == DiagID::UnmappedAPI || D.ID == DiagID::UnsupportedHeader;
    if (!Gap || D.Begin.Offset < Begin || D.Begin.Offset >= End)
      continue;
    llvm::StringRef Name = llvm::StringRef(Content).substr(
        D.Begin.Offset, D.End.Offset - D.Begin.Offset);
    return fmt::format("'{}' (line {})", D.Api.empty() ? Name.str() : D.Api,
                       D.Begin.Line);
  }
  return "";
}

bool FileMigration::replaceEdits(unsigned Offset, unsigned Length,
                                 std::string Text, bool KeepRule) {
  std::vector<Edit> Replaced = Edits.extract(Offset, Offset + Length);
  const Rule *R =
      KeepRule && Replaced.size() == 1 ? Replaced.front().R : nullptr;
  if (Edits.add({Offset, Length, std::move(Text), R}) ==
      FileEdits::AddResult::Added)
    return true;
  for (const Edit &E : Replaced)
    Edits.add(E);
  return false;
}

bool FileMigration::replaceText(unsigned Offset, unsigned Length,
                                std::string Text) {
  // The rule of what it replaces (a comparison's CUDART_VERSION), so that
  // the report counts it where the rename was counted.
  if (!replaceEdits(Offset, Length, std::move(Text), /*KeepRule=*/true))
    return false;
  // A name the port no longer writes needs no check (from name tables) and
  // no counterpart (CUDA_VERSION in a comparison decided for MUSA).
  llvm::erase_if(Diags, [&](const Diagnostic &D) {
    return (D.ID == DiagID::MappedOnly || D.ID == DiagID::NoKnownCounterpart) &&
           D.Begin.Offset >= Offset && D.Begin.Offset < Offset + Length;
  });
  return true;
}

bool FileMigration::removeText(unsigned Begin, unsigned End) {
  llvm::StringRef Removed = llvm::StringRef(Content).slice(Begin, End);
  std::string LineBreaks;
  for (size_t I = 0; I < Removed.size(); ++I)
    if (Removed[I] == '\n')
      LineBreaks += I > 0 && Removed[I - 1] == '\r' ? "\r\n" : "\n";
  if (!replaceEdits(Begin, End - Begin, std::move(LineBreaks),
                    /*KeepRule=*/false))
    return false;
  forgetFindings(Begin, End);
  // The token-level pass (a file that falls back to it) renames none of
  // what went.
  Protected.insert(Begin);
  for (size_t I = 0; I < Removed.size(); ++I)
    if (isIdentifierChar(Removed[I]) &&
        (I == 0 || !isIdentifierChar(Removed[I - 1])))
      Protected.insert(Begin + I);
  return true;
}

void FileMigration::reportHeader(unsigned Offset, unsigned Length,
                                 const Rule &R, llvm::StringRef Why) {
  // A prefix rule (ATen/cuda/) is shown with the header it matched.
  llvm::StringRef Header =
      R.Prefix ? llvm::StringRef(Content).drop_front(Offset).take_until(
                     [](char C) { return C == '>' || C == '"' || C == '\n'; })
               : llvm::StringRef(R.Cuda);
  report(DiagID::UnsupportedHeader, Offset, Length,
         fmt::format("header '{}' has no MUSA counterpart: {}{}", Header,
                     R.Reason, Why.str()),
         Why.empty() ? R.Suggestion.str()
                     : "port the uses of its names that stay, then remove "
                       "this include",
         &R);
}

bool FileMigration::inMacroDefinition(unsigned Offset) const {
  return directiveAt(Content, logicalLineStart(Content, Offset)).Keyword ==
         "define";
}

bool FileMigration::holdsInclude(const Diagnostic &D, const RuleSet &Rules,
                                 const Family *Owner) const {
  if (D.ID != DiagID::UnsupportedAPI && D.ID != DiagID::NoKnownCounterpart &&
      D.ID != DiagID::UnmappedAPI && D.ID != DiagID::CallNeedsAST)
    return false;
  const Rule *R = Rules.lookupIdentifier(D.Api);
  // A use the port keeps of a call it does without (a function's address,
  // a call in a macro's argument, code of another configuration).
  if (R && R->Remove && R->Kind != RuleKind::Header &&
      D.ID != DiagID::UnmappedAPI)
    return true;
  // A use of the library's other names: the port needs the header while
  // one stays, except in a macro's definition, which fails where a unit
  // expands it (with the finding at the name) and nowhere else.
  const Family *Of =
      R ? Rules.family(R->Family) : Rules.familyByNamePattern(D.Api);
  return Owner && Of == Owner && !inMacroDefinition(D.Begin.Offset);
}

void FileMigration::removePendingIncludes(const RuleSet &Rules) {
  for (const PendingInclude &P : PendingIncludes) {
    // Where the rule names a header `instead`, that one declares the
    // family's other names; else each of them needs the removed header.
    const Family *Owner =
        P.R->Instead.empty() ? Rules.familyOwningHeader(P.R->Cuda) : nullptr;
    if (P.R->Instead.empty() && !Owner) {
      // No family says which names the header declares: nothing shows
      // that the file does without them.
      reportHeader(P.Offset, P.Length, *P.R);
      continue;
    }
    bool UsesLeft = llvm::any_of(Diags, [&](const Diagnostic &D) {
      return holdsInclude(D, Rules, Owner);
    });
    if (UsesLeft || !removeInclude(P.Offset, *P.R))
      reportHeader(P.Offset, P.Length, *P.R,
                   UsesLeft ? "; it stays while a use of its names stays in "
                              "this file (MU1001, MU1002)"
                            : "");
  }
  PendingIncludes.clear();
}

/// The include directive alone on \p Line (a comment may follow it), or
/// nullopt: not `#include_next`, nor one that shares its line with code.
static std::optional<IncludeLine> includeAlone(llvm::StringRef Line) {
  std::optional<IncludeLine> Include = parseIncludeLine(Line);
  if (!Include || Include->Next)
    return std::nullopt;
  llvm::StringRef After =
      Line.drop_front(Include->Offset + Include->Name.size() + 1).trim(" \t");
  if (!After.empty() && !After.starts_with("//") &&
      !(After.starts_with("/*") && After.ends_with("*/")))
    return std::nullopt;
  return Include;
}

bool FileMigration::removeInclude(unsigned Offset, const Rule &R) {
  llvm::StringRef Text(Content);
  size_t Begin = Text.rfind('\n', Offset);
  Begin = Begin == llvm::StringRef::npos ? 0 : Begin + 1;
  size_t End = std::min(Text.find('\n', Offset), Text.size());
  llvm::StringRef Line = Text.slice(Begin, End).rtrim(" \t\r");
  std::optional<IncludeLine> Include = includeAlone(Line);
  if (!Include ||
      !(Include->Name == R.Cuda ||
        Include->Name.ends_with(("/" + R.Cuda).str())) ||
      isExcluded(Begin, End))
    return false;
  bool Angled = Include->Angled;
  if (R.Instead.empty()
          ? !removeText(Begin, Begin + Line.size())
          : !replaceText(Begin, Line.size(),
                         fmt::format("#include {}{}{}", Angled ? '<' : '"',
                                     R.Instead.str(), Angled ? '>' : '"')))
    return false;
  report(DiagID::Removed, Offset, R.Cuda.size(),
         fmt::format("the include of '{}' {}: {}; {}", R.Cuda,
                     R.Instead.empty()
                         ? "is removed from the port"
                         : fmt::format("becomes one of '{}', which it "
                                       "included",
                                       R.Instead.str()),
                     R.Reason,
                     R.Instead.empty()
                         ? "nothing in this file names what it declares "
                           "outside the bodies of macros, which fail where "
                           "a unit expands them"
                         : "the program does not need it"),
         R.Suggestion.str(), &R);
  return true;
}

bool FileMigration::isExcluded(unsigned Begin, unsigned End) const {
  return llvm::any_of(Excluded, [&](const auto &R) {
    return R.first < End && Begin < R.second;
  });
}

bool FileMigration::inactiveCodeNames(unsigned Begin, unsigned End,
                                      llvm::StringRef Word) const {
  for (const auto &[From, To] : Inactive) {
    if (To <= Begin || End <= From)
      continue;
    llvm::StringRef Text = llvm::StringRef(Content).slice(From, To);
    for (size_t At = Text.find(Word); At != llvm::StringRef::npos;
         At = Text.find(Word, At + 1)) {
      size_t After = At + Word.size();
      if ((At == 0 || !isIdentifierChar(Text[At - 1])) &&
          (After == Text.size() || !isIdentifierChar(Text[After])))
        return true;
    }
  }
  return false;
}

void FileMigration::addCallRewrite(
    unsigned Begin, unsigned End,
    std::vector<std::pair<unsigned, unsigned>> Args, unsigned NameOffset,
    unsigned NameLength, const Rule &R) {
  if (inRanges(Excluded, NameOffset) || RefusedCalls.contains(NameOffset))
    return;
  // A call in a template, or in a macro's body, is met once per
  // instantiation or expansion: it is one rewrite of the text, where every
  // visit reads the same call.
  for (const CallRewrite &C : Calls)
    if (C.NameOffset == NameOffset) {
      if (C.Begin != Begin || C.End != End || C.Args != Args) {
        RefusedCalls.insert(NameOffset);
        report(DiagID::CallNeedsAST, NameOffset, NameLength,
               fmt::format("the arguments of '{}' change on MUSA ({}), and "
                           "this call reads differently where it is met "
                           "again (another expansion of its macro)",
                           R.Cuda, R.Call),
               "rewrite this call by hand", &R);
      }
      return;
    }
  // The callee's name is the call's business, not the token pass's.
  Protected.insert(NameOffset);
  Calls.push_back({Begin, End, NameOffset, NameLength, std::move(Args), &R});
}

namespace {

/// Where \p Separator is in \p Gap, the text between two parts of a call,
/// outside its comments; npos where it is not.
size_t separatorIn(llvm::StringRef Gap, char Separator) {
  for (size_t I = 0; I < Gap.size(); ++I) {
    if (size_t Past = pastLiteralOrComment(Gap, I); Past != I)
      I = Past - 1;
    else if (Gap[I] == Separator)
      return I;
  }
  return llvm::StringRef::npos;
}

/// What of \p Gap, the text between two arguments, the rewritten call
/// keeps: its comments and line breaks, without \p Separator (the comma
/// the template writes, or the callee and its parenthesis before the
/// first argument).
std::string keptBetween(llvm::StringRef Gap, char Separator) {
  size_t At = separatorIn(Gap, Separator);
  if (At == llvm::StringRef::npos)
    return "";
  std::string Kept = Separator == '(' ? "" : Gap.take_front(At).str();
  return Kept + Gap.drop_front(At + 1).str();
}

/// The first line break of \p Text, with the backslash that escapes it in
/// a macro's body: "" where it has none.
std::string firstLineBreak(llvm::StringRef Text) {
  size_t At = Text.find('\n');
  if (At == llvm::StringRef::npos)
    return "";
  size_t From = At;
  if (From > 0 && Text[From - 1] == '\r')
    --From;
  if (From > 0 && Text[From - 1] == '\\')
    --From;
  return Text.slice(From, At + 1).str();
}

/// \p Template with each $N replaced by \p Args[N], the first use of an
/// argument preceded by the comments and line breaks before it in the call
/// (\p Before): none where the template names an argument the call lacks.
std::optional<std::string> fillTemplate(llvm::StringRef Template,
                                        llvm::ArrayRef<std::string> Args,
                                        llvm::ArrayRef<std::string> Before) {
  std::string Out;
  std::vector<bool> Used(Args.size());
  for (size_t I = 0; I < Template.size(); ++I) {
    if (Template[I] != '$' || I + 1 == Template.size() ||
        !llvm::isDigit(Template[I + 1])) {
      Out += Template[I];
      continue;
    }
    unsigned N = Template[++I] - '0';
    if (N >= Args.size())
      return std::nullopt;
    if (!Used[N] && !llvm::StringRef(Before[N]).trim(" \t").empty()) {
      while (!Out.empty() && (Out.back() == ' ' || Out.back() == '\t'))
        Out.pop_back();
      if (!Out.empty() && Out.back() == ',' && Before[N].front() != ' ' &&
          Before[N].front() != '\t')
        Out += ' ';
      Out += Before[N];
    }
    Used[N] = true;
    Out += Args[N];
  }
  return Out;
}

} // namespace

std::vector<std::string>
FileMigration::argumentText(const CallRewrite &C,
                            llvm::ArrayRef<Edit> Inner) const {
  // Each argument keeps the renames made inside it.
  std::vector<std::string> ArgText;
  for (const auto &[B, E] : C.Args) {
    std::string Text;
    unsigned At = B;
    for (const Edit &In : Inner)
      if (In.Offset >= B && In.Offset + In.Length <= E) {
        Text += Content.substr(At, In.Offset - At) + In.Text;
        At = In.Offset + In.Length;
      }
    ArgText.push_back(Text + Content.substr(At, E - At));
  }
  return ArgText;
}

void FileMigration::applyCallRewrites() {
  for (const CallRewrite &C : Calls) {
    if (RefusedCalls.contains(C.NameOffset))
      continue;
    std::vector<Edit> Inner = Edits.extract(C.Begin, C.End);
    llvm::StringRef Original = llvm::StringRef(Content).slice(C.Begin, C.End);
    // The call keeps its comments and its line count, so that the port's
    // lines are the original's: what is before each argument stays there,
    // the rest goes after the call.
    std::vector<std::string> Before;
    for (unsigned I = 0; I < C.Args.size(); ++I)
      Before.push_back(
          keptBetween(llvm::StringRef(Content).slice(
                          I ? C.Args[I - 1].second : C.Begin, C.Args[I].first),
                      I ? ',' : '('));
    std::optional<std::string> Out =
        fillTemplate(C.R->callTemplate(), argumentText(C, Inner), Before);
    if (!Out) {
      for (const Edit &In : Inner)
        Edits.add(In);
      report(DiagID::CallNeedsAST, C.NameOffset, C.NameLength,
             fmt::format("the call template of '{}' ({}) uses more arguments "
                         "than this call has",
                         C.R->Cuda, C.R->Call),
             "rewrite this call by hand");
      continue;
    }
    if (!C.Args.empty())
      *Out += llvm::StringRef(Content)
                  .slice(C.Args.back().second, C.End)
                  .drop_back() // the call's ')'
                  .rtrim(" \t")
                  .str();
    std::string Break = firstLineBreak(Original);
    for (size_t Lines = llvm::count(*Out, '\n');
         Lines < size_t(llvm::count(Original, '\n')); ++Lines)
      *Out += Break;
    Edits.add({C.Begin, C.End - C.Begin, std::move(*Out), C.R});
  }
  Calls.clear();
  RefusedCalls.clear();
}

void FileMigration::runBuildScriptPass(const RuleSet &Rules,
                                       llvm::StringRef Kind,
                                       llvm::ArrayRef<std::string> Archs,
                                       bool Renamed, const StandardNeed &Need) {
  BuildArchs = Archs;
  SourcesRenamed = Renamed;
  BuildKind = Kind.str();
  ScriptText Text(Content, BuildKind);
  Script = &Text;
  if (Kind == "cmake")
    ScriptNames = cmakeDefinedNames(Text);
  for (const TokenMatch &M : scanBuildScript(Text, Rules))
    applyRule(M.Offset, M.Length, *M.R);
  if (Need.Year)
    raiseStandards(Text, Need);
  Script = nullptr;
}

void FileMigration::raiseStandards(const ScriptText &Text,
                                   const StandardNeed &Need) {
  llvm::StringRef Kind = Text.kind();
  std::vector<StandardSetting> Settings = findStandardSettings(Text);
  // The settings that read one version's text (a variable's set()), each
  // group one edit and one diagnostic.
  std::map<size_t, std::vector<const StandardSetting *>> ByVersion;
  for (const StandardSetting &S : Settings) {
    if (inRanges(Excluded, S.Offset))
      continue;
    if (!S.resolved())
      reportUnresolvedStandard(S, Kind, Need);
    else if (S.Year < Need.Year && !inRanges(Excluded, S.VersionOffset))
      ByVersion[S.VersionOffset].push_back(&S);
  }
  for (const auto &[Offset, Group] : ByVersion)
    raiseStandard(Group, Kind, Need);
}

/// Where \p S is, as "'-std=c++${STD}' (line 6)".
static std::string settingAt(llvm::StringRef Content,
                             const StandardSetting &S) {
  return fmt::format("'{}' (line {})", S.Written,
                     Content.take_front(S.Offset).count('\n') + 1);
}

/// What MU3004 says where the version that \p Group's settings read
/// (from \p Old) was raised for \p Need, \p Direct the one that reads it
/// without a variable (or null): its message and suggestion.
static std::pair<std::string, std::string>
raisedWords(llvm::StringRef Content,
            llvm::ArrayRef<const StandardSetting *> Group,
            const StandardSetting *Direct, llvm::StringRef Old,
            llvm::StringRef Kind, const StandardNeed &Need) {
  std::vector<std::string> Read;
  std::string Variable;
  for (const StandardSetting *S : Group)
    if (!S->Variable.empty()) {
      Read.push_back(settingAt(Content, *S));
      Variable = S->Variable;
    }
  std::string Readers =
      Read.size() < 2 ? llvm::join(Read, "")
                      : llvm::join(llvm::ArrayRef(Read).drop_back(), ", ") +
                            " and " + Read.back();
  std::string Version = standardVersion(Need.Year);
  std::string Message =
      Direct
          ? fmt::format("'{}' compiles at C++{}{}", Direct->Written,
                        standardVersion(Direct->Year),
                        Readers.empty() ? ""
                                        : fmt::format(", read as the standard "
                                                      "through {} by {}",
                                                      Variable, Readers))
          : fmt::format("{} is set to {} here and chooses the C++ "
                        "standard of {}",
                        Variable, Old, Readers);
  std::string Suggestion = fmt::format(
      "check that the project's own code builds at C++{} (C++17 removed "
      "std::auto_ptr, std::random_shuffle, 'register' and dynamic exception "
      "specifications)",
      Version);
  if (!Variable.empty())
    Suggestion += fmt::format("; a build that gives {} itself ({}{}={}) must "
                              "give {} or later",
                              Variable, Kind == "cmake" ? "-D" : "", Variable,
                              Old, Version);
  return {fmt::format("{}; {}: musify raised it to C++{}", Message, Need.Why,
                      Version),
          Suggestion};
}

void FileMigration::raiseStandard(llvm::ArrayRef<const StandardSetting *> Group,
                                  llvm::StringRef Kind,
                                  const StandardNeed &Need) {
  const StandardSetting &First = *Group.front();
  std::string Version = standardVersion(Need.Year);
  std::string Old = Content.substr(First.VersionOffset, First.VersionLength);
  if (Edits.add({unsigned(First.VersionOffset), unsigned(First.VersionLength),
                 Version, nullptr}) == FileEdits::AddResult::Conflict)
    return;
  RaisedStandard = true;
  // On the setting itself where one reads the version directly, else on
  // the variable's set().
  auto It = llvm::find_if(
      Group, [](const StandardSetting *S) { return S->Variable.empty(); });
  const StandardSetting *Direct = It != Group.end() ? *It : nullptr;
  unsigned At = Direct ? Direct->Offset : First.VersionOffset;
  unsigned Length = Direct ? Direct->Length : First.VersionLength;
  auto [Message, Suggestion] =
      raisedWords(Content, Group, Direct, Old, Kind, Need);
  size_t Before = Diags.size();
  report(DiagID::StandardRaised, At, Length, Message, Suggestion);
  if (Diags.size() > Before)
    Diags.back().Fixes.push_back(
        {fmt::format("raise the standard to C++{} (applied)", Version),
         {TextEdit{
             Lines.position(Content, First.VersionOffset),
             Lines.position(Content, First.VersionOffset + First.VersionLength),
             Version}}});
}

void FileMigration::reportUnresolvedStandard(const StandardSetting &S,
                                             llvm::StringRef Kind,
                                             const StandardNeed &Need) {
  UnresolvedStandard = true;
  report(DiagID::StandardRaised, S.Offset, S.Length,
         fmt::format("'{}' compiles at the standard {} holds, which this "
                     "script does not set to a version; {}: musify cannot "
                     "raise it",
                     S.Written, S.Variable, Need.Why),
         fmt::format("make sure {} is {} or later where it is set ({}, or "
                     "the script that sets it), or write the standard here",
                     S.Variable, standardVersion(Need.Year),
                     Kind == "cmake" ? "-D" + S.Variable +
                                           "=... on the "
                                           "command line"
                                     : "the command line"));
}

bool inConditionDecidingMusa(llvm::StringRef Content, unsigned Offset,
                             const Rule &R, const RuleSet &Rules) {
  if (R.Kind != RuleKind::Macro || R.renames())
    return false;
  llvm::StringRef Condition = conditionAt(Content, Offset);
  if (Condition.empty())
    return false;
  bool Musa = false;
  forEachIdentifier(Condition, [&](unsigned, llvm::StringRef Name) {
    Musa = Musa || Rules.isMusaName(Name);
  });
  return Musa;
}

void FileMigration::runTokenPass(
    const RuleSet &Rules, llvm::StringRef Reason,
    llvm::ArrayRef<std::unique_ptr<Check>> Checks) {
  TokenOnlyReason = Reason.str();
  TokenScanOptions Options;
  Options.Inactive = Inactive;
  Options.CoverActiveCode = !Reason.empty();
  Options.Protected = &Protected;
  Options.ProjectDeclared = ProjectDeclared;
  Options.NoteUnsureRenames = NoteUnsureRenames;
  for (const TokenMatch &M : scanTokens(Path, Content, Rules, Options)) {
    if (M.ProjectName || M.Unsure) {
      if (!M.Message.empty())
        report(M.ProjectName ? DiagID::SymbolKept : DiagID::MappedOnly,
               M.Offset, M.Length, M.Message, M.Suggestion, M.R);
      if (M.Apply)
        applyRule(M.Offset, M.Length, *M.R);
      continue;
    }
    if (!M.R) {
      llvm::StringRef Name =
          llvm::StringRef(Content).substr(M.Offset, M.Length);
      report(DiagID::UnknownApiName, M.Offset, M.Length, M.Message,
             M.Suggestion, nullptr, Name, M.Family);
      continue;
    }
    if (inConditionDecidingMusa(Content, M.Offset, *M.R, Rules))
      continue;
    if (!M.Message.empty())
      report(DiagID::NoKnownCounterpart, M.Offset, M.Length, M.Message,
             M.Suggestion, M.R);
    if (M.Apply)
      applyRule(M.Offset, M.Length, *M.R);
  }
  applyCallRewrites();
  removePendingIncludes(Rules);
  FileTextContext Text(*this);
  for (const std::unique_ptr<Check> &C : Checks)
    C->checkText(Text);
  if (Reason.empty())
    return;
  // Nothing the token pass or a check found, and no CUDA language: the AST
  // would have found nothing either, so there is nothing to review.
  NamesNoCuda = Edits.empty() && Diags.empty() && !usesCudaLanguage(Content);
  if (NamesNoCuda)
    report(DiagID::TokenLevelOnly, 0, 0,
           fmt::format("not migrated: {}, and it names nothing of CUDA's; "
                       "copied unchanged",
                       Reason),
           "nothing in it to migrate; if the port's build compiles it, make "
           "it parse (MUSA's mcc is Clang-based): pass the flags it needs");
  else
    report(DiagID::TokenLevelOnly, 0, 0,
           fmt::format("migrated by the token-level pass only: {}", Reason),
           "review the result: names were matched without type information");
}

} // namespace musify
