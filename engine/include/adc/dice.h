#pragma once
// Dice of the NBS: one die, two dice summed, and the 11..66 "sequential" roll (rule 5.3).
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace adc {

enum class DiceKind { D6, TwoD6, D66 };

std::string diceKindName(DiceKind kind); // "1d6", "2d6", "11..66"

// One face outcome of a kind, with its weight among `total` equally likely throws.
struct DiceOutcome {
    int value;
    int weight;
};
std::vector<DiceOutcome> diceOutcomes(DiceKind kind);
int diceThrows(DiceKind kind); // 6, 36 or 36

// Refuses impossible values (17 on 11..66, 0 or 7 on a die, 13 on two dice) with a
// message that says what is valid. Returns the value unchanged when valid.
int checkRoll(DiceKind kind, int value);

// Who threw the dice: the app (seeded, so the sequence can be replayed) or a player.
enum class RolledBy { App, Player };

struct DieRoll {
    std::string name; // "roll", "roll2" ...
    DiceKind kind;
    int value;
    std::vector<int> faces; // red then white for 11..66
    RolledBy by;
};

// A seeded sequence of throws. The same seed gives the same sequence on every machine:
// faces come from mt19937_64 directly, not from a library distribution.
class DiceRoller {
  public:
    explicit DiceRoller(std::uint64_t seed);
    std::uint64_t seed() const { return seed_; }
    DieRoll roll(DiceKind kind, const std::string& name);

    static std::uint64_t freshSeed();

  private:
    int face();
    std::uint64_t seed_;
    std::mt19937_64 gen_;
};

// The dice of an action a player may throw himself (5.3): his where he gives them, the app's
// for the rest, thrown in turn from one roller made at the first throw, from `seed` (the same
// seed throws the same dice) or a fresh one. A die given is taken as it is: the action's own
// check refuses one that is not a roll of its kind.
class PlayerOrAppDice {
  public:
    explicit PlayerOrAppDice(std::optional<std::uint64_t> seed = std::nullopt) : seed_(seed) {}
    int operator()(std::optional<int> given, DiceKind kind);

  private:
    std::optional<std::uint64_t> seed_;
    std::optional<DiceRoller> app_;
};

} // namespace adc
