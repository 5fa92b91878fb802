#include "adc/sequence_of_play.h"
#include "play_steps.h"

#include "adc/errors.h"
#include "adc/json_input.h"

#include <nlohmann/json.hpp>

#include <filesystem>

namespace adc {

using nlohmann::json;

std::vector<PlayStep> readPlaySteps(const json& doc, const std::string& key,
                                    const std::string& file, const std::string& at) {
    if (!doc.contains(key) || !doc[key].is_array() || doc[key].empty())
        throw ChartFileError(file, at + "/" + key, "needs a list of steps");
    std::vector<PlayStep> out;
    for (size_t i = 0; i < doc[key].size(); ++i) {
        const json& j = doc[key][i];
        const std::string place = at + "/" + key + "/" + std::to_string(i);
        PlayStep s;
        try {
            s.id = j.at("id").get<std::string>();
            s.phase = j.at("phase").get<std::string>();
            s.label = j.at("label").get<std::string>();
            s.rule = j.at("rule").get<std::string>();
            s.who = j.at("who").get<std::string>();
            s.tools = j.at("tools").get<std::vector<std::string>>();
            if (j.contains("during")) s.during = j["during"].get<std::vector<std::string>>();
        } catch (const json::exception&) {
            throw ChartFileError(file, place,
                                 "a step needs id, phase, label, rule, who (strings) and tools "
                                 "(a list), and may have during (a list of strings)");
        }
        if (s.who != "phasing" && s.who != "non-phasing" && s.who != "both")
            throw ChartFileError(file, place + "/who", "who must be phasing, non-phasing or both");
        out.push_back(s);
    }
    return out;
}

SequenceOfPlay SequenceOfPlay::load(const std::string& path) {
    const std::string file = std::filesystem::path(path).filename().string();
    const json doc = readDataFile(path, file);
    if (!doc.is_object() || !doc.contains("format") || doc["format"] != 1)
        throw ChartFileError(file, "/format", "\"format\" must be 1");
    if (doc.contains("source") && !doc["source"].is_string())
        throw ChartFileError(file, "/source", "must be a string");
    SequenceOfPlay s;
    s.source_ = doc.value("source", "");
    s.playerTurn_ = readPlaySteps(doc, "player_turn", file, "");
    s.turnEnd_ = readPlaySteps(doc, "turn_end", file, "");
    return s;
}

const PlayStep& SequenceOfPlay::step(const PlayPosition& p) const {
    const auto& steps = p.playerTurn == 2 ? turnEnd_ : playerTurn_;
    return steps.at(static_cast<size_t>(p.step));
}

PlayPosition SequenceOfPlay::next(const PlayPosition& p) const {
    PlayPosition n = p;
    const auto& steps = p.playerTurn == 2 ? turnEnd_ : playerTurn_;
    if (++n.step < static_cast<int>(steps.size())) return n;
    n.step = 0;
    if (++n.playerTurn > 2) { // 8.1: after the Game Turn End Phase, the next turn begins
        n.playerTurn = 0;
        ++n.turn;
    }
    return n;
}

PlayPosition SequenceOfPlay::after(int steps) const {
    PlayPosition p;
    const int perTurn =
        2 * static_cast<int>(playerTurn_.size()) + static_cast<int>(turnEnd_.size());
    p.turn += steps / perTurn;
    for (int i = 0; i < steps % perTurn; ++i)
        p = next(p);
    return p;
}

} // namespace adc
