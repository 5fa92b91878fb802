// The Loss Chart's actions as every way in builds them (21.0a, 21.0b, 26.0, AE 4.1), played
// through the game as the loss-application form, the pages and `adc game` play them.
#include "command_fixture.h"

#include "adc/loss_actions.h"
#include "adc/scenarios/victory_input.h"

namespace adc::test {

namespace {

class LossActions : public CommandGame {};

} // namespace

TEST_F(LossActions, Rule21_0a_OnlyAUnitThatTakesNoStragglersAsksWhereTheyGo) {
    const LossChart& french = game.state().losses(Side::French);
    EXPECT_FALSE(
        needsStragglerUnit(french, {"57 Line-3-2", 1, 1, false, {}})); // infantry takes its own
    EXPECT_TRUE(needsStragglerUnit(french, {"1-Cav-IG", 0, 1, false, {}})); // cavalry takes none
    EXPECT_FALSE(needsStragglerUnit(
        french, {"1-Cav-IG", 0, 1, true, {}})); // 21.0b: a charge's are casualties
    EXPECT_FALSE(
        needsStragglerUnit(french, {"1-Cav-IG", 1, 0, false, {}})); // no stragglers to place
}

TEST_F(LossActions, Rule21_0a_CavalryStragglersGoOnTheTopmostInfantry) {
    act(markLosses(Side::French, {"1-Cav-IG", 1, 2, false, "57 Line-3-2"}));
    const LossChart& french = game.state().losses(Side::French);
    EXPECT_EQ(french.row("1-Cav-IG").casualties, 1);
    EXPECT_EQ(french.row("1-Cav-IG").stragglers, 0);
    EXPECT_EQ(french.row("57 Line-3-2").stragglers, 2);
}

TEST_F(LossActions, Rule21_0b_AChargesStragglersAreMarkedAsCasualties) {
    act(markLosses(Side::French, {"1-Cav-IG", 1, 2, true, {}}));
    EXPECT_EQ(game.state().losses(Side::French).row("1-Cav-IG").casualties, 3);
}

TEST_F(LossActions, Rule26_0_ARatingTypedAsTextIsRefusedByTheActionsCheck) {
    EXPECT_NE(refused(setRating(Side::French, "napoleon", "three")).find("rating"),
              std::string::npos);
    act(setRating(Side::French, "napoleon", 3));
    EXPECT_EQ(game.state().roster(Side::French).rating("napoleon"), 3);
}

TEST_F(LossActions, RuleAE4_1_OnlyTheFiguresEnteredAreKept) {
    VictoryInput entered;
    entered.terrainFrench = 4;
    act(victoryInputAction(entered));
    EXPECT_EQ(game.state().victoryEntered().terrainFrench, 4);
    EXPECT_FALSE(game.state().victoryEntered().terrainAustrian);
}

} // namespace adc::test
