#include <sstream>
#include <torch/extension.h>

// A type the project does not dispatch on, printed in its message.
void check(at::Tensor X) {
  if (X.scalar_type() != at::ScalarType::Float) {
    std::ostringstream OS;
    OS << "unsupported data type " << X.scalar_type();
    TORCH_CHECK(false, OS.str());
  }
}
