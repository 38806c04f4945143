import os
from setuptools import setup
from torch.utils.cpp_extension import BuildExtension, CUDAExtension
home = os.environ.get("CUDA_HOME", "/usr/local/cuda")
setup(name="k", ext_modules=[CUDAExtension("k", ["src/k.cu"])], cmdclass={"build_ext": BuildExtension})
