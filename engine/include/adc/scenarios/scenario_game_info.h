#pragma once
// A game's settings for a scenario, as stored in the game file's info at creation: which
// scenario, which variants. Victory and pre-game losses read them back.
#include "adc/scenarios/scenario.h"
#include "adc/scenarios/variants.h"

#include <nlohmann/json.hpp>

#include <string>

namespace adc {

// {"title", "game": "aspern-essling", "scenario", "scenario_number", "first_player",
//  "variants": {...}}. Throws InvalidInput for a variant the scenario does not offer.
nlohmann::json scenarioGameInfo(const Scenario& s, const Variants& v, const std::string& title);

struct GameScenario {
    std::string scenario; // scenario id
    Variants variants;
};

// Throws InvalidInput when the game was created without a scenario.
GameScenario gameScenarioOf(const nlohmann::json& info);

// The settings a game file may hold (an object; the keys above, `play`, each of its type):
// throws InvalidInput naming what is wrong. A game file whose settings fail is refused.
void checkGameInfo(const nlohmann::json& info);

// Who sits at the game (3.2, 9.0): two players (on one laptop, "hot-seat", or each with his
// own), one player commanding both sides ("solitaire"), or an umpire who holds the game.
enum class PlayMode { TwoPlayers, HotSeat, Solitaire, Umpire };
// The game's "play" setting; a game made without one is a two-player game.
PlayMode playModeOf(const nlohmann::json& info);
std::string playModeName(PlayMode m); // "two-players", "hot-seat", "solitaire", "umpire"
// 9.0: only a solitaire player or an umpire may look at both sides' secrets at once.
inline bool seesBothSides(PlayMode m) {
    return m == PlayMode::Solitaire || m == PlayMode::Umpire;
}

} // namespace adc
