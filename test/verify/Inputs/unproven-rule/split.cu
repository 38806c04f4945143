// Splits a communicator by colour, as a tensor-parallel group does.
#include <nccl.h>

ncclComm_t splitByColor(ncclComm_t comm, int color, int rank) {
  ncclComm_t group = nullptr;
  ncclCommSplit(comm, color, rank, &group, nullptr);
  return group;
}
