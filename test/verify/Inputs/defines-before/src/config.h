#ifndef CONFIG_H
#define CONFIG_H
#define WITH_FEATURE 1
#ifdef NEVER
#define WITH_OTHER
#endif
#define NAME_OF(x)                                                            \
  #x
#include <conf.h>
#endif
