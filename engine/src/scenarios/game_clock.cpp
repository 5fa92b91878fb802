#include "adc/scenarios/game_clock.h"
#include "adc/action_kinds.h"

#include "adc/errors.h"

#include <boost/date_time/gregorian/gregorian.hpp>

namespace adc {

std::string ClockPosition::label() const {
    if (gameOver) return "the end of the game";
    std::string s =
        "turn " + std::to_string(position.turn) + ", " + step->phase + ": " + step->label;
    if (phasing) s += " (" + sideName(*phasing) + " player)";
    return s;
}

ClockPosition clockPosition(const SequenceOfPlay& seq, const PlayPosition& p,
                            const ScenarioCatalog* catalog, const Scenario* scenario) {
    ClockPosition c;
    c.position = p;
    c.step = &seq.step(p);
    if (!catalog || !scenario) return c;
    c.hasScenario = true;
    c.lastTurn = static_cast<int>(catalog->turns(*scenario).size());
    if (p.turn > c.lastTurn) {
        c.gameOver = true;
        return c;
    }
    c.box = catalog->turn(*scenario, p.turn).box;
    const Side first = scenario->firstPlayer;
    const Side second = first == Side::French ? Side::Austrian : Side::French;
    if (p.playerTurn < 2) c.phasing = p.playerTurn == 0 ? first : second;
    if (p.turn > 1)
        c.firstTurnOfDay = catalog->turn(*scenario, p.turn - 1).box->dayRecord != c.box->dayRecord;
    return c;
}

std::vector<Action> nextStepActions(const SequenceOfPlay& seq, const GameState& st,
                                    const ScenarioCatalog* catalog, const Scenario* scenario) {
    const PlayPosition now = seq.after(st.stepsTaken());
    if (clockPosition(seq, now, catalog, scenario).gameOver)
        throw InvalidInput("the game is over: its last turn has ended");
    const PlayPosition next = seq.next(now);
    const ClockPosition to = clockPosition(seq, next, catalog, scenario);
    // Where the game now stands, so the command system knows the turn, the step and whose
    // Command Phase it is (8.1), and whether it is night (28.0).
    nlohmann::json p{{"from", st.stepsTaken()}, // the step the player saw: taken once (8.1)
                     {"to", to.label()},
                     {"turn", next.turn},
                     {"player_turn", next.playerTurn},
                     {"step", to.step->id},
                     {"phasing", to.phasing ? sideName(*to.phasing) : std::string()},
                     {"night", to.box && to.box->night}};
    if (to.box) p["date"] = boost::gregorian::to_iso_extended_string(to.box->dayRecord);
    std::vector<Action> out{{0, kinds::Advance, "", p, "", ""}};
    // AE 2.1: Low Ammo is erased on the first turn of 22 May.
    if (to.box && to.box->dayRecord.day() == 22 && next.playerTurn == 0 && next.step == 0 &&
        !st.losses(Side::French).lowAmmoUnits().empty())
        out.push_back({0, kinds::ClearLowAmmo, "", nlohmann::json::object(), "", ""});
    return out;
}

} // namespace adc
