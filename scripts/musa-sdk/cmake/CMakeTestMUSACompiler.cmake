# Part of musify's MUSA SDK model: the compiler works if it compiles and
# links a MUSA program.
if(NOT CMAKE_MUSA_COMPILER_WORKS)
  set(_musa_dir "${CMAKE_PLATFORM_INFO_DIR}/CMakeTmp/musa")
  file(WRITE "${_musa_dir}/test.mu" "__global__ void k() {}\nint main() { return 0; }\n")
  execute_process(COMMAND "${CMAKE_MUSA_COMPILER}" "${_musa_dir}/test.mu" -lmusart -o "${_musa_dir}/test"
    RESULT_VARIABLE _musa_rc OUTPUT_VARIABLE _musa_out ERROR_VARIABLE _musa_out)
  if(NOT _musa_rc EQUAL 0)
    message(FATAL_ERROR "The MUSA compiler ${CMAKE_MUSA_COMPILER} cannot compile a MUSA program:\n${_musa_out}")
  endif()
  message(STATUS "Check for working MUSA compiler: ${CMAKE_MUSA_COMPILER} - works")
  set(CMAKE_MUSA_COMPILER_WORKS 1 CACHE INTERNAL "")
endif()
