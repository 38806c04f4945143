# Part of musify's MUSA SDK model: how the MUSA language compiles and links.
# CMAKE_MUSA_FLAGS and $<COMPILE_LANGUAGE:MUSA> work as for any language;
# CMAKE_MUSA_STANDARD (or a target's MUSA_STANDARD) gives -std=c++NN.
set(CMAKE_MUSA_OUTPUT_EXTENSION .o)
set(CMAKE_SHARED_LIBRARY_CREATE_MUSA_FLAGS "-shared")
set(CMAKE_SHARED_LIBRARY_MUSA_FLAGS "-fPIC")
set(CMAKE_MUSA_COMPILE_OPTIONS_PIC "-fPIC")
set(CMAKE_INCLUDE_FLAG_MUSA "-I")
set(CMAKE_MUSA_FLAGS_INIT "$ENV{MUSAFLAGS}")
set(CMAKE_MUSA_FLAGS "${CMAKE_MUSA_FLAGS_INIT}" CACHE STRING "Flags of the MUSA compiler")
set(CMAKE_MUSA_FLAGS_DEBUG "-g" CACHE STRING "")
set(CMAKE_MUSA_FLAGS_RELEASE "-O3 -DNDEBUG" CACHE STRING "")
set(CMAKE_MUSA_FLAGS_RELWITHDEBINFO "-O2 -g -DNDEBUG" CACHE STRING "")
set(CMAKE_MUSA_FLAGS_MINSIZEREL "-Os -DNDEBUG" CACHE STRING "")
set(CMAKE_MUSA_COMPILE_OBJECT
  "<CMAKE_MUSA_COMPILER> <DEFINES> <INCLUDES> <FLAGS> -x musa -c <SOURCE> -o <OBJECT>")
# A program with MUSA code links the MUSA runtime, as CMake's CUDA language
# links CUDA's (an assumption of the model: no public code says either way).
set(CMAKE_MUSA_LINK_EXECUTABLE
  "<CMAKE_MUSA_COMPILER> <FLAGS> <CMAKE_MUSA_LINK_FLAGS> <LINK_FLAGS> <OBJECTS> -o <TARGET> <LINK_LIBRARIES> -lmusart")
set(CMAKE_MUSA_CREATE_SHARED_LIBRARY
  "<CMAKE_MUSA_COMPILER> <CMAKE_SHARED_LIBRARY_MUSA_FLAGS> <LANGUAGE_COMPILE_FLAGS> <LINK_FLAGS> -shared <SONAME_FLAG><TARGET_SONAME> -o <TARGET> <OBJECTS> <LINK_LIBRARIES> -lmusart")
set(CMAKE_MUSA_CREATE_SHARED_MODULE "${CMAKE_MUSA_CREATE_SHARED_LIBRARY}")
set(CMAKE_SHARED_LIBRARY_SONAME_MUSA_FLAG "-Wl,-soname,")
set(CMAKE_MUSA_ARCHIVE_CREATE "<CMAKE_AR> qc <TARGET> <LINK_FLAGS> <OBJECTS>")
set(CMAKE_MUSA_ARCHIVE_APPEND "<CMAKE_AR> q <TARGET> <LINK_FLAGS> <OBJECTS>")
set(CMAKE_MUSA_ARCHIVE_FINISH "<CMAKE_RANLIB> <TARGET>")
set(CMAKE_MUSA_INFORMATION_LOADED 1)

# The language standard: CMake handles CMAKE_<LANG>_STANDARD for its own
# languages only, so each target of the project gets -std=c++NN for its
# MUSA sources once the top-level directory is read.
function(_musa_model_standard dir)
  get_property(targets DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
  foreach(t IN LISTS targets)
    get_target_property(type ${t} TYPE)
    get_target_property(std ${t} MUSA_STANDARD)
    if(NOT std)
      get_property(std DIRECTORY "${dir}" PROPERTY MUSA_MODEL_STANDARD)
    endif()
    if(std AND NOT type STREQUAL "INTERFACE_LIBRARY")
      target_compile_options(${t} PRIVATE "$<$<COMPILE_LANGUAGE:MUSA>:-std=c++${std}>")
    endif()
  endforeach()
  get_property(subdirs DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
  foreach(s IN LISTS subdirs)
    _musa_model_standard("${s}")
  endforeach()
endfunction()
function(_musa_model_standard_all)
  set_property(DIRECTORY "${CMAKE_SOURCE_DIR}" PROPERTY MUSA_MODEL_STANDARD "${CMAKE_MUSA_STANDARD}")
  _musa_model_standard("${CMAKE_SOURCE_DIR}")
endfunction()
cmake_language(DEFER DIRECTORY "${CMAKE_SOURCE_DIR}" CALL _musa_model_standard_all)
