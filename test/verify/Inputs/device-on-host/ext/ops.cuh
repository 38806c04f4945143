// A header outside the in-root: the port does not write it, so a fix there
// would be lost.
__device__ inline float negate(float v) { return -v; }
