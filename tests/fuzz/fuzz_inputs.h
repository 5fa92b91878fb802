#pragma once
// What the fuzzers feed the program, one function per kind of input from outside. Each
// returns normally when the program accepts the input or refuses it in words; anything
// else is a finding: a crash, an exception no refusal expects, a message that is not
// UTF-8, or a refused game file that was changed. The libFuzzer targets call these, and
// so does the regression test that replays tests/fuzz/ in every normal test run.
#include <string_view>

namespace adc::fuzz {

// Where the shipped tables are (the charts, the armies) and a private scratch folder.
void setUp(const char* tablesDir);

void dataFile(std::string_view bytes);     // a chart, overlay, scenario, army or sequence file
void gameFile(std::string_view bytes);     // a game file, opened and its log replayed
void adcArguments(std::string_view bytes); // `adc` arguments, separated by NUL bytes

} // namespace adc::fuzz
