#include "game_json.h"

#include "adc/errors.h"
#include "adc/scenarios/game_clock.h"
#include "adc/scenarios/needs_player_value.h"
#include "adc/scenarios/scenario_catalog.h"
#include "adc/scenarios/scenario_game_info.h"

using nlohmann::json;

namespace adc::cli {

namespace {

// A derived figure, or null where it depends on a value the players have not entered yet.
template <typename F> json known(F f) {
    const auto v = whenEntered(f);
    return v ? json(*v) : json(nullptr);
}

json rowJson(const GameState& st, Side side, const Brigade& b) {
    const LossChart& lc = st.losses(side);
    const BrigadeRow& r = lc.row(b.id);
    json j{{"id", b.id},
           {"name", b.name},
           {"division", b.division},
           {"arm", b.arm == Arm::Infantry ? "infantry" : "cavalry"},
           {"morale", b.morale},
           {"boxes", b.totalBoxes()},
           {"wrecked_after", known([&] { return lc.wreckedMark(b.id); })},
           {"casualties", r.casualties},
           {"stragglers", r.stragglers},
           {"fire_level", lc.fireLevel(b.id)},
           {"wrecked", known([&] { return lc.wrecked(b.id); })},
           {"eliminated", lc.eliminated(b.id)},
           {"skirmisher_boxes", b.skirmisherBoxes},
           {"skirmishers_out", r.skirmishersOut}};
    if (side == Side::French) j["low_ammo"] = r.lowAmmo;
    return j;
}

} // namespace

json lossesJson(const GameState& st, Side side) {
    const LossChart& lc = st.losses(side);
    const OrderOfBattle& oob = lc.oob();
    json j{{"side", sideName(side)},
           {"casualty_track", lc.casualtyTrack()},
           {"gun_points_eliminated", lc.gunPointsEliminated()},
           {"wrecked_divisions", known([&] { return lc.wreckedDivisions(); })},
           {"elite_value_in_force", known([&] { return lc.eliteValueInForce(); })},
           {"divisions", json::array()},
           {"artillery", json::array()},
           {"corps", json::array()}};
    for (const auto& f : oob.formations) {
        if (f.kind == "corps" || f.kind == "army")
            j["corps"].push_back(
                {{"id", f.id},
                 {"name", f.name},
                 {"wrecked_divisions", known([&] { return lc.wreckedDivisionsIn(f.id); })},
                 {"hard_wrecked_brigades", known([&] { return lc.hardWreckedBrigadesIn(f.id); })},
                 {"commander", st.roster(side).commander(f.id)},
                 {"original_commander_lost", st.roster(side).originalCommanderLost(f.id)}});
        if (f.kind != "division") continue;
        json d{
            {"id", f.id},
            {"name", f.name},
            {"boxes", f.boxes},
            {"marked", known([&] { return lc.divisionMarks(f.id); })},
            {"wrecked", known([&] { return lc.divisionWrecked(f.id); })},
            {"wrecked_by_casualties", known([&] { return lc.divisionWreckedByCasualties(f.id); })},
            {"commander", st.roster(side).commander(f.id)},
            {"brigades", json::array()}};
        if (f.eliteValue) d["elite_value"] = *f.eliteValue;
        for (const Brigade* b : oob.brigadesOf(f.id))
            d["brigades"].push_back(rowJson(st, side, *b));
        j["divisions"].push_back(d);
    }
    for (const auto& id : lc.batteries()) {
        const BatteryRow& r = lc.battery(id);
        j["artillery"].push_back({{"id", id},
                                  {"gun_points", r.gunPoints},
                                  {"lost", r.lost},
                                  {"detached_from", r.parent}});
    }
    return j;
}

json positionJson(const SequenceOfPlay& seq, const PlayPosition& pos, const GameSession& s,
                  const std::string& tablesDir, const OrderOfBattle& french,
                  const OrderOfBattle& austrian) {
    const PlayStep& st = seq.step(pos);
    json j{{"turn", pos.turn},
           {"phase", st.phase},
           {"step", st.label},
           {"step_id", st.id},
           {"rule", st.rule},
           {"who", st.who},
           {"tools", st.tools},
           {"player_turn", pos.playerTurn == 0   ? "first"
                           : pos.playerTurn == 1 ? "second"
                                                 : "turn end"}};
    try {
        const GameScenario gs = gameScenarioOf(s.file().info());
        const ScenarioCatalog cat =
            ScenarioCatalog::load(tablesDir + "/scenarios", french, austrian);
        const Scenario& sc = cat.find(gs.scenario);
        const ClockPosition c = clockPosition(seq, pos, &cat, &sc);
        if (c.gameOver) {
            j["game_over"] = true;
            return j;
        }
        if (c.phasing) j["phasing"] = sideName(*c.phasing);
        j["scenario"] = sc.number;
        j["last_turn"] = c.lastTurn;
        j["date"] = dayName(c.box->dayRecord) + " 1809";
        j["time"] = clockTime(c.box->start);
        j["night"] = c.box->night;
        j["minutes"] = c.box->minutes;
    } catch (const InvalidInput&) {
        // A game made without a scenario has no clock: the position alone is shown.
    }
    return j;
}

} // namespace adc::cli
