#include "adc/dice.h"

#include "adc/errors.h"

#include <chrono>

namespace adc {

std::string diceKindName(DiceKind kind) {
    switch (kind) {
    case DiceKind::D6:
        return "1d6";
    case DiceKind::TwoD6:
        return "2d6";
    case DiceKind::D66:
        return "11..66";
    }
    return "?";
}

std::vector<DiceOutcome> diceOutcomes(DiceKind kind) {
    std::vector<DiceOutcome> out;
    switch (kind) {
    case DiceKind::D6:
        for (int v = 1; v <= 6; ++v)
            out.push_back({v, 1});
        break;
    case DiceKind::TwoD6:
        for (int v = 2; v <= 12; ++v)
            out.push_back({v, 6 - (v > 7 ? v - 7 : 7 - v)});
        break;
    case DiceKind::D66:
        for (int r = 1; r <= 6; ++r)
            for (int w = 1; w <= 6; ++w)
                out.push_back({r * 10 + w, 1});
        break;
    }
    return out;
}

int diceThrows(DiceKind kind) {
    return kind == DiceKind::D6 ? 6 : 36;
}

int checkRoll(DiceKind kind, int value) {
    switch (kind) {
    case DiceKind::D6:
        if (value < 1 || value > 6)
            throw InvalidInput("roll " + std::to_string(value) +
                               " is not possible on one die: valid rolls are 1 to 6");
        break;
    case DiceKind::TwoD6:
        if (value < 2 || value > 12)
            throw InvalidInput("roll " + std::to_string(value) +
                               " is not possible on two dice added together: valid totals are 2 "
                               "to 12");
        break;
    case DiceKind::D66: {
        const int tens = value / 10, units = value % 10;
        if (value < 11 || value > 66 || units < 1 || units > 6 || tens < 1 || tens > 6)
            throw InvalidInput("roll " + std::to_string(value) +
                               " is not an 11..66 roll: the red die gives the tens and the white "
                               "die the units, each 1 to 6, so valid rolls are 11-16, 21-26, "
                               "31-36, 41-46, 51-56 and 61-66 (rule 5.3)");
        break;
    }
    }
    return value;
}

DiceRoller::DiceRoller(std::uint64_t seed) : seed_(seed), gen_(seed) {}

std::uint64_t DiceRoller::freshSeed() {
    std::random_device rd;
    const auto t = static_cast<std::uint64_t>(
        std::chrono::high_resolution_clock::now().time_since_epoch().count());
    return ((static_cast<std::uint64_t>(rd()) << 32) ^ rd() ^ t) & 0xFFFFFFFFFFFFull;
}

int DiceRoller::face() {
    // Rejection sampling keeps the six faces exactly equally likely.
    constexpr std::uint64_t limit = (~std::uint64_t{0} / 6) * 6;
    std::uint64_t x;
    do {
        x = gen_();
    } while (x >= limit);
    return static_cast<int>(x % 6) + 1;
}

DieRoll DiceRoller::roll(DiceKind kind, const std::string& name) {
    DieRoll r{name, kind, 0, {}, RolledBy::App};
    const int a = face();
    if (kind == DiceKind::D6) {
        r.faces = {a};
        r.value = a;
        return r;
    }
    const int b = face();
    r.faces = {a, b};
    r.value = kind == DiceKind::TwoD6 ? a + b : a * 10 + b;
    return r;
}

int PlayerOrAppDice::operator()(std::optional<int> given, DiceKind kind) {
    if (given) return *given;
    if (!app_) app_.emplace(seed_ ? *seed_ : DiceRoller::freshSeed());
    return app_->roll(kind, "roll").value;
}

} // namespace adc
