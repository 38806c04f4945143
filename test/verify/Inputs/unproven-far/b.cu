// A second group, split the same way: musify notes each name it writes
// from name tables once, at its first place (a.cu).
#include <nccl.h>

static int Groups = 0;

ncclComm_t splitAgain(ncclComm_t comm, int rank) {
  ncclComm_t group = nullptr;
  ++Groups;
  ncclCommSplit(comm, Groups, rank, &group, nullptr);
  return group;
}

#if NCCL_VERSION_CODE >= NCCL_VERSION(2, 18, 0)
bool hasSplit() { return true; }
#endif
