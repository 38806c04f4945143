/* Part of musify, under the Apache License v2.0 with LLVM Exceptions.
 *
 * CUDA 13 removed texture_fetch_functions.h, but Clang 19's CUDA wrapper
 * header still includes it (Clang 22 skips it for CUDA >= 13000). musify puts
 * this empty file on the include path of its parses so that CUDA 13 headers
 * parse with Clang 19. It only affects parsing, never the migrated code. */
