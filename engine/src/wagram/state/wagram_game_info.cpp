#include "adc/wagram/wagram_game_info.h"

#include "adc/game_module.h"
#include "adc/play_mode.h"

namespace adc::wagram {

nlohmann::json wagramGameInfo(const WagramScenario& s, const std::string& title,
                              const std::optional<std::string>& play) {
    nlohmann::json info = moduleInfo(gameModule("wagram-1809"));
    info["scenario"] = s.id;
    info["title"] = title.empty() ? s.title : title;
    if (play) info["play"] = playModeName(parsePlayMode(*play));
    return info;
}

} // namespace adc::wagram
