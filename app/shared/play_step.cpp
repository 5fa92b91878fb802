#include "play_step.h"

#include "adc/errors.h"
#include "adc/scenario_game_info.h"
#include "adc/turn_track.h"

#include <boost/date_time/gregorian/gregorian.hpp>

namespace adc {

using nlohmann::json;

json positionJson(const SequenceOfPlay& seq, const PlayPosition& pos, const json& gameInfo, const ScenarioCatalog* catalog) {
    const PlayStep& st = seq.step(pos);
    json j{{"turn", pos.turn}, {"phase", st.phase}, {"step", st.label}, {"step_id", st.id}, {"rule", st.rule},
           {"who", st.who}, {"tools", st.tools},
           {"player_turn", pos.playerTurn == 0 ? "first" : pos.playerTurn == 1 ? "second" : "turn end"}};
    if (!catalog) return j;
    try {
        const GameScenario gs = gameScenarioOf(gameInfo);
        const Scenario& sc = catalog->find(gs.scenario);
        const auto turns = catalog->turns(sc);
        if (pos.turn > static_cast<int>(turns.size())) {
            j["game_over"] = true;
            return j;
        }
        const TurnBox& box = *catalog->turn(sc, pos.turn).box;
        const Side first = sc.firstPlayer, second = first == Side::French ? Side::Austrian : Side::French;
        if (pos.playerTurn < 2) j["phasing"] = sideName(pos.playerTurn == 0 ? first : second);
        j["scenario"] = sc.number;
        j["last_turn"] = static_cast<int>(turns.size());
        j["date"] = dayName(box.dayRecord) + " 1809";
        j["time"] = clockTime(box.start);
        j["night"] = box.night;
        j["minutes"] = box.minutes;
        j["day"] = boost::gregorian::to_iso_extended_string(box.dayRecord);
    } catch (const InvalidInput&) {
        // A game made without a scenario has no clock: the position alone is shown.
    }
    return j;
}

StepTaken nextStep(const SequenceOfPlay& seq, const PlayPosition& at, const GameState& state, const json& gameInfo,
                   const ScenarioCatalog* catalog) {
    if (positionJson(seq, at, gameInfo, catalog).value("game_over", false)) throw InvalidInput("the game is over: its last turn has ended");
    StepTaken t;
    t.next = seq.next(at);
    t.now = positionJson(seq, t.next, gameInfo, catalog);
    const json& to = t.now;
    std::string label = "turn " + std::to_string(t.next.turn) + ", " + to["phase"].get<std::string>() + ": " + to["step"].get<std::string>();
    if (to.contains("phasing")) label += " (" + to["phasing"].get<std::string>() + " player)";
    if (to.value("game_over", false)) label = "the end of the game";
    // The position reached, so the command system knows the turn, step and phasing player.
    json p{{"to", label}, {"turn", t.next.turn}, {"player_turn", t.next.playerTurn}, {"step", to["step_id"]},
           {"phasing", to.value("phasing", std::string())}, {"night", to.value("night", false)}};
    if (to.contains("day")) p["date"] = to["day"];
    t.actions.push_back({0, "advance", "", p, "", ""});
    // AE 2.1: Low Ammo is erased on the first turn of 22 May.
    if (to.contains("date") && to["date"] == "22 May 1809" && t.next.playerTurn == 0 && t.next.step == 0 &&
        !state.losses(Side::French).lowAmmoUnits().empty())
        t.actions.push_back({0, "clear-low-ammo", "", json::object(), "", ""});
    return t;
}

} // namespace adc
