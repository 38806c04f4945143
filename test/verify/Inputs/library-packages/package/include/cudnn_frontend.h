// Stands for cuDNN frontend's header where its package installs it
// (nvidia-cudnn-frontend's include directory): a C++ layer over cuDNN.
#ifndef CUDNN_FRONTEND_H_
#define CUDNN_FRONTEND_H_
#include <cudnn.h>
namespace cudnn_frontend {
inline int version() { return 10000; }
} // namespace cudnn_frontend
#endif
