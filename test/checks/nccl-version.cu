// REQUIRES: cuda-sdk, musa-model, nvcc
// RUN: %strip %s > %t.cu
// RUN: %nvcc -std=c++17 -c %t.cu -o %t.o
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not="rewritten to 'MCCL_VERSION"
// RUN: rm -rf %t.dir %t.port && mkdir %t.dir && cp %t.cu %t.dir/nccl-version.cu
// RUN: %musify --quiet --in-root %t.dir --out-root %t.port --verify 2> %t.verify
// RUN: FileCheck %s --check-prefix=VERIFY --input-file=%t.verify
// RUN: %musify --quiet --to cuda --in-root %t.port --out-root %t.back
// RUN: diff %t.cu %t.back/nccl-version.cu
// RUN: %musify --quiet %S/Inputs/nccl-version-fallback.cu 2> %t.fallback.err | FileCheck %s --check-prefix=FALLBACK --match-full-lines
// RUN: FileCheck %s --check-prefix=FALLBACK-DIAG --input-file=%t.fallback.err
// FALLBACK: #ifndef MCCL_VERSION
// FALLBACK-NEXT: #define MCCL_VERSION(X, Y, Z) ((X) * 1000 + (Y) * 100 + (Z))
// FALLBACK-DIAG: nccl-version-fallback.cu:8:21: warning: NCCL_VERSION is called with arguments musify does not read as numbers; MCCL is not known to define MCCL_VERSION, which the port names [MU2008]
// NCCL's version tests: MCCL numbers its own releases, and code that builds
// against MUSA uses only MCCL_MAJOR, MCCL_MINOR and MCCL_PATCH, so the
// port tests what NCCL 2.11 (the API MCCL is known to provide) answers,
// writes a lone NCCL_VERSION(...) as NCCL's number and NCCL_VERSION_CODE
// from MCCL's three macros; a test of their definition tests MCCL_MAJOR;
// NCCL_MAJOR and NCCL_MINOR compared with numbers are decided alike.
// Each is reported (MU2008), none is left to MCCL_VERSION_CODE or
// MCCL_VERSION (MU1005's names from name tables), the port builds, and
// --to cuda gives the original back.
// VERIFY: 1 of 1 translation units build; 0 fail after a musify finding near the failure (explained), 0 fail with none (silent), 0 not verified

#include <nccl.h>
#include <cstdio>

#define NEEDED_VERSION 21900

#if NCCL_VERSION_CODE >= NCCL_VERSION(2, 7, 0)
// CHECK: #if 1 /* was NCCL_VERSION_CODE >= NCCL_VERSION(2, 7, 0) */
// DIAG: {{.*}}.cu:[[@LINE-2]]:5: warning: 'NCCL_VERSION_CODE >= NCCL_VERSION(2, 7, 0)' tests the NCCL header's version (2.7.0); MCCL numbers its own releases and is not known to define MCCL_VERSION_CODE or MCCL_VERSION; it provides NCCL's API up to 2.11 at least: the port tests 1 [MU2008]
// DIAG-NEXT: note: check that your MCCL has what this code uses from NCCL 2.7.0
int sendRecv = 1;
#endif
#if NCCL_VERSION_CODE >= NCCL_VERSION(2,19,0) && defined(__linux__) // registration
// CHECK: #if 0 /* was NCCL_VERSION_CODE >= NCCL_VERSION(2,19,0) */ && defined(__linux__) // registration
// DIAG: {{.*}}.cu:[[@LINE-2]]:5: warning: {{.*}}(2.19.0); {{.*}}; it is known to provide NCCL's API up to 2.11, not 2.19.0's: the port tests 0 [MU2008]
// DIAG-NEXT: note: if your MCCL has what this code uses from NCCL 2.19.0, test 1 there
int registration = 1;
#elif NCCL_VERSION_CODE < 2703
// CHECK: #elif 0 /* was NCCL_VERSION_CODE < 2703 */
// DIAG: {{.*}}.cu:[[@LINE-2]]:7: warning: 'NCCL_VERSION_CODE < 2703' tests the NCCL header's version (2.7.3);{{.*}}: the port tests 0 [MU2008]
int old = 1;
#endif
#if NCCL_VERSION(2,11,0) <= NCCL_VERSION_CODE
// CHECK: #if 1 /* was NCCL_VERSION(2,11,0) <= NCCL_VERSION_CODE */
// DIAG: {{.*}}.cu:[[@LINE-2]]:29: warning: 'NCCL_VERSION(2,11,0) <= NCCL_VERSION_CODE' {{.*}} (2.11.0);{{.*}}: the port tests 1 [MU2008]
int preMulSum = 1;
#endif
#if NCCL_VERSION_CODE >= NEEDED_VERSION
// CHECK: #if 0 /* was NCCL_VERSION_CODE >= NEEDED_VERSION */
// DIAG: {{.*}}.cu:[[@LINE-2]]:5: warning: 'NCCL_VERSION_CODE >= NEEDED_VERSION' {{.*}} (2.19.0);{{.*}}: the port tests 0 [MU2008]
int registered = 1;
#endif
#if defined(NCCL_VERSION_CODE) && (NCCL_VERSION_CODE>=21003)
// CHECK: #if defined(MCCL_MAJOR /* was NCCL_VERSION_CODE */) && (1 /* was NCCL_VERSION_CODE>=21003 */)
// DIAG: {{.*}}.cu:[[@LINE-2]]:13: warning: 'NCCL_VERSION_CODE' is tested for a definition, which NCCL's header gives; MCCL is not known to define MCCL_VERSION_CODE: the port tests MCCL_MAJOR, which it defines [MU2008]
// DIAG: {{.*}}.cu:[[@LINE-3]]:36: warning: 'NCCL_VERSION_CODE>=21003' {{.*}} (2.10.3);{{.*}}: the port tests 1 [MU2008]
int bfloat16 = 1;
#endif
#ifdef NCCL_VERSION
// CHECK: #ifdef MCCL_MAJOR /* was NCCL_VERSION */
// DIAG: {{.*}}.cu:[[@LINE-2]]:8: warning: 'NCCL_VERSION' is tested for a definition{{.*}}MCCL is not known to define MCCL_VERSION: the port tests MCCL_MAJOR, which it defines [MU2008]
int versioned = 1;
#endif
#if NCCL_MAJOR >= 2 && NCCL_MINOR >= 14
// CHECK: #if 1 /* was NCCL_MAJOR >= 2 */ && 0 /* was NCCL_MINOR >= 14 */
// DIAG: {{.*}}.cu:[[@LINE-2]]:5: warning: 'NCCL_MAJOR >= 2' tests part of the NCCL header's version; MCCL numbers its own releases (MCCL_MAJOR counts them), and it provides NCCL's API up to 2.11: the port tests 1, what NCCL 2.11 answers [MU2008]
// DIAG: {{.*}}.cu:[[@LINE-3]]:24: warning: 'NCCL_MINOR >= 14' {{.*}}: the port tests 0, what NCCL 2.11 answers [MU2008]
int config = 1;
#endif
constexpr int extraOps = (NCCL_VERSION_CODE >= NCCL_VERSION(2,11,0) ? 1 : 0);
// CHECK: constexpr int extraOps = (1 /* was NCCL_VERSION_CODE >= NCCL_VERSION(2,11,0) */ ? 1 : 0);
// DIAG: {{.*}}.cu:[[@LINE-2]]:27: warning: {{.*}}: the port tests 1 [MU2008]

static const char *Help = R"(
  NCCL_VERSION_CODE >= NCCL_VERSION(2,7,0) in a raw string stays.
)";
// CHECK: NCCL_VERSION_CODE >= NCCL_VERSION(2,7,0) in a raw string stays.
int undecided(int a) {
  return a + NCCL_MINOR >= 14;
  // CHECK: return a + MCCL_MINOR >= 14;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:14: warning: 'NCCL_MINOR' is part of the NCCL header's version, compared in a form musify does not decide; the port's MCCL_MINOR counts MCCL's releases, not NCCL's [MU2008]
}
int split() {
  return NCCL_VERSION_CODE >= NCCL_VERSION(2,7,0)
         - 1;
  // CHECK: return (MCCL_MAJOR * 10000 + MCCL_MINOR * 100 + MCCL_PATCH) /* was NCCL_VERSION_CODE */ >= 2700 /* was NCCL_VERSION(2,7,0) */
}
// NCCL_VERSION_CODE >= NCCL_VERSION(2,7,0) in a comment stays.
// CHECK: // NCCL_VERSION_CODE >= NCCL_VERSION(2,7,0) in a comment stays.
int check(int runtime) {
  std::printf("NCCL_VERSION_CODE %d\n", NCCL_VERSION_CODE);
  // CHECK: std::printf("NCCL_VERSION_CODE %d\n", (MCCL_MAJOR * 10000 + MCCL_MINOR * 100 + MCCL_PATCH) /* was NCCL_VERSION_CODE */);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:41: warning: NCCL_VERSION_CODE is the NCCL header's version; MCCL is not known to define MCCL_VERSION_CODE: the port computes it from MCCL_MAJOR, MCCL_MINOR and MCCL_PATCH as NCCL encodes versions since 2.9, so it counts MCCL's releases [MU2008]
  std::printf("%d.%d\n", NCCL_MAJOR, NCCL_MINOR);
  // CHECK: std::printf("%d.%d\n", MCCL_MAJOR, MCCL_MINOR);
  if (runtime >= NCCL_VERSION(2,24,0))
    return 1;
  // CHECK: if (runtime >= 22400 /* was NCCL_VERSION(2,24,0) */)
  // DIAG: {{.*}}.cu:[[@LINE-3]]:18: warning: 'NCCL_VERSION(2,24,0)' is NCCL 2.24.0's version number; MCCL is not known to define MCCL_VERSION: the port writes 22400, and a version MCCL reports (mcclGetVersion) counts MCCL's releases [MU2008]
  return NCCL_VERSION_CODE + 1 >= NCCL_VERSION(2,4,0);
  // CHECK: return (MCCL_MAJOR * 10000 + MCCL_MINOR * 100 + MCCL_PATCH) /* was NCCL_VERSION_CODE */ + 1 >= 2400 /* was NCCL_VERSION(2,4,0) */;
}
