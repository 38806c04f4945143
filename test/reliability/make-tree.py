"""Writes a CUDA project of N files for the fault-injection test: sources
that parse (host C++ on the runtime API), CUDA sources, headers, and a build
script, each with a few CUDA names and a size of its own."""
import os
import random
import sys


def main():
    root, count = sys.argv[1], int(sys.argv[2])
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    apis = ["cudaMalloc(&p, n)", "cudaFree(p)", "cudaDeviceSynchronize()",
            "cudaMemset(p, 0, n)", "cudaGetLastError()",
            "cudaStreamCreate(&s)", "cudaStreamDestroy(s)"]
    for i in range(count):
        sub = os.path.join(root, f"part{i % 7}")
        os.makedirs(sub, exist_ok=True)
        kind = i % 10
        body = []
        for j in range(rng.randint(1, 40)):
            body.append(f"  err = {rng.choice(apis)}; // step {j}")
        if kind == 0:
            name, head = f"k{i}.cu", "#include <cuda_runtime.h>\n"
            body.insert(0, "  k<<<1, 1>>>(static_cast<float *>(p));")
            head += "__global__ void k(float *x) { x[threadIdx.x] = 0; }\n"
        elif kind == 1:
            name = f"h{i}.h"
            head = "#pragma once\n#include <cuda_runtime_api.h>\n"
        else:
            name = f"s{i}.cpp"
            head = "#include <cuda_runtime_api.h>\n"
        text = head + (f"inline " if kind == 1 else "") + \
            f"cudaError_t run{i}(size_t n) {{\n  void *p = nullptr;\n" \
            "  cudaStream_t s;\n  cudaError_t err;\n" + "\n".join(body) + \
            "\n  return err;\n}\n"
        with open(os.path.join(sub, name), "w") as f:
            f.write(text)
    with open(os.path.join(root, "CMakeLists.txt"), "w") as f:
        f.write("project(p LANGUAGES CXX CUDA)\nfind_package(CUDAToolkit)\n"
                "target_link_libraries(p CUDA::cudart)\n")


if __name__ == "__main__":
    main()
