#pragma once
#include <cutlass/array.h>

// Uses a layout its includes reach on CUDA's side only.
using PackLayout = cutlass::layout::RowMajor;
