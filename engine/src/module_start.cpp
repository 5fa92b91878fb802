#include "adc/module_start.h"

#include "adc/command/command_state.h"
#include "adc/errors.h"
#include "adc/game_state.h"
#include "adc/wagram/wagram_state.h"

namespace adc {

std::unique_ptr<ModuleState> startState(const GameModule& m, const nlohmann::json& info,
                                        const ModuleData& data) {
    if (m.rulebook == "nbs") {
        if (!data.french || !data.austrian)
            throw InvalidInput(m.title + " needs both orders of battle to open a game");
        return std::make_unique<GameState>(*data.french, *data.austrian, commandRulesOf(info));
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
