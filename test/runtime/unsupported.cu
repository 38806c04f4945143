// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify %t.cu --quiet --diagnostics-file=%t.json 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// APIs that MUSA lacks are reported, never renamed into names that do not exist.

#include <cuda_runtime.h>

__global__ void consumer(float *x) {
  cudaGridDependencySynchronize();
  // CHECK: cudaGridDependencySynchronize();
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaGridDependencySynchronize' is not supported by MUSA: programmatic dependent launch is not available on MUSA {{.*}} [MU1001]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:3: note: remove the call: without programmatic dependent launch the kernel starts after its predecessor has finished
  x[threadIdx.x] = 0;
}

int attribute() {
  int id = cudaLaunchAttributeProgrammaticStreamSerialization;
  // CHECK: int id = cudaLaunchAttributeProgrammaticStreamSerialization;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:12: warning: 'cudaLaunchAttributeProgrammaticStreamSerialization' is not supported by MUSA: {{.*}} [MU1001]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:12: note: drop the launch attribute, or use musaLaunchAttributeIgnore
  return id;
}

// The JSON form carries the fix-it as an LSP text edit (0-based positions).
// JSON: "id": "MU1001",
// JSON: "newText": "musaLaunchAttributeIgnore",
// JSON-NEXT: "range": {
// JSON-NEXT: "end": {
// JSON-NEXT: "character": 61,
// JSON-NEXT: "line": 18
// JSON-NEXT: },
// JSON-NEXT: "start": {
// JSON-NEXT: "character": 11,
// JSON-NEXT: "line": 18
