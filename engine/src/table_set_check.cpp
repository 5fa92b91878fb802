#include "adc/table_set_check.h"

#include "adc/chart_loader.h"
#include "adc/errors.h"
#include "adc/json_input.h"
#include "adc/order_of_battle.h"
#include "adc/scenarios/scenario_catalog.h"
#include "adc/sequence_of_play.h"
#include "adc/turn_sequence.h"
#include "adc/wagram/wagram_scenario.h"

#include <algorithm>
#include <filesystem>
#include <optional>
#include <set>

namespace adc {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

const char* const kContents = "set/contents.json";

std::string reasonOf(const ChartFileError& e) {
    return e.place().empty() ? e.reason() : "at " + e.place() + ": " + e.reason();
}

// The list's names: plain relative paths, never a way out of the folder.
std::vector<std::string> namesIn(const json& doc, const char* key) {
    std::vector<std::string> out;
    const auto it = doc.find(key);
    if (it == doc.end() || !it->is_array())
        throw ChartFileError(kContents, std::string("/") + key, "must be a list of file names");
    for (const json& n : *it) {
        if (!n.is_string() || n.get<std::string>().empty() ||
            n.get<std::string>().find("..") != std::string::npos || n.get<std::string>()[0] == '/')
            throw ChartFileError(kContents, std::string("/") + key,
                                 "holds a name that is not a file of the folder: " +
                                     printable(n.dump(), 60));
        out.push_back(n.get<std::string>());
    }
    return out;
}

} // namespace

std::vector<TableSetProblem> checkTableSet(const std::string& tablesDir) {
    std::vector<TableSetProblem> problems;
    const fs::path dir(tablesDir);
    // Runs one reader of `file`; its fault becomes the file's problem. False when it failed.
    const auto check = [&](const std::string& file, auto&& read) {
        try {
            read();
            return true;
        } catch (const ChartFileError& e) {
            problems.push_back({file, reasonOf(e)});
        } catch (const std::exception& e) {
            problems.push_back({file, printable(e.what(), 300)});
        }
        return false;
    };
    json contents;
    if (!check(kContents, [&] { contents = readDataFile((dir / kContents).string(), kContents); }))
        return problems;
    std::vector<std::string> charts, files;
    if (!check(kContents, [&] {
            charts = namesIn(contents, "charts");
            files = namesIn(contents, "files");
        }))
        return problems;

    for (const std::string& id : charts) {
        const std::string file = id + ".json";
        check(file, [&] {
            const Chart c = loadChartFile((dir / file).string());
            if (c.id != id)
                throw ChartFileError(file, "/id",
                                     "names chart \"" + c.id + "\", not \"" + id + "\"");
        });
    }
    // Each file read as a data file first (there, a plain file, JSON within the limits)...
    std::set<std::string> broken;
    for (const std::string& file : files)
        if (!check(file, [&] { readDataFile((dir / file).string(), file); })) broken.insert(file);
    // ...then, when it is whole, by its own reader: the checks of its content.
    const auto byItsReader = [&](const std::string& file, auto&& load) {
        return !broken.count(file) && check(file, [&] { load((dir / file).string()); });
    };
    std::optional<OrderOfBattle> french, austrian;
    byItsReader("oob/french.json", [&](const std::string& p) { french = loadOrderOfBattle(p); });
    byItsReader("oob/austrian.json",
                [&](const std::string& p) { austrian = loadOrderOfBattle(p); });
    byItsReader("sequence/sequence-of-play.json", SequenceOfPlay::load);
    byItsReader("wagram-1809/scenarios.json", wagram::loadWagramScenarios);
    byItsReader("wagram-1809/sequence-of-play.json", TurnSequence::load);
    const bool scenariosWhole =
        french && austrian && std::none_of(files.begin(), files.end(), [&](const std::string& f) {
            return f.rfind("scenarios/", 0) == 0 && broken.count(f);
        });
    if (scenariosWhole)
        check("scenarios/",
              [&] { ScenarioCatalog::load((dir / "scenarios").string(), *french, *austrian); });
    return problems;
}

} // namespace adc
