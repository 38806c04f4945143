//===- ScriptText.h - What a build script's text is -------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Reads a CMake, Make or setup.py script once, as its language reads it:
// which of its text is a comment or quoted, which CMake command a place is
// in, and what its variables are set to. The scanners of build-script
// rules and of C++ standard settings ask it instead of guessing from a
// line.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_REWRITE_SCRIPTTEXT_H
#define MUSIFY_REWRITE_SCRIPTTEXT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include <utility>
#include <vector>

namespace musify {

/// A build script's text of one kind ("cmake", "make" or "python"; any
/// other is read as Make's lines are), read once.
class ScriptText {
public:
  /// A CMake command: its name and the offsets of its parentheses.
  struct Command {
    llvm::StringRef Name;
    size_t Open = 0, Close = 0;
  };

  ScriptText(llvm::StringRef Content, llvm::StringRef Kind);

  llvm::StringRef content() const { return Content; }
  llvm::StringRef kind() const { return Kind; }

  /// Whether \p Offset is in a comment (`#` to the line's end; CMake's
  /// bracket comments `#[[...]]` too; not a `#` in a quoted string).
  bool inComment(size_t Offset) const { return Comments.contain(Offset); }
  /// Whether \p Offset is in quoted text (CMake's bracket arguments too).
  bool inQuotes(size_t Offset) const { return Quoted.contain(Offset); }
  /// Whether a setting at \p Offset sets something: not in a CMake
  /// command that only tests or prints text (message(), if(), elseif(),
  /// while(), string() but its APPEND and PREPEND).
  bool inSettingCommand(size_t Offset) const;
  /// Where the values the script sets \p Name to begin (set()'s second
  /// argument, a Make assignment's right side).
  llvm::ArrayRef<size_t> valuesOf(llvm::StringRef Name) const;
  /// CMake: the offset just after the `)` that ends the command whose
  /// parentheses hold \p Offset, or npos where none does (a command that
  /// does not end).
  size_t commandEnd(size_t Offset) const;
  /// CMake: its commands outside comments and quotes, in order (the ones
  /// that end).
  llvm::ArrayRef<Command> commands() const { return Commands; }
  /// CMake: the unquoted arguments of the command whose parentheses hold
  /// \p Offset, in order, outside comments; a generator expression or a
  /// parenthesized group is part of its argument (`$<$<CONFIG:X>:a b>`).
  std::vector<llvm::StringRef> unquotedArguments(size_t Offset) const;

private:
  /// [Begin, End) spans of the script, in order.
  class Spans {
  public:
    void add(size_t Begin, size_t End) { List.push_back({Begin, End}); }
    bool contain(size_t Offset) const;
    /// The end of the span that holds \p Offset, else \p Offset.
    size_t endOf(size_t Offset) const;

  private:
    std::vector<std::pair<size_t, size_t>> List;
  };

  /// The command whose parentheses hold \p Offset, or null.
  const Command *commandAt(size_t Offset) const;
  bool startsArgument(size_t At) const;
  size_t bracketOpen(size_t At) const;
  size_t bracketEnd(size_t At, size_t Open) const;
  size_t lineEnd(size_t At) const;
  size_t quoteEnd(size_t At, char Quote) const;
  void lexCMake();
  void noteSet(const Command &C);
  void lexPython();
  size_t pythonStringEnd(size_t At) const;
  void lexMake();
  void noteAssignment(size_t Begin, size_t End);

  llvm::StringRef Content, Kind;
  Spans Comments, Quoted;
  std::vector<Command> Commands;
  llvm::StringMap<std::vector<size_t>> Values;
};

} // namespace musify

#endif // MUSIFY_REWRITE_SCRIPTTEXT_H
