//===- StandardSettingsTest.cpp - Tests of finding C++ standards ----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/StandardSettings.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

/// Each setting found in \p Text as "written=version-text@year", in order.
std::vector<std::string> settings(llvm::StringRef Text, llvm::StringRef Kind) {
  std::vector<std::string> Out;
  for (const StandardSetting &S : findStandardSettings(Text, Kind))
    Out.push_back(S.Written + "=" +
                  Text.substr(S.VersionOffset, S.VersionLength).str() + "@" +
                  std::to_string(S.Year) +
                  (S.Variable.empty() ? "" : " via " + S.Variable));
  return Out;
}

using Found = std::vector<std::string>;

TEST(StandardSettingsTest, YearsOfEverySpelling) {
  EXPECT_EQ(standardYear("98"), 1998u);
  EXPECT_EQ(standardYear("0x"), 2011u);
  EXPECT_EQ(standardYear("1y"), 2014u);
  EXPECT_EQ(standardYear("14"), 2014u);
  EXPECT_EQ(standardYear("1z"), 2017u);
  EXPECT_EQ(standardYear("2a"), 2020u);
  EXPECT_EQ(standardYear("15"), 0u);
  EXPECT_EQ(standardYear(""), 0u);
}

TEST(StandardSettingsTest, CompilerFlagsInEveryScript) {
  EXPECT_EQ(settings("CFLAGS = -O2 -std=c++14 -Wall\nNVFLAGS = --std=gnu++1y",
                     "make"),
            (Found{"-std=c++14=14@2014", "--std=gnu++1y=1y@2014"}));
  EXPECT_EQ(settings("extra_compile_args={'nvcc': ['-std=c++17', "
                     "'-std=c++14']}",
                     "python"),
            (Found{"-std=c++17=17@2017", "-std=c++14=14@2014"}));
  // nvcc's space form: the next word, or the next element of a list.
  EXPECT_EQ(settings("NVFLAGS = -std c++14 --std\tgnu++11 -std \\\n"
                     "  c++11",
                     "make"),
            (Found{"-std c++14=14@2014", "--std gnu++11=11@2011",
                   "-std c++11=11@2011"}));
  EXPECT_EQ(settings("list(APPEND CUDA_NVCC_FLAGS -std c++14)\n"
                     "set(F \"-std\" \"c++14\")\nset(G \"-std;c++11\")\n"
                     "list(APPEND H\n  -std\n  c++11)",
                     "cmake"),
            (Found{"-std c++14=14@2014", "-std c++14=14@2014",
                   "-std c++11=11@2011", "-std c++11=11@2011"}));
  EXPECT_EQ(settings("nvcc_flags = ['-O3', '-std', 'c++14']", "python"),
            (Found{"-std c++14=14@2014"}));
  // However far apart, as a script indents its lists.
  EXPECT_EQ(settings("F = -std          c++14 -std \\\r\n  c++11", "make"),
            (Found{"-std c++14=14@2014", "-std c++11=11@2011"}));
  EXPECT_EQ(settings("nvcc_flags = ['-O3', '-std',\n"
                     "              'c++14']",
                     "python"),
            (Found{"-std c++14=14@2014"}));
  // C, a longer word, a comment and a version that is none: left alone.
  EXPECT_EQ(settings("CFLAGS = -std=c99 -xstd=c++14 # -std=c++11\n"
                     "X = -std=c++1x -stdlib=libc++ -std\nc++14",
                     "make"),
            Found{});
}

TEST(StandardSettingsTest, CMakeVariablesPropertiesAndFeatures) {
  EXPECT_EQ(
      settings("set(CMAKE_CXX_STANDARD 14)\n"
               "set(CMAKE_CUDA_STANDARD \"11\")\n"
               "set_target_properties(k PROPERTIES CXX_STANDARD 17\n"
               "  CUDA_STANDARD 14)\n"
               "set(CMAKE_CXX_STANDARD_REQUIRED ON)\n"
               "if(CMAKE_CXX_STANDARD LESS 17)\nendif()\n"
               "target_compile_features(k PRIVATE cxx_std_14 cuda_std_11)\n",
               "cmake"),
      (Found{"CMAKE_CXX_STANDARD 14=14@2014", "CMAKE_CUDA_STANDARD 11=11@2011",
             "CXX_STANDARD 17=17@2017", "CUDA_STANDARD 14=14@2014",
             "cxx_std_14=14@2014", "cuda_std_11=11@2011"}));
  // Only CMake scripts have CMake's settings, but any script may give
  // them to cmake on its command line.
  EXPECT_EQ(settings("CXX_STANDARD 14", "make"), Found{});
  EXPECT_EQ(settings("cmake_args = ['-DCMAKE_CUDA_STANDARD=14', "
                     "'-DMY_CMAKE_CXX_STANDARD=11']",
                     "python"),
            (Found{"-DCMAKE_CUDA_STANDARD=14=14@2014"}));
}

TEST(StandardSettingsTest, VersionsThroughAVariableTheScriptSets) {
  llvm::StringRef CMake =
      "set(CXX_STD \"14\" CACHE STRING \"C++ standard\")\n"
      "set(CMAKE_CXX_STANDARD \"${CXX_STD}\")\n"
      "set(CMAKE_CUDA_FLAGS \"${CMAKE_CUDA_FLAGS} --std=c++${CXX_STD}\")\n"
      "set(CMAKE_CXX_FLAGS \"-std=c++${UNSET_STD}\")\n";
  // A variable the script does not set is unresolved: no version.
  EXPECT_EQ(settings(CMake, "cmake"),
            (Found{"CMAKE_CXX_STANDARD ${CXX_STD}=14@2014 via CXX_STD",
                   "--std=c++${CXX_STD}=14@2014 via CXX_STD",
                   "-std=c++${UNSET_STD}=@0 via UNSET_STD"}));
  // Both settings point at the one set().
  std::vector<StandardSetting> All = findStandardSettings(CMake, "cmake");
  ASSERT_EQ(All.size(), 3u);
  EXPECT_EQ(All[0].VersionOffset, CMake.find("14"));
  EXPECT_EQ(All[1].VersionOffset, CMake.find("14"));
  EXPECT_FALSE(All[2].resolved());
  EXPECT_EQ(
      settings("set(\n  STD 14 PARENT_SCOPE)\nset(F -std=c++${STD})", "cmake"),
      (Found{"-std=c++${STD}=14@2014 via STD"}));
  EXPECT_EQ(settings("STD ?= 14\nNVCCFLAGS += -std=c++$(STD)\n", "make"),
            (Found{"-std=c++$(STD)=14@2014 via STD"}));
  EXPECT_EQ(settings("export STD = 1y\n  override X := 11\n"
                     "F = -std=c++$(STD) -std=gnu++${X}\n",
                     "make"),
            (Found{"-std=c++$(STD)=1y@2014 via STD",
                   "-std=gnu++${X}=11@2011 via X"}));
}

TEST(StandardSettingsTest, TextThatSetsNothingIsLeftAlone) {
  // Printed, compared or replaced text; bracket comments; a `#` inside a
  // string does not start a comment.
  EXPECT_EQ(
      settings("message(STATUS \"forcing CXX_STANDARD 14 -std=c++14\")\n"
               "if(CMAKE_CXX_STANDARD EQUAL 14)\nendif()\n"
               "string(REPLACE \"-std=c++11\" \"-std=c++14\" F \"${F}\")\n"
               "#[[ set(CMAKE_CXX_STANDARD 11)\n"
               "    -std=c++11 ]]\n"
               "set(TAG \"v#1\") ; set(CMAKE_CUDA_STANDARD 14)\n"
               "string(APPEND F \" -std=c++11\")\n",
               "cmake"),
      (Found{"CMAKE_CUDA_STANDARD 14=14@2014", "-std=c++11=11@2011"}));
  // Python: a `#` in a string is no comment.
  EXPECT_EQ(settings("args = ['#x', '-std=c++14']  # '-std=c++11'", "python"),
            (Found{"-std=c++14=14@2014"}));
}

} // namespace
