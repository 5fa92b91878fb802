#include "adc/wagram/wagram_series.h"

#include "adc/wagram/wagram_kinds.h"
#include "adc/wagram/wagram_state.h"

namespace adc::wagram {

std::vector<WagramTurnPoint> wagramSeries(const Game& game) {
    std::vector<WagramTurnPoint> out;
    const auto* now = dynamic_cast<const WagramState*>(&game.moduleState());
    if (!now) return out;
    const std::unique_ptr<ModuleState> fresh = now->fresh();
    auto& st = dynamic_cast<WagramState&>(*fresh);
    const auto point = [&](bool inProgress) {
        out.push_back({st.turn(), inProgress, st.vp(Side::French), st.vp(Side::Austrian),
                       st.roundMarker(Side::French), st.roundMarker(Side::Austrian)});
    };
    for (const Action* a : game.log().effective()) {
        if (a->kind == kinds::EndTurn) point(false); // 12.4: the markers before they go back
        st.apply(*a); // replayed as Game::rebuild does: the log was checked when written
    }
    // The turn being played; after the last turn's end the game is over and it is the last.
    if (st.phase() != Phase::Over) point(true);
    return out;
}

} // namespace adc::wagram
