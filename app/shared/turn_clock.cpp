#include "turn_clock.h"

#include "adc/errors.h"
#include "adc/scenarios/scenario_game_info.h"
#include "adc/scenarios/turn_track.h"

namespace adc {

TurnClock::TurnClock(const ScenarioCatalog* catalog, const nlohmann::json& gameInfo)
    : catalog_(catalog) {
    if (!catalog_) return;
    try {
        scenario_ = &catalog_->find(gameScenarioOf(gameInfo).scenario);
    } catch (const InvalidInput&) {
        scenario_ = nullptr; // a game of loss charts only: no clock
    }
}

std::string TurnClock::at(int turn) const {
    if (!scenario_) return "turn " + std::to_string(turn);
    try {
        const TurnBox& b = *catalog_->turn(*scenario_, turn).box;
        return dayName(b.dayRecord) + ", " + clockTime(b.start);
    } catch (const InvalidInput&) {
        return "turn " + std::to_string(turn) + " (after the last turn)";
    }
}

} // namespace adc
