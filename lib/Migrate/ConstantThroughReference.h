//===- ConstantThroughReference.h - static member by reference --*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The nvcc-ism of a constexpr variable initialized with a static member read
// through a reference or a pointer whose value is not known at compile time
// (`constexpr float k = 1.f / lidar.SCALE;`, `lidar` a reference): nvcc
// takes it, Clang before the C++23 rule of P2280 (Clang 19, and so mcc)
// rejects it, as reading the reference is no constant expression.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_MIGRATE_CONSTANTTHROUGHREFERENCE_H
#define MUSIFY_LIB_MIGRATE_CONSTANTTHROUGHREFERENCE_H

#include "MigrateAction.h"
#include <optional>

namespace musify {

/// The fix of "constexpr variable 'k' must be initialized by a constant
/// expression" where its initializer reads static members through a
/// reference or pointer variable or parameter: each `lidar.` (or `p->`)
/// before such a member becomes the class's fully qualified name and `::`,
/// which names the same member without reading the variable. None where
/// the initializer reads none that way, the class's type depends on a
/// template parameter, or an access is written inside a macro.
std::optional<NvccIsmFix>
staticMemberThroughReference(const clang::Diagnostic &Info);

} // namespace musify

#endif
