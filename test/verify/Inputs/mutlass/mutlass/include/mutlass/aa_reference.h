// A stand-in for MUTLASS 0.1.1's reference GEMM, which is not
// self-contained: it uses the shape without including its header, and
// compiles where that header was read first.
#pragma once

namespace mutlass {
inline int tile_count() { return Shape<4, 4>::kCount; }
} // namespace mutlass
