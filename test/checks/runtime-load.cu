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
#define RUNTIME_LIBRARY "libcudart.so.13"
// CHECK: #define RUNTIME_LIBRARY "libcudart.so.13"
// DIAG: {{.*}}.cu:[[@LINE-2]]:25: warning: 'libcudart.so.13' is CUDA's library, {{.*}} where MUSA's is 'libmusart.so' [MU2007]

static const char DriverName[] = "libcuda.so.1";
// CHECK: static const char DriverName[] = "libcuda.so.1";
// DIAG: {{.*}}.cu:[[@LINE-2]]:34: warning: 'libcuda.so.1' is CUDA's library, opened by name at run time: the port builds and then loads CUDA's library, where MUSA's is 'libmusa.so' [MU2007]
// DIAG-NEXT: {{.*}}: note: load 'libmusa.so' (the MUSA SDK's lib directory); names looked up in it are MUSA's too

int main() {
  void *Driver = dlopen(DriverName, RTLD_NOW);
  void *Runtime = dlopen(RUNTIME_LIBRARY, RTLD_LAZY);
  void *Dnn = dlopen("libcudnn.so.9", RTLD_LAZY);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:22: warning: 'libcudnn.so.9' is CUDA's library, opened by name at run time: the port builds and then loads CUDA's library, muDNN (-lmudnn) is a C++ API, not a renamed cuDNN [MU2007]
  const wchar_t *WindowsDriver = L"nvcuda.dll";
  // DIAG: {{.*}}.cu:[[@LINE-1]]:34: warning: 'nvcuda.dll' is CUDA's library, {{.*}} where MUSA's is libmusa.so (on Linux) [MU2007]
  void *Init = dlsym(Driver, "cuInit");
  // CHECK: void *Init = dlsym(Driver, "cuInit");
  // DIAG: {{.*}}.cu:[[@LINE-2]]:30: warning: 'cuInit' names CUDA's function for a lookup by name at run time (dlsym): the port builds and then finds no such function in MUSA's library, where it is 'muInit' [MU2007]
  // DIAG-NEXT: {{.*}}: note: look up 'muInit' in MUSA's library
  void *Destroy = LOOKUP_V2(Driver, cuCtxDestroy);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:19: warning: 'cuCtxDestroy_v2' names CUDA's function {{.*}} where it is 'muCtxDestroy_v2' [MU2007]
  void *Legacy = dlsym(Driver, "cuCtxDestroy");
  // DIAG: {{.*}}.cu:[[@LINE-1]]:32: warning: 'cuCtxDestroy' names CUDA's function {{.*}} where 'muCtxDestroy' is a macro [MU2007]
  // DIAG-NEXT: {{.*}}: note: look up the function the macro 'muCtxDestroy' stands for
  void *Malloc = dlsym(Runtime, "cudaMalloc");
  // DIAG: {{.*}}.cu:[[@LINE-1]]:33: warning: 'cudaMalloc' names CUDA's function {{.*}} where it is 'musaMalloc' [MU2007]
  // Not lookups, not CUDA's: nothing to say.
  void *Mine = dlopen("libmine.so.1", RTLD_LAZY);
  void *Helper = dlsym(Mine, "make_widget");
  printf("%s %s\n", "cudaMalloc", "libcuda");
  CUresult R = cuInit(0);
  // CHECK: MUresult R = muInit(0);
  return Init && Destroy && Legacy && Malloc && Helper && Dnn && WindowsDriver &&
                 R == CUDA_SUCCESS
             ? 0
             : 1;
}

// The fixes, for editors: the written-out strings only (the macro's
// definition is where RUNTIME_LIBRARY's string is written); none for a
// string a macro makes, a Windows library or a macro's MUSA name.
// RUN: FileCheck %s --check-prefix=NOFIX --input-file=%t.json
// JSON: "newText": "\"libmusart.so\""
// JSON: "newText": "\"libmusa.so\""
// JSON: "newText": "\"muInit\""
// JSON: "newText": "\"musaMalloc\""
// NOFIX-NOT: "newText": "\"muCtxDestroy
// NOFIX-NOT: "newText": "L\"
