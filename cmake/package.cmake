# `cpack -G DEB` (in the build folder) makes a Debian package of what `cmake --install`
# installs: `aide-de-camp` and `adc` in /usr/bin, the tables in /usr/share/aide-de-camp, the
# menu entry, the icon and the .adc file type. The binaries are stripped. The libraries'
# packages are found by dpkg-shlibdeps; the QML modules the screens import are loaded at run
# time, so they are named here (the list follows the imports of qml/: QtQuick, Controls,
# Layouts, Dialogs, and what those load in turn).
set(CPACK_PACKAGE_NAME aide-de-camp)
set(CPACK_PACKAGE_VENDOR "Aide-de-Camp")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Staff companion for the Napoleonic Brigade Series board wargames (Aspern-Essling 1809)")
string(CONCAT CPACK_PACKAGE_DESCRIPTION
    "Writes and logs orders, works out their arrival and acceptance, keeps both armies' loss\n"
    "charts and reads every chart with its modifiers, for players at the table. Includes the\n"
    "desktop app (aide-de-camp) and the command line (adc).")
set(CPACK_PACKAGE_INSTALL_DIRECTORY aide-de-camp)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "Aide-de-Camp maintainers")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
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
include(CPack)
