//===- LineAlignment.h - A port's column in the original --------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The port keeps the original's lines, not its columns: a rename that
// changes a name's length (`at::cuda::getCurrentCUDAStream` becomes
// `c10::musa::getCurrentMUSAStream`) moves what follows it. A compiler's
// column in the port is shown in the original by aligning the two lines
// token by token.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_LINEALIGNMENT_H
#define MUSIFY_SUPPORT_LINEALIGNMENT_H

#include "llvm/ADT/StringRef.h"

namespace musify {

/// The 1-based column of \p Original that stands where 1-based \p Column
/// of \p Port does, \p Port being \p Original with some of its tokens
/// replaced: the same character in a token the two lines share (aligned by
/// a longest common subsequence of their tokens), else the start of what
/// was replaced there. At most one past the end of \p Original.
unsigned originalColumn(llvm::StringRef Original, llvm::StringRef Port,
                        unsigned Column);

} // namespace musify

#endif
