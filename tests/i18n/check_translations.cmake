# tst_translations: fails when a .ts file is stale (lupdate over today's sources would change it)
# or when a source string has no translation. Run by CTest as
#   cmake -DLUPDATE=... -DLCONVERT=... -DPROJECT_GENERATOR=... -DPROJECT_CMAKE=...
#         -DWORK_DIR=... -DTS_FILES=a.ts;b.ts -DPLURALS_TS_FILE=en.ts -DOPTIONS=... -P this
# The fix for a failure: `cmake --build build/dev --target update_translations`, then translate
# what Qt Linguist (or a text editor) shows as unfinished.
foreach(var LUPDATE LCONVERT PROJECT_GENERATOR PROJECT_CMAKE WORK_DIR TS_FILES PLURALS_TS_FILE)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "check_translations: ${var} is not set")
  endif()
endforeach()

file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
# The same project description the update_translations target gives lupdate.
execute_process(COMMAND ${CMAKE_COMMAND} -DIN_FILE=${PROJECT_CMAKE}
  -DOUT_FILE=${WORK_DIR}/project.json -P ${PROJECT_GENERATOR} RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "could not write the lupdate project")
endif()

set(problems "")
macro(compare committed regenerated)
  file(READ ${committed} before)
  file(READ ${regenerated} after)
  if(NOT before STREQUAL after)
    execute_process(COMMAND diff -u ${committed} ${regenerated} OUTPUT_VARIABLE difference)
    string(APPEND problems "${committed} is stale: the sources changed its strings\n${difference}\n")
  endif()
endmacro()

# Every message translated: no unfinished entry, no empty translation or plural form.
macro(finished ts)
  get_filename_component(file ${ts} NAME)
  file(STRINGS ${ts} lines)
  set(source "")
  foreach(line IN LISTS lines)
    if(line MATCHES "<source>(.*)</source>")
      set(source "${CMAKE_MATCH_1}")
    elseif(line MATCHES "type=\"unfinished\"|<translation></translation>|<numerusform></numerusform>")
      string(APPEND problems "${file}: no translation for \"${source}\"\n")
    endif()
  endforeach()
endmacro()

foreach(ts IN LISTS TS_FILES)
  get_filename_component(name ${ts} NAME)
  file(COPY_FILE ${ts} ${WORK_DIR}/${name})
  execute_process(COMMAND ${LUPDATE} -silent -project ${WORK_DIR}/project.json ${OPTIONS}
    -ts ${WORK_DIR}/${name} RESULT_VARIABLE failed)
  if(failed)
    message(FATAL_ERROR "lupdate failed on ${ts}")
  endif()
  compare(${ts} ${WORK_DIR}/${name})
  finished(${ts})
endforeach()

# The English plural forms: lupdate over a copy, then only the plural messages kept, the way
# the update_translations target writes the file.
get_filename_component(name ${PLURALS_TS_FILE} NAME)
file(COPY_FILE ${PLURALS_TS_FILE} ${WORK_DIR}/raw-${name})
execute_process(COMMAND ${LUPDATE} -silent -project ${WORK_DIR}/project.json ${OPTIONS}
  -ts ${WORK_DIR}/raw-${name} RESULT_VARIABLE failed)
execute_process(COMMAND ${LCONVERT} -pluralonly -i ${WORK_DIR}/raw-${name} -o ${WORK_DIR}/${name}
  RESULT_VARIABLE failed2)
if(failed OR failed2)
  message(FATAL_ERROR "lupdate or lconvert failed on ${PLURALS_TS_FILE}")
endif()
compare(${PLURALS_TS_FILE} ${WORK_DIR}/${name})
finished(${PLURALS_TS_FILE})

if(problems)
  message(FATAL_ERROR "${problems}Run `cmake --build build/dev --target update_translations`, "
    "then translate what is unfinished.")
endif()
message(STATUS "translations complete and up to date")
