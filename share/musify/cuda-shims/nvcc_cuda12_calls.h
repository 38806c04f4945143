/* Part of musify, under the Apache License v2.0 with LLVM Exceptions.
 *
 * CUDA 13 changed the parameters of the unified-memory hints: CUDA 12's
 * cudaMemAdvise(ptr, count, advice, int device) and
 * cudaMemPrefetchAsync(ptr, count, int device, stream) now take a
 * cudaMemLocation (rules/evidence/cuda-signature-drift.tsv). Most CUDA code
 * in use is CUDA 12 code: with CUDA 13's headers every file that calls
 * either failed to parse ("no matching function for call to
 * 'cudaMemAdvise'": llm.c's cuda_utils.cuh, and with it 12 files), went to
 * the token-level pass, and --verify could not check it. Where the toolkit
 * is CUDA 13 or later, this file declares CUDA 12's forms beside the new
 * ones, each the call CUDA 12 made (a device ordinal, or cudaCpuDeviceId
 * for the host, as a location). musify force-includes it (-include) in its
 * parses and in --verify's compiles of CUDA sources, on both sides of the
 * comparison, as nvcc_host_math.h; a CUDA 12 toolkit declares these itself
 * and gets nothing from it. It never reaches the migrated code, where each
 * such call keeps its report (MU2005: MUSA's parameters may be either). */
#ifndef MUSIFY_NVCC_CUDA12_CALLS_H
#define MUSIFY_NVCC_CUDA12_CALLS_H
#if defined(__cplusplus) && defined(__CUDA__) && defined(CUDART_VERSION) &&   \
    CUDART_VERSION >= 13000

static inline __host__ cudaMemLocation musifyCuda12Location(int Device) {
  cudaMemLocation Location;
  Location.type = Device == cudaCpuDeviceId ? cudaMemLocationTypeHost
                                            : cudaMemLocationTypeDevice;
  Location.id = Device;
  return Location;
}

static inline __host__ cudaError_t cudaMemAdvise(const void *Ptr, size_t Count,
                                                 cudaMemoryAdvise Advice,
                                                 int Device) {
  return cudaMemAdvise(Ptr, Count, Advice, musifyCuda12Location(Device));
}

static inline __host__ cudaError_t
cudaMemPrefetchAsync(const void *Ptr, size_t Count, int Device,
                     cudaStream_t Stream = 0) {
  return cudaMemPrefetchAsync(Ptr, Count, musifyCuda12Location(Device), 0,
                              Stream);
}

#endif
#endif
