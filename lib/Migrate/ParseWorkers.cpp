//===- ParseWorkers.cpp - Parse translation units in child processes ------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "ParseWorkers.h"
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <fmt/format.h>
#include <poll.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace musify {
namespace {

/// How often the parent looks at a busy worker's clock and memory.
constexpr int WatchIntervalMs = 20;

bool writeAll(int Fd, llvm::StringRef Data, bool IsSocket) {
  while (!Data.empty()) {
    // A dead worker must not kill the parent with SIGPIPE.
    ssize_t N = IsSocket ? send(Fd, Data.data(), Data.size(), MSG_NOSIGNAL)
                         : write(Fd, Data.data(), Data.size());
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return false;
    Data = Data.drop_front(N);
  }
  return true;
}

/// The word after an answer's length that says the worker exits after it.
constexpr llvm::StringLiteral LastMark = " last";

std::string frame(llvm::StringRef Payload, bool Last = false) {
  return std::to_string(Payload.size()) + (Last ? LastMark.str() : "") + "\n" +
         Payload.str();
}

/// Takes one complete message off the front of \p Buffer, if there is one.
/// False with \p Bad set when the buffer cannot start a message. \p Last
/// says that the sender ends after it.
bool takeMessage(std::string &Buffer, std::string &Message, bool &Bad,
                 bool *Last = nullptr) {
  size_t Newline = Buffer.find('\n');
  if (Newline == std::string::npos) {
    // The longest length line: 20 digits, then the mark.
    Bad = Buffer.size() > 20 + LastMark.size();
    return false;
  }
  llvm::StringRef Header = llvm::StringRef(Buffer).take_front(Newline);
  bool Ends = Last && Header.consume_back(LastMark);
  unsigned long long Length = 0;
  if (Header.getAsInteger(10, Length)) {
    Bad = true;
    return false;
  }
  if (Buffer.size() - Newline - 1 < Length)
    return false;
  Message = Buffer.substr(Newline + 1, Length);
  Buffer.erase(0, Newline + 1 + Length);
  if (Last)
    *Last = Ends;
  return true;
}

/// Resident memory of \p Pid in MiB, or 0 when it cannot be read.
unsigned long residentMiB(pid_t Pid) {
  std::string Path = fmt::format("/proc/{}/statm", Pid);
  int Fd = open(Path.c_str(), O_RDONLY | O_CLOEXEC);
  if (Fd < 0)
    return 0;
  char Text[128] = {};
  ssize_t N = read(Fd, Text, sizeof(Text) - 1);
  close(Fd);
  unsigned long Pages = 0, Resident = 0;
  if (N <= 0 || sscanf(Text, "%lu %lu", &Pages, &Resident) != 2)
    return 0;
  return Resident * static_cast<unsigned long>(sysconf(_SC_PAGESIZE)) >> 20;
}

std::string describeEnd(int Status) {
  if (WIFSIGNALED(Status))
    return fmt::format("the parse process was killed by signal {} ({})",
                       WTERMSIG(Status), strsignal(WTERMSIG(Status)));
  if (WIFEXITED(Status))
    return fmt::format("the parse process exited with status {}",
                       WEXITSTATUS(Status));
  return "the parse process ended";
}

} // namespace

struct ParseWorkers::Worker {
  pid_t Pid = -1;
  int Socket = -1;
  std::string Buffer; ///< what arrived and was not taken yet

  ~Worker() {
    if (Socket >= 0)
      close(Socket); // an idle worker reads end of input and exits
    if (Pid > 0) {
      int Status;
      while (waitpid(Pid, &Status, 0) < 0 && errno == EINTR) {
      }
    }
  }
  void kill() { ::kill(Pid, SIGKILL); }
};

ParseWorkers::ParseWorkers(std::vector<std::string> C, WorkerLimits L)
    : Command(std::move(C)), Limits(L) {}

ParseWorkers::~ParseWorkers() = default;

std::unique_ptr<ParseWorkers::Worker> ParseWorkers::start(std::string &Error) {
  int Pair[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, Pair) != 0) {
    Error = std::strerror(errno);
    return nullptr;
  }
  posix_spawn_file_actions_t Actions;
  posix_spawn_file_actions_init(&Actions);
  posix_spawn_file_actions_adddup2(&Actions, Pair[1], 0);
  posix_spawn_file_actions_adddup2(&Actions, Pair[1], 1);
  // What Clang says about a file is collected by the worker; a crash's
  // stack dump would only repeat what the parent reports.
  if (!getenv("MUSIFY_WORKER_STDERR"))
    posix_spawn_file_actions_addopen(&Actions, 2, "/dev/null", O_WRONLY, 0);
  std::vector<char *> Argv;
  for (std::string &A : Command)
    Argv.push_back(A.data());
  Argv.push_back(nullptr);
  auto W = std::make_unique<Worker>();
  int Failed =
      posix_spawn(&W->Pid, Argv[0], &Actions, nullptr, Argv.data(), environ);
  posix_spawn_file_actions_destroy(&Actions);
  close(Pair[1]);
  if (Failed) {
    W->Pid = -1;
    close(Pair[0]);
    Error = std::strerror(Failed);
    return nullptr;
  }
  W->Socket = Pair[0];
  return W;
}

ParseWorkers::Answer ParseWorkers::parse(llvm::StringRef Input) {
  std::unique_ptr<Worker> W;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    if (!Idle.empty()) {
      W = std::move(Idle.back());
      Idle.pop_back();
    }
  }
  if (!W) {
    std::string Error;
    W = start(Error);
    if (!W)
      return {false, "", "a parse process could not be started: " + Error};
  }
  bool Reusable = false;
  Answer A = exchange(*W, Input, Reusable);
  if (Reusable) {
    std::lock_guard<std::mutex> Guard(Lock);
    Idle.push_back(std::move(W));
  }
  return A;
}

ParseWorkers::Answer ParseWorkers::exchange(Worker &W, llvm::StringRef Input,
                                            bool &Reusable) {
  Answer A;
  auto Ended = [&]() {
    // Whatever the worker says from now on is not waited for.
    W.kill();
    int Status = 0;
    while (waitpid(W.Pid, &Status, 0) < 0 && errno == EINTR) {
    }
    W.Pid = -1;
    return Status;
  };
  if (!writeAll(W.Socket, frame(Input), /*IsSocket=*/true)) {
    A.Failure = describeEnd(Ended());
    return A;
  }
  using Clock = std::chrono::steady_clock;
  Clock::time_point Deadline =
      Clock::now() + std::chrono::seconds(Limits.TimeoutSeconds);
  char Chunk[65536];
  for (;;) {
    bool Bad = false, Last = false;
    if (takeMessage(W.Buffer, A.Payload, Bad, &Last)) {
      Reusable = !Last; // a last answer's worker is reaped when dropped
      return A;
    }
    if (Bad) {
      Ended();
      A.Failure = "the parse process answered in a form musify does not know";
      return A;
    }
    if (Limits.TimeoutSeconds && Clock::now() >= Deadline) {
      Ended();
      A.Failure = fmt::format("parsing it took longer than {} s "
                              "(--timeout-per-file); the parse was stopped",
                              Limits.TimeoutSeconds);
      return A;
    }
    if (Limits.MemoryMiB && residentMiB(W.Pid) > Limits.MemoryMiB) {
      Ended();
      A.Failure = fmt::format("parsing it used more than {} MiB of memory "
                              "(--max-memory-per-file); the parse was stopped",
                              Limits.MemoryMiB);
      return A;
    }
    pollfd P{W.Socket, POLLIN, 0};
    int Ready = poll(&P, 1, WatchIntervalMs);
    if (Ready <= 0)
      continue; // time to look at the clock and the memory again
    ssize_t N = read(W.Socket, Chunk, sizeof(Chunk));
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0) {
      int Status = Ended();
      A.Failure = describeEnd(Status);
      A.Signal = WIFSIGNALED(Status) ? WTERMSIG(Status) : 0;
      return A;
    }
    W.Buffer.append(Chunk, N);
  }
}

int serveParseRequests(
    llvm::function_ref<std::string(const std::string &Input, bool &Last)>
        Handle) {
  // Answers go to the socket the parent gave as standard output; anything
  // else written there (a library's stray print) must not be taken for one.
  int Out = fcntl(1, F_DUPFD_CLOEXEC, 3);
  int Null = open("/dev/null", O_WRONLY);
  if (Out < 0 || Null < 0 || dup2(Null, 1) < 0)
    return 1;
  close(Null);
  std::string Buffer;
  char Chunk[4096];
  for (;;) {
    std::string Input;
    bool Bad = false;
    while (!takeMessage(Buffer, Input, Bad)) {
      if (Bad)
        return 1;
      ssize_t N = read(0, Chunk, sizeof(Chunk));
      if (N < 0 && errno == EINTR)
        continue;
      if (N <= 0)
        return 0; // the parent is done (or gone)
      Buffer.append(Chunk, N);
    }
    bool Last = false;
    std::string Answer = Handle(Input, Last);
    if (!writeAll(Out, frame(Answer, Last), /*IsSocket=*/false))
      return 1;
    if (Last)
      return 0;
  }
}

} // namespace musify
