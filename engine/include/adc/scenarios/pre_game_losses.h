#pragma once
// Pre-game losses (AE 5.2, 5.3): permanent casualties, no stragglers and no artillery
// losses, spread as evenly as possible over each division's infantry and cavalry; what
// cannot be split evenly the owning player places. They count for victory (AE 5.0), so
// they go into the game as ordinary `mark` actions. A leftover box is placed by default
// only where it wrecks no brigade; one that would (or might: a wrecked mark the transcription
// lacks) waits for the owner's choice.
#include "adc/action.h"
#include "adc/scenarios/needs_player_value.h"
#include "adc/scenarios/scenario.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace adc {

struct LossShare {
    std::string brigade;
    int casualties = 0;
    bool extra = false; // one of the remainder's boxes
};

struct LossSplit {
    std::string unit;          // the line as printed: a division, or a brigade ("Inf-AG")
    int printed = 0;           // the losses printed
    int losses = 0;            // the losses applied (a player's correction, else the printed)
    std::string division;      // the division split over; "" for a brigade line
    int each = 0;              // what every brigade takes
    int remainder = 0;         // boxes left over, one each to `remainder` brigades
    bool playerPlaced = false; // the owning player chose who takes the remainder
    // The default place would wreck these brigades (20.6a): the owner must choose.
    std::vector<std::string> wreckedByDefault;
    std::vector<LossShare> shares;
};

// What the owning player decides.
struct LossChoices {
    std::map<std::string, std::vector<std::string>>
        remainder; // division -> the brigades taking one more each
    std::map<std::string, int>
        corrected; // printed line -> the figure to use (a misprint settled by the players)
    bool confirmLines = false; // use the lines although they disagree with the printed total
};

struct PreGameLossPlan {
    std::string scenario; // "5.3"
    Side side = Side::French;
    int printedTotal = 0;
    int total = 0; // what the plan applies
    std::vector<LossSplit> splits;
    std::vector<std::string> notes;
    // What the players must still decide before it can be applied: the printed total
    // (key "confirm") and leftover boxes that would wreck a brigade ("remainder.DIVISION").
    std::vector<PlayerValueNeed> needs;
    // One `mark` action per brigade with losses: casualties only; payload "pre_game" names
    // the scenario so the marks are recognised (and not applied twice).
    std::vector<Action> actions() const;
};

// The plan as it stands, with `needs` saying what the players must still settle. Throws
// InvalidInput for a side without pre-game losses or a choice that is not valid (the
// message says what is).
PreGameLossPlan draftPreGameLosses(const Scenario& s, Side side, const OrderOfBattle& oob,
                                   const LossChoices& choices);
// The same, ready to apply: NeedsPlayerValue while anything is unsettled (the printed lines
// and total disagree, 5.3 Austrian: 46 and 45; a leftover box would wreck a brigade).
PreGameLossPlan planPreGameLosses(const Scenario& s, Side side, const OrderOfBattle& oob,
                                  const LossChoices& choices);

class Game;

// The first action in force holding `side`'s pre-game losses, or 0 when there is none.
std::int64_t preGameLossesIn(const Game& g, Side side);

// What `g` holds of `side`'s pre-game losses, line by line as the plan that made them (the
// split the players chose, not the default); nothing when none are in force.
std::optional<PreGameLossPlan> appliedPreGameLosses(const Game& g, const Scenario& s, Side side,
                                                    const OrderOfBattle& oob);

// Throws InvalidInput when `side`'s pre-game losses are already in `g` (checked before
// anything is asked of the players).
void refuseSecondPreGameLosses(const Game& g, Side side);

// The plan's actions, each tried on a copy of `g` first (all or nothing). Throws
// InvalidInput when the side's pre-game losses are already in the game or a mark is refused.
std::vector<Action> checkedPreGameLossActions(const Game& g, const PreGameLossPlan& plan);

} // namespace adc
