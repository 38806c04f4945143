//===- ExportFixes.cpp - Edits in clang-apply-replacements' form ----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The YAML is written by Clang's own traits (clang/Tooling/DiagnosticsYaml.h),
// so clang-apply-replacements and editors that read clang-tidy's fixes read
// it unchanged.
//
//===----------------------------------------------------------------------===//

#include "musify/Output/ExportFixes.h"
#include "musify/Output/TextReplacements.h"
#include "clang/Tooling/DiagnosticsYaml.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>
#include <map>

namespace musify {

namespace tooling = clang::tooling;

namespace {

tooling::Diagnostic::Level levelOf(Severity S) {
  switch (S) {
  case Severity::Note:
    return tooling::Diagnostic::Remark;
  case Severity::Warning:
    return tooling::Diagnostic::Warning;
  case Severity::Error:
    return tooling::Diagnostic::Error;
  }
  return tooling::Diagnostic::Warning;
}

/// Fixes that describe edits already in the port (musify applied them).
bool fixIsApplied(DiagID ID) {
  return ID == DiagID::MappedOnly || ID == DiagID::SymbolRenamed ||
         ID == DiagID::NvccIsm;
}

class Exporter {
public:
  Exporter(const MigrationResult &R, std::string Cwd)
      : R(R), Cwd(std::move(Cwd)) {
    for (const auto &[Real, F] : R.Files)
      ByPath[F.Path] = Real;
  }

  std::string run() {
    tooling::TranslationUnitDiagnostics TU;
    for (const auto &[Real, F] : R.Files) {
      if (TU.MainSourceFile.empty() && F.IsInput)
        TU.MainSourceFile = Real;
      for (const Edit &X : replacementsBetween(F.Original, F.Migrated))
        TU.Diagnostics.push_back(migrationEdit(Real, F.Original, X));
    }
    for (const Diagnostic &D : R.Diagnostics)
      TU.Diagnostics.push_back(finding(D));
    std::string Out;
    llvm::raw_string_ostream OS(Out);
    llvm::yaml::Output Yaml(OS);
    Yaml << TU;
    return Out;
  }

private:
  tooling::Diagnostic migrationEdit(const std::string &File,
                                    llvm::StringRef Original, const Edit &X) {
    Taken[File].push_back({X.Offset, X.Offset + X.Length});
    tooling::DiagnosticMessage M(
        fmt::format("migrated to MUSA: '{}' -> '{}'",
                    Original.substr(X.Offset, X.Length).str(), X.Text));
    M.FilePath = File;
    M.FileOffset = X.Offset;
    tooling::Replacement Rep(File, X.Offset, X.Length, X.Text);
    consumeError(M.Fix[File].add(Rep));
    return tooling::Diagnostic("musify-migration", M, {},
                               tooling::Diagnostic::Remark, Cwd);
  }

  std::string realPath(const std::string &Path) const {
    auto It = ByPath.find(Path);
    if (It != ByPath.end())
      return It->second;
    llvm::SmallString<256> Abs(Path);
    llvm::sys::fs::make_absolute(Cwd, Abs);
    return std::string(Abs);
  }

  bool overlapsMigration(const std::string &File, unsigned B, unsigned E) {
    for (auto [TB, TE] : Taken[File])
      if (B < TE && TB < E)
        return true;
    return false;
  }

  tooling::Diagnostic finding(const Diagnostic &D) {
    const DiagInfo &I = info(D.ID);
    std::string File = D.File.empty() ? "" : realPath(D.File);
    std::string Text = D.Message;
    if (!D.Suggestion.empty())
      Text += " (" + D.Suggestion + ")";
    tooling::DiagnosticMessage M(Text);
    M.FilePath = File;
    M.FileOffset = D.Begin.Offset;
    if (!fixIsApplied(D.ID) && !D.Fixes.empty()) {
      tooling::Replacements Reps;
      bool Ok = true;
      for (const TextEdit &E : D.Fixes.front().Edits) {
        Ok = Ok && !overlapsMigration(File, E.Begin.Offset, E.End.Offset);
        if (Ok)
          Ok = !errorToBool(Reps.add(tooling::Replacement(
              File, E.Begin.Offset, E.End.Offset - E.Begin.Offset, E.NewText)));
      }
      if (Ok)
        M.Fix[File] = Reps;
    }
    return tooling::Diagnostic(I.Id, M, {}, levelOf(D.level()), Cwd);
  }

  const MigrationResult &R;
  std::string Cwd;
  std::map<std::string, std::string> ByPath;
  std::map<std::string, std::vector<std::pair<unsigned, unsigned>>> Taken;
};

} // namespace

std::string exportFixesYaml(const MigrationResult &Result,
                            const std::string &WorkingDirectory) {
  return Exporter(Result, WorkingDirectory).run();
}

} // namespace musify
