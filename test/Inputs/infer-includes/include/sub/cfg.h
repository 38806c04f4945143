#pragma once
#define DEMO_THREADS 128
