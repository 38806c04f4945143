//===- JsonRpc.cpp - JSON-RPC 2.0 messages and the LSP lifecycle ----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/LSP/JsonRpc.h"
#include "musify/Support/JsonDepth.h"

namespace musify {
namespace lsp {

using llvm::json::Object;
using llvm::json::Value;

void Output::send(Value Message) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << Message;
  OS.flush();
  Write(Text);
}

void Output::notify(llvm::StringRef Method, Value Params) {
  send(Object{{"jsonrpc", "2.0"}, {"method", Method}, {"params", Params}});
}

void Output::reply(const Value &Id, Value Result) {
  send(Object{{"jsonrpc", "2.0"}, {"id", Id}, {"result", std::move(Result)}});
}

void Output::replyError(const Value &Id, int Code, llvm::StringRef Message) {
  send(Object{{"jsonrpc", "2.0"},
              {"id", Id},
              {"error", Object{{"code", Code}, {"message", Message}}}});
}

void Dispatcher::onRequest(llvm::StringRef Method, RequestHandler Handler) {
  Requests[Method] = std::move(Handler);
}

void Dispatcher::onNotification(llvm::StringRef Method,
                                NotificationHandler Handler) {
  Notifications[Method] = std::move(Handler);
}

bool Dispatcher::handleRequest(llvm::StringRef Method, const Value &Id,
                               const Value &Params) {
  if (Method == "initialize" && Initialized) {
    Out.replyError(Id, InvalidRequest, "initialize was already called");
    return true;
  }
  if (Method != "initialize" && !Initialized) {
    Out.replyError(Id, ServerNotInitialized,
                   "the server is not initialized yet (initialize first)");
    return true;
  }
  if (ShutDown) {
    Out.replyError(Id, InvalidRequest,
                   "the server is shut down; only exit is accepted");
    return true;
  }
  auto It = Requests.find(Method);
  if (It == Requests.end()) {
    if (Method == "shutdown") {
      ShutDown = true;
      Out.reply(Id, nullptr);
      return true;
    }
    Out.replyError(Id, MethodNotFound,
                   ("unknown method '" + Method + "'").str());
    return true;
  }
  if (Method == "initialize")
    Initialized = true;
  It->second(Params, Id);
  if (Method == "shutdown")
    ShutDown = true;
  return true;
}

void Dispatcher::handleNotification(llvm::StringRef Method,
                                    const Value &Params) {
  if (Method == "exit") {
    Exited = true;
    return;
  }
  if (!Initialized || ShutDown)
    return; // notifications then are dropped, as the protocol says
  auto It = Notifications.find(Method);
  if (It == Notifications.end()) {
    // `$/` notifications may be ignored; others are worth a line.
    if (!Method.starts_with("$/"))
      Log << "musify lsp: ignored the notification '" << Method << "'\n";
    return;
  }
  It->second(Params);
}

bool Dispatcher::handle(llvm::StringRef Body) {
  // The parser recurses once per level: a message nested 50,000 deep
  // would overflow the stack.
  if (std::optional<size_t> At = jsonNestedTooDeep(Body)) {
    Log << "musify lsp: a message nested more than " << MaxJsonDepth
        << " levels deep (at offset " << *At << ")\n";
    Out.replyError(nullptr, InvalidRequest,
                   "the message nests more than " +
                       std::to_string(MaxJsonDepth) + " levels deep");
    return true;
  }
  llvm::Expected<Value> Parsed = llvm::json::parse(Body);
  if (!Parsed) {
    std::string Why = llvm::toString(Parsed.takeError());
    Log << "musify lsp: a message that is not JSON: " << Why << "\n";
    Out.replyError(nullptr, ParseError, "the message is not JSON: " + Why);
    return true;
  }
  const Object *Message = Parsed->getAsObject();
  if (!Message) {
    Out.replyError(nullptr, InvalidRequest, "a message is a JSON object");
    return true;
  }
  std::optional<llvm::StringRef> Method = Message->getString("method");
  const Value *Id = Message->get("id");
  const Value *Params = Message->get("params");
  Value NoParams = nullptr;
  if (Id && Id->kind() != Value::String && Id->kind() != Value::Number) {
    Out.replyError(nullptr, InvalidRequest, "an id is a number or a string");
    return true;
  }
  if (!Method) {
    // An answer to a request of the server's: it sends none.
    if (Id && (Message->get("result") || Message->get("error")))
      return true;
    Out.replyError(Id ? *Id : Value(nullptr), InvalidRequest,
                   "a request or notification names its method");
    return true;
  }
  if (Id)
    return handleRequest(*Method, *Id, Params ? *Params : NoParams);
  handleNotification(*Method, Params ? *Params : NoParams);
  return !Exited;
}

int serveMessages(MessageReader &In, Dispatcher &D, llvm::raw_ostream &Log) {
  for (;;) {
    std::string Body, Error;
    switch (In.next(Body, Error)) {
    case MessageReader::Result::Message:
      if (!D.handle(Body))
        return D.exitStatus();
      break;
    case MessageReader::Result::BadFrame:
      Log << "musify lsp: skipped a malformed message: " << Error << "\n";
      break;
    case MessageReader::Result::End:
      if (!Error.empty())
        Log << "musify lsp: " << Error << "\n";
      return 1; // the client went away without `exit`
    }
  }
}

} // namespace lsp
} // namespace musify
