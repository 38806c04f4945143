#pragma once
#include <cudnn.h>

cudnnHandle_t cudnnHandleForThisThread();
