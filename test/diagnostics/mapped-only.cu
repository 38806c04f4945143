// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu --diagnostics-file=%t.json 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=MU1005
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// RUN: %musify %t.cu -o %t.out 2>&1 | FileCheck %s --check-prefix=SUMMARY
// A rename that rests on Moore Threads' name tables alone is applied and
// noted (MU1005), once per name however often it is used; one that code
// building against MUSA uses is not noted.

#include <cuda_runtime.h>

void f(cudaStream_t s, unsigned *flags, unsigned *again) {
  cudaStreamSynchronize(s);
  // CHECK: musaStreamSynchronize(s);
  cudaGetDeviceFlags(flags);
  // CHECK: musaGetDeviceFlags(flags);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: note: 'cudaGetDeviceFlags' was rewritten to 'musaGetDeviceFlags', a name known only from name tables (torch_musa general.json); no code that builds against MUSA is known to use it (2 places in 1 file, first here) [MU1005]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:3: note: check that your MUSA SDK declares 'musaGetDeviceFlags'
  cudaGetDeviceFlags(again);
  // CHECK: musaGetDeviceFlags(again);
}

// The other places are in the JSON output.
// JSON:      "also": [
// JSON-NEXT:   {
// JSON-NEXT:     "column": 3,
// JSON-NEXT:     "file": "{{.*}}.cu",
// JSON-NEXT:     "line": 20,
// The note carries the edits musify made, in its file, as its fix.
// JSON:      "fixes": [
// JSON-NEXT:   {
// JSON-NEXT:     "edits": [
// JSON-NEXT:       {
// JSON-NEXT:         "newText": "musaGetDeviceFlags",
// JSON-NEXT:         "range": {
// JSON-NEXT:           "end": {
// JSON-NEXT:             "character": 20,
// JSON-NEXT:             "line": 15
// JSON:              "newText": "musaGetDeviceFlags",
// JSON-NEXT:         "range": {
// JSON-NEXT:           "end": {
// JSON-NEXT:             "character": 20,
// JSON-NEXT:             "line": 19
// JSON:          "title": "rename 'cudaGetDeviceFlags' to 'musaGetDeviceFlags' (applied)"

// The text summary ends with what to check first.
// SUMMARY: musify: renamed on name tables alone, check first: cudaGetDeviceFlags (2 places)
