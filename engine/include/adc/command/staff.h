#pragma once
// The army's staff: turns what a player decides (write this order, roll for that one) into
// a complete action, reading the charts and throwing the dice the rules call for, so the
// game file records every figure and every die. GameState then checks and applies it.
#include "adc/chart_set.h"
#include "adc/game_state.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace adc {

// An order as the player writes it (10.1a, 10.1c, 10.1e).
struct OrderDraft {
    Side side = Side::French;
    std::string sender, receiver;
    std::string type;   // attack | non-attack
    std::string method; // AO | AW | IPO
    std::string text, start, direction, limit;
    bool goal = false;
    std::optional<int> mp;          // leader movement points to the receiver's HQ (10.1e)
    bool inPerson = false;          // sender and receiver share a hex
    std::vector<std::string> units; // an aide's command (AE 2.3)
    std::string detach, to;         // 10.5c
    bool disband = false;           // AE 2.4
    bool recall = false;            // AE 2.3: the aide returns
    bool different = false;         // 10.2f: not an order already on its way
    std::string solitaire;          // 3.2b answer: yes | no
    // What the Order Log reads: the text as written or, for an Attack order written without
    // one, its direction, limit and start in the app's words (10.1c).
    std::string loggedText() const;
    nlohmann::json payload() const;
};

// Where the dice come from: the player's real dice, or the app's from a seed (fresh if none).
struct DiceChoice {
    std::optional<int> roll;
    std::optional<std::uint64_t> seed;
};

using ResolverArgs = std::vector<std::pair<std::string, std::string>>;

// How an order comes to be: written with Command Points (10.1), given by a leader who won
// initiative (10.2f), or written by the opponent for a loose cannon (10.2g).
enum class OrderMode { Write, Initiative, LooseCannon };

// A draft order as it stands: what still keeps it from being sent, each with its rule, and
// its figures where they are known.
struct DraftReview {
    std::vector<std::string> blockers;
    int allowance = 0, pointsLeft = 0; // 10.1b, this turn (written orders)
    int cost = -1;                     // 10.1b; -1 until the method and type say it
    std::optional<int> transitTurns;   // 10.1e, once the receiver is chosen
    bool asksSolitaire = false;        // 3.2b: the question is asked of this order
};

// Who may receive an order of `side` (10.0a, 10.5b; AE 2.3, 2.5): its corps, its divisions
// as goals, the Austrian cavalry brigades and artillery units as goals, Napoleon's aides.
struct OrderReceiver {
    std::string id, name;
    std::string kind; // corps | division | brigade | artillery | aide
};

class Staff {
  public:
    Staff(const GameState& state, const ChartSet& charts) : st_(state), charts_(charts) {}

    int commandPoints(Side s) const;             // 10.1b: from the army commander's rating now
    int orderCost(const OrderDraft& d) const;    // 10.1b: method + type
    int transitTurns(const OrderDraft& d) const; // 10.1e, AE 2.3

    // 10.5b, AE 2.2: an order to a division, a cavalry brigade or an artillery unit is a goal.
    bool receivesGoal(Side s, const std::string& receiver) const;
    std::vector<OrderReceiver> receivers(Side s) const;
    // The checks GameState makes when the order is written, made before it is (10.1b, 10.1c,
    // 10.1e, 3.2b), with the same words; empty blockers when it may be sent.
    DraftReview reviewDraft(const OrderDraft& d, OrderMode mode) const;
    Action order(const OrderDraft& d, OrderMode mode) const;

    Action writeOrder(const OrderDraft& d) const;
    Action presetOrder(const OrderDraft& d) const;
    Action initiativeOrder(const OrderDraft& d) const;  // d.sender is the leader who won initiative
    Action looseCannonOrder(const OrderDraft& d) const; // written by the opponent (10.2g)

    // The Acceptance Table inputs for an order written or about to be (10.1f, 10.5b, AE 2.2, 2.3).
    ResolverArgs acceptanceInputs(Side s, const std::string& sender, const std::string& receiver,
                                  const std::string& method, bool attack) const;
    Action rollAcceptance(Side s, int number, const DiceChoice& dice) const;
    Action rollDelay(Side s, int number, const DiceChoice& dice) const;
    Action rollInitiative(Side s, const std::string& leader, const DiceChoice& dice) const;

    // 10.3a: the check's inputs for a command now; `offMap` are divisions not yet on the map
    // (10.3d); `rating` serves a goal with no leader of its own.
    ResolverArgs stoppageInputs(Side s, int order, const std::vector<std::string>& offMap,
                                bool lowAmmoRule, std::optional<int> rating) const;
    Action rollStoppage(Side s, int order, const std::vector<std::string>& offMap, bool lowAmmoRule,
                        std::optional<int> rating, const DiceChoice& dice) const;

    // 10.4: the Straggler Table for every infantry unit of the command (21.1), marked in the
    // same action. `exclude` are units not with it; `dg`/`routed` their state now; `rolls`
    // the player's dice per brigade.
    Action emergencyRetreat(Side s, const std::string& command, const std::string& reason,
                            const std::vector<std::string>& exclude,
                            const std::vector<std::string>& dg,
                            const std::vector<std::string>& routed,
                            const std::map<std::string, int>& rolls,
                            std::optional<std::uint64_t> seed) const;

  private:
    const GameState& st_;
    const ChartSet& charts_;
};

} // namespace adc
