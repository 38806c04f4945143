//===- ProjectSymbolFinder.cpp - The project's names that say CUDA --------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Analysis/ProjectSymbolFinder.h"
#include "musify/Rules/Fragments.h"
#include "musify/Support/Paths.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Lex/MacroInfo.h"
#include <fmt/format.h>

namespace musify {

using namespace clang;

void ProjectSymbolFacts::merge(const ProjectSymbolFacts &Other) {
  for (const auto &[Name, D] : Other.Declared) {
    auto [It, New] = Declared.try_emplace(Name, D);
    if (New)
      continue;
    DeclaredSymbol &Mine = It->second;
    if (Mine.FromBuild && !D.FromBuild) {
      std::set<std::string> Files = std::move(Mine.Files);
      Mine = D;
      Mine.Files.insert(Files.begin(), Files.end());
    } else {
      Mine.Files.insert(D.Files.begin(), D.Files.end());
    }
  }
  for (const auto &[Name, Why] : Other.Kept)
    Kept.try_emplace(Name, Why);
}

namespace {

llvm::StringRef kindOf(const NamedDecl *D) {
  if (isa<CXXMethodDecl>(D))
    return "method";
  if (isa<FunctionDecl, FunctionTemplateDecl>(D))
    return "function";
  if (isa<ParmVarDecl>(D))
    return "parameter";
  if (isa<FieldDecl>(D))
    return "field";
  if (isa<VarDecl>(D))
    return "variable";
  if (isa<EnumConstantDecl>(D))
    return "enumerator";
  if (isa<NamespaceDecl, NamespaceAliasDecl>(D))
    return "namespace";
  if (isa<TypeDecl, ClassTemplateDecl, TypeAliasTemplateDecl>(D))
    return "type";
  if (isa<TemplateDecl>(D))
    return "template";
  return "name";
}

class MacroCallbacks : public PPCallbacks {
public:
  explicit MacroCallbacks(ProjectSymbolFinder &F) : F(F) {}

  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    F.macroDefined(Name, MD->getMacroInfo()->getDefinitionLoc());
  }
  void MacroExpands(const Token &Name, const MacroDefinition &MD, SourceRange,
                    const MacroArgs *) override {
    F.macroUsed(Name, MD.getMacroInfo());
  }
  void Defined(const Token &Name, const MacroDefinition &MD,
               SourceRange) override {
    F.macroUsed(Name, MD.getMacroInfo());
  }
  void Ifdef(SourceLocation, const Token &Name,
             const MacroDefinition &MD) override {
    F.macroUsed(Name, MD.getMacroInfo());
  }
  void Ifndef(SourceLocation, const Token &Name,
              const MacroDefinition &MD) override {
    F.macroUsed(Name, MD.getMacroInfo());
  }
  void Elifdef(SourceLocation, const Token &Name,
               const MacroDefinition &MD) override {
    F.macroUsed(Name, MD.getMacroInfo());
  }
  void Elifndef(SourceLocation, const Token &Name,
                const MacroDefinition &MD) override {
    F.macroUsed(Name, MD.getMacroInfo());
  }

private:
  ProjectSymbolFinder &F;
};

} // namespace

bool ProjectSymbolFinder::candidate(llvm::StringRef Name) const {
  return !Name.empty() && !Rules.lookupIdentifier(Name) &&
         !renameFragments(Rules, Name).empty();
}

std::string ProjectSymbolFinder::where(SourceLocation Loc) const {
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
  return P.isValid() ? fmt::format("{}:{}", P.getFilename(), P.getLine())
                     : std::string("the compiler");
}

bool ProjectSymbolFinder::isBuiltin(SourceLocation Loc) const {
  return Loc.isInvalid() || SM.isWrittenInBuiltinFile(Loc) ||
         SM.isWrittenInCommandLineFile(Loc);
}

void ProjectSymbolFinder::keep(llvm::StringRef Name, std::string Why) {
  Facts.Kept.try_emplace(Name.str(), std::move(Why));
}

void ProjectSymbolFinder::declare(llvm::StringRef Name, llvm::StringRef Kind,
                                  SourceLocation Loc, bool FromBuild) {
  SourceLocation Spelling = SM.getSpellingLoc(Loc);
  OptionalFileEntryRef File = SM.getFileEntryRefForID(SM.getFileID(Spelling));
  if (!File)
    return;
  llvm::SmallString<256> Opened(File->getName());
  SM.getFileManager().makeAbsolutePath(Opened);
  std::string Path = absolutePath(Opened);
  auto [It, New] = Facts.Declared.try_emplace(Name.str());
  DeclaredSymbol &D = It->second;
  if (New || (D.FromBuild && !FromBuild)) {
    D.Kind = Kind.str();
    D.File = Path;
    D.Line = SM.getSpellingLineNumber(Spelling);
    D.Offset = SM.getFileOffset(Spelling);
    D.FromBuild = FromBuild;
  }
  D.Files.insert(Path);
}

void ProjectSymbolFinder::declaration(const NamedDecl *D) {
  if (D->isImplicit() || !D->getDeclName().isIdentifier() ||
      !candidate(D->getName()))
    return;
  SourceLocation Loc = D->getLocation();
  if (!Classifier.isUser(SM.getExpansionLoc(Loc)))
    return;
  llvm::StringRef Name = D->getName();
  // A name that keeps its name is still declared, so that the report says
  // where and why.
  auto Keep = [&](SourceLocation At, std::string Why) {
    declare(Name, kindOf(D), At, /*FromBuild=*/false);
    keep(Name, std::move(Why));
  };
  if (Loc.isMacroID() && SM.isWrittenInScratchSpace(SM.getSpellingLoc(Loc)))
    return Keep(SM.getExpansionLoc(Loc),
                "a macro makes this name by token pasting (##), so no single "
                "token spells it");
  const Decl *Canon = D->getCanonicalDecl();
  if (!Classifier.isUser(SM.getExpansionLoc(Canon->getLocation())))
    return Keep(Loc, fmt::format("it redeclares a name declared at {}",
                                 where(Canon->getLocation())));
  // The name of a C-linkage function or variable is its symbol: ctypes,
  // cffi or code in another language may look it up by that name.
  bool ExternC = false;
  if (const auto *F = dyn_cast<FunctionDecl>(D))
    ExternC = F->isExternC();
  else if (const auto *V = dyn_cast<VarDecl>(D))
    ExternC = V->isExternC();
  if (ExternC)
    return Keep(Loc, "it has C linkage, so its name is the symbol that code "
                     "outside the project (ctypes, other languages) may look "
                     "up");
  if (const auto *M = dyn_cast<CXXMethodDecl>(D))
    for (const CXXMethodDecl *Base : M->overridden_methods())
      if (!Classifier.isUser(SM.getExpansionLoc(Base->getLocation())))
        return Keep(Loc, fmt::format("it overrides the virtual function "
                                     "declared at {}",
                                     where(Base->getLocation())));
  declare(Name, kindOf(D), Loc, /*FromBuild=*/false);
}

void ProjectSymbolFinder::reference(SourceLocation Loc, const NamedDecl *D) {
  if (!D || Loc.isInvalid() || !D->getDeclName().isIdentifier() ||
      !candidate(D->getName()))
    return;
  SourceLocation Spelling = SM.getSpellingLoc(Loc);
  if (!Classifier.isUser(Spelling))
    return;
  const Decl *Canon = D->getCanonicalDecl();
  if (Classifier.isUser(SM.getExpansionLoc(Canon->getLocation())))
    return;
  keep(D->getName(),
       fmt::format("the same name also refers to '{}' declared "
                   "at {}, which is not the project's",
                   D->getQualifiedNameAsString(), where(Canon->getLocation())));
}

void ProjectSymbolFinder::macroDefined(const Token &Name,
                                       SourceLocation DefLoc) {
  const IdentifierInfo *II = Name.getIdentifierInfo();
  if (!II || !candidate(II->getName()))
    return;
  if (isBuiltin(DefLoc))
    return; // a -D of the build: tested where it is used
  if (Classifier.isUser(SM.getExpansionLoc(DefLoc)))
    declare(II->getName(), "macro", DefLoc, /*FromBuild=*/false);
}

void ProjectSymbolFinder::macroUsed(const Token &Name, const MacroInfo *MI) {
  const IdentifierInfo *II = Name.getIdentifierInfo();
  if (!II || !candidate(II->getName()))
    return;
  SourceLocation Spelling = SM.getSpellingLoc(Name.getLocation());
  if (!Classifier.isUser(Spelling))
    return;
  if (!MI || isBuiltin(MI->getDefinitionLoc()))
    return declare(II->getName(), "macro", Spelling, /*FromBuild=*/true);
  if (!Classifier.isUser(SM.getExpansionLoc(MI->getDefinitionLoc())))
    keep(II->getName(),
         fmt::format("the same name also is the macro defined at {}, which "
                     "is not the project's",
                     where(MI->getDefinitionLoc())));
}

std::unique_ptr<PPCallbacks> ProjectSymbolFinder::preprocessorCallbacks() {
  return std::make_unique<MacroCallbacks>(*this);
}

void ProjectSymbolFinder::finish(
    llvm::function_ref<bool(llvm::StringRef)> IsIdentifier) {
  for (const auto &[Name, D] : Facts.Declared) {
    std::string New = renameFragments(Rules, Name);
    if (IsIdentifier(New))
      keep(Name, fmt::format("its MUSA form '{}' already is a name in the "
                             "code compiled with it",
                             New));
  }
}

} // namespace musify
