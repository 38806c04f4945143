#pragma once
// A project's own thresholds, as ggml's common.cuh has them.
#define PROJ_CC_VOLTA 700 // the first with tensor cores
#define PROJ_CC_HOPPER 900
#define PROJ_HMASK 12000U
#define PROJ_NOT_A_NUMBER (PROJ_CC_VOLTA + 50)
