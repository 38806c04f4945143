//===- VerifyFlags.cpp - A unit's compiler flags for --verify -------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Verify/VerifyFlags.h"
#include "musify/Support/Paths.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace musify {
namespace {

/// Include-directory options, longest first (`-isystem` before `-I`), with
/// the spelling they are given in.
struct DirOption {
  llvm::StringRef Name, Canonical;
};
constexpr DirOption DirOptions[] = {
    {"--include-path=", "-I"},    {"--include-path", "-I"},
    {"-idirafter", "-idirafter"}, {"-isystem", "-isystem"},
    {"-iquote", "-iquote"},       {"-I", "-I"},
};

/// Options whose next argument is their value, kept with it as they are.
bool takesSeparateValue(llvm::StringRef A) {
  return A == "-Xclang" || A == "-Xcompiler" || A == "-Xlinker" ||
         A == "-Xcudafe" || A == "-Xptxas" || A == "-x" || A == "-o" ||
         A == "-MF" || A == "-MT" || A == "-MQ" || A == "-target" ||
         A == "-imacros" || A == "-arch" || A == "-include-pch";
}

std::string absoluteIn(llvm::StringRef Directory, llvm::StringRef Path) {
  llvm::SmallString<256> P(Path);
  if (!llvm::sys::path::is_absolute(P)) {
    P = Directory;
    llvm::sys::path::append(P, Path);
  }
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

/// \p Args with `@file` expanded; a response file that cannot be read is
/// left as it is (the compiler then says so).
std::vector<std::string> expandResponseFiles(llvm::ArrayRef<std::string> Args,
                                             llvm::StringRef Directory) {
  if (llvm::none_of(Args, [](const std::string &A) {
        return llvm::StringRef(A).starts_with("@");
      }))
    return Args.vec();
  llvm::BumpPtrAllocator Alloc;
  llvm::SmallVector<const char *, 32> Argv;
  for (const std::string &A : Args)
    Argv.push_back(A.c_str());
  llvm::cl::ExpansionContext Expand(Alloc, llvm::cl::TokenizeGNUCommandLine);
  Expand.setCurrentDir(Directory);
  if (llvm::Error E = Expand.expandResponseFiles(Argv)) {
    llvm::consumeError(std::move(E));
    return Args.vec();
  }
  return std::vector<std::string>(Argv.begin(), Argv.end());
}

/// The directory option \p A spells, and its value (empty when it is the
/// next argument); nullptr when \p A is none.
const DirOption *dirOption(llvm::StringRef A, llvm::StringRef &Value) {
  for (const DirOption &O : DirOptions)
    if (A.starts_with(O.Name)) {
      Value = A.drop_front(O.Name.size());
      // `--include-path` alone takes the next argument; `--include-pathX`
      // is no option of nvcc's.
      if (O.Name == "--include-path" && !Value.empty())
        return nullptr;
      return &O;
    }
  return nullptr;
}

} // namespace

std::vector<std::string> canonicalFlags(llvm::ArrayRef<std::string> Input,
                                        llvm::StringRef Directory,
                                        bool KeepOthers) {
  std::vector<std::string> Args = expandResponseFiles(Input, Directory);
  std::vector<std::string> Out;
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    bool HasNext = I + 1 < Args.size();
    llvm::StringRef Value;
    if (const DirOption *O = dirOption(A, Value)) {
      if (Value.empty() && !HasNext)
        continue; // a flag without its directory
      if (Value.empty())
        Value = Args[++I];
      Out.push_back(O->Canonical.str() + absoluteIn(Directory, Value));
    } else if (A == "-include" || A == "--pre-include") {
      if (HasNext)
        Out.insert(Out.end(), {"-include", absoluteIn(Directory, Args[++I])});
    } else if (A.starts_with("-include") && A.size() > 8 &&
               !A.starts_with("-include-")) {
      Out.insert(Out.end(),
                 {"-include", absoluteIn(Directory, A.drop_front(8))});
    } else if ((A == "-D" || A == "-U") && HasNext) {
      Out.push_back(A.str() + Args[++I]);
    } else if (A.starts_with("-D") || A.starts_with("-U")) {
      Out.push_back(A.str());
    } else if (A.starts_with("-std=") || A.starts_with("--std=")) {
      Out.push_back("-std=" + A.split('=').second.str());
    } else if (KeepOthers) {
      Out.push_back(A.str());
      if (takesSeparateValue(A) && HasNext)
        Out.push_back(Args[++I]);
    } else if (takesSeparateValue(A)) {
      ++I; // its value is no input of ours either
    }
  }
  return Out;
}

std::vector<std::string> moveIntoOutRoot(llvm::ArrayRef<std::string> Flags,
                                         llvm::StringRef InRoot,
                                         llvm::StringRef OutRoot) {
  std::vector<std::string> Out(Flags.begin(), Flags.end());
  if (InRoot.empty() || OutRoot.empty())
    return Out;
  std::string In = absolutePath(InRoot);
  auto Moved = [&](llvm::StringRef Path) {
    std::string M = mirrorPath(absolutePath(Path), In, OutRoot);
    // The in-root itself is the out-root, without a trailing separator.
    llvm::StringRef Trimmed = llvm::StringRef(M).rtrim("/");
    return M.empty() ? Path.str() : Trimmed.empty() ? M : Trimmed.str();
  };
  for (size_t I = 0; I < Out.size(); ++I) {
    llvm::StringRef A = Out[I];
    if (A == "-include" && I + 1 < Out.size()) {
      Out[I + 1] = Moved(Out[I + 1]);
      ++I;
      continue;
    }
    for (llvm::StringRef Flag : {"-idirafter", "-isystem", "-iquote", "-I"})
      if (A.starts_with(Flag) && A.size() > Flag.size()) {
        Out[I] = Flag.str() + Moved(A.drop_front(Flag.size()));
        break;
      }
  }
  return Out;
}

} // namespace musify
