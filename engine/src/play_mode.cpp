#include "adc/play_mode.h"

#include "adc/errors.h"
#include "adc/input_text.h"

#include <iterator>

namespace adc {

namespace {

constexpr PlayMode kModes[] = {PlayMode::TwoPlayers, PlayMode::HotSeat, PlayMode::Solitaire,
                               PlayMode::Umpire};

} // namespace

std::string playModeList() {
    std::string out;
    for (std::size_t i = 0; i < std::size(kModes); ++i)
        out += std::string(i == 0                       ? ""
                           : i + 1 == std::size(kModes) ? " or "
                                                        : ", ") +
               playModeName(kModes[i]);
    return out;
}

std::string playModeName(PlayMode m) {
    switch (m) {
    case PlayMode::HotSeat:
        return "hot-seat";
    case PlayMode::Solitaire:
        return "solitaire";
    case PlayMode::Umpire:
        return "umpire";
    case PlayMode::TwoPlayers:
        break;
    }
    return "two-players";
}

std::optional<PlayMode> playModeNamed(const std::string& name) {
    for (PlayMode m : kModes)
        if (playModeName(m) == name) return m;
    return std::nullopt;
}

PlayMode parsePlayMode(const std::string& name) {
    if (const auto m = playModeNamed(name)) return *m;
    throw InvalidInput("play is " + playModeList() + ", not " + printable(name, 40));
}

PlayMode playModeOf(const nlohmann::json& info) {
    if (!info.is_object() || !info.contains("play") || !info["play"].is_string())
        return PlayMode::TwoPlayers;
    return playModeNamed(info["play"].get<std::string>()).value_or(PlayMode::TwoPlayers);
}

} // namespace adc
