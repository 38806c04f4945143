// Found only through the Makefile's -I../include.
#pragma once
#define UTIL_THREADS 128
