// A library header outside the project, reached through -isystem. The
// bodies of its ordinary functions are deliberately not valid C++: musify
// must never look at them.
#pragma once

inline int vendorHelper() { return not_declared_anywhere(); }

template <typename T> T vendorTwice(T x) { return x.no_such_member(); }

// Constant expressions need their bodies, which are parsed.
constexpr int vendorSize() { return 4; }

// So do functions whose return type comes from their body.
inline auto vendorScale() { return 2.0f; }
