# Part of musify's MUSA SDK model: the MUSA language's compiler is the SDK's
# mcc (MUSACXX or CMAKE_MUSA_COMPILER may name another).
include("${CMAKE_CURRENT_LIST_DIR}/MUSAModelRoot.cmake")
if(NOT CMAKE_MUSA_COMPILER)
  if(DEFINED ENV{MUSACXX})
    set(CMAKE_MUSA_COMPILER "$ENV{MUSACXX}")
  else()
    set(CMAKE_MUSA_COMPILER "${MUSA_MODEL_ROOT}/bin/mcc")
  endif()
endif()
if(NOT EXISTS "${CMAKE_MUSA_COMPILER}")
  message(FATAL_ERROR "The MUSA compiler ${CMAKE_MUSA_COMPILER} does not exist (set MUSA_HOME)")
endif()
set(CMAKE_MUSA_COMPILER_ENV_VAR "MUSACXX")
configure_file("${CMAKE_CURRENT_LIST_DIR}/CMakeMUSACompiler.cmake.in"
  "${CMAKE_PLATFORM_INFO_DIR}/CMakeMUSACompiler.cmake" @ONLY)
