//===- DeviceFunctionOnHost.h - a device function referenced on the host --===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The nvcc-ism of a __device__ function referenced in host code: its address
// given to a kernel launcher as a template argument. nvcc takes it; Clang,
// and so mcc, rejects it.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_MIGRATE_DEVICEFUNCTIONONHOST_H
#define MUSIFY_LIB_MIGRATE_DEVICEFUNCTIONONHOST_H

#include "MigrateAction.h"
#include <optional>

namespace musify {

/// The fix of "reference to __device__ function 'f' in __host__ function":
/// `__host__ ` before each `__device__` that f's declarations are written
/// with, and the same for the project's device functions f calls, so that
/// f compiles for the host too. None where f (or a function it calls) would
/// not compile for the host (a device-only builtin, a device variable such
/// as threadIdx, inline asm, a call that depends on a template parameter),
/// where it has explicit specializations, or where a `__device__` is not
/// written as such (a macro of the project's).
std::optional<NvccIsmFix> deviceFunctionOnHost(const clang::Diagnostic &Info);

} // namespace musify

#endif
