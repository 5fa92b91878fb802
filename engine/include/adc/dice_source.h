#pragma once
// Where a resolver's dice come from: the app's seeded roller, the dice a player typed in,
// or (for the chances) every outcome in turn. Resolvers ask for dice only when a rule
// needs them, so a fire of zero points or an automatic result throws nothing.
#include "adc/dice.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace adc {

class DiceSource {
  public:
    virtual ~DiceSource() = default;
    // `name` is the roll's key ("roll", "roll2"); `purpose` says what it is for.
    virtual int roll(DiceKind kind, const std::string& name, const std::string& purpose) = 0;
    const std::vector<DieRoll>& thrown() const { return thrown_; }

  protected:
    std::vector<DieRoll> thrown_;
};

class AppDice : public DiceSource {
  public:
    explicit AppDice(std::uint64_t seed) : roller_(seed) {}
    int roll(DiceKind kind, const std::string& name, const std::string& purpose) override;
    std::uint64_t seed() const { return roller_.seed(); }

  private:
    DiceRoller roller_;
};

// Real dice typed in by a player; every roll the resolution needs must be given.
class PlayerDice : public DiceSource {
  public:
    explicit PlayerDice(std::map<std::string, int> rolls) : rolls_(std::move(rolls)) {}
    int roll(DiceKind kind, const std::string& name, const std::string& purpose) override;
    std::vector<std::string> unused() const;

  private:
    std::map<std::string, int> rolls_;
    std::map<std::string, bool> used_;
};

} // namespace adc
