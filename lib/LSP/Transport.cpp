//===- Transport.cpp - LSP base protocol: Content-Length framing ----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/LSP/Transport.h"
#include <cerrno>
#include <fmt/format.h>
#include <unistd.h>

namespace musify {
namespace lsp {

MessageReader::MessageReader(ReadFn Read, size_t MaxBody)
    : Read(std::move(Read)), MaxBody(MaxBody) {}

bool MessageReader::fill() {
  if (Ended)
    return false;
  if (Pos == Buffer.size()) {
    Buffer.clear();
    Pos = 0;
  }
  char Chunk[65536];
  long N = Read(Chunk, sizeof(Chunk));
  if (N <= 0) {
    Ended = true;
    return false;
  }
  Buffer.append(Chunk, static_cast<size_t>(N));
  return true;
}

MessageReader::Line MessageReader::readLine(std::string &Text, size_t &Start) {
  bool Discarding = false;
  for (;;) {
    size_t Newline = Buffer.find('\n', Pos);
    if (Newline != std::string::npos) {
      Start = Pos;
      Text = Buffer.substr(Pos, Newline - Pos);
      Pos = Newline + 1;
      if (!Text.empty() && Text.back() == '\r')
        Text.pop_back();
      return Discarding || Text.size() > MaxHeaderLine ? Line::TooLong
                                                       : Line::Ok;
    }
    if (Buffer.size() - Pos > MaxHeaderLine) {
      // Too long for a header: dropped up to its end.
      Pos = Buffer.size();
      Discarding = true;
    }
    if (!fill())
      return Line::End;
  }
}

bool MessageReader::parseHeader(llvm::StringRef Text,
                                std::optional<size_t> &Length,
                                std::string &Problem) const {
  size_t Colon = Text.find(':');
  if (Colon == llvm::StringRef::npos) {
    Problem = fmt::format("a header line without ':' ('{}')",
                          Text.take_front(40).str());
    return false;
  }
  llvm::StringRef Name = Text.take_front(Colon).trim();
  llvm::StringRef Value = Text.drop_front(Colon + 1).trim();
  if (!Name.equals_insensitive("Content-Length"))
    return true; // Content-Type and the like change nothing
  unsigned long long N = 0;
  if (Value.getAsInteger(10, N)) {
    Problem = fmt::format("Content-Length '{}' is not a number",
                          Value.take_front(40).str());
    return false;
  }
  if (N > MaxBody) {
    Problem = fmt::format("Content-Length {} is over the limit of {} bytes", N,
                          MaxBody);
    return false;
  }
  if (Length && *Length != N) {
    Problem = "two different Content-Length headers";
    return false;
  }
  Length = static_cast<size_t>(N);
  return true;
}

MessageReader::Result MessageReader::next(std::string &Body,
                                          std::string &Error) {
  Error.clear();
  if (Pos > (size_t(1) << 20)) {
    Buffer.erase(0, Pos);
    Pos = 0;
  }
  std::optional<size_t> Length;
  std::string Problem;
  bool InHeaders = false;
  for (;;) {
    std::string Text;
    size_t Start = 0;
    Line L = readLine(Text, Start);
    if (L == Line::End) {
      if (InHeaders)
        Error = "the input ended inside a message's headers";
      return Result::End;
    }
    if (L == Line::TooLong) {
      Problem =
          fmt::format("a header line longer than {} bytes", MaxHeaderLine);
      InHeaders = true;
      continue;
    }
    if (Text.empty()) {
      if (!InHeaders)
        continue; // blank lines between messages
      break;
    }
    if (!InHeaders) {
      // What a broken message left before the next one's header.
      size_t At = llvm::StringRef(Text).find_insensitive("content-length:");
      if (At != llvm::StringRef::npos && At > 0) {
        Pos = Start + At;
        Error = fmt::format("{} byte{} outside any message {} skipped", At,
                            At == 1 ? "" : "s", At == 1 ? "was" : "were");
        return Result::BadFrame;
      }
    }
    InHeaders = true;
    parseHeader(Text, Length, Problem);
  }
  if (!Length) {
    Error =
        Problem.empty() ? "a message without a Content-Length header" : Problem;
    return Result::BadFrame;
  }
  while (Buffer.size() - Pos < *Length)
    if (!fill()) {
      Error = "the input ended inside a message's body";
      return Result::End;
    }
  Body = Buffer.substr(Pos, *Length);
  Pos += *Length;
  if (!Problem.empty()) {
    Error = Problem;
    return Result::BadFrame;
  }
  return Result::Message;
}

MessageReader::ReadFn readFromFd(int Fd) {
  return [Fd](char *Buffer, size_t Size) -> long {
    for (;;) {
      ssize_t N = ::read(Fd, Buffer, Size);
      if (N < 0 && errno == EINTR)
        continue;
      return static_cast<long>(N);
    }
  };
}

std::string frameMessage(llvm::StringRef Body) {
  return fmt::format("Content-Length: {}\r\n\r\n", Body.size()) + Body.str();
}

bool MessageWriter::write(llvm::StringRef Body) {
  std::string Framed = frameMessage(Body);
  std::lock_guard<std::mutex> Guard(Lock);
  llvm::StringRef Rest = Framed;
  while (!Rest.empty()) {
    ssize_t N = ::write(Fd, Rest.data(), Rest.size());
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return false;
    Rest = Rest.drop_front(static_cast<size_t>(N));
  }
  return true;
}

} // namespace lsp
} // namespace musify
