# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""nvcc's version macros for a CUDA toolkit, for the scripts that make the
SDK model (musa-sdk-model.py, and the model's mcc through
musa-sdk-layout.py); musify's own parse defines the same
(lib/CompileCommands/CudaParseFlags.cpp)."""

import json
import os
import re


def nvcc_build_number(cuda):
    """nvcc's build number (the 88 of V13.0.88), from the toolkit's
    version.json; 0 where there is none, as musify's parse defines it."""
    try:
        with open(os.path.join(cuda, "version.json")) as f:
            version = json.load(f)["cuda_nvcc"]["version"]
        return int(version.split(".")[2])
    except (OSError, ValueError, KeyError, IndexError, TypeError):
        return 0


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
            f"-D__CUDACC_VER_MINOR__={v % 1000 // 10}",
            f"-D__CUDACC_VER_BUILD__={nvcc_build_number(cuda)}"]
