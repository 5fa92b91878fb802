#pragma once
// The state a game's actions are played onto, for the module its file names: built from the
// file's settings and the module's own data. Aspern-Essling needs its two orders of battle;
// Wagram 1809 reads its scenarios (tables/wagram-1809/scenarios.json).
#include "adc/game_module.h"
#include "adc/module_state.h"
#include "adc/order_of_battle.h"
#include "adc/referee.h"

#include <memory>
#include <string>

namespace adc {

struct ModuleData {
    std::string tablesDir;
    const OrderOfBattle* french = nullptr; // a Napoleonic Brigade Series game's armies
    const OrderOfBattle* austrian = nullptr;
    // The sequence of play and the scenarios, when the caller has them loaded already;
    // otherwise read from tablesDir. Neither and no tablesDir: a state without a referee.
    const SequenceOfPlay* sequence = nullptr;
    const ScenarioCatalog* catalog = nullptr;
    // The charts the players use, as the program holds them now (Referee::charts).
    std::function<const ChartSet*()> charts = nullptr;
};

// Throws InvalidInput when the settings do not say what the module needs (a Wagram game
// without its scenario) or the data is missing.
std::unique_ptr<ModuleState> startState(const GameModule& m, const nlohmann::json& info,
                                        const ModuleData& data);
// A Napoleonic Brigade Series game's referee (adc/referee.h) for these settings; null when
// `data` gives neither the sequence of play nor a tables folder.
std::shared_ptr<const Referee> refereeFor(const nlohmann::json& info, const ModuleData& data);

} // namespace adc
