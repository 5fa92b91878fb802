// `adc`: the umpire's and script's command line. Prints JSON on stdout; on failure also a
// message on stderr. Exit codes: 0 ok, 2 invalid input, 3 a chart value must be entered.
#include "adc/chances.h"
#include "adc/chart_set.h"
#include "adc/errors.h"
#include "adc/game_file.h"
#include "adc/resolver.h"

#include "../shared/paths.h"
#include "cli_values.h"
#include "game_command.h"
#include "order_command.h"
#include "resolve_in_game.h"
#include "scenario_command.h"
#include "tables_command.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <iostream>

using nlohmann::json;

namespace {

std::vector<std::pair<std::string, std::string>> keyValues(const std::vector<std::string>& args,
                                                           std::optional<std::uint64_t>* seed) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& a : args) {
        const auto eq = a.find('=');
        if (eq == std::string::npos || eq == 0)
            throw adc::InvalidInput("\"" + a + "\" is not key=value");
        const std::string k = a.substr(0, eq), v = a.substr(eq + 1);
        if (k == "seed" && seed) {
            *seed = adc::cli::toSeed(v);
            continue;
        }
        out.emplace_back(k, v);
    }
    return out;
}

int fail(int code, const std::string& kind, const std::string& message, json extra = json::object()) {
    json j{{"error", kind}, {"message", message}};
    for (auto it = extra.begin(); it != extra.end(); ++it) j[it.key()] = it.value();
    std::cout << j.dump(2) << '\n';
    std::cerr << "adc: " << message << '\n';
    return code;
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app{"Aide-de-Camp command line: NBS v2.1 / Aspern-Essling charts. Prints JSON."};
    app.require_subcommand(1);
    std::string tables = adc::paths::tablesDir(argv[0]);
    std::string alternative;
    std::string overlay = adc::paths::overlayDir();
    app.add_option("--tables", tables, "Folder of the shipped chart files");
    app.add_option("--alt", alternative, "Folder of an alternative table set (replaces charts with the same id)");
    app.add_option("--overlay", overlay, "Folder of values read off your printed charts");

    std::string name;
    std::vector<std::string> args;
    auto* resolveCmd = app.add_subcommand(
        "resolve", "Resolve a chart: adc resolve TABLE key=value... [roll=N] [seed=N] [game=FILE]");
    resolveCmd->add_option("table", name, "Resolver name (see `adc resolvers`)")->required();
    resolveCmd->add_option("args", args, "key=value inputs");
    auto* chancesCmd = app.add_subcommand("chances", "Distribution of results before rolling: adc chances TABLE key=value...");
    chancesCmd->add_option("table", name, "Resolver name")->required();
    chancesCmd->add_option("args", args, "key=value inputs");
    auto* listCmd = app.add_subcommand("resolvers", "List the resolvers and their inputs");
    auto* tablesCmd = app.add_subcommand("tables", "Chart files: status, check, show, set");
    adc::cli::TablesCommand tablesSub(*tablesCmd);
    auto* gameCmd = app.add_subcommand("game", "A game file: adc game VERB FILE key=value... (see docs/cli.md)");
    auto* oobCmd = app.add_subcommand("oob", "The order of battle of one side: adc oob french|austrian");
    adc::cli::GameCommand gameSub(*gameCmd, *oobCmd);
    auto* orderCmd = app.add_subcommand("order", "The command system (rule 10): adc order VERB FILE key=value... (see docs/cli.md)");
    adc::cli::OrderCommand orderSub(*orderCmd);
    auto* scenarioCmd = app.add_subcommand("scenario", "Scenarios AE 5.1-5.4: adc scenario list|show|setup|turns|clock|losses|new|apply-losses|bridge (see docs/cli.md)");
    auto* victoryCmd = app.add_subcommand("victory", "Who won (AE 4.0-4.4): adc victory FILE terrain_french=N terrain_austrian=N");
    adc::cli::ScenarioCommand scenarioSub(*scenarioCmd, *victoryCmd);

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
            std::cout << adc::cli::resolversJson().dump(2) << '\n';
            return 0;
        }
        if (scenarioSub.parsed()) return scenarioSub.run(tables, overlay);
        const adc::ChartSet charts = adc::ChartSet::load(tables, alternative, overlay);
        // An overlay entry left out is named on every command, which goes on without it.
        for (const auto& p : charts.overlayProblems()) std::cerr << "adc: warning: " << p.text() << "; left out\n";
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
            std::cout << j.dump(2) << '\n';
            return 0;
        }
        if (chancesCmd->parsed()) {
            json game;
            const auto kv = adc::cli::inGame(charts, tables, name, keyValues(args, nullptr), &game);
            json j = adc::toJson(adc::chances(charts, name, kv));
            if (!game.is_null()) j["game"] = game;
            std::cout << j.dump(2) << '\n';
            return 0;
        }
    } catch (const adc::NeedsChartValue& e) {
        const auto& c = e.cell();
        return fail(3, "needs_chart_value", e.what(),
                    {{"cell", {{"chart", c.chart_id}, {"title", c.chart_title}, {"line", c.line_key},
                               {"label", c.line_label}, {"at", c.outcome}, {"hint", c.hint}}}});
    } catch (const adc::GameFileError& e) {
        return fail(2, "game_file", e.what());
    } catch (const adc::ChartFileError& e) {
        return fail(2, "chart_file", e.what(), {{"file", e.file()}, {"place", e.place()}, {"reason", e.reason()}});
    } catch (const adc::InvalidInput& e) {
        return fail(2, "invalid_input", e.what());
    } catch (const std::exception& e) {
        return fail(2, "invalid_input", e.what());
    }
    return 0;
}
