#include <nvjpeg.h>

// nvJPEG has no MUSA counterpart known: the port fails where MU1004 says,
// and nvjpeg.h is the library's, not a header of the project's to migrate.
bool makeDecoder(nvjpegHandle_t *handle) {
  return nvjpegCreateSimple(handle) == NVJPEG_STATUS_SUCCESS;
}
