#pragma once
// Leaders in play for one army: who commands each formation, who has been lost and who
// replaced him (26.4), the "original corps commander lost" flag (10.3a), and the values
// the players enter from their counters (leader ratings; cavalry classes, 24.0a).
#include "adc/order_of_battle.h"

#include <map>
#include <optional>
#include <set>
#include <string>

namespace adc {

class LeaderRoster {
  public:
    explicit LeaderRoster(const OrderOfBattle& oob);

    // 26.4: the leader is removed. A division commander is replaced by the division's
    // generic replacement (26.4b); an army or corps commander by the subordinate the
    // player names (26.4a, AE 2.6, AE 3.5), whose own command then passes on: a division
    // to the lost leader's generic back (26.4b), a corps to `corpsReplacement`.
    // Returns what happened, in words.
    std::string leaderLost(const std::string& leader, const std::string& replacement = {},
                           const std::string& corpsReplacement = {});

    // AE 2.4: who leads 2 Corps and the Provisional Corps, as the scenario and Lannes decide.
    void assignCommand(const std::string& formation, const std::string& leader);
    // Nobody commands it (a disbanded corps, or one not in the scenario).
    void releaseCommand(const std::string& formation);
    std::string commander(const std::string& formation) const; // leader id or "repl-<leader id>"
    std::string leaderName(const std::string& id) const;
    bool lost(const std::string& leader) const;
    bool originalCommanderLost(const std::string& corps) const; // 10.3a

    // Values read off the counters; unknown until entered.
    void setRating(const std::string& leader, int rating);
    std::optional<int> rating(const std::string& leader) const;
    int ratingOrAsk(const std::string& leader) const; // throws InvalidInput naming the counter
    void setCavalryClass(const std::string& brigade, const std::string& cls); // heavy | light
    std::optional<std::string> cavalryClass(const std::string& brigade) const;

  private:
    std::string canonicalLeader(const std::string& idOrAlias) const;
    const Formation* commandOf(const std::string& leader) const;
    const OrderOfBattle* oob_;
    std::map<std::string, std::string> commander_; // formation -> leader
    std::set<std::string> lost_;
    std::set<std::string> originalLost_;
    std::map<std::string, int> ratings_;
    std::map<std::string, std::string> classes_;
};

} // namespace adc
