//===- StandardSettings.cpp - The C++ standard a build script sets --------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/StandardSettings.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

namespace musify {

unsigned standardYear(llvm::StringRef Version) {
  return llvm::StringSwitch<unsigned>(Version)
      .Case("98", 1998)
      .Case("03", 2003)
      .Cases("0x", "11", 2011)
      .Cases("1y", "14", 2014)
      .Cases("1z", "17", 2017)
      .Cases("2a", "20", 2020)
      .Cases("2b", "23", 2023)
      .Cases("2c", "26", 2026)
      .Default(0);
}

namespace {

bool isNameChar(char C) { return llvm::isAlnum(C) || C == '_'; }

/// The CMake variables and target properties whose value is a standard.
constexpr llvm::StringLiteral StandardWords[] = {
    "CMAKE_CXX_STANDARD", "CMAKE_CUDA_STANDARD", "CMAKE_MUSA_STANDARD",
    "CXX_STANDARD",       "CUDA_STANDARD",       "MUSA_STANDARD"};

/// The compile features whose name ends in a standard.
constexpr llvm::StringLiteral FeaturePrefixes[] = {"cxx_std_", "cuda_std_"};

class SettingFinder {
public:
  SettingFinder(llvm::StringRef Content, llvm::StringRef Kind)
      : Content(Content), Kind(Kind) {}

  std::vector<StandardSetting> find() {
    flags();
    if (Kind == "cmake") {
      cmakeWords();
      features();
    }
    llvm::sort(Out, [](const StandardSetting &A, const StandardSetting &B) {
      return A.Offset < B.Offset;
    });
    return std::move(Out);
  }

private:
  bool inComment(size_t Offset) const {
    size_t LineStart = Content.rfind('\n', Offset);
    LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
    return Content.slice(LineStart, Offset).contains('#');
  }

  /// Whether the word at [\p Begin, \p End) stands alone.
  bool wholeWord(size_t Begin, size_t End) const {
    return (Begin == 0 || !isNameChar(Content[Begin - 1])) &&
           (End >= Content.size() || !isNameChar(Content[End]));
  }

  /// `-std=c++14`, `--std=gnu++${CXX_STD}`.
  void flags() {
    for (size_t At = Content.find("std="); At != llvm::StringRef::npos;
         At = Content.find("std=", At + 1)) {
      size_t Begin = At;
      while (Begin > 0 && At - Begin < 2 && Content[Begin - 1] == '-')
        --Begin;
      if (Begin == At || (Begin > 0 && isNameChar(Content[Begin - 1])) ||
          inComment(At))
        continue;
      llvm::StringRef Rest = Content.drop_front(At + 4);
      size_t Dialect = Rest.starts_with("c++")     ? 3
                       : Rest.starts_with("gnu++") ? 5
                                                   : 0;
      if (Dialect)
        value(Begin, At + 4 + Dialect);
    }
  }

  /// `set(CMAKE_CXX_STANDARD 14)`, `CUDA_STANDARD "${STD}"`.
  void cmakeWords() {
    for (llvm::StringRef Word : StandardWords)
      for (size_t At = Content.find(Word); At != llvm::StringRef::npos;
           At = Content.find(Word, At + 1)) {
        size_t End = At + Word.size();
        if (!wholeWord(At, End) || inComment(At))
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
        llvm::StringRef Text =
            Content.drop_front(Version).take_while(llvm::isAlnum);
        if (!wholeWord(At, Version + Text.size()) || inComment(At) ||
            !standardYear(Text))
          continue;
        add(At, Version + Text.size(), Version, Text, "");
      }
  }

  /// The value at \p Value of the setting at \p Begin: a version, or a
  /// variable (`${NAME}`, Make's `$(NAME)`) that the script sets to one.
  void value(size_t Begin, size_t Value) {
    llvm::StringRef Rest = Content.drop_front(Value);
    if (Rest.starts_with("${") || (Kind == "make" && Rest.starts_with("$("))) {
      char Close = Rest[1] == '{' ? '}' : ')';
      llvm::StringRef Name = Rest.drop_front(2).take_while(isNameChar);
      if (Name.empty() || !Rest.drop_front(2 + Name.size())
                               .starts_with(llvm::StringRef(&Close, 1)))
        return;
      size_t End = Value + 2 + Name.size() + 1;
      for (const auto &[Offset, Text] : variableValues(Name))
        add(Begin, End, Offset, Text, Name);
      return;
    }
    llvm::StringRef Text = Rest.take_while(llvm::isAlnum);
    if (standardYear(Text) && (Value + Text.size() >= Content.size() ||
                               !isNameChar(Content[Value + Text.size()])))
      add(Begin, Value + Text.size(), Value, Text, "");
  }

  /// Where the script sets \p Name to a version: CMake's `set(NAME 14`
  /// and `set(NAME "14"`, Make's `NAME = 14` (also `:=`, `?=`).
  std::vector<std::pair<size_t, llvm::StringRef>>
  variableValues(llvm::StringRef Name) const {
    std::vector<std::pair<size_t, llvm::StringRef>> Values;
    for (size_t At = Content.find(Name); At != llvm::StringRef::npos;
         At = Content.find(Name, At + 1)) {
      if (!wholeWord(At, At + Name.size()) || inComment(At))
        continue;
      size_t Value = Kind == "cmake" ? cmakeSetValue(At, Name)
                                     : makeAssignmentValue(At, Name);
      if (Value == llvm::StringRef::npos)
        continue;
      llvm::StringRef Text =
          Content.drop_front(Value).take_while(llvm::isAlnum);
      if (standardYear(Text))
        Values.push_back({Value, Text});
    }
    return Values;
  }

  /// Where the value of `set(NAME value` begins when \p At is NAME there.
  size_t cmakeSetValue(size_t At, llvm::StringRef Name) const {
    llvm::StringRef Before = Content.take_front(At).rtrim(" \t");
    if (!Before.consume_back("("))
      return llvm::StringRef::npos;
    Before = Before.rtrim(" \t");
    if (!Before.ends_with_insensitive("set") ||
        !wholeWord(Before.size() - 3, Before.size()))
      return llvm::StringRef::npos;
    size_t Value = Content.find_first_not_of(" \t", At + Name.size());
    if (Value == llvm::StringRef::npos || Value == At + Name.size())
      return llvm::StringRef::npos;
    return Content[Value] == '"' ? Value + 1 : Value;
  }

  /// Where the value of `NAME = value` begins when \p At starts its line.
  size_t makeAssignmentValue(size_t At, llvm::StringRef Name) const {
    if (At > 0 && Content[At - 1] != '\n')
      return llvm::StringRef::npos;
    llvm::StringRef Rest = Content.drop_front(At + Name.size()).ltrim(" \t");
    if (!Rest.consume_front("=") && !Rest.consume_front(":=") &&
        !Rest.consume_front("?="))
      return llvm::StringRef::npos;
    Rest = Rest.ltrim(" \t");
    return Content.size() - Rest.size();
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
  std::vector<StandardSetting> Out;
};

} // namespace

std::vector<StandardSetting> findStandardSettings(llvm::StringRef Content,
                                                  llvm::StringRef Kind) {
  return SettingFinder(Content, Kind).find();
}

} // namespace musify
