//===- Server.cpp - The language server's state and handlers --------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Two threads. The protocol's reads the messages and answers at once what
// needs no analysis (hover, lifecycle); the analysis thread migrates each
// changed buffer once it has been quiet for the debounce time, publishes
// its diagnostics, and answers the code-action requests that waited for the
// analysis of their version. A waiting request can be cancelled; one whose
// document changed meanwhile is answered ContentModified.
//
//===----------------------------------------------------------------------===//

#include "BufferAnalysis.h"
#include "Features.h"
#include "musify/LSP/JsonRpc.h"
#include "musify/LSP/Protocol.h"
#include "musify/LanguageServer/LanguageServer.h"
#include "musify/Support/Paths.h"
#include "musify/Support/Version.h"
#include <chrono>
#include <condition_variable>
#include <fmt/format.h>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

namespace musify {
namespace {

using llvm::json::Array;
using llvm::json::Object;
using llvm::json::Value;
using Clock = std::chrono::steady_clock;

struct Document {
  std::string Path; ///< absolute
  std::string Text;
  int64_t Version = 0;
  bool Dirty = true;
  Clock::time_point Changed;
  std::shared_ptr<const BufferAnalysis> Analysis; ///< the latest done
};

using Answer = std::function<Value(const BufferAnalysis &)>;

/// A request that waits for the analysis of its document's version.
struct Waiting {
  Value Id;
  std::string Uri;
  int64_t Version;
  Answer Reply;
};

class Server {
public:
  Server(const RuleSet &Rules, const ServerOptions &O, lsp::Output &Out,
         llvm::raw_ostream &Log)
      : Rules(Rules), Options(O), Out(Out), Log(Log),
        Analyser([this] { analysisLoop(); }) {}
  ~Server() { stop(); }

  void bind(lsp::Dispatcher &D);
  void stop();

private:
  void initialize(const Value &Params, const Value &Id);
  void didOpen(const Value &Params);
  void didChange(const Value &Params);
  void didClose(const Value &Params);
  void cancel(const Value &Params);
  void codeAction(const Value &Params, const Value &Id);
  void hover(const Value &Params, const Value &Id);

  void analysisLoop();
  void finished(const std::string &Uri,
                std::shared_ptr<const BufferAnalysis> A);
  void whenAnalysed(const std::string &Uri, const Value &Id, Answer Reply);
  void dropWaiting(const std::string &Uri, int64_t Before, int Code,
                   llvm::StringRef Why);

  const RuleSet &Rules;
  const ServerOptions &Options;
  lsp::Output &Out;
  llvm::raw_ostream &Log;
  std::mutex Lock;
  std::condition_variable Wake;
  std::map<std::string, Document> Docs; ///< by URI
  std::vector<Waiting> Queue;
  bool Stopping = false;
  /// From initialize: the workspace's root, and whether the client takes
  /// documentChanges in a WorkspaceEdit.
  std::string WorkspaceRoot;
  bool DocumentChanges = false;
  std::thread Analyser;
};

/// The URI a request's or notification's textDocument names, or empty.
std::string documentUri(const Value &Params) {
  const Object *P = Params.getAsObject();
  const Object *Doc = P ? P->getObject("textDocument") : nullptr;
  std::optional<llvm::StringRef> Uri =
      Doc ? Doc->getString("uri") : std::nullopt;
  return Uri ? Uri->str() : "";
}

void Server::bind(lsp::Dispatcher &D) {
  D.onRequest("initialize",
              [this](const Value &P, const Value &Id) { initialize(P, Id); });
  D.onRequest("shutdown", [this](const Value &, const Value &Id) {
    stop();
    Out.reply(Id, nullptr);
  });
  D.onNotification("initialized", [](const Value &) {});
  D.onNotification("textDocument/didOpen",
                   [this](const Value &P) { didOpen(P); });
  D.onNotification("textDocument/didChange",
                   [this](const Value &P) { didChange(P); });
  D.onNotification("textDocument/didClose",
                   [this](const Value &P) { didClose(P); });
  D.onNotification("textDocument/didSave", [](const Value &) {});
  D.onNotification("$/cancelRequest", [this](const Value &P) { cancel(P); });
  D.onRequest("textDocument/codeAction",
              [this](const Value &P, const Value &Id) { codeAction(P, Id); });
  D.onRequest("textDocument/hover",
              [this](const Value &P, const Value &Id) { hover(P, Id); });
}

void Server::stop() {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    if (Stopping)
      return;
    Stopping = true;
    for (const Waiting &W : Queue)
      Out.replyError(W.Id, lsp::RequestFailed, "the server is shutting down");
    Queue.clear();
  }
  Wake.notify_all();
  if (Analyser.joinable())
    Analyser.join();
}

/// The workspace's root directory (rootUri, else the first workspace
/// folder), or "".
std::string workspaceRoot(const Object &P) {
  std::optional<llvm::StringRef> Uri = P.getString("rootUri");
  if (const Array *Folders = P.getArray("workspaceFolders"))
    if (!Uri && !Folders->empty() && Folders->front().getAsObject())
      Uri = Folders->front().getAsObject()->getString("uri");
  if (!Uri)
    return "";
  llvm::Expected<std::string> Path = lsp::pathFromUri(*Uri);
  if (!Path) {
    llvm::consumeError(Path.takeError());
    return "";
  }
  return absolutePath(*Path);
}

void Server::initialize(const Value &Params, const Value &Id) {
  if (const Object *P = Params.getAsObject()) {
    const Object *Caps = P->getObject("capabilities");
    const Object *Ws = Caps ? Caps->getObject("workspace") : nullptr;
    const Object *Edit = Ws ? Ws->getObject("workspaceEdit") : nullptr;
    std::lock_guard<std::mutex> Guard(Lock);
    WorkspaceRoot = workspaceRoot(*P);
    DocumentChanges =
        Edit && Edit->getBoolean("documentChanges").value_or(false);
  }
  Object Sync{{"openClose", true}, {"change", 2 /* incremental */}};
  Object Capabilities{
      {"positionEncoding", "utf-16"},
      {"textDocumentSync", std::move(Sync)},
      {"codeActionProvider",
       Object{{"codeActionKinds", Array{"quickfix", "refactor.rewrite"}}}},
      {"hoverProvider", true}};
  Out.reply(Id,
            Object{{"capabilities", std::move(Capabilities)},
                   {"serverInfo", Object{{"name", "musify"},
                                         {"version", MUSIFY_VERSION_STRING}}}});
}

void Server::didOpen(const Value &Params) {
  const Object *P = Params.getAsObject();
  const Object *Doc = P ? P->getObject("textDocument") : nullptr;
  std::optional<llvm::StringRef> Text =
      Doc ? Doc->getString("text") : std::nullopt;
  std::string Uri = documentUri(Params);
  if (!Text) {
    Log << "musify lsp: didOpen without a textDocument and its text\n";
    return;
  }
  llvm::Expected<std::string> Path = lsp::pathFromUri(Uri);
  if (!Path) {
    Log << "musify lsp: not analysed: " << llvm::toString(Path.takeError())
        << "\n";
    return;
  }
  Document D;
  D.Path = absolutePath(*Path);
  D.Text = Text->str();
  D.Version = Doc->getInteger("version").value_or(0);
  // The first analysis of a buffer does not wait.
  D.Changed = Clock::now() - std::chrono::milliseconds(Options.DebounceMs);
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Docs[Uri] = std::move(D);
  }
  Wake.notify_all();
}

void Server::didChange(const Value &Params) {
  std::string Uri = documentUri(Params);
  const Object *P = Params.getAsObject();
  const Array *Changes = P ? P->getArray("contentChanges") : nullptr;
  std::optional<int64_t> Version =
      P && P->getObject("textDocument")
          ? P->getObject("textDocument")->getInteger("version")
          : std::nullopt;
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = Docs.find(Uri);
  if (It == Docs.end() || !Changes) {
    Log << "musify lsp: didChange of a document that is not open: " << Uri
        << "\n";
    return;
  }
  Document &D = It->second;
  for (const Value &Change : *Changes)
    if (llvm::Error E = lsp::applyChange(D.Text, Change)) {
      Log << "musify lsp: a change to " << Uri
          << " was not applied: " << llvm::toString(std::move(E)) << "\n";
      break;
    }
  D.Version = Version.value_or(D.Version + 1);
  D.Dirty = true;
  D.Changed = Clock::now();
  dropWaiting(Uri, D.Version, lsp::ContentModified,
              "the document changed before its analysis was done");
  Wake.notify_all();
}

void Server::didClose(const Value &Params) {
  std::string Uri = documentUri(Params);
  {
    std::lock_guard<std::mutex> Guard(Lock);
    if (!Docs.erase(Uri))
      return;
    dropWaiting(Uri, INT64_MAX, lsp::RequestFailed, "the document was closed");
  }
  Out.notify("textDocument/publishDiagnostics",
             Object{{"uri", Uri}, {"diagnostics", Array{}}});
}

/// Answers (with \p Code) the waiting requests on \p Uri for a version
/// before \p Before. The lock is held.
void Server::dropWaiting(const std::string &Uri, int64_t Before, int Code,
                         llvm::StringRef Why) {
  llvm::erase_if(Queue, [&](const Waiting &W) {
    if (W.Uri != Uri || W.Version >= Before)
      return false;
    Out.replyError(W.Id, Code, Why);
    return true;
  });
}

void Server::cancel(const Value &Params) {
  const Object *P = Params.getAsObject();
  const Value *Id = P ? P->get("id") : nullptr;
  if (!Id)
    return;
  std::lock_guard<std::mutex> Guard(Lock);
  llvm::erase_if(Queue, [&](const Waiting &W) {
    if (W.Id != *Id)
      return false;
    Out.replyError(W.Id, lsp::RequestCancelled, "the request was cancelled");
    return true;
  });
}

void Server::whenAnalysed(const std::string &Uri, const Value &Id,
                          Answer Reply) {
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = Docs.find(Uri);
  if (It == Docs.end()) {
    Out.reply(Id, Array{}); // not open, or not a file musify can analyse
    return;
  }
  const Document &D = It->second;
  if (D.Analysis && D.Analysis->Version == D.Version && !D.Dirty) {
    Out.reply(Id, Reply(*D.Analysis));
    return;
  }
  Queue.push_back({Id, Uri, D.Version, std::move(Reply)});
}

void Server::codeAction(const Value &Params, const Value &Id) {
  const Object *P = Params.getAsObject();
  lsp::Range Where;
  llvm::json::Path::Root Root;
  if (!P || !P->get("range") || !fromJSON(*P->get("range"), Where, Root)) {
    Out.replyError(Id, lsp::InvalidParams, "codeAction needs a range");
    return;
  }
  std::vector<std::string> Only;
  if (const Object *Context = P->getObject("context"))
    if (const Array *Kinds = Context->getArray("only"))
      for (const Value &K : *Kinds)
        if (std::optional<llvm::StringRef> S = K.getAsString())
          Only.push_back(S->str());
  std::string Uri = documentUri(Params);
  std::string Docs = Options.DocsBase;
  bool Versioned;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Versioned = DocumentChanges;
  }
  whenAnalysed(Uri, Id, [=](const BufferAnalysis &A) -> Value {
    return codeActions(A, Uri, Where, Only, Docs, Versioned);
  });
}

void Server::hover(const Value &Params, const Value &Id) {
  const Object *P = Params.getAsObject();
  lsp::Position At;
  llvm::json::Path::Root Root;
  if (!P || !P->get("position") || !fromJSON(*P->get("position"), At, Root)) {
    Out.replyError(Id, lsp::InvalidParams, "hover needs a position");
    return;
  }
  std::string Uri = documentUri(Params);
  std::string Text;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    auto It = Docs.find(Uri);
    if (It == Docs.end()) {
      Out.reply(Id, nullptr); // not open, or not a file musify can analyse
      return;
    }
    Text = It->second.Text;
  }
  std::optional<Value> H = hoverAt(Rules, Text, At);
  Out.reply(Id, H ? std::move(*H) : Value(nullptr));
}

void Server::analysisLoop() {
  std::unique_lock<std::mutex> Guard(Lock);
  while (!Stopping) {
    // The buffer that changed longest ago, once it has been quiet.
    auto Next = Docs.end();
    for (auto It = Docs.begin(); It != Docs.end(); ++It)
      if (It->second.Dirty &&
          (Next == Docs.end() || It->second.Changed < Next->second.Changed))
        Next = It;
    if (Next == Docs.end()) {
      Wake.wait(Guard);
      continue;
    }
    Clock::time_point Due =
        Next->second.Changed + std::chrono::milliseconds(Options.DebounceMs);
    if (Clock::now() < Due) {
      Wake.wait_until(Guard, Due);
      continue;
    }
    Document &D = Next->second;
    D.Dirty = false;
    std::string Uri = Next->first, Path = D.Path, Text = D.Text;
    int64_t Version = D.Version;
    OpenBuffers Open;
    for (const auto &[U, Doc] : Docs)
      Open[Doc.Path] = {U, Doc.Text, Doc.Version};
    std::string Root = WorkspaceRoot;
    Guard.unlock();
    auto A = std::make_shared<BufferAnalysis>(
        analyseBuffer(Rules, Options, Path, std::move(Text), Open, Root));
    A->Version = Version;
    Guard.lock();
    finished(Uri, std::move(A));
  }
}

/// Keeps \p A, publishes it if its version is still the document's, and
/// answers the requests that waited for it. The lock is held.
void Server::finished(const std::string &Uri,
                      std::shared_ptr<const BufferAnalysis> A) {
  Log << fmt::format(
      "musify lsp: analysed {} (version {}) in {:.3f} s: {} "
      "diagnostics{}{}{}{}\n",
      A->Path, A->Version, A->Seconds, A->Diagnostics.size(),
      A->CompileCommandsDir.empty()
          ? ""
          : ", flags from " + A->CompileCommandsDir + "/compile_commands.json",
      A->ConfigFile.empty() ? "" : ", options from " + A->ConfigFile,
      A->TurnedOff ? fmt::format(" ({} turned off by Checks)", A->TurnedOff)
                   : "",
      A->Problem.empty() ? "" : "; " + A->Problem);
  auto It = Docs.find(Uri);
  if (It == Docs.end() || It->second.Path != A->Path)
    return; // closed meanwhile
  It->second.Analysis = A;
  if (It->second.Version != A->Version)
    return; // a newer analysis follows
  Out.notify("textDocument/publishDiagnostics",
             publishParams(*A, Uri, Options.DocsBase));
  llvm::erase_if(Queue, [&](const Waiting &W) {
    if (W.Uri != Uri || W.Version != A->Version || It->second.Dirty)
      return false;
    Out.reply(W.Id, W.Reply(*A));
    return true;
  });
}

} // namespace

int runLanguageServer(const RuleSet &Rules, const ServerOptions &Options,
                      int InFd, int OutFd, llvm::raw_ostream &Log) {
  lsp::MessageWriter Writer(OutFd);
  lsp::Output Out(
      [&Writer](llvm::StringRef Body) { return Writer.write(Body); });
  lsp::Dispatcher D(Out, Log);
  Server S(Rules, Options, Out, Log);
  S.bind(D);
  lsp::MessageReader In(lsp::readFromFd(InFd));
  int Status = lsp::serveMessages(In, D, Log);
  S.stop();
  return Status;
}

} // namespace musify
