#include "adc/turn_sequence.h"
#include "play_steps.h"

#include "adc/errors.h"
#include "adc/json_input.h"

#include <filesystem>

namespace adc {

using nlohmann::json;

namespace {

std::string text(const json& j, const char* key, const std::string& file, const std::string& at) {
    if (!j.contains(key) || !j[key].is_string() || j[key].get<std::string>().empty())
        throw ChartFileError(file, at + "/" + key, "needs a text");
    return j[key].get<std::string>();
}

SequenceBlock readBlock(const json& j, const std::string& file, const std::string& at) {
    if (!j.is_object()) throw ChartFileError(file, at, "a block is an object");
    SequenceBlock b;
    b.id = text(j, "id", file, at);
    b.label = text(j, "label", file, at);
    b.rule = text(j, "rule", file, at);
    if (j.contains("until")) {
        b.until = text(j, "until", file, at);
        b.times = 0;
    } else if (j.contains("times")) {
        if (!j["times"].is_number_integer() || j["times"].get<int>() < 1 ||
            j["times"].get<int>() > 9)
            throw ChartFileError(file, at + "/times", "must be a whole number from 1 to 9");
        b.times = j["times"].get<int>();
    }
    b.steps = readPlaySteps(j, "steps", file, at);
    return b;
}

} // namespace

TurnSequence TurnSequence::load(const std::string& path) {
    const std::string file = std::filesystem::path(path).filename().string();
    const json doc = readDataFile(path, file);
    if (!doc.is_object() || !doc.contains("format") || doc["format"] != 2)
        throw ChartFileError(file, "/format", "\"format\" must be 2 (a sequence with blocks)");
    TurnSequence s;
    s.title_ = text(doc, "title", file, "");
    s.source_ = text(doc, "source", file, "");
    if (doc.contains("readings")) {
        if (!doc["readings"].is_array())
            throw ChartFileError(file, "/readings", "must be a list of texts");
        for (const json& r : doc["readings"]) {
            if (!r.is_string()) throw ChartFileError(file, "/readings", "must be a list of texts");
            s.readings_.push_back(r.get<std::string>());
        }
    }
    if (doc.contains("before_game")) s.beforeGame_ = readPlaySteps(doc, "before_game", file, "");
    if (!doc.contains("turn") || !doc["turn"].is_array() || doc["turn"].empty())
        throw ChartFileError(file, "/turn", "needs a list of blocks");
    for (std::size_t i = 0; i < doc["turn"].size(); ++i)
        s.turn_.push_back(readBlock(doc["turn"][i], file, "/turn/" + std::to_string(i)));
    return s;
}

std::vector<const PlayStep*> TurnSequence::during(const std::string& state) const {
    std::vector<const PlayStep*> out;
    const auto add = [&](const std::vector<PlayStep>& steps) {
        for (const PlayStep& s : steps)
            if (s.playedIn(state)) out.push_back(&s);
    };
    add(beforeGame_);
    for (const SequenceBlock& b : turn_)
        add(b.steps);
    return out;
}

} // namespace adc
