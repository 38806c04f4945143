# Part of musify's MUSA SDK model (docs/verify.md): what a host compiler
# needs to read the model's MUSA headers. The model is CUDA under MUSA
# names, so its MUSA headers include CUDA's: the CUDA include directory
# comes after the model's (the SDK has only its own).
file(READ "${MUSA_MODEL_ROOT}/sdk.json" _musa_model_sdk)
string(JSON MUSA_MODEL_CUDA GET "${_musa_model_sdk}" cuda)
set(MUSA_MODEL_HOST_INCLUDES "${MUSA_MODEL_ROOT}/include"
    "${MUSA_MODEL_CUDA}/include")
# A host compiler sees a MUSA name of the model once a MUSA header defines
# it (the names are macros), while the SDK's header declares its types: a
# `struct musaGraphicsResource *` written before any MUSA header (as
# cuda-samples' particles has it) named a type of its own and failed where
# the SDK's build would not. So the C and C++ sources of the directory that
# finds the SDK read the model's names first: defines.h, whose first part
# is #define lines alone (no CUDA header, no poison); its #ifdef part
# follows the CUDA headers each MUSA header reads.
if(NOT MUSA_MODEL_HOST_NAMES_DIR STREQUAL CMAKE_CURRENT_SOURCE_DIR)
  set(MUSA_MODEL_HOST_NAMES_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  add_compile_options(
    "$<$<COMPILE_LANGUAGE:C,CXX>:SHELL:-include \"${MUSA_MODEL_ROOT}/defines.h\">")
endif()
