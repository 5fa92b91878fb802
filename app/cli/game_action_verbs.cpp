// The actions a player takes on a Loss Chart and on the leaders from `adc game`: each verb
// reads its keys (typed as its table says) and hands them to the engine's builder
// (adc/loss_actions.h, victory_input.h), which the loss-application form and the Loss
// Charts and Leaders pages call too.
#include "game_verbs.h"

#include "cli_values.h"
#include "counter_memory.h"

#include "adc/action_kinds.h"
#include "adc/action_schema.h"
#include "adc/errors.h"
#include "adc/loss_actions.h"
#include "adc/scenarios/scenario_catalog.h"
#include "adc/scenarios/scenario_game_info.h"
#include "adc/scenarios/victory_input.h"

#include <iostream>
#include <optional>
#include <set>
#include <utility>

using nlohmann::json;

namespace adc::cli {

namespace {

// How a verb's key=value words are read: whole numbers, 1|0 flags and text; those needed.
struct Keys {
    std::set<std::string> ints, flags, strings;
    std::set<std::string> required;
};

// The engine's builder, from the side given (none for an action both sides share) and the
// keys read.
using Builder = Action (*)(std::optional<Side>, const json&);

// Reads side= (for a side's action) and the keys, refusing what the verb does not take,
// then records the action the builder makes and remembers a counter value (26.0, 24.0a)
// for the next game.
int perform(const GameContext& c, const std::string& verb, const Keys& keys,
            const std::string& help, bool sided, Builder build) {
    auto kv = keyValues(c.args);
    GameSession s = c.open();
    std::optional<Side> side;
    if (sided) side = sideArg(kv);
    for (const auto& r : keys.required)
        if (!kv.count(r)) throw InvalidInput("game " + verb + " needs " + r + "= (" + help + ")");
    json p = json::object();
    for (const auto& [k, val] : kv) {
        if (keys.ints.count(k))
            p[k] = toInt(k, val);
        else if (keys.flags.count(k)) {
            if (val != "0" && val != "1") throw InvalidInput(k + " is 1 or 0");
            p[k] = val == "1";
        } else if (keys.strings.count(k))
            p[k] = val;
        else
            throw InvalidInput("game " + verb + " takes " + help + "; not " + k);
    }
    const Action done = s.perform(build(side, p));
    CounterMemory().remember(
        done); // a counter value (26.0, 24.0a) is offered again in the next game
    std::cout << actionJson(done).dump(2) << '\n';
    return 0;
}

std::string text(const json& p, const char* key) {
    return p.value(key, std::string());
}

// One verb: its name, the kind of action it records (whose rule it prints), its keys and
// their help, and the engine's builder.
GameVerb actionVerb(const std::string& name, const char* kind, const std::string& summary,
                    Keys keys, std::string help, Builder build, bool sided = true) {
    const ActionSchema* schema = actionSchema(kind);
    return {name, schema ? schema->rule : "", summary,
            sided ? "side=french|austrian " + help : help,
            [=](const GameContext& c) { return perform(c, name, keys, help, sided, build); }};
}

// 26.0, 24.0a: the counter values remembered from earlier games (adc::CounterMemory, the
// app's too), entered into this one because the player says so: one action each, in one
// transaction, for the side given or both.
int enterRemembered(const GameContext& c) {
    auto kv = keyValues(c.args);
    GameSession s = c.open();
    if (kv["remembered"] != "1")
        throw InvalidInput("remembered is 1 (enter the remembered counter values)");
    kv.erase("remembered");
    const std::optional<Side> only = viewerArg(kv);
    noOtherKeys(kv,
                "game rate takes remembered=1 [side=french|austrian], or side= leader= rating=");
    std::optional<ScenarioCatalog> cat;
    const Scenario* sc = nullptr;
    Variants variants;
    try {
        const GameScenario gs = gameScenarioOf(s.file().info());
        cat.emplace(ScenarioCatalog::load(c.tablesDir + "/scenarios", c.french, c.austrian));
        sc = &cat->find(gs.scenario);
        variants = gs.variants;
    } catch (const InvalidInput&) {
        throw InvalidInput("remembered=1 needs a game made for a scenario (adc scenario new): "
                           "it enters the values of the "
                           "scenario's leaders and cavalry");
    }
    const CounterMemory memory;
    bool once = false;
    json entered = json::array();
    for (const auto& a : s.performAll([&](const Game& g) {
             std::vector<Action> acts;
             if (std::exchange(once, true)) return acts;
             for (Side side : {Side::French, Side::Austrian}) {
                 if (only && *only != side) continue;
                 for (auto& a : rememberedCounterActions(
                          g.state(), countersAsked(*cat, *sc, variants, side), side, memory))
                     acts.push_back(std::move(a));
             }
             return acts;
         }))
        entered.push_back(actionJson(a));
    std::cout << json{{"memory", memory.file()}, {"entered", entered}}.dump(2) << '\n';
    return 0;
}

// A leader's rating from the counter (26.0), or with remembered=1 the values remembered.
GameVerb rate() {
    GameVerb g = actionVerb("rate", kinds::SetRating,
                            "A leader's rating from the counter; remembered for the next game "
                            "(remembered=1: enter those)",
                            {{"rating"}, {}, {"leader"}, {"leader", "rating"}},
                            "leader= rating=0..4", [](std::optional<Side> s, const json& p) {
                                return setRating(*s, text(p, "leader"), p.at("rating"));
                            });
    g.keys += "\nor: remembered=1 [side=french|austrian]  enter the remembered counter values "
              "(26.0, 24.0a)";
    g.run = [one = std::move(g.run)](const GameContext& c) {
        return keyValues(c.args).count("remembered") ? enterRemembered(c) : one(c);
    };
    return g;
}

} // namespace

std::vector<GameVerb> actionVerbs() {
    std::vector<GameVerb> v{
        actionVerb("mark", kinds::Mark, "Mark a result's casualties and stragglers on a unit",
                   {{"casualties", "stragglers"}, {"charge"}, {"unit", "straggler_unit"}, {"unit"}},
                   "unit= casualties= stragglers= [charge=1] [straggler_unit=]",
                   [](std::optional<Side> s, const json& p) {
                       return markLosses(*s, {text(p, "unit"), p.value("casualties", 0),
                                              p.value("stragglers", 0), p.value("charge", false),
                                              text(p, "straggler_unit")});
                   }),
        actionVerb("release-skirmisher", kinds::ReleaseSkirmisher,
                   "Release a skirmisher from a brigade", {{}, {}, {"unit"}, {"unit"}}, "unit=",
                   [](std::optional<Side> s, const json& p) {
                       return releaseSkirmisher(*s, text(p, "unit"));
                   }),
        actionVerb("recover-skirmisher", kinds::RecoverSkirmisher,
                   "Recover a skirmisher into its brigade", {{}, {}, {"unit"}, {"unit"}}, "unit=",
                   [](std::optional<Side> s, const json& p) {
                       return recoverSkirmisher(*s, text(p, "unit"));
                   }),
        actionVerb("lose-guns", kinds::LoseGuns, "Gun points lost",
                   {{"gun_points"}, {}, {"unit"}, {"unit", "gun_points"}}, "unit= gun_points=",
                   [](std::optional<Side> s, const json& p) {
                       return loseGuns(*s, text(p, "unit"), p.at("gun_points"));
                   }),
        actionVerb(
            "detach-battery", kinds::DetachBattery, "Detach a battery from an artillery unit",
            {{"gun_points"}, {}, {"unit", "battery"}, {"unit", "battery", "gun_points"}},
            "unit= battery=NAME gun_points=",
            [](std::optional<Side> s, const json& p) {
                return detachBattery(*s, text(p, "unit"), text(p, "battery"), p.at("gun_points"));
            }),
        actionVerb("reattach-battery", kinds::ReattachBattery, "Reattach a detached battery",
                   {{}, {}, {"battery", "unit"}, {"battery", "unit"}}, "battery= unit=",
                   [](std::optional<Side> s, const json& p) {
                       return reattachBattery(*s, text(p, "battery"), text(p, "unit"));
                   }),
        actionVerb(
            "low-ammo", kinds::LowAmmo, "Mark a French unit Low Ammo", {{}, {}, {"unit"}, {"unit"}},
            "unit= (French)",
            [](std::optional<Side> s, const json& p) { return lowAmmo(*s, text(p, "unit")); }),
        actionVerb(
            "clear-low-ammo", kinds::ClearLowAmmo, "Erase every Low Ammo marker", {}, "",
            // No builder in the engine: the action carries nothing (the sequence of play makes it
            // the same way).
            [](std::optional<Side>, const json&) {
                return Action{0, kinds::ClearLowAmmo, "", json::object(), "", ""};
            },
            false),
        actionVerb("leader-lost", kinds::LeaderCasualty,
                   "A leader is a casualty, with his replacements",
                   {{}, {}, {"leader", "replacement", "corps_replacement"}, {"leader"}},
                   "leader= [replacement=] [corps_replacement=]",
                   [](std::optional<Side> s, const json& p) {
                       return leaderCasualty(*s, text(p, "leader"), text(p, "replacement"),
                                             text(p, "corps_replacement"));
                   }),
        rate(),
        actionVerb("wrecked-mark", kinds::SetWreckedMark,
                   "A brigade's wrecked mark, where the transcription lacks it",
                   {{"boxes"}, {}, {"brigade"}, {"brigade", "boxes"}},
                   "brigade= boxes=N (boxes left of the mark)",
                   [](std::optional<Side> s, const json& p) {
                       return setWreckedMark(*s, text(p, "brigade"), p.at("boxes"));
                   }),
        actionVerb("cavalry-class", kinds::SetCavalryClass,
                   "A cavalry brigade's class from the counter; remembered for the next game",
                   {{}, {}, {"brigade", "class"}, {"brigade", "class"}},
                   "brigade= class=heavy|light",
                   [](std::optional<Side> s, const json& p) {
                       return setCavalryClass(*s, text(p, "brigade"), text(p, "class"));
                   }),
        actionVerb(
            "victory-input", kinds::VictoryInput, "The VPs read off the map, kept for adc victory",
            {{"terrain_french", "terrain_austrian", "casualty_top_vp"}, {}, {}, {}},
            "[terrain_french=N] [terrain_austrian=N] [casualty_top_vp=N] (AE 4.1, 4.2)",
            [](std::optional<Side>, const json& p) {
                VictoryInput in;
                auto figure = [&](const char* k) {
                    return p.contains(k) ? std::optional<int>(p[k].get<int>()) : std::nullopt;
                };
                in.terrainFrench = figure("terrain_french");
                in.terrainAustrian = figure("terrain_austrian");
                in.casualtyTopRowVp = figure("casualty_top_vp");
                return victoryInputAction(in);
            },
            false),
    };
    return v;
}

} // namespace adc::cli
