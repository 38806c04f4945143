//===- TranslationUnitState.cpp - Decisions during one parse --------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "TranslationUnitState.h"
#include "MigrateAction.h"
#include "musify/Analysis/DefaultArguments.h"
#include "musify/Rewrite/Words.h"
#include "musify/Rules/NamespaceMembers.h"
#include "musify/Support/LLVMCompat.h"
#include "musify/Support/PreprocessorLines.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>

namespace musify {

using namespace clang;

FileMigration &TranslationUnitState::fileFor(FileID FID) {
  auto It = Files.find(FID);
  if (It == Files.end()) {
    // A compile command names its file relative to its own directory, not
    // to musify's.
    llvm::SmallString<256> Path(Classifier.classify(FID).Path);
    if (!llvm::sys::path::is_absolute(Path))
      SM.getFileManager().makeAbsolutePath(Path);
    It = Files
             .emplace(FID, FileMigration(std::string(Path),
                                         SM.getBufferData(FID).str()))
             .first;
  }
  return It->second;
}

void TranslationUnitState::inclusion(FileID Includer, llvm::StringRef Written,
                                     SourceLocation NameLoc, FileEntryRef File,
                                     SrcMgr::CharacteristicKind Kind) {
  Classifier.noteInclusion(Includer, Written, File);
  // "cuda/kernels.cuh" that is the project's own header is not CUDA's
  // cuda/ directory: header rules do not apply to it.
  // Only the user's includes matter; CUDA's headers include thousands.
  if (NameLoc.isValid() && NameLoc.isFileID() &&
      Classifier.classify(Includer).From == Origin::User &&
      Classifier.isUserFile(File, Written, Kind)) {
    fileFor(Includer).protect(SM.getFileOffset(NameLoc) + 1);
    UserIncludes[Includer].push_back(&File.getFileEntry());
  }
}

void TranslationUnitState::fileEntered(FileID FID) {
  if (Classifier.classify(FID).From == Origin::User)
    fileFor(FID);
}

void TranslationUnitState::userDeclaration(SourceLocation NameLoc) {
  SourceLocation Spelling = SM.getSpellingLoc(NameLoc);
  if (Classifier.isUser(Spelling))
    fileFor(SM.getFileID(Spelling)).protect(SM.getFileOffset(Spelling));
}

void TranslationUnitState::declarationSeen(const NamedDecl *D) {
  if (Symbols)
    Symbols->declaration(D);
  // A redeclaration of CUDA's own (`extern "C" __device__ float
  // __nv_sinf(float);`) names CUDA's declaration: not the user's name.
  // `using ::cudaMalloc;` declares no name of the user's: it is CUDA's.
  if (isa<UsingDecl, UsingShadowDecl, UsingDirectiveDecl, UsingEnumDecl>(D))
    return;
  SourceLocation Spelling = SM.getSpellingLoc(D->getLocation());
  if (!D->getIdentifier() || !Classifier.isUser(Spelling))
    return;
  if (whereDeclared(D).From != Origin::User)
    return;
  llvm::StringRef Name = D->getName();
  if (!mayBePoisoned(Name))
    return;
  fileFor(SM.getFileID(Spelling)).noteDeclaredCudaName(Name);
  if (!Rules.lookupIdentifier(Name) && !Rules.familyByNamePattern(Name))
    return;
  // Only a global name hides CUDA's everywhere: `mylib::cudaMalloc` leaves
  // a `cudaMalloc(...)` in a skipped branch CUDA's.
  if (D->getDeclContext()->getRedeclContext()->isTranslationUnit() &&
      !DeclaredNames.count(Name)) {
    PresumedLoc P = SM.getPresumedLoc(Spelling);
    DeclaredNames[Name] =
        P.isValid()
            ? fmt::format("{}:{}", llvm::sys::path::filename(P.getFilename()),
                          P.getLine())
            : std::string("here");
  }
}

/// A macro the user's code defines under a CUDA-looking name (a project's
/// `#define CUDA_1D_KERNEL_LOOP`, also a PyTorch macro) is the port's own,
/// as a declaration is: --verify's model must not poison it.
void TranslationUnitState::macroDefinition(const Token &NameTok,
                                           const MacroInfo *MI) {
  SourceLocation Spelling = SM.getSpellingLoc(NameTok.getLocation());
  const IdentifierInfo *Id = NameTok.getIdentifierInfo();
  if (!Id || !Spelling.isValid() || !Classifier.isUser(Spelling))
    return;
  IntegerMacros.erase(Id->getName());
  if (MI && MI->isObjectLike() && MI->getNumTokens() == 1 &&
      MI->getReplacementToken(0).is(tok::numeric_constant))
    if (std::optional<unsigned long long> N = integerLiteralValue(
            Lexer::getSpelling(MI->getReplacementToken(0), SM, LangOpts)))
      IntegerMacros[Id->getName()] = *N;
  if (mayBePoisoned(Id->getName()))
    fileFor(SM.getFileID(Spelling)).noteDeclaredCudaName(Id->getName());
}

/// Whether --verify's models may poison or define \p Name: a name a rule
/// knows, one that looks like a family's API, one that says CUDA (a
/// library's model poisons PyTorch's CUDA_NUM_THREADS, which no rule has),
/// or one that says MUSA (the torch_musa model defines MUSA_NUM_THREADS as
/// PyTorch's name, which mmcv declares itself).
bool TranslationUnitState::mayBePoisoned(llvm::StringRef Name) const {
  return Rules.lookupIdentifier(Name) || Rules.familyByNamePattern(Name) ||
         Name.contains_insensitive("cuda") || Name.contains_insensitive("musa");
}

void TranslationUnitState::skippedRange(SourceRange Range) {
  SourceLocation Begin = SM.getExpansionLoc(Range.getBegin());
  SourceLocation End = SM.getExpansionLoc(Range.getEnd());
  FileID FID = SM.getFileID(Begin);
  if (!Classifier.isUser(Begin) || SM.getFileID(End) != FID)
    return;
  unsigned From = SM.getFileOffset(Begin), To = SM.getFileOffset(End);
  FileMigration &File = fileFor(FID);
  File.addInactiveRange(From, To);
  // A definition in a skipped branch is the port's own as well (psamask's
  // `#ifndef CUDA_KERNEL_LOOP` / `#define CUDA_KERNEL_LOOP`, skipped where
  // a header defines it first): the models must not poison it.
  llvm::StringRef Text = SM.getBufferData(FID);
  if (To > Text.size() || From > To)
    return;
  for (llvm::StringRef Rest = Text.slice(From, To); !Rest.empty();) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    if (std::optional<DefineLine> D = parseDefineLine(Line))
      if (mayBePoisoned(D->Name))
        File.noteDeclaredCudaName(D->Name);
  }
}

void TranslationUnitState::reportPasted(FileMigration &F, unsigned Offset,
                                        unsigned Length, llvm::StringRef Name) {
  F.report(DiagID::PastedName, Offset, Length,
           fmt::format("'{}' is formed by token pasting here; musify cannot "
                       "rewrite it",
                       Name),
           "rewrite the macro so that the CUDA name is written out");
}

const FileClass &TranslationUnitState::whereDeclared(const Decl *D) {
  // A struct the user declares ahead of CUDA's header (`struct
  // cudaGraphicsResource;`, as cuda-samples' particles does) is CUDA's
  // type all the same: CUDA's own declaration says whose it is.
  if (const auto *Tag = dyn_cast<TagDecl>(D))
    for (const Decl *R : Tag->redecls()) {
      const FileClass &C =
          Classifier.classify(SM.getExpansionLoc(R->getLocation()));
      if (C.From == Origin::CudaSdk)
        return C;
    }
  // Otherwise the first declaration says whose name it is: clang's CUDA
  // wrapper redeclares threadIdx in a CUDA header, a user may redeclare
  // cudaMalloc.
  return Classifier.classify(
      SM.getExpansionLoc(D->getCanonicalDecl()->getLocation()));
}

void TranslationUnitState::handleCudaName(SourceLocation Spelling,
                                          llvm::StringRef Name,
                                          const FileClass &Where,
                                          llvm::StringRef What, const Rule *R) {
  FileMigration &F = fileFor(SM.getFileID(Spelling));
  unsigned Offset = SM.getFileOffset(Spelling);
  unsigned Length = Lexer::MeasureTokenLength(Spelling, SM, LangOpts);
  // A namespace rule is keyed by the qualified name; the token is its last
  // part.
  llvm::StringRef Token =
      Name.rsplit("::").second.empty() ? Name : Name.rsplit("::").second;
  if (llvm::StringRef(F.content()).substr(Offset, Length) != Token) {
    // The user's token is a fragment pasted into this name by a macro (##).
    if (R && R->renames())
      reportPasted(F, Offset, Length, Name);
    return;
  }
  if (R) {
    F.applyRule(Offset, Length, *R);
    return;
  }
  // A namespace is not an API of its own; its members are reported.
  if (What == "namespace" || Where.From != Origin::CudaSdk ||
      (Where.Owner && Where.Owner->UnmappedIsIdentity))
    return;
  bool Library = Where.Owner && !Where.Owner->LibraryHeaders.empty();
  F.report(DiagID::UnmappedAPI, Offset, Length,
           fmt::format("{} '{}' comes from {} ({}) but no rule covers it; "
                       "left unchanged",
                       What, Name,
                       Library ? "the " + Where.Owner->Name + " library"
                               : std::string("the CUDA SDK"),
                       Where.RelPath),
           "port it by hand, or add a rule for it (see docs/rules.md)", nullptr,
           Name, Where.Owner ? Where.Owner->Name : "unclassified");
}

SourceLocation TranslationUnitState::spellingOf(SourceLocation NameLoc,
                                                const NamedDecl *D) {
  if (Symbols)
    Symbols->reference(NameLoc, D);
  if (!D || NameLoc.isInvalid() || !D->getDeclName().isIdentifier())
    return SourceLocation();
  return SM.getSpellingLoc(NameLoc);
}

void TranslationUnitState::declReference(SourceLocation NameLoc,
                                         const NamedDecl *D) {
  SourceLocation Spelling = spellingOf(NameLoc, D);
  if (Spelling.isInvalid())
    return;
  if (SM.isWrittenInScratchSpace(Spelling)) {
    // `cuda##Free`: the name exists only in the preprocessor's scratch
    // buffer. Report it where the user's macro is expanded.
    SourceLocation Expansion = SM.getExpansionLoc(NameLoc);
    const Rule *R = Rules.lookupIdentifier(D->getName());
    if (R && R->renames() && Classifier.isUser(Expansion))
      reportPasted(
          fileFor(SM.getFileID(Expansion)), SM.getFileOffset(Expansion),
          Lexer::MeasureTokenLength(Expansion, SM, LangOpts), D->getName());
    return;
  }
  // A CUDA name spelled inside a CUDA macro (cublasCreate expands to
  // cublasCreate_v2) is the macro's business, handled in macroReference.
  if (!Classifier.isUser(Spelling))
    return;
  if (RewrittenCallees.contains(Spelling))
    return;
  const FileClass &Where = whereDeclared(D);
  if (Where.From == Origin::User) {
    fileFor(SM.getFileID(Spelling)).protect(SM.getFileOffset(Spelling));
    return;
  }
  if (Where.From != Origin::CudaSdk)
    return;
  noteLibraryUse(Spelling, D);
  // An enumerator may have a rule with its enumeration's name
  // (DeviceType::CUDA): the bare name alone says too little.
  if (const auto *E = dyn_cast<EnumConstantDecl>(D))
    if (const auto *Enum = dyn_cast<EnumDecl>(E->getDeclContext()))
      if (const Rule *R = Rules.lookupIdentifier(
              (Enum->getName() + "::" + E->getName()).str()))
        return handleCudaName(Spelling, R->Cuda, Where, "API", R);
  // A rule for a class's member comes first (see memberReference).
  if (isa<CXXMethodDecl>(D))
    if (const Rule *R = Rules.lookupIdentifier(D->getQualifiedNameAsString()))
      return handleCudaName(Spelling, R->Cuda, Where, "API", R);
  handleCudaName(Spelling, D->getName(), Where, "API",
                 Rules.lookupIdentifier(D->getName()));
}

namespace {

/// The declaration a use of \p D needs: a class's definition, the first
/// declaration of anything else.
const Decl *neededDeclaration(const NamedDecl *D) {
  if (const auto *Template = dyn_cast<ClassTemplateDecl>(D))
    D = Template->getTemplatedDecl();
  if (const auto *Tag = dyn_cast<TagDecl>(D))
    if (const TagDecl *Definition = Tag->getDefinition())
      return Definition;
  return D->getCanonicalDecl();
}

/// What \p Header (spelled for CUDA) becomes by the header rule \p R.
std::string migratedHeader(const Rule &R, llvm::StringRef Header) {
  return R.Prefix ? (R.Musa + Header.drop_front(R.Cuda.size())).str()
                  : R.Musa.str();
}

} // namespace

void TranslationUnitState::noteLibraryUse(SourceLocation Spelling,
                                          const NamedDecl *D) {
  const FileClass &Where = Classifier.classify(
      SM.getExpansionLoc(neededDeclaration(D)->getLocation()));
  if (Where.From != Origin::CudaSdk || !Where.Owner ||
      Where.Owner->LibraryHeaders.empty())
    return;
  const Rule *R = Rules.lookupHeader(Where.RelPath);
  if (!R || !R->renames())
    return;
  LibraryUses[SM.getFileID(Spelling)].try_emplace(
      Where.RelPath,
      LibraryUse{D->getQualifiedNameAsString(), SM.getFileOffset(Spelling)});
}

void TranslationUnitState::collectLibraryIncludes(
    FileID FID, std::set<FileID> &Seen, std::vector<std::string> &Out) {
  if (!Seen.insert(FID).second)
    return;
  FileMigration &F = fileFor(FID);
  for (const IncludeDirective &L : includeDirectives(F.content()))
    if (const Rule *R = Rules.lookupHeader(L.Spelled);
        R && R->renames() && !F.isInactive(L.Begin))
      Out.push_back(migratedHeader(*R, L.Spelled));
  auto It = UserIncludes.find(FID);
  if (It == UserIncludes.end())
    return;
  for (const FileEntry *Entry : It->second)
    for (const auto &[Other, M] : Files)
      if (OptionalFileEntryRef E = SM.getFileEntryRefForID(Other);
          E && &E->getFileEntry() == Entry)
        collectLibraryIncludes(Other, Seen, Out);
}

void TranslationUnitState::addLostLibraryIncludes(LibraryIncludeGraph &Graph) {
  for (const auto &[FID, Uses] : LibraryUses) {
    FileMigration &F = fileFor(FID);
    std::vector<IncludeDirective> Lines = includeDirectives(F.content());
    std::set<std::string> Direct;
    const IncludeDirective *After = nullptr; // the last active library include
    for (const IncludeDirective &L : Lines) {
      if (F.isInactive(L.Begin))
        continue;
      Direct.insert(L.Spelled);
      if (const Rule *R = Rules.lookupHeader(L.Spelled);
          R && R->renames() && Rules.familyOwningLibraryInclude(L.Spelled))
        After = &L;
    }
    if (!After)
      continue; // the file relies on its includer for the library
    std::set<FileID> Seen;
    std::vector<std::string> Reached;
    collectLibraryIncludes(FID, Seen, Reached);
    std::string Text;
    std::vector<std::pair<std::string, std::string>> Added; // CUDA, MUSA
    for (const auto &[Header, Use] : Uses) {
      std::string Musa = migratedHeader(*Rules.lookupHeader(Header), Header);
      if (Direct.count(Header) || !Graph.follows(Musa) || !Graph.find(Musa) ||
          Graph.reaches(Reached, Musa))
        continue;
      Text += fmt::format("\n#include <{}>", Musa);
      Reached.push_back(Musa);
      Added.push_back({Header, Musa});
    }
    if (Text.empty() || !F.insertText(After->End, Text))
      continue;
    for (const auto &[Header, Musa] : Added) {
      const LibraryUse &Use = Uses.at(Header);
      F.report(DiagID::LibraryIncludeAdded, Use.Offset,
               Lexer::MeasureTokenLength(SM.getComposedLoc(FID, Use.Offset), SM,
                                         LangOpts),
               fmt::format("'{}' is declared in <{}>, which this file reaches "
                           "through other headers of the library; on MUSA's "
                           "side its includes do not reach <{}>: musify "
                           "added '#include <{}>'",
                           Use.Name, Header, Musa, Musa),
               "nothing to do; the include is part of the migrated code");
    }
  }
}

void TranslationUnitState::memberReference(SourceLocation NameLoc,
                                           const NamedDecl *D) {
  SourceLocation Spelling = spellingOf(NameLoc, D);
  if (!Classifier.isUser(Spelling))
    return;
  // CUDA's own structs keep their members on MUSA; a library's classes
  // (PyTorch's Tensor::is_cuda) may not.
  const FileClass &Where = whereDeclared(D);
  if (Where.From != Origin::CudaSdk || !Where.Owner ||
      Where.Owner->LibraryHeaders.empty())
    return;
  // A rule for the class's member (torch::stable::Tensor::is_cuda) comes
  // before one for every member of that name (is_cuda).
  if (const Rule *R = Rules.lookupIdentifier(D->getQualifiedNameAsString()))
    return handleCudaName(Spelling, R->Cuda, Where, "member", R);
  if (const Rule *R = Rules.lookupIdentifier(D->getName()))
    handleCudaName(Spelling, D->getName(), Where, "member", R);
}

void TranslationUnitState::namespaceReference(SourceLocation NameLoc,
                                              const NamedDecl *NS) {
  SourceLocation Spelling = spellingOf(NameLoc, NS);
  if (!Classifier.isUser(Spelling))
    return;
  const FileClass &Where = whereDeclared(NS);
  if (Where.From == Origin::User) {
    fileFor(SM.getFileID(Spelling)).protect(SM.getFileOffset(Spelling));
    return;
  }
  if (Where.From != Origin::CudaSdk)
    return;
  std::string Qualified = NS->getQualifiedNameAsString();
  const Rule *R = Rules.lookupNamespace(Qualified);
  if (R && R->renames() && !checkMember(Spelling, *R))
    return;
  handleCudaName(Spelling, Qualified, Where, "namespace", R);
}

bool TranslationUnitState::checkMember(SourceLocation Spelling,
                                       const Rule &Namespace) {
  FileMigration &F = fileFor(SM.getFileID(Spelling));
  unsigned Offset = SM.getFileOffset(Spelling);
  unsigned Length = Lexer::MeasureTokenLength(Spelling, SM, LangOpts);
  NamespaceMemberVerdict V =
      checkQualifiedName(Rules, Namespace, F.content(), Offset + Length);
  if (!V.Message.empty())
    F.report(DiagID::NoKnownCounterpart, Offset, Length, V.Message,
             V.Suggestion, &Namespace);
  return V.RenameQualifier;
}

/// [Begin, End) of \p Text, widened to whole lines where nothing but
/// blanks is on them; the line break stays (and a `\r` before it), so that
/// the port's lines are the original's (--verify reports a port's error at
/// the original's line).
static std::pair<unsigned, unsigned> wholeLines(llvm::StringRef Text,
                                                unsigned Begin, unsigned End) {
  auto Blank = [](char C) { return C == ' ' || C == '\t'; };
  unsigned LineBegin = Begin, LineEnd = End;
  while (LineBegin > 0 && Blank(Text[LineBegin - 1]))
    --LineBegin;
  while (LineEnd < Text.size() && Blank(Text[LineEnd]))
    ++LineEnd;
  if ((LineBegin == 0 || Text[LineBegin - 1] == '\n') &&
      (LineEnd == Text.size() || Text[LineEnd] == '\n' ||
       Text[LineEnd] == '\r'))
    return {LineBegin, LineEnd};
  return {Begin, End};
}

/// The indexes of \p Call's arguments that \p Template ($0, $1, ...) leaves
/// out.
static std::vector<unsigned> droppedArguments(const CallExpr *Call,
                                              llvm::StringRef Template) {
  std::vector<unsigned> Dropped;
  for (unsigned I = 0; I < Call->getNumArgs() && I < 10; ++I)
    if (!Template.contains(("$" + llvm::Twine(I)).str()))
      Dropped.push_back(I);
  return Dropped;
}

const Rule *TranslationUnitState::calleeRule(const CallExpr *Call,
                                             const DeclRefExpr *Ref,
                                             SourceLocation &NameLoc,
                                             SourceLocation &CallBegin) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  SourceLocation Loc = Ref->getLocation();
  NameLoc = Loc;
  CallBegin = Call->getBeginLoc();
  // A macro of CUDA's standing for the function alone (cuCtxCreate for
  // cuCtxCreate_v4), perhaps in an argument of the user's macro: the macro's
  // name is what the user wrote, and its rule the one that applies.
  SourceLocation Body = outOfMacroArguments(Loc), MacroName;
  if (Body.isMacroID() &&
      SM.isAtStartOfImmediateMacroExpansion(Body, &MacroName)) {
    SourceLocation Spelling = SM.getSpellingLoc(MacroName);
    llvm::StringRef Name(SM.getCharacterData(Spelling),
                         Lexer::MeasureTokenLength(Spelling, SM, LangOpts));
    const Rule *R = Rules.lookupIdentifier(Name);
    if (R && !R->callTemplate().empty() &&
        (R->Kind == RuleKind::Function || R->Kind == RuleKind::Macro)) {
      NameLoc = MacroName;
      if (CallBegin == Loc)
        CallBegin = MacroName;
      return R;
    }
  }
  return Rules.lookupIdentifier(Callee->getName());
}

/// Whether every $N of \p Template names an argument \p Call has: a call of
/// another arity (CUDA 12's three-argument cuCtxCreate) is not the one the
/// template was written for.
static bool templateFits(const CallExpr *Call, llvm::StringRef Template) {
  for (size_t I = Template.find('$'); I != llvm::StringRef::npos;
       I = Template.find('$', I + 1))
    if (I + 1 < Template.size() && llvm::isDigit(Template[I + 1]) &&
        unsigned(Template[I + 1] - '0') >= Call->getNumArgs())
      return false;
  return true;
}

SourceLocation
TranslationUnitState::outOfMacroArguments(SourceLocation Loc) const {
  while (Loc.isMacroID() && SM.isMacroArgExpansion(Loc))
    Loc = SM.getImmediateSpellingLoc(Loc);
  return Loc;
}

bool TranslationUnitState::removableLocal(const DefaultArgument &D,
                                          const Rule &R, PendingRemoval &Out) {
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(D.Declaration->getSourceRange()), SM,
      LangOpts);
  CharSourceRange Body = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(D.Function->getBody()->getSourceRange()),
      SM, LangOpts);
  if (Range.isInvalid() || Body.isInvalid() ||
      !Classifier.isUser(Range.getBegin()) ||
      SM.getFileID(Range.getBegin()) != SM.getFileID(Body.getBegin()))
    return false;
  FileMigration &Home = fileFor(SM.getFileID(Range.getBegin()));
  auto [Begin, End] =
      wholeLines(Home.content(), SM.getFileOffset(Range.getBegin()),
                 SM.getFileOffset(Range.getEnd()));
  std::string Name = D.EmptyLocal->getName().str();
  // Code another configuration compiles may fill it: then it is not empty.
  if (Home.isExcluded(Begin, End) ||
      Home.inactiveCodeNames(SM.getFileOffset(Body.getBegin()),
                             SM.getFileOffset(Body.getEnd()), Name))
    return false;
  Out = {&Home,   Begin, End, Name, SM.getFileOffset(Range.getBegin()),
         D.Calls, 0,     &R};
  return true;
}

bool TranslationUnitState::dropDefaultArguments(
    const CallExpr *Call, const Rule &R, SourceLocation CallBegin,
    unsigned NameOffset, unsigned NameLength, FileMigration &F) {
  // A call in the user's macro is every expansion's: one edit cannot drop
  // what each passes.
  if (!templateFits(Call, R.Call) ||
      outOfMacroArguments(CallBegin).isMacroID() ||
      outOfMacroArguments(Call->getEndLoc()).isMacroID() ||
      F.isExcluded(NameOffset, NameOffset + NameLength))
    return false;
  // Every argument left out must pass nothing, and every empty local it
  // passes must be declared alone, in a user's file, where it can go.
  std::vector<std::string> Dropped;
  std::vector<PendingRemoval> Locals;
  for (unsigned I : droppedArguments(Call, R.Call)) {
    DefaultArgument D = defaultArgument(Call, I);
    if (!D.IsDefault)
      return false;
    Dropped.push_back(std::to_string(I + 1));
    if (D.Declaration && !removableLocal(D, R, Locals.emplace_back()))
      return false;
  }
  // Each local goes once every call that passed it is rewritten (finish).
  for (PendingRemoval &L : Locals) {
    auto [It, New] = PendingRemovals.try_emplace({L.Home->path(), L.Begin}, L);
    ++It->second.Done;
  }
  // The rename and the hazard the name was given are this rewrite's now.
  F.withdraw(NameOffset, NameOffset + NameLength);
  F.report(DiagID::DefaultArgumentsDropped, NameOffset, NameLength,
           fmt::format("'{}' is written without argument{} {}, which MUSA's "
                       "'{}' does not take: {} nothing here (null, or an "
                       "empty local nothing else uses)",
                       R.Cuda, Dropped.size() == 1 ? "" : "s",
                       llvm::join(Dropped, ", "), R.Musa,
                       Dropped.size() == 1 ? "it passes" : "they pass"),
           "nothing to do unless code added since was meant to fill it; "
           "elsewhere the call keeps its arguments and MU2005 says what to "
           "change",
           &R);
  return true;
}

void TranslationUnitState::removeUnusedLocals() {
  for (auto &[Key, L] : PendingRemovals) {
    // A call that passed it and was not rewritten still needs it.
    if (L.Done != L.Needed)
      continue;
    if (!L.Home->removeText(L.Begin, L.End))
      continue;
    L.Home->report(DiagID::DefaultArgumentsDropped, L.At, 0,
                   fmt::format("'{}' is removed: the calls of '{}' that "
                               "passed it no longer take it, and nothing "
                               "else uses it",
                               L.Name, L.R->Cuda),
                   "nothing to do unless code added since was meant to "
                   "fill it",
                   L.R);
  }
  PendingRemovals.clear();
}

std::optional<TranslationUnitState::CallText>
TranslationUnitState::callText(const CallExpr *Call, SourceLocation CallBegin,
                               FileID FID) const {
  // A callee named in a macro's body is rewritten there or nowhere: the
  // expansion replaced by the rewritten call would lose the user's macro.
  if (outOfMacroArguments(CallBegin).isMacroID())
    return callTextInDefinition(Call, CallBegin, FID);
  auto FileRange = [&](SourceRange Range) {
    return Lexer::makeFileCharRange(CharSourceRange::getTokenRange(Range), SM,
                                    LangOpts);
  };
  // A call in an argument of the user's macro whose name is a CUDA macro:
  // that name was expanded before the argument was, so it is the file's
  // text; the call's end is too, once out of the argument.
  SourceLocation CallEnd = CallBegin.isFileID()
                               ? outOfMacroArguments(Call->getEndLoc())
                               : Call->getEndLoc();
  SourceRange Range = {CallBegin, CallEnd};
  // A call that is a macro argument's whole expansion (`ID(call())` with
  // `#define ID(x) x`) would map to the macro's use: the call is the
  // argument's text, name to parenthesis.
  if (SM.isMacroArgExpansion(CallBegin) &&
      SM.getFileID(CallBegin) == SM.getFileID(Call->getRParenLoc()))
    Range = {SM.getSpellingLoc(CallBegin),
             SM.getSpellingLoc(Call->getRParenLoc())};
  CharSourceRange Whole = FileRange(Range);
  if (Whole.isInvalid() || SM.getFileID(Whole.getBegin()) != FID)
    return std::nullopt;
  CallText Text{
      SM.getFileOffset(Whole.getBegin()), SM.getFileOffset(Whole.getEnd()), {}};
  for (const Expr *Arg : Call->arguments()) {
    if (isa<CXXDefaultArgExpr>(Arg))
      break;
    CharSourceRange A = FileRange(Arg->getSourceRange());
    if (A.isInvalid() || SM.getFileID(A.getBegin()) != FID)
      return std::nullopt;
    Text.Args.push_back(
        {SM.getFileOffset(A.getBegin()), SM.getFileOffset(A.getEnd())});
  }
  return Text;
}

SourceLocation TranslationUnitState::inDefinition(SourceLocation Loc,
                                                  FileID Expansion,
                                                  bool &Parameter) const {
  // Out of the arguments of macros the call is written in, down to a token
  // of the expansion's body or of an argument of that expansion.
  while (Loc.isMacroID()) {
    if (SM.getFileID(Loc) == Expansion) {
      Parameter = false;
      return SM.getImmediateSpellingLoc(Loc);
    }
    if (!SM.isMacroArgExpansion(Loc))
      return {};
    SourceLocation Param = SM.getImmediateExpansionRange(Loc).getBegin();
    if (Param.isMacroID() && SM.getFileID(Param) == Expansion) {
      Parameter = true;
      return SM.getImmediateSpellingLoc(Param);
    }
    Loc = SM.getImmediateSpellingLoc(Loc);
  }
  return {};
}

std::optional<TranslationUnitState::CallText>
TranslationUnitState::callTextInDefinition(const CallExpr *Call,
                                           SourceLocation CallBegin,
                                           FileID FID) const {
  // The callee's name and the parentheses must be the body's own: a name
  // passed as an argument could stand for another function in another
  // expansion. (The call may itself be in an argument of another macro.)
  SourceLocation Name = outOfMacroArguments(CallBegin);
  FileID Expansion = SM.getFileID(Name);
  auto Offsets =
      [&](SourceRange Range,
          bool BodyOnly) -> std::optional<std::pair<unsigned, unsigned>> {
    bool FirstIsParameter = false, LastIsParameter = false;
    SourceLocation Begin =
        inDefinition(Range.getBegin(), Expansion, FirstIsParameter);
    SourceLocation Last =
        inDefinition(Range.getEnd(), Expansion, LastIsParameter);
    if (Begin.isInvalid() || Last.isInvalid() || !Begin.isFileID() ||
        !Last.isFileID() || SM.getFileID(Begin) != FID ||
        SM.getFileID(Last) != FID ||
        (BodyOnly && (FirstIsParameter || LastIsParameter)))
      return std::nullopt;
    unsigned B = SM.getFileOffset(Begin);
    unsigned E =
        SM.getFileOffset(Last) + Lexer::MeasureTokenLength(Last, SM, LangOpts);
    if (E <= B)
      return std::nullopt;
    return std::make_pair(B, E);
  };
  auto Whole = Offsets({CallBegin, Call->getRParenLoc()}, true);
  if (!Whole)
    return std::nullopt;
  // All of it in one #define of the user's, which the port then changes
  // for every expansion.
  llvm::StringRef Content = SM.getBufferData(FID);
  unsigned Line = logicalLineStart(Content, Whole->first);
  if (logicalLineStart(Content, Whole->second) != Line ||
      directiveAt(Content, Line).Keyword != "define" ||
      !Classifier.isUser(SM.getLocForStartOfFile(FID)))
    return std::nullopt;
  // Each argument its own text, in order: one parameter that stands for
  // several arguments (__VA_ARGS__, a list in parentheses) is not a call
  // the template can be written into.
  CallText Text{Whole->first, Whole->second, {}};
  unsigned After = Text.Begin;
  for (const Expr *Arg : Call->arguments()) {
    if (isa<CXXDefaultArgExpr>(Arg))
      break;
    auto A = Offsets(Arg->getSourceRange(), false);
    if (!A || A->first < After || A->second > Text.End)
      return std::nullopt;
    After = A->second;
    Text.Args.push_back(*A);
  }
  return Text;
}

void TranslationUnitState::callExpression(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Callee->getDeclName().isIdentifier())
    return;
  const auto *Ref =
      dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreParenImpCasts());
  if (!Ref)
    return;
  SourceLocation NameLoc, CallBegin;
  const Rule *R = calleeRule(Call, Ref, NameLoc, CallBegin);
  if (!R || R->callTemplate().empty() ||
      whereDeclared(Callee).From != Origin::CudaSdk)
    return;
  // A call the port does without goes only where nothing uses its value
  // and its arguments do nothing (`streams[n++] = make()` would go too).
  bool Drop = R->Call.empty();
  if (Drop && (!Callee->getReturnType()->isVoidType() ||
               llvm::any_of(Call->arguments(), [&](const Expr *Arg) {
                 return Arg->HasSideEffects(Callee->getASTContext());
               })))
    return;
  SourceLocation Name = SM.getSpellingLoc(NameLoc);
  // A call in a template is met again in each instantiation: one that
  // drops arguments is decided once.
  if (!Classifier.isUser(Name) ||
      (R->CallDropsDefaults && RewrittenCallees.contains(Name)))
    return;
  FileID FID = SM.getFileID(Name);
  std::optional<CallText> Text = callText(Call, CallBegin, FID);
  FileMigration &F = fileFor(FID);
  unsigned NameOffset = SM.getFileOffset(Name);
  unsigned NameLength = Lexer::MeasureTokenLength(Name, SM, LangOpts);
  // A call across a macro boundary, or in a macro's argument (the
  // argument's text, which a call template's rewrite does not meet
  // cleanly), stays: its name is reported as what MUSA lacks, and the
  // header's include stays with it.
  if (Drop && (!Text || SM.isMacroArgExpansion(CallBegin)))
    return;
  if (R->CallDropsDefaults &&
      (!Text ||
       !dropDefaultArguments(Call, *R, CallBegin, NameOffset, NameLength, F)))
    return; // renamed as it is, with the rule's hazard
  RewrittenCallees.insert(Name);
  // Another visit of this call (a macro's other expansion) could not
  // rewrite it, and said so.
  if (F.callRefused(NameOffset))
    return;
  if (!Text) {
    F.refuseCallRewrite(NameOffset);
    F.report(DiagID::CallNeedsAST, NameOffset, NameLength,
             fmt::format("the arguments of '{}' change on MUSA ({}), but this "
                         "call crosses a macro boundary",
                         R->Cuda, R->Call),
             "rewrite this call by hand", R);
    return;
  }
  // A CUDA macro's name was renamed (and reported) as the preprocessor met
  // it; the call template decides now.
  if (!R->CallDropsDefaults)
    F.withdraw(NameOffset, NameOffset + NameLength);
  F.addCallRewrite(Text->Begin, Text->End, std::move(Text->Args), NameOffset,
                   NameLength, *R);
  if (Drop)
    F.report(DiagID::Removed, NameOffset, NameLength,
             fmt::format("the call of '{}' is removed from the port (it "
                         "becomes '((void)0)'): {}; the program does not "
                         "need it",
                         R->Cuda, R->Reason),
             R->Suggestion.str(), R);
}

void TranslationUnitState::macroReference(const Token &NameTok,
                                          const MacroInfo *MI) {
  SourceLocation Spelling = SM.getSpellingLoc(NameTok.getLocation());
  if (!MI || !NameTok.getIdentifierInfo() || !Classifier.isUser(Spelling))
    return;
  llvm::StringRef Name = NameTok.getIdentifierInfo()->getName();
  SourceLocation DefLoc = MI->getDefinitionLoc();
  // Predefined macros (__CUDACC__) live in no file.
  FileClass Predefined;
  const FileClass &Where =
      DefLoc.isValid() &&
              !compat::fileName(SM, SM.getFileID(SM.getExpansionLoc(DefLoc)))
                   .empty()
          ? Classifier.classify(SM.getExpansionLoc(DefLoc))
          : Predefined;
  if (Where.From == Origin::User) {
    // The user's own macro, unless it defines a CUDA macro itself
    // (`#ifndef CUDART_VERSION` / `#define CUDART_VERSION ...`): the
    // definition is renamed by the token pass, so its uses must follow.
    const Rule *R = Rules.lookupIdentifier(Name);
    if (R && R->Kind == RuleKind::Macro)
      handleCudaName(Spelling, Name, Where, "macro", R);
    else
      fileFor(SM.getFileID(Spelling)).protect(SM.getFileOffset(Spelling));
    return;
  }
  const Rule *R = Rules.lookupIdentifier(Name);
  FileMigration &F = fileFor(SM.getFileID(Spelling));
  if (R && inConditionDecidingMusa(F.content(), SM.getFileOffset(Spelling), *R,
                                   Rules))
    return;
  handleCudaName(Spelling, Name, Where, "macro", R);
}

void TranslationUnitState::report(DiagID ID, SourceLocation Loc,
                                  std::string Message, std::string Suggestion,
                                  CharSourceRange FixRange, std::string Fix) {
  // Where the user wrote it: the spelling, unless that is in someone else's
  // macro, then the expansion.
  SourceLocation At = SM.getSpellingLoc(Loc);
  if (!Classifier.isUser(At))
    At = SM.getExpansionLoc(Loc);
  if (!Classifier.isUser(At))
    return;
  FileMigration &F = fileFor(SM.getFileID(At));
  unsigned Offset = SM.getFileOffset(At);
  unsigned Length = Lexer::MeasureTokenLength(At, SM, LangOpts);
  CharSourceRange Range = FixRange.isValid()
                              ? Lexer::makeFileCharRange(FixRange, SM, LangOpts)
                              : CharSourceRange();
  if (Fix.empty() || Range.isInvalid() ||
      SM.getFileID(Range.getBegin()) != SM.getFileID(At)) {
    F.report(ID, Offset, Length, std::move(Message), std::move(Suggestion));
    return;
  }
  unsigned Begin = SM.getFileOffset(Range.getBegin());
  F.reportWithFix(ID, Offset, Length, std::move(Message), std::move(Suggestion),
                  Begin, SM.getFileOffset(Range.getEnd()) - Begin,
                  std::move(Fix));
}

bool TranslationUnitState::removeFromPort(CharSourceRange Range) {
  CharSourceRange File = Lexer::makeFileCharRange(Range, SM, LangOpts);
  if (File.isInvalid() || !Classifier.isUser(File.getBegin()) ||
      SM.getFileID(File.getBegin()) != SM.getFileID(File.getEnd()))
    return false;
  FileMigration &Home = fileFor(SM.getFileID(File.getBegin()));
  auto [Begin, End] =
      wholeLines(Home.content(), SM.getFileOffset(File.getBegin()),
                 SM.getFileOffset(File.getEnd()));
  return Home.removeText(Begin, End);
}

bool TranslationUnitState::keepInPort(SourceLocation Name) {
  SourceLocation At = SM.getSpellingLoc(Name);
  if (!At.isFileID() || !Classifier.isUser(At))
    return false;
  unsigned Offset = SM.getFileOffset(At);
  FileMigration &F = fileFor(SM.getFileID(At));
  F.withdraw(Offset, Offset + Lexer::MeasureTokenLength(At, SM, LangOpts));
  F.keepAsWritten(Offset);
  return true;
}

/// An nvcc-ism's report: what Clang said, and what musify did about it.
static std::string nvccIsmMessage(llvm::StringRef ClangMessage,
                                  llvm::StringRef What) {
  return fmt::format("nvcc accepts this, Clang-based compilers such as "
                     "MUSA's mcc do not ({}); musify {}",
                     ClangMessage.str(), What.str());
}

bool TranslationUnitState::isWritten(
    SourceLocation Loc,
    const std::function<bool(llvm::StringRef)> &Written) const {
  if (!Written)
    return true;
  OptionalFileEntryRef File = SM.getFileEntryRefForID(SM.getFileID(Loc));
  if (!File)
    return false;
  // Relative to the command's directory, which is the parse's own.
  llvm::SmallString<256> Path(File->getName());
  SM.getFileManager().makeAbsolutePath(Path);
  return Written(Path);
}

bool TranslationUnitState::nvccIsm(
    const NvccIsmFix &Fix, llvm::StringRef ClangMessage,
    const std::function<bool(llvm::StringRef)> &Written) {
  std::vector<CharSourceRange> Ranges;
  for (const FixItHint &Hint : Fix.Fixes) {
    CharSourceRange Range =
        Lexer::makeFileCharRange(Hint.RemoveRange, SM, LangOpts);
    bool Usable = Range.isValid() && Classifier.isUser(Range.getBegin());
    if (Fix.AllOrNothing && (!Usable || !isWritten(Range.getBegin(), Written)))
      return false;
    Ranges.push_back(Usable ? Range : CharSourceRange());
  }
  std::string Wrote;
  for (size_t I = 0; I < Ranges.size(); ++I)
    if (Ranges[I].isValid())
      Wrote = applyNvccIsmFix(Fix.Fixes[I], Ranges[I], ClangMessage);
  if (Fix.ReportAt.isValid() && Fix.ReportAt.isFileID() &&
      Classifier.isUser(Fix.ReportAt) && !Wrote.empty())
    fileFor(SM.getFileID(Fix.ReportAt))
        .report(DiagID::NvccIsm, SM.getFileOffset(Fix.ReportAt),
                Lexer::MeasureTokenLength(Fix.ReportAt, SM, LangOpts),
                nvccIsmMessage(ClangMessage,
                               Wrote + " where the function is declared"),
                "nothing to do; the fix is part of the migrated code");
  CharSourceRange Dropped = Fix.Dropped;
  if (Dropped.isValid() && Dropped.getBegin().isFileID() &&
      Classifier.isUser(Dropped.getBegin()))
    fileFor(SM.getFileID(Dropped.getBegin()))
        .addInactiveRange(SM.getFileOffset(Dropped.getBegin()),
                          SM.getFileOffset(Dropped.getEnd()));
  return true;
}

std::string TranslationUnitState::applyNvccIsmFix(
    const FixItHint &Fix, CharSourceRange Range, llvm::StringRef ClangMessage) {
  unsigned Begin = SM.getFileOffset(Range.getBegin());
  unsigned Length = SM.getFileOffset(Range.getEnd()) - Begin;
  FileMigration &F = fileFor(SM.getFileID(Range.getBegin()));
  bool Removal = Fix.CodeToInsert.empty();
  std::string Text =
      Removal ? F.content().substr(Begin, Length) : Fix.CodeToInsert;
  std::string Wrote = fmt::format("{} '{}'",
                                  Removal  ? "removed"
                                  : Length ? "wrote"
                                           : "inserted",
                                  llvm::StringRef(Text).trim().str());
  F.addFix(Begin, Length, Fix.CodeToInsert,
           nvccIsmMessage(ClangMessage, Wrote));
  return Wrote;
}

std::vector<FileMigration>
TranslationUnitState::finish(llvm::StringRef TokenOnlyReason,
                             llvm::StringRef FirstError,
                             llvm::ArrayRef<std::unique_ptr<Check>> Checks) {
  if (TokenOnlyReason.empty())
    removeUnusedLocals();
  std::vector<FileMigration> Result;
  for (auto &[FID, F] : Files) {
    // A header is not to blame for an error in the unit that includes it:
    // its note says so, in words that are the same whichever unit it is, so
    // that the header gets one note, not one per unit (see Project::add).
    std::string Reason = TokenOnlyReason.str();
    if (!Reason.empty() && FID != SM.getMainFileID() &&
        !FirstError.starts_with(F.path() + ":"))
      Reason = "a translation unit that includes it does not parse with "
               "Clang, so no AST was at hand for it";
    F.keepDeclaredNames(&DeclaredNames);
    F.knowIntegerMacros(&IntegerMacros);
    F.runTokenPass(Rules, Reason, Checks);
    F.keepDeclaredNames(nullptr); // the maps do not outlive this state
    F.knowIntegerMacros(nullptr);
    Result.push_back(std::move(F));
  }
  Files.clear();
  return Result;
}

} // namespace musify
