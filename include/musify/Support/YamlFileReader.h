//===- YamlFileReader.h - YAML files with located messages ------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The data files musify reads (rules, --mapping tables, the compiler option
// tables) are parsed on the YAML node tree rather than with
// yaml::MappingTraits so that every error, including cross-entry ones such as
// duplicates, can name file, line and column and show the line (of a file
// named as a data file only: a file that is not one is never quoted).
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
#include <vector>

namespace musify {

/// A YAML (or JSON) file in a SourceMgr, so that every message can name
/// file, line and column and show the line, as a compiler does.
class YamlFileReader {
protected:
  YamlFileReader(llvm::StringRef Content, llvm::StringRef FileName)
      : FileName(FileName.str()), QuoteLines(isDataFileName(FileName)) {
    SM.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(Content, FileName), llvm::SMLoc());
    // YAML syntax errors arrive here; keep the first one.
    SM.setDiagHandler(
        [](const llvm::SMDiagnostic &D, void *Ctx) {
          auto *Self = static_cast<YamlFileReader *>(Ctx);
          if (Self->FirstError.empty())
            Self->FirstError = Self->render(D);
        },
        this);
  }
  /// A file named like a data file (.yaml, .yml, .json) has its line
  /// shown under a message; any other file a configuration or an option
  /// names (a key, a password file) is never quoted: file, line and column
  /// only.
  static bool isDataFileName(llvm::StringRef Name) {
    return Name.ends_with(".yaml") || Name.ends_with(".yml") ||
           Name.ends_with(".json");
  }
  /// \p Msg with what it quotes from the file ('...') left out, for a file
  /// that is not a data file.
  std::string unquoted(llvm::StringRef Msg) const {
    if (QuoteLines)
      return Msg.str();
    std::string Out;
    while (true) {
      size_t Open = Msg.find('\'');
      size_t Close =
          Open == llvm::StringRef::npos ? Open : Msg.find('\'', Open + 1);
      if (Close == llvm::StringRef::npos)
        return Out + Msg.str();
      Out += Msg.take_front(Open).str() + "(text not shown)";
      Msg = Msg.drop_front(Close + 1);
    }
  }
  std::string render(const llvm::SMDiagnostic &D) const {
    std::string S;
    llvm::raw_string_ostream OS(S);
    if (QuoteLines) {
      D.print(/*ProgName=*/nullptr, OS, /*ShowColors=*/false);
      return llvm::StringRef(S).rtrim().str();
    }
    OS << D.getFilename();
    if (D.getLineNo() > 0)
      OS << ':' << D.getLineNo() << ':' << (D.getColumnNo() + 1);
    OS << (D.getKind() == llvm::SourceMgr::DK_Error ? ": error: "
                                                    : ": warning: ")
       << unquoted(D.getMessage());
    return S;
  }
  /// Whether \p N points into the text: a node the parser made while
  /// recovering from a syntax error may point nowhere.
  bool located(llvm::yaml::Node *N) const {
    return N && N->getSourceRange().Start.isValid() &&
           SM.FindBufferContainingLoc(N->getSourceRange().Start) != 0;
  }
  /// \p N is null where the YAML parser gave up on a value (its syntax
  /// error was recorded first); the message then names the file alone.
  std::string message(llvm::yaml::Node *N, llvm::SourceMgr::DiagKind Kind,
                      const llvm::Twine &Msg) {
    if (!located(N))
      return FileName + ": " +
             (Kind == llvm::SourceMgr::DK_Error ? "error: " : "warning: ") +
             unquoted(Msg.str());
    return render(SM.GetMessage(N->getSourceRange().Start, Kind, Msg));
  }
  /// Records the first error, at \p N; returns false so that parsers can
  /// `return error(...)`.
  bool error(llvm::yaml::Node *N, const llvm::Twine &Msg) {
    if (FirstError.empty())
      FirstError = message(N, llvm::SourceMgr::DK_Error, Msg);
    return false;
  }
  unsigned lineOf(llvm::yaml::Node *N) const {
    if (!located(N))
      return 0;
    return SM.getLineAndColumn(N->getSourceRange().Start).first;
  }
  bool scalar(llvm::yaml::Node *N, std::string &Out) {
    auto *S = llvm::dyn_cast_or_null<llvm::yaml::ScalarNode>(N);
    if (!S)
      return error(N, "expected a string");
    llvm::SmallString<64> Storage;
    Out = S->getValue(Storage).str();
    return true;
  }
  bool stringList(llvm::yaml::Node *N, std::vector<std::string> &Out) {
    auto *Seq = llvm::dyn_cast_or_null<llvm::yaml::SequenceNode>(N);
    if (!Seq)
      return error(N, "expected a list of strings");
    for (llvm::yaml::Node &Item : *Seq) {
      std::string S;
      if (!scalar(&Item, S))
        return false;
      Out.push_back(std::move(S));
    }
    return true;
  }
  llvm::yaml::Stream stream() {
    return llvm::yaml::Stream(
        SM.getMemoryBuffer(SM.getMainFileID())->getBuffer(), SM);
  }

  std::string FileName;
  bool QuoteLines;
  llvm::SourceMgr SM;
  std::string FirstError;
};

} // namespace musify

#endif // MUSIFY_SUPPORT_YAMLFILEREADER_H
