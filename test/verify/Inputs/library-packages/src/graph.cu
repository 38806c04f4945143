#include <cudnn_frontend.h>

// This file names nothing of cuDNN's own: only the include says that the
// port cannot build, so the include itself is reported.
int frontendVersion() { return cudnn_frontend::version(); }
