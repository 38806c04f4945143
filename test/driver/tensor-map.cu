// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// CUDA's TMA descriptors have no MUSA name that pairs with them: MUSA's
// tensor memory engine has a descriptor of its own (MUtensorDescriptor,
// muTensorDescriptorEncode), with other parameters. The names stay, and
// each use says how a person ports it (TransformerEngine's common.h
// declares its TMA helpers for every unit).

#include <cuda.h>

CUtensorMapDataType tensorMapType(int Bits);
// CHECK: CUtensorMapDataType tensorMapType(int Bits);
// DIAG: {{.*}}.cu:[[@LINE-2]]:1: warning: 'CUtensorMapDataType' has no known MUSA counterpart: CUDA's TMA descriptor API: no MUSA name pairs with it; MUSA's tensor memory engine has its own descriptor, MUtensorDescriptor, made by muTensorDescriptorEncode({{.*}}), with no box dimensions, swizzle or L2 promotion (MooreThreads/mate){{.*}} [MU1002]
// DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:1: note: port the TMA path by hand to MUtensorDescriptor and muTensorDescriptorEncode {{.*}}

CUresult encode(CUtensorMap *Map, void *Ptr, const cuuint64_t *Dims,
                const cuuint64_t *Strides, const cuuint32_t *Box,
                const cuuint32_t *ElementStrides) {
  return cuTensorMapEncodeTiled(
      Map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 2, Ptr, Dims, Strides, Box,
      ElementStrides, CU_TENSOR_MAP_INTERLEAVE_NONE,
      CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_NONE,
      CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
}
// CHECK: MUresult encode(CUtensorMap *Map, void *Ptr, const muuint64_t *Dims,
// DIAG: {{.*}}.cu:[[@LINE-10]]:17: warning: 'CUtensorMap' has no known MUSA counterpart: CUDA's TMA descriptor API{{.*}} [MU1002]
// DIAG: {{.*}}.cu:[[@LINE-8]]:10: warning: 'cuTensorMapEncodeTiled' has no known MUSA counterpart: CUDA's TMA descriptor API{{.*}} [MU1002]
