#include "helper.h"

int main() { return errorName(cudaSuccess)[0] == 'c' ? 0 : 1; }
