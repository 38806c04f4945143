//===- LSPTransportTest.cpp - Framing, JSON-RPC, positions of musify/LSP --===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/LSP/JsonRpc.h"
#include "musify/LSP/Protocol.h"
#include "musify/LSP/Transport.h"
#include "gtest/gtest.h"
#include <cstring>

using namespace musify::lsp;

namespace {

/// A reader of \p Input that hands out at most \p Chunk bytes per read.
MessageReader readerOf(std::string Input, size_t Chunk = 1 << 16,
                       size_t MaxBody = MessageReader::DefaultMaxBody) {
  auto Shared = std::make_shared<std::string>(std::move(Input));
  auto Pos = std::make_shared<size_t>(0);
  return MessageReader(
      [Shared, Pos, Chunk](char *Buffer, size_t Size) -> long {
        size_t N = std::min({Size, Chunk, Shared->size() - *Pos});
        std::memcpy(Buffer, Shared->data() + *Pos, N);
        *Pos += N;
        return static_cast<long>(N);
      },
      MaxBody);
}

/// Everything \p R reads: "M:<body>" for a message, "B:<error>" for a
/// skipped frame, "E:<error>" at the end.
std::vector<std::string> readAll(MessageReader R) {
  std::vector<std::string> Out;
  for (;;) {
    std::string Body, Error;
    MessageReader::Result Got = R.next(Body, Error);
    if (Got == MessageReader::Result::Message)
      Out.push_back("M:" + Body);
    else if (Got == MessageReader::Result::BadFrame)
      Out.push_back("B:" + Error);
    else {
      Out.push_back("E:" + Error);
      return Out;
    }
  }
}

using Strings = std::vector<std::string>;

TEST(LSPTransport, ReadsMessagesBackToBack) {
  std::string In = frameMessage("{\"a\":1}") +
                   "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n"
                   "content-length: 2\r\n\r\n[]" +
                   "Content-Length:3\n\n{ }";
  EXPECT_EQ(readAll(readerOf(In)),
            (Strings{"M:{\"a\":1}", "M:[]", "M:{ }", "E:"}));
  // The same, one byte per read.
  EXPECT_EQ(readAll(readerOf(In, 1)),
            (Strings{"M:{\"a\":1}", "M:[]", "M:{ }", "E:"}));
}

TEST(LSPTransport, FramesWithContentLength) {
  EXPECT_EQ(frameMessage("{}"), "Content-Length: 2\r\n\r\n{}");
  EXPECT_EQ(frameMessage("ä"), "Content-Length: 2\r\n\r\nä"); // bytes
}

TEST(LSPTransport, SkipsAFrameWithoutLengthAndGoesOn) {
  std::string In = "Content-Type: x\r\n\r\n{\"lost\":1}" + frameMessage("ok");
  EXPECT_EQ(
      readAll(readerOf(In)),
      (Strings{"B:a message without a Content-Length header",
               "B:10 bytes outside any message were skipped", "M:ok", "E:"}));
}

TEST(LSPTransport, SaysWhatIsWrongWithALength) {
  EXPECT_EQ(
      readAll(readerOf("Content-Length: ten\r\n\r\n" + frameMessage("1"))),
      (Strings{"B:Content-Length 'ten' is not a number", "M:1", "E:"}));
  EXPECT_EQ(readAll(readerOf("Content-Length: 99\r\n\r\n" + frameMessage("1"),
                             1 << 16, /*MaxBody=*/50)),
            (Strings{"B:Content-Length 99 is over the limit of 50 bytes", "M:1",
                     "E:"}));
  EXPECT_EQ(
      readAll(readerOf("Content-Length: 1\r\nContent-Length: 2\r\n\r\nab" +
                       frameMessage("c"))),
      (Strings{"B:two different Content-Length headers",
               "B:1 byte outside any message was skipped", "M:c", "E:"}));
  EXPECT_EQ(readAll(readerOf("no colon here\r\nContent-Length: 1\r\n\r\nx")),
            (Strings{"B:a header line without ':' ('no colon here')", "E:"}));
}

TEST(LSPTransport, SkipsAnOverlongHeaderLine) {
  std::string In =
      "X-Long: " + std::string(MessageReader::MaxHeaderLine + 10, 'y') +
      "\r\n\r\n" + frameMessage("after");
  EXPECT_EQ(
      readAll(readerOf(In, 4096)),
      (Strings{"B:a header line longer than 65536 bytes", "M:after", "E:"}));
}

TEST(LSPTransport, EndsInsideAMessage) {
  EXPECT_EQ(readAll(readerOf("Content-Length: 10\r\n\r\nabc")),
            (Strings{"E:the input ended inside a message's body"}));
  EXPECT_EQ(readAll(readerOf("Content-Length: 10\r\n")),
            (Strings{"E:the input ended inside a message's headers"}));
  EXPECT_EQ(readAll(readerOf("")), (Strings{"E:"}));
}

/// A dispatcher whose output is collected.
struct Harness {
  std::vector<std::string> Sent;
  std::string LogText;
  llvm::raw_string_ostream Log{LogText};
  Output Out{[this](llvm::StringRef Body) {
    Sent.push_back(Body.str());
    return true;
  }};
  Dispatcher D{Out, Log};
  Harness() {
    D.onRequest("initialize", [this](const llvm::json::Value &,
                                     const llvm::json::Value &Id) {
      Out.reply(Id, llvm::json::Object{{"capabilities", llvm::json::Object{}}});
    });
    D.onRequest("echo",
                [this](const llvm::json::Value &P,
                       const llvm::json::Value &Id) { Out.reply(Id, P); });
  }
  std::string last() { return Sent.empty() ? "" : Sent.back(); }
};

TEST(LSPJsonRpc, LifecycleAndErrors) {
  Harness H;
  EXPECT_TRUE(H.D.handle(R"j({"jsonrpc":"2.0","id":1,"method":"echo"})j"));
  EXPECT_EQ(H.last(),
            R"j({"error":{"code":-32002,"message":"the server is not )j"
            R"j(initialized yet (initialize first)"},"id":1,)j"
            R"j("jsonrpc":"2.0"})j");
  H.D.handle(R"j({"jsonrpc":"2.0","id":2,"method":"initialize","params":{}})j");
  EXPECT_EQ(H.last(),
            R"j({"id":2,"jsonrpc":"2.0","result":{"capabilities":{}}})j");
  H.D.handle(R"j({"jsonrpc":"2.0","id":"s","method":"echo","params":[1]})j");
  EXPECT_EQ(H.last(), R"j({"id":"s","jsonrpc":"2.0","result":[1]})j");
  H.D.handle(R"j({"jsonrpc":"2.0","id":3,"method":"nope"})j");
  EXPECT_EQ(H.last(), R"j({"error":{"code":-32601,"message":"unknown method )j"
                      R"j('nope'"},"id":3,"jsonrpc":"2.0"})j");
  H.D.handle(R"j({"jsonrpc":"2.0","id":4,)j");
  EXPECT_NE(H.last().find(R"j("code":-32700)j"), std::string::npos);
  EXPECT_NE(H.last().find(R"j("id":null)j"), std::string::npos);
  H.D.handle(R"j({"jsonrpc":"2.0","id":{"x":1},"method":"echo"})j");
  EXPECT_NE(H.last().find(R"j("code":-32600)j"), std::string::npos);
  size_t Before = H.Sent.size();
  H.D.handle(R"j({"jsonrpc":"2.0","method":"unknown/notification"})j");
  H.D.handle(R"j({"jsonrpc":"2.0","method":"$/setTrace"})j");
  EXPECT_EQ(H.Sent.size(), Before); // notifications are never answered
  H.D.handle(R"j({"jsonrpc":"2.0","id":5,"method":"shutdown"})j");
  EXPECT_EQ(H.last(), R"j({"id":5,"jsonrpc":"2.0","result":null})j");
  H.D.handle(R"j({"jsonrpc":"2.0","id":6,"method":"echo"})j");
  EXPECT_NE(H.last().find(R"j("code":-32600)j"), std::string::npos);
  EXPECT_FALSE(H.D.handle(R"j({"jsonrpc":"2.0","method":"exit"})j"));
  EXPECT_EQ(H.D.exitStatus(), 0);
}

TEST(LSPJsonRpc, ExitWithoutShutdownFails) {
  Harness H;
  EXPECT_FALSE(H.D.handle(R"j({"jsonrpc":"2.0","method":"exit"})j"));
  EXPECT_EQ(H.D.exitStatus(), 1);
}

TEST(LSPJsonRpc, ServesUntilExitThroughMalformedFrames) {
  Harness H;
  std::string In =
      frameMessage(R"j({"jsonrpc":"2.0","id":1,"method":"initialize"})j") +
      "Content-Length: x\r\n\r\n" +
      frameMessage(R"j({"jsonrpc":"2.0","id":2,"method":"shutdown"})j") +
      frameMessage(R"j({"jsonrpc":"2.0","method":"exit"})j") +
      frameMessage(R"j({"jsonrpc":"2.0","id":3,"method":"echo"})j");
  MessageReader R = readerOf(In);
  EXPECT_EQ(serveMessages(R, H.D, H.Log), 0);
  EXPECT_EQ(H.Sent.size(), 2u); // nothing after exit is read
  EXPECT_NE(H.LogText.find("Content-Length 'x' is not a number"),
            std::string::npos);
}

TEST(LSPProtocol, Utf16Positions) {
  // "a😀b" : the emoji is 4 bytes, 2 UTF-16 units; "ö" 2 bytes, 1 unit.
  std::string Text = "x\na\xF0\x9F\x98\x80"
                     "b\n\xC3\xB6z";
  auto At = [&](int64_t L, int64_t C) {
    llvm::Expected<size_t> O = offsetAt(Text, {L, C});
    EXPECT_TRUE(static_cast<bool>(O));
    return O ? *O : size_t(-1);
  };
  EXPECT_EQ(At(1, 0), 2u);
  EXPECT_EQ(At(1, 1), 3u);
  EXPECT_EQ(At(1, 2), 3u); // inside the surrogate pair: before it
  EXPECT_EQ(At(1, 3), 7u);
  EXPECT_EQ(At(1, 99), 8u); // past the line's end: its end
  EXPECT_EQ(At(2, 1), 11u);
  llvm::Expected<size_t> Past = offsetAt(Text, {3, 0});
  ASSERT_FALSE(static_cast<bool>(Past));
  EXPECT_EQ(llvm::toString(Past.takeError()),
            "line 3 is past the end of the text (3 lines)");
  Position P = positionAt(Text, 7);
  EXPECT_EQ(P.Line, 1);
  EXPECT_EQ(P.Character, 3);
  // A byte that is not UTF-8 counts as one unit.
  EXPECT_EQ(positionAt("\xFF\xFEq", 2).Character, 2);
}

TEST(LSPProtocol, IncrementalChanges) {
  std::string Text = "int a;\n/* \xF0\x9F\x98\x80 */ int b;\n";
  llvm::Expected<llvm::json::Value> Change =
      llvm::json::parse(R"j({"range":{"start":{"line":1,"character":9},)j"
                        R"j("end":{"line":1,"character":12}},"text":"long"})j");
  ASSERT_TRUE(static_cast<bool>(Change));
  ASSERT_FALSE(static_cast<bool>(applyChange(Text, *Change)));
  EXPECT_EQ(Text, "int a;\n/* \xF0\x9F\x98\x80 */ long b;\n");
  llvm::json::Value Whole = llvm::json::Object{{"text", "new"}};
  ASSERT_FALSE(static_cast<bool>(applyChange(Text, Whole)));
  EXPECT_EQ(Text, "new");
  llvm::json::Value Bad = llvm::json::Object{{"range", 3}, {"text", "x"}};
  EXPECT_EQ(llvm::toString(applyChange(Text, Bad)),
            "a content change with a bad range");
  llvm::json::Value NoText = llvm::json::Object{};
  EXPECT_EQ(llvm::toString(applyChange(Text, NoText)),
            "a content change without a text");
}

TEST(LSPProtocol, Uris) {
  EXPECT_EQ(uriFromPath("/src/a b/c#d.cu"), "file:///src/a%20b/c%23d.cu");
  llvm::Expected<std::string> P = pathFromUri("file:///src/a%20b/c%23d.cu");
  ASSERT_TRUE(static_cast<bool>(P));
  EXPECT_EQ(*P, "/src/a b/c#d.cu");
  llvm::Expected<std::string> Local = pathFromUri("file://localhost/x.cu");
  ASSERT_TRUE(static_cast<bool>(Local));
  EXPECT_EQ(*Local, "/x.cu");
  EXPECT_EQ(llvm::toString(pathFromUri("untitled:Untitled-1").takeError()),
            "'untitled:Untitled-1' is not a file: URI");
  EXPECT_EQ(llvm::toString(pathFromUri("file://host/x").takeError()),
            "'file://host/x' names another host (host)");
  EXPECT_EQ(llvm::toString(pathFromUri("file:///a%2").takeError()),
            "'file:///a%2' has a bad escape at character 9");
}

} // namespace
