//===- LinkCheck.cpp - --verify's link step: the model's libraries --------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Verify/LinkCheck.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include <nlohmann/json.hpp>

namespace musify {

std::vector<std::string> modelLibraries(llvm::StringRef ModelDir) {
  llvm::SmallString<256> Path(ModelDir);
  llvm::sys::path::append(Path, "sdk.json");
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return {};
  auto J = nlohmann::json::parse((*Buffer)->getBuffer().str(), nullptr,
                                 /*allow_exceptions=*/false);
  std::vector<std::string> Out;
  if (J.is_discarded() || !J.contains("libraries") ||
      !J["libraries"].is_array())
    return Out;
  for (const auto &L : J["libraries"])
    if (L.is_object() && L.contains("musa") && L["musa"].is_string())
      Out.push_back(L["musa"].get<std::string>());
  return Out;
}

std::map<std::string, std::string> modelNames(llvm::StringRef ModelDir) {
  llvm::SmallString<256> Path(ModelDir);
  llvm::sys::path::append(Path, "defines.h");
  std::map<std::string, std::string> Out;
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return Out;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    if (!Line.consume_front("#define "))
      continue;
    auto [Musa, Rest] = Line.split(' ');
    llvm::StringRef Cuda = Rest.take_until([](char C) { return C == ' '; });
    if (!Musa.empty() && !Cuda.empty())
      Out[Cuda.str()] = Musa.str();
  }
  return Out;
}

std::vector<UndefinedReference>
undefinedReferences(llvm::StringRef Output,
                    const std::vector<std::string> &Objects) {
  static const llvm::Regex Undefined("undefined reference to [`'](.*)'$");
  std::vector<UndefinedReference> Out;
  std::string Last;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Output.split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    for (const std::string &O : Objects)
      if (Line.contains(O))
        Last = O;
    llvm::SmallVector<llvm::StringRef, 2> M;
    if (Undefined.match(Line, &M))
      Out.push_back({Last, M[1].str()});
  }
  return Out;
}

llvm::StringRef symbolBaseName(llvm::StringRef Symbol) {
  llvm::StringRef Name = Symbol.take_until([](char C) { return C == '('; });
  size_t Colons = Name.rfind("::");
  return Colons == llvm::StringRef::npos ? Name : Name.drop_front(Colons + 2);
}

} // namespace musify
