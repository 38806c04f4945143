//===- Rule.h - One CUDA-to-MUSA mapping rule -------------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The vocabulary of the rule tables in rules/*.yaml (schema: docs/rules.md).
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_RULES_RULE_H
#define MUSIFY_RULES_RULE_H

#include "llvm/ADT/StringRef.h"
#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace musify {

/// What a CUDA name denotes. Renaming works the same for every kind; the kind
/// documents the rule and decides where the token-level pass may apply it.
enum class RuleKind {
  Function,
  Type,
  Enumerator,
  Macro,
  Variable,
  Header,
  Namespace,   ///< Qualified name, e.g. thrust::cuda; the last part is renamed.
  Instruction, ///< A PTX instruction (ld.global.nc) or special register.
  Build,       ///< Text of a build script (CMake, Make, setup.py).
  /// A word inside the project's own identifiers and file names that says
  /// CUDA (launch_cuda_kernel, foo_cuda.h); used by --rename-symbols only.
  Fragment,
};

/// In a build rule's MUSA text: the target architecture (mp_22). The rule's
/// match then runs to the end of the compiler flag (-arch=sm_80, -gencode
/// arch=compute_80,code=sm_80), and the text is repeated, space-separated,
/// for each architecture the run targets (--musa-arch; all by default).
constexpr llvm::StringLiteral ArchPlaceholder = "{arch}";

/// In a CMake build rule's after-command: the command's arguments that name
/// a CUDA source file kept under its name (k.cu), space-separated. The
/// lines are added only where there is one (set_source_files_properties,
/// which makes CMake compile them as MUSA without a rename to .mu).
constexpr llvm::StringLiteral CudaSourcesPlaceholder = "{cuda-sources}";

/// What is known about the MUSA counterpart of a CUDA name.
enum class RuleStatus {
  Verified,    ///< The MUSA name is used by code that builds against MUSA.
  Mapped,      ///< The MUSA name comes only from Moore Threads' name tables.
  Unsupported, ///< There is evidence that MUSA lacks this API.
  Unknown,     ///< CUDA declares it; no MUSA counterpart is known.
};

std::optional<RuleKind> parseRuleKind(llvm::StringRef S);
std::optional<RuleStatus> parseRuleStatus(llvm::StringRef S);
llvm::StringRef toString(RuleKind K);
llvm::StringRef toString(RuleStatus S);

/// The text of a rule is held by the RuleSet it belongs to (an arena, or the
/// compiled rule cache that it was read from), so that 28k rules cost a few
/// megabytes and load without copying; a Rule built outside a RuleSet may
/// point anywhere that outlives RuleSet::add, which takes a copy.
struct Rule {
  llvm::StringRef Cuda;
  llvm::StringRef Musa; ///< Empty unless the rule renames.
  RuleKind Kind = RuleKind::Function;
  RuleStatus Status = RuleStatus::Mapped;
  llvm::StringRef Family;
  llvm::StringRef Evidence;
  llvm::StringRef Reason; ///< Why it cannot be migrated (unsupported/unknown).
  llvm::StringRef Suggestion; ///< What a person should do instead.
  llvm::StringRef FixIt; ///< Replacement offered to editors, never applied.
  /// For calls whose arguments change: the text that replaces the whole
  /// call, with $0, $1, ... standing for the original arguments' text.
  llvm::StringRef Call;
  /// The call template drops arguments that MUSA's function does not take;
  /// it applies only where each dropped argument passes what leaving it
  /// out means (a null pointer, or the address of an empty local that
  /// nothing else uses, whose declaration goes too). Elsewhere the call is
  /// renamed as it is and the rule's hazard says what to change.
  bool CallDropsDefaults = false;
  /// Header rules only: `Cuda` is a path prefix (thrust/system/cuda/).
  bool Prefix = false;
  /// Declares that other CUDA names map to the same MUSA name on purpose.
  bool Shared = false;
  /// Unsupported build rules: a compiler flag that a MUSA build must not
  /// pass (mcc rejects it, and it changes nothing MUSA code needs). The flag
  /// is taken out of the script and a note says so (MU3003). Function,
  /// macro and header rules without a MUSA name: what the program can do
  /// without (NVTX's naming of CUDA streams); a call of a function that
  /// returns nothing, by its name or a macro's, becomes `((void)0)` where
  /// the AST shows it, an include line goes (or becomes one of `Instead`),
  /// and MU1009 says so each time.
  bool Remove = false;
  /// A limitation of MUSA that a renamed reference still runs into; every
  /// reference is reported with it (MU2005).
  llvm::StringRef Hazard;
  /// Build rules only: the scripts they apply to (cmake, make, python).
  std::vector<llvm::StringRef> Scripts;
  /// CMake build rules only: lines added after the command the rule's text
  /// is in (after project(...), the commands that enable MUSA).
  llvm::StringRef AfterCommand;
  /// Renaming header rules only: a header of the MUSA library that the
  /// MUSA header needs included before it and does not include itself,
  /// where the CUDA header did (MUTLASS's device_kernel.h uses the macros
  /// of mutlass/mutlass.h; CUTLASS's includes cutlass/cutlass.h). The
  /// include is added before the migrated one (MU0008).
  llvm::StringRef IncludeFirst;
  /// Header rules that say `remove` only: the include written in the
  /// removed one's place, a header it included that names nothing of
  /// CUDA's (NVTX's core nvtx3/nvToolsExt.h for nvToolsExtCudaRt.h).
  llvm::StringRef Instead;
  /// Renaming namespace rules only: names of the namespace that keep their
  /// name in the MUSA namespace (c10::cuda::device_count is
  /// c10::musa::device_count). When the list is given, any other name of
  /// the namespace needs a rule of its own or is reported, so that no
  /// qualified name comes out half renamed; without one the namespace
  /// moves whole (cutlass -> mutlass).
  std::vector<llvm::StringRef> Members;
  llvm::StringRef File; ///< Rule file the rule was read from.
  unsigned Line = 0;    ///< 1-based line in File.

  /// Whether musify rewrites references to this name.
  bool renames() const {
    return Status == RuleStatus::Verified || Status == RuleStatus::Mapped;
  }
  /// What replaces a call of this function (or of the function this macro
  /// names) where the AST shows it: the `call` template, `((void)0)` for a
  /// function the port does without (`remove`), or "" where calls keep
  /// their form.
  llvm::StringRef callTemplate() const {
    return Remove && (Kind == RuleKind::Function || Kind == RuleKind::Macro)
               ? "((void)0)"
               : Call;
  }
  /// The identifier a reference is rewritten to: the last part of a
  /// namespace rule's qualified name, else the MUSA name itself.
  llvm::StringRef replacementToken() const {
    llvm::StringRef M(Musa);
    size_t Colons = M.rfind("::");
    return Colons == llvm::StringRef::npos ? M : M.drop_front(Colons + 2);
  }
  /// The text a renamed reference becomes: a header rule's whole path,
  /// else replacementToken().
  llvm::StringRef referenceText() const {
    return Kind == RuleKind::Header ? Musa : replacementToken();
  }
  /// Every text field, for code that must treat them alike (the RuleSet
  /// copying them, the compiled rule cache writing and reading them).
  std::array<llvm::StringRef *, 13> textFields() { return fieldsOf(*this); }
  std::array<const llvm::StringRef *, 13> textFields() const {
    return fieldsOf(*this);
  }

private:
  template <typename Self>
  static std::array<decltype(&std::declval<Self &>().Cuda), 13>
  fieldsOf(Self &R) {
    return {&R.Cuda,   &R.Musa,         &R.Family,       &R.Evidence,
            &R.Reason, &R.Suggestion,   &R.FixIt,        &R.Call,
            &R.Hazard, &R.AfterCommand, &R.IncludeFirst, &R.Instead,
            &R.File};
  }
};

/// A group of rules for one API family, with the CUDA headers it owns.
struct Family {
  std::string Name;
  std::string Title;
  /// Glob patterns, relative to the CUDA include directory, of the headers
  /// whose declarations belong to this family.
  std::vector<std::string> Headers;
  /// True when declarations of the owned headers that have no rule are the
  /// same in MUSA (the CUDA language itself: dim3, threadIdx, __syncthreads).
  bool UnmappedIsIdentity = false;
  /// Path fragments (`cutlass/`, `ATen/cuda/`) of libraries that live outside
  /// the CUDA toolkit: a header whose path contains one belongs to the
  /// family, is never migrated as the user's code, and its declarations are
  /// looked up in the rules like the CUDA SDK's.
  std::vector<std::string> LibraryHeaders;
  /// The library's top-level namespaces (at, c10, torch): without an AST,
  /// a name they qualify is looked up in this family's rules, not taken
  /// for the user's.
  std::vector<std::string> LibraryNamespaces;
  /// Glob patterns of the names this family's API uses (`cusparse[A-Z]*`):
  /// a name that matches but has no rule and no declaration explains it
  /// (an API removed before CUDA 13, in code the AST does not see) is
  /// reported, never left without a word.
  std::vector<std::string> NamePatterns;
  /// The macros the library's own extension builds define for nvcc
  /// (`torch.utils.cpp_extension`: `__CUDA_NO_HALF_OPERATORS__`, ...), which
  /// its headers may need to compile (--verify suggests them).
  std::vector<std::string> BuildDefines;
  /// The year of the C++ standard the library's MUSA counterpart is
  /// written in (MUTLASS: 2017), or 0: a port that includes one of its
  /// headers has its build scripts' older standards raised (MU3004).
  unsigned MusaCxxStandard = 0;
  std::string File;
};

} // namespace musify

#endif // MUSIFY_RULES_RULE_H
