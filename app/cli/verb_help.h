#pragma once
// The verbs of `adc order`, `adc game` and `adc scenario` as CLI11 subcommands: `adc order
// --help` lists them, each with its line, and `adc order VERB --help` names the key=value
// words it takes. Words that name no verb are kept, to be refused naming the verbs.
#include <CLI/CLI.hpp>

#include <string>

namespace adc::cli {

// A verb's subcommand: its summary and rule as the line `--help` lists, its keys (one a line)
// as the footer of its own help.
CLI::App* addVerb(CLI::App& command, const std::string& name, const std::string& summary,
                  const std::string& rule, const std::string& keys);

// At most one verb; words that name none are kept as the command's remaining() words (call
// once every verb is added: a verb refuses words it does not take).
void catchUnknownVerb(CLI::App& command);

// The refusal when no verb was given, or a word that is none: "no order command "xyz"; the
// verbs are write, preset, ...".
std::string unknownVerb(const CLI::App& command);

} // namespace adc::cli
