#include "adc/scenarios/scenario_catalog.h"

#include "adc/errors.h"
#include "adc/json_input.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

namespace adc {

namespace fs = std::filesystem;

namespace {

// The kind a scenario-folder file declares; "" when it cannot be read (the loader of
// its kind then reports why).
std::string kindOf(const fs::path& p) {
    nlohmann::json j;
    try {
        j = readDataFile(p.string(), p.filename().string());
    } catch (const ChartFileError&) {
        return "";
    }
    if (!j.is_object() || !j.contains("kind") || !j["kind"].is_string()) return "";
    return j["kind"].get<std::string>();
}

} // namespace

ScenarioCatalog ScenarioCatalog::load(const std::string& dir, const OrderOfBattle& french,
                                      const OrderOfBattle& austrian,
                                      const std::string& overlayDir) {
    ScenarioCatalog c;
    c.french_ = &french;
    c.austrian_ = &austrian;
    if (!fs::is_directory(dir))
        throw ChartFileError(dir, "/", "the scenario folder does not exist");
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(dir))
        if (e.is_regular_file() && e.path().extension() == ".json") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    bool track = false, names = false, victory = false;
    for (fs::path p : files) {
        if (!overlayDir.empty() && fs::is_regular_file(fs::path(overlayDir) / p.filename())) {
            p = fs::path(overlayDir) / p.filename();
            c.playerFiles_.push_back(p.string());
        }
        const std::string kind = kindOf(p);
        if (kind == "turn-track") {
            c.track_ = TurnTrack::load(p.string());
            track = true;
        } else if (kind == "unit-names") {
            c.names_ = loadUnitNames(p.string(), french, austrian);
            names = true;
        } else if (kind == "victory") {
            c.victory_ = loadVictoryChart(p.string(), french, austrian);
            victory = true;
        } else {
            c.scenarios_.push_back(loadScenario(p.string())); // reports a missing or unknown kind
        }
    }
    if (!track) throw ChartFileError(dir, "/", "no turn-track file");
    if (!names) throw ChartFileError(dir, "/", "no unit-names file");
    if (!victory) throw ChartFileError(dir, "/", "no victory file");
    std::sort(c.scenarios_.begin(), c.scenarios_.end(),
              [](const Scenario& a, const Scenario& b) { return a.number < b.number; });
    for (const auto& s : c.scenarios_) {
        // Every time a scenario prints must fall on the track and inside the scenario.
        try {
            c.turns(s);
            for (Side side : {Side::French, Side::Austrian})
                for (const auto& r : s.side(side).reinforcements)
                    c.turnAt(s, r.turn.at);
        } catch (const InvalidInput& e) {
            throw ChartFileError(s.file, "/", e.what());
        }
    }
    return c;
}

const Scenario& ScenarioCatalog::find(const std::string& idOrNumber) const {
    std::string valid;
    for (const auto& s : scenarios_) {
        if (s.id == idOrNumber || s.number == idOrNumber) return s;
        valid += std::string(valid.empty() ? "" : ", ") + s.number + " (" + s.id + ")";
    }
    throw InvalidInput("no scenario \"" + idOrNumber + "\"; the scenarios are " + valid);
}

std::vector<ScenarioTurn> ScenarioCatalog::turns(const Scenario& s) const {
    std::vector<ScenarioTurn> out;
    const auto& boxes = track_.boxes();
    const auto contains = [](const TurnBox& b, const boost::posix_time::ptime& t) {
        return b.start <= t && t < b.end();
    };
    bool started = false;
    for (const auto& b : boxes) {
        if (!started && contains(b, s.firstTurn.at)) started = true;
        if (!started) continue;
        out.push_back({static_cast<int>(out.size()) + 1, &b});
        if (contains(b, s.lastTurn.at)) return out;
    }
    throw InvalidInput(s.number + ": its first (" + isoTime(s.firstTurn.at) + ") or last turn (" +
                       isoTime(s.lastTurn.at) + ") is not on the Turn Record Track (" +
                       track_.file() + ")");
}

ScenarioTurn ScenarioCatalog::turnAt(const Scenario& s, const boost::posix_time::ptime& t) const {
    for (const auto& st : turns(s))
        if (st.box->start <= t && t < st.box->end()) return st;
    throw InvalidInput(s.number + ": " + isoTime(t) + " is not during the scenario");
}

ScenarioTurn ScenarioCatalog::turn(const Scenario& s, int number) const {
    const auto all = turns(s);
    if (number < 1 || number > static_cast<int>(all.size()))
        throw InvalidInput(s.number + " has turns 1 to " + std::to_string(all.size()) + ", not " +
                           std::to_string(number));
    return all[static_cast<std::size_t>(number - 1)];
}

std::string ScenarioCatalog::lengthDisagreement(const Scenario& s) const {
    const int n = static_cast<int>(turns(s).size());
    if (n == s.gameLength) return "";
    return s.number + " prints a game length of " + std::to_string(s.gameLength) +
           " turns; the Turn Record Track (night from " +
           clockTime(boost::posix_time::ptime(s.firstTurn.at.date(), track_.nightFrom())) + " to " +
           clockTime(boost::posix_time::ptime(s.firstTurn.at.date(), track_.nightUntil())) +
           ") gives " + std::to_string(n);
}

} // namespace adc
