#pragma once
// Which counters of each army a scenario brings into play, and from which turn (AE 5.1 to
// 5.4, 16.4): set up at the start, arriving as a reinforcement (held while AE 2.9a's bridge
// is down), or not in the scenario at all. Stored in a game's settings when the game is made
// (docs/game-file.md), so that every view of the game reads the same schedule. A game made
// without a scenario has every counter in play from the start.
#include "adc/order_of_battle.h"
#include "adc/scenarios/bridge.h"
#include "adc/scenarios/unit_set.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>

namespace adc {

struct SideSetup;

// Where one counter, or one formation, stands at a moment of the game.
struct Presence {
    enum class State { InPlay, Later, NotInScenario };
    State state = State::InPlay;
    int turn = 1;      // Later: the turn it is due (the scenario's turn numbers, 1 = the first)
    bool held = false; // Later: due already, held while the bridge is down (AE 2.9a)
    bool inPlay() const { return state == State::InPlay; }
    // "in play", "arrives on turn 21", "held: the bridge is down", "not in this scenario".
    std::string text() const;
};

class InPlay {
  public:
    InPlay() = default; // no scenario: everything in play from the start

    // The schedule of both sides' set-ups and reinforcements (16.4); Napoleon's aides, off the
    // map with him, are in play (AE 2.3).
    static InPlay fromSetups(const SideSetup& french, const SideSetup& austrian);
    nlohmann::json toJson() const;
    static InPlay fromJson(const nlohmann::json& j); // throws InvalidInput for a malformed schedule

    bool fromScenario() const { return scenario_; }
    // A counter the schedule lists for a side that is no counter of that side's army, in
    // words ("the french brigade \"3-2\""); "" when every one is its own side's.
    std::string strayUnit(const OrderOfBattle& french, const OrderOfBattle& austrian) const;
    // Whether the counter comes into the scenario at all, on whatever turn.
    bool inScenario(Side s, const UnitRef& u) const { return !scenario_ || side(s).count(u) > 0; }

    // One counter at `turn`; `bridge` holds the French reinforcements of AE 2.9a's Variable
    // Interruption.
    Presence of(Side s, const UnitRef& u, int turn, const BridgeTrack& bridge) const;
    // A formation is in play once any of its counters (HQ, brigades, artillery, and those of
    // its divisions) is; leaders do not count, since one may command elsewhere first (AE 2.4).
    Presence formation(const OrderOfBattle& oob, const std::string& id, int turn,
                       const BridgeTrack& bridge) const;

  private:
    struct Arrival {
        int turn = 1;
        // AE 2.9a Variable Interruption: the first turn from then on with the bridge up.
        bool bridge = false;
    };
    const std::map<UnitRef, Arrival>& side(Side s) const {
        return s == Side::French ? french_ : austrian_;
    }
    bool scenario_ = false;
    std::map<UnitRef, Arrival> french_, austrian_;
};

// The schedule read at the game's turn: what is on the map now.
struct InPlayNow {
    const InPlay& schedule;
    int turn = 1;
    const BridgeTrack& bridge;
    Presence of(Side s, const UnitRef& u) const { return schedule.of(s, u, turn, bridge); }
    Presence formation(const OrderOfBattle& oob, const std::string& id) const {
        return schedule.formation(oob, id, turn, bridge);
    }
    bool onMap(Side s, const UnitRef& u) const { return of(s, u).inPlay(); }
    bool brigadeOnMap(Side s, const std::string& brigade) const {
        return onMap(s, {UnitKind::Brigade, brigade});
    }
};

} // namespace adc
