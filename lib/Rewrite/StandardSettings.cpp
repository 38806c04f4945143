//===- StandardSettings.cpp - The C++ standard a build script sets --------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/StandardSettings.h"
#include "musify/Rewrite/ScriptText.h"
#include "musify/Rewrite/Words.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

namespace musify {

namespace {

/// The CMake variables and target properties whose value is a standard.
constexpr llvm::StringLiteral StandardWords[] = {
    "CMAKE_CXX_STANDARD", "CMAKE_CUDA_STANDARD", "CMAKE_MUSA_STANDARD",
    "CXX_STANDARD",       "CUDA_STANDARD",       "MUSA_STANDARD"};

/// The compile features whose name ends in a standard.
constexpr llvm::StringLiteral FeaturePrefixes[] = {"cxx_std_", "cuda_std_"};

class SettingFinder {
public:
  explicit SettingFinder(const ScriptText &Text)
      : Content(Text.content()), Kind(Text.kind()), Text(Text) {}

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

  /// `-std=c++14`, `--std=gnu++${CXX_STD}`, and nvcc's `-std c++14`.
  void flags() {
    for (size_t At = Content.find("std"); At != llvm::StringRef::npos;
         At = Content.find("std", At + 1)) {
      size_t Begin = At;
      while (Begin > 0 && At - Begin < 2 && Content[Begin - 1] == '-')
        --Begin;
      if (Begin == At || (Begin > 0 && isIdentifierChar(Content[Begin - 1])) ||
          !sets(At))
        continue;
      size_t Value = At + 3 < Content.size() && Content[At + 3] == '='
                         ? At + 4
                         : separateValue(At + 3);
      llvm::StringRef Rest = Content.drop_front(Value);
      size_t Dialect = Rest.starts_with("c++")     ? 3
                       : Rest.starts_with("gnu++") ? 5
                                                   : 0;
      if (Dialect)
        value(Begin, Value + Dialect);
    }
  }

  /// Where the value of nvcc's `-std` given apart from it begins, after
  /// \p At: the next word, or the next element where the script lists
  /// flags (setup.py's `'-std', 'c++14'`, CMake's `"-std" "c++14"` or
  /// `-std;c++14`, on the next line of a list; Make's after a `\`
  /// continuing the line); Content.size() where none follows.
  size_t separateValue(size_t At) const {
    size_t I = At;
    while (I < Content.size()) {
      llvm::StringRef Rest = Content.drop_front(I);
      size_t Skip = Rest.starts_with(" ") || Rest.starts_with("\t") ? 1
                    : Kind != "make" &&
                            llvm::StringRef("'\",;\r\n").contains(Rest.front())
                        ? 1
                    : Kind == "make" && Rest.starts_with("\\\n")   ? 2
                    : Kind == "make" && Rest.starts_with("\\\r\n") ? 3
                                                                   : 0;
      if (!Skip)
        break;
      I += Skip;
    }
    return I == At ? Content.size() : I;
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
    // One blank where the setting's parts are apart (`-std', 'c++14`,
    // `-std\tc++14`); a quoted CMake value without its quote.
    for (char C : Content.slice(Begin, End)) {
      bool Apart = llvm::StringRef(" \t\r\n'\",;\\").contains(C);
      if (!Apart)
        S.Written += C;
      else if (C != '"' && !S.Written.empty() && S.Written.back() != ' ')
        S.Written += ' ';
    }
    S.VersionOffset = Version;
    S.VersionLength = Text.size();
    S.Year = standardYear(Text);
    S.Variable = Variable.str();
    Out.push_back(std::move(S));
  }

  llvm::StringRef Content, Kind;
  const ScriptText &Text;
  std::vector<StandardSetting> Out;
};

} // namespace

std::vector<StandardSetting> findStandardSettings(const ScriptText &Script) {
  return SettingFinder(Script).find();
}

std::vector<StandardSetting> findStandardSettings(llvm::StringRef Content,
                                                  llvm::StringRef Kind) {
  return findStandardSettings(ScriptText(Content, Kind));
}

} // namespace musify
