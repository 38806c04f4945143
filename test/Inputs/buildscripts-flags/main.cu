__global__ void k() {}
int main() { k<<<1,1>>>(); }
