#include "adc/scenario_game_info.h"

#include "adc/errors.h"
#include "adc/game_state.h"
#include "adc/turn_track.h"

namespace adc {

using nlohmann::json;

json scenarioGameInfo(const Scenario& s, const Variants& v, const std::string& title) {
    v.checkOffered(s);
    return {{"title", title.empty() ? s.number + " " + s.title : title},
            {"game", "aspern-essling"},
            {"scenario", s.id},
            {"scenario_number", s.number},
            {"first_player", sideName(s.firstPlayer)},
            {"first_turn", isoTime(s.firstTurn.at)},
            {"variants", v.toJson()}};
}

GameScenario gameScenarioOf(const json& info) {
    if (!info.is_object() || !info.contains("scenario") || !info["scenario"].is_string())
        throw InvalidInput("this game was created without a scenario; create one with adc scenario "
                           "new FILE SCENARIO [variants]");
    GameScenario g;
    g.scenario = info["scenario"].get<std::string>();
    if (info.contains("variants")) g.variants = Variants::fromJson(info["variants"]);
    return g;
}

PlayMode playModeOf(const json& info) {
    if (!info.is_object() || !info.contains("play") || !info["play"].is_string()) return PlayMode::TwoPlayers;
    const std::string p = info["play"].get<std::string>();
    if (p == "solitaire") return PlayMode::Solitaire;
    if (p == "umpire") return PlayMode::Umpire;
    if (p == "hot-seat") return PlayMode::HotSeat;
    return PlayMode::TwoPlayers;
}

std::string playModeName(PlayMode m) {
    switch (m) {
    case PlayMode::HotSeat: return "hot-seat";
    case PlayMode::Solitaire: return "solitaire";
    case PlayMode::Umpire: return "umpire";
    case PlayMode::TwoPlayers: break;
    }
    return "two-players";
}

} // namespace adc
