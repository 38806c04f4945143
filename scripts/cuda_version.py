# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""nvcc's version macros for a CUDA toolkit, for the scripts that make the
SDK model (musa-sdk-model.py, and the model's mcc through
musa-sdk-layout.py); musify's own parse defines the same
(lib/CompileCommands/CudaParseFlags.cpp)."""

import os
import re


def nvcc_version_flags(cuda):
    """nvcc's version macros for the toolkit, as musify's parse defines them
    (lib/CompileCommands/CudaParseFlags.cpp): Clang defines neither."""
    path = os.path.join(cuda, "include", "cuda_runtime_api.h")
    try:
        with open(path, errors="replace") as f:
            head = f.read(16384)
    except OSError:
        return []
    m = re.search(r"#[ \t]*define[ \t]+CUDART_VERSION[ \t]+(\d+)", head)
    if not m or int(m.group(1)) < 1000:
        return []
    v = int(m.group(1))
    return [f"-D__CUDACC_VER_MAJOR__={v // 1000}",
            f"-D__CUDACC_VER_MINOR__={v % 1000 // 10}"]
