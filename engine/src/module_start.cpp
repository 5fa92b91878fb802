#include "adc/module_start.h"

#include "adc/command/command_state.h"
#include "adc/errors.h"
#include "adc/game_state.h"
#include "adc/input_text.h"
#include "adc/scenarios/in_play.h"
#include "adc/scenarios/scenario_game_info.h"
#include "adc/scenarios/turn_track.h"
#include "adc/scenarios/variants.h"
#include "adc/wagram/wagram_state.h"

namespace adc {

namespace {

// A pointer the caller keeps alive, as a shared_ptr that owns nothing.
template <class T> std::shared_ptr<const T> borrowed(const T* p) {
    return std::shared_ptr<const T>(std::shared_ptr<const T>(), p);
}

// What a scenario's game keeps in its settings is what the scenario says (AE 5.x): a game
// file whose first player, first turn, variants or schedule were edited is refused on open,
// naming the setting, before any action is replayed.
void checkScenarioSettings(const nlohmann::json& info, const Scenario& s,
                           const OrderOfBattle& french, const OrderOfBattle& austrian) {
    const auto differs = [&](const char* key, const std::string& want) {
        const auto it = info.find(key);
        if (it != info.end() && *it != want)
            throw InvalidInput("the game's " + std::string(key) + " is " +
                               printable(it->dump(), 40) + ", but scenario " + s.number + " has " +
                               want);
    };
    differs("scenario_number", s.number);
    differs("first_player", sideName(s.firstPlayer));
    differs("first_turn", isoTime(s.firstTurn.at));
    if (const auto v = info.find("variants"); v != info.end())
        Variants::fromJson(*v).checkOffered(s);
    if (const auto p = info.find("in_play"); p != info.end())
        if (const std::string stray = InPlay::fromJson(*p).strayUnit(french, austrian);
            !stray.empty())
            throw InvalidInput("the game's in_play schedule lists " + stray +
                               ", which is not a counter of that army (16.4)");
}

} // namespace

std::shared_ptr<const Referee> refereeFor(const nlohmann::json& info, const ModuleData& data) {
    if (!data.sequence && data.tablesDir.empty()) return nullptr;
    auto r = std::make_shared<Referee>();
    r->sequence = data.sequence ? borrowed(data.sequence)
                                : std::make_shared<const SequenceOfPlay>(SequenceOfPlay::load(
                                      data.tablesDir + "/sequence/sequence-of-play.json"));
    // A seat's copy holds the host's results and only its side's share of the log: the host
    // read them off its charts, and the copy could not read the other side's anew.
    if (!(info.is_object() && info.contains("seat"))) r->charts = data.charts;
    if (!info.is_object() || !info.contains("scenario")) return r; // loss charts only
    const std::string id = gameScenarioOf(info).scenario;
    if (data.catalog) {
        r->catalog = borrowed(data.catalog);
    } else {
        if (data.tablesDir.empty() || !data.french || !data.austrian)
            throw InvalidInput("the game's scenario " + id + " cannot be read: no tables folder");
        r->catalog = std::make_shared<const ScenarioCatalog>(
            ScenarioCatalog::load(data.tablesDir + "/scenarios", *data.french, *data.austrian));
    }
    r->scenario = &r->catalog->find(id); // InvalidInput naming the scenarios when unknown
    checkScenarioSettings(info, *r->scenario, r->catalog->oob(Side::French),
                          r->catalog->oob(Side::Austrian));
    return r;
}

std::unique_ptr<ModuleState> startState(const GameModule& m, const nlohmann::json& info,
                                        const ModuleData& data) {
    if (m.rulebook == "nbs") {
        if (!data.french || !data.austrian)
            throw InvalidInput(m.title + " needs both orders of battle to open a game");
        auto st = std::make_unique<GameState>(*data.french, *data.austrian, commandRulesOf(info));
        st->setReferee(refereeFor(info, data));
        return st;
    }
    if (m.id == "wagram-1809") {
        const auto sc = info.find("scenario");
        if (sc == info.end() || !sc->is_string())
            throw InvalidInput("a Wagram 1809 game names its scenario in its settings");
        const wagram::WagramScenarios all =
            wagram::loadWagramScenarios(data.tablesDir + "/wagram-1809/scenarios.json");
        return std::make_unique<wagram::WagramState>(all.find(sc->get<std::string>()),
                                                     all.frenchWinsBy);
    }
    throw InvalidInput("this Aide-de-Camp cannot start a game of " + m.title);
}

} // namespace adc
