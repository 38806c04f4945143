import os
from setuptools import setup
from torch.utils.cpp_extension import BuildExtension, CUDAExtension
home = os.environ.get("CUDA_HOME", "/usr/local/cuda")
nvcc_flags = ["-O3", "-gencode=arch=compute_80,code=sm_80", "-gencode=arch=compute_90,code=sm_90"]
setup(name="k", ext_modules=[CUDAExtension("k", ["src/k.cu"], extra_compile_args={"nvcc": nvcc_flags})], cmdclass={"build_ext": BuildExtension})
