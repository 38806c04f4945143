//===- ConstantThroughReference.cpp - static member by reference ----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "ConstantThroughReference.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/QualTypeNames.h"
#include "clang/Basic/DiagnosticSema.h"

namespace musify {

using namespace clang;

namespace {

/// The class whose static member (or enumerator) \p E reads through a
/// reference or pointer variable (`lidar.SCALE`, `p->kSize()`), or a null
/// type.
QualType classReadThroughVariable(const MemberExpr &E) {
  const ValueDecl *Member = E.getMemberDecl();
  const auto *Method = dyn_cast<CXXMethodDecl>(Member);
  const auto *Field = dyn_cast<VarDecl>(Member);
  if (!(Field && Field->isStaticDataMember()) &&
      !(Method && Method->isStatic()) && !isa<EnumConstantDecl>(Member))
    return {};
  const auto *Ref = dyn_cast<DeclRefExpr>(E.getBase()->IgnoreParenImpCasts());
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!Var || E.hasQualifier() ||
      (!E.isArrow() && !Var->getType()->isReferenceType()))
    return {};
  QualType Class = E.getBase()->getType();
  if (E.isArrow())
    Class = Class->getPointeeType();
  return Class.getNonReferenceType().getUnqualifiedType();
}

/// Adds to \p Fix the rewrite of each static member \p S reads through a
/// variable; false where one cannot be rewritten.
bool addRewrites(const Stmt *S, ASTContext &Ctx, NvccIsmFix &Fix) {
  if (!S)
    return true;
  if (const auto *E = dyn_cast<MemberExpr>(S)) {
    QualType Class = classReadThroughVariable(*E);
    if (!Class.isNull()) {
      SourceLocation Begin = E->getBase()->getBeginLoc();
      SourceLocation Member = E->getMemberLoc();
      const auto *Record = Class->getAsCXXRecordDecl();
      if (Class->isDependentType() || !Record || !Record->getIdentifier() ||
          !Begin.isFileID() || !Member.isFileID())
        return false;
      PrintingPolicy Policy = Ctx.getPrintingPolicy();
      Policy.SuppressTagKeyword = true;
      Policy.SuppressUnwrittenScope = true;
      std::string Name = TypeName::getFullyQualifiedName(Class, Ctx, Policy);
      Fix.Fixes.push_back(FixItHint::CreateReplacement(
          CharSourceRange::getCharRange(Begin, Member), Name + "::"));
      return true;
    }
  }
  for (const Stmt *Child : S->children())
    if (!addRewrites(Child, Ctx, Fix))
      return false;
  return true;
}

/// Whether \p D lies in an instantiation of a template: the template's
/// text, which a fix would change, serves other instantiations too.
bool inInstantiation(const Decl &D) {
  for (const DeclContext *DC = D.getDeclContext(); DC; DC = DC->getParent()) {
    if (const auto *F = dyn_cast<FunctionDecl>(DC);
        F && F->isTemplateInstantiation())
      return true;
    // An explicit specialization has text of its own.
    if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(DC);
        S && S->getSpecializationKind() != TSK_ExplicitSpecialization)
      return true;
  }
  return false;
}

} // namespace

std::optional<NvccIsmFix>
staticMemberThroughReference(const clang::Diagnostic &Info) {
  if (Info.getID() != diag::err_constexpr_var_requires_const_init ||
      Info.getNumArgs() < 1 ||
      Info.getArgKind(0) != DiagnosticsEngine::ak_nameddecl)
    return std::nullopt;
  const auto *Var = dyn_cast_or_null<VarDecl>(
      reinterpret_cast<const NamedDecl *>(Info.getRawArg(0)));
  if (!Var || !Var->getInit() || inInstantiation(*Var))
    return std::nullopt;
  NvccIsmFix Fix;
  Fix.AllOrNothing = true;
  if (!addRewrites(Var->getInit(), Var->getASTContext(), Fix) ||
      Fix.Fixes.empty())
    return std::nullopt;
  return Fix;
}

} // namespace musify
