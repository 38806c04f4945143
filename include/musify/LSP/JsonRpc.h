//===- JsonRpc.h - JSON-RPC 2.0 messages and the LSP lifecycle --*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Above the framing (Transport.h): a message body is parsed with LLVM's JSON
// library and handed to the handler registered for its method. What is not
// a request or a notification is answered with JSON-RPC's error codes, and
// the server goes on. The lifecycle of the Language Server Protocol is kept
// here, apart from any feature: nothing before `initialize` but `exit`,
// nothing but `exit` after `shutdown`, and the exit status is 0 only when
// `shutdown` came first.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LSP_JSONRPC_H
#define MUSIFY_LSP_JSONRPC_H

#include "musify/LSP/Transport.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>

namespace musify {
namespace lsp {

enum ErrorCode : int {
  ParseError = -32700,
  InvalidRequest = -32600,
  MethodNotFound = -32601,
  InvalidParams = -32602,
  InternalError = -32603,
  ServerNotInitialized = -32002,
  RequestFailed = -32803,
  RequestCancelled = -32800,
  ContentModified = -32801,
};

/// Sends messages; safe to use from several threads.
class Output {
public:
  /// \p Write sends one body (framing is its business).
  explicit Output(std::function<bool(llvm::StringRef)> Write)
      : Write(std::move(Write)) {}
  void notify(llvm::StringRef Method, llvm::json::Value Params);
  void reply(const llvm::json::Value &Id, llvm::json::Value Result);
  void replyError(const llvm::json::Value &Id, int Code,
                  llvm::StringRef Message);

private:
  void send(llvm::json::Value Message);
  std::function<bool(llvm::StringRef)> Write;
};

class Dispatcher {
public:
  /// A request handler answers through the Output, now or later, with the
  /// request's id.
  using RequestHandler = std::function<void(const llvm::json::Value &Params,
                                            const llvm::json::Value &Id)>;
  using NotificationHandler =
      std::function<void(const llvm::json::Value &Params)>;

  Dispatcher(Output &Out, llvm::raw_ostream &Log) : Out(Out), Log(Log) {}

  void onRequest(llvm::StringRef Method, RequestHandler Handler);
  void onNotification(llvm::StringRef Method, NotificationHandler Handler);

  /// Handles one message body. False once `exit` came.
  bool handle(llvm::StringRef Body);
  /// The status to exit with after `exit` (or after the input ended).
  int exitStatus() const { return ShutDown ? 0 : 1; }
  bool shutDown() const { return ShutDown; }

private:
  bool handleRequest(llvm::StringRef Method, const llvm::json::Value &Id,
                     const llvm::json::Value &Params);
  void handleNotification(llvm::StringRef Method,
                          const llvm::json::Value &Params);

  Output &Out;
  llvm::raw_ostream &Log;
  llvm::StringMap<RequestHandler> Requests;
  llvm::StringMap<NotificationHandler> Notifications;
  bool Initialized = false, ShutDown = false, Exited = false;
};

/// Reads messages from \p In and dispatches them until `exit` or the end of
/// the input; what cannot be read is logged and skipped. Returns the exit
/// status.
int serveMessages(MessageReader &In, Dispatcher &D, llvm::raw_ostream &Log);

} // namespace lsp
} // namespace musify

#endif // MUSIFY_LSP_JSONRPC_H
