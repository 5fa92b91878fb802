#include "scenario_json.h"

#include "adc/game_module.h"
#include "adc/scenarios/turn_track.h"

namespace adc::cli::scenario {

using nlohmann::json;

namespace {

json unitsJson(const UnitSet& u) {
    return {{"brigades", u.ids(UnitKind::Brigade)},
            {"artillery", u.ids(UnitKind::Artillery)},
            {"leaders", u.ids(UnitKind::Leader)},
            {"hqs", u.ids(UnitKind::Hq)}};
}

json itemsJson(const std::vector<NamedItem>& items) {
    json out = json::array();
    for (const auto& i : items) {
        json j{{"printed", i.printed}, {"kind", i.kind}, {"id", i.id}};
        if (!i.less.empty()) j["less"] = i.less;
        out.push_back(j);
    }
    return out;
}

std::string when(const TurnBox& b) {
    return clockTime(b.start) + ", " + dayName(b.start.date());
}

json placementJson(const ScenarioCatalog& c, const Scenario& s, const Placement& p) {
    json j{{"where", p.where},
           {"printed", p.printed},
           {"items", itemsJson(p.items)},
           {"units", unitsJson(p.units)},
           {"notes", p.notes}};
    if (p.kind == "reinforcement") {
        j["turn"] = p.turn;
        j["time"] = p.time;
        j["at"] = when(*c.turn(s, p.turn).box);
        j["bridge"] = p.bridge;
    }
    return j;
}

} // namespace

json scenarioSummary(const ScenarioCatalog& c, const Scenario& s) {
    const GameModule& game = gameModule("aspern-essling"); // its scenarios are the catalog's
    return {{"game", {{"id", game.id}, {"title", game.title}, {"series", game.series}}},
            {"id", s.id},
            {"number", s.number},
            {"title", s.title},
            {"first_turn", s.firstTurn.printed},
            {"last_turn", s.lastTurn.printed},
            {"game_length", s.gameLength},
            {"turns_on_track", c.turns(s).size()},
            {"length_disagreement", c.lengthDisagreement(s)},
            {"first_player", sideName(s.firstPlayer)},
            {"variants", s.variants}};
}

json sideScenarioJson(const ScenarioCatalog& c, const Scenario& s, const SideScenario& d) {
    json sj{{"setup", json::array()},
            {"reinforcements", json::array()},
            {"orders", json::array()},
            {"not_used", json::array()}};
    for (const auto& l : d.setup)
        sj["setup"].push_back({{"where", l.where}, {"units", l.units}, {"reading", l.reading}});
    for (const auto& l : d.reinforcements)
        sj["reinforcements"].push_back({{"time", l.turn.printed},
                                        {"turn", c.turnAt(s, l.turn.at).number},
                                        {"hex", l.hex},
                                        {"units", l.units},
                                        {"variant", l.variant},
                                        {"reading", l.reading + l.turn.reading},
                                        {"source", l.source}});
    for (const auto& o : d.orders)
        sj["orders"].push_back({{"units", o.units},
                                {"order", o.order},
                                {"variant", o.variant},
                                {"reading", o.reading},
                                {"source", o.source}});
    for (const auto& n : d.notUsed)
        sj["not_used"].push_back({{"units", n.units}, {"source", n.source}});
    if (d.preGameLosses) {
        json pl{{"printed_total", d.preGameLosses->printedTotal},
                {"lines_total", d.preGameLosses->linesTotal()},
                {"reading", d.preGameLosses->reading},
                {"lines", json::array()}};
        for (const auto& l : d.preGameLosses->lines)
            pl["lines"].push_back({{"unit", l.unit}, {"losses", l.losses}});
        sj["pre_game_losses"] = pl;
    } else {
        sj["pre_game_losses"] = nullptr;
    }
    return sj;
}

json sideSetupJson(const ScenarioCatalog& c, const Scenario& s, const SideSetup& ss) {
    json j{{"side", sideName(ss.side)},
           {"setup", json::array()},
           {"reinforcements", json::array()},
           {"orders", json::array()}};
    for (const auto& p : ss.setup)
        j["setup"].push_back(placementJson(c, s, p));
    for (const auto& p : ss.reinforcements)
        j["reinforcements"].push_back(placementJson(c, s, p));
    for (const auto& o : ss.orders) {
        json oj{{"units", o.line.units},
                {"order", o.line.order},
                {"items", itemsJson(o.items)},
                {"in_play", o.inPlay}};
        for (const auto* t : {&o.line.reading, &o.line.source})
            if (!t->empty()) oj["notes"].push_back(*t);
        j["orders"].push_back(oj);
    }
    j["off_map"] = unitsJson(ss.offMap);
    j["not_in_play"] = unitsJson(ss.notInPlay);
    j["notes"] = ss.notes;
    return j;
}

json turnJson(const ScenarioCatalog& c, const Scenario& s, const ScenarioTurn& t) {
    const TurnBox& b = *t.box;
    json j{{"turn", t.number},
           {"time", clockTime(b.start)},
           {"date", dayName(b.start.date()) + " 1809"},
           {"day_record", dayName(b.dayRecord)},
           {"night", b.night},
           {"minutes", b.minutes},
           {"ends", clockTime(b.end())},
           {"iso", isoTime(b.start)},
           {"notes", json::array()}};
    if (b.night)
        j["notes"].push_back("night (28.0): one hour, visibility one hex, no cavalry charges");
    if (t.number > 1) {
        const TurnBox& prev = *c.turn(s, t.number - 1).box;
        if (prev.dayRecord != b.dayRecord)
            j["notes"].push_back(
                "the first turn of " + dayName(b.dayRecord) +
                " (the Day Marker moved at the end of the midnight turn, 1.1d)" +
                (b.dayRecord.day() == 22
                     ? "; AE 2.1: erase every Low Ammo mark (adc game clear-low-ammo)"
                     : ""));
    }
    if (t.number == 1) j["notes"].push_back("first turn; first player " + sideName(s.firstPlayer));
    if (t.number == static_cast<int>(c.turns(s).size())) j["notes"].push_back("last turn");
    return j;
}

json trackJson(const ScenarioCatalog& c) {
    const auto& t = c.track();
    const boost::posix_time::ptime day(boost::gregorian::date(1809, 5, 21));
    return {{"file", t.file()},
            {"night_from", clockTime(day + t.nightFrom())},
            {"night_until", clockTime(day + t.nightUntil())},
            {"day_turn_minutes", t.dayMinutes()},
            {"night_turn_minutes", t.nightMinutes()},
            {"readings", t.readings()},
            {"unknowns", t.unknowns()},
            {"player_files", c.playerFiles()}};
}

json planJson(const Scenario& s, const PreGameLossPlan& p) {
    json j{{"scenario", p.scenario},
           {"side", sideName(p.side)},
           {"rule", s.preGameLossesRule},
           {"printed_total", p.printedTotal},
           {"total", p.total},
           {"splits", json::array()},
           {"notes", p.notes}};
    for (const auto& sp : p.splits) {
        json sj{{"unit", sp.unit},
                {"printed", sp.printed},
                {"losses", sp.losses},
                {"each", sp.each},
                {"remainder", sp.remainder},
                {"placed_by", sp.remainder == 0 ? "even"
                              : sp.playerPlaced ? "player"
                              : !sp.wreckedByDefault.empty()
                                  ? "the player must choose (the default would wreck a brigade)"
                                  : "default (the player may move it)"},
                {"shares", json::array()}};
        if (!sp.division.empty()) sj["division"] = sp.division;
        if (!sp.wreckedByDefault.empty()) sj["wrecked_by_default"] = sp.wreckedByDefault;
        for (const auto& sh : sp.shares)
            sj["shares"].push_back(
                {{"brigade", sh.brigade}, {"casualties", sh.casualties}, {"extra", sh.extra}});
        j["splits"].push_back(sj);
    }
    j["needs"] = json::array(); // what the players settle before it can be applied
    for (const auto& n : p.needs)
        j["needs"].push_back({{"key", n.key}, {"rule", n.rule}, {"what", n.what}});
    return j;
}

json bridgeJson(const BridgeTrack& t) {
    json j{{"next_roll_turn", t.nextRollTurn()}, {"rolls", json::array()}};
    for (const auto& o : t.outcomes())
        j["rolls"].push_back({{"turn", o.turn},
                              {"french", o.french},
                              {"austrian", o.austrian},
                              {"up", o.up},
                              {"turns", o.turns},
                              {"next_roll", o.nextRoll},
                              {"text", o.text}});
    return j;
}

} // namespace adc::cli::scenario
