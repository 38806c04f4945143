// A POSIX header for Windows builds of the project: only a Windows build
// puts this directory on the include path. Elsewhere <unistd.h> is the
// system's, and no inferred flag may make this file shadow it.
#pragma once
#define usleep(us) Sleep((us) / 1000)
