// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=MU2002
// A file Clang cannot parse (this one refuses any compiler but nvcc) is
// searched as text: its PTX is reported, its host asm is not, whatever the
// architecture.
// DIAG: {{.*}}.cu:1:1: note: migrated by the token-level pass only: the file does not parse with Clang ({{.*}}build this file with nvcc{{.*}}) [MU0001]

#if defined(__clang__)
#error "build this file with nvcc"
#endif

__device__ unsigned add(unsigned A, unsigned B) {
  unsigned Sum;
  asm volatile("add.u32 %0, %1, %2;" : "=r"(Sum) : "r"(A), "r"(B));
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: inline PTX cannot run on MUSA, whose ISA is MTX; this asm uses add.u32 [MU2002]
  return Sum;
}

__global__ void stop() { asm("exit;"); }
// DIAG: {{.*}}.cu:[[@LINE-1]]:26: warning: inline PTX cannot run on MUSA, whose ISA is MTX; this asm uses exit [MU2002]

unsigned long long cycles() {
  unsigned Lo, Hi;
  asm volatile("rdtsc" : "=a"(Lo), "=d"(Hi));
  asm volatile("" ::: "memory");
  return ((unsigned long long)Hi << 32) | Lo;
}
// CHECK: unsigned long long cycles() {
// CHECK-NEXT:   unsigned Lo, Hi;
// CHECK-NEXT:   asm volatile("rdtsc" : "=a"(Lo), "=d"(Hi));
