// NVRTC, a CUDA library no MUSA header is known to stand for.
#include <nvrtc.h>
#include <cstdio>

int main() {
  nvrtcProgram prog;
  nvrtcResult r = nvrtcCreateProgram(&prog, "", "x.cu", 0, nullptr, nullptr);
  std::printf("%d\n", (int)r);
  return 0;
}
