#pragma once
// The app's dice between two programs that do not trust each other (#33 item 6, 5.3): a
// seat on another laptop and the host. Neither may choose the result, so both give part of
// it, commit–reveal:
//  1. the host draws a value and gives the seat only its SHA-256 (the commitment);
//  2. the seat draws its own value and sends it with its request, not knowing the host's;
//  3. the host throws the dice from both values and records them, its own revealed, with
//     the roll.
// The host cannot change its value after the seat chose (the commitment would not match),
// and the seat chose without knowing the host's: neither could steer the dice. Anyone with
// the record checks it afterwards; the engine does on every replay.
#include "adc/action.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

namespace adc {

struct DiceExchange {
    std::string commit; // SHA-256 of `host`, as given to the seat before it chose
    std::string host;   // the host's value, revealed with the roll
    std::string seat;   // the seat's value, sent with its request
    int index = 0;      // the action's place in its request: each its own dice

    // Throws InvalidInput naming what is malformed.
    static DiceExchange fromJson(const nlohmann::json& j);
    nlohmann::json toJson() const;
    // The seed the app's dice are thrown from: SHA-256 of both values and the index. Throws
    // InvalidInput when the host's value is not the one it committed to.
    std::uint64_t seed() const;
    // Throws InvalidInput unless this is the exchange a seat took part in: the commitment
    // it was given and the value it sent (what a seat checks of the host's record).
    void checkFor(const std::string& commitGiven, const std::string& seatValue) const;
};

// What the host gives a seat for a value of its own.
std::string diceCommitment(const std::string& value);
// A value for one exchange: 32 hex digits from the system's random source.
std::string diceValue();
// Whether `v` is such a value (16 to 64 hex digits).
bool isDiceValue(const std::string& v);

// Every app seed a record holds (in its resolutions, wherever they lie), in order.
std::vector<std::uint64_t> recordedSeeds(const Action& a);

} // namespace adc
