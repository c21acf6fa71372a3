# Packages and deployment, included by the top-level CMakeLists.txt after the install rules.
#
# Linux: `cpack -G DEB` in the build folder (`scripts/dev package` does it) makes a .deb whose
# library dependencies dpkg-shlibdeps reads off the binary; what it loads at run time instead
# of linking (the SQLite driver and the image plugins) is listed by hand.
#
# macOS and Windows: `cmake --install` runs Qt's deployment script, which copies Qt (with
# QtWebEngineProcess and its resources) into the .app bundle or beside lectern.exe
# (macdeployqt, windeployqt). See README.md, "Installing", for the commands; they cannot be
# built on the project's Linux machines.

set(CPACK_PACKAGE_NAME lectern)
set(CPACK_PACKAGE_VENDOR "The Lectern developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION
  "Lectern subscribes to RSS, Atom and JSON feeds, keeps every article in a local SQLite library\
 with full-text search (Chinese included), captures whole articles and their images for offline\
 reading and shows them in a locked-down reader with highlighted code and typeset math.")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://lecternreader.github.io/")
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGE_CONTACT "The Lectern developers <lectern@lecternreader.github.io>")
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION net)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Loaded as plugins, so invisible to dpkg-shlibdeps.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite")
# Qt's own words (dialog buttons, the web view's menu) in Chinese; a keychain for feed passwords.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "gnome-keyring | kwalletmanager")

if(UNIX AND NOT APPLE)
  set(CPACK_GENERATOR DEB)
  # A package installs under /usr whatever CMAKE_INSTALL_PREFIX the build used.
  set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
endif()

if(APPLE OR WIN32)
  qt_generate_deploy_app_script(
    TARGET lectern
    OUTPUT_SCRIPT lectern_deploy_script
    NO_UNSUPPORTED_PLATFORM_ERROR)
  install(SCRIPT ${lectern_deploy_script})
  if(APPLE)
    set(CPACK_GENERATOR DragNDrop)
    set_target_properties(lectern PROPERTIES
      MACOSX_BUNDLE_GUI_IDENTIFIER ${LECTERN_APP_ID}
      MACOSX_BUNDLE_BUNDLE_NAME Lectern
      MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION}
      MACOSX_BUNDLE_BUNDLE_VERSION ${PROJECT_VERSION})
  else()
    # An installer made by NSIS (or WIX, with -G WIX) around lectern.exe and what windeployqt put
    # beside it.
    set(CPACK_GENERATOR NSIS)
    set(CPACK_PACKAGE_INSTALL_DIRECTORY Lectern)
    set(CPACK_PACKAGE_EXECUTABLES lectern Lectern)
  endif()
endif()

include(CPack)
