try_compile(LOGFMT_HAS_STD_FORMAT ${CMAKE_BINARY_DIR}/probes/std_format
  SOURCES ${PROJECT_SOURCE_DIR}/cmake/probes/std_format.cpp
  CXX_STANDARD 20
  OUTPUT_VARIABLE probe_output)
if(NOT LOGFMT_HAS_STD_FORMAT)
  message(FATAL_ERROR "logfmt 3 needs <format> (GCC 13, Clang 17 or MSVC 19.29); "
                      "the probe failed:\n${probe_output}")
endif()
