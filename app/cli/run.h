#pragma once
// The whole of `adc` as a function: main() calls it, and so does the argument fuzzer.

namespace adc::cli {

// Parses the command line, runs it, prints JSON on stdout and any refusal on stderr.
// Returns the exit code: 0 ok, 2 invalid input, 3 a chart value must be entered. Never
// throws: whatever goes wrong ends as a message and exit code 2.
int run(int argc, char** argv);

} // namespace adc::cli
