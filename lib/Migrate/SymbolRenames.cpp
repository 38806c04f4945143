//===- SymbolRenames.cpp - Rename the project's names that say CUDA -------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "SymbolRenames.h"
#include "PathRenames.h"
#include "musify/Rewrite/ExclusionMarkers.h"
#include "musify/Rewrite/FileRenames.h"
#include "musify/Rewrite/Words.h"
#include "musify/Rules/Fragments.h"
#include "musify/Support/Paths.h"
#include "musify/Support/PreprocessorLines.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>
#include <set>

namespace musify {
namespace {

struct Planner {
  const RuleSet &Rules;
  const ProjectSymbolFacts &Facts;
  MigrationResult &R;

  /// Every identifier of the project's sources, for collisions.
  llvm::StringSet<> ProjectIdentifiers;
  /// Identifiers in code excluded from migration, and the first file.
  llvm::StringMap<std::string> ExcludedIn;
  llvm::StringMap<std::string> NewNames;
  std::map<std::string, RenamedSymbol> Renamed;
  struct Kept {
    std::string Name;
    const DeclaredSymbol *Declared;
    std::string Reason;
  };
  std::vector<Kept> KeptAt;
  /// Line starts of the files notes point into.
  std::map<std::string, LineIndex> Lines;

  std::string display(const std::string &Abs) const {
    auto It = R.Files.find(Abs);
    return It == R.Files.end() ? Abs : It->second.Path;
  }
  std::string declaredAt(const DeclaredSymbol &D) const {
    return fmt::format("{}:{}", display(D.File), D.Line);
  }

  void keep(const std::string &Name, const DeclaredSymbol &D,
            std::string Reason) {
    R.KeptSymbols.push_back({Name, D.Kind, declaredAt(D), Reason});
    KeptAt.push_back({Name, &D, std::move(Reason)});
  }

  /// Why \p Name keeps its name, or "".
  std::string whyKept(const std::string &Name, const DeclaredSymbol &D,
                      const std::string &New) {
    if (auto It = Facts.Kept.find(Name); It != Facts.Kept.end())
      return It->second;
    for (const std::string &File : D.Files)
      if (!R.Files.count(File))
        return fmt::format("it is also declared in {}, which is not among "
                           "the migrated files",
                           File);
    if (D.FromBuild) {
      bool InScript = false;
      for (const auto &[Abs, F] : R.Files)
        if (FileRenames::isBuildScript(F.Path))
          forEachMacroWord(F.Original, Name, [&](size_t) { InScript = true; });
      if (!InScript)
        return "the sources test it, but neither they nor a build script "
               "of the project define it";
    }
    if (Rules.isMusaName(New))
      return fmt::format("its MUSA form '{}' is the name of a MUSA API", New);
    if (ProjectIdentifiers.contains(New))
      return fmt::format("its MUSA form '{}' is already a name in the "
                         "project",
                         New);
    if (auto It = ExcludedIn.find(Name); It != ExcludedIn.end())
      return fmt::format("it appears in code excluded from migration "
                         "(--exclude, MUSIFY_EXCL markers) in {}",
                         It->second);
    return "";
  }

  void planNames() {
    for (const auto &Entry : R.Files) {
      const FileResult &F = Entry.second;
      if (FileRenames::isBuildScript(F.Path))
        continue;
      auto Excluded = findExcludedRanges(F.Original);
      forEachIdentifier(F.Original, [&](unsigned Offset, llvm::StringRef Id) {
        ProjectIdentifiers.insert(Id);
        if (inRanges(Excluded, Offset))
          ExcludedIn.try_emplace(Id, F.Path);
      });
    }
    llvm::StringMap<std::vector<std::string>> ByNewName;
    for (const auto &[Name, D] : Facts.Declared) {
      std::string New = renameFragments(Rules, Name);
      if (New.empty())
        continue;
      std::string Why = whyKept(Name, D, New);
      if (!Why.empty()) {
        keep(Name, D, std::move(Why));
        continue;
      }
      ByNewName[New].push_back(Name);
      NewNames[Name] = New;
    }
    // The rename must stay one-to-one (cuda_to_musa and musa_to_cuda).
    for (const auto &[New, Names] : ByNewName) {
      if (Names.size() < 2)
        continue;
      for (const std::string &Name : Names) {
        NewNames.erase(Name);
        keep(Name, Facts.Declared.at(Name),
             fmt::format("'{}' would become '{}' like '{}'", Name, New.str(),
                         Names[Name == Names[0] ? 1 : 0]));
      }
    }
  }

  void applyNames() {
    for (auto &Entry : R.Files) {
      FileResult &F = Entry.second;
      FileEdits Edits;
      auto Rename = [&](unsigned Offset, llvm::StringRef Id) {
        auto It = NewNames.find(Id);
        if (It == NewNames.end())
          return;
        Edits.add({Offset, unsigned(Id.size()), It->second});
        RenamedSymbol &S = Renamed[Id.str()];
        ++S.Occurrences;
        if (S.Files.empty() || S.Files.back() != F.Path)
          S.Files.push_back(F.Path);
      };
      if (FileRenames::isBuildScript(F.Path)) {
        // Build scripts define the project's macros (-DWITH_CUDA); other
        // words there are not C++ names.
        for (const auto &Name : NewNames.keys())
          if (Facts.Declared.at(Name.str()).Kind == "macro")
            forEachMacroWord(F.Migrated, Name,
                             [&](size_t At) { Rename(At, Name); });
      } else {
        forEachIdentifier(F.Migrated, Rename);
      }
      // Whole identifiers never overlap, so the edits always apply.
      if (auto Applied = Edits.apply(F.Migrated, F.Path))
        F.Migrated = std::move(*Applied);
      else
        llvm::consumeError(Applied.takeError());
    }
    for (auto &[Name, S] : Renamed) {
      const DeclaredSymbol &D = Facts.Declared.at(Name);
      S.From = Name;
      S.To = NewNames[Name];
      S.Kind = D.Kind;
      S.DeclaredAt = declaredAt(D);
      R.RenamedSymbols.push_back(S);
    }
  }

  Diagnostic at(const std::string &Name, const DeclaredSymbol &D, DiagID ID,
                std::string Message) {
    Diagnostic X;
    X.ID = ID;
    X.Family = "project-symbols";
    X.File = display(D.File);
    X.Message = std::move(Message);
    auto It = R.Files.find(D.File);
    if (It == R.Files.end())
      return X;
    llvm::StringRef Text = It->second.Original;
    // A pasted name (name##_cuda) is not spelled where it is declared.
    unsigned Length = Text.substr(D.Offset).starts_with(Name) ? Name.size() : 0;
    const LineIndex &Index = Lines.try_emplace(D.File, Text).first->second;
    X.Begin = Index.position(Text, D.Offset);
    X.End = Index.position(Text, D.Offset + Length);
    return X;
  }

  void report() {
    std::vector<Diagnostic> Added;
    // Names only: renamed files and directories are listed in the report,
    // having no declaration to put a note at.
    for (const auto &[Name, S] : Renamed) {
      Added.push_back(
          at(S.From, Facts.Declared.at(Name), DiagID::SymbolRenamed,
             fmt::format("project {} '{}' renamed to '{}' ({} "
                         "occurrence{} in {} file{})",
                         S.Kind, S.From, S.To, S.Occurrences,
                         S.Occurrences == 1 ? "" : "s", S.Files.size(),
                         S.Files.size() == 1 ? "" : "s")));
      // The declaration's edit; the other occurrences are in the port.
      Diagnostic &D = Added.back();
      if (D.End.Offset > D.Begin.Offset)
        D.Fixes.push_back(
            {fmt::format("rename '{}' to '{}' (applied)", S.From, S.To),
             {TextEdit{D.Begin, D.End, S.To}}});
    }
    for (const Kept &K : KeptAt) {
      Added.push_back(at(K.Name, *K.Declared, DiagID::SymbolKept,
                         fmt::format("project {} '{}' keeps its name: {}",
                                     K.Declared->Kind, K.Name, K.Reason)));
      Added.back().Suggestion = "rename it by hand everywhere, or leave it";
    }
    // Keep the result in file and position order.
    std::map<std::string, size_t> FileOrder;
    for (const auto &[Abs, F] : R.Files)
      FileOrder.emplace(F.Path, FileOrder.size());
    R.Diagnostics.insert(R.Diagnostics.end(), Added.begin(), Added.end());
    auto Key = [&](const Diagnostic &D) {
      auto It = FileOrder.find(D.File);
      return std::make_pair(It == FileOrder.end() ? FileOrder.size()
                                                  : It->second,
                            D.Begin.Offset);
    };
    std::stable_sort(R.Diagnostics.begin(), R.Diagnostics.end(),
                     [&](const Diagnostic &A, const Diagnostic &B) {
                       return Key(A) < Key(B);
                     });
  }
};

} // namespace

ProjectSymbolFacts symbolFactsFromText(const RuleSet &Rules,
                                       llvm::StringRef Path,
                                       llvm::StringRef Content) {
  ProjectSymbolFacts Facts;
  std::string Abs = absolutePath(Path);
  unsigned Line = 0;
  for (llvm::StringRef Rest = Content; !Rest.empty();) {
    auto [Text, Next] = Rest.split('\n');
    Rest = Next;
    ++Line;
    std::optional<DefineLine> Define = parseDefineLine(Text);
    if (!Define)
      continue;
    llvm::StringRef Name = Define->Name;
    if (Rules.lookupIdentifier(Name) || renameFragments(Rules, Name).empty())
      continue;
    DeclaredSymbol &D = Facts.Declared[Name.str()];
    if (D.File.empty()) {
      D.Kind = "macro";
      D.File = Abs;
      D.Line = Line;
      D.Offset = Name.data() - Content.data();
    }
    D.Files.insert(Abs);
  }
  return Facts;
}

void renameProjectSymbols(const RuleSet &Rules, const ProjectSymbolFacts &Facts,
                          llvm::ArrayRef<std::string> Untouched,
                          llvm::StringRef Root, bool Paths,
                          MigrationResult &Result) {
  Planner P{Rules, Facts, Result, {}, {}, {}, {}, {}};
  for (const std::string &Path : Untouched) {
    auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
    if (!Buffer)
      continue; // reported when it is copied
    forEachIdentifier((*Buffer)->getBuffer(),
                      [&](unsigned, llvm::StringRef Id) {
                        P.ExcludedIn.try_emplace(Id, Path);
                      });
  }
  P.planNames();
  P.applyNames();
  if (Paths)
    planPathRenames(Rules, Root.empty() ? "" : absolutePath(Root), Result);
  P.report();
}

} // namespace musify
