#pragma once
// One thing a player did, as the game file records it. The log of actions is the truth;
// the state of the game is derived from it.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

namespace adc {

struct Action {
    std::int64_t seq = 0; // position in the log, from 1
    std::string kind;     // "mark", "undo", ... (see GameState::apply)
    std::string side;     // whose secret it is: "french", "austrian", or "" for both (9.0)
    nlohmann::json payload = nlohmann::json::object();
    std::string at;      // when it was written (UTC, ISO 8601)
    std::string summary; // what it did, in words, as shown in the history
};

} // namespace adc
