#include "wagram_scenarios.h"

#include "cli_values.h"

#include "adc/errors.h"
#include "adc/game_module.h"
#include "adc/game_session.h"
#include "adc/module_start.h"
#include "adc/wagram/wagram_game_info.h"
#include "adc/wagram/wagram_scenario.h"
#include "adc/wagram/wagram_state.h"

namespace adc::cli::scenario {

using nlohmann::json;
using wagram::WagramScenario;

namespace {

wagram::WagramScenarios load(const std::string& tablesDir) {
    return wagram::loadWagramScenarios(tablesDir + "/wagram-1809/scenarios.json");
}

json gameJson() {
    const GameModule& g = gameModule("wagram-1809");
    return {{"id", g.id}, {"title", g.title}, {"series", g.series}};
}

json summary(const WagramScenario& s) {
    return {{"game", gameJson()},
            {"id", s.id},
            {"number", s.number},
            {"title", s.title},
            {"first_turn", "turn " + std::to_string(s.firstTurn)},
            {"last_turn", "turn " + std::to_string(s.lastTurn)},
            {"game_length", s.lastTurn - s.firstTurn + 1},
            {"first_player", sideName(s.initiative)},
            {"variants", json::array()}};
}

json corpsJson(const std::vector<wagram::CorpsMarker>& v) {
    json out = json::array();
    for (const auto& c : v)
        out.push_back({{"id", c.id}, {"name", c.name}});
    return out;
}

json show(const WagramScenario& s, int frenchWinsBy) {
    json j = summary(s);
    json cont = json::array();
    for (const auto& c : s.continuation)
        cont.push_back({{"from", c.from}, {"to", c.to}, {"side", sideName(c.side)}, {"plus", 1}});
    json flags = json::array();
    for (const auto& f : s.turnFlags)
        flags.push_back({{"turn", f.turn},
                         {"label", f.label},
                         {"round_markers_start", f.roundMarkersStart},
                         {"rule", "Wagram " + f.rule}});
    json options = json::array();
    for (const auto& o : s.options)
        options.push_back({{"id", o.id},
                           {"side", sideName(o.side)},
                           {"title", o.title},
                           {"vp_to_opponent", o.vp},
                           {"rule", "Wagram " + o.rule}});
    j["continuation"] = cont;
    j["turn_flags"] = flags;
    j["surprise_turns"] = s.surpriseTurns;
    j["start_vp"] = {{"french", s.startVpFrench}, {"austrian", s.startVpAustrian}};
    j["corps"] = {{"french", corpsJson(s.french)}, {"austrian", corpsJson(s.austrian)}};
    json setup = json::object();
    for (const auto& [side, lines] :
         {std::pair{"french", &s.setupFrench}, std::pair{"austrian", &s.setupAustrian}}) {
        setup[side] = json::array();
        for (const auto& l : *lines)
            setup[side].push_back(l.text());
    }
    j["setup"] = setup;
    j["options"] = options;
    j["french_wins_by"] = frenchWinsBy;
    j["readings"] = s.readings;
    j["rule"] = "Wagram " + s.number;
    return j;
}

const WagramScenario* find(const wagram::WagramScenarios& all, const std::string& word) {
    for (const WagramScenario& s : all.all)
        if (s.id == word || s.number == word) return &s;
    return nullptr;
}

json newGame(const WagramScenario& s, Args& a, const std::string& tablesDir) {
    const std::string usage = "adc scenario new FILE " + s.id +
                              " [title=...] [play=two-players|hot-seat|solitaire|umpire]";
    const std::string file = word(a, 0, "the new game file: " + usage);
    noMoreWords(a, 2, usage);
    std::optional<std::string> play;
    if (a.kv.count("play")) play = a.kv["play"];
    const json info = wagram::wagramGameInfo(s, a.kv.count("title") ? a.kv["title"] : "", play);
    a.kv.erase("title");
    a.kv.erase("play");
    noMoreKeys(a.kv, usage);
    const GameSession game =
        GameSession::create(file, info, [&](const GameModule& m, const json& i) {
            return startState(m, i, {tablesDir, nullptr, nullptr});
        });
    json next = json::array();
    for (const char* side : {"french", "austrian"})
        next.push_back("adc game place " + file + " side=" + side +
                       " orders=A,B,C [admin=X,Y] (Wagram 12.5, in secret)");
    return {
        {"created", file},
        {"info", game.file().info()},
        {"now", dynamic_cast<const wagram::WagramState&>(game.game().moduleState()).publicView()},
        {"next", next}};
}

} // namespace

std::string wagramScenarioNames(const std::string& tablesDir) {
    std::string out;
    for (const WagramScenario& s : load(tablesDir).all)
        out += (out.empty() ? "" : ", ") + s.number + " (" + s.id + ")";
    return out;
}

json wagramScenarioList(const std::string& tablesDir) {
    json out = json::array();
    for (const WagramScenario& s : load(tablesDir).all)
        out.push_back(summary(s));
    return out;
}

std::optional<json> wagramScenarioVerb(const std::string& verb, Args& a,
                                       const std::string& tablesDir) {
    const std::size_t at = verb == "new" ? 1 : 0;
    if (verb == "list" || a.words.size() <= at) return std::nullopt;
    const wagram::WagramScenarios all = load(tablesDir);
    const WagramScenario* s = find(all, a.words[at]);
    if (!s) return std::nullopt;
    if (verb != "new" && verb != "show")
        throw InvalidInput("adc scenario " + verb + " reads Aspern-Essling's scenarios; " + s->id +
                           " is Wagram 1809's, which takes adc scenario show and new");
    if (verb == "show") {
        noMoreWords(a, 1, "adc scenario show " + s->id);
        noMoreKeys(a.kv, "adc scenario show " + s->id);
        return show(*s, all.frenchWinsBy);
    }
    return newGame(*s, a, tablesDir);
}

} // namespace adc::cli::scenario
