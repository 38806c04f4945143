// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=MU2002
// Inline PTX cannot run on MUSA. Each asm statement of device code is
// reported with its instructions and the builtin that replaces each, also
// in device code the host-side parse skips.

__device__ unsigned laneId() {
  unsigned id;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(id));
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: inline PTX cannot run on MUSA, whose ISA is MTX; this asm uses mov.u32 [MU2002]
  // DIAG-NEXT: note: mov: use an assignment; %laneid: use __get_laneid() (MUSA builtin, used by muAlg) or threadIdx.x % warpSize
  return id;
}

__device__ float load(const float *p) {
  float v;
  asm("ld.global.nc.f32 %0, [%1];\n\t" : "=f"(v) : "l"(p));
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: inline PTX cannot run on MUSA, whose ISA is MTX; this asm uses ld.global.nc.f32 [MU2002]
  // DIAG-NEXT: note: ld.global.nc: use __ldg() (amgx-musa, MT-DeepEP)
  return v;
}

__device__ void sync() {
#ifdef __CUDA_ARCH__
  asm volatile("bar.sync 1, 64;");
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: inline PTX cannot run on MUSA, whose ISA is MTX; this asm uses bar.sync [MU2002]
  // DIAG-NEXT: note: bar.sync: use __syncthreads(); code that needs named barriers must be restructured
#endif
}

// Host asm is not PTX and is left alone.
unsigned long long cycles() {
  unsigned lo, hi;
  asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
  return ((unsigned long long)hi << 32) | lo;
}
// CHECK: asm volatile("rdtsc" : "=a"(lo), "=d"(hi));

// An empty template is a compiler barrier, which mcc takes too.
__device__ void fenceCompiler() { asm volatile("" ::: "memory"); }
// CHECK: __device__ void fenceCompiler() { asm volatile("" ::: "memory"); }

// Host asm of other architectures in code the preprocessor skips is not
// PTX either (the bar.sync above, skipped on the host side too, is).
double roundingMode() {
  double Mode = 0;
#if defined(__powerpc__)
  asm volatile("mffs %0" : "=f"(Mode));
#elif defined(__sparc__)
  asm volatile("st %%fsr, %0" : "=m"(Mode));
#elif defined(__riscv)
  asm volatile("fence.i");
#elif defined(__loongarch__)
  asm volatile("ld.w $t0, %0" : : "m"(Mode));
#endif
  return Mode;
}

// PTX directives alone are still PTX: reported.
__device__ void noUnroll() { asm volatile(".pragma \"nounroll\";"); }
// DIAG: {{.*}}.cu:[[@LINE-1]]:30: warning: inline PTX cannot run on MUSA, whose ISA is MTX; this asm uses no instruction [MU2002]
