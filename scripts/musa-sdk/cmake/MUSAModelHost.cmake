# Part of musify's MUSA SDK model (docs/verify.md): what a host compiler
# needs to read the model's MUSA headers. The model is CUDA under MUSA
# names, so its MUSA headers include CUDA's: the CUDA include directory
# comes after the model's (the SDK has only its own).
file(READ "${MUSA_MODEL_ROOT}/sdk.json" _musa_model_sdk)
string(JSON MUSA_MODEL_CUDA GET "${_musa_model_sdk}" cuda)
set(MUSA_MODEL_HOST_INCLUDES "${MUSA_MODEL_ROOT}/include"
    "${MUSA_MODEL_CUDA}/include")
