// Splits a communicator by colour where NCCL has ncclCommSplit (2.18).
#include <nccl.h>
#define SPLIT_MINOR (17 + 1)
#if NCCL_VERSION_CODE >= NCCL_VERSION(2, SPLIT_MINOR, 0)
ncclComm_t splitByColor(ncclComm_t comm, int color, int rank) {
  ncclComm_t group = nullptr;
  ncclCommSplit(comm, color, rank, &group, nullptr);
  return group;
}
#endif
