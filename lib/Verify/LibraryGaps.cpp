//===- LibraryGaps.cpp - What a MUSA library lacks of its CUDA original ---===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Verify/LibraryGaps.h"
#include "musify/Rewrite/Words.h"
#include "musify/Support/SourceTree.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

namespace musify {

namespace {

/// Reads no file larger than this: a header of a library is far smaller.
constexpr uint64_t MaxHeaderBytes = 8 << 20;

void addIdentifiers(llvm::StringRef Text, std::set<std::string> &Out) {
  for (size_t I = 0; I < Text.size();) {
    if (!llvm::isAlpha(Text[I]) && Text[I] != '_') {
      ++I;
      continue;
    }
    size_t End = I;
    while (End < Text.size() && isIdentifierChar(Text[End]))
      ++End;
    // A digit run before it (0x1f) is not a name; this one starts a word.
    if (I == 0 || !llvm::isDigit(Text[I - 1]))
      Out.insert(Text.slice(I, End).str());
    I = End;
  }
}

/// \p Name with \p From replaced by \p To wherever it appears, in the case
/// it is written (CUTE_X, cute_x, CuTe).
std::string replaceWord(llvm::StringRef Name, llvm::StringRef From,
                        llvm::StringRef To) {
  if (From.empty())
    return Name.str();
  std::string Out;
  for (size_t I = 0; I < Name.size();) {
    llvm::StringRef Rest = Name.drop_front(I);
    // A word of the name: not inside another (execute holds no cute); it
    // may end where a capital starts the next (cuteTensor).
    bool Starts = I == 0 || !llvm::isAlpha(Name[I - 1]);
    bool Ends =
        Rest.size() == From.size() ||
        (Rest.size() > From.size() && !llvm::isLower(Rest[From.size()]));
    if (Starts && Ends && Rest.size() >= From.size() &&
        Rest.take_front(From.size()).equals_insensitive(From)) {
      // Keep the case of each letter as written (CUTE -> MUTE).
      for (size_t K = 0; K < To.size(); ++K) {
        char C = K < From.size() ? Rest[K] : To[K];
        Out += llvm::isUpper(C) ? llvm::toUpper(To[K]) : llvm::toLower(To[K]);
      }
      I += From.size();
      continue;
    }
    Out += Name[I++];
  }
  return Out;
}

/// Whether \p Text declares \p Name: a macro, a type, a namespace, an
/// alias, or a function (the name before "(" after a type or a specifier,
/// not after `return`, `.` or `->`).
bool declaresIn(llvm::StringRef Text, llvm::StringRef Name) {
  static const llvm::StringRef Introducers[] = {
      "define", "struct",    "class",    "union",   "enum",
      "using",  "namespace", "typename", "typedef", "concept"};
  static const llvm::StringRef NotTypes[] = {
      "return", "else",      "case",     "do",   "throw", "new", "delete",
      "sizeof", "co_return", "co_yield", "goto", "not",   "and", "or"};
  for (size_t At = Text.find(Name); At != llvm::StringRef::npos;
       At = Text.find(Name, At + 1)) {
    size_t End = At + Name.size();
    if ((At > 0 && isIdentifierChar(Text[At - 1])) ||
        (End < Text.size() && isIdentifierChar(Text[End])))
      continue;
    // The word before, past spaces, * and &.
    size_t B = At;
    while (B > 0 && (Text[B - 1] == ' ' || Text[B - 1] == '\t' ||
                     Text[B - 1] == '*' || Text[B - 1] == '&'))
      --B;
    size_t WordEnd = B;
    while (B > 0 && isIdentifierChar(Text[B - 1]))
      --B;
    llvm::StringRef Before = Text.slice(B, WordEnd);
    if (Before.empty())
      continue;
    if (llvm::is_contained(Introducers, Before))
      return true;
    llvm::StringRef After = Text.drop_front(End).ltrim(" \t");
    bool Member = B > 0 && (Text[B - 1] == '.' || Text[B - 1] == '>' ||
                            Text[B - 1] == ':');
    if (After.starts_with("(") && !llvm::isDigit(Before[0]) && !Member &&
        !llvm::is_contained(NotTypes, Before))
      return true;
  }
  return false;
}

/// Whether \p Arg is a template argument of the language's own: a builtin
/// type or a number.
bool isBuiltinArgument(llvm::StringRef Arg) {
  static const llvm::Regex Builtin(
      "^((const |volatile )*((un)?signed )?(char|short|int|long|long long|"
      "float|double|long double|bool|void|wchar_t|char8_t|char16_t|"
      "char32_t|unsigned|signed)( \\*| &| const)*|-?[0-9]+[uUlL]*|true|"
      "false)$");
  return Builtin.match(Arg);
}

} // namespace

std::vector<std::string>
LibraryGaps::roots(llvm::ArrayRef<std::string> IncludeDirs, bool Musa) const {
  std::vector<std::string> Out;
  for (const auto &[Cuda, Mu] : Prefixes)
    for (const std::string &Dir : IncludeDirs) {
      llvm::SmallString<256> P(Dir);
      llvm::sys::path::append(P, llvm::StringRef(Musa ? Mu : Cuda).rtrim('/'));
      if (llvm::sys::fs::is_directory(P))
        Out.push_back(std::string(P));
    }
  return Out;
}

std::string LibraryGaps::lackingHeader(llvm::ArrayRef<std::string> IncludeDirs,
                                       llvm::StringRef Header) const {
  for (const auto &[Cuda, Musa] : Prefixes) {
    if (!Header.starts_with(Musa))
      continue;
    // MUTLASS keeps its utilities (mutlass/util/) in a tree of their own,
    // given apart, as CUTLASS does.
    std::string Tree = Header.starts_with(Musa + "util/")
                           ? Musa + "util"
                           : llvm::StringRef(Musa).rtrim('/').str();
    for (const std::string &Include : IncludeDirs) {
      llvm::SmallString<256> P(Include);
      llvm::sys::path::append(P, Tree);
      if (llvm::sys::fs::is_directory(P))
        return std::string(P);
    }
  }
  return "";
}

const LibraryGaps::Library &LibraryGaps::library(const std::string &Root) {
  auto [It, New] = Libraries.try_emplace(Root);
  Library &L = It->second;
  if (!New)
    return L;
  // A tree that cannot be read whole says nothing about what it lacks.
  llvm::Expected<SourceTree> Tree = listSourceTree(Root, {}, {});
  if (!Tree) {
    llvm::consumeError(Tree.takeError());
    return L;
  }
  for (const std::string &File : Tree->Sources) {
    uint64_t Size = 0;
    if (llvm::sys::fs::file_size(File, Size) || Size > MaxHeaderBytes)
      continue;
    auto Buffer = llvm::MemoryBuffer::getFile(File);
    if (!Buffer)
      return L;
    addIdentifiers((*Buffer)->getBuffer(), L.Identifiers);
    L.Files.push_back(File);
  }
  L.Complete = Tree->Unreadable.empty();
  return L;
}

bool LibraryGaps::declares(const Library &L, llvm::StringRef Name) const {
  return llvm::any_of(L.Files, [&](const std::string &File) {
    auto Buffer = llvm::MemoryBuffer::getFile(File);
    return Buffer && declaresIn((*Buffer)->getBuffer(), Name);
  });
}

std::string LibraryGaps::musaSpelling(llvm::StringRef Name) const {
  std::string Out = Name.str();
  // The longer name first: cutlass holds no cute, but be safe.
  std::vector<std::pair<std::string, std::string>> Words;
  for (const auto &[Cuda, Musa] : Prefixes)
    Words.push_back({llvm::StringRef(Cuda).rtrim('/').str(),
                     llvm::StringRef(Musa).rtrim('/').str()});
  llvm::sort(Words, [](const auto &A, const auto &B) {
    return A.first.size() > B.first.size();
  });
  for (const auto &[Cuda, Musa] : Words)
    if (Cuda.size() == Musa.size())
      Out = replaceWord(Out, Cuda, Musa);
  return Out;
}

bool LibraryGaps::isMusaLibraryName(llvm::StringRef Qualified) const {
  Qualified.consume_front("::");
  return llvm::any_of(Prefixes, [&](const auto &P) {
    return Qualified.starts_with(llvm::StringRef(P.second).rtrim('/').str() +
                                 "::");
  });
}

bool LibraryGaps::lacksName(llvm::ArrayRef<std::string> IncludeDirs,
                            llvm::StringRef Name) {
  std::vector<std::string> Cuda = roots(IncludeDirs, false);
  std::vector<std::string> Musa = roots(IncludeDirs, true);
  if (Cuda.empty() || Musa.empty() || Name.empty())
    return false;
  std::lock_guard<std::mutex> Guard(Lock);
  std::string Spelt = musaSpelling(Name);
  for (const std::string &Root : Musa) {
    const Library &L = library(Root);
    if (!L.Complete || L.Identifiers.count(Name.str()) ||
        L.Identifiers.count(Spelt))
      return false;
  }
  // CUTLASS must declare it, not only mention it: its headers name CUDA's
  // functions too (cudaLaunchKernelEx), which are no name of CUTLASS's.
  return llvm::any_of(Cuda, [&](const std::string &Root) {
    const Library &L = library(Root);
    return L.Identifiers.count(Name.str()) > 0 && declares(L, Name);
  });
}

bool LibraryGaps::onlyLibraryArguments(llvm::StringRef Template) const {
  size_t Open = Template.find('<');
  if (Open == llvm::StringRef::npos || !Template.ends_with(">"))
    return false;
  llvm::StringRef Args = Template.slice(Open + 1, Template.size() - 1);
  // Split at the commas outside any nested <...>.
  unsigned Depth = 0;
  size_t Start = 0;
  for (size_t I = 0; I <= Args.size(); ++I) {
    char C = I < Args.size() ? Args[I] : ',';
    if (C == '<')
      ++Depth;
    else if (C == '>' && Depth)
      --Depth;
    else if (C == ',' && !Depth) {
      llvm::StringRef Arg = Args.slice(Start, I).trim();
      Start = I + 1;
      if (isMusaLibraryName(Arg) || isBuiltinArgument(Arg))
        continue;
      return false;
    }
  }
  return true;
}

} // namespace musify
