//===- StandardSettings.cpp - The C++ standard a build script sets --------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/StandardSettings.h"
#include "musify/Rewrite/Words.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

namespace musify {

namespace {

/// The CMake variables and target properties whose value is a standard.
constexpr llvm::StringLiteral StandardWords[] = {
    "CMAKE_CXX_STANDARD", "CMAKE_CUDA_STANDARD", "CMAKE_MUSA_STANDARD",
    "CXX_STANDARD",       "CUDA_STANDARD",       "MUSA_STANDARD"};

/// The compile features whose name ends in a standard.
constexpr llvm::StringLiteral FeaturePrefixes[] = {"cxx_std_", "cuda_std_"};

/// [Begin, End) spans of a script, in order.
class Spans {
public:
  void add(size_t Begin, size_t End) { List.push_back({Begin, End}); }
  bool contain(size_t Offset) const {
    auto It = llvm::upper_bound(
        List, Offset, [](size_t O, const auto &S) { return O < S.first; });
    return It != List.begin() && Offset < std::prev(It)->second;
  }

private:
  std::vector<std::pair<size_t, size_t>> List;
};

/// A CMake command: its name and the offsets of its parentheses.
struct Command {
  llvm::StringRef Name;
  size_t Open = 0, Close = 0;
};

/// What a build script holds besides its settings: comments, quoted text,
/// CMake's commands, and the values its variables are set to. Read once.
class ScriptText {
public:
  ScriptText(llvm::StringRef Content, llvm::StringRef Kind)
      : Content(Content), Kind(Kind) {
    if (Kind == "cmake")
      lexCMake();
    else
      lexLines();
  }

  bool inComment(size_t Offset) const { return Comments.contain(Offset); }
  bool inQuotes(size_t Offset) const { return Quoted.contain(Offset); }

  /// Whether a setting at \p Offset sets something: not in a CMake
  /// command that only tests or prints text.
  bool inSettingCommand(size_t Offset) const {
    auto It =
        llvm::upper_bound(Commands, Offset, [](size_t O, const Command &C) {
          return O < C.Open;
        });
    if (It == Commands.begin() || Offset > std::prev(It)->Close)
      return true;
    const Command &C = *std::prev(It);
    std::string Name = C.Name.lower();
    if (Name == "message" || Name == "if" || Name == "elseif" ||
        Name == "while")
      return false;
    if (Name != "string")
      return true;
    llvm::StringRef Mode =
        Content.drop_front(C.Open + 1).ltrim().take_while(isIdentifierChar);
    return Mode == "APPEND" || Mode == "PREPEND";
  }

  /// Where the values the script sets \p Name to begin (set()'s second
  /// argument, a Make assignment's right side).
  llvm::ArrayRef<size_t> valuesOf(llvm::StringRef Name) const {
    auto It = Values.find(Name);
    if (It == Values.end())
      return {};
    return It->second;
  }

private:
  /// The length of an opening bracket (`[[`, `[==[`) at \p At, or 0.
  size_t bracketOpen(size_t At) const {
    if (At >= Content.size() || Content[At] != '[')
      return 0;
    size_t Equals = Content.drop_front(At + 1)
                        .take_while([](char C) { return C == '='; })
                        .size();
    size_t Second = At + 1 + Equals;
    return Second < Content.size() && Content[Second] == '[' ? Equals + 2 : 0;
  }

  /// The end of the bracket that \p Open (its length) opened at \p At.
  size_t bracketEnd(size_t At, size_t Open) const {
    std::string Close = "]" + std::string(Open - 2, '=') + "]";
    size_t End = Content.find(Close, At + Open);
    return End == llvm::StringRef::npos ? Content.size() : End + Close.size();
  }

  size_t lineEnd(size_t At) const {
    size_t End = Content.find('\n', At);
    return End == llvm::StringRef::npos ? Content.size() : End;
  }

  size_t quoteEnd(size_t At, char Quote) const {
    size_t I = At + 1;
    while (I < Content.size() && Content[I] != Quote)
      I += Content[I] == '\\' ? 2 : 1;
    return std::min(I + 1, Content.size());
  }

  void lexCMake() {
    int Depth = 0;
    Command Current;
    for (size_t I = 0; I < Content.size();) {
      char C = Content[I];
      size_t Next = I + 1;
      if (C == '#') {
        size_t Open = bracketOpen(I + 1);
        Next = Open ? bracketEnd(I + 1, Open) : lineEnd(I);
        Comments.add(I, Next);
      } else if (C == '"') {
        Next = quoteEnd(I, '"');
        Quoted.add(I, Next);
      } else if (size_t Open = bracketOpen(I)) {
        Next = bracketEnd(I, Open); // a bracket argument
        Quoted.add(I, Next);
      } else if (C == '(') {
        if (Depth++ == 0) {
          size_t NameEnd = Content.take_front(I).rtrim(" \t").size();
          size_t NameBegin = NameEnd;
          while (NameBegin > 0 && isIdentifierChar(Content[NameBegin - 1]))
            --NameBegin;
          Current.Name = Content.slice(NameBegin, NameEnd);
          Current.Open = I;
        }
      } else if (C == ')' && Depth > 0 && --Depth == 0) {
        Current.Close = I;
        Commands.push_back(Current);
        noteSet(Current);
      }
      I = Next;
    }
  }

  /// set(NAME value ...): where its value begins.
  void noteSet(const Command &C) {
    if (!C.Name.equals_insensitive("set"))
      return;
    size_t I = C.Open + 1;
    auto SkipBlanks = [&] {
      while (I < C.Close && llvm::isSpace(Content[I]))
        ++I;
    };
    SkipBlanks();
    size_t NameBegin = I;
    while (I < C.Close && isIdentifierChar(Content[I]))
      ++I;
    llvm::StringRef Name = Content.slice(NameBegin, I);
    size_t AfterName = I;
    SkipBlanks();
    if (Name.empty() || I == AfterName || I >= C.Close)
      return;
    Values[Name].push_back(Content[I] == '"' ? I + 1 : I);
  }

  /// Make and Python: `#` comments (outside a Python string), and Make's
  /// assignments.
  void lexLines() {
    for (size_t Begin = 0; Begin < Content.size();) {
      size_t End = lineEnd(Begin);
      char Quote = 0;
      for (size_t I = Begin; I < End; ++I) {
        char C = Content[I];
        if (Kind == "python" && (C == '"' || C == '\'') && !Quote)
          Quote = C;
        else if (C == Quote)
          Quote = 0;
        else if (C == '#' && !Quote && (I == Begin || Content[I - 1] != '\\')) {
          Comments.add(I, End);
          break;
        }
      }
      if (Kind == "make")
        noteAssignment(Begin, End);
      Begin = End + 1;
    }
  }

  /// `NAME = value` (also `:=`, `::=`, `?=`; after `export` or
  /// `override`): where its value begins.
  void noteAssignment(size_t Begin, size_t End) {
    llvm::StringRef Line = Content.slice(Begin, End).ltrim(" ");
    for (llvm::StringRef Word : {"export ", "override "})
      if (Line.consume_front(Word))
        Line = Line.ltrim(" ");
    llvm::StringRef Name = Line.take_while(isIdentifierChar);
    llvm::StringRef Rest = Line.drop_front(Name.size()).ltrim(" \t");
    if (Name.empty() ||
        !(Rest.consume_front("=") || Rest.consume_front(":=") ||
          Rest.consume_front("::=") || Rest.consume_front("?=")))
      return;
    Rest = Rest.ltrim(" \t");
    Values[Name].push_back(End - Rest.size());
  }

  llvm::StringRef Content, Kind;
  Spans Comments, Quoted;
  std::vector<Command> Commands;
  llvm::StringMap<std::vector<size_t>> Values;
};

class SettingFinder {
public:
  SettingFinder(llvm::StringRef Content, llvm::StringRef Kind)
      : Content(Content), Kind(Kind), Text(Content, Kind) {}

  std::vector<StandardSetting> find() {
    flags();
    cacheEntries();
    if (Kind == "cmake") {
      cmakeWords();
      features();
    }
    llvm::stable_sort(Out,
                      [](const StandardSetting &A, const StandardSetting &B) {
                        return A.Offset < B.Offset;
                      });
    return std::move(Out);
  }

private:
  /// Whether the word at [\p Begin, \p End) stands alone.
  bool wholeWord(size_t Begin, size_t End) const {
    return (Begin == 0 || !isIdentifierChar(Content[Begin - 1])) &&
           (End >= Content.size() || !isIdentifierChar(Content[End]));
  }

  bool sets(size_t Offset) const {
    return !Text.inComment(Offset) &&
           (Kind != "cmake" || Text.inSettingCommand(Offset));
  }

  /// `-std=c++14`, `--std=gnu++${CXX_STD}`.
  void flags() {
    for (size_t At = Content.find("std="); At != llvm::StringRef::npos;
         At = Content.find("std=", At + 1)) {
      size_t Begin = At;
      while (Begin > 0 && At - Begin < 2 && Content[Begin - 1] == '-')
        --Begin;
      if (Begin == At || (Begin > 0 && isIdentifierChar(Content[Begin - 1])) ||
          !sets(At))
        continue;
      llvm::StringRef Rest = Content.drop_front(At + 4);
      size_t Dialect = Rest.starts_with("c++")     ? 3
                       : Rest.starts_with("gnu++") ? 5
                                                   : 0;
      if (Dialect)
        value(Begin, At + 4 + Dialect);
    }
  }

  /// `-DCMAKE_CXX_STANDARD=14`, a CMake cache entry given on a command line
  /// in any script (setup.py's cmake_args, a Makefile that runs cmake).
  void cacheEntries() {
    for (llvm::StringRef Word : StandardWords) {
      if (!Word.starts_with("CMAKE_"))
        continue;
      std::string Entry = ("-D" + Word + "=").str();
      for (size_t At = Content.find(Entry); At != llvm::StringRef::npos;
           At = Content.find(Entry, At + 1))
        if ((At == 0 || !isIdentifierChar(Content[At - 1])) && sets(At))
          value(At, At + Entry.size());
    }
  }

  /// `set(CMAKE_CXX_STANDARD 14)`, `CUDA_STANDARD "${STD}"`.
  void cmakeWords() {
    for (llvm::StringRef Word : StandardWords)
      for (size_t At = Content.find(Word); At != llvm::StringRef::npos;
           At = Content.find(Word, At + 1)) {
        size_t End = At + Word.size();
        if (!wholeWord(At, End) || Text.inQuotes(At) || !sets(At))
          continue;
        size_t Value = Content.find_first_not_of(" \t\r\n", End);
        if (Value == llvm::StringRef::npos || Value == End)
          continue;
        if (Content[Value] == '"')
          ++Value;
        value(At, Value);
      }
  }

  /// `cxx_std_14`.
  void features() {
    for (llvm::StringRef Prefix : FeaturePrefixes)
      for (size_t At = Content.find(Prefix); At != llvm::StringRef::npos;
           At = Content.find(Prefix, At + 1)) {
        size_t Version = At + Prefix.size();
        llvm::StringRef Digits =
            Content.drop_front(Version).take_while(llvm::isAlnum);
        if (!wholeWord(At, Version + Digits.size()) || !sets(At) ||
            !standardYear(Digits))
          continue;
        add(At, Version + Digits.size(), Version, Digits, "");
      }
  }

  /// The value at \p Value of the setting at \p Begin: a version, or a
  /// variable (`${NAME}`, Make's `$(NAME)`), each version the script sets
  /// it to, or none.
  void value(size_t Begin, size_t Value) {
    llvm::StringRef Rest = Content.drop_front(Value);
    if (Rest.starts_with("${") || (Kind == "make" && Rest.starts_with("$("))) {
      char Close = Rest[1] == '{' ? '}' : ')';
      llvm::StringRef Name = Rest.drop_front(2).take_while(isIdentifierChar);
      if (Name.empty() || !Rest.drop_front(2 + Name.size())
                               .starts_with(llvm::StringRef(&Close, 1)))
        return;
      size_t End = Value + 2 + Name.size() + 1;
      size_t Before = Out.size();
      for (size_t At : Text.valuesOf(Name)) {
        llvm::StringRef Version =
            Content.drop_front(At).take_while(llvm::isAlnum);
        if (standardYear(Version))
          add(Begin, End, At, Version, Name);
      }
      if (Out.size() == Before) // set elsewhere, or to no version
        add(Begin, End, End, "", Name);
      return;
    }
    llvm::StringRef Version = Rest.take_while(llvm::isAlnum);
    if (standardYear(Version) &&
        (Value + Version.size() >= Content.size() ||
         !isIdentifierChar(Content[Value + Version.size()])))
      add(Begin, Value + Version.size(), Value, Version, "");
  }

  void add(size_t Begin, size_t End, size_t Version, llvm::StringRef Text,
           llvm::StringRef Variable) {
    StandardSetting S;
    S.Offset = Begin;
    S.Length = End - Begin;
    S.Written = Content.slice(Begin, End).str();
    llvm::erase(S.Written, '"'); // of a quoted CMake value
    S.VersionOffset = Version;
    S.VersionLength = Text.size();
    S.Year = standardYear(Text);
    S.Variable = Variable.str();
    Out.push_back(std::move(S));
  }

  llvm::StringRef Content, Kind;
  ScriptText Text;
  std::vector<StandardSetting> Out;
};

} // namespace

std::vector<StandardSetting> findStandardSettings(llvm::StringRef Content,
                                                  llvm::StringRef Kind) {
  return SettingFinder(Content, Kind).find();
}

} // namespace musify
