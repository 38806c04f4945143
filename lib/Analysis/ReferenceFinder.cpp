//===- ReferenceFinder.cpp - Find names in the user's AST -----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Analysis/ReferenceFinder.h"
#include "musify/Support/LLVMCompat.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SetVector.h"

namespace musify {
namespace {

using namespace clang;

/// An explicit instantiation of a function template is no node of its own:
/// the AST keeps neither the types nor the template arguments written there
/// (`template void launch<half>(const half *, cudaStream_t);`), and of a
/// specialization instantiated twice (`extern template` and `template`)
/// only the first place. So they are read from the source: each
/// `template` keyword not followed by `<` (and not `.template`,
/// `::template`) starts one, up to its `;`; each unqualified identifier in
/// it is looked up in the global scope. A class's explicit instantiation
/// keeps its written type in the AST: left to the visitor.
class ExplicitInstantiationNames {
public:
  ExplicitInstantiationNames(ASTContext &Ctx, ReferenceSink &Sink)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Sink(Sink) {}

  void readFile(FileID FID) {
    bool Invalid = false;
    llvm::StringRef Buffer = SM.getBufferData(FID, &Invalid);
    if (Invalid || !Buffer.contains("template"))
      return;
    Lexer Lex(SM.getLocForStartOfFile(FID), Ctx.getLangOpts(), Buffer.begin(),
              Buffer.begin(), Buffer.end());
    Token Tok, Previous;
    Previous.startToken();
    for (Lex.LexFromRawLexer(Tok); Tok.isNot(tok::eof);) {
      if (!isWord(Tok, "template") ||
          Previous.isOneOf(tok::period, tok::arrow, tok::coloncolon)) {
        Previous = Tok;
        Lex.LexFromRawLexer(Tok);
        continue;
      }
      Previous = Tok;
      Lex.LexFromRawLexer(Tok);
      if (Tok.is(tok::less) || isWord(Tok, "class") || isWord(Tok, "struct") ||
          isWord(Tok, "union"))
        continue;
      readDeclaration(Lex, Tok);
      Previous = Tok;
    }
  }

private:
  static bool isWord(const Token &Tok, llvm::StringRef Word) {
    return Tok.is(tok::raw_identifier) && Tok.getRawIdentifier() == Word;
  }

  /// From \p Tok, the first token after `template`, to the `;` (or a body's
  /// `{`) that ends the declaration; \p Tok is left on that token.
  void readDeclaration(Lexer &Lex, Token &Tok) {
    Token Previous, Before;
    Previous.startToken();
    Before.startToken();
    int Depth = 0;
    for (; Tok.isNot(tok::eof); Lex.LexFromRawLexer(Tok)) {
      if (Depth == 0 && Tok.isOneOf(tok::semi, tok::l_brace, tok::r_brace))
        return;
      if (Tok.isOneOf(tok::l_paren, tok::l_square))
        ++Depth;
      else if (Tok.isOneOf(tok::r_paren, tok::r_square))
        Depth = std::max(0, Depth - 1);
      else if (Tok.is(tok::raw_identifier) && !qualified(Before, Previous))
        name(Tok);
      Before = Previous;
      Previous = Tok;
    }
  }

  /// A member (`.x`, `->x`) or a name in a class or namespace (`a::x`);
  /// `::x` is in the global scope.
  static bool qualified(const Token &Before, const Token &Previous) {
    if (Previous.isOneOf(tok::period, tok::arrow))
      return true;
    return Previous.is(tok::coloncolon) &&
           Before.isOneOf(tok::raw_identifier, tok::greater);
  }

  void name(const Token &Tok) {
    IdentifierInfo &II = Ctx.Idents.get(Tok.getRawIdentifier());
    if (II.isKeyword(Ctx.getLangOpts()))
      return;
    auto Found = Ctx.getTranslationUnitDecl()->lookup(DeclarationName(&II));
    if (Found.empty())
      return;
    const NamedDecl *D = Found.front();
    if (isa<NamespaceDecl, NamespaceAliasDecl>(D))
      Sink.namespaceReference(Tok.getLocation(), D);
    else
      Sink.declReference(Tok.getLocation(), D);
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  ReferenceSink &Sink;
};

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  Visitor(ReferenceSink &Sink) : Sink(Sink) {}

  // Template patterns are enough: instantiations repeat their locations.
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitImplicitCode() const { return false; }

  bool VisitNamedDecl(NamedDecl *D) {
    if (D->isImplicit() || !D->getDeclName().isIdentifier())
      return true;
    // A redeclaration (`extern "C" __device__ float __nv_sinf(float);`)
    // names whatever its first declaration is, possibly CUDA's; a struct
    // declared ahead of CUDA's header (`struct cudaGraphicsResource;`)
    // names CUDA's, which the sink tells by the struct's other declarations.
    if ((D->getCanonicalDecl() != D || isa<TagDecl>(D)) &&
        !isa<NamespaceDecl>(D))
      Sink.declReference(D->getLocation(), D);
    else
      Sink.userDeclaration(D->getLocation());
    Sink.declarationSeen(D);
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    Sink.memberReference(E->getMemberLoc(), E->getMemberDecl());
    return true;
  }
  bool VisitUnresolvedMemberExpr(UnresolvedMemberExpr *E) {
    for (const NamedDecl *D : E->decls())
      Sink.memberReference(E->getMemberLoc(), D);
    return true;
  }
  bool TraverseConstructorInitializer(CXXCtorInitializer *Init) {
    if (Init->isMemberInitializer())
      Sink.memberReference(Init->getMemberLocation(), Init->getMember());
    return RecursiveASTVisitor::TraverseConstructorInitializer(Init);
  }
  bool VisitDesignatedInitExpr(DesignatedInitExpr *E) {
    for (const DesignatedInitExpr::Designator &D : E->designators())
      if (D.isFieldDesignator())
        Sink.memberReference(D.getFieldLoc(), D.getFieldDecl());
    return true;
  }
  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc NNS) {
    if (NNS)
      if (const NamedDecl *NS = compat::namespaceOf(NNS))
        Sink.namespaceReference(NNS.getLocalBeginLoc(), NS);
    return RecursiveASTVisitor::TraverseNestedNameSpecifierLoc(NNS);
  }
  bool VisitUsingDirectiveDecl(UsingDirectiveDecl *D) {
    Sink.namespaceReference(D->getIdentLocation(),
                            D->getNominatedNamespaceAsWritten());
    return true;
  }
  bool VisitNamespaceAliasDecl(NamespaceAliasDecl *D) {
    Sink.namespaceReference(D->getTargetNameLoc(), D->getAliasedNamespace());
    return true;
  }
  bool VisitCallExpr(CallExpr *E) {
    Sink.callExpression(E);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    Sink.declReference(E->getLocation(), E->getFoundDecl());
    return true;
  }
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
    // An overload set or a dependent call: every candidate has the same name,
    // so the first one tells where the name is declared.
    if (E->getNumDecls() > 0)
      Sink.declReference(E->getNameLoc(), *E->decls_begin());
    return true;
  }
  bool VisitUsingDecl(UsingDecl *D) {
    if (!D->shadows().empty())
      Sink.declReference(D->getNameInfo().getLoc(),
                         D->shadow_begin()->getTargetDecl());
    return true;
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    Sink.declReference(TL.getNameLoc(), TL.getTypedefNameDecl());
    return true;
  }
  bool VisitUsingTypeLoc(UsingTypeLoc TL) {
    Sink.declReference(TL.getNameLoc(), TL.getFoundDecl()->getTargetDecl());
    return true;
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) {
    // The definition's own name is a declaration, visited as one.
    if (!TL.isDefinition())
      Sink.declReference(TL.getNameLoc(), compat::tagDecl(TL));
    return true;
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    if (TemplateDecl *TD =
            TL.getTypePtr()->getTemplateName().getAsTemplateDecl())
      Sink.declReference(TL.getTemplateNameLoc(), TD);
    return true;
  }

private:
  ReferenceSink &Sink;
};

} // namespace

std::vector<Decl *> userTopLevelDecls(ASTContext &Ctx,
                                      SourceClassifier &Classifier) {
  std::vector<Decl *> UserDecls;
  const SourceManager &SM = Ctx.getSourceManager();
  // The user's declarations are all parsed here, never read from a
  // precompiled preamble (it stops before the first of the user's files);
  // decls() would first deserialise every top-level declaration of the
  // preamble (measured: the walk 0.1 -> 1.6 s over 60 files).
  for (Decl *D : Ctx.getTranslationUnitDecl()->noload_decls())
    if (Classifier.isUser(SM.getExpansionLoc(D->getLocation())))
      UserDecls.push_back(D);
  return UserDecls;
}

void findReferences(ASTContext &Ctx, SourceClassifier &Classifier,
                    ReferenceSink &Sink) {
  // Restricting the traversal keeps the walk proportional to the user's code
  // and avoids deserialising a precompiled CUDA header.
  std::vector<Decl *> OldScope = Ctx.getTraversalScope();
  std::vector<Decl *> UserDecls = userTopLevelDecls(Ctx, Classifier);
  Ctx.setTraversalScope(UserDecls);
  Visitor V(Sink);
  V.TraverseAST(Ctx);
  Ctx.setTraversalScope(OldScope);

  // The user's files: the main file and each that declares something.
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::SetVector<FileID> Files;
  Files.insert(SM.getMainFileID());
  for (Decl *D : UserDecls)
    Files.insert(SM.getFileID(SM.getExpansionLoc(D->getLocation())));
  ExplicitInstantiationNames Instantiations(Ctx, Sink);
  for (FileID FID : Files)
    if (FID.isValid() && Classifier.isUser(SM.getLocForStartOfFile(FID)))
      Instantiations.readFile(FID);
}

} // namespace musify
