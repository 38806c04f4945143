// NCCL's data type of an element type, with NCCL's older names (DeepSpeed's
// deepcompile.cpp spells them so).
#include <nccl.h>

enum class Element { Char, Int, Double };

ncclDataType_t ncclTypeOf(Element e) {
  switch (e) {
  case Element::Char:
    return ncclChar;
  case Element::Int:
    return ncclInt;
  case Element::Double:
    return ncclDouble;
  }
  return ncclFloat;
}
