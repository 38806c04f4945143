# Part of musify's MUSA SDK model (docs/verify.md). The SDK's root: MUSA_HOME
# or MUSA_PATH (a CMake or an environment variable), else the directory
# above this module, which is where the model keeps it.
if(NOT MUSA_MODEL_ROOT)
  foreach(_musa_var MUSA_HOME MUSA_PATH)
    if(NOT MUSA_MODEL_ROOT AND DEFINED ${_musa_var} AND EXISTS "${${_musa_var}}/bin/mcc")
      set(MUSA_MODEL_ROOT "${${_musa_var}}")
    elseif(NOT MUSA_MODEL_ROOT AND DEFINED ENV{${_musa_var}} AND EXISTS "$ENV{${_musa_var}}/bin/mcc")
      set(MUSA_MODEL_ROOT "$ENV{${_musa_var}}")
    endif()
  endforeach()
  if(NOT MUSA_MODEL_ROOT)
    get_filename_component(MUSA_MODEL_ROOT "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
  endif()
endif()
