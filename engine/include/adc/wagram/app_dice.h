#pragma once
// Wagram 1809's dice thrown by the app (5.3), recorded so that anyone can throw them again:
// the Rounds' own rolls (the initiative dice, 6; the Reaction roll, 7.2; the Continuation
// roll, 11; Johan's die, 14.3) keep their dice beside the seed they came from; a battle roll
// keeps its seed in its result (adc/wagram/battle_roll.h). On several laptops the host throws
// a seat's app dice again, from the values it and the seat exchanged (adc/dice_exchange.h).
#include "adc/action.h"

#include <cstdint>
#include <string>

namespace adc::wagram {

class WagramState;

// Whether `kind` is one of the Rounds' rolls, whose dice are fields of its payload.
bool isRoundRoll(const std::string& kind);

// `a`, a Round roll, with its dice thrown from `seed` in the order the kind throws them
// (the French die, then the Austrian), the seed recorded beside them.
Action roundDiceFrom(Action a, std::uint64_t seed);

// 5.3 on apply and replay: a Round roll's recorded seed throws exactly its recorded dice, and
// a dice exchange gives exactly the seed recorded (of a Round roll or of a battle roll);
// InvalidInput naming both otherwise.
void checkAppDice(const Action& a);

// `a` with its app dice thrown again from `seed` and every result read anew on `st`: a Round
// roll's dice, a battle roll's result; the player's own dice as typed.
Action thrownAgainOn(const WagramState& st, const Action& a, std::uint64_t seed);

} // namespace adc::wagram
