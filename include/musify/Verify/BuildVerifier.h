//===- BuildVerifier.h - Compile the migrated code as MUSA code -*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// `--verify`: after a migration is written, every migrated translation unit
// is compiled (host and device sides) with the MUSA SDK's mcc when one is
// installed, else with Clang against a model of the SDK generated from the
// CUDA headers and the evidence in rules/evidence (scripts/musa-sdk-model.py,
// docs/verify.md). A unit that does not build becomes MU4001, with the
// compiler's first error at its place in the migrated file; the summary
// tells failures musify had already warned about near that place
// (explained) from those it had not (silent: a rule's mistake or a missing
// diagnostic).
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_VERIFY_BUILDVERIFIER_H
#define MUSIFY_VERIFY_BUILDVERIFIER_H

#include "musify/Diagnostics/Diagnostic.h"
#include "musify/Result/MigrationResult.h"
#include "clang/Tooling/CompilationDatabase.h"
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace musify {

struct VerifyOptions {
  /// The compiler: mcc from a MUSA SDK (RealSdk), else clang++.
  std::string Compiler;
  bool RealSdk = false;
  /// The SDK model's directory (names.h, include/, model.json); unused
  /// with a real SDK.
  std::string ModelDir;
  std::string CudaPath, ShimDir, ResourceDir;
  /// The torch_musa model (names.h, include/, model.json), used with the
  /// SDK model for units that reach a PyTorch or torch_musa header.
  std::string TorchModelDir;
  /// Include directories of libraries the parse used after every other
  /// (-idirafter): PyTorch's headers where found, else musify's stand-ins.
  std::vector<std::string> LibraryDirs;
  /// The standard of a unit that chooses none (-std=c++20 for PyTorch's
  /// headers that need it); empty: musify's default.
  std::string StandardFlag;
  /// Flags after `--`; paths below InRoot are moved to OutRoot.
  std::vector<std::string> ExtraArgs;
  /// With -p: each unit's own command (already in Clang's form); its
  /// macros, include directories, forced includes and language standard
  /// are added to the unit's compile, moved to the out-root likewise.
  const clang::tooling::CompilationDatabase *CompileDb = nullptr;
  /// The MUSA name of a CUDA macro, or "": a command's -D of a CUDA macro
  /// (-DCUDA_API_PER_THREAD_DEFAULT_STREAM=1, from nvcc's --default-stream)
  /// is what mcc's flag defines under the MUSA name, which the migrated
  /// code tests.
  std::function<std::string(llvm::StringRef)> MusaMacro;
  /// The MUSA libraries' include spellings (mutlass/, mute/: MUSA code the
  /// port stands on), each with the CUDA library's it stands for (cutlass/,
  /// cute/; RuleSet::libraryHeaderCounterparts): where the MUSA library
  /// lacks a header or a name of the CUDA one's (LibraryGaps.h).
  std::vector<std::pair<std::string, std::string>> LibraryCounterparts;
  /// A library's own extension builds' macros (a rule family's
  /// build-defines: PyTorch's cpp_extension), suggested for a CUDA original
  /// that fails on an ambiguity among that library's names (its
  /// namespaces) without them.
  struct LibraryBuild {
    std::string Family;
    std::vector<std::string> Namespaces, Defines;
  };
  std::vector<LibraryBuild> LibraryBuilds;
  std::string InRoot, OutRoot;
  unsigned Jobs = 0;
};

struct VerifySummary {
  unsigned Units = 0; ///< translation units compiled or skipped
  unsigned Built = 0; ///< compiled on every side
  /// Of those built, how many only with template definitions checked where
  /// instantiated, past a MUTLASS template Clang 19 rejects (MU4005).
  unsigned BuiltLeniently = 0;
  /// Of those built, how many with a setting their CUDA original needs with
  /// this compiler and toolkit (C++17 for CUDA 13's CCCL, template
  /// definitions checked where instantiated as nvcc does), on both sides
  /// (MU4005).
  unsigned BuiltAccommodated = 0;
  /// Of those built, how many at the C++ standard musify raised the port's
  /// build scripts to (MU3004), which is newer than their command's.
  unsigned BuiltAtRaisedStandard = 0;
  unsigned Explained = 0; ///< failed near an earlier warning or error
  unsigned Silent = 0;    ///< failed with no earlier finding near it
  /// Failed, with no earlier finding near it, in a header of a MUSA library
  /// the port stands on (MUTLASS), not in the port.
  unsigned InLibrary = 0;
  unsigned NotVerified = 0; ///< needed a header the model does not have
  /// Built, but call an SDK function none of the model's libraries has.
  unsigned Unlinked = 0;
  /// Sides (host, device) of units that were checked on the other side
  /// only, because the CUDA original does not compile on this one.
  unsigned SidesSkipped = 0;
  std::string Compiler; ///< what was used, for the summary line
  /// Why nothing could be checked (no SDK and no model), or "".
  std::string CannotCheck;
};

/// Whether \p S proves the port builds: something could check it and every
/// unit that was checked builds (a unit not verified is a note, MU4002).
inline bool verifyPassed(const VerifySummary &S) {
  return S.CannotCheck.empty() && S.Explained == 0 && S.Silent == 0 &&
         S.InLibrary == 0 && S.Unlinked == 0;
}

/// Where a real MUSA SDK's mcc is ($MUSA_HOME/bin/mcc, then
/// /usr/local/musa/bin/mcc); empty when there is none.
std::string findMusaCompiler();

/// Compiles every migrated translation unit of \p Result, written where
/// \p Destinations says (by the absolute path of its input), and appends a
/// diagnostic for each that does not build to \p Result's diagnostics.
VerifySummary
verifyBuild(MigrationResult &Result,
            const std::map<std::string, std::string> &Destinations,
            const VerifyOptions &Options);

} // namespace musify

#endif
