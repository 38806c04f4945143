from setuptools import setup
from torch.utils.cpp_extension import BuildExtension, CUDAExtension

setup(
    name="scale_ext",
    ext_modules=[
        CUDAExtension(
            name="scale_ext",
            sources=["csrc/scale.cpp", "csrc/scale_cuda.cu"],
            define_macros=[("WITH_CUDA", None)],
        )
    ],
    cmdclass={"build_ext": BuildExtension},
)
