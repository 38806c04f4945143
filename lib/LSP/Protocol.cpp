//===- Protocol.cpp - LSP positions, ranges, URIs, text changes -----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/LSP/Protocol.h"
#include "llvm/ADT/StringExtras.h"
#include <fmt/format.h>

namespace musify {
namespace lsp {

bool fromJSON(const llvm::json::Value &V, Position &P, llvm::json::Path Path) {
  llvm::json::ObjectMapper O(V, Path);
  return O && O.map("line", P.Line) && O.map("character", P.Character) &&
         P.Line >= 0 && P.Character >= 0;
}

bool fromJSON(const llvm::json::Value &V, Range &R, llvm::json::Path Path) {
  llvm::json::ObjectMapper O(V, Path);
  return O && O.map("start", R.Start) && O.map("end", R.End);
}

llvm::json::Value toJSON(const Position &P) {
  return llvm::json::Object{{"line", P.Line}, {"character", P.Character}};
}

llvm::json::Value toJSON(const Range &R) {
  return llvm::json::Object{{"start", R.Start}, {"end", R.End}};
}

namespace {

/// The length in bytes of the UTF-8 sequence at \p Text's front, and its
/// length in UTF-16 code units. A byte that starts no valid sequence is one
/// byte and one unit.
std::pair<size_t, unsigned> codePointAt(llvm::StringRef Text) {
  auto Byte = [&](size_t I) { return static_cast<unsigned char>(Text[I]); };
  unsigned char Lead = Byte(0);
  size_t Length = Lead < 0x80                   ? 1
                  : Lead >= 0xC2 && Lead < 0xE0 ? 2
                  : Lead >= 0xE0 && Lead < 0xF0 ? 3
                  : Lead >= 0xF0 && Lead < 0xF5 ? 4
                                                : 0;
  if (Length == 0 || Length > Text.size())
    return {1, 1};
  for (size_t I = 1; I < Length; ++I)
    if ((Byte(I) & 0xC0) != 0x80)
      return {1, 1};
  return {Length, Length == 4 ? 2 : 1};
}

} // namespace

llvm::Expected<size_t> offsetAt(llvm::StringRef Text, Position P) {
  size_t LineStart = 0;
  for (int64_t L = 0; L < P.Line; ++L) {
    size_t Newline = Text.find('\n', LineStart);
    if (Newline == llvm::StringRef::npos)
      return llvm::createStringError(fmt::format(
          "line {} is past the end of the text ({} lines)", P.Line, L + 1));
    LineStart = Newline + 1;
  }
  size_t LineEnd = std::min(Text.find('\n', LineStart), Text.size());
  size_t Offset = LineStart;
  int64_t Units = 0;
  while (Offset < LineEnd && Units < P.Character) {
    auto [Bytes, CodeUnits] = codePointAt(Text.slice(Offset, LineEnd));
    if (Units + CodeUnits > P.Character)
      break; // inside a surrogate pair: before it
    Units += CodeUnits;
    Offset += Bytes;
  }
  return Offset;
}

Position positionAt(llvm::StringRef Text, size_t Offset) {
  Offset = std::min(Offset, Text.size());
  llvm::StringRef Before = Text.take_front(Offset);
  Position P;
  P.Line = static_cast<int64_t>(Before.count('\n'));
  size_t LineStart = Before.rfind('\n');
  llvm::StringRef Line = LineStart == llvm::StringRef::npos
                             ? Before
                             : Before.drop_front(LineStart + 1);
  while (!Line.empty()) {
    auto [Bytes, CodeUnits] = codePointAt(Line);
    P.Character += CodeUnits;
    Line = Line.drop_front(Bytes);
  }
  return P;
}

std::string uriFromPath(llvm::StringRef AbsolutePath) {
  std::string Uri = "file://";
  for (char C : AbsolutePath) {
    if (llvm::isAlnum(C) || llvm::StringRef("-._~/").contains(C))
      Uri += C;
    else
      Uri += fmt::format("%{:02X}", static_cast<unsigned char>(C));
  }
  return Uri;
}

llvm::Expected<std::string> pathFromUri(llvm::StringRef Uri) {
  llvm::StringRef Rest = Uri;
  if (!Rest.consume_front_insensitive("file://"))
    return llvm::createStringError(
        fmt::format("'{}' is not a file: URI", Uri.take_front(80).str()));
  // An authority, if any, must be this machine.
  size_t Slash = Rest.find('/');
  llvm::StringRef Authority = Rest.take_front(Slash);
  if (!Authority.empty() && !Authority.equals_insensitive("localhost"))
    return llvm::createStringError(fmt::format("'{}' names another host ({})",
                                               Uri.str(), Authority.str()));
  Rest = Rest.drop_front(Authority.size());
  if (Rest.empty())
    return llvm::createStringError(
        fmt::format("'{}' names no path", Uri.str()));
  std::string Path;
  for (size_t I = 0; I < Rest.size(); ++I) {
    if (Rest[I] != '%') {
      Path += Rest[I];
      continue;
    }
    unsigned Byte = 0;
    if (I + 2 >= Rest.size() || Rest.substr(I + 1, 2).getAsInteger(16, Byte))
      return llvm::createStringError(fmt::format(
          "'{}' has a bad escape at character {}", Uri.str(), I + 7));
    Path += static_cast<char>(Byte);
    I += 2;
  }
  return Path;
}

llvm::Error applyChange(std::string &Text, const llvm::json::Value &Change) {
  const llvm::json::Object *O = Change.getAsObject();
  std::optional<llvm::StringRef> New = O ? O->getString("text") : std::nullopt;
  if (!New)
    return llvm::createStringError("a content change without a text");
  const llvm::json::Value *RangeValue = O->get("range");
  if (!RangeValue) {
    Text = New->str();
    return llvm::Error::success();
  }
  Range R;
  llvm::json::Path::Root Root;
  if (!fromJSON(*RangeValue, R, Root))
    return llvm::createStringError("a content change with a bad range");
  llvm::Expected<size_t> Begin = offsetAt(Text, R.Start);
  if (!Begin)
    return Begin.takeError();
  llvm::Expected<size_t> End = offsetAt(Text, R.End);
  if (!End)
    return End.takeError();
  if (*End < *Begin)
    return llvm::createStringError("a content change whose range ends "
                                   "before it starts");
  Text.replace(*Begin, *End - *Begin, New->str());
  return llvm::Error::success();
}

} // namespace lsp
} // namespace musify
