#pragma once
// A Wagram 1809 game's state, derived from its actions: the two Orders Tables, the turn and
// its Rounds (the Round markers, the Phase player and his run), the VP ledger and the
// options taken. Each action is checked against the rules before anything changes; rolls
// are read by the game's resolvers (wagram-initiative, -reaction, -continuation, -johan).
#include "adc/module_state.h"
#include "adc/wagram/orders_table.h"
#include "adc/wagram/wagram_scenario.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <set>

namespace adc::wagram {

// Where the game stands (5): the start (12.5), a Round's phases, the Administrative Phase.
enum class Phase { Placement, Initiative, Orders, OrderPick, Play, Administrative, Night, Over };
std::string phaseName(Phase s); // "initiative"
std::string phaseRule(Phase s); // "6"

struct VpEntry { // 12.3
    int turn = 0;
    Side side = Side::French;
    int points = 0; // may be negative (the Guard engaged, an objective lost)
    std::string reason, rule;
};

class WagramState : public ModuleState {
  public:
    WagramState(WagramScenario scenario, int frenchWinsBy);

    std::unique_ptr<ModuleState> clone() const override;
    std::unique_ptr<ModuleState> fresh() const override;
    void checkPayload(const Action& a) const override;
    // 7.1, 7.2, 12.1: a public reveal records the corps it turns over ("revealed"; and for
    // 7.1 whether a new Order 3 follows, "pick"), worked out from the face-down markers, so
    // that the other side's seat, whose copy holds them face down, replays it. apply()
    // checks the record against the markers wherever they are known.
    Action complete(Action a) const override;
    std::string apply(const Action& a) override;
    // 9.0 in a seat's copy: the other side's secret action of this phase (12.5, 7.2, 7.1,
    // 12.1, 14.3), its markers moved face down.
    void withheld(const Action& a) override;
    std::vector<std::string> unfinished() const override;
    // 5.3: the host throws a seat's app dice again itself (adc/wagram/app_dice.h); Wagram's
    // rolls read no chart, so it always can.
    std::string cannotThrowAgain() const override { return ""; }
    Action thrownAgain(const Action& a, std::uint64_t seed) const override;

    // The state as `viewer` may see it (no viewer: the umpire, everything): the other
    // side's face-down markers only as "a corps" (9.0 applied to the Orders Tables).
    nlohmann::json view(std::optional<Side> viewer) const;
    // What both sides see: every face-down marker only as "a corps".
    nlohmann::json publicView() const;

    const WagramScenario& scenario() const { return scenario_; }
    Phase phase() const { return at_; }
    int turn() const { return turn_; }
    int roundMarker(Side s) const { return s == Side::French ? markerFrench_ : markerAustrian_; }
    std::optional<Side> phasePlayer() const { return phasePlayer_; }
    int vp(Side s) const;
    // What is due, each rule in this one place (the page, `adc` and apply() read it here):
    // 7.2: the side that may try a Reaction Round this Round, the previous Round's Phase
    // player's opponent; none outside the Initiative Phase.
    std::optional<Side> reactingSide() const;
    // 11: whether `s`'s Continuation this Round is rolled for (its marker reaches box 7).
    bool continuationRolled(Side s) const;
    // 14.3: whose turn it is to reveal a night corps (the French first, then in turn); none
    // before both have chosen, or once every corps chosen is revealed.
    std::optional<Side> nightRevealDue() const;
    const OrdersTable& table(Side s) const { return s == Side::French ? french_ : austrian_; }
    const std::vector<VpEntry>& ledger() const { return ledger_; }
    // 4: the French win with at least `frenchWinsBy` VP more than the Austrian.
    Side winner() const;

  private:
    OrdersTable& table(Side s) { return s == Side::French ? french_ : austrian_; }
    int& marker(Side s) { return s == Side::French ? markerFrench_ : markerAustrian_; }
    std::string place(const Action& a);
    std::string reaction(const Action& a);
    std::string reactionRoll(const Action& a);
    std::string initiative(const Action& a);
    std::string reveal(const Action& a);
    std::string pick(const Action& a);
    std::string continueRound(const Action& a);
    std::string adminReveal(const Action& a);
    std::string adminPick(const Action& a);
    std::string addVp(const Action& a);
    std::string takeOption(const Action& a);
    std::string johan(const Action& a);
    std::string corpsLeaves(const Action& a);
    std::string endTurn(const Action& a);
    std::string nightPick(const Action& a);
    std::string nightReveal(const Action& a);
    std::string beginTurn(); // 12.4: the markers, the turn's flags and its events
    void startRound();
    void becomePhasePlayer(Side s);
    void expect(Phase s, const std::string& what) const;
    nlohmann::json viewFor(bool french, bool austrian, const std::string& who) const;

    WagramScenario scenario_;
    int frenchWinsBy_ = 0;
    OrdersTable french_, austrian_;
    Phase at_ = Phase::Placement;
    int turn_ = 0;
    int markerFrench_ = 0, markerAustrian_ = 0;
    bool firstRoundOfGame_ = true, firstRoundOfTurn_ = true;
    std::optional<Side> phasePlayer_;                    // this Round's Phase player
    std::optional<Side> previous_;                       // the previous Round's
    int run_ = 0;                                        // Rounds in a row of previous_ (6)
    std::optional<Side> reactionTried_, reactionFailed_; // this Round (7.2)
    std::set<Side> adminRevealed_, adminPicked_;         // this Administrative Phase (12.1)
    bool johanRolled_ = false, johanArrived_ = false;    // 14.3, this Administrative Phase
    std::set<std::string> options_;                      // taken (12.3)
    // 14.3's night turn: each side's two corps, in secret (none until it chooses them), and
    // those revealed so far.
    std::vector<std::string> nightFrench_, nightAustrian_;
    std::vector<std::pair<Side, std::string>> nightRevealed_;
    bool nightPicked(Side s) const {
        return !(s == Side::French ? nightFrench_ : nightAustrian_).empty();
    }
    std::vector<VpEntry> ledger_;
    // What the last apply() worked out for its record (complete()): "revealed", "pick".
    nlohmann::json told_ = nlohmann::json::object();
};

} // namespace adc::wagram
