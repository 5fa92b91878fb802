// `adc`: the umpire's and script's command line. Prints JSON on stdout; on failure also a
// message on stderr. Exit codes: 0 ok, 2 invalid input, 3 a chart value must be entered.
#include "run.h"

#include "adc/chances.h"
#include "adc/chart_set.h"
#include "adc/errors.h"
#include "adc/game_file.h"
#include "adc/input_text.h"
#include "adc/resolver.h"

#include "../shared/paths.h"
#include "cli_values.h"
#include "export_command.h"
#include "game_command.h"
#include "order_command.h"
#include "resolve_in_game.h"
#include "scenario_command.h"
#include "serve_command.h"
#include "tables_command.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <iostream>

using nlohmann::json;

namespace {

// A resolver's key=value inputs in order (a key may repeat where the resolver allows it,
// as firer= does); seed= is taken out, once.
std::vector<std::pair<std::string, std::string>> keyValues(const std::vector<std::string>& args,
                                                           std::optional<std::uint64_t>* seed) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& a : args) {
        const auto eq = a.find('=');
        if (eq == std::string::npos || eq == 0)
            throw adc::InvalidInput("\"" + adc::printable(a, 40) + "\" is not key=value");
        const std::string k = a.substr(0, eq), v = a.substr(eq + 1);
        if (k == "seed" && seed) {
            if (*seed) throw adc::InvalidInput("seed is given twice");
            *seed = adc::cli::toSeed(v);
            continue;
        }
        out.emplace_back(k, v);
    }
    return out;
}

// Messages are UTF-8 by construction (every input is checked first); invalid bytes are
// replaced all the same, so that printing a refusal can never fail.
std::string text(const json& j) {
    return j.dump(2, ' ', false, json::error_handler_t::replace);
}

int fail(int code, const std::string& kind, const std::string& message,
         json extra = json::object()) {
    json j{{"error", kind}, {"message", message}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        j[it.key()] = it.value();
    std::cout << text(j) << '\n';
    std::cerr << "adc: " << adc::printable(message, 4000) << '\n';
    return code;
}

// Every word of the command line, before anything reads it: UTF-8, and within the limits.
void checkArguments(int argc, char** argv) {
    if (argc - 1 > static_cast<int>(adc::limits::kArguments))
        throw adc::InvalidInput("too many arguments (" + std::to_string(argc - 1) +
                                "); the limit is " + std::to_string(adc::limits::kArguments));
    for (int i = 1; i < argc; ++i)
        adc::requireText(
            argv[i], "argument " + std::to_string(i) + " (\"" + adc::printable(argv[i], 40) + "\")",
            adc::limits::kArgumentBytes);
}

int runChecked(int argc, char** argv);

// The first word that is not an option must be a command: a word adc does not know is named,
// with the commands there are ("" when the line starts with a command or has none).
std::string unknownCommand(const CLI::App& app, int argc, char** argv) {
    std::vector<std::string> names;
    for (const CLI::App* sub : app.get_subcommands({}))
        names.push_back(sub->get_name());
    for (int i = 1; i < argc; ++i) {
        const std::string word = argv[i];
        if (word == "--tables" || word == "--alt" || word == "--overlay") {
            ++i; // its value
            continue;
        }
        if (word.rfind("-", 0) == 0) continue;
        if (std::find(names.begin(), names.end(), word) != names.end()) return {};
        std::string list;
        for (const std::string& n : names)
            list += (list.empty() ? "" : ", ") + n;
        return "adc has no command \"" + adc::printable(word, 40) + "\"; the commands are " + list +
               " (adc --help says what each does)";
    }
    return {};
}

} // namespace

namespace adc::cli {

int run(int argc, char** argv) {
    try {
        try {
            checkArguments(argc, argv);
        } catch (const adc::InvalidInput& e) {
            return fail(2, "invalid_input", std::string(e.what()) + "; nothing was done");
        }
        return runChecked(argc, argv);
    } catch (const std::exception& e) {
        // The last line of defence: a fault no check above foresaw still ends in a message.
        return fail(2, "internal_error", std::string("adc could not finish: ") + e.what());
    } catch (...) {
        return fail(2, "internal_error", "adc could not finish (an unknown error)");
    }
}

} // namespace adc::cli

namespace {

int runChecked(int argc, char** argv) {
    CLI::App app{"Aide-de-Camp command line: NBS v2.1 / Aspern-Essling charts and games, Wagram "
                 "1809's procedures. Prints JSON."};
    app.require_subcommand(1);
    std::string tables = adc::paths::tablesDir(argv[0]);
    std::string alternative;
    std::string overlay = adc::paths::overlayDir();
    adc::paths::protectDataDir();
    app.add_option("--tables", tables, "Folder of the shipped chart files");
    app.add_option("--alt", alternative,
                   "Folder of an alternative table set (replaces charts with the same id)");
    app.add_option("--overlay", overlay, "Folder of values read off your printed charts");

    std::string name;
    std::vector<std::string> args;
    auto* resolveCmd = app.add_subcommand(
        "resolve", "Resolve a chart: adc resolve TABLE key=value... [roll=N] [seed=N] [game=FILE]");
    resolveCmd->add_option("table", name, "Resolver name (see `adc resolvers`)")->required();
    resolveCmd->add_option("args", args, "key=value inputs");
    auto* chancesCmd = app.add_subcommand(
        "chances", "Distribution of results before rolling: adc chances TABLE key=value...");
    chancesCmd->add_option("table", name, "Resolver name")->required();
    chancesCmd->add_option("args", args, "key=value inputs");
    auto* listCmd = app.add_subcommand(
        "resolvers", "List the resolvers and their inputs: adc resolvers [nbs|wagram-1809]");
    std::string rulebook;
    listCmd->add_option("rulebook", rulebook,
                        "Only the resolvers of this rule book: nbs (Napoleonic Brigade Series, "
                        "Aspern-Essling) or wagram-1809");
    auto* tablesCmd = app.add_subcommand(
        "tables", "Chart files: status, check, show, set, clear, export, import");
    adc::cli::TablesCommand tablesSub(*tablesCmd);
    auto* gameCmd = app.add_subcommand(
        "game", "A game file: adc game VERB FILE key=value... (adc game VERB --help: its keys)");
    auto* oobCmd =
        app.add_subcommand("oob", "The order of battle of one side: adc oob french|austrian");
    adc::cli::GameCommand gameSub(*gameCmd, *oobCmd);
    auto* orderCmd =
        app.add_subcommand("order", "The command system (rule 10): adc order VERB FILE "
                                    "key=value... (adc order VERB --help: its keys)");
    adc::cli::OrderCommand orderSub(*orderCmd);
    auto* scenarioCmd = app.add_subcommand(
        "scenario",
        "Scenarios AE 5.1-5.4: adc scenario VERB ... (adc scenario VERB --help: its keys)");
    auto* victoryCmd = app.add_subcommand(
        "victory", "Who won (AE 4.0-4.4): adc victory FILE terrain_french=N terrain_austrian=N");
    adc::cli::ScenarioCommand scenarioSub(*scenarioCmd, *victoryCmd);
    auto* exportCmd = app.add_subcommand(
        "export",
        "Print and export: adc export FILE what=order-log|losses|rolls|victory "
        "side=french|austrian|both format=csv|pdf out=PATH (adc export --help: its keys)");
    adc::cli::ExportCommand exportSub(*exportCmd);
    auto* serveCmd = app.add_subcommand(
        "serve", "Host a game for several laptops: adc serve FILE [port=N] [lan=yes] (prints "
                 "the join codes; serves until stopped)");
    adc::cli::ServeCommand serveSub(*serveCmd);

    app.set_version_flag("--version", std::string("adc (Aide-de-Camp) ") + ADC_VERSION);
    if (const std::string unknown = unknownCommand(app, argc, argv); !unknown.empty())
        return fail(2, "invalid_input", unknown);

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        if (e.get_exit_code() == 0) return app.exit(e);
        return fail(2, "invalid_input", e.what());
    }

    try {
        if (listCmd->parsed()) {
            std::cout << text(adc::cli::resolversJson(rulebook)) << '\n';
            return 0;
        }
        // The charts the players use: every command that opens a game reads its results again
        // off them (adc/referee.h). An overlay entry left out is named on every command, which
        // goes on without it.
        const adc::ChartSet charts = adc::ChartSet::load(tables, alternative, overlay);
        for (const auto& p : charts.overlayProblems())
            std::cerr << "adc: warning: " << adc::printable(p.text(), 400) << "; left out\n";
        if (scenarioSub.parsed()) return scenarioSub.run(tables, overlay, charts);
        if (exportSub.parsed()) return exportSub.run(tables, charts);
        if (serveSub.parsed()) return serveSub.run(tables, charts);
        if (tablesCmd->parsed()) return tablesSub.run(charts, tables, alternative, overlay);
        if (gameSub.parsed()) return gameSub.run(charts, tables);
        if (orderSub.parsed()) return orderSub.run(charts, tables);
        if (resolveCmd->parsed()) {
            std::optional<std::uint64_t> seed;
            json game; // game=FILE: what the game knows is taken from it
            const auto kv = adc::cli::inGame(charts, tables, name, keyValues(args, &seed), &game);
            const auto out = adc::resolve(charts, name, kv, seed);
            json j = adc::toJson(out.resolution);
            if (out.seed) j["seed"] = *out.seed;
            if (!game.is_null()) {
                j["game"] = game;
                json steps = game["taken"];
                for (const auto& step : j["explanation"])
                    steps.push_back(step);
                j["explanation"] = steps;
            }
            std::cout << text(j) << '\n';
            return 0;
        }
        if (chancesCmd->parsed()) {
            json game;
            const auto kv = adc::cli::inGame(charts, tables, name, keyValues(args, nullptr), &game);
            json j = adc::toJson(adc::chances(charts, name, kv));
            if (!game.is_null()) j["game"] = game;
            std::cout << text(j) << '\n';
            return 0;
        }
    } catch (const adc::NeedsChartValue& e) {
        const auto& c = e.cell();
        return fail(3, "needs_chart_value", e.what(),
                    {{"cell",
                      {{"chart", c.chart_id},
                       {"title", c.chart_title},
                       {"line", c.line_key},
                       {"label", c.line_label},
                       {"at", c.outcome},
                       {"hint", c.hint}}}});
    } catch (const adc::GameFileError& e) {
        return fail(2, "game_file", e.what());
    } catch (const adc::ChartFileError& e) {
        return fail(2, "chart_file", e.what(),
                    {{"file", e.file()}, {"place", e.place()}, {"reason", e.reason()}});
    } catch (const adc::InvalidInput& e) {
        return fail(2, "invalid_input", e.what());
    } catch (const std::exception& e) {
        return fail(2, "invalid_input", e.what());
    }
    return 0;
}

} // namespace
