#include <npp.h>

// NPP's names become MTPP's, also where NPP's header is found with -I.
bool fill(Npp8u *dst, int step, NppiSize roi) {
  return nppiSet_8u_C1R(0, dst, step, roi) == NPP_NO_ERROR;
}
