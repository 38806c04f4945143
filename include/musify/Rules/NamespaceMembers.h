//===- NamespaceMembers.h - No half-renamed qualified names -----*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A namespace rule (at::cuda -> at::musa) renames a qualifier; the name it
// qualifies must be right in the new namespace too. at::cuda::OptionalCUDAGuard
// has a rule of its own (OptionalMUSAGuard); at::cuda::SomethingCUDA with
// none would come out as at::musa::SomethingCUDA, a name nobody declares.
// Namespace rules that list their `members` are checked this way; the AST
// pass and the token pass decide in the same place.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_RULES_NAMESPACEMEMBERS_H
#define MUSIFY_RULES_NAMESPACEMEMBERS_H

#include "musify/Rules/RuleSet.h"
#include <string>
#include <vector>

namespace musify {

/// What to do with a renaming namespace rule's qualifier.
struct NamespaceMemberVerdict {
  bool RenameQualifier = true;
  /// Non-empty: a warning (MU1002) at the qualifier.
  std::string Message;
  std::string Suggestion;
};

/// Decides for the qualifier of \p Member (the last name of the qualified
/// name, empty in `using namespace at::cuda;`) renamed by \p Namespace.
/// \p Path is what follows the qualifier, as messages show it
/// (`philox::unpack`); \p Member where empty.
NamespaceMemberVerdict checkNamespaceMember(const RuleSet &Rules,
                                            const Rule &Namespace,
                                            llvm::StringRef Member,
                                            llvm::StringRef Path = "");

/// The names of the qualified name whose qualifier ends at \p Offset of
/// \p Text, after it: `OptionalCUDAGuard` after `at::cuda`, `detail`,
/// `foo` of `::detail::foo`. Empty when no `::name` follows.
std::vector<llvm::StringRef> namesAfterQualifier(llvm::StringRef Text,
                                                 size_t Offset);

/// The MUSA name of \p Namespace as the port spells it: its own rule renames
/// its last part, and the rule of the namespace that encloses it, if any,
/// the rest (torch::cuda::nccl -> torch::musa::mccl).
std::string portSpelling(const RuleSet &Rules, const Rule &Namespace);

/// Decides for the qualified name whose qualifier, renamed by \p Namespace,
/// ends at \p Offset of \p Text: as checkNamespaceMember for its last name,
/// but a nested namespace with a renaming rule of its own
/// (`torch::cuda::nccl::version`) is that rule's to check.
NamespaceMemberVerdict checkQualifiedName(const RuleSet &Rules,
                                          const Rule &Namespace,
                                          llvm::StringRef Text, size_t Offset);

} // namespace musify

#endif // MUSIFY_RULES_NAMESPACEMEMBERS_H
