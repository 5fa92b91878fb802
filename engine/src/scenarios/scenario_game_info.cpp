#include "adc/scenarios/scenario_game_info.h"

#include "adc/errors.h"
#include "adc/game_module.h"
#include "adc/game_state.h"
#include "adc/input_text.h"
#include "adc/play_mode.h"
#include "adc/scenarios/in_play.h"
#include "adc/scenarios/turn_track.h"

#include <algorithm>
#include <iterator>

namespace adc {

using nlohmann::json;

json scenarioGameInfo(const Scenario& s, const Variants& v, const std::string& title) {
    v.checkOffered(s);
    json info{{"title", title.empty() ? s.number + " " + s.title : title},
              {"scenario", s.id},
              {"scenario_number", s.number},
              {"first_player", sideName(s.firstPlayer)},
              {"first_turn", isoTime(s.firstTurn.at)},
              {"variants", v.toJson()},
              {"order_numbers", "per-side"}}; // 10.1c: each side numbers its own Order Log
    info.update(moduleInfo(gameModule("aspern-essling"))); // the scenarios are Aspern-Essling's
    return info;
}

namespace {

// A seat's copy of a game hosted on another laptop (adc/seat_view.h): which game, whose seat,
// and the host's address.
void checkSeatInfo(const json& seat) {
    if (!seat.is_object()) throw InvalidInput("the game's seat must be an object");
    for (const auto& [k, v] : seat.items()) {
        if (k != "game" && k != "seat" && k != "host")
            throw InvalidInput("the game's seat has no \"" + printable(k, 40) +
                               "\"; it has game, seat and host");
        if (!v.is_string() || v.get_ref<const std::string&>().size() > 1000)
            throw InvalidInput("the game's seat " + k + " must be text of at most 1000 bytes");
    }
    const auto who = seat.find("seat");
    if (who == seat.end() || (*who != "french" && *who != "austrian" && *who != "umpire"))
        throw InvalidInput("the game's seat is french, austrian or umpire");
}

} // namespace

void checkGameInfo(const json& info) {
    if (!info.is_object())
        throw InvalidInput("the game's settings must be an object, not " +
                           std::string(info.type_name()));
    // Which game it is, in any game's file; the rest of another game's settings are that
    // game's own, and the game file refuses the game as one this app does not have.
    if (const auto g = info.find("game"); g != info.end() && !g->is_string())
        throw InvalidInput("the game's game must be text");
    if (const auto v = info.find("game_version");
        v != info.end() &&
        (!v->is_number_integer() || v->get<std::int64_t>() < 1 || v->get<std::int64_t>() > 9999))
        throw InvalidInput("the game's game_version must be a whole number from 1 to 9999");
    if (const auto s = info.find("seat"); s != info.end()) checkSeatInfo(*s);
    try {
        gameModuleOf(info);
    } catch (const UnknownGame&) {
        return;
    }
    static const char* texts[] = {"title", "game", "scenario", "scenario_number", "first_turn"};
    for (auto it = info.begin(); it != info.end(); ++it) {
        const std::string& k = it.key();
        const json& v = it.value();
        if (std::find(std::begin(texts), std::end(texts), k) != std::end(texts)) {
            if (!v.is_string()) throw InvalidInput("the game's " + k + " must be text");
            if (v.get_ref<const std::string&>().size() > 1000)
                throw InvalidInput("the game's " + k + " is longer than 1000 bytes");
        } else if (k == "game_version" || k == "seat") { // checked above
        } else if (k == "first_player") {
            if (v != "french" && v != "austrian")
                throw InvalidInput("the game's first_player must be french or austrian");
        } else if (k == "play") {
            if (!v.is_string() || !playModeNamed(v.get<std::string>()))
                throw InvalidInput("the game's play must be " + playModeList());
        } else if (k == "order_numbers") {
            if (v != "per-side") throw InvalidInput("the game's order_numbers must be per-side");
        } else if (k == "in_play") {
            InPlay::fromJson(v); // names what is wrong with the schedule
        } else if (k == "variants") {
            Variants::fromJson(v); // names each variant it does not know
        } else {
            throw InvalidInput(
                "the game's settings have no \"" + printable(k, 40) +
                "\"; they are title, game, game_version, scenario, scenario_number, first_player, "
                "first_turn, play, in_play, order_numbers, variants and seat");
        }
    }
    if (info.contains("scenario") && info["scenario"].get_ref<const std::string&>().empty())
        throw InvalidInput("the game's scenario is empty");
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

} // namespace adc
