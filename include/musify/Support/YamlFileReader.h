//===- YamlFileReader.h - YAML files with located messages ------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The data files musify reads (rules, --mapping tables, the compiler option
// tables) are parsed on the YAML node tree rather than with
// yaml::MappingTraits so that every error, including cross-entry ones such as
// duplicates, can name file, line and column and show the line.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_YAMLFILEREADER_H
#define MUSIFY_SUPPORT_YAMLFILEREADER_H

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace musify {

/// A YAML (or JSON) file in a SourceMgr, so that every message can name
/// file, line and column and show the line, as a compiler does.
class YamlFileReader {
protected:
  YamlFileReader(llvm::StringRef Content, llvm::StringRef FileName)
      : FileName(FileName.str()) {
    SM.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(Content, FileName), llvm::SMLoc());
    // YAML syntax errors arrive here; keep the first one.
    SM.setDiagHandler(
        [](const llvm::SMDiagnostic &D, void *Ctx) {
          auto *Self = static_cast<YamlFileReader *>(Ctx);
          if (Self->FirstError.empty())
            Self->FirstError = render(D);
        },
        this);
  }
  static std::string render(const llvm::SMDiagnostic &D) {
    std::string S;
    llvm::raw_string_ostream OS(S);
    D.print(/*ProgName=*/nullptr, OS, /*ShowColors=*/false);
    return llvm::StringRef(S).rtrim().str();
  }
  std::string message(llvm::yaml::Node *N, llvm::SourceMgr::DiagKind Kind,
                      const llvm::Twine &Msg) {
    return render(SM.GetMessage(N->getSourceRange().Start, Kind, Msg));
  }
  llvm::yaml::Stream stream() {
    return llvm::yaml::Stream(
        SM.getMemoryBuffer(SM.getMainFileID())->getBuffer(), SM);
  }

  std::string FileName;
  llvm::SourceMgr SM;
  std::string FirstError;
};

} // namespace musify

#endif // MUSIFY_SUPPORT_YAMLFILEREADER_H
