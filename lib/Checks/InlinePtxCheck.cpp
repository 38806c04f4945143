//===- InlinePtxCheck.cpp - MU2002: inline PTX in device code -------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "InlinePtxCheck.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/StringExtras.h"
#include <fmt/format.h>
#include <set>

namespace musify {

using namespace clang;
using namespace clang::ast_matchers;

namespace {

struct PtxOpcode {
  llvm::StringLiteral Name;
  bool Bare;
};

constexpr PtxOpcode PtxOpcodes[] = {
#define PTX_OPCODE(Name, Bare) {Name, Bare},
#include "ptx-opcodes.def"
};

/// Whether \p Mnemonic is PTX's: one of its opcodes with modifiers
/// (ld.global.f32), or bare where PTX's bare form is taken for PTX (exit).
/// PTX has no one-letter modifier; other assembly languages' dotted forms
/// mostly do (LoongArch's ld.w, MIPS's mov.d, RISC-V's fence.i).
bool isPtxMnemonic(llvm::StringRef Mnemonic) {
  auto [Opcode, Modifiers] = Mnemonic.split('.');
  for (const PtxOpcode &O : PtxOpcodes)
    if (O.Name == Opcode)
      return Modifiers.empty() ? O.Bare && !Mnemonic.contains('.')
                               : Modifiers.split('.').first.size() >= 2;
  return false;
}

/// An instruction of an asm template: its mnemonic and its line.
struct Instruction {
  llvm::StringRef Mnemonic, Line;
};

/// The instructions of an asm template, in order, without labels (`L1:`),
/// predicates (`@p`) and directives (`.reg`).
std::vector<Instruction> instructions(llvm::StringRef Asm) {
  std::vector<Instruction> Found;
  llvm::SmallVector<llvm::StringRef, 16> Statements;
  Asm.split(Statements, ';');
  for (llvm::StringRef S : Statements)
    for (llvm::StringRef Line : llvm::split(S, '\n')) {
      Line = Line.split("//").first.trim(" \t{}\r"); // PTX's comments too
      if (size_t Colon = Line.find(':'); Colon != llvm::StringRef::npos &&
                                         !Line.take_front(Colon).contains(' '))
        Line = Line.drop_front(Colon + 1).ltrim();
      if (Line.starts_with("@"))
        Line = Line.drop_until([](char C) { return C == ' '; }).ltrim();
      llvm::StringRef Mnemonic =
          Line.take_until([](char C) { return C == ' ' || C == '\t'; });
      if (!Mnemonic.empty() && !Mnemonic.starts_with("."))
        Found.push_back({Mnemonic, Line});
    }
  return Found;
}

} // namespace

void InlinePtxCheck::registerMatchers(MatchFinder &F) {
  F.addMatcher(
      asmStmt(hasAncestor(functionDecl(
                  anyOf(hasAttr(attr::CUDADevice), hasAttr(attr::CUDAGlobal)))))
          .bind("asm"),
      this);
}

void InlinePtxCheck::run(const MatchFinder::MatchResult &R) {
  const auto *Asm = dyn_cast<GCCAsmStmt>(R.Nodes.getNodeAs<AsmStmt>("asm"));
  if (!Asm)
    return;
  llvm::StringRef Text = Asm->getAsmString()->getString();
  // An empty template (`asm volatile("" ::: "memory")`) is a compiler
  // barrier, which any target's compiler takes.
  if (Text.trim().empty())
    return;
  auto [Message, Suggestion] = describe(Text);
  Reporter->report(DiagID::InlinePtx, Asm->getAsmLoc(), Message, Suggestion);
}

std::pair<std::string, std::string>
InlinePtxCheck::describe(llvm::StringRef Ptx) const {
  std::vector<std::string> Seen;
  std::vector<const Rule *> Advice; // in the order the PTX uses them
  auto Advise = [&](const Rule *R) {
    if (R && llvm::find(Advice, R) == Advice.end())
      Advice.push_back(R);
  };
  for (auto [Mnemonic, Line] : instructions(Ptx)) {
    if (llvm::find(Seen, Mnemonic.str()) == Seen.end())
      Seen.push_back(Mnemonic.str());
    Advise(Rules.lookupInstruction(Mnemonic));
    // Special registers (%laneid) are written %%laneid in asm strings.
    for (size_t At = Line.find('%'); At != llvm::StringRef::npos;
         At = Line.find('%', At + 1)) {
      llvm::StringRef Reg = Line.drop_front(At).ltrim('%').take_while(
          [](char C) { return llvm::isAlnum(C) || C == '_'; });
      Advise(Rules.lookupInstruction(("%" + Reg).str()));
    }
  }
  std::string Suggestion;
  for (const Rule *R : Advice)
    Suggestion += fmt::format("{}{}: {}", Suggestion.empty() ? "" : "; ",
                              R->Cuda, R->Suggestion);
  if (Suggestion.empty())
    Suggestion = "rewrite the PTX in CUDA C++ (MUSA has the usual "
                 "intrinsics) or remove it";
  return {fmt::format("inline PTX cannot run on MUSA, whose ISA is MTX; this "
                      "asm uses {}",
                      Seen.empty() ? std::string("no instruction")
                                   : llvm::join(Seen, ", ")),
          Suggestion};
}

void InlinePtxCheck::checkText(TextCheckContext &F) {
  // Only where the AST could not look: code the preprocessor skipped, or the
  // whole file when it did not parse. Host asm is then told from PTX by its
  // instructions (rules/ptx-opcodes.def).
  llvm::StringRef Content = F.content();
  bool Everywhere = F.withoutAst();
  for (size_t At = Content.find("asm"); At != llvm::StringRef::npos;
       At = Content.find("asm", At + 3)) {
    if (At > 0 &&
        (llvm::isAlnum(Content[At - 1]) ||
         (Content[At - 1] == '_' && !Content.take_front(At).ends_with("__"))))
      continue;
    size_t NameEnd = At + 3;
    if (Content.drop_front(NameEnd).starts_with("__"))
      NameEnd += 2;
    if (NameEnd < Content.size() &&
        (llvm::isAlnum(Content[NameEnd]) || Content[NameEnd] == '_'))
      continue;
    if (!Everywhere && !F.isInactive(At))
      continue;
    llvm::StringRef Rest = Content.drop_front(NameEnd).ltrim();
    for (llvm::StringRef Q : {"volatile", "__volatile__"})
      if (Rest.consume_front(Q))
        Rest = Rest.ltrim();
    if (!Rest.consume_front("("))
      continue;
    // The template is the string literals up to the first ':' or ')'.
    std::string Ptx;
    while (true) {
      Rest = Rest.ltrim();
      if (!Rest.consume_front("\""))
        break;
      size_t Close = 0;
      while (Close < Rest.size() && Rest[Close] != '"')
        Close += Rest[Close] == '\\' ? 2 : 1;
      Ptx += Rest.take_front(Close).str();
      Rest = Rest.drop_front(std::min(Close + 1, Rest.size()));
    }
    for (auto [From, To] :
         {std::pair<llvm::StringRef, llvm::StringRef>{"\\n", "\n"},
          {"\\t", " "}})
      for (size_t P = Ptx.find(From.str()); P != std::string::npos;
           P = Ptx.find(From.str(), P))
        Ptx.replace(P, From.size(), To.str());
    // Without the AST the asm may be host code for any architecture:
    // only what reads as PTX is reported.
    if (llvm::none_of(instructions(Ptx), [](const Instruction &I) {
          return isPtxMnemonic(I.Mnemonic);
        }))
      continue;
    auto [Message, Suggestion] = describe(Ptx);
    F.report(DiagID::InlinePtx, At, 3, Message, Suggestion);
  }
}

} // namespace musify
