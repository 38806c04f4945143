//===- Transport.h - LSP base protocol: Content-Length framing --*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The Language Server Protocol's base layer: each message is a block of
// `Name: value` header lines ending in an empty line (lines end in \r\n;
// a bare \n is accepted too), then a body of exactly Content-Length bytes.
// The reader knows nothing of JSON. A frame it cannot use is skipped and
// said (BadFrame), and reading goes on at the next header that names a
// Content-Length, so that one broken message never stops a server.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LSP_TRANSPORT_H
#define MUSIFY_LSP_TRANSPORT_H

#include "llvm/ADT/StringRef.h"
#include <cstddef>
#include <functional>
#include <mutex>
#include <optional>
#include <string>

namespace musify {
namespace lsp {

class MessageReader {
public:
  /// Reads at most \p Size bytes into \p Buffer: how many were read, 0 at the
  /// end of the input, below 0 on an error (taken as the end).
  using ReadFn = std::function<long(char *Buffer, size_t Size)>;

  /// The largest body accepted, and the longest header line.
  static constexpr size_t DefaultMaxBody = size_t(256) << 20;
  static constexpr size_t MaxHeaderLine = size_t(64) << 10;

  explicit MessageReader(ReadFn Read, size_t MaxBody = DefaultMaxBody);

  enum class Result {
    Message,  ///< a body is in \p Body
    BadFrame, ///< something was skipped; \p Error says what
    End,      ///< no more input (\p Error is set when it ended mid-message)
  };
  Result next(std::string &Body, std::string &Error);

private:
  enum class Line { Ok, TooLong, End };
  Line readLine(std::string &Text, size_t &Start);
  bool fill();
  bool parseHeader(llvm::StringRef Text, std::optional<size_t> &Length,
                   std::string &Problem) const;

  ReadFn Read;
  size_t MaxBody;
  std::string Buffer;
  size_t Pos = 0; ///< where the unread part of Buffer starts
  bool Ended = false;
};

/// A reader of file descriptor \p Fd (retrying on EINTR).
MessageReader::ReadFn readFromFd(int Fd);

/// \p Body with its Content-Length header.
std::string frameMessage(llvm::StringRef Body);

/// Writes framed messages to a file descriptor, whole, one thread at a time.
class MessageWriter {
public:
  explicit MessageWriter(int Fd) : Fd(Fd) {}
  /// False when the output is gone.
  bool write(llvm::StringRef Body);

private:
  int Fd;
  std::mutex Lock;
};

} // namespace lsp
} // namespace musify

#endif // MUSIFY_LSP_TRANSPORT_H
