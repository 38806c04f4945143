from torch.utils.cpp_extension import CUDAExtension
ext = CUDAExtension("x", ["x.cu"], extra_compile_args={
    "cxx": ["-O3"],
    "nvcc": ["-O3", "--expt-relaxed-constexpr"],
})
ext2 = CUDAExtension("y", ["x.cu"], extra_compile_args={"nvcc": [
    "--extended-lambda",
    "-O3",
    "-lineinfo",
]})
