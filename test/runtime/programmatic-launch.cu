// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify %t.cu --quiet --diagnostics-file=%t.json 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// Programmatic dependent launch: MUSA has none. The device-side calls are
// no-ops without it and become ((void)0) (a call template); the launch
// attribute that would ask for it is reported, with a fix-it.

#include <cuda_runtime.h>

__global__ void consumer(float *x) {
  cudaGridDependencySynchronize();
  // CHECK: ((void)0);
  x[threadIdx.x] = 0;
  cudaTriggerProgrammaticLaunchCompletion();
  // CHECK: ((void)0);
}

int attribute() {
  int id = cudaLaunchAttributeProgrammaticStreamSerialization;
  // CHECK: int id = cudaLaunchAttributeProgrammaticStreamSerialization;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:12: warning: 'cudaLaunchAttributeProgrammaticStreamSerialization' is not supported by MUSA: {{.*}} [MU1001]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:12: note: drop the launch attribute, or use musaLaunchAttributeIgnore
  return id;
}

// The JSON form carries the fix-it as an LSP text edit (0-based positions).
// JSON: "newText": "musaLaunchAttributeIgnore",
// JSON-NEXT: "range": {
// JSON-NEXT: "end": {
// JSON-NEXT: "character": 61,
// JSON-NEXT: "line": 20
// JSON-NEXT: },
// JSON-NEXT: "start": {
// JSON-NEXT: "character": 11,
// JSON-NEXT: "line": 20
// JSON: "id": "MU1001",
