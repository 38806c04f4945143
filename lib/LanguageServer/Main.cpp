//===- Main.cpp - `musify lsp`: options, rules, standard input and output -===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/LanguageServer/LanguageServer.h"
#include "musify/Migrate/CudaToolkit.h"
#include "musify/Rules/RuleCache.h"
#include "musify/Support/DataLayout.h"
#include "musify/Support/Paths.h"
#include "llvm/ADT/StringRef.h"
#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace musify {
namespace {

constexpr const char *Usage = R"(usage: musify lsp [options]

A language server (LSP 3.17) on standard input and output. Each open buffer,
saved or not, is migrated as `musify <file>` would migrate it; its
diagnostics are published, code actions carry their fixes and the port of
the whole file, hover on a CUDA or MUSA name shows its rule.

  --cuda-path=<dir>            CUDA toolkit (default: $CUDA_PATH, then
                               /usr/local/cuda)
  --header-cache-dir=<dir>     precompiled preambles (default:
                               $MUSIFY_CACHE_DIR/header-cache, else
                               ~/.cache/musify/header-cache)
  --no-header-cache            parse every header every time
  --docs-url=<url>             base of the diagnostics' documentation links
                               (default: the pages installed with musify)
  --debounce-ms=<n>            quiet time after a change before analysing
                               (default 250)
  --timeout-per-file=<s>       limits of one parse's worker process
  --max-memory-per-file=<MiB>  (defaults 300 and 4096; both 0: parse in the
                               server's own process)
  --rules-dir=<dir>            the built-in rules
)";

int usageError(const std::string &Message) {
  llvm::errs() << "musify lsp: error: " << Message
               << " (see musify lsp --help)\n";
  return 2;
}

struct Flags {
  std::string CudaPath, HeaderCacheDir, DocsUrl, RulesDir;
  bool NoHeaderCache = false, Help = false;
  unsigned DebounceMs = 250, Timeout = 300, Memory = 4096;
};

/// Reads `--name=value` and `--name value`; an error message, or empty.
std::string parseFlags(int Argc, const char **Argv, Flags &F) {
  for (int I = 1; I < Argc; ++I) {
    llvm::StringRef Arg = Argv[I];
    if (Arg == "--help" || Arg == "-h") {
      F.Help = true;
      continue;
    }
    if (Arg == "--no-header-cache") {
      F.NoHeaderCache = true;
      continue;
    }
    auto [Name, Value] = Arg.split('=');
    bool HasValue = Arg.contains('=');
    if (!HasValue && I + 1 < Argc)
      Value = Argv[++I], HasValue = true;
    std::string *Text = Name == "--cuda-path"          ? &F.CudaPath
                        : Name == "--header-cache-dir" ? &F.HeaderCacheDir
                        : Name == "--docs-url"         ? &F.DocsUrl
                        : Name == "--rules-dir"        ? &F.RulesDir
                                                       : nullptr;
    unsigned *Number = Name == "--debounce-ms"           ? &F.DebounceMs
                       : Name == "--timeout-per-file"    ? &F.Timeout
                       : Name == "--max-memory-per-file" ? &F.Memory
                                                         : nullptr;
    if (!Text && !Number)
      return "unknown option '" + Name.str() + "'";
    if (!HasValue)
      return "option '" + Name.str() + "' needs a value";
    if (Text)
      *Text = Value.str();
    else if (Value.getAsInteger(10, *Number))
      return "option '" + Name.str() + "' takes a number, not '" + Value.str() +
             "'";
  }
  return "";
}

ServerOptions serverOptions(const Flags &F, const ServerPaths &Paths) {
  ServerOptions O;
  O.Paths = Paths;
  O.RulesDir = rulesDirIn(Paths.DataDir, F.RulesDir);
  O.CudaPath = findCudaToolkit(F.CudaPath).Root;
  std::string Cache = defaultRuleCacheDir();
  if (!F.NoHeaderCache)
    O.HeaderCacheDir = !F.HeaderCacheDir.empty() ? F.HeaderCacheDir
                       : Cache.empty()           ? ""
                                                 : Cache + "/header-cache";
  O.DocsBase =
      F.DocsUrl.empty()
          ? "file://" + absolutePath(diagnosticPagesDirIn(Paths.DataDir))
          : F.DocsUrl;
  while (llvm::StringRef(O.DocsBase).ends_with("/"))
    O.DocsBase.pop_back();
  O.DebounceMs = F.DebounceMs;
  O.TimeoutPerFileSeconds = F.Timeout;
  O.MaxMemoryPerFileMiB = F.Memory;
  return O;
}

} // namespace

int languageServerMain(int Argc, const char **Argv, const ServerPaths &Paths) {
  Flags F;
  if (std::string Error = parseFlags(Argc, Argv, F); !Error.empty())
    return usageError(Error);
  if (F.Help) {
    llvm::outs() << Usage;
    return 0;
  }
  ServerOptions Options = serverOptions(F, Paths);
  RuleSet Rules;
  if (llvm::Error E = loadRuleDirectoryCached(Options.RulesDir,
                                              defaultRuleCacheDir(), Rules)) {
    llvm::errs() << llvm::toString(std::move(E)) << "\n";
    return 2;
  }
  if (Options.CudaPath.empty())
    llvm::errs() << "musify lsp: note: no CUDA toolkit found; buffers are "
                    "migrated by the token-level pass only\n";
  // The protocol owns standard output: anything else printed there (a
  // library's stray line) goes to standard error instead.
  int Protocol = fcntl(1, F_DUPFD_CLOEXEC, 3);
  if (Protocol < 0 || dup2(2, 1) < 0) {
    llvm::errs() << "musify lsp: error: cannot set up standard output\n";
    return 3;
  }
  signal(SIGPIPE, SIG_IGN); // a client gone is seen as a failed write
  return runLanguageServer(Rules, Options, 0, Protocol, llvm::errs());
}

} // namespace musify
