# Used only by scripts/bench-parse and scripts/robustness-run, as CMAKE_PROJECT_Lectern_INCLUDE,
# for a build tree whose tests/CMakeLists.txt does not yet add this folder: at the end of the
# top-level CMakeLists.txt, defines the targets of tests/bench unless they already exist.
# (A deferred call may not add a subdirectory, so the folder's CMakeLists.txt is included.)
function(_lectern_wire_bench)
  if(NOT TARGET bench_xmlscan AND TARGET lectern_feeds AND TARGET lectern_options)
    include(${CMAKE_CURRENT_FUNCTION_LIST_DIR}/CMakeLists.txt)
  endif()
endfunction()
cmake_language(DEFER CALL _lectern_wire_bench)
