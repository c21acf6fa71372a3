# tst_install: `cmake --install` into a scratch root puts everything where a desktop expects it,
# and the desktop entry and the AppStream metainfo pass their validators. Run by CTest as
#   cmake -DBUILD_DIR=... -DWORK_DIR=... -DAPP_ID=... -DICON_PNGS=ON|OFF
#         -DBROWSER_MODULE=ON|OFF -DLIBDIR=... -P this
foreach(var BUILD_DIR WORK_DIR APP_ID)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "check_install: ${var} is not set")
  endif()
endforeach()

file(REMOVE_RECURSE ${WORK_DIR})
set(root ${WORK_DIR}/root)
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${root}/usr
  OUTPUT_QUIET RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "cmake --install failed")
endif()

set(share ${root}/usr/share)
set(expected
  ${root}/usr/bin/lectern
  ${share}/applications/${APP_ID}.desktop
  ${share}/metainfo/${APP_ID}.metainfo.xml
  ${share}/icons/hicolor/scalable/apps/${APP_ID}.svg
  ${share}/lectern/translations/lectern_zh_CN.qm
  ${share}/lectern/translations/lectern_en.qm)
if(ICON_PNGS)
  foreach(size 16 22 24 32 48 64 128 256 512)
    list(APPEND expected ${share}/icons/hicolor/${size}x${size}/apps/${APP_ID}.png)
  endforeach()
endif()
if(BROWSER_MODULE)
  list(APPEND expected ${root}/usr/${LIBDIR}/lectern/lectern_browser.so)
endif()
set(problems "")
foreach(file IN LISTS expected)
  if(NOT EXISTS ${file})
    string(APPEND problems "not installed: ${file}\n")
  endif()
endforeach()

# Each validator must be quiet: a warning is a failure too.
find_program(DESKTOP_FILE_VALIDATE desktop-file-validate)
find_program(APPSTREAMCLI appstreamcli)
if(NOT DESKTOP_FILE_VALIDATE OR NOT APPSTREAMCLI)
  message(FATAL_ERROR "desktop-file-validate and appstreamcli are needed (packages "
    "desktop-file-utils and appstream; scripts/dev installs them)")
endif()
execute_process(COMMAND ${DESKTOP_FILE_VALIDATE} ${share}/applications/${APP_ID}.desktop
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE failed)
if(failed OR out OR err)
  string(APPEND problems "desktop-file-validate:\n${out}${err}\n")
endif()
execute_process(COMMAND ${APPSTREAMCLI} validate --no-net --explain
    ${share}/metainfo/${APP_ID}.metainfo.xml
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE failed)
if(failed OR out MATCHES "W:|E:")
  string(APPEND problems "appstreamcli validate:\n${out}${err}\n")
endif()
# The installed tree as a whole: the metainfo's launchable finds the desktop entry, and so on.
execute_process(COMMAND ${APPSTREAMCLI} validate-tree --no-net ${root}
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE failed)
if(failed OR out MATCHES "W:|E:")
  string(APPEND problems "appstreamcli validate-tree:\n${out}${err}\n")
endif()

# The desktop entry names the installed icon and opens what it says it opens.
file(READ ${share}/applications/${APP_ID}.desktop entry)
foreach(line "Icon=${APP_ID}" "Exec=lectern %u"
    "MimeType=application/rss+xml;application/atom+xml;application/rdf+xml;x-scheme-handler/feed;")
  string(FIND "${entry}" "${line}\n" at)
  if(at LESS 0)
    string(APPEND problems "the desktop entry lacks \"${line}\"\n")
  endif()
endforeach()

# The installed program runs, and finds the module with the browser engine where it was put:
# capturing with nothing to capture loads it and starts the engine offscreen.
if(EXISTS ${root}/usr/bin/lectern)
  execute_process(COMMAND ${root}/usr/bin/lectern --version
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE failed)
  if(failed OR NOT out MATCHES "^Lectern ")
    string(APPEND problems "lectern --version: ${failed}\n${out}${err}\n")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen
      HOME=${WORK_DIR}/home XDG_CONFIG_HOME=${WORK_DIR}/home/.config
      ${root}/usr/bin/lectern --library ${WORK_DIR}/library capture --pending
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE failed)
  if(failed)
    string(APPEND problems "lectern capture --pending (loads the browser engine): ${failed}\n"
      "${out}${err}\n")
  endif()
endif()

if(problems)
  message(FATAL_ERROR "${problems}")
endif()
message(STATUS "installed and valid")
