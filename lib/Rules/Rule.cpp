//===- Rule.cpp - Names of rule kinds and statuses ------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rules/Rule.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/ErrorHandling.h"

namespace musify {

std::optional<RuleKind> parseRuleKind(llvm::StringRef S) {
  return llvm::StringSwitch<std::optional<RuleKind>>(S)
      .Case("function", RuleKind::Function)
      .Case("type", RuleKind::Type)
      .Case("enumerator", RuleKind::Enumerator)
      .Case("macro", RuleKind::Macro)
      .Case("variable", RuleKind::Variable)
      .Case("header", RuleKind::Header)
      .Default(std::nullopt);
}

std::optional<RuleStatus> parseRuleStatus(llvm::StringRef S) {
  return llvm::StringSwitch<std::optional<RuleStatus>>(S)
      .Case("verified", RuleStatus::Verified)
      .Case("mapped", RuleStatus::Mapped)
      .Case("unsupported", RuleStatus::Unsupported)
      .Case("unknown", RuleStatus::Unknown)
      .Default(std::nullopt);
}

llvm::StringRef toString(RuleKind K) {
  switch (K) {
  case RuleKind::Function:
    return "function";
  case RuleKind::Type:
    return "type";
  case RuleKind::Enumerator:
    return "enumerator";
  case RuleKind::Macro:
    return "macro";
  case RuleKind::Variable:
    return "variable";
  case RuleKind::Header:
    return "header";
  }
  llvm_unreachable("unknown rule kind");
}

llvm::StringRef toString(RuleStatus S) {
  switch (S) {
  case RuleStatus::Verified:
    return "verified";
  case RuleStatus::Mapped:
    return "mapped";
  case RuleStatus::Unsupported:
    return "unsupported";
  case RuleStatus::Unknown:
    return "unknown";
  }
  llvm_unreachable("unknown rule status");
}

} // namespace musify
