//===- DefaultArguments.cpp - Arguments that pass nothing -----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Analysis/DefaultArguments.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"

namespace musify {

using namespace clang;

namespace {

/// `T v = {}` or `T v{}`: an aggregate initialised with nothing.
bool isEmptyInitialised(const VarDecl *V) {
  const auto *List = dyn_cast_or_null<InitListExpr>(
      V->getInit() ? V->getInit()->IgnoreImplicit() : nullptr);
  if (!List)
    return false;
  if (const InitListExpr *Syntactic = List->getSyntacticForm())
    List = Syntactic;
  return List->getNumInits() == 0;
}

/// The variable whose address \p Arg is, if it is one.
const VarDecl *addressOfVariable(const Expr *Arg) {
  const auto *Address = dyn_cast<UnaryOperator>(Arg->IgnoreParenImpCasts());
  if (!Address || Address->getOpcode() != UO_AddrOf)
    return nullptr;
  const auto *Ref =
      dyn_cast<DeclRefExpr>(Address->getSubExpr()->IgnoreParenImpCasts());
  return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
}

/// Counts, in one function's body, the references to a variable and those
/// that are `&v` as argument Index of a call to Callee; finds the statement
/// that declares it alone.
class UseCounter : public RecursiveASTVisitor<UseCounter> {
public:
  UseCounter(const VarDecl *V, const FunctionDecl *Callee, unsigned Index)
      : V(V), Callee(Callee), Index(Index) {}

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (E->getDecl() == V)
      ++References;
    return true;
  }
  bool VisitCallExpr(CallExpr *C) {
    const FunctionDecl *F = C->getDirectCallee();
    if (F && Callee && F->getCanonicalDecl() == Callee->getCanonicalDecl() &&
        Index < C->getNumArgs() && addressOfVariable(C->getArg(Index)) == V)
      ++AsArgument;
    return true;
  }
  bool VisitCompoundStmt(CompoundStmt *Block) {
    for (Stmt *S : Block->body())
      if (auto *D = dyn_cast<DeclStmt>(S);
          D && D->isSingleDecl() && D->getSingleDecl() == V)
        Declaration = D;
    return true;
  }

  unsigned References = 0, AsArgument = 0;
  const DeclStmt *Declaration = nullptr;

private:
  const VarDecl *V;
  const FunctionDecl *Callee;
  unsigned Index;
};

} // namespace

DefaultArgument defaultArgument(const CallExpr *Call, unsigned Index) {
  DefaultArgument D;
  if (Index >= Call->getNumArgs())
    return D;
  const Expr *Arg = Call->getArg(Index);
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee)
    return D;
  // A null pointer for a pointer parameter (in C, `0` passed as flags is a
  // null pointer constant too).
  if (Index < Callee->getNumParams() &&
      Callee->getParamDecl(Index)->getType()->isPointerType() &&
      !Arg->isValueDependent() &&
      Arg->isNullPointerConstant(Callee->getASTContext(),
                                 Expr::NPC_ValueDependentIsNotNull)) {
    D.IsDefault = true;
    return D;
  }
  const VarDecl *V = addressOfVariable(Arg);
  if (!V || !V->hasLocalStorage() || isa<ParmVarDecl>(V) ||
      !isEmptyInitialised(V))
    return D;
  const auto *Function =
      dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod());
  if (!Function || !Function->hasBody())
    return D;
  UseCounter Uses(V, Callee, Index);
  Uses.TraverseStmt(Function->getBody());
  if (!Uses.Declaration || Uses.References == 0 ||
      Uses.References != Uses.AsArgument)
    return D;
  D.IsDefault = true;
  D.EmptyLocal = V;
  D.Declaration = Uses.Declaration;
  D.Function = Function;
  D.Calls = Uses.AsArgument;
  return D;
}

} // namespace musify
