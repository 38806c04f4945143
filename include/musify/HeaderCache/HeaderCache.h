//===- HeaderCache.h - Precompiled preambles shared by parses ---*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Parsing the CUDA runtime, cuBLAS, Thrust and CUB headers is nearly all of
// a migration's time, and every translation unit parses them again. The
// header cache compiles a translation unit's preamble (Preamble.h: its
// leading #include lines, when they reach no file of the user's) into a
// precompiled header once per distinct preamble and compiler invocation,
// and later parses start from it (-include-pch). The main file is still
// parsed whole: its #include lines are seen again and skipped by their
// include guards, so everything musify records about the user's files is
// unchanged. What the preamble's own parse recorded about library headers
// (PreambleFacts) is kept beside the precompiled header and handed back.
//
// An entry is <key>.pch with <key>.json. The key hashes musify's and
// Clang's versions, the rules' library families, the compiler invocation
// (every option but the input's name) and its working directory, and the
// preamble. The .json lists every file the preamble read with its size and
// modification time: a changed header makes the entry be built again, and
// the content hash of the .pch: a .pch damaged or replaced behind its .json
// is evicted, never read. Entries are written atomically, under a lock file,
// so parse processes share them; a lock left by a build that died (or one
// of another host, which cannot be checked) is not waited on.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_HEADERCACHE_HEADERCACHE_H
#define MUSIFY_HEADERCACHE_HEADERCACHE_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clang {
class CompilerInvocation;
class FileManager;
class PCHContainerOperations;
} // namespace clang

namespace musify {

class RuleSet;

/// What parsing a preamble recorded that a parse starting from its
/// precompiled form cannot record again.
struct PreambleFacts {
  /// File names of the #includes and __has_includes below the preamble.
  std::vector<std::string> IncludedNames;
  /// Headers that belong to a library family because of how they were
  /// reached (SourceClassifier::noteInclusion).
  struct LibraryHeader {
    std::string Path, Family, Written;
  };
  std::vector<LibraryHeader> LibraryHeaders;
};

struct CachedPreamble {
  /// Empty when the entry says the preamble is not worth one (it reaches
  /// the user's code at once, or does not compile).
  std::string PchPath;
  PreambleFacts Facts;
  /// Seconds spent building it in this call, or waiting for the parse
  /// process that built it (time that is neither this parse's nor free);
  /// 0 when it was found.
  double BuildSeconds = 0;
  bool Built = false;
};

/// The size the entries of one header cache directory may take, in bytes:
/// $MUSIFY_HEADER_CACHE_SIZE MiB (default 4096; 0: no bound).
uint64_t headerCacheSizeBound();

class HeaderCache {
public:
  /// Entries live in \p Dir (created when first needed). \p CudaRoots and
  /// \p Rules tell the user's files from the toolkit's, as the parses do.
  HeaderCache(std::string Dir, const RuleSet &Rules,
              std::vector<std::string> CudaRoots);
  ~HeaderCache();

  /// The entry for parsing \p Inv, whose main file holds \p MainText:
  /// found, or built when \p MayBuild. None when the file has no preamble,
  /// or no entry and it may not build one.
  std::optional<CachedPreamble>
  find(const clang::CompilerInvocation &Inv, clang::FileManager &Files,
       std::shared_ptr<clang::PCHContainerOperations> PCHOps,
       llvm::StringRef MainText, bool MayBuild);

private:
  std::optional<CachedPreamble> load(const std::string &Key);
  std::optional<CachedPreamble>
  build(const std::string &Key, const clang::CompilerInvocation &Inv,
        clang::FileManager &Files,
        std::shared_ptr<clang::PCHContainerOperations> PCHOps,
        const std::vector<std::string> &Includes);
  std::string path(const std::string &Key, llvm::StringRef Ext) const;
  /// Removes an entry whose .pch is not the one it was built with.
  void evict(const std::string &Key);
  /// Removes the lock and temporary files of builds that were killed, and
  /// the least recently used entries beyond the size bound (once per cache
  /// object).
  void sweepLeftovers();
  void trimToSize();
  /// Marks an entry used now, for the least-recently-used order.
  void touch(const std::string &Key);

  std::string Dir;
  const RuleSet &Rules;
  std::vector<std::string> CudaRoots;
  std::string RulesPrint;
  /// Entries checked against the file system in this process.
  std::mutex Lock;
  std::set<std::string> Checked;
  bool Swept = false;
};

/// Of \p Inputs, those whose preamble (read from the file, by
/// leadingIncludes) some other input with the same \p Flags (what decides
/// how it is parsed: its language, its compile command) starts with too:
/// building a precompiled preamble pays only for them. Each is given the
/// number of its group, the inputs that share its preamble.
std::map<std::string, unsigned> inputsSharingPreamble(
    const std::vector<std::string> &Inputs,
    llvm::function_ref<std::string(llvm::StringRef Path)> Flags);

} // namespace musify

#endif // MUSIFY_HEADERCACHE_HEADERCACHE_H
