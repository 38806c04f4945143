//===- ArchFlags.cpp - nvcc architecture flags to mcc's -------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/ArchFlags.h"
#include "musify/Rules/Rule.h"

namespace musify {

/// Whether [From, To) of \p Content stays within one command: one logical
/// line (a backslash continues it), or one list for quoted flags.
static bool sameCommand(llvm::StringRef Content, unsigned From, unsigned To,
                        bool Quoted) {
  llvm::StringRef Between = Content.slice(From, To);
  if (Quoted)
    return !Between.contains(']') && !Between.contains(')');
  for (size_t I = Between.find('\n'); I != llvm::StringRef::npos;
       I = Between.find('\n', I + 1)) {
    llvm::StringRef Before = Between.take_front(I).rtrim("\r");
    if (!Before.ends_with("\\"))
      return false;
  }
  return true;
}

ArchFlagEdit archFlagEdit(llvm::StringRef Content, unsigned Offset,
                          unsigned Length, llvm::StringRef Musa,
                          llvm::ArrayRef<std::string> Archs,
                          std::optional<unsigned> PreviousEnd, bool CommaList) {
  unsigned End = Offset + Length;
  char Quote = Offset > 0 ? Content[Offset - 1] : 0;
  bool Quoted = (Quote == '\'' || Quote == '"') && End < Content.size() &&
                Content[End] == Quote;
  ArchFlagEdit E;
  E.FlagEnd = Quoted ? End + 1 : End;
  if (PreviousEnd && *PreviousEnd <= Offset &&
      sameCommand(Content, *PreviousEnd, Offset, Quoted)) {
    // Drop this flag with what separates it from the one before: blanks on
    // a command line; the comma, blanks and quotes in a list.
    unsigned Begin = Quoted ? Offset - 1 : Offset;
    llvm::StringRef Separators = Quoted ? " \t\r\n," : " \t";
    while (Begin > *PreviousEnd && Separators.contains(Content[Begin - 1]))
      --Begin;
    E.Offset = Begin;
    E.Length = E.FlagEnd - Begin;
    return E;
  }
  size_t At = Musa.find(ArchPlaceholder);
  std::string Separator = Quoted ? std::string(1, Quote) +
                                       (CommaList ? ", " : " ") +
                                       std::string(1, Quote)
                                 : " ";
  for (const std::string &Arch : Archs) {
    if (!E.Text.empty())
      E.Text += Separator;
    E.Text += Musa.take_front(At).str() + Arch +
              Musa.drop_front(At + ArchPlaceholder.size()).str();
  }
  E.Offset = Offset;
  E.Length = Length;
  return E;
}

} // namespace musify
