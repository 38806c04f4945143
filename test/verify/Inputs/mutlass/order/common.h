// The project's own header, which brings the shape in.
#pragma once
#include <cutlass/zz_shape.h>
