//===- TokenScanner.cpp - The token-level pass ----------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/TokenScanner.h"
#include "musify/Rules/NamespaceMembers.h"
#include "musify/Support/FileKinds.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include <algorithm>
#include <fmt/format.h>
#include <optional>

namespace musify {
namespace {

enum class DirectiveKind {
  None,     // ordinary code
  Include,  // #include, #include_next, #import: the header name is rewritten
  Names,    // #if, #ifdef, #define, ...: identifiers are rewritten by name
  Verbatim, // #pragma, #error, #line, ...: left as written
};

DirectiveKind classifyDirective(llvm::StringRef Name) {
  return llvm::StringSwitch<DirectiveKind>(Name)
      .Cases("include", "include_next", "import", DirectiveKind::Include)
      .Cases("if", "ifdef", "ifndef", "elif", "elifdef", "elifndef",
             DirectiveKind::Names)
      .Cases("define", "undef", "else", "endif", DirectiveKind::Names)
      .Default(DirectiveKind::Verbatim);
}

class Scanner {
public:
  Scanner(llvm::StringRef FileName, llvm::StringRef Content,
          const RuleSet &Rules, const TokenScanOptions &Options)
      : SMForFile(FileName, Content), Content(Content), Rules(Rules),
        Options(Options) {
    LangOpts.CPlusPlus = LangOpts.CPlusPlus11 = LangOpts.CPlusPlus14 =
        LangOpts.CPlusPlus17 = true;
    LangOpts.CUDA = true;
    std::sort(this->Inactive.begin(), this->Inactive.end());
    collectDefinedMacros();
  }

  std::vector<TokenMatch> run();

private:
  bool inInactive(unsigned Offset) const;
  /// Reads a header name `<...>` or `"..."` starting at \p From; returns the
  /// offset just past it, or \p From when there is none.
  unsigned matchHeaderName(unsigned From);
  void matchIdentifier(const clang::Token &Tok, unsigned Offset, bool Inactive);
  /// A name with no rule that looks like a CUDA API (MU1007).
  void reportLookalike(llvm::StringRef Name, unsigned Offset, unsigned Length,
                       bool Inactive);
  bool followedByColonColon(unsigned End) const;
  /// Follows the preprocessor directive a token begins or names; true when
  /// the token is taken by it (a `#`, a directive's name).
  bool directiveToken(const clang::Token &Tok, unsigned Offset);
  /// Matches an identifier where the scan covers it (`__has_include`'s
  /// argument is a header name; `defined` is no name).
  void visitIdentifier(const clang::Token &Tok, unsigned Offset);
  /// Remembers \p Tok as the last token, for the ones after it.
  void rememberToken(const clang::Token &Tok);
  /// The macros the file #defines are the project's, whatever they look
  /// like (`#define cudaCheck(x) ...`).
  void collectDefinedMacros();

  clang::SourceManagerForFile SMForFile;
  llvm::StringRef Content;
  const RuleSet &Rules;
  const TokenScanOptions &Options;
  std::vector<std::pair<unsigned, unsigned>> Inactive = Options.Inactive;
  clang::LangOptions LangOpts;
  std::vector<TokenMatch> Matches;
  // The two previous tokens, to recognise member access and qualified names.
  clang::tok::TokenKind Prev = clang::tok::unknown;
  clang::tok::TokenKind PrevPrev = clang::tok::unknown;
  llvm::StringRef PrevText, PrevPrevText;
  /// The qualified name that ends with the last identifier (`a::b::c`).
  std::string Chain;
  llvm::StringSet<> Defined;
  /// Names of the project noted once already (ProjectDeclared).
  llvm::StringSet<> NotedKept;
  bool SawRuleHeader = false; ///< an #include a rule names
  /// The directive of the line being scanned.
  DirectiveKind Directive = DirectiveKind::None;
  /// The last token was a directive's `#`.
  bool ExpectDirectiveName = false;
  /// Tokens before this offset are skipped (a header name, a verbatim line).
  unsigned SkipUntil = 0;
  /// Marks the first rename of each name as unsure (NoteUnsureRenames).
  void noteUnsureRenames();
  /// Keeps \p M's name when the project declares it.
  void keepProjectName(TokenMatch &M, llvm::StringRef Name);
};

bool Scanner::inInactive(unsigned Offset) const {
  auto It =
      std::upper_bound(Inactive.begin(), Inactive.end(), Offset,
                       [](unsigned O, const std::pair<unsigned, unsigned> &R) {
                         return O < R.first;
                       });
  if (It == Inactive.begin())
    return false;
  --It;
  return Offset >= It->first && Offset < It->second;
}

unsigned Scanner::matchHeaderName(unsigned From) {
  unsigned I = From;
  while (I < Content.size() && (Content[I] == ' ' || Content[I] == '\t'))
    ++I;
  if (I >= Content.size() || (Content[I] != '<' && Content[I] != '"'))
    return From;
  char Close = Content[I] == '<' ? '>' : '"';
  size_t End = Content.find_first_of(llvm::StringRef("\n\0", 2), I + 1);
  size_t CloseAt = Content.find(Close, I + 1);
  if (CloseAt == llvm::StringRef::npos ||
      (End != llvm::StringRef::npos && CloseAt > End))
    return From;
  llvm::StringRef Path = Content.slice(I + 1, CloseAt);
  // A header the preprocessor found among the user's files keeps its name.
  if (Options.Protected && Options.Protected->contains(I + 1))
    return CloseAt + 1;
  // A prefix rule (thrust/system/cuda/) rewrites the prefix only.
  if (const Rule *R = Rules.lookupHeader(Path))
    SawRuleHeader = true,
    Matches.push_back(
        {I + 1, static_cast<unsigned>(R->Prefix ? R->Cuda.size() : Path.size()),
         R, inInactive(I)});
  return CloseAt + 1;
}

void Scanner::collectDefinedMacros() {
  for (size_t At = Content.find("define"); At != llvm::StringRef::npos;
       At = Content.find("define", At + 6)) {
    // `#`, blanks, `define`, blanks, the name.
    llvm::StringRef Before = Content.take_front(At).rtrim(" \t");
    if (!Before.ends_with("#"))
      continue;
    llvm::StringRef Rest = Content.drop_front(At + 6);
    if (Rest.empty() || (Rest.front() != ' ' && Rest.front() != '\t'))
      continue;
    Rest = Rest.ltrim(" \t");
    llvm::StringRef Name =
        Rest.take_while([](char C) { return llvm::isAlnum(C) || C == '_'; });
    if (!Name.empty())
      Defined.insert(Name);
  }
}

bool Scanner::followedByColonColon(unsigned End) const {
  llvm::StringRef Rest = Content.drop_front(End).ltrim(" \t");
  return Rest.starts_with("::");
}

void Scanner::matchIdentifier(const clang::Token &Tok, unsigned Offset,
                              bool Inactive) {
  using namespace clang;
  llvm::StringRef Name = Tok.getRawIdentifier();
  auto Match = [&](const Rule *R) {
    TokenMatch M{Offset, Tok.getLength(), R, Inactive};
    if (R->Kind == RuleKind::Namespace && R->renames()) {
      NamespaceMemberVerdict V =
          checkQualifiedName(Rules, *R, Content, Offset + Tok.getLength());
      M.Apply = V.RenameQualifier;
      M.Message = std::move(V.Message);
      M.Suggestion = std::move(V.Suggestion);
    }
    keepProjectName(M, Name);
    Matches.push_back(std::move(M));
  };
  // `s.cudaStream`, `p->cudaStream`: members of user types; but a member
  // a library's rule names (PyTorch's `x.is_cuda()`) is that library's, as
  // the AST would have said.
  if (Prev == tok::period || Prev == tok::arrow) {
    if (const Rule *R = Rules.lookupIdentifier(Name))
      if (const Family *F = Rules.family(R->Family))
        if (R->Kind == RuleKind::Function && !F->LibraryHeaders.empty())
          Match(R);
    return;
  }
  if (Options.Protected && Options.Protected->contains(Offset))
    return;
  if (Prev == tok::coloncolon &&
      (PrevPrev == tok::raw_identifier || PrevPrev == tok::greater)) {
    // `mylib::cudaMalloc` is the user's; but `thrust::cuda` is a namespace
    // with a rule, and inside a namespace some rule names
    // (at::cuda::getCurrentCUDAStream) the names are that library's.
    if (PrevPrev != tok::raw_identifier)
      return;
    // `DeviceType::CUDA`: an enumerator a rule names with its enumeration.
    if (const Rule *R =
            Rules.lookupIdentifier((PrevPrevText + "::" + Name).str()))
      return Match(R);
    if (const Rule *R = Rules.lookupNamespace(Chain + "::" + Name.str()))
      return Match(R);
    if (Rules.lookupNamespace(Chain))
      if (const Rule *R = Rules.lookupIdentifier(Name))
        if (R->Kind != RuleKind::Header)
          return Match(R);
    // torch::kCUDA: a library's own namespace, its own rules.
    if (const Family *F = Rules.familyOwningNamespace(Chain))
      if (const Rule *R = Rules.lookupIdentifier(Name))
        if (R->Kind != RuleKind::Header && R->Family == F->Name)
          Match(R);
    return;
  }
  bool UsingDirective = PrevText == "namespace" && PrevPrevText == "using";
  if (UsingDirective || followedByColonColon(Offset + Tok.getLength()))
    if (const Rule *R = Rules.lookupNamespace(Name))
      return Match(R);
  // `namespace cuda {` declares the user's own namespace.
  if (PrevText == "namespace")
    return;
  if (const Rule *R = Rules.lookupIdentifier(Name)) {
    if (R->Kind != RuleKind::Header)
      Match(R);
    return;
  }
  reportLookalike(Name, Offset, Tok.getLength(), Inactive);
}

void Scanner::keepProjectName(TokenMatch &M, llvm::StringRef Name) {
  if (!Options.ProjectDeclared)
    return;
  auto It = Options.ProjectDeclared->find(Name);
  if (It == Options.ProjectDeclared->end())
    return;
  M.Apply = false;
  M.ProjectName = true;
  M.Message.clear(), M.Suggestion.clear();
  if (!NotedKept.insert(Name).second)
    return; // one note per name and file
  M.Message = fmt::format("'{}' is declared by the project ({}): the "
                          "project's own name, not the platform's; kept",
                          Name.str(), It->second);
  M.Suggestion = "rename it by hand if it is the platform's after all";
}

void Scanner::noteUnsureRenames() {
  if (!Options.NoteUnsureRenames || SawRuleHeader)
    return;
  llvm::StringSet<> Noted;
  for (TokenMatch &M : Matches) {
    if (!M.R || !M.Apply || M.ProjectName || !M.Message.empty())
      continue;
    llvm::StringRef Name = Content.substr(M.Offset, M.Length);
    if (!Noted.insert(Name).second)
      continue;
    M.Unsure = true;
    M.Message = fmt::format(
        "'{}' renamed to '{}' by its name alone: this file includes no "
        "header a rule names and the project does not declare it",
        Name.str(), M.R->Musa);
    M.Suggestion = "check that it is the platform's; if it is the "
                   "project's, put it back";
  }
}

void Scanner::reportLookalike(llvm::StringRef Name, unsigned Offset,
                              unsigned Length, bool Inactive) {
  const Family *F = Rules.familyByNamePattern(Name);
  if (!F || Defined.contains(Name))
    return;
  TokenMatch M{Offset, Length, nullptr, Inactive, /*Apply=*/false};
  M.Family = F->Name;
  M.Message = fmt::format(
      "'{}' looks like a name of CUDA's APIs, but no rule knows it and no "
      "declaration explains it (an API removed before CUDA 13, or a name of "
      "the project's); left unchanged",
      Name.str());
  M.Suggestion = "port it by hand if it is CUDA's; if it is the project's, "
                 "silence this with // musify-ignore: MU1007";
  Matches.push_back(std::move(M));
}

bool Scanner::directiveToken(const clang::Token &Tok, unsigned Offset) {
  using namespace clang;
  if (Tok.is(tok::hash) && Tok.isAtStartOfLine()) {
    ExpectDirectiveName = true;
    Directive = DirectiveKind::Names; // a null directive has no name
    Prev = PrevPrev = tok::unknown;
    PrevText = PrevPrevText = "";
    return true;
  }
  if (!ExpectDirectiveName)
    return false;
  ExpectDirectiveName = false;
  if (!Tok.is(tok::raw_identifier))
    return false;
  Directive = classifyDirective(Tok.getRawIdentifier());
  if (Directive == DirectiveKind::Include)
    SkipUntil = matchHeaderName(Offset + Tok.getLength());
  if (Directive == DirectiveKind::Include ||
      Directive == DirectiveKind::Verbatim)
    SkipUntil = std::max<unsigned>(SkipUntil, Content.find('\n', Offset));
  return true;
}

void Scanner::visitIdentifier(const clang::Token &Tok, unsigned Offset) {
  bool Inactive = inInactive(Offset);
  bool Covered = Directive == DirectiveKind::Names || Inactive ||
                 (Directive == DirectiveKind::None && Options.CoverActiveCode);
  if (!Covered)
    return;
  llvm::StringRef Name = Tok.getRawIdentifier();
  if (Name == "__has_include" || Name == "__has_include_next") {
    // `__has_include(<cuda_fp16.h>)`: the argument is a header name.
    size_t Open = Content.find('(', Offset + Tok.getLength());
    if (Open != llvm::StringRef::npos &&
        Content.slice(Offset + Tok.getLength(), Open).trim().empty())
      SkipUntil = matchHeaderName(Open + 1);
  } else if (Name != "defined") {
    matchIdentifier(Tok, Offset, Inactive);
  }
}

void Scanner::rememberToken(const clang::Token &Tok) {
  using namespace clang;
  if (Tok.is(tok::raw_identifier)) {
    llvm::StringRef Name = Tok.getRawIdentifier();
    Chain = Prev == tok::coloncolon && PrevPrev == tok::raw_identifier
                ? Chain + "::" + Name.str()
                : Name.str();
  }
  PrevPrev = Prev;
  PrevPrevText = PrevText;
  Prev = Tok.getKind();
  PrevText = Tok.is(tok::raw_identifier) ? Tok.getRawIdentifier() : "";
}

std::vector<TokenMatch> Scanner::run() {
  using namespace clang;
  SourceManager &SM = SMForFile.get();
  FileID FID = SM.getMainFileID();
  Lexer Lex(FID, SM.getBufferOrFake(FID), SM, LangOpts);
  Lex.SetCommentRetentionState(false);

  // Dense CUDA code has a match every hundred bytes or so.
  Matches.reserve(Content.size() / 128);
  // A raw lexer's token lies at the file's start plus its offset; the
  // subtraction spares a SourceManager lookup per token (12 % of the scan).
  SourceLocation Start = SM.getLocForStartOfFile(FID);
  Token Tok;
  while (true) {
    Lex.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof))
      break;
    unsigned Offset =
        Tok.getLocation().getRawEncoding() - Start.getRawEncoding();
    if (Tok.isAtStartOfLine()) {
      Directive = DirectiveKind::None;
      ExpectDirectiveName = false;
    }
    if (Offset < SkipUntil || directiveToken(Tok, Offset))
      continue;
    if (Tok.is(tok::raw_identifier))
      visitIdentifier(Tok, Offset);
    rememberToken(Tok);
  }
  noteUnsureRenames();
  return std::move(Matches);
}

/// Words after which a name is used, not declared: statements, and the
/// qualifiers and specifiers that come before a type.
bool usesNextName(llvm::StringRef Word) {
  return llvm::StringSwitch<bool>(Word)
      .Cases("return", "case", "goto", "throw", "else", "do", "new", true)
      .Cases("delete", "sizeof", "alignof", "decltype", "typeid", true)
      .Cases("co_return", "co_yield", "co_await", "const", "volatile", true)
      .Cases("static", "extern", "inline", "constexpr", "consteval", true)
      .Cases("constinit", "typename", "template", "using", "typedef", true)
      .Cases("friend", "mutable", "register", "explicit", "virtual", true)
      .Cases("struct", "class", "union", "enum", "namespace", true)
      .Cases("operator", "public", "private", "protected", "if", true)
      .Cases("while", "for", "switch", "and", "or", "not", true)
      .Cases("__host__", "__device__", "__global__", "__forceinline__", true)
      .Cases("__shared__", "__constant__", "__managed__", true)
      .Default(false);
}

/// Finds declarations in a raw token stream (declaredRuleNames).
class DeclarationFinder {
public:
  DeclarationFinder(llvm::StringRef Content, const RuleSet &Rules)
      : SMForFile("declarations", Content), Content(Content), Rules(Rules) {
    LangOpts.CPlusPlus = LangOpts.CPlusPlus17 = true;
  }
  std::vector<std::pair<std::string, unsigned>> run();

private:
  struct Tok {
    clang::tok::TokenKind Kind = clang::tok::unknown;
    llvm::StringRef Text; ///< an identifier's spelling
  };
  void add(llvm::StringRef Name, unsigned Offset) {
    if (!Rules.lookupIdentifier(Name) || !Seen.insert(Name).second)
      return;
    Found.push_back({Name.str(), 1 + Content.take_front(Offset).count('\n')});
  }
  /// Whether the name after \p Prev (and \p PrevPrev) would be declared.
  bool declares(const Tok &PrevPrevPrev, const Tok &PrevPrev,
                const Tok &Prev) const;
  /// Whether \p Next may follow the name of a declaration.
  static bool endsDeclarator(clang::tok::TokenKind Next, bool Tag);

  clang::SourceManagerForFile SMForFile;
  llvm::StringRef Content;
  const RuleSet &Rules;
  clang::LangOptions LangOpts;
  llvm::StringSet<> Seen;
  std::vector<std::pair<std::string, unsigned>> Found;
};

bool DeclarationFinder::declares(const Tok &PPP, const Tok &PP,
                                 const Tok &P) const {
  using namespace clang;
  auto IsType = [](const Tok &T) {
    return T.Kind == tok::raw_identifier && !usesNextName(T.Text);
  };
  if (IsType(P))
    return true; // `double muInit`
  // `musaError_t *muFoo(`, at the start of a statement only: `a * b` is
  // a product.
  bool Pointer =
      P.Kind == tok::star || P.Kind == tok::amp || P.Kind == tok::ampamp;
  bool Specifier = PPP.Kind == tok::raw_identifier &&
                   llvm::StringSwitch<bool>(PPP.Text)
                       .Cases("static", "extern", "inline", "const", true)
                       .Cases("constexpr", "volatile", "friend", true)
                       .Cases("__host__", "__device__", "__global__", true)
                       .Cases("__forceinline__", "virtual", true)
                       .Default(false);
  bool StatementStart = PPP.Kind == tok::unknown || PPP.Kind == tok::semi ||
                        PPP.Kind == tok::l_brace || PPP.Kind == tok::r_brace ||
                        Specifier;
  return Pointer && IsType(PP) && StatementStart;
}

bool DeclarationFinder::endsDeclarator(clang::tok::TokenKind Next, bool Tag) {
  using namespace clang;
  if (Tag) // `struct musaX {`, `struct musaX : Base`; not `struct musaX x;`
    return Next == tok::l_brace || Next == tok::colon;
  return Next == tok::l_paren || Next == tok::semi || Next == tok::equal ||
         Next == tok::l_square || Next == tok::comma || Next == tok::r_paren ||
         Next == tok::l_brace;
}

std::vector<std::pair<std::string, unsigned>> DeclarationFinder::run() {
  using namespace clang;
  SourceManager &SM = SMForFile.get();
  FileID FID = SM.getMainFileID();
  Lexer Lex(FID, SM.getBufferOrFake(FID), SM, LangOpts);
  SourceLocation Start = SM.getLocForStartOfFile(FID);
  Tok P, PP, PPP;
  // A name that may be declared, decided by the token after it.
  std::optional<std::pair<llvm::StringRef, unsigned>> Candidate;
  bool Tag = false, InDirective = false;
  Token T;
  while (true) {
    Lex.LexFromRawLexer(T);
    if (T.is(tok::eof))
      break;
    unsigned Offset = T.getLocation().getRawEncoding() - Start.getRawEncoding();
    if (T.isAtStartOfLine())
      InDirective = false;
    if (Candidate && !InDirective && endsDeclarator(T.getKind(), Tag))
      add(Candidate->first, Candidate->second);
    Candidate.reset();
    if (T.is(tok::hash) && T.isAtStartOfLine()) {
      InDirective = true;
      P = PP = PPP = Tok();
      continue;
    }
    llvm::StringRef Text =
        T.is(tok::raw_identifier) ? T.getRawIdentifier() : llvm::StringRef();
    if (InDirective) {
      // Directives declare nothing here: a macro a rule names is renamed
      // by the forward direction too (`#define CUTLASS_HOST_DEVICE`).
      continue;
    }
    if (T.is(tok::raw_identifier) && P.Kind != tok::coloncolon &&
        P.Kind != tok::period && P.Kind != tok::arrow) {
      Tag = P.Text == "struct" || P.Text == "class" || P.Text == "union" ||
            P.Text == "enum";
      if (Tag || declares(PPP, PP, P))
        Candidate.emplace(Text, Offset);
    }
    PPP = PP, PP = P;
    P = Tok{T.getKind(), Text};
  }
  return std::move(Found);
}

} // namespace

std::vector<std::pair<std::string, unsigned>>
declaredRuleNames(llvm::StringRef Content, const RuleSet &Rules) {
  if (!unreadableEncoding(Content).empty())
    return {};
  return DeclarationFinder(Content, Rules).run();
}

/// The CUDA language's own words (the language family maps them to
/// themselves, so no rule names them).
static bool isCudaLanguageWord(llvm::StringRef Word) {
  if (Word.starts_with("__shfl") || Word.starts_with("__sync") ||
      (Word.starts_with("atomic") && Word.size() > 6 && llvm::isUpper(Word[6])))
    return true;
  return llvm::StringSwitch<bool>(Word)
      .Cases("__global__", "__device__", "__host__", "__shared__", true)
      .Cases("__constant__", "__managed__", "__launch_bounds__", true)
      .Cases("__grid_constant__", "__forceinline__", "__noinline__", true)
      .Cases("threadIdx", "blockIdx", "blockDim", "gridDim", true)
      .Cases("warpSize", "__threadfence", "__ldg", "__activemask", true)
      .Default(false);
}

bool usesCudaLanguage(llvm::StringRef Content) {
  using namespace clang;
  if (!unreadableEncoding(Content).empty())
    return false;
  SourceManagerForFile SMForFile("language", Content);
  SourceManager &SM = SMForFile.get();
  FileID FID = SM.getMainFileID();
  LangOptions LangOpts;
  LangOpts.CPlusPlus = LangOpts.CPlusPlus17 = LangOpts.CUDA = true;
  Lexer Lex(FID, SM.getBufferOrFake(FID), SM, LangOpts);
  Token T;
  while (true) {
    Lex.LexFromRawLexer(T);
    if (T.is(tok::eof))
      return false;
    if (T.is(tok::lesslessless) ||
        (T.is(tok::raw_identifier) && isCudaLanguageWord(T.getRawIdentifier())))
      return true;
  }
}

std::vector<TokenMatch> scanTokens(llvm::StringRef FileName,
                                   llvm::StringRef Content,
                                   const RuleSet &Rules,
                                   const TokenScanOptions &Options) {
  // Text Clang cannot read has no tokens to find (the migration copies it
  // and says why).
  if (!unreadableEncoding(Content).empty())
    return {};
  return Scanner(FileName, Content, Rules, Options).run();
}

} // namespace musify
