// musify stand-in for pybind11's <pybind11/cast.h>, which PyTorch ships with
// its headers; see musify-torch-api.h.
#pragma once
#include "../musify-torch-api.h"
