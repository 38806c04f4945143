//===- MigrateAction.cpp - Parse one translation unit ---------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "MigrateAction.h"
#include "ConstantThroughReference.h"
#include "DeviceFunctionOnHost.h"
#include "TranslationUnitState.h"
#include "musify/Analysis/EmbedGuard.h"
#include "musify/Analysis/ErrorText.h"
#include "musify/Analysis/PreprocessorRecorder.h"
#include "musify/Analysis/ReferenceFinder.h"
#include "musify/Support/PreprocessorLines.h"
#include "musify/Support/SourceTree.h"
#include "musify/Support/Stopwatch.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/DiagnosticParse.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Regex.h"
#include <fmt/format.h>
#include <set>

namespace musify {

unsigned maxHeadersPerInput() {
  std::optional<std::string> V =
      llvm::sys::Process::GetEnv("MUSIFY_MAX_HEADERS_PER_INPUT");
  unsigned N = DefaultMaxHeadersPerInput;
  if (V && llvm::StringRef(*V).getAsInteger(10, N))
    N = DefaultMaxHeadersPerInput;
  return N;
}

namespace {

using namespace clang;

class FindReferencesConsumer : public ASTConsumer {
public:
  FindReferencesConsumer(SourceClassifier &Classifier, ReferenceSink &Sink,
                         llvm::ArrayRef<std::unique_ptr<Check>> Checks,
                         ProjectSymbolFinder *Symbols,
                         TranslationUnitOutcome &Out)
      : Classifier(Classifier), Sink(Sink), Checks(Checks), Symbols(Symbols),
        Out(Out) {}
  /// Consulted for every function body when the parse skips bodies outside
  /// the user's files (see Factory::runInvocation); Clang itself keeps
  /// those of constexpr functions and of functions whose return type is
  /// deduced, which declarations and constant expressions need.
  bool shouldSkipFunctionBody(Decl *D) override {
    const SourceManager &SM = D->getASTContext().getSourceManager();
    return !Classifier.isUser(SM.getExpansionLoc(D->getLocation()));
  }

  void HandleTranslationUnit(ASTContext &Ctx) override {
    Stopwatch Match;
    findReferences(Ctx, Classifier, Sink);
    Out.MatchSeconds += Match.seconds();
    Stopwatch ChecksTime;

    // The checks' matchers walk the same user declarations only.
    ast_matchers::MatchFinder Finder;
    for (const std::unique_ptr<Check> &C : Checks)
      C->registerMatchers(Finder);
    std::vector<Decl *> OldScope = Ctx.getTraversalScope();
    Ctx.setTraversalScope(userTopLevelDecls(Ctx, Classifier));
    Finder.matchAST(Ctx);
    Ctx.setTraversalScope(OldScope);
    Out.ChecksSeconds += ChecksTime.seconds();
  }

private:
  SourceClassifier &Classifier;
  ReferenceSink &Sink;
  llvm::ArrayRef<std::unique_ptr<Check>> Checks;
  ProjectSymbolFinder *Symbols;
  TranslationUnitOutcome &Out;
};

constexpr llvm::StringLiteral StandInMacroPrefix = "MUSIFY_STAND_IN_";

/// The identifiers of the translation unit that start with \p Prefix,
/// those of a precompiled preamble included (it loads them lazily, so the
/// table holds only those used since).
std::vector<std::string> identifiersStartingWith(Preprocessor &PP,
                                                 llvm::StringRef Prefix) {
  std::set<std::string> Names;
  for (const auto &Id : PP.getIdentifierTable())
    if (Id.getKey().starts_with(Prefix))
      Names.insert(Id.getKey().str());
  if (IdentifierInfoLookup *External =
          PP.getIdentifierTable().getExternalIdentifierLookup()) {
    std::unique_ptr<IdentifierIterator> It(External->getIdentifiers());
    for (llvm::StringRef Name = It->Next(); !Name.empty(); Name = It->Next())
      if (Name.starts_with(Prefix))
        Names.insert(Name.str());
  }
  return {Names.begin(), Names.end()};
}

/// Whether \p Name is an identifier of the translation unit, its
/// precompiled preamble's included.
bool isKnownIdentifier(Preprocessor &PP, llvm::StringRef Name) {
  IdentifierTable &Table = PP.getIdentifierTable();
  if (Table.find(Name) != Table.end())
    return true;
  IdentifierInfoLookup *External = Table.getExternalIdentifierLookup();
  return External && External->get(Name);
}

/// The file musify's PyTorch stand-ins name themselves by: where a search
/// directory holds it, the stand-ins are on the include path.
constexpr llvm::StringLiteral StandInMarkerHeader = "musify-torch-api.h";
/// A header every copy of the library has, the stand-ins' included.
constexpr llvm::StringLiteral StandInMainHeader = "torch/extension.h";
/// The rule family whose library they stand for.
constexpr llvm::StringLiteral StandInFamily = "pytorch";

/// Skips an `#include` of a library header the stand-ins lack where the
/// stand-ins stand for the library (PyTorch not installed): the file then
/// keeps its AST, and a name the header would have declared is a gap
/// (ErrorCollector), where a missing header was a fatal error and cost the
/// whole file.
class StandInHeaderGaps : public PPCallbacks {
public:
  StandInHeaderGaps(const RuleSet &Rules, HeaderSearch &Search,
                    std::vector<std::string> &Missing)
      : Rules(Rules), Search(Search), Missing(Missing) {}
  bool FileNotFound(StringRef FileName) override {
    const Family *F = Rules.familyOwningLibraryInclude(FileName);
    if (!F || F->Name != StandInFamily || !standInsOnPath())
      return false;
    if (llvm::find(Missing, FileName) == Missing.end())
      Missing.push_back(FileName.str());
    return true;
  }

private:
  /// Whether the stand-ins are the library here: the first search
  /// directory that has its main header is theirs. Where PyTorch's own
  /// headers come first, a header they lack is a real error.
  bool standInsOnPath() {
    if (OnPath)
      return *OnPath;
    OnPath = false;
    for (const DirectoryLookup &D : Search.search_dir_range()) {
      if (!D.getDirRef())
        continue;
      llvm::StringRef Dir = D.getDirRef()->getName();
      if (llvm::sys::fs::exists(Dir + "/" + StandInMainHeader)) {
        OnPath = llvm::sys::fs::exists(Dir + "/" + StandInMarkerHeader);
        break;
      }
    }
    return *OnPath;
  }
  const RuleSet &Rules;
  HeaderSearch &Search;
  std::vector<std::string> &Missing;
  std::optional<bool> OnPath;
};

/// Stops a parse that enters more headers than maxHeadersPerInput(): a
/// fatal error ends the preprocessing (no further file is entered), and the
/// input goes to the token-level pass with that reason.
class HeaderBound : public PPCallbacks {
public:
  HeaderBound(DiagnosticsEngine &Diags, unsigned Max)
      : Diags(Diags), Max(Max) {}
  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind, FileID) override {
    if (Reason != EnterFile || ++Entered <= Max || Reported)
      return;
    Reported = true;
    Diags.Report(Loc, Diags.getCustomDiagID(
                          DiagnosticsEngine::Fatal,
                          "more than %0 headers entered by this translation "
                          "unit (MUSIFY_MAX_HEADERS_PER_INPUT); parse stopped"))
        << Max;
  }

private:
  DiagnosticsEngine &Diags;
  unsigned Max;
  unsigned Entered = 0; // the main file and the predefines count too
  bool Reported = false;
};

class MigrateAction : public ASTFrontendAction {
public:
  MigrateAction(const RuleSet &Rules, const std::vector<std::string> &Roots,
                ErrorCollector &Errors, TranslationUnitOutcome &Out,
                const CheckOptions &CheckOpts, bool FindSymbols,
                const PreambleFacts *Facts)
      : Rules(Rules), Roots(Roots), Errors(Errors), Out(Out),
        CheckOpts(CheckOpts), FindSymbols(FindSymbols), Facts(Facts) {}

  bool BeginSourceFileAction(CompilerInstance &CI) override {
    Classifier = std::make_unique<SourceClassifier>(
        CI.getSourceManager(), Rules, Roots,
        clangHeaderRoot(CI.getHeaderSearchOpts().ResourceDir));
    State = std::make_unique<TranslationUnitState>(
        CI.getSourceManager(), CI.getLangOpts(), Rules, *Classifier);
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<PreprocessorRecorder>(CI.getSourceManager(), *State));
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<EmbedGuard>(CI.getDiagnostics(), &Out.MetEmbed));
    CI.getPreprocessor().addPPCallbacks(std::make_unique<StandInHeaderGaps>(
        Rules, CI.getPreprocessor().getHeaderSearchInfo(),
        Out.StandInMissingHeaders));
    if (unsigned Max = maxHeadersPerInput())
      CI.getPreprocessor().addPPCallbacks(
          std::make_unique<HeaderBound>(CI.getDiagnostics(), Max));
    if (Facts)
      replay(*Facts, CI.getFileManager());
    if (FindSymbols) {
      Symbols = std::make_unique<ProjectSymbolFinder>(
          CI.getSourceManager(), *Classifier, Rules, Out.Symbols);
      CI.getPreprocessor().addPPCallbacks(Symbols->preprocessorCallbacks());
      State->setSymbolFinder(Symbols.get());
    }
    Errors.OnNvccIsm = [this](const NvccIsmFix &Fix, llvm::StringRef Message) {
      return State->nvccIsm(Fix, Message, Errors.Written);
    };
    Checks = createChecks(CheckOpts, Rules);
    for (const std::unique_ptr<Check> &C : Checks)
      C->setReporter(State.get());
    return true;
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 StringRef) override {
    return std::make_unique<FindReferencesConsumer>(*Classifier, *State, Checks,
                                                    Symbols.get(), Out);
  }

  void EndSourceFileAction() override {
    Out.Ran = true;
    Out.FirstError = Errors.firstError();
    std::string Reason;
    Errors.OnNvccIsm = nullptr;
    // Stand-in headers (share/musify/*-shims) name themselves by a macro.
    Preprocessor &PP = getCompilerInstance().getPreprocessor();
    for (const std::string &Name :
         identifiersStartingWith(PP, StandInMacroPrefix))
      if (PP.isMacroDefined(Name))
        Out.StandIns.push_back(Name.substr(StandInMacroPrefix.size()));
    if (Out.StandIns.empty() && !Out.StandInMissingHeaders.empty())
      Out.StandIns.push_back("PyTorch");
    Out.HadErrors = Errors.realErrors() > 0;
    if (Out.HadErrors && !Out.StandIns.empty() && Errors.otherErrors() == 0) {
      Out.HadErrors = false;
      std::set<std::string> Seen;
      for (const std::string &G : Errors.libraryGaps())
        if (Seen.insert(G).second)
          Out.StandInGaps.push_back(G);
    }
    if (Out.HadErrors)
      Reason = fmt::format("the file does not parse with Clang ({})",
                           Out.FirstError.empty() ? "unknown error"
                                                  : Out.FirstError);
    Stopwatch Finish;
    if (!Out.HadErrors)
      addLostLibraryIncludes(PP);
    Out.Files = State->finish(Reason, Out.FirstError, Checks);
    Out.ChecksSeconds += Finish.seconds();
    Out.IncludedNames = State->includedNames();
    if (Symbols)
      Symbols->finish(
          [&PP](llvm::StringRef Name) { return isKnownIdentifier(PP, Name); });
  }

private:
  /// The library headers' MUSA counterparts are read from the include path
  /// the parse used (MUTLASS's include directory beside CUTLASS's).
  void addLostLibraryIncludes(Preprocessor &PP) {
    std::vector<std::string> Prefixes = Rules.musaLibraryHeaderPrefixes();
    if (Prefixes.empty())
      return;
    std::vector<std::string> Dirs;
    for (const DirectoryLookup &D : PP.getHeaderSearchInfo().search_dir_range())
      if (OptionalDirectoryEntryRef Dir = D.getDirRef())
        Dirs.push_back(Dir->getName().str());
    LibraryIncludeGraph Graph(PP.getFileManager().getVirtualFileSystem(),
                              std::move(Dirs), std::move(Prefixes));
    State->addLostLibraryIncludes(Graph);
  }

  /// Hands over what the precompiled preamble's own parse recorded.
  void replay(const PreambleFacts &F, FileManager &Files) {
    for (const PreambleFacts::LibraryHeader &H : F.LibraryHeaders)
      if (const Family *Owner = Rules.family(H.Family))
        if (OptionalFileEntryRef File = Files.getOptionalFileRef(H.Path))
          Classifier->addLibraryHeader(*File, Owner, H.Written);
    for (const std::string &Name : F.IncludedNames)
      State->includeNamed(Name);
  }

  const RuleSet &Rules;
  const std::vector<std::string> &Roots;
  ErrorCollector &Errors;
  TranslationUnitOutcome &Out;
  std::unique_ptr<SourceClassifier> Classifier;
  std::unique_ptr<TranslationUnitState> State;
  const CheckOptions &CheckOpts;
  std::vector<std::unique_ptr<Check>> Checks;
  bool FindSymbols;
  const PreambleFacts *Facts;
  std::unique_ptr<ProjectSymbolFinder> Symbols;
};

class Factory : public tooling::FrontendActionFactory {
public:
  Factory(const RuleSet &Rules, const std::vector<std::string> &Roots,
          ErrorCollector &Errors, TranslationUnitOutcome &Out,
          const CheckOptions &CheckOpts, bool FindSymbols, PreambleUse Preamble)
      : Rules(Rules), Roots(Roots), Errors(Errors), Out(Out),
        CheckOpts(CheckOpts), FindSymbols(FindSymbols), Preamble(Preamble) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<MigrateAction>(Rules, Roots, Errors, Out, CheckOpts,
                                           FindSymbols, Facts);
  }

  bool runInvocation(std::shared_ptr<CompilerInvocation> Inv,
                     FileManager *Files,
                     std::shared_ptr<PCHContainerOperations> PCHOps,
                     DiagnosticConsumer *Diags) override {
    // Nothing musify reports comes from the body of a function outside the
    // user's files: the walk covers the user's declarations only, and
    // declarations and overload resolution never look into a body. Parsing
    // and instantiating those bodies (Thrust's and CUB's templates above
    // all) was most of a parse; a precompiled preamble is built the same
    // way, so it holds the same declarations as a parse without one.
    Inv->getFrontendOpts().SkipFunctionBodies = true;
    std::optional<CachedPreamble> Cached;
    if (Preamble.Cache)
      Cached = Preamble.Cache->find(*Inv, *Files, PCHOps, Preamble.MainText,
                                    Preamble.MayBuild);
    if (!Cached || Cached->PchPath.empty()) {
      bool Ran =
          FrontendActionFactory::runInvocation(Inv, Files, PCHOps, Diags);
      if (Cached) { // built just now, and found not worth a PCH
        Out.HeaderCacheSeconds = Cached->BuildSeconds;
        Out.BuiltPreamble = Cached->Built;
      }
      return Ran;
    }
    auto Plain = std::make_shared<CompilerInvocation>(*Inv);
    Inv->getPreprocessorOpts().ImplicitPCHInclude = Cached->PchPath;
    Facts = &Cached->Facts;
    bool Ran = FrontendActionFactory::runInvocation(Inv, Files, PCHOps, Diags);
    Facts = nullptr;
    if (Ran && Out.Ran && !Out.HadErrors) {
      Out.UsedPreamble = true;
    } else {
      // Whatever failed (the translation unit itself, or a header that
      // changed under the precompiled one), the file is judged by a parse
      // of its own, so that the cache never changes an outcome.
      Out = TranslationUnitOutcome();
      Errors.clear();
      Ran = FrontendActionFactory::runInvocation(Plain, Files, PCHOps, Diags);
      Out.RetriedPreamble = true;
    }
    Out.HeaderCacheSeconds = Cached->BuildSeconds;
    Out.BuiltPreamble = Cached->Built;
    return Ran;
  }

private:
  const RuleSet &Rules;
  const std::vector<std::string> &Roots;
  ErrorCollector &Errors;
  TranslationUnitOutcome &Out;
  const CheckOptions &CheckOpts;
  bool FindSymbols;
  PreambleUse Preamble;
  const PreambleFacts *Facts = nullptr;
};

} // namespace

/// The length of the C++11 attribute at the start of \p Text (`alignas(...)`
/// with balanced parentheses, or `[[...]]`), 0 where there is none.
static size_t attributeLength(StringRef Text) {
  if (Text.starts_with("[[")) {
    size_t End = Text.find("]]");
    return End == StringRef::npos ? 0 : End + 2;
  }
  if (!Text.starts_with("alignas"))
    return 0;
  size_t Open = Text.find_first_not_of(" \t", strlen("alignas"));
  if (Open == StringRef::npos || Text[Open] != '(')
    return 0;
  int Depth = 0;
  for (size_t I = Open; I < Text.size(); ++I) {
    Depth += Text[I] == '(' ? 1 : Text[I] == ')' ? -1 : 0;
    if (Depth == 0)
      return I + 1;
  }
  return 0;
}

/// The offset just past the template argument list that starts at \p Open
/// (a `<`) in \p Text, 0 where it does not close on the same statement.
static size_t closingAngle(StringRef Text, size_t Open) {
  int Angles = 0, Parens = 0;
  for (size_t I = Open; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == ';' || C == '{' || C == '}')
      return 0;
    Parens += C == '(' ? 1 : C == ')' ? -1 : 0;
    if (Parens == 0 && C == '<')
      ++Angles;
    else if (Parens == 0 && C == '>' && --Angles == 0)
      return I + 1;
  }
  return 0;
}

/// Where `template` goes in a call of a member template of a dependent
/// class written without it (`Sums<N>::dispatch<M>(x)`,
/// `MM::Mma::prologue<K>(x)`) that starts at \p Loc: before the last name
/// of the qualified name, where that name is followed by a template argument
/// list and a call. None where the text is not such a call.
static std::optional<SourceLocation> memberTemplateName(const SourceManager &SM,
                                                        SourceLocation Loc) {
  if (!Loc.isFileID())
    return std::nullopt;
  auto [File, Begin] = SM.getDecomposedLoc(Loc);
  StringRef Text = SM.getBufferData(File);
  auto Skip = [&](size_t I) {
    while (I < Text.size() && isWhitespace(Text[I]))
      ++I;
    return I;
  };
  auto Name = [&](size_t I) {
    size_t E = I;
    while (E < Text.size() && isAsciiIdentifierContinue(Text[E]))
      ++E;
    return E > I && !isDigit(Text[I]) ? E : I;
  };
  size_t I = Begin;
  bool Qualified = false;
  while (true) {
    size_t NameEnd = Name(I);
    if (NameEnd == I || Text.substr(I, NameEnd - I) == "template")
      return std::nullopt;
    size_t After = Skip(NameEnd);
    size_t ArgsEnd = 0;
    if (After < Text.size() && Text[After] == '<') {
      ArgsEnd = closingAngle(Text, After);
      if (ArgsEnd == 0)
        return std::nullopt;
      After = Skip(ArgsEnd);
    }
    if (Text.substr(After).starts_with("::")) {
      Qualified = true;
      I = Skip(After + 2);
      continue;
    }
    if (ArgsEnd == 0 || After >= Text.size() || Text[After] != '(' ||
        !Qualified)
      return std::nullopt;
    return SM.getComposedLoc(File, I);
  }
}

/// nvcc takes such a call; Clang reads the `<` as less-than and,
/// instantiating, cannot resolve the name ("reference to overloaded function
/// could not be resolved"), with no fix-it. The fix inserts the keyword.
static std::optional<FixItHint>
templateKeywordBeforeMember(const clang::Diagnostic &Info) {
  if (Info.getID() != diag::err_ovl_unresolvable || !Info.hasSourceManager())
    return std::nullopt;
  if (std::optional<SourceLocation> At =
          memberTemplateName(Info.getSourceManager(), Info.getLocation()))
    return FixItHint::CreateInsertion(*At, "template ");
  return std::nullopt;
}

/// The identifier characters at the end of \p Text (`__shared__` of
/// `static __shared__`), or "".
static StringRef trailingIdentifier(StringRef Text) {
  size_t Start = Text.size();
  while (Start > 0 && isAsciiIdentifierContinue(Text[Start - 1]))
    --Start;
  return Text.drop_front(Start);
}

/// nvcc takes `__shared__ alignas(16) float S[8];`; Clang rejects a C++11
/// attribute after the GNU attribute `__shared__` stands for ("an attribute
/// list cannot appear here", or before a dependent type, where it takes the
/// attribute for the type's, "cannot be applied to types") and recovers by
/// dropping it. Both take the attribute first: `alignas(16) __shared__
/// float S[8];`, the fix returned here, where the attribute follows one of
/// CUDA's memory-space keywords in the same file.
static std::optional<FixItHint>
attributeAfterMemorySpace(const clang::Diagnostic &Info) {
  if ((Info.getID() != diag::err_attributes_not_allowed &&
       Info.getID() != diag::err_attribute_not_type_attr) ||
      !Info.hasSourceManager() || !Info.getLocation().isFileID())
    return std::nullopt;
  SourceManager &SM = Info.getSourceManager();
  auto [File, Begin] = SM.getDecomposedLoc(Info.getLocation());
  StringRef Buffer = SM.getBufferData(File);
  size_t Length = attributeLength(Buffer.drop_front(Begin));
  StringRef Before = Buffer.take_front(Begin).rtrim();
  StringRef Keyword = trailingIdentifier(Before);
  if (Length == 0 ||
      !llvm::is_contained(
          {"__shared__", "__device__", "__constant__", "__managed__"}, Keyword))
    return std::nullopt;
  SourceLocation From = SM.getComposedLoc(File, Before.size() - Keyword.size());
  return FixItHint::CreateReplacement(
      CharSourceRange::getCharRange(From,
                                    SM.getComposedLoc(File, Begin + Length)),
      (Buffer.substr(Begin, Length) + " " + Keyword).str());
}

/// `alignas(N)` weaker than its type's own alignment (`alignas(64)
/// CUtensorMap`, a 128-byte aligned type, in TransformerEngine's kernels):
/// GCC, nvcc's host compiler, ignores it, as alignas cannot lower an
/// alignment; Clang rejects it. The fix removes it, which leaves the
/// alignment GCC gives.
static std::optional<FixItHint> weakerAlignas(const clang::Diagnostic &Info) {
  if (Info.getID() != diag::err_alignas_underaligned ||
      !Info.hasSourceManager())
    return std::nullopt;
  SourceManager &SM = Info.getSourceManager();
  // In an argument of a macro (a type switch's body), where it is written.
  SourceLocation At = Info.getLocation();
  if (At.isMacroID() && SM.isMacroArgExpansion(At))
    At = SM.getSpellingLoc(At);
  if (!At.isFileID())
    return std::nullopt;
  auto [File, Begin] = SM.getDecomposedLoc(At);
  StringRef Buffer = SM.getBufferData(File);
  StringRef Rest = Buffer.drop_front(Begin);
  size_t Length = attributeLength(Rest);
  if (Length == 0 || !Rest.starts_with("alignas"))
    return std::nullopt;
  size_t End = Begin + Length;
  while (End < Buffer.size() && (Buffer[End] == ' ' || Buffer[End] == '\t'))
    ++End;
  return FixItHint::CreateRemoval(
      CharSourceRange::getCharRange(At, SM.getComposedLoc(File, End)));
}

/// The top-level, comma-separated parts of \p List (the text between a
/// template's angle brackets), trimmed.
static llvm::SmallVector<StringRef, 4> templateListParts(StringRef List) {
  llvm::SmallVector<StringRef, 4> Parts;
  int Depth = 0;
  size_t Start = 0;
  for (size_t I = 0; I <= List.size(); ++I) {
    char C = I < List.size() ? List[I] : ',';
    Depth += (C == '<' || C == '(') - (C == '>' || C == ')');
    if (C == ',' && Depth <= 0) {
      Parts.push_back(List.slice(Start, I).trim());
      Start = I + 1;
    }
  }
  return Parts;
}

/// The names of the innermost template parameter list written before
/// \p Offset of \p Text (`template <typename Tag, int N = 2>`: Tag, N), or
/// none where there is no such list or a parameter has no name.
static std::optional<llvm::SmallVector<StringRef, 4>>
innermostTemplateParameters(StringRef Text, size_t Offset) {
  static const llvm::Regex Header("template[ \t\r\n]*<");
  StringRef Before = Text.take_front(Offset);
  size_t Open = StringRef::npos;
  for (size_t At = Before.find("template"); At != StringRef::npos;
       At = Before.find("template", At + 1)) {
    llvm::SmallVector<StringRef, 1> M;
    // The keyword, not the end of a name (`is_template<`).
    if ((At == 0 || !isAsciiIdentifierContinue(Before[At - 1])) &&
        Header.match(Before.drop_front(At), &M) &&
        Before.drop_front(At).starts_with(M[0]))
      Open = At + M[0].size();
  }
  if (Open == StringRef::npos)
    return std::nullopt;
  // To the `>` that closes it; a `>` in parentheses (`int N = (3 > 2)`) is
  // an operator.
  int Depth = 1, Parens = 0;
  size_t Close = Open;
  for (; Close < Before.size() && Depth > 0; ++Close) {
    char C = Before[Close];
    Parens += (C == '(') - (C == ')');
    if (Parens == 0)
      Depth += (C == '<') - (C == '>');
  }
  if (Depth != 0)
    return std::nullopt;
  llvm::SmallVector<StringRef, 4> Names;
  for (StringRef Param : templateListParts(Before.slice(Open, Close - 1))) {
    StringRef Declared = Param.split('=').first.rtrim();
    StringRef Name = trailingIdentifier(Declared);
    if (Name.empty() || Name == Declared)
      return std::nullopt; // no name, or a name alone (not a parameter)
    Names.push_back(Name);
  }
  return Names;
}

/// nvcc takes an out-of-line definition of a member function template that
/// repeats its template parameters after its name (`void
/// Runner<T>::dispatch<Tag>(...)` for `template <typename Tag> void
/// dispatch(...)`: FasterTransformer's CUTLASS GEMM runners); Clang rejects
/// it ("function template partial specialization is not allowed") and
/// recovers as if they were not there. The fix removes them, where they are
/// exactly the parameters of the innermost template header before it.
static std::optional<FixItHint>
repeatedTemplateParameters(const clang::Diagnostic &Info) {
  if (Info.getID() != diag::err_function_template_partial_spec ||
      !Info.hasSourceManager() || Info.getNumRanges() != 1)
    return std::nullopt;
  SourceManager &SM = Info.getSourceManager();
  CharSourceRange Args = Info.getRange(0);
  if (!Args.getBegin().isFileID() || !Args.getEnd().isFileID() ||
      SM.getFileID(Args.getBegin()) != SM.getFileID(Args.getEnd()))
    return std::nullopt;
  auto [File, Open] = SM.getDecomposedLoc(Args.getBegin());
  unsigned Close = SM.getFileOffset(Args.getEnd());
  StringRef Buffer = SM.getBufferData(File);
  if (Close <= Open || Close >= Buffer.size() || Buffer[Open] != '<' ||
      Buffer[Close] != '>')
    return std::nullopt;
  auto Params = innermostTemplateParameters(Buffer, Open);
  llvm::SmallVector<StringRef, 4> Given =
      templateListParts(Buffer.slice(Open + 1, Close));
  for (StringRef &G : Given)
    if (G.consume_back("..."))
      G = G.rtrim();
  if (!Params || Given != *Params)
    return std::nullopt;
  return FixItHint::CreateRemoval(CharSourceRange::getCharRange(
      Args.getBegin(), SM.getComposedLoc(File, Close + 1)));
}

/// An asm statement: [Begin, End) of the text, past its ';', and where its
/// operands lack the comma nvcc does without (just after an operand's
/// `)` that another operand follows).
struct AsmStatement {
  size_t Begin, End;
  std::vector<size_t> MissingCommas;
};

/// The asm statement whose keyword is [Begin, KeywordEnd) of \p Text, if
/// \p Offset lies in its operands (after a ':' of its outer parentheses).
static std::optional<AsmStatement>
asmStatementAt(StringRef Text, size_t Begin, size_t KeywordEnd, size_t Offset) {
  size_t I = Text.find('(', KeywordEnd);
  if (I == StringRef::npos || I >= Offset)
    return std::nullopt;
  StringRef Between = Text.slice(KeywordEnd, I).trim();
  while (!Between.empty()) {
    StringRef Word =
        Between.take_while([](char C) { return isAsciiIdentifierContinue(C); });
    if (!llvm::is_contained({"volatile", "__volatile__", "__volatile", "goto",
                             "inline", "__inline__"},
                            Word))
      return std::nullopt;
    Between = Between.drop_front(Word.size()).ltrim();
  }
  AsmStatement S{Begin, 0, {}};
  int Depth = 0;
  bool Operands = false, AfterOperand = false;
  for (; I < Text.size(); ++I) {
    if (size_t Past = pastLiteralOrComment(Text, I); Past != I) {
      if (AfterOperand && Text[I] == '"')
        S.MissingCommas.push_back(I);
      // A comment between two operands does not separate them.
      AfterOperand = AfterOperand && Text[I] == '/';
      I = Past - 1;
      continue;
    }
    char C = Text[I];
    if (isWhitespace(C))
      continue;
    if (AfterOperand && C == '[')
      S.MissingCommas.push_back(I);
    AfterOperand = false;
    if (C == ';' || C == '{' || C == '}')
      return std::nullopt;
    Depth += C == '(' ? 1 : C == ')' ? -1 : 0;
    Operands |= I < Offset && Depth == 1 && C == ':';
    if (Depth == 0)
      break;
    AfterOperand = Operands && Depth == 1 && C == ')';
  }
  size_t Semicolon = Text.find(';', I);
  if (!Operands || I < Offset || I >= Text.size() ||
      Semicolon == StringRef::npos ||
      !Text.slice(I + 1, Semicolon).trim().empty())
    return std::nullopt;
  S.End = Semicolon + 1;
  return S;
}

/// The asm statement (`asm`, `__asm`, `__asm__`) at most 4 KiB before
/// \p Offset whose operands hold \p Offset.
static std::optional<AsmStatement> asmStatementAround(StringRef Text,
                                                      size_t Offset) {
  size_t Limit = Offset > 4096 ? Offset - 4096 : 0;
  for (size_t At = Text.take_front(Offset).rfind("asm");
       At != StringRef::npos && At >= Limit;
       At = Text.take_front(At).rfind("asm")) {
    size_t Begin = At, End = At + 3;
    while (Begin > 0 && Text[Begin - 1] == '_')
      --Begin;
    while (End < Text.size() && Text[End] == '_')
      ++End;
    if ((Begin == 0 || !isAsciiIdentifierContinue(Text[Begin - 1])) &&
        (End == Text.size() || !isAsciiIdentifierContinue(Text[End])))
      return asmStatementAt(Text, Begin, End, Offset);
  }
  return std::nullopt;
}

/// nvcc takes asm operands without a comma between them
/// (`: "r"(a.x) "r"(a.y)`); Clang expects a ')' and drops the whole asm
/// statement. The fix inserts the comma, which both take; the statement is
/// reported as dropped, so that the checks that read asm (MU2002) still
/// see it.
static std::optional<NvccIsmFix>
asmOperandComma(const clang::Diagnostic &Info) {
  if (Info.getID() != diag::err_expected || !Info.hasSourceManager() ||
      !Info.getLocation().isFileID())
    return std::nullopt;
  SourceManager &SM = Info.getSourceManager();
  auto [File, Offset] = SM.getDecomposedLoc(Info.getLocation());
  StringRef Text = SM.getBufferData(File);
  if (Offset >= Text.size() || Text[Offset] != '"')
    return std::nullopt;
  std::optional<AsmStatement> Asm = asmStatementAround(Text, Offset);
  // Clang stops at the first missing comma: the fix gives every one.
  if (!Asm || !llvm::is_contained(Asm->MissingCommas, Offset))
    return std::nullopt;
  NvccIsmFix Fix;
  for (size_t At : Asm->MissingCommas) {
    // The comma right after the operand: `"r"(a.x), "r"(a.y)`.
    size_t After = Text.take_front(At).rtrim().size();
    Fix.Fixes.push_back(FixItHint::CreateInsertion(
        SM.getComposedLoc(File, After), After == At ? ", " : ","));
  }
  Fix.Dropped = CharSourceRange::getCharRange(
      SM.getComposedLoc(File, Asm->Begin), SM.getComposedLoc(File, Asm->End));
  return Fix;
}

/// The fix of an error that is an nvcc-ism (code nvcc accepts, Clang
/// rejects) with a fix both take, or none:
/// - a dependent template call without `template`: Clang recovers as if the
///   keyword were there, so the AST stays usable. Its fix-it, or, when it
///   reports the error while instantiating and offers none, the keyword
///   before the name it points at (before the last part of a qualified
///   name: `A<N>::template f<M>(x)`);
/// - a dependent name used as a type without `typename` (`MM::LayoutB(x)`
///   in a template): Clang finds out while instantiating, where it offers
///   no fix-it; the keyword goes before the qualified name, in the
///   template's text. Only that instantiation's expression is lost from
///   the AST, not the template's;
/// - an attribute after a memory-space keyword, a member template of a
///   dependent class called without `template` that Clang cannot resolve,
///   an alignas weaker than its type's alignment, asm operands without
///   a comma between them, a device function referenced in host code and
///   a static member read through a reference in a constexpr variable's
///   initializer (above, and their own files).
static std::optional<NvccIsmFix> nvccIsmFix(const clang::Diagnostic &Info) {
  unsigned ID = Info.getID();
  SourceLocation At = Info.getLocation();
  if ((ID == diag::err_template_kw_missing ||
       ID == diag::err_typename_missing) &&
      At.isValid()) {
    if (Info.getNumFixItHints() == 1)
      return NvccIsmFix{{Info.getFixItHint(0)}, {}};
    if (ID == diag::err_typename_missing)
      return NvccIsmFix{{FixItHint::CreateInsertion(At, "typename ")}, {}};
    if (Info.hasSourceManager())
      At = memberTemplateName(Info.getSourceManager(), At).value_or(At);
    return NvccIsmFix{{FixItHint::CreateInsertion(At, "template ")}, {}};
  }
  if (std::optional<FixItHint> Fix = attributeAfterMemorySpace(Info))
    return NvccIsmFix{{*Fix}, {}};
  if (std::optional<FixItHint> Fix = templateKeywordBeforeMember(Info))
    return NvccIsmFix{{*Fix}, {}};
  if (std::optional<FixItHint> Fix = weakerAlignas(Info))
    return NvccIsmFix{{*Fix}, {}};
  if (std::optional<FixItHint> Fix = repeatedTemplateParameters(Info))
    return NvccIsmFix{{*Fix}, {}};
  if (std::optional<NvccIsmFix> Fix = deviceFunctionOnHost(Info))
    return Fix;
  if (std::optional<NvccIsmFix> Fix = staticMemberThroughReference(Info))
    return Fix;
  return asmOperandComma(Info);
}

/// The name between the first pair of single quotes of \p Message.
static StringRef quotedName(StringRef Message) {
  size_t Open = Message.find('\'');
  size_t Close = Message.find('\'', Open + 1);
  return Open == StringRef::npos || Close == StringRef::npos
             ? StringRef()
             : Message.slice(Open + 1, Close);
}

/// `f` of a specialization named `A<int>::f<true>`.
static StringRef templateName(StringRef Specialization) {
  StringRef Name = Specialization;
  if (Name.ends_with(">")) {
    int Depth = 0;
    for (size_t I = Name.size(); I > 0; --I) {
      Depth += Name[I - 1] == '>' ? 1 : Name[I - 1] == '<' ? -1 : 0;
      if (Depth == 0) {
        Name = Name.take_front(I - 1);
        break;
      }
    }
  }
  size_t Scope = Name.rfind("::");
  return Scope == StringRef::npos ? Name : Name.drop_front(Scope + 2);
}

void ErrorCollector::noteOf(Error &E, const clang::Diagnostic &Note) {
  llvm::SmallString<128> Message;
  Note.FormatDiagnostic(Message);
  // A substitution failure with a reason of its own ("...]: no member
  // named ...") is not a failed instantiation's.
  if (Note.getID() == diag::note_ovl_candidate_substitution_failure &&
      StringRef(Message).ends_with("]"))
    E.SubstitutionFailed = true;
  else if (StringRef(Message).starts_with("candidate"))
    E.OtherCandidates = true;
}

/// Whether \p Info is Clang 19's error for a member of a class template's
/// own type that a template definition names and the class lacks (CUTLASS
/// 2's `Matrix::set_slice3x3`, in functions nothing instantiates): its
/// scope is still dependent. nvcc, as Clang before 19, looks the name up
/// where the template is instantiated, so such code builds with it. Clang
/// recovers (the rest of the file keeps its AST); whether an
/// instantiation breaks is --verify's to find, which compiles the original
/// with template definitions checked where they are instantiated.
static bool isLookupInTemplateDefinition(const clang::Diagnostic &Info) {
  if ((Info.getID() != diag::err_no_member &&
       Info.getID() != diag::err_no_member_suggest) ||
      Info.getNumArgs() < 2)
    return false;
  switch (Info.getArgKind(1)) {
  case DiagnosticsEngine::ak_declcontext:
    return reinterpret_cast<const clang::DeclContext *>(Info.getRawArg(1))
        ->isDependentContext();
  case DiagnosticsEngine::ak_qualtype:
    return clang::QualType::getFromOpaquePtr(
               reinterpret_cast<void *>(Info.getRawArg(1)))
        ->isDependentType();
  default:
    return false;
  }
}

void ErrorCollector::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                      const clang::Diagnostic &Info) {
  DiagnosticConsumer::HandleDiagnostic(Level, Info);
  if (Level == DiagnosticsEngine::Note) {
    // An nvcc-ism's first note names the innermost instantiation it lies
    // in: where that is a function template's, that template is broken.
    if (Notes == Noting::NvccIsm) {
      llvm::SmallString<128> Message;
      Info.FormatDiagnostic(Message);
      if (Info.getID() == diag::note_function_template_spec_here)
        BrokenTemplates.insert(templateName(quotedName(Message)).str());
      Notes = Noting::Other;
    } else if (Notes == Noting::Error && !Errors.back().Callee.empty()) {
      noteOf(Errors.back(), Info);
    }
    return;
  }
  Notes = Noting::Other;
  if (Level < DiagnosticsEngine::Error)
    return;
  if (isLookupInTemplateDefinition(Info)) {
    ++DefinitionLookups;
    return;
  }
  llvm::SmallString<128> Message;
  Info.FormatDiagnostic(Message);
  if (OnNvccIsm) {
    if (std::optional<NvccIsmFix> Fix = nvccIsmFix(Info);
        Fix && OnNvccIsm(*Fix, Message)) {
      ++FixedNvccIsms;
      Notes = Noting::NvccIsm;
      return;
    }
  }
  // A name a library of the rules has (PyTorch's, with the pybind11 it
  // brings) and the stand-ins may lack: Clang recovers, and the rest of
  // the file keeps its AST (EndSourceFileAction decides). The scope may be
  // a template's specialization (`c10::ArrayRef<long>`); Clang may add a
  // guess.
  static const llvm::Regex Gap(
      "^no (member|template|type) named '([A-Za-z_0-9]+)' "
      "in (namespace )?'(([A-Za-z_][A-Za-z_0-9]*)(::[^']+)?)'"
      "(; did you mean '[^']+'\\?)?$");
  llvm::SmallVector<StringRef, 8> M;
  if (Gap.match(Message, &M) && llvm::is_contained(LibraryNamespaces, M[5]))
    Gaps.push_back((M[4] + "::" + M[2]).str());
  Error E;
  E.Described = describeError(Info, Message);
  if (Info.getID() == diag::err_ovl_no_viable_function_in_call ||
      Info.getID() == diag::err_ovl_no_viable_member_function_in_call)
    E.Callee = templateName(quotedName(Message)).str();
  Errors.push_back(std::move(E));
  Notes = Noting::Error;
}

bool ErrorCollector::isConsequence(const Error &E) const {
  return !E.Callee.empty() && E.SubstitutionFailed && !E.OtherCandidates &&
         BrokenTemplates.count(E.Callee);
}

unsigned ErrorCollector::consequences() const {
  return llvm::count_if(Errors,
                        [this](const Error &E) { return isConsequence(E); });
}

std::string ErrorCollector::firstError() const {
  for (const Error &E : Errors)
    if (!isConsequence(E))
      return E.Described;
  return "";
}

std::unique_ptr<tooling::FrontendActionFactory> makeMigrateActionFactory(
    const RuleSet &Rules, const std::vector<std::string> &CudaIncludeRoots,
    ErrorCollector &Errors, TranslationUnitOutcome &Out,
    const CheckOptions &CheckOpts, bool FindSymbols, PreambleUse Preamble) {
  return std::make_unique<Factory>(Rules, CudaIncludeRoots, Errors, Out,
                                   CheckOpts, FindSymbols, Preamble);
}

} // namespace musify
