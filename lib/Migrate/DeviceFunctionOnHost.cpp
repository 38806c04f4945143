//===- DeviceFunctionOnHost.cpp - a device function referenced on the host ===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "DeviceFunctionOnHost.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/DiagnosticSema.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace musify {
namespace {

/// The CUDA target numbers of err_ref_bad_target's selects (Clang's
/// CUDAFunctionTarget order).
enum class TargetSelect { Device = 0, Global = 1, Host = 2, HostDevice = 3 };

bool isDeviceOnly(const FunctionDecl *F) {
  return F->hasAttr<CUDADeviceAttr>() && !F->hasAttr<CUDAHostAttr>();
}

/// Whether a function of \p F's name and scope compiles for the host: the C
/// library's `tanhf` beside the CUDA headers' device `tanhf`.
bool hasHostOverload(const FunctionDecl *F) {
  for (const NamedDecl *D :
       F->getDeclContext()->getRedeclContext()->lookup(F->getDeclName())) {
    const NamedDecl *Target = D->getUnderlyingDecl();
    if (const auto *T = dyn_cast<FunctionTemplateDecl>(Target))
      Target = T->getTemplatedDecl();
    if (const auto *G = dyn_cast<FunctionDecl>(Target); G && !isDeviceOnly(G))
      return true;
  }
  return false;
}

/// Collects a device function and the project's device functions it calls,
/// each as written (a template's pattern), while every one of them would
/// compile for the host too once made __host__ __device__.
class HostCompilable : public RecursiveASTVisitor<HostCompilable> {
public:
  explicit HostCompilable(const SourceManager &SM) : SM(SM) {}

  bool add(const FunctionDecl *F) {
    if (F->getTemplateSpecializationKind() == TSK_ExplicitSpecialization)
      return false;
    if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern())
      F = Pattern;
    if (const FunctionTemplateDecl *T = F->getDescribedFunctionTemplate())
      for (const FunctionDecl *S : T->specializations())
        if (S->getTemplateSpecializationKind() == TSK_ExplicitSpecialization)
          return false;
    if (!Seen.insert(F->getCanonicalDecl()).second)
      return true;
    const FunctionDecl *Definition = nullptr;
    if (!F->hasBody(Definition) || SM.isInSystemHeader(F->getLocation()))
      return false;
    Functions.push_back(F);
    return TraverseStmt(Definition->getBody()) && Compiles;
  }

  const std::vector<const FunctionDecl *> &functions() const {
    return Functions;
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) { return uses(E->getDecl()); }
  bool VisitMemberExpr(MemberExpr *E) { return uses(E->getMemberDecl()); }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    return uses(E->getConstructor());
  }
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
    for (const NamedDecl *D : E->decls())
      if (!uses(D->getUnderlyingDecl()))
        return false;
    return true;
  }
  // Which function these name is known only when instantiated.
  bool VisitUnresolvedMemberExpr(UnresolvedMemberExpr *) { return fail(); }
  bool VisitCXXDependentScopeMemberExpr(CXXDependentScopeMemberExpr *) {
    return fail();
  }
  bool VisitDependentScopeDeclRefExpr(DependentScopeDeclRefExpr *) {
    return fail();
  }
  bool VisitAsmStmt(AsmStmt *) { return fail(); }
  bool VisitLambdaExpr(LambdaExpr *) { return fail(); }
  bool VisitVarDecl(VarDecl *V) {
    return V->hasAttr<CUDASharedAttr>() ? fail() : true;
  }

private:
  bool fail() { return Compiles = false; }

  bool uses(const Decl *D) {
    if (const auto *T = dyn_cast<FunctionTemplateDecl>(D))
      D = T->getTemplatedDecl();
    if (const auto *F = dyn_cast<FunctionDecl>(D)) {
      if (!isDeviceOnly(F))
        return true;
      if (SM.isInSystemHeader(F->getLocation()))
        return hasHostOverload(F) || fail();
      return add(F) || fail();
    }
    if (const auto *V = dyn_cast<VarDecl>(D);
        V && (V->hasAttr<CUDADeviceAttr>() || V->hasAttr<CUDASharedAttr>() ||
              V->hasAttr<CUDAConstantAttr>()))
      return fail();
    return true;
  }

  const SourceManager &SM;
  llvm::SmallPtrSet<const Decl *, 8> Seen;
  std::vector<const FunctionDecl *> Functions;
  bool Compiles = true;
};

/// `__host__ ` before each `__device__` \p F's declarations are written
/// with; false where one is not written so (a macro, a pragma).
bool insertHost(const FunctionDecl *F, const SourceManager &SM,
                std::vector<FixItHint> &Fixes) {
  for (const FunctionDecl *D : F->redecls()) {
    const auto *Device = D->getAttr<CUDADeviceAttr>();
    if (!Device || Device->isImplicit())
      return false;
    SourceLocation At = SM.getExpansionLoc(Device->getLocation());
    bool Invalid = false;
    const char *Text = SM.getCharacterData(At, &Invalid);
    if (Invalid || SM.isInSystemHeader(At) ||
        !llvm::StringRef(Text).starts_with("__device__"))
      return false;
    Fixes.push_back(FixItHint::CreateInsertion(At, "__host__ "));
  }
  return true;
}

} // namespace

std::optional<NvccIsmFix> deviceFunctionOnHost(const clang::Diagnostic &Info) {
  if (Info.getID() != diag::err_ref_bad_target || !Info.hasSourceManager() ||
      Info.getNumArgs() < 4 ||
      Info.getArgKind(2) != DiagnosticsEngine::ak_nameddecl ||
      Info.getArgSInt(0) != static_cast<int>(TargetSelect::Device) ||
      Info.getArgSInt(1) != 0 ||
      (Info.getArgSInt(3) != static_cast<int>(TargetSelect::Host) &&
       Info.getArgSInt(3) != static_cast<int>(TargetSelect::HostDevice)))
    return std::nullopt;
  const auto *Callee = dyn_cast_or_null<FunctionDecl>(
      reinterpret_cast<const NamedDecl *>(Info.getRawArg(2)));
  const SourceManager &SM = Info.getSourceManager();
  HostCompilable Closure(SM);
  if (!Callee || !Closure.add(Callee))
    return std::nullopt;
  NvccIsmFix Fix;
  for (const FunctionDecl *F : Closure.functions())
    if (!insertHost(F, SM, Fix.Fixes))
      return std::nullopt;
  Fix.ReportAt = SM.getFileLoc(Info.getLocation());
  Fix.AllOrNothing = true;
  return Fix;
}

} // namespace musify
