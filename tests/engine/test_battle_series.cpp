// The battle turn by turn (the Battle page's plots): casualty track (1.1f), wrecked
// divisions against AE 3.4's threshold, stragglers outstanding (21.0), VPs (AE 4.2, 4.3),
// replayed from the actions in force so that an undo changes them.
#include "adc/battle_series.h"
#include "adc/command/archduke.h"
#include "adc/scenarios/victory.h"

#include "command_fixture.h"

using namespace adc;
using namespace adc::test;

namespace {

class BattleSeriesGame : public CommandGame {
  protected:
    void mark(const std::string& side, const std::string& unit, int casualties,
              int stragglers = 0) {
        act("mark", side, {{"unit", unit}, {"casualties", casualties}, {"stragglers", stragglers}});
    }
    void undo() { act("undo", "", nlohmann::json::object()); }
    // Every brigade of `division` up to its wrecked mark (20.6a, 20.6b).
    void wreck(const std::string& side, const std::string& division) {
        const OrderOfBattle& oob = side == "french" ? frenchArmy() : austrianArmy();
        for (const Brigade* b : oob.brigadesOf(division))
            if (b->wreckedMarkKnown()) mark(side, b->id, b->wreckedAfter);
    }
    BattleSeries series() const { return battleSeries(game, std::nullopt); }
};

} // namespace

TEST_F(BattleSeriesGame, Rule1_1f_CasualtyTrackAtTheEndOfEachTurn) {
    mark("french", "57 Line-3-2", 2);
    mark("austrian", "11-1-1", 3);
    at(1, "movement", Side::French);
    mark("french", "3 Line-3-2", 1);
    at(2, "order-issue", Side::French); // turn 1 ends
    mark("french", "57 Line-3-2", 1);
    mark("austrian", "17-1-1", 4);

    const BattleSeries s = series();
    ASSERT_EQ(s.turns.size(), 2u);
    EXPECT_EQ(s.turns[0].turn, 1);
    EXPECT_FALSE(s.turns[0].inProgress);
    EXPECT_EQ(s.turns[0].french.casualties, 3);
    EXPECT_EQ(s.turns[0].austrian.casualties, 3);
    EXPECT_EQ(s.turns[1].turn, 2);
    EXPECT_TRUE(s.turns[1].inProgress);
    EXPECT_EQ(s.turns[1].french.casualties, 4);
    EXPECT_EQ(s.turns[1].austrian.casualties, 7);
    EXPECT_EQ(s.turns[1].french.casualties,
              game.state().losses(Side::French).casualtyTrack()); // the same track as the chart
    EXPECT_FALSE(s.turns[1].french.vpHalves);                     // no scenario, no VPs
}

TEST_F(BattleSeriesGame, Rule9_0_UndoChangesThePlot) {
    mark("french", "57 Line-3-2", 2);
    at(2, "order-issue", Side::French);
    mark("french", "57 Line-3-2", 3);
    EXPECT_EQ(series().turns.back().french.casualties, 5);
    undo(); // the turn-2 mark taken back
    EXPECT_EQ(series().turns.back().french.casualties, 2);
    ASSERT_EQ(series().turns.size(), 2u);
    undo(); // back into turn 1: its point is the one in progress again
    const BattleSeries s = series();
    ASSERT_EQ(s.turns.size(), 1u);
    EXPECT_EQ(s.turns[0].turn, 1);
    EXPECT_TRUE(s.turns[0].inProgress);
    EXPECT_EQ(s.turns[0].french.casualties, 2);
}

TEST_F(BattleSeriesGame, AE3_4_WreckedDivisionsAgainstThreshold) {
    EXPECT_EQ(series().wreckedThreshold, kArchdukeWreckedDivisions);
    EXPECT_EQ(series().wreckedThreshold, 7); // AE 3.4 as printed
    for (const char* d : {"1-1", "2-1", "1-2"})
        wreck("austrian", d);
    at(2, "order-issue", Side::French);
    for (const char* d : {"2-2", "1-4", "2-4", "1-6"})
        wreck("austrian", d);
    const BattleSeries s = series();
    ASSERT_EQ(s.turns.size(), 2u);
    EXPECT_EQ(s.turns[0].austrian.wreckedDivisions, 3);
    EXPECT_EQ(s.turns[1].austrian.wreckedDivisions, 7);
    EXPECT_GE(*s.turns[1].austrian.wreckedDivisions, s.wreckedThreshold);
    EXPECT_EQ(s.turns[1].french.wreckedDivisions, 0);
}

TEST_F(BattleSeriesGame, Rule21_0_StragglersOutstandingApartFromTheCasualtyTrack) {
    mark("french", "57 Line-3-2", 1, 2);
    mark("french", "3 Line-3-2", 0, 1);
    at(2, "order-issue", Side::French);
    mark("french", "72 Line-3-2", 0, 2);
    const BattleSeries s = series();
    ASSERT_EQ(s.turns.size(), 2u);
    EXPECT_EQ(s.turns[0].french.stragglers, 3);
    EXPECT_EQ(s.turns[1].french.stragglers, 5);
    EXPECT_EQ(s.turns[1].french.casualties, 1); // 1.1f: stragglers are not on the track
    EXPECT_EQ(s.turns[1].austrian.stragglers, 0);
}

TEST_F(BattleSeriesGame, AE4_2_VpsEachTurnAsTheVictoryCountFindsThem) {
    const Scenario& sc = catalog().find("5.4");
    for (const char* d : {"1-1", "2-1"})
        wreck("austrian", d);
    at(2, "order-issue", Side::French);
    wreck("french", "3-2");
    const BattleSeries s = battleSeries(game, VictoryTerms{catalog().victory(), sc, {}});
    ASSERT_EQ(s.turns.size(), 2u);
    const VictoryResult now = victorySoFar(catalog().victory(), sc, {}, game.state(), {});
    int french = 0, austrian = 0;
    for (const auto& l : now.lines)
        (l.earner == Side::French ? french : austrian) += l.halves;
    EXPECT_EQ(s.turns[1].french.vpHalves, french);
    EXPECT_EQ(s.turns[1].austrian.vpHalves, austrian);
    EXPECT_GE(*s.turns[1].french.vpHalves, *s.turns[0].french.vpHalves);
    EXPECT_TRUE(s.vpPartial); // AE 4.1's terrain VPs are not entered yet
}
