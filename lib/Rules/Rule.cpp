//===- Rule.cpp - Names of rule kinds and statuses ------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rules/Rule.h"
#include "llvm/Support/ErrorHandling.h"

namespace musify {
namespace {

// One table per enumeration serves both directions, so a new kind or status
// cannot be parsed but not printed.
template <typename E> struct Spelling {
  E Value;
  llvm::StringLiteral Name;
};

constexpr Spelling<RuleKind> Kinds[] = {
    {RuleKind::Function, "function"},
    {RuleKind::Type, "type"},
    {RuleKind::Enumerator, "enumerator"},
    {RuleKind::Macro, "macro"},
    {RuleKind::Variable, "variable"},
    {RuleKind::Header, "header"},
    {RuleKind::Namespace, "namespace"},
    {RuleKind::Instruction, "instruction"},
    {RuleKind::Build, "build"},
    {RuleKind::Fragment, "fragment"},
};

constexpr Spelling<RuleStatus> Statuses[] = {
    {RuleStatus::Verified, "verified"},
    {RuleStatus::Mapped, "mapped"},
    {RuleStatus::Unsupported, "unsupported"},
    {RuleStatus::Unknown, "unknown"},
};

template <typename E, size_t N>
std::optional<E> parse(const Spelling<E> (&Table)[N], llvm::StringRef S) {
  for (const Spelling<E> &Entry : Table)
    if (Entry.Name == S)
      return Entry.Value;
  return std::nullopt;
}

template <typename E, size_t N>
llvm::StringRef spell(const Spelling<E> (&Table)[N], E Value) {
  for (const Spelling<E> &Entry : Table)
    if (Entry.Value == Value)
      return Entry.Name;
  llvm_unreachable("value missing from its spelling table");
}

} // namespace

std::optional<RuleKind> parseRuleKind(llvm::StringRef S) {
  return parse(Kinds, S);
}
std::optional<RuleStatus> parseRuleStatus(llvm::StringRef S) {
  return parse(Statuses, S);
}
llvm::StringRef toString(RuleKind K) { return spell(Kinds, K); }
llvm::StringRef toString(RuleStatus S) { return spell(Statuses, S); }

} // namespace musify
