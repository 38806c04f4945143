//===- IncludeInference.cpp - Include directories a tree implies ----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/CompileCommands/IncludeInference.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/Utils.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <set>

namespace musify {

namespace {

std::string joined(llvm::StringRef Dir, llvm::StringRef Rel) {
  llvm::SmallString<256> P(Dir);
  llvm::sys::path::append(P, Rel);
  return std::string(P);
}

bool isFile(const std::string &Path) {
  return llvm::sys::fs::is_regular_file(Path);
}

/// The components of \p Dir.
std::vector<llvm::StringRef> components(llvm::StringRef Dir) {
  return {llvm::sys::path::begin(Dir), llvm::sys::path::end(Dir)};
}

/// Steps from directory \p From to directory \p To: up to their common
/// ancestor, then down.
size_t distance(llvm::StringRef From, llvm::StringRef To) {
  std::vector<llvm::StringRef> A = components(From), B = components(To);
  size_t Common = 0;
  while (Common < A.size() && Common < B.size() && A[Common] == B[Common])
    ++Common;
  return (A.size() - Common) + (B.size() - Common);
}

/// Include-directory options, longest first.
constexpr llvm::StringRef DirFlags[] = {"-idirafter", "-isystem", "-iquote",
                                        "-I"};

} // namespace

TreeHeaderIndex::TreeHeaderIndex(llvm::ArrayRef<std::string> Files) {
  for (const std::string &F : Files)
    ByName.emplace(llvm::sys::path::filename(F).str(), F);
}

std::vector<std::string>
TreeHeaderIndex::dirsHolding(llvm::StringRef Included) const {
  std::vector<std::string> Dirs;
  if (Included.empty() || llvm::sys::path::is_absolute(Included) ||
      llvm::is_contained(components(Included), ".."))
    return Dirs;
  std::string Suffix = "/" + Included.str();
  auto [Begin, End] =
      ByName.equal_range(llvm::sys::path::filename(Included).str());
  for (auto It = Begin; It != End; ++It)
    if (llvm::StringRef(It->second).ends_with(Suffix))
      Dirs.push_back(It->second.substr(0, It->second.size() - Suffix.size()));
  llvm::sort(Dirs);
  Dirs.erase(std::unique(Dirs.begin(), Dirs.end()), Dirs.end());
  return Dirs;
}

std::string nearestDirectory(llvm::StringRef File,
                             llvm::ArrayRef<std::string> Candidates) {
  llvm::StringRef Dir = llvm::sys::path::parent_path(File);
  std::string Best;
  size_t BestSteps = SIZE_MAX;
  for (const std::string &C : Candidates) {
    size_t Steps = distance(Dir, C);
    if (Steps < BestSteps || (Steps == BestSteps && C < Best))
      Best = C, BestSteps = Steps;
  }
  return Best;
}

std::vector<std::string> givenIncludeDirs(llvm::ArrayRef<std::string> Args,
                                          llvm::StringRef Cwd) {
  std::vector<std::string> Dirs;
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    for (llvm::StringRef Flag : DirFlags) {
      if (!A.starts_with(Flag))
        continue;
      llvm::StringRef Value = A.drop_front(Flag.size());
      if (Value.empty() && I + 1 < Args.size())
        Value = Args[++I];
      if (!Value.empty()) {
        llvm::SmallString<256> P(Value);
        if (!llvm::sys::path::is_absolute(P))
          P = joined(Cwd, Value);
        llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
        Dirs.push_back(std::string(P));
      }
      break;
    }
  }
  return Dirs;
}

std::vector<std::string>
compilerSearchDirs(llvm::ArrayRef<std::string> Command) {
  std::vector<const char *> Argv;
  for (const std::string &A : Command)
    Argv.push_back(A.c_str());
  clang::IgnoringDiagConsumer Ignore;
  clang::CreateInvocationOptions Opts;
  Opts.Diags = clang::CompilerInstance::createDiagnostics(
      new clang::DiagnosticOptions, &Ignore, /*ShouldOwnClient=*/false);
  Opts.RecoverOnError = true;
  std::unique_ptr<clang::CompilerInvocation> Invocation =
      clang::createInvocation(Argv, std::move(Opts));
  std::vector<std::string> Dirs;
  if (!Invocation)
    return Dirs;
  for (const auto &Entry : Invocation->getHeaderSearchOpts().UserEntries)
    if (!Entry.IsFramework)
      Dirs.push_back(Entry.Path);
  return Dirs;
}

std::vector<std::pair<std::string, bool>> includedNames(llvm::StringRef Text) {
  std::vector<std::pair<std::string, bool>> Names;
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    Text = Rest;
    Line = Line.ltrim();
    if (!Line.consume_front("#"))
      continue;
    Line = Line.ltrim();
    if (!Line.consume_front("include") || Line.starts_with("_"))
      continue;
    Line = Line.ltrim();
    if (Line.empty() || (Line.front() != '"' && Line.front() != '<'))
      continue;
    char Close = Line.front() == '"' ? '"' : '>';
    size_t End = Line.find(Close, 1);
    if (End != llvm::StringRef::npos && End > 1)
      Names.push_back({Line.substr(1, End - 1).str(), Close == '"'});
  }
  return Names;
}

InferredIncludeDirs inferIncludeDirs(llvm::ArrayRef<std::string> Sources,
                                     const TreeHeaderIndex &Index,
                                     llvm::ArrayRef<std::string> Given) {
  InferredIncludeDirs R;
  std::vector<std::string> Searched(Given.begin(), Given.end());
  std::set<std::string> Reported;
  for (const std::string &File : Sources) {
    auto Buffer = llvm::MemoryBuffer::getFile(File, /*IsText=*/true);
    if (!Buffer)
      continue;
    llvm::StringRef Dir = llvm::sys::path::parent_path(File);
    for (const auto &[Name, Quoted] : includedNames((*Buffer)->getBuffer())) {
      if (Quoted && isFile(joined(Dir, Name)))
        continue;
      if (llvm::any_of(Searched, [&, &Name = Name](const std::string &D) {
            return isFile(joined(D, Name));
          }))
        continue;
      // A header never includes itself: ggml's vendors/musa.h includes
      // the SDK's <musa.h>, which is not this tree's (inferring its
      // directory made its cuda.h stand for CUDA's in every parse).
      std::vector<std::string> Candidates = Index.dirsHolding(Name);
      llvm::erase_if(Candidates, [&, &Name = Name](const std::string &D) {
        return joined(D, Name) == File;
      });
      if (Candidates.empty())
        continue; // not the tree's: a system or a missing header
      std::string Chosen = nearestDirectory(File, Candidates);
      Searched.push_back(Chosen);
      R.Dirs.push_back(Chosen);
      if (Candidates.size() > 1 && Reported.insert(Name).second)
        R.Ambiguous.push_back({Name, File, Chosen, Candidates});
    }
  }
  return R;
}

} // namespace musify
