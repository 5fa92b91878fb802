#include "adc/wagram/app_dice.h"

#include "adc/action_kinds.h"
#include "adc/dice.h"
#include "adc/dice_exchange.h"
#include "adc/errors.h"
#include "adc/game_roll.h"
#include "adc/wagram/battle_roll.h"
#include "adc/wagram/wagram_kinds.h"
#include "adc/wagram/wagram_state.h"

#include <optional>
#include <utility>
#include <vector>

namespace adc::wagram {

using nlohmann::json;

namespace {

using Dice = std::vector<std::pair<const char*, DiceKind>>;

// The dice each Round roll throws, in order: one roller thrown in turn from the seed.
const Dice* diceOf(const std::string& kind) {
    static const Dice initiative{{"french", DiceKind::D6}, {"austrian", DiceKind::D6}}; // 6
    static const Dice twoDice{{"roll", DiceKind::TwoD6}};                               // 7.2, 11
    static const Dice oneDie{{"roll", DiceKind::D6}};                                   // 14.3
    if (kind == kinds::Initiative) return &initiative;
    if (kind == kinds::ReactionRoll || kind == kinds::Continue) return &twoDice;
    if (kind == kinds::Johan) return &oneDie;
    return nullptr;
}

std::optional<std::uint64_t> seedIn(const json& j) {
    if (!j.is_object()) return std::nullopt;
    const auto s = j.find("seed");
    if (s == j.end() || !s->is_number_integer()) return std::nullopt;
    if (s->is_number_unsigned()) return s->get<std::uint64_t>();
    const std::int64_t v = s->get<std::int64_t>(); // a small one made in code is signed
    if (v < 0) return std::nullopt;
    return static_cast<std::uint64_t>(v);
}

} // namespace

bool isRoundRoll(const std::string& kind) {
    return diceOf(kind) != nullptr;
}

Action roundDiceFrom(Action a, std::uint64_t seed) {
    const Dice* dice = diceOf(a.kind);
    if (!dice) return a;
    PlayerOrAppDice app(seed);
    for (const auto& [field, kind] : *dice)
        a.payload[field] = app(std::nullopt, kind);
    a.payload["seed"] = seed;
    return a;
}

void checkAppDice(const Action& a) {
    const json& p = a.payload;
    std::optional<std::uint64_t> seed;
    if (isRoundRoll(a.kind) && p.contains("seed")) {
        seed = seedIn(p);
        if (!seed)
            throw InvalidInput(a.kind + ": its seed is a whole number from 0 up, the app's "
                                        "record of where its dice came from (5.3)");
        // 11: a Continuation below box 7 throws nothing, so it has no seed either.
        if (a.kind == kinds::Continue && !p.contains("roll"))
            throw InvalidInput(a.kind + ": a seed without a roll; the app throws the "
                                        "Continuation dice only from box 7 on (Wagram 11)");
        const Action again = roundDiceFrom(a, *seed);
        for (const auto& [field, kind] : *diceOf(a.kind))
            if (p.value(field, json()) != again.payload[field])
                throw InvalidInput(a.kind + ": its " + field + " is " +
                                   p.value(field, json()).dump() + ", but its seed throws " +
                                   again.payload[field].dump() +
                                   " (5.3; the app's dice are thrown again, not taken as "
                                   "recorded)");
    } else if (a.kind == adc::kinds::Roll) {
        seed = seedIn(p.value("result", json()));
    }
    // 5.3, #33 item 6: dice a seat and its host threw together come from both their values.
    const auto x = p.find("dice_exchange");
    if (x == p.end()) return;
    if (!seed) throw InvalidInput(a.kind + ": a dice exchange goes only with the app's dice (5.3)");
    if (DiceExchange::fromJson(*x).seed() != *seed)
        throw InvalidInput(a.kind + ": its dice were not thrown from the values of its dice "
                                    "exchange (5.3)");
}

Action thrownAgainOn(const WagramState& st, const Action& a, std::uint64_t seed) {
    if (isRoundRoll(a.kind)) return a.payload.contains("seed") ? roundDiceFrom(a, seed) : a;
    if (a.kind != adc::kinds::Roll) return a;
    const json& p = a.payload;
    if (!seedIn(p.value("result", json()))) return a; // every die the player's own
    // The dice the player typed stay in the inputs; the app throws the rest from `seed`.
    Action out = a;
    out.payload["result"] = battleRoll(st, p.value("resolver", std::string()),
                                       inputsOf(p.value("inputs", json::object())), seed)
                                .action.payload["result"];
    return out;
}

} // namespace adc::wagram
