//===- ReportMergerFuzzer.cpp - Fuzz `musify merge-reports` ---------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Shards' report.json files travel between CI jobs as artifacts: any text
// must merge and render, or be refused by name. The input is merged with
// itself, so that what two shards share is counted once.
//
//===----------------------------------------------------------------------===//

#include "musify/Report/ProjectReport.h"
#include <cstdint>

using namespace musify;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string Text(reinterpret_cast<const char *>(Data), Size);
  ReportOptions Options;
  Options.DocsUrl = "https://example.invalid/docs";
  auto Files = mergeProjectReportTexts({{"a.json", Text}, {"b.json", Text}},
                                       "/report", Options);
  if (!Files)
    llvm::consumeError(Files.takeError());
  return 0;
}
