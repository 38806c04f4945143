//===- InfoCommands.cpp - The options that print and exit -----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "DriverSteps.h"
#include "musify/Driver/ExitStatus.h"
#include "musify/Rules/RuleQuery.h"
#include "musify/Support/DataLayout.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace musify {

int explainDiagnostic(const RunOptions &O) {
  std::optional<DiagID> ID = findDiagnostic(O.Explain);
  if (!ID)
    return usageError("no diagnostic '" + O.Explain +
                      "' (IDs look like MU1001)");
  std::string Page =
      diagnosticPagesDirIn(O.DataDir) + "/" + info(*ID).Id.str() + ".md";
  auto Buffer = MemoryBuffer::getFile(Page, /*IsText=*/true);
  if (!Buffer) {
    errs() << "musify: error: cannot read " << Page << ": "
           << Buffer.getError().message() << "\n";
    return ExitIO;
  }
  outs() << (*Buffer)->getBuffer();
  return ExitOk;
}

int listChecks(const RunOptions &O) {
  for (const DiagInfo &I : allDiagnostics()) {
    DiagID ID = static_cast<DiagID>(&I - allDiagnostics().data());
    if (!O.Filter.enabled(ID))
      continue;
    outs() << I.Id << " " << I.Name << " ("
           << toString(O.Filter.asError(ID) ? Severity::Error : I.Level)
           << "): " << I.Summary << "\n";
  }
  return ExitOk;
}

int printReverseChoices(const ReversedRules &Reversed) {
  for (const ReverseChoice &C : Reversed.ManyToOne) {
    outs() << C.Musa << " -> " << C.Chosen->Cuda << " (also from";
    for (const Rule *R : C.Others)
      outs() << " " << R->Cuda;
    outs() << ")\n";
  }
  outs() << Reversed.ManyToOne.size() << " MUSA names with several CUDA "
         << "names; " << Reversed.NotReversed
         << " rules are not plain renames and do not reverse\n";
  return ExitOk;
}

int queryRules(const RuleSet &Rules, const RunOptions &O) {
  bool Found = true;
  for (const std::string &Name : O.Query) {
    std::vector<const Rule *> Matches = findRules(Rules, Name);
    if (Matches.empty()) {
      outs() << Name << ": no rule (not a CUDA or MUSA name musify knows)\n";
      Found = false;
    }
    for (const Rule *R : Matches)
      printRule(Rules, *R, outs());
  }
  if (!O.QueryFamily.empty() && !printFamily(Rules, O.QueryFamily, outs())) {
    std::vector<std::string> Names;
    for (const Family &F : Rules.families())
      Names.push_back(F.Name);
    return usageError("no family '" + O.QueryFamily +
                      "' (families: " + join(Names, ", ") + ")");
  }
  return Found ? ExitOk : ExitFailOn;
}

} // namespace musify
