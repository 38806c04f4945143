// musify stand-in for pybind11's <pybind11/stl_bind.h> (PyTorch's copy);
// see musify-torch-api.h. A std::vector or std::map bound as a Python
// class of its own (py::bind_vector<std::vector<int>>(m, "IntVector")).
#pragma once
#include "../musify-torch-api.h"

namespace pybind11 {
template <typename Vector, typename... Args>
class_<Vector> bind_vector(module_ &scope, const std::string &name,
                           Args &&...args);
template <typename Map, typename... Args>
class_<Map> bind_map(module_ &scope, const std::string &name, Args &&...args);
} // namespace pybind11
