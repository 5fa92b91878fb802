#pragma once
// The scenario's clock for a game: "21 May, 2:30 pm" for a turn, from the turn track of
// the scenario the game was made for; "turn 7" when the game has no scenario. Shared by
// `adc order` and the desktop app's Order Log.
#include "adc/scenarios/scenario_catalog.h"

#include <nlohmann/json.hpp>

#include <string>

namespace adc {

class TurnClock {
  public:
    // `catalog` may be null (no scenarios loaded); it must outlive the clock.
    TurnClock(const ScenarioCatalog* catalog, const nlohmann::json& gameInfo);
    std::string at(int turn) const;
    bool known() const { return scenario_ != nullptr; }

  private:
    const ScenarioCatalog* catalog_ = nullptr;
    const Scenario* scenario_ = nullptr;
};

} // namespace adc
