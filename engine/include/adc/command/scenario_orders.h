#pragma once
// 10.1i: a scenario's pre-set orders and attachments as the first actions of a game, so
// the game starts with them accepted and in force. Players may replace them before play.
#include "adc/action.h"
#include "adc/scenarios/scenario_setup.h"

#include <vector>

namespace adc {

std::vector<Action> scenarioPresetActions(const ScenarioCatalog& catalog, const SideSetup& setup);

} // namespace adc
