//===- ErrorCollectorTest.cpp - Tests of a parse's error count ------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Migrate/MigrateAction.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "gtest/gtest.h"
#include <string>
#include <vector>

using namespace musify;

namespace {

/// A member template called without `template` (nvcc takes it) in a
/// function template that a lambda's call instantiates with the same
/// arguments as an earlier call: Clang reports the lambda's call as "no
/// matching function" (the specialization failed), before or after the
/// missing keyword. \p Extra is appended to `entry`.
std::string source(llvm::StringRef Extra) {
  return R"(struct Loader {
  static constexpr bool kWhole = false;
  template <bool A = true> static void load(int *O, int X) { O[0] = A + X; }
  template <bool A = true> static void load(int *O, int X, int Y) {
    O[0] = A + X + Y;
  }
};
template <typename T> struct Kernel {
  struct QK { using Mma = T; };
  template <bool kForce> static void prologue(int *O) {
    static constexpr bool kReload = kForce || !QK::Mma::kWhole;
    QK::Mma::load<kReload>(O, 1, 2);
  }
  template <bool kChecked> static void process(int *O) {
    constexpr bool kForce = true;
    [&]() { prologue<kForce>(O); }();
  }
  static void run(int *O) {
    prologue<true>(O);
    process<true>(O);
  }
};
template <typename T> auto twice(T X) -> decltype(X.twice()) {
  return X.twice();
}
void entry(int *O) {
  Kernel<Loader>::run(O);
)" + Extra.str() +
         "}\n";
}

struct Parse {
  unsigned Real = 0, Fixed = 0;
  std::string First;
};

Parse parse(const std::string &Code) {
  clang::tooling::FixedCompilationDatabase Db(".", {"-std=c++17"});
  clang::tooling::ClangTool Tool(Db, {"input.cpp"});
  Tool.mapVirtualFile("input.cpp", Code); // a reference: Code outlives it
  ErrorCollector Errors;
  Parse P;
  Errors.OnNvccIsm = [&](const NvccIsmFix &, llvm::StringRef) {
    ++P.Fixed;
    return true;
  };
  Tool.setDiagnosticConsumer(&Errors);
  Tool.setPrintErrorMessage(false);
  Tool.run(clang::tooling::newFrontendActionFactory<clang::SyntaxOnlyAction>()
               .get());
  P.Real = Errors.realErrors();
  P.First = Errors.firstError();
  return P;
}

TEST(ErrorCollectorTest, CallsFailingOnAFixedInstantiationAreNotErrors) {
  Parse P = parse(source(""));
  EXPECT_EQ(P.Fixed, 1u);
  EXPECT_EQ(P.Real, 0u);
  EXPECT_EQ(P.First, "");
}

TEST(ErrorCollectorTest, OtherFailedCallsStay) {
  // A call that fails in substitution for a reason of its own.
  Parse P = parse(source("  twice(1);\n"));
  EXPECT_EQ(P.Fixed, 1u);
  EXPECT_EQ(P.Real, 1u);
  EXPECT_NE(P.First.find("no matching function for call to 'twice'"),
            std::string::npos)
      << P.First;
}

TEST(ErrorCollectorTest, WithoutTheFixEveryErrorCounts) {
  // Where nvcc-isms are not fixed (no receiver), the failed call is an
  // error like the missing keyword.
  clang::tooling::FixedCompilationDatabase Db(".", {"-std=c++17"});
  clang::tooling::ClangTool Tool(Db, {"input.cpp"});
  std::string Code = source(""); // the tool keeps a reference
  Tool.mapVirtualFile("input.cpp", Code);
  ErrorCollector Errors;
  Tool.setDiagnosticConsumer(&Errors);
  Tool.setPrintErrorMessage(false);
  Tool.run(clang::tooling::newFrontendActionFactory<clang::SyntaxOnlyAction>()
               .get());
  EXPECT_EQ(Errors.realErrors(), 2u);
  EXPECT_NE(Errors.firstError().find("missing 'template' keyword"),
            std::string::npos)
      << Errors.firstError();
}

TEST(ErrorCollectorTest, NamesMissingFromALibraryNamespaceAreGaps) {
  // A name the stand-ins of a library the rules name lack is a gap; one
  // missing from the code's own namespace is an error.
  clang::tooling::FixedCompilationDatabase Db(".", {"-std=c++17"});
  clang::tooling::ClangTool Tool(Db, {"input.cpp"});
  std::string Code = "namespace at { struct Tensor {}; }\n"
                     "namespace mine {}\n"
                     "at::Storage s;\n"
                     "mine::Thing t;\n";
  Tool.mapVirtualFile("input.cpp", Code);
  ErrorCollector Errors;
  Errors.LibraryNamespaces = {"at", "c10"};
  Tool.setDiagnosticConsumer(&Errors);
  Tool.setPrintErrorMessage(false);
  Tool.run(clang::tooling::newFrontendActionFactory<clang::SyntaxOnlyAction>()
               .get());
  EXPECT_EQ(Errors.libraryGaps(), std::vector<std::string>{"at::Storage"});
  EXPECT_EQ(Errors.realErrors(), 2u);
  EXPECT_EQ(Errors.otherErrors(), 1u);
}

} // namespace
