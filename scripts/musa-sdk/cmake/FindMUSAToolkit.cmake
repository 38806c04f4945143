# Part of musify's MUSA SDK model (docs/verify.md): find_package(MUSAToolkit)
# as the MUSA SDK's module gives it: MUSAToolkit_FOUND,
# MUSAToolkit_INCLUDE_DIRS, MUSAToolkit_LIBRARY_DIR,
# MUSAToolkit_MCC_EXECUTABLE and the imported targets MUSA::<library>.
include("${CMAKE_CURRENT_LIST_DIR}/MUSAModelRoot.cmake")
set(MUSAToolkit_ROOT_DIR "${MUSA_MODEL_ROOT}")
set(MUSAToolkit_BIN_DIR "${MUSA_MODEL_ROOT}/bin")
set(MUSAToolkit_LIBRARY_DIR "${MUSA_MODEL_ROOT}/lib")
set(MUSAToolkit_MCC_EXECUTABLE "${MUSA_MODEL_ROOT}/bin/mcc")
set(MUSAToolkit_FOUND TRUE)
include("${CMAKE_CURRENT_LIST_DIR}/MUSAModelHost.cmake")
# What a host compiler needs to read the SDK's headers (the model's need
# CUDA's after them).
set(MUSAToolkit_INCLUDE_DIRS "${MUSA_MODEL_HOST_INCLUDES}")
# target file (libraries.tsv, filled in by scripts/musa-sdk-layout.py)
set(_musa_model_targets "
@MUSA_MODEL_TARGETS@
")
string(REGEX MATCHALL "[^\n]+" _musa_model_targets "${_musa_model_targets}")
foreach(_musa_line IN LISTS _musa_model_targets)
  string(STRIP "${_musa_line}" _musa_line)
  separate_arguments(_musa_pair UNIX_COMMAND "${_musa_line}")
  list(GET _musa_pair 0 _musa_target)
  list(GET _musa_pair 1 _musa_file)
  if(NOT TARGET MUSA::${_musa_target})
    add_library(MUSA::${_musa_target} UNKNOWN IMPORTED)
    set_target_properties(MUSA::${_musa_target} PROPERTIES
      IMPORTED_LOCATION "${MUSAToolkit_LIBRARY_DIR}/${_musa_file}"
      INTERFACE_INCLUDE_DIRECTORIES "${MUSA_MODEL_HOST_INCLUDES}")
  endif()
endforeach()
if(NOT MUSAToolkit_FIND_QUIETLY)
  message(STATUS "Found MUSAToolkit (musify's MUSA SDK model): ${MUSA_MODEL_ROOT}")
endif()
