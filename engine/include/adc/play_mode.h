#pragma once
// Who sits at the game (3.2, 9.0): two players (on one laptop, "hot-seat", or each with his
// own), one player commanding both sides ("solitaire"), or an umpire who holds the game.
// A game's settings say it as "play", in every game the app has.
#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace adc {

enum class PlayMode { TwoPlayers, HotSeat, Solitaire, Umpire };

// "two-players, hot-seat, solitaire or umpire": the names "play" may hold, for messages.
std::string playModeList();
std::string playModeName(PlayMode m); // "two-players", "hot-seat", "solitaire", "umpire"
// The mode of that name; none for a name that is not one.
std::optional<PlayMode> playModeNamed(const std::string& name);
// The mode of that name; throws InvalidInput naming the modes there are.
PlayMode parsePlayMode(const std::string& name);
// The game's "play" setting; a game made without one is a two-player game.
PlayMode playModeOf(const nlohmann::json& info);
// 9.0: only a solitaire player or an umpire may look at both sides' secrets at once.
inline bool seesBothSides(PlayMode m) {
    return m == PlayMode::Solitaire || m == PlayMode::Umpire;
}

} // namespace adc
