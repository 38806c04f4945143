//===- ErrorText.cpp - A Clang error as musify quotes it ------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Analysis/ErrorText.h"
#include "musify/Support/FileKinds.h"
#include "clang/Basic/SourceManager.h"
#include <fmt/format.h>

namespace musify {

std::string describeError(const clang::Diagnostic &Info,
                          llvm::StringRef Message) {
  if (!Info.hasSourceManager() || !Info.getLocation().isValid())
    return Message.str();
  const clang::SourceManager &SM = Info.getSourceManager();
  clang::PresumedLoc P = SM.getPresumedLoc(Info.getLocation());
  if (!P.isValid())
    return Message.str();
  return fmt::format("{}:{}:{}: {}", P.getFilename(), P.getLine(),
                     P.getColumn(),
                     quotableMessage(P.getFilename(), Message,
                                     SM.isInMainFile(Info.getLocation())));
}

} // namespace musify
