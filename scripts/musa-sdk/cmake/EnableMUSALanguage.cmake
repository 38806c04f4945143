# Part of musify's MUSA SDK model (docs/verify.md): include(EnableMUSALanguage)
# before enable_language(MUSA), as the MUSA SDK (5.1.0 and later) has it.
# CMake finds the MUSA language's modules (CMakeDetermineMUSACompiler.cmake,
# ...) on CMAKE_MODULE_PATH, where this directory is.
include("${CMAKE_CURRENT_LIST_DIR}/MUSAModelRoot.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/MUSAModelHost.cmake")
if(NOT "${CMAKE_CURRENT_LIST_DIR}" IN_LIST CMAKE_MODULE_PATH)
  list(APPEND CMAKE_MODULE_PATH "${CMAKE_CURRENT_LIST_DIR}")
endif()
