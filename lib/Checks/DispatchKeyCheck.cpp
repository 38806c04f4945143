//===- DispatchKeyCheck.cpp - MU2009: keys registered twice ---------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "DispatchKeyCheck.h"
#include "musify/Support/PreprocessorLines.h"
#include "clang/Basic/CharInfo.h"
#include "llvm/ADT/STLExtras.h"
#include <fmt/format.h>
#include <vector>

namespace musify {

namespace {

/// One `TORCH_LIBRARY_IMPL(Namespace, Key, m)` (or its stable-ABI form) in
/// the code of a file.
struct ImplBlock {
  llvm::StringRef Macro, Namespace, Key;
  unsigned MacroOffset, KeyOffset;
};

/// The identifier at \p At of \p S, after blanks, and where it ends.
std::pair<llvm::StringRef, size_t> identifierAt(llvm::StringRef S, size_t At) {
  while (At < S.size() && clang::isWhitespace(S[At]))
    ++At;
  size_t End = At;
  while (End < S.size() && clang::isAsciiIdentifierContinue(S[End]))
    ++End;
  return {S.slice(At, End), End};
}

/// The block whose macro name is the word at [Begin, End) of \p S, if its
/// first two arguments are identifiers.
std::optional<ImplBlock> blockAt(llvm::StringRef S, size_t Begin, size_t End) {
  size_t At = End;
  while (At < S.size() && clang::isWhitespace(S[At]))
    ++At;
  if (At == S.size() || S[At] != '(')
    return std::nullopt;
  auto [Namespace, AfterNamespace] = identifierAt(S, At + 1);
  size_t Comma = AfterNamespace;
  while (Comma < S.size() && clang::isWhitespace(S[Comma]))
    ++Comma;
  if (Namespace.empty() || Comma == S.size() || S[Comma] != ',')
    return std::nullopt;
  auto [Key, AfterKey] = identifierAt(S, Comma + 1);
  if (Key.empty())
    return std::nullopt;
  return ImplBlock{S.slice(Begin, End), Namespace, Key,
                   static_cast<unsigned>(Begin),
                   static_cast<unsigned>(AfterKey - Key.size())};
}

/// The registration blocks in the code of \p F the preprocessor took (not
/// in comments, strings, directives or skipped branches).
std::vector<ImplBlock> implBlocks(TextCheckContext &F) {
  llvm::StringRef S = F.content();
  std::vector<ImplBlock> Blocks;
  forEachCodeWord(S, [&](size_t Begin, size_t End) {
    llvm::StringRef Word = S.slice(Begin, End);
    if ((Word == "TORCH_LIBRARY_IMPL" || Word == "STABLE_TORCH_LIBRARY_IMPL") &&
        !F.isInactive(Begin) &&
        directiveAt(S, logicalLineStart(S, Begin)).Keyword.empty())
      if (std::optional<ImplBlock> B = blockAt(S, Begin, End))
        Blocks.push_back(*B);
    return End;
  });
  return Blocks;
}

unsigned lineOf(llvm::StringRef S, unsigned Offset) {
  return 1 + S.take_front(Offset).count('\n');
}

/// Reports \p Migrated, which becomes a block for \p Key, as \p Own has
/// one for its namespace and that key already.
void reportClash(TextCheckContext &F, const ImplBlock &Migrated,
                 const ImplBlock &Own, llvm::StringRef Key) {
  // Namespace `_` holds backend fallbacks, of which PyTorch refuses a
  // second for one key.
  std::string Outcome =
      Own.Namespace == "_"
          ? "PyTorch takes one backend fallback per dispatch key and "
            "fails at load on a second ('Tried to register multiple "
            "backend fallbacks for the same dispatch key')"
          : "PyTorch keeps one kernel per operator and dispatch key, the "
            "one registered last, and only warns at load ('Overriding a "
            "previously registered kernel'), so an operator both blocks "
            "register runs one block's kernel on MUSA and never the "
            "other's";
  F.report(DiagID::DispatchKeyClash, Migrated.KeyOffset, Migrated.Key.size(),
           fmt::format("{}({}, {}, ...) becomes a block for {}, and line {} "
                       "has one for '{}' and {} already: {}",
                       Migrated.Macro, Migrated.Namespace, Migrated.Key, Key,
                       lineOf(F.content(), Own.MacroOffset), Own.Namespace, Key,
                       Outcome),
           fmt::format("keep one {} block for '{}': merge the registrations "
                       "the port needs into one, or build only one of the two "
                       "blocks for MUSA (under a macro of the build)",
                       Key, Own.Namespace));
}

} // namespace

const Rule *DispatchKeyCheck::keyRule(llvm::StringRef Key) const {
  const Rule *R =
      Rules.lookupExact(RuleKind::Enumerator, ("DispatchKey::" + Key).str());
  return R && R->renames() && R->Musa.starts_with("DispatchKey::") ? R
                                                                   : nullptr;
}

void DispatchKeyCheck::checkText(TextCheckContext &F) {
  std::vector<ImplBlock> Blocks = implBlocks(F);
  // The stable ABI's macro stringizes its key, so no AST names it: the
  // port renames it here, as the AST's DispatchKey::CUDA is renamed.
  for (const ImplBlock &B : Blocks)
    if (const Rule *R = keyRule(B.Key); R && B.Macro != "TORCH_LIBRARY_IMPL")
      F.applyRule(B.KeyOffset, B.Key.size(), *R);
  if (Options.ToCuda)
    return;
  for (const ImplBlock &Migrated : Blocks) {
    const Rule *R = keyRule(Migrated.Key);
    llvm::StringRef Key =
        R ? R->Musa.drop_front(llvm::StringRef("DispatchKey::").size())
          : llvm::StringRef();
    if (Key.empty())
      continue;
    auto Own = llvm::find_if(Blocks, [&](const ImplBlock &B) {
      return B.Namespace == Migrated.Namespace && B.Key == Key;
    });
    if (Own != Blocks.end())
      reportClash(F, Migrated, *Own, Key);
  }
}

} // namespace musify
