# qt_standard_project_setup() switches AUTOMOC and AUTOUIC on for every target. The engine,
# the game file, the CLI and their tests have no Qt in them: adc_plain_cpp(target...) keeps
# the Qt code generators off those targets (no empty moc steps in their builds).
function(adc_plain_cpp)
  foreach(target IN LISTS ARGN)
    set_target_properties(${target} PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
  endforeach()
endfunction()
