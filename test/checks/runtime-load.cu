// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu --diagnostics-file=%t.json 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=MU2007
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// A program that opens CUDA's libraries itself and looks their functions up
// by name builds on MUSA unchanged and fails when it runs: the names are
// strings. Each library file name, and each CUDA function name passed to a
// lookup, is reported, with MUSA's name as the quick fix where the string
// is written out (not where a macro makes it). The code is left as it is.

#include <cuda.h>
#include <dlfcn.h>
#include <stdio.h>

#define STRINGIFY(X) #X
#define LOOKUP_V2(lib, name) dlsym(lib, STRINGIFY(name##_v2))

static const char DriverName[] = "libcuda.so.1";
// CHECK: static const char DriverName[] = "libcuda.so.1";
// DIAG: {{.*}}.cu:[[@LINE-2]]:34: warning: 'libcuda.so.1' is CUDA's library, opened by name at run time: the port builds and then loads CUDA's library, where MUSA's is 'libmusa.so' [MU2007]
// DIAG-NEXT: {{.*}}: note: load 'libmusa.so' (the MUSA SDK's lib directory); names looked up in it are MUSA's too

int main() {
  void *Driver = dlopen(DriverName, RTLD_NOW);
  void *Runtime = dlopen("libcudart.so.13", RTLD_LAZY);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:26: warning: 'libcudart.so.13' is CUDA's library, {{.*}} where MUSA's is 'libmusart.so' [MU2007]
  void *Dnn = dlopen("libcudnn.so.9", RTLD_LAZY);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:22: warning: 'libcudnn.so.9' is CUDA's library, opened by name at run time: the port builds and then loads CUDA's library, for which no MUSA library is known [MU2007]
  void *Init = dlsym(Driver, "cuInit");
  // CHECK: void *Init = dlsym(Driver, "cuInit");
  // DIAG: {{.*}}.cu:[[@LINE-2]]:30: warning: 'cuInit' names CUDA's function for a lookup by name at run time (dlsym): the port builds and then finds no such function in MUSA's library, where it is 'muInit' [MU2007]
  // DIAG-NEXT: {{.*}}: note: look up 'muInit' in MUSA's library
  void *Destroy = LOOKUP_V2(Driver, cuCtxDestroy);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:19: warning: 'cuCtxDestroy_v2' names CUDA's function {{.*}} where it is 'muCtxDestroy_v2' [MU2007]
  void *Malloc = dlsym(Runtime, "cudaMalloc");
  // DIAG: {{.*}}.cu:[[@LINE-1]]:33: warning: 'cudaMalloc' names CUDA's function {{.*}} where it is 'musaMalloc' [MU2007]
  // Not lookups, not CUDA's: nothing to say.
  void *Mine = dlopen("libmine.so.1", RTLD_LAZY);
  void *Helper = dlsym(Mine, "make_widget");
  printf("%s %s\n", "cudaMalloc", "libcuda");
  CUresult R = cuInit(0);
  // CHECK: MUresult R = muInit(0);
  return Init && Destroy && Malloc && Helper && Dnn && R == CUDA_SUCCESS ? 0 : 1;
}

// The fixes, for editors: the written-out strings only.
// JSON: "newText": "\"libmusa.so\""
// JSON: "newText": "\"libmusart.so\""
// JSON: "newText": "\"muInit\""
// JSON: "newText": "\"musaMalloc\""
