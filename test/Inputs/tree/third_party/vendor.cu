// Vendored code that must stay as it is.
void v(void *p) { cudaFree(p); }
