//===- ScriptBuild.h - Build the port with its own build scripts -*- C++
//-*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// `--verify=build`: after the units compile, the port's own CMake project
// (the out-root's top-level CMakeLists.txt) is configured and built against
// the MUSA SDK (or musify's model of it, laid out as the SDK) in a temporary
// build directory; without one, a Make project is built with the SDK's mcc
// in a temporary copy of the out-root. A failure is MU4004 with the first
// error, where it is, and what to do (docs/verify.md). This runs the
// project's build scripts: only the command line may ask for it.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_VERIFY_SCRIPTBUILD_H
#define MUSIFY_VERIFY_SCRIPTBUILD_H

#include "musify/Result/MigrationResult.h"
#include <map>
#include <string>

namespace musify {

struct ScriptBuildOptions {
  /// The SDK's root (MUSA_HOME): a real SDK's or the model's.
  std::string SdkRoot;
  std::string OutRoot;
  unsigned Jobs = 0;
};

struct ScriptBuildSummary {
  /// "CMake" or "Make"; empty when the port has neither.
  std::string Kind;
  /// The step that failed ("configure", "build"), empty when it built.
  std::string FailedStep;
  /// How many failures of that step were reported (MU4004 each): CMake's
  /// errors, or the build's failed steps (it keeps going past one).
  size_t Failures = 0;
  /// Why it could not run (no cmake, no make), or "".
  std::string CannotRun;
};

/// Configures and builds the port in \p Options.OutRoot; appends MU4004 to
/// \p Result's diagnostics when it fails. \p Destinations maps each input
/// (absolute path) to where it was written, to show a failure in a build
/// script where the user knows it.
ScriptBuildSummary
buildWithScripts(MigrationResult &Result,
                 const std::map<std::string, std::string> &Destinations,
                 const ScriptBuildOptions &Options);

} // namespace musify

#endif
