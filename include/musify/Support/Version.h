//===- Version.h - The musify version ---------------------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_VERSION_H
#define MUSIFY_SUPPORT_VERSION_H

#define MUSIFY_VERSION_STRING "0.1.0"

#endif // MUSIFY_SUPPORT_VERSION_H
