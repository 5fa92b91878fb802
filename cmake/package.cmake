# `cpack -G DEB` (in the build folder) makes a Debian package of what `cmake --install`
# installs: `aide-de-camp` and `adc` in /usr/bin, the tables in /usr/share/aide-de-camp, the
# menu entry, the icon and the .adc file type. The binaries are stripped. The libraries'
# packages are found by dpkg-shlibdeps; the QML modules the screens import are loaded at run
# time, so they are named here (the list follows the imports of qml/: QtQuick, Controls,
# Layouts, Dialogs, and what those load in turn).
set(CPACK_PACKAGE_NAME aide-de-camp)
set(CPACK_PACKAGE_VENDOR "Aide-de-Camp")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
# Lines as Debian wants them (lintian): a synopsis under 80 characters, description lines
# under 80.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "staff companion for Napoleonic Brigade Series wargames")
string(CONCAT CPACK_PACKAGE_DESCRIPTION
    "Writes and logs orders, works out their arrival and acceptance, keeps both\n"
    "armies' loss charts and reads every chart with its modifiers, for players\n"
    "of Aspern-Essling 1809 and Wagram 1809 at the table. Includes the desktop\n"
    "app (aide-de-camp) and the command line (adc).")
set(CPACK_PACKAGE_INSTALL_DIRECTORY aide-de-camp)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER
    "Aide-de-Camp maintainers <maintainers@users.noreply.a-seed-b8e2649b.example>")
# A companion to board games, not a game itself (lintian: no binary in /usr/games).
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
if(ADC_BUILD_APP)
  set(CPACK_DEBIAN_PACKAGE_DEPENDS
      "qml6-module-qtquick, qml6-module-qtquick-controls, qml6-module-qtquick-layouts, "
      "qml6-module-qtquick-dialogs, qml6-module-qtquick-window, qml6-module-qtquick-templates, "
      "qml6-module-qtqml-workerscript, qml6-module-qt-labs-folderlistmodel, qml6-module-qtcore, "
      "qml6-module-qtqml, qml6-module-qtqml-models, qml6-module-qtcharts")
  string(CONCAT CPACK_DEBIAN_PACKAGE_DEPENDS ${CPACK_DEBIAN_PACKAGE_DEPENDS})
  # Their dpkg triggers register the .adc file type and the menu entry.
  set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "shared-mime-info, desktop-file-utils")
endif()
# Debian's own files: the copyright, the changelog of a native package (gzip -9n: no time
# stamp, so the same bytes each build), and a manual page for each program, made from its
# --help by help2man at build time. Not in the sanitizer or fuzzing builds, which make no
# package.
set(ADC_DEBIAN_DIR ${CMAKE_BINARY_DIR}/debian)
configure_file(${CMAKE_SOURCE_DIR}/cmake/debian/changelog.in ${ADC_DEBIAN_DIR}/changelog @ONLY)
add_custom_command(
  OUTPUT ${ADC_DEBIAN_DIR}/changelog.gz
  COMMAND gzip -9nkf ${ADC_DEBIAN_DIR}/changelog
  DEPENDS ${ADC_DEBIAN_DIR}/changelog
  VERBATIM)
set(ADC_DEBIAN_FILES ${ADC_DEBIAN_DIR}/changelog.gz)
set(ADC_DOC_DIR ${CMAKE_INSTALL_DATADIR}/doc/aide-de-camp)
install(FILES ${CMAKE_SOURCE_DIR}/cmake/debian/copyright ${ADC_DEBIAN_DIR}/changelog.gz
        DESTINATION ${ADC_DOC_DIR})
find_program(ADC_HELP2MAN help2man)
if(ADC_HELP2MAN AND NOT ADC_SANITIZE AND NOT ADC_FUZZ)
  # name: target, what its manual page is about
  set(ADC_MAN_PAGES "adc|Aide-de-Camp command line for NBS and Wagram 1809 games")
  if(TARGET aide-de-camp)
    list(APPEND ADC_MAN_PAGES "aide-de-camp|table-side staff companion for NBS and Wagram 1809")
  endif()
  foreach(page IN LISTS ADC_MAN_PAGES)
    string(REPLACE "|" ";" parts "${page}")
    list(GET parts 0 program)
    list(GET parts 1 about)
    add_custom_command(
      OUTPUT ${ADC_DEBIAN_DIR}/${program}.1.gz
      # The app prints its --help without a display.
      COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen ${ADC_HELP2MAN} --no-info
              --section=1 --name=${about} --output=${ADC_DEBIAN_DIR}/${program}.1
              $<TARGET_FILE:${program}>
      COMMAND gzip -9nf ${ADC_DEBIAN_DIR}/${program}.1
      DEPENDS ${program}
      VERBATIM)
    list(APPEND ADC_DEBIAN_FILES ${ADC_DEBIAN_DIR}/${program}.1.gz)
    install(FILES ${ADC_DEBIAN_DIR}/${program}.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
  endforeach()
endif()
add_custom_target(adc_debian_files ALL DEPENDS ${ADC_DEBIAN_FILES})

include(CPack)
