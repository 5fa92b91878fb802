#pragma once
// The values the players read off their counters (not in the rules' text): each leader's
// rating, 0 to 4 (26.0), and each cavalry brigade's class, heavy or light (24.0a). What was
// entered last time is remembered in the user's data folder, one file for `adc` and the
// desktop app alike, and offered as a default: a game gets a remembered value only when a
// player says so, as an ordinary set-rating / set-cavalry-class action.
#include "adc/action.h"
#include "adc/game_state.h"
#include "adc/scenarios/scenario_catalog.h"
#include "adc/scenarios/variants.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace adc {

class CounterMemory {
  public:
    // {"french": {"ratings": {leader: n}, "cavalry": {brigade: "heavy"}}, "austrian": {...}}
    explicit CounterMemory(std::string file = defaultFile());
    static std::string defaultFile(); // <data folder>/counter-values.json (paths::dataDir)
    const std::string& file() const { return file_; }

    std::optional<int> rating(Side s, const std::string& leader) const;
    std::optional<std::string> cavalryClass(Side s, const std::string& brigade) const;
    // Remembers what an action entered (set-rating, set-cavalry-class; others are ignored).
    // A value that cannot be written is only a default lost: the game has it.
    void remember(const Action& a) const;

  private:
    const nlohmann::json& read() const; // {} when there is no memory yet or it cannot be read
    std::string file_;
    mutable std::optional<nlohmann::json> read_; // the file as read once
    mutable bool unreadable_ = false;            // there, but not a memory this app can read
};

// The counters a game of `scenario` asks of `side`: its leaders and its cavalry brigades in
// the scenario (in play or arriving later).
struct CountersAsked {
    std::vector<std::string> leaders, cavalry;
};
CountersAsked countersAsked(const ScenarioCatalog& catalog, const Scenario& scenario,
                            const Variants& v, Side side);

// The remembered values `st` does not have yet, one action each, for the player to enter.
std::vector<Action> rememberedCounterActions(const GameState& st, const CountersAsked& asked,
                                             Side side, const CounterMemory& memory);

} // namespace adc
