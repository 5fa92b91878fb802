// Wagram 1809 turn by turn for the Battle page: each side's Round marker (11) and VP (12.3)
// at the end of each turn, the turn in progress last, and an undo taken into account.
#include "adc/action_kinds.h"
#include "adc/wagram/wagram_kinds.h"
#include "adc/wagram/wagram_series.h"
#include "adc/wagram/wagram_state.h"
#include "wagram_test_game.h"

#include <gtest/gtest.h>

using namespace adc::wagram;
using adc::Game;
using adc::Side;
using nlohmann::json;

namespace {

using test::newGame;
using test::play;
using test::state;

// Scenario 1's first turn (14.2): four French Rounds, one Austrian (the run penalties of 6
// would give it to him anyway), then French Rounds until the French marker reaches box 7 and
// the roll of 2 ends the turn (11); then 12.1, a French VP, and the end of the turn.
Game firstTurnPlayed() {
    Game g = newGame("wagram-5-july");
    play(g, kinds::Place, {{"orders", {"IV", "II", "It"}}, {"admin", {"R"}}}, "french");
    play(g, kinds::Place, {{"orders", {"I", "II", "IV"}}, {"admin", json::array()}}, "austrian");
    const std::string rounds = "FFFFAFFF";
    for (std::size_t i = 0; i < rounds.size(); ++i) {
        const Side side = rounds[i] == 'F' ? Side::French : Side::Austrian;
        if (i > 0) test::winInitiative(g, side);
        test::playRound(g, side, i + 1 == rounds.size() ? std::optional(2) : std::nullopt);
    }
    test::playAdministrativeMovement(g);
    play(g, kinds::Vp, {{"side", "french"}, {"points", 2}, {"reason", "objective"}});
    play(g, kinds::EndTurn, json::object());
    return g;
}

} // namespace

TEST(WagramSeries, Wagram11And12_3_EachTurnEndsWithItsMarkersAndVp) {
    const Game g = firstTurnPlayed();
    ASSERT_EQ(state(g).turn(), 8);
    const auto s = wagramSeries(g);
    ASSERT_EQ(s.size(), 2u);
    EXPECT_EQ(s[0].turn, 7);
    EXPECT_FALSE(s[0].inProgress);
    EXPECT_EQ(s[0].markerFrench, 7); // 11: the roll came at box 7
    EXPECT_EQ(s[0].markerAustrian, 1);
    EXPECT_EQ(s[0].vpFrench, 2);
    EXPECT_EQ(s[0].vpAustrian, 0);
    // Turn 8 so far: 12.4 put both markers back in box 0.
    EXPECT_EQ(s[1].turn, 8);
    EXPECT_TRUE(s[1].inProgress);
    EXPECT_EQ(s[1].markerFrench, 0);
    EXPECT_EQ(s[1].vpFrench, 2);
}

TEST(WagramSeries, Wagram12_3_AnUndoneVpEntryLeavesTheSeries) {
    Game g = firstTurnPlayed();
    play(g, kinds::Vp, {{"side", "austrian"}, {"points", 1}, {"reason", "rout"}});
    EXPECT_EQ(wagramSeries(g).back().vpAustrian, 1);
    play(g, adc::kinds::Undo, json::object());
    EXPECT_EQ(wagramSeries(g).back().vpAustrian, 0);
}
