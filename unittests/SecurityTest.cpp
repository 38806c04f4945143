//===- SecurityTest.cpp - Tests of what musify trusts ---------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/CompileCommands/ParseOptionPolicy.h"
#include "musify/Support/AtomicFile.h"
#include "musify/Support/ConfigFile.h"
#include "musify/Support/FileKinds.h"
#include "musify/Support/Paths.h"
#include "musify/Support/PrivateFiles.h"
#include "musify/Support/TemporaryDirectory.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <sys/stat.h>
#include <unistd.h>

using namespace musify;

namespace {

void write(const std::string &Path, llvm::StringRef Text) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC);
  ASSERT_FALSE(EC);
  OS << Text;
}

TEST(ConfigTrustTest, TakesOnlyFilesNoOneElseCanWrite) {
  TemporaryDirectory Dir;
  ASSERT_TRUE(Dir.create("musify-config-trust"));
  std::string Config = Dir.path() + "/" + ConfigFileName.str();
  write(Config, "fail-on: warning\n");
  ::chmod(Config.c_str(), 0644);
  EXPECT_EQ(whyNotTrusted(Config), "");
  EXPECT_EQ(findConfigFile(Dir.path()), Config);

  ::chmod(Config.c_str(), 0666);
  EXPECT_EQ(whyNotTrusted(Config), "writable by group or others");
  std::vector<std::string> Refused;
  EXPECT_EQ(findConfigFile(Dir.path(), &Refused), "");
  ASSERT_EQ(Refused.size(), 1u);
  EXPECT_EQ(Refused[0], Config + ": not used: writable by group or others; "
                                 "name it with --config-file to use it");

  ::chmod(Config.c_str(), 0644);
  ::chmod(Dir.path().c_str(), 0777);
  EXPECT_EQ(whyNotTrusted(Config),
            "in a directory that group or others may write");
  ::chmod(Dir.path().c_str(), 01777); // sticky, as /tmp
  EXPECT_EQ(whyNotTrusted(Config), "");
  ::chmod(Dir.path().c_str(), 0700);
  if (::geteuid() == 0) { // a file of another user, seen by root
    ASSERT_EQ(::chown(Config.c_str(), 65534, 65534), 0);
    EXPECT_EQ(whyNotTrusted(Config), "owned by another user (uid 65534)");
  }
}

TEST(ConfigTrustTest, TreeConfigChoosesNoOutputOutsideTheOutRoot) {
  std::vector<std::string> Args = {
      "--exclude=third_party/*", "--verify=true",
      "--sarif=/home/u/.bashrc", "--report=/work/out/report",
      "--out-root=/elsewhere",   "--in-place=true",
      "--extra-arg=-DX"};
  std::vector<std::string> Refused;
  restrictTreeConfig(Args, "/work/out", "/work/tree", Refused);
  EXPECT_EQ(Args, (std::vector<std::string>{"--exclude=third_party/*",
                                            "--report=/work/out/report",
                                            "--extra-arg=-DX"}));
  ASSERT_EQ(Refused.size(), 4u);
  EXPECT_EQ(Refused[0], "'--verify=true' is not taken from a configuration "
                        "in the input tree: it runs a compiler; give it on "
                        "the command line");
  EXPECT_EQ(Refused[1], "'--sarif=/home/u/.bashrc' is not taken from a "
                        "configuration in the input tree: it writes outside "
                        "the out-root; give it on the command line");
  EXPECT_NE(Refused[2].find("it chooses where the port is written"),
            std::string::npos);
  EXPECT_NE(Refused[3].find("it rewrites the inputs"), std::string::npos);
  // With no out-root, every output a tree configuration names is refused.
  std::vector<std::string> Report = {"--report=/work/out/report"};
  Refused.clear();
  restrictTreeConfig(Report, "", "/work/tree", Refused);
  EXPECT_TRUE(Report.empty());
  EXPECT_EQ(Refused.size(), 1u);
}

TEST(ConfigTrustTest, TreeConfigReadsOnlyItsOwnFilesAndKeepsLimits) {
  std::vector<std::string> Args = {"--rules=/work/tree/tools/local.yaml",
                                   "--mapping=/etc/secret.json",
                                   "--rules-dir=/work/tree/../elsewhere",
                                   "--p=build",
                                   "--mapping=../outside.json",
                                   "--timeout-per-file=0",
                                   "--max-memory-per-file=0",
                                   "--timeout-per-file=30"};
  std::vector<std::string> Refused;
  restrictTreeConfig(Args, "/work/out", "/work/tree", Refused);
  EXPECT_EQ(Args,
            (std::vector<std::string>{"--rules=/work/tree/tools/local.yaml",
                                      "--p=build", "--timeout-per-file=30"}));
  ASSERT_EQ(Refused.size(), 5u);
  EXPECT_EQ(Refused[0], "'--mapping=/etc/secret.json' is not taken from a "
                        "configuration in the input tree: it reads a file "
                        "outside the configuration's directory; give it on "
                        "the command line");
  EXPECT_NE(Refused[1].find("--rules-dir"), std::string::npos);
  EXPECT_NE(Refused[2].find("'--mapping=../outside.json'"), std::string::npos);
  EXPECT_NE(Refused[3].find("it lifts a limit that keeps the run alive"),
            std::string::npos);
  EXPECT_NE(Refused[4].find("--max-memory-per-file=0"), std::string::npos);
}

TEST(EmbedDirectiveTest, FindsEverySpellingAndNothingElse) {
  EXPECT_TRUE(hasEmbedDirective("#embed \"x\"\n"));
  EXPECT_TRUE(hasEmbedDirective("int a;\n  #  embed <x>\n"));
  EXPECT_TRUE(hasEmbedDirective("#/* c */embed \"x\"\n"));
  EXPECT_TRUE(hasEmbedDirective("#/*\n*/embed \"x\"\n"));
  EXPECT_TRUE(hasEmbedDirective("#emb\\\ned \"x\"\n"));
  EXPECT_TRUE(hasEmbedDirective("#emb\\\r\ned \"x\"\n"));
  EXPECT_TRUE(hasEmbedDirective("%:embed \"x\"\n"));
  // What the first phases of translation do before a directive is read.
  EXPECT_TRUE(hasEmbedDirective("\xEF\xBB\xBF#embed \"x\"\n"));
  EXPECT_TRUE(hasEmbedDirective("int a;\r#embed \"x\"\r"));
  EXPECT_TRUE(hasEmbedDirective("??=embed \"x\"\n"));
  EXPECT_TRUE(hasEmbedDirective("#emb??/\ned \"x\"\n"));
  // A comment or literal opener that is not one hides nothing.
  EXPECT_TRUE(hasEmbedDirective("// /*\n#embed \"x\"\n// */\n"));
  EXPECT_TRUE(hasEmbedDirective("const char *s = \"/*\";\n#embed \"x\"\n"));
  EXPECT_TRUE(
      hasEmbedDirective("auto s = R\"a(\")/*\")a\";\n#/**/embed \"x\"\n"));
  EXPECT_FALSE(hasEmbedDirective("/*\n#embed \"x\"\n*/\n"));
  EXPECT_FALSE(hasEmbedDirective("auto s = R\"(\n#embed \"x\"\n)\";\n"));
  EXPECT_FALSE(hasEmbedDirective("#embedded \"x\"\n"));
  EXPECT_FALSE(hasEmbedDirective("// #embed \"x\"\nint embed;\n"));
  EXPECT_FALSE(hasEmbedDirective("#include \"embed.h\"\n"));
  EXPECT_FALSE(hasEmbedDirective(""));
}

TEST(UnreadableEncodingTest, NamesTheMarksClangRefusesOnly) {
  EXPECT_EQ(unreadableEncoding("\xFF\xFEi\0n\0"), "UTF-16LE");
  EXPECT_EQ(unreadableEncoding(llvm::StringRef("\xFF\xFE\0\0i\0\0\0", 8)),
            "UTF-32LE");
  EXPECT_EQ(unreadableEncoding(llvm::StringRef("\0\0\xFE\xFFx", 5)),
            "UTF-32BE");
  EXPECT_EQ(unreadableEncoding("+/v8 int x;"), "UTF-7");
  // UTF-8's mark Clang reads; text that merely starts like one is text.
  EXPECT_EQ(unreadableEncoding("\xEF\xBB\xBFint x;"), "");
  EXPECT_EQ(unreadableEncoding("+/w"), "");
  EXPECT_EQ(unreadableEncoding(""), "");
}

TEST(IdentifierAtTest, TakesTheNameAtTheColumnAndNothingOutsideTheLine) {
  EXPECT_EQ(identifierAt("  cudaFoo x;", 3), "cudaFoo");
  EXPECT_EQ(identifierAt("  cudaFoo x;", 10), "");
  EXPECT_EQ(identifierAt("a_1+b", 1), "a_1");
  EXPECT_EQ(identifierAt("abc", 0), "");
  EXPECT_EQ(identifierAt("abc", 4), "");
  EXPECT_EQ(identifierAt("", 1), "");
}

TEST(OutRootLinkTest, NamesTheFirstLinkedDirectoryBelowTheRoot) {
  TemporaryDirectory Dir;
  ASSERT_TRUE(Dir.create("musify-link-test"));
  std::string Base = absolutePath(Dir.path());
  std::string Root = Base + "/out";
  ASSERT_FALSE(llvm::sys::fs::create_directories(Root + "/real/deep"));
  ASSERT_FALSE(llvm::sys::fs::create_directories(Base + "/victim"));
  ASSERT_EQ(::symlink("../victim", (Root + "/sub").c_str()), 0);
  EXPECT_EQ(linkBelow(Root, Root + "/sub/a.cu"), Root + "/sub");
  EXPECT_EQ(linkBelow(Root, Root + "/sub/x/y/a.cu"), Root + "/sub");
  EXPECT_EQ(linkBelow(Root, Root + "/real/deep/a.cu"), "");
  EXPECT_EQ(linkBelow(Root, Root + "/new/a.cu"), "");
  // The file itself may be a link (it is replaced); the root may be one.
  EXPECT_EQ(linkBelow(Root, Root + "/sub"), "");
  EXPECT_EQ(linkBelow(Root + "/sub", Root + "/sub/a.cu"), "");
}

TEST(ParseOptionPolicyTest, KeepsWhatDecidesTheParseOnly) {
  auto Policy = ParseOptionPolicy::load(std::string(MUSIFY_RULES_DIR) +
                                        "/compile-commands/clang.yaml");
  ASSERT_TRUE(bool(Policy)) << llvm::toString(Policy.takeError());
  std::vector<std::string> Args = {"clang++",    "-Iinc",   "-DX=1",
                                   "-std=c++17", "-O2",     "-fPIC",
                                   "-Wall",      "-Xclang", "-load",
                                   "-Xclang",    "evil.so", "-fplugin=evil.so",
                                   "-MD",        "-MF",     "a.d",
                                   "-o",         "a.o",     "-Wp,-MD,x.d",
                                   "-mllvm",     "-x",      "a.cu"};
  std::vector<DroppedOption> Dropped;
  Policy->filter(Args, 1, Dropped);
  EXPECT_EQ(Args,
            (std::vector<std::string>{"clang++", "-Iinc", "-DX=1", "-std=c++17",
                                      "-O2", "-fPIC", "-Wall", "a.cu"}));
  std::vector<std::string> Texts;
  for (const DroppedOption &D : Dropped)
    Texts.push_back(D.Option);
  EXPECT_EQ(Texts, (std::vector<std::string>{"-Xclang -load", "-Xclang evil.so",
                                             "-fplugin=evil.so", "-Wp,-MD,x.d",
                                             "-mllvm -x"}));
}

TEST(PrivateFilesTest, RefusesLinksPipesAndOthersFiles) {
  TemporaryDirectory Dir;
  ASSERT_TRUE(Dir.create("musify-private"));
  ::chmod(Dir.path().c_str(), 0700);
  EXPECT_FALSE(bool(checkPrivateDirectory(Dir.path())));
  std::string Zero = Dir.path() + "/zero";
  ASSERT_EQ(::symlink("/dev/zero", Zero.c_str()), 0);
  auto Linked = readPrivateFile(Zero, 1 << 20);
  ASSERT_FALSE(bool(Linked));
  llvm::consumeError(Linked.takeError());
  std::string Fifo = Dir.path() + "/fifo";
  ASSERT_EQ(::mkfifo(Fifo.c_str(), 0600), 0);
  auto Piped = readPrivateFile(Fifo, 1 << 20);
  ASSERT_FALSE(bool(Piped));
  EXPECT_NE(llvm::toString(Piped.takeError()).find("not a regular file"),
            std::string::npos);
  std::string Big = Dir.path() + "/big";
  write(Big, std::string(100, 'x'));
  auto TooBig = readPrivateFile(Big, 10);
  ASSERT_FALSE(bool(TooBig));
  EXPECT_NE(llvm::toString(TooBig.takeError()).find("larger than"),
            std::string::npos);
}

TEST(PrivateFilesTest, TagsTieContentToTheSecret) {
  TemporaryDirectory Dir;
  ASSERT_TRUE(Dir.create("musify-private"));
  auto Secret = cacheSecret(Dir.path());
  ASSERT_TRUE(bool(Secret));
  auto Again = cacheSecret(Dir.path());
  ASSERT_TRUE(bool(Again));
  EXPECT_EQ(*Secret, *Again);
  std::string Data = tagged(*Secret, "payload");
  llvm::StringRef Payload;
  EXPECT_TRUE(checkTagged(*Secret, Data, Payload));
  EXPECT_EQ(Payload, "payload");
  std::string Forged = Data;
  Forged[0] = 'P';
  EXPECT_FALSE(checkTagged(*Secret, Forged, Payload));
  CacheTag Other = *Secret;
  Other[0] ^= 1;
  EXPECT_FALSE(checkTagged(Other, Data, Payload));
}

TEST(OutputFileTest, NeverReplacesADevice) {
  EXPECT_FALSE(bool(writeOutputFile("/dev/null", "x")));
  struct stat S;
  ASSERT_EQ(::lstat("/dev/null", &S), 0);
  EXPECT_TRUE(S_ISCHR(S.st_mode));
  EXPECT_TRUE(isTemporaryName("a.cu.musify-tmp-3fa91c"));
  EXPECT_FALSE(isTemporaryName("design.musify-tmp-notes.txt"));
  EXPECT_FALSE(isTemporaryName("a.cu.musify-tmp-3FA91C"));
  EXPECT_FALSE(isTemporaryName(".musify-tmp-3fa91c"));
}

} // namespace
