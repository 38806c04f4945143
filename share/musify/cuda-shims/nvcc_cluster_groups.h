/* Part of musify, under the Apache License v2.0 with LLVM Exceptions.
 *
 * CUDA's cooperative_groups/details/info.h declares the thread-block cluster
 * groups (cg::this_cluster(), cluster_group; sm_90 and later) only where
 * __NVCC__ is defined or the compiler says it has the cluster intrinsics
 * (_CG_CLUSTER_INTRINSICS_AVAILABLE, CUDA 13.0). nvcc defines __NVCC__ in
 * both of its passes; Clang defines neither, though Clang 19 has the
 * intrinsics for sm_90, so every use of a cluster group failed to parse
 * (apex's group_norm_v2 kernels, 14 units). The architecture test (sm_90
 * and later on the device side) stays CUDA's. musify force-includes this file (-include) in its
 * parses and in --verify's compiles of CUDA sources, on both sides of the
 * comparison, as nvcc_host_math.h. It never reaches the migrated code.
 * Not in the compiles against musify's MUSA SDK model
 * (MUSIFY_MODEL_NO_CLUSTERS, which the model's model.json "defines" lists):
 * no MUSA code is known to use cluster groups,
 * so a port that keeps them is not proven to build. */
#ifndef MUSIFY_NVCC_CLUSTER_GROUPS_H
#define MUSIFY_NVCC_CLUSTER_GROUPS_H
#if defined(__CUDA__) && !defined(_CG_CLUSTER_INTRINSICS_AVAILABLE) &&     \
    !defined(MUSIFY_MODEL_NO_CLUSTERS)
#define _CG_CLUSTER_INTRINSICS_AVAILABLE 1
#endif
#endif
