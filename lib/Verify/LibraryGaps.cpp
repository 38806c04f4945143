//===- LibraryGaps.cpp - What a MUSA library lacks of its CUDA original ---===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Verify/LibraryGaps.h"
#include "musify/Support/FileKinds.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

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
    while (End < Text.size() && (llvm::isAlnum(Text[End]) || Text[End] == '_'))
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
  std::string Out;
  for (size_t I = 0; I < Name.size();) {
    llvm::StringRef Rest = Name.drop_front(I);
    if (Rest.size() >= From.size() &&
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

const std::set<std::string> &LibraryGaps::identifiers(const std::string &Root) {
  auto [It, New] = Identifiers.try_emplace(Root);
  if (!New)
    return It->second;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator
           I(Root, EC, /*follow_symlinks=*/false),
       E;
       I != E && !EC; I.increment(EC)) {
    if (!isMigratableSource(I->path()))
      continue;
    uint64_t Size = 0;
    if (llvm::sys::fs::file_size(I->path(), Size) || Size > MaxHeaderBytes)
      continue;
    if (auto Buffer = llvm::MemoryBuffer::getFile(I->path()))
      addIdentifiers((*Buffer)->getBuffer(), It->second);
  }
  return It->second;
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
    const std::set<std::string> &Ids = identifiers(Root);
    if (Ids.count(Name.str()) || Ids.count(Spelt))
      return false;
  }
  return llvm::any_of(Cuda, [&](const std::string &Root) {
    return identifiers(Root).count(Name.str()) > 0;
  });
}

} // namespace musify
