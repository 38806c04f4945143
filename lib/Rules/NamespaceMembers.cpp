//===- NamespaceMembers.cpp - No half-renamed qualified names -------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rules/NamespaceMembers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <fmt/format.h>

namespace musify {

std::string portSpelling(const RuleSet &Rules, const Rule &Namespace) {
  llvm::StringRef Musa = Namespace.Musa;
  size_t Last = Musa.rfind("::");
  if (Last == llvm::StringRef::npos)
    return Musa.str();
  const Rule *Enclosing = Rules.lookupNamespace(Musa.take_front(Last));
  if (!Enclosing || !Enclosing->renames() || Enclosing == &Namespace)
    return Musa.str();
  return (portSpelling(Rules, *Enclosing) + Musa.drop_front(Last)).str();
}

NamespaceMemberVerdict checkNamespaceMember(const RuleSet &Rules,
                                            const Rule &Namespace,
                                            llvm::StringRef Member,
                                            llvm::StringRef Path) {
  NamespaceMemberVerdict V;
  // A namespace without a list moves whole (cutlass -> mutlass: MUTLASS
  // keeps CUTLASS's names).
  if (Member.empty() || Namespace.Members.empty() ||
      llvm::is_contained(Namespace.Members, Member))
    return V;
  std::string Musa = portSpelling(Rules, Namespace);
  if (Path.empty())
    Path = Member;
  std::string From = (Namespace.Cuda + "::" + Path).str();
  std::string To = Musa + "::" + Path.str();
  if (const Rule *R = Rules.lookupIdentifier(Member)) {
    // The member's own rule renames it, or reports it: then the qualifier
    // stays with it, so that the name is left whole.
    V.RenameQualifier = R->renames();
    return V;
  }
  V.Suggestion = fmt::format(
      "check whether {} declares '{}' (a rule with 'members' or a rule for "
      "the name itself makes this silent), or port the call by hand",
      Musa, Path.str());
  if (llvm::StringRef(Member).contains_insensitive("cuda")) {
    V.RenameQualifier = false;
    V.Message = fmt::format(
        "'{}' has no known counterpart: renaming only the namespace would "
        "give '{}', which nothing is known to declare; left unchanged",
        From, To);
    return V;
  }
  V.Message = fmt::format("'{}' became '{}', but '{}' is not known to "
                          "declare '{}'",
                          From, To, Musa, Path.str());
  return V;
}

std::vector<llvm::StringRef> namesAfterQualifier(llvm::StringRef Text,
                                                 size_t Offset) {
  std::vector<llvm::StringRef> Names;
  llvm::StringRef Rest = Text.drop_front(std::min(Offset, Text.size()));
  while (true) {
    Rest = Rest.ltrim(" \t");
    if (!Rest.consume_front("::"))
      return Names;
    Rest = Rest.ltrim(" \t");
    Rest.consume_front("template ");
    Rest = Rest.ltrim(" \t");
    size_t Length = 0;
    while (Length < Rest.size() &&
           (llvm::isAlnum(Rest[Length]) || Rest[Length] == '_'))
      ++Length;
    if (Length == 0 || llvm::isDigit(Rest[0]))
      return Names;
    Names.push_back(Rest.take_front(Length));
    Rest = Rest.drop_front(Length);
  }
}

NamespaceMemberVerdict checkQualifiedName(const RuleSet &Rules,
                                          const Rule &Namespace,
                                          llvm::StringRef Text, size_t Offset) {
  llvm::StringRef Rest = Text.drop_front(std::min(Offset, Text.size()));
  Rest = Rest.ltrim(" \t");
  if (Rest.consume_front("::")) {
    Rest = Rest.ltrim(" \t");
    llvm::StringRef First =
        Rest.take_while([](char C) { return llvm::isAlnum(C) || C == '_'; });
    const Rule *Nested =
        First.empty()
            ? nullptr
            : Rules.lookupNamespace((Namespace.Cuda + "::" + First).str());
    if (Nested && Nested->renames())
      return {};
  }
  std::vector<llvm::StringRef> Names = namesAfterQualifier(Text, Offset);
  return checkNamespaceMember(Rules, Namespace,
                              Names.empty() ? llvm::StringRef() : Names.back(),
                              llvm::join(Names, "::"));
}

} // namespace musify
