#pragma once
// A new game of a scenario: its settings in the file's info, and the scenario's pre-set
// orders and attachments as its first actions (10.1i). Used by `adc scenario new` and the
// desktop app's new-game panel alike.
#include "adc/game_session.h"
#include "adc/scenarios/scenario_catalog.h"
#include "adc/scenarios/variants.h"

#include <string>

namespace adc {

// `play` is "" (two players), two-players, hot-seat, solitaire or umpire (9.0: who sees what).
// Refuses (InvalidInput) a variant the scenario cannot set up before any file exists; never
// overwrites a file.
GameSession createScenarioGame(const std::string& path, const ScenarioCatalog& catalog,
                               const Scenario& s, const Variants& v, const std::string& title,
                               const std::string& play);

} // namespace adc
