#pragma once
// Included by a path relative to this header, as pytorch_scatter's cpu/
// headers include "../extensions.h".
#include "../ext.h"
inline int impl_value() { return vendor_value() + 1; }
