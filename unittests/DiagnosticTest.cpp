//===- DiagnosticTest.cpp - Tests of positions and the JSON form ----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Diagnostics/Diagnostic.h"
#include "musify/Diagnostics/Emitters.h"
#include "gtest/gtest.h"
#include <nlohmann/json.hpp>

using namespace musify;

namespace {

TEST(DiagnosticTest, PositionsInBothConventions) {
  // "é" is two bytes in UTF-8 and one UTF-16 unit; "😀" is four and two.
  std::string Text = "ab\n\xC3\xA9x\n\xF0\x9F\x98\x80y";
  Position P = positionAt(Text, Text.find('x'));
  EXPECT_EQ(P.Line, 2u);
  EXPECT_EQ(P.Column, 3u);
  EXPECT_EQ(P.LspLine, 1u);
  EXPECT_EQ(P.LspCharacter, 1u);
  Position Q = positionAt(Text, Text.find('y'));
  EXPECT_EQ(Q.Column, 5u);
  EXPECT_EQ(Q.LspCharacter, 2u);
}

TEST(DiagnosticTest, LineIndexAgreesWithPositionAt) {
  std::string Text = "ab\n\xC3\xA9x\r\n\n\xF0\x9F\x98\x80y\nlast";
  LineIndex Lines(Text);
  for (unsigned Offset = 0; Offset <= Text.size() + 2; ++Offset) {
    Position A = positionAt(Text, Offset), B = Lines.position(Text, Offset);
    EXPECT_EQ(A.Offset, B.Offset) << Offset;
    EXPECT_EQ(A.Line, B.Line) << Offset;
    EXPECT_EQ(A.Column, B.Column) << Offset;
    EXPECT_EQ(A.LspLine, B.LspLine) << Offset;
    EXPECT_EQ(A.LspCharacter, B.LspCharacter) << Offset;
  }
}

TEST(DiagnosticTest, CatalogueLookup) {
  auto ID = findDiagnostic("MU1001");
  ASSERT_TRUE(ID.has_value());
  EXPECT_EQ(info(*ID).Name, "unsupported-api");
  EXPECT_EQ(findDiagnostic("unsupported-api"), ID);
  EXPECT_FALSE(findDiagnostic("MU9999").has_value());
  // IDs are unique.
  std::set<std::string> Seen;
  for (const DiagInfo &I : allDiagnostics())
    EXPECT_TRUE(Seen.insert(I.Id.str()).second) << I.Id.str();
}

TEST(DiagnosticTest, TextAndJson) {
  Diagnostic D;
  D.ID = DiagID::UnsupportedAPI;
  D.File = "a.cu";
  D.Begin = positionAt("x\n  cudaX();", 4);
  D.End = positionAt("x\n  cudaX();", 9);
  D.Message = "'cudaX' is not supported by MUSA: r";
  D.Suggestion = "s";
  D.Fixes.push_back({"replace", {TextEdit{D.Begin, D.End, "musaY"}}});
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  emitText(D, OS);
  EXPECT_EQ(OS.str(), "a.cu:2:3: warning: 'cudaX' is not supported by MUSA: r "
                      "[MU1001]\na.cu:2:3: note: s\n");
  auto J = nlohmann::json::parse(diagnosticsToJson({D}));
  const auto &First = J["diagnostics"][0];
  EXPECT_EQ(First["id"], "MU1001");
  EXPECT_EQ(First["severity"], "warning");
  EXPECT_EQ(First["range"]["start"]["line"], 1);
  EXPECT_EQ(First["range"]["start"]["character"], 2);
  EXPECT_EQ(First["range"]["end"]["character"], 7);
  EXPECT_EQ(First["fixes"][0]["edits"][0]["newText"], "musaY");
}

} // namespace
