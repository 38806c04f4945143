#pragma once
#define VISION_API inline
