//===- CompileDatabaseFuzzer.cpp - Fuzz compile_commands.json reading -----===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A compile database comes with the tree being migrated. Any text must give
// commands Clang's driver accepts, or an error naming the file: the nvcc
// translation, response files and the guess for unlisted files included.
// Response files are read from a small in-memory file system.
//
//===----------------------------------------------------------------------===//

#include "musify/CompileCommands/CompileCommandDatabase.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>

using namespace musify;

namespace {
const CompilerOptionTable &nvccTable() {
  static CompilerOptionTable *Table = [] {
    auto T = CompilerOptionTable::load(MUSIFY_RULES_DIR
                                       "/compile-commands/nvcc.yaml");
    if (!T) {
      llvm::errs() << "fuzzer: " << llvm::toString(T.takeError()) << "\n";
      std::abort();
    }
    return new CompilerOptionTable(std::move(*T));
  }();
  return *Table;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  auto FS = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  FS->addFile("/build/flags.rsp", 0,
              llvm::MemoryBuffer::getMemBuffer("-DFROM_RSP=1 -Iinclude"));
  FS->addFile("/build/opts.txt", 0,
              llvm::MemoryBuffer::getMemBuffer("-O2 -rdc=true"));
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  auto Db = CompileCommandDatabase::loadFromBuffer(
      Text, "/build/compile_commands.json", nvccTable(), FS);
  if (!Db) {
    llvm::consumeError(Db.takeError());
    return 0;
  }
  for (const std::string &File : (*Db)->getAllFiles())
    (void)(*Db)->getCompileCommands(File);
  // An unlisted file gets a command guessed from the listed ones.
  (void)(*Db)->getCompileCommands("/build/src/unlisted.cuh");
  (void)(*Db)->droppedOptions();
  return 0;
}
