#include "verb_help.h"

#include "adc/input_text.h"

#include <algorithm>
#include <vector>

namespace adc::cli {

CLI::App* addVerb(CLI::App& command, const std::string& name, const std::string& summary,
                  const std::string& rule, const std::string& keys) {
    CLI::App* sub =
        command.add_subcommand(name, rule.empty() ? summary : summary + " (" + rule + ")");
    std::string footer = "Inputs:";
    if (keys.empty()) footer += " none";
    for (std::size_t p = 0; p < keys.size();) {
        const auto q = std::min(keys.find('\n', p), keys.size());
        footer += "\n  " + keys.substr(p, q - p);
        p = q + 1;
    }
    sub->footer(footer);
    return sub;
}

void catchUnknownVerb(CLI::App& command) {
    command.require_subcommand(0, 1);
    command.allow_extras(); // refused by unknownVerb, in JSON, naming the verbs
}

std::string unknownVerb(const CLI::App& app) {
    std::string verbs;
    for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
        verbs += (verbs.empty() ? "" : ", ") + sub->get_name();
    const std::string command = app.get_name();
    const std::vector<std::string> words = app.remaining();
    const std::string help = " (adc " + command + " VERB --help names its keys)";
    if (words.empty()) return command + " needs a verb; the verbs are " + verbs + help;
    return "no " + command + " command \"" + printable(words.front(), 40) + "\"; the verbs are " +
           verbs + help;
}

} // namespace adc::cli
