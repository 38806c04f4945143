# Builds the extension with PyTorch's CUDA toolchain:
#   pip install --no-build-isolation .
from setuptools import setup
from torch.utils.cpp_extension import BuildExtension, CUDAExtension

setup(
    name="torch_axpy",
    version="0.1.0",
    ext_modules=[
        CUDAExtension(
            name="torch_axpy._C",
            sources=["csrc/binding.cpp", "csrc/axpy_cuda.cu"],
            libraries=["cublas"],
            define_macros=[("WITH_CUDA", None)],
            extra_compile_args={
                "cxx": ["-O3"],
                "nvcc": ["-O3", "--expt-relaxed-constexpr",
                         "-gencode=arch=compute_80,code=sm_80"],
            },
        )
    ],
    cmdclass={"build_ext": BuildExtension},
)
