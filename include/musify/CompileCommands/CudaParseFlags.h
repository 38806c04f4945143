//===- CudaParseFlags.h - Clang flags for CUDA 13's headers -----*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The one place that says how Clang 19 is made to parse a file with CUDA
// 13's headers (the reasons are measured in docs/parsing.md): used by every
// parse of a migration, by the precompiled preambles built from them, and by
// --verify's compiles against the SDK model.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_COMPILECOMMANDS_CUDAPARSEFLAGS_H
#define MUSIFY_COMPILECOMMANDS_CUDAPARSEFLAGS_H

#include "musify/Support/FileKinds.h"
#include "llvm/ADT/ArrayRef.h"
#include <string>
#include <vector>

namespace musify {

/// Which side of a CUDA translation unit a parse compiles.
enum class CudaSide { Host, Device };

/// The standard a parse of C++ or CUDA gets when its flags choose none.
inline constexpr llvm::StringLiteral DefaultStandardFlag = "-std=c++17";

/// The shims of \p ShimDir that every CUDA parse and compile force-includes:
/// its files named `nvcc_*.h` (what nvcc accepts and Clang 19 with CUDA
/// 13's headers does not), as paths in name order. The model's mcc finds them
/// the same way.
std::vector<std::string> forceIncludedShims(llvm::StringRef ShimDir);

/// The flag of the C++ standard of \p Year (`-std=c++17`, or
/// `-std=gnu++17` after a GNU dialect) where the last `-std=` of \p Args
/// chooses an older C++; "" where it chooses that standard or a later one,
/// C, or nothing.
std::string standardFlagOver(llvm::ArrayRef<std::string> Args, unsigned Year);

/// standardFlagOver(Args, 2017).
std::string cxx17Over(llvm::ArrayRef<std::string> Args);

/// \p Args, a parse's command line, with `-std=c++17` (or `gnu++17`) after
/// it where its last `-std=` chooses C++ older than 17 and the toolkit at
/// \p CudaPath is CUDA 13 or later, whose CCCL headers (CUB, libcu++,
/// Thrust) refuse such a compile: code written at C++14 for CUDA 11 and 12
/// parses then (a migration reads it; the port keeps its flags). The
/// arguments unchanged otherwise.
std::vector<std::string> withCcclStandard(std::vector<std::string> Args,
                                          llvm::StringRef CudaPath);

/// The flags that make Clang parse a file of \p Lang with the CUDA toolkit at
/// \p CudaPath: for CUDA, one side (\p Side), one GPU architecture, no
/// libdevice, CCCL's headers and musify's shims in \p ShimDir (when not
/// empty; with forceIncludedShims() force-included: what nvcc accepts and
/// Clang 19 with CUDA 13's headers does not),
/// nvcc's version macros (__CUDACC_VER_MAJOR__, _MINOR__ and
/// _BUILD__, the last from the toolkit's version.json, else 0) for the
/// toolkit; for C, the toolkit's headers; for C++, those and CCCL's.
std::vector<std::string> cudaHeaderFlags(FileLanguage Lang, CudaSide Side,
                                         llvm::StringRef CudaPath,
                                         llvm::StringRef ShimDir);

/// Whether \p Args choose a language standard (-std=...).
bool choosesStandard(llvm::ArrayRef<std::string> Args);

} // namespace musify

#endif // MUSIFY_COMPILECOMMANDS_CUDAPARSEFLAGS_H
