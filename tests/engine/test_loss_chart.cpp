// The live Loss Chart: rules 6.5, 20.6, 21.0, 21.2, 22.0, 11.5, 27.1-27.2, 1.1f, 25.6,
// 26.4, 10.3a; AE 2.1, 3.4, 4.3.
#include "adc/errors.h"
#include "adc/game.h"
#include "adc/leader_roster.h"
#include "adc/loss_chart.h"
#include "adc/scenarios/needs_player_value.h"

#include "oob_fixture.h"

#include <gtest/gtest.h>

using namespace adc;
using namespace adc::test;

TEST(Rule20_6_LossChartExample, OneCasualtyOneStragglerMakesItB) {
    const auto oob = exampleArmy();
    LossChart lc(oob);
    EXPECT_EQ(lc.fireLevel("ex-1"), "A");
    lc.mark("ex-1", 1, 1);
    EXPECT_EQ(lc.fireLevel("ex-1"), "B");
    EXPECT_FALSE(lc.wrecked("ex-1"));
}

TEST(Rule20_6_LossChartExample, AnotherCasualtyPushesTheStragglerRightAndWrecksBrigadeAndDivision) {
    const auto oob = exampleArmy();
    LossChart lc(oob);
    lc.mark("ex-1", 1, 1);
    lc.mark("ex-1", 1, 0);
    EXPECT_EQ(lc.row("ex-1").casualties, 2); // X X / : casualties stay left of stragglers
    EXPECT_EQ(lc.row("ex-1").stragglers, 1);
    EXPECT_TRUE(lc.wrecked("ex-1"));
    EXPECT_EQ(lc.divisionMarks("1-1"), 1);
    EXPECT_TRUE(lc.divisionWrecked("1-1"));
    EXPECT_EQ(lc.fireLevel("ex-1"), "B");
}

TEST(Rule6_5_FireLevels, GroupOfTheFirstUnmarkedBoxAndEliminationWhenAllAreMarked) {
    const auto oob = exampleArmy();
    LossChart lc(oob);
    lc.mark("ex-1", 4, 0);
    EXPECT_EQ(lc.fireLevel("ex-1"), "C");
    lc.mark("ex-1", 0, 3);
    EXPECT_TRUE(lc.eliminated("ex-1"));
    EXPECT_EQ(lc.fireLevel("ex-1"), "");
    EXPECT_THROW(lc.mark("ex-1", 1, 0), InvalidInput);
}

TEST(Rule20_6_Marks, MoreMarksThanBoxesLeftChangesNothing) {
    const auto oob = exampleArmy();
    LossChart lc(oob);
    lc.mark("ex-1", 5, 0);
    EXPECT_THROW(lc.mark("ex-1", 1, 2), InvalidInput);
    EXPECT_EQ(lc.row("ex-1").casualties, 5);
    EXPECT_EQ(lc.row("ex-1").stragglers, 0);
    EXPECT_THROW(lc.mark("nobody", 1, 0), InvalidInput);
    EXPECT_THROW(lc.mark("ex-1", -1, 0), InvalidInput);
}

TEST(Rule21_0a_Stragglers, OnlyInfantryTakesStragglers) {
    const auto oob = exampleArmy();
    LossChart lc(oob);
    EXPECT_THROW(lc.mark("cav-1", 1, 1), InvalidInput);
    EXPECT_EQ(lc.row("cav-1").casualties, 0);
    lc.mark("cav-1", 2, 0);
    EXPECT_EQ(lc.casualtyTrack(), 2);
}

TEST(Rule21_0a_Stragglers, TopUnitThatCannotTakeStragglersPassesThemToTheTopmostInfantry) {
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    Game g(fr, au);
    Action a{0,
             "mark",
             "french",
             {{"unit", "cav-1"}, {"casualties", 1}, {"stragglers", 2}, {"straggler_unit", "ex-4"}},
             "",
             ""};
    g.commit(g.prepare(a));
    EXPECT_EQ(g.state().losses(Side::French).row("cav-1").casualties, 1);
    EXPECT_EQ(g.state().losses(Side::French).row("ex-4").stragglers, 2);
    Action bad{0,        "mark",
               "french", {{"unit", "cav-1"}, {"stragglers", 1}, {"straggler_unit", "cav-1"}},
               "",       ""};
    EXPECT_THROW(g.prepare(bad), InvalidInput);
}

TEST(Rule21_0b_Stragglers, ChargeStragglersAreRecordedAsCasualties) {
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    Game g(fr, au);
    g.commit(g.prepare({0,
                        "mark",
                        "austrian",
                        {{"unit", "ex-2"}, {"casualties", 1}, {"stragglers", 2}, {"charge", true}},
                        "",
                        ""}));
    EXPECT_EQ(g.state().losses(Side::Austrian).row("ex-2").casualties, 3);
    EXPECT_EQ(g.state().losses(Side::Austrian).row("ex-2").stragglers, 0);
}

TEST(Rule22_0_Unwrecking, StragglerRecoveryUnwrecksBrigadeAndDivision) {
    const auto oob = exampleArmy();
    LossChart lc(oob);
    lc.mark("ex-1", 1, 2);
    EXPECT_TRUE(lc.divisionWrecked("1-1"));
    lc.recover("ex-1", 1);
    EXPECT_FALSE(lc.wrecked("ex-1"));
    EXPECT_FALSE(lc.divisionWrecked("1-1"));
    EXPECT_THROW(lc.recover("ex-1", 2), InvalidInput); // only its own stragglers (21.2)
}

TEST(Rule21_2_StragglerRecovery, EliminatedUnitComesBack) {
    const auto oob = exampleArmy();
    LossChart lc(oob);
    lc.mark("ex-1", 6, 1);
    EXPECT_TRUE(lc.eliminated("ex-1"));
    lc.recover("ex-1", 1);
    EXPECT_FALSE(lc.eliminated("ex-1"));
    EXPECT_EQ(lc.fireLevel("ex-1"), "C");
}

TEST(Rule21_2_StragglerRecovery, EveryConditionMustBeConfirmed) {
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    Game g(fr, au);
    g.commit(g.prepare({0, "mark", "french", {{"unit", "ex-1"}, {"stragglers", 2}}, "", ""}));
    // The Rally Phase's Straggler Recovery segment (8.1).
    g.commit(g.prepare({0,
                        "advance",
                        "",
                        {{"to", "straggler-recovery"},
                         {"turn", 1},
                         {"step", "straggler-recovery"},
                         {"player_turn", 0}},
                        "",
                        ""}));
    nlohmann::json checklist{{"enemy_distance", true},
                             {"morale_state", true},
                             {"command_radius", true},
                             {"no_mp_spent", true},
                             {"not_fired", false}};
    Action a{0,        "recover-stragglers",
             "french", {{"unit", "ex-1"}, {"recovered", 1}, {"checklist", checklist}},
             "",       ""};
    try {
        g.prepare(a);
        FAIL();
    } catch (const InvalidInput& e) {
        EXPECT_NE(std::string(e.what()).find("not fired"), std::string::npos);
    }
    a.payload["checklist"]["not_fired"] = true;
    g.commit(g.prepare(a));
    EXPECT_EQ(g.state().losses(Side::French).row("ex-1").stragglers, 1);
}

TEST(Rule11_5_Skirmishers, ReleaseMarksABoxRecoveryUnmarksIt) {
    const auto oob = exampleArmy();
    LossChart lc(oob);
    lc.releaseSkirmisher("ex-1");
    EXPECT_THROW(lc.releaseSkirmisher("ex-1"), InvalidInput); // one box only
    EXPECT_EQ(lc.fireLevel("ex-1"), "A");                     // 11.5a design note: no step lost
    lc.recoverSkirmisher("ex-1");
    EXPECT_THROW(lc.recoverSkirmisher("ex-1"), InvalidInput);
    EXPECT_THROW(lc.releaseSkirmisher("cav-1"), InvalidInput);
}

TEST(Rule27_2_GunPoints, ArtilleryLosesGunPointsNeverStragglers) {
    const auto oob = exampleArmy();
    LossChart lc(oob);
    lc.loseGuns("art-1", 2);
    EXPECT_EQ(lc.battery("art-1").gunPoints, 3);
    EXPECT_EQ(lc.gunPointsEliminated(), 2);
    EXPECT_THROW(lc.loseGuns("art-1", 4), InvalidInput);
    EXPECT_EQ(lc.casualtyTrack(), 0); // 1.1f: guns are not on the casualty track
}

TEST(Rule27_1_DetachedBatteries, UpToFiveGunPointsAndRejoinSameTypeAndClass) {
    const auto oob = exampleArmy();
    LossChart lc(oob);
    lc.detachBattery("art-1", "det-1", 2);
    EXPECT_EQ(lc.battery("art-1").gunPoints, 3);
    EXPECT_EQ(lc.battery("det-1").gunPoints, 2);
    EXPECT_THROW(lc.detachBattery("art-1", "det-2", 3), InvalidInput); // would leave none
    EXPECT_THROW(lc.detachBattery("art-1", "det-1", 1), InvalidInput); // name taken
    EXPECT_THROW(lc.reattachBattery("det-1", "art-3"), InvalidInput);  // light horse
    lc.loseGuns("det-1", 1);
    lc.reattachBattery("det-1", "art-2");
    EXPECT_EQ(lc.battery("art-2").gunPoints, 5);
    EXPECT_EQ(lc.gunPointsEliminated(), 1);
}

TEST(Rule1_1f_CasualtyTrack, CasualtiesOnlyNotStragglers) {
    const auto oob = exampleArmy();
    LossChart lc(oob);
    lc.mark("ex-1", 2, 3);
    lc.mark("ex-4", 1, 0);
    EXPECT_EQ(lc.casualtyTrack(), 3);
}

TEST(RuleAE4_3_WreckedFormations, HardCasualtiesOnly) {
    const auto oob = exampleArmy();
    LossChart lc(oob);
    lc.mark("ex-1", 1, 2);
    EXPECT_TRUE(lc.wrecked("ex-1"));
    EXPECT_FALSE(lc.wreckedByCasualties("ex-1"));
    EXPECT_FALSE(lc.divisionWreckedByCasualties("1-1"));
    lc.mark("ex-2", 3, 0);
    EXPECT_TRUE(lc.wreckedByCasualties("ex-2"));
    EXPECT_EQ(lc.hardWreckedBrigadesIn("1-corps"), 1);
    EXPECT_EQ(lc.hardWreckedBrigadesIn("army"), 1);
}

TEST(Rule10_3a_WreckedDivisions, CountedPerCorpsAndArmy) {
    const auto oob = exampleArmy(Side::Austrian);
    LossChart lc(oob);
    lc.mark("ex-1", 0, 3);
    lc.mark("ex-4", 3, 0);
    EXPECT_EQ(lc.wreckedDivisionsIn("1-corps"), 1);
    EXPECT_EQ(lc.wreckedDivisionsIn("2-corps"), 1);
    EXPECT_EQ(lc.wreckedDivisions(), 2); // AE 3.4 counts stragglers too
}

TEST(Rule25_6_EliteDivisions, ValueInForceOnlyWhileWrecked) {
    const auto oob = exampleArmy();
    LossChart lc(oob);
    EXPECT_EQ(lc.eliteValueInForce(), 0);
    lc.mark("ex-1", 1, 2);
    EXPECT_EQ(lc.eliteValueInForce(), -2);
    lc.recover("ex-1", 2);
    EXPECT_EQ(lc.eliteValueInForce(), 0);
}

TEST(RuleAE2_1_LowAmmo, FrenchInfantryAndArtilleryOnlyErasedOn22May) {
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    LossChart lc(fr);
    lc.setLowAmmo("ex-1");
    lc.setLowAmmo("ex-1"); // no further effect
    lc.setLowAmmo("art-1");
    EXPECT_THROW(lc.setLowAmmo("cav-1"), InvalidInput);
    EXPECT_EQ(lc.lowAmmoUnits().size(), 2u);
    EXPECT_EQ(lc.clearLowAmmo(), 2);
    EXPECT_TRUE(lc.lowAmmoUnits().empty());
    LossChart austrian(au);
    EXPECT_THROW(austrian.setLowAmmo("ex-1"), InvalidInput);
}

TEST(Rule26_4_LeaderLosses, DivisionCommanderReplacedByGenericReplacement) {
    const auto oob = exampleArmy();
    LeaderRoster r(oob);
    r.leaderLost("div-a");
    EXPECT_TRUE(r.lost("div-a"));
    EXPECT_EQ(r.commander("1-1"), "repl-div-a");
    EXPECT_FALSE(r.originalCommanderLost("1-corps"));
    EXPECT_THROW(r.leaderLost("div-a"), InvalidInput);
    EXPECT_THROW(r.leaderLost("div-b", "div-c"), InvalidInput); // no choice for divisions
}

TEST(Rule26_4_LeaderLosses, CorpsCommanderReplacedBySubordinateWhoseDivisionGetsTheGenericBack) {
    const auto oob = exampleArmy();
    LeaderRoster r(oob);
    EXPECT_THROW(r.leaderLost("general"), InvalidInput);          // must name the replacement
    EXPECT_THROW(r.leaderLost("general", "div-c"), InvalidInput); // not his subordinate
    r.leaderLost("general", "div-a");
    EXPECT_EQ(r.commander("1-corps"), "div-a");
    EXPECT_EQ(r.commander("1-1"), "repl-general");
    EXPECT_TRUE(r.originalCommanderLost("1-corps")); // 10.3a
}

TEST(Rule26_4_LeaderLosses, ArmyCommanderChainOfPromotions) {
    const auto oob = exampleArmy();
    LeaderRoster r(oob);
    EXPECT_THROW(r.leaderLost("marshal", "general"),
                 InvalidInput); // his corps needs a commander too
    r.leaderLost("marshal", "general", "div-b");
    EXPECT_EQ(r.commander("army"), "general");
    EXPECT_EQ(r.commander("1-corps"), "div-b");
    EXPECT_EQ(r.commander("2-1"), "repl-general");
    EXPECT_TRUE(r.originalCommanderLost("1-corps")); // reassigned to a higher command (10.3a)
}

TEST(Rule24_0a_RosterFromCounters, RatingsAndCavalryClassesAreUnknownUntilEntered) {
    const auto oob = exampleArmy();
    LeaderRoster r(oob);
    EXPECT_FALSE(r.rating("general").has_value());
    EXPECT_THROW(r.ratingOrAsk("general"), InvalidInput);
    r.setRating("general", 3);
    EXPECT_EQ(r.ratingOrAsk("general"), 3);
    EXPECT_THROW(r.setRating("general", 5), InvalidInput);
    EXPECT_FALSE(r.cavalryClass("cav-1").has_value());
    r.setCavalryClass("cav-1", "heavy");
    EXPECT_EQ(*r.cavalryClass("cav-1"), "heavy");
    EXPECT_THROW(r.setCavalryClass("ex-1", "heavy"), InvalidInput);
    EXPECT_THROW(r.setCavalryClass("cav-1", "medium"), InvalidInput);
}

TEST(UndoRedo, OneStepPerActionAnyDepthAndANewActionClearsRedo) {
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    Game g(fr, au);
    for (int i = 0; i < 3; ++i)
        g.commit(g.prepare({0, "mark", "french", {{"unit", "ex-1"}, {"casualties", 1}}, "", ""}));
    g.commit(g.prepare({0, "undo", "", {}, "", ""}));
    g.commit(g.prepare({0, "undo", "", {}, "", ""}));
    EXPECT_EQ(g.state().losses(Side::French).row("ex-1").casualties, 1);
    g.commit(g.prepare({0, "redo", "", {}, "", ""}));
    EXPECT_EQ(g.state().losses(Side::French).row("ex-1").casualties, 2);
    g.commit(g.prepare({0, "mark", "french", {{"unit", "ex-2"}, {"casualties", 1}}, "", ""}));
    EXPECT_THROW(g.prepare({0, "redo", "", {}, "", ""}), InvalidInput);
    EXPECT_EQ(g.log().all().size(), 7u); // history keeps every step
    // A loss recorded against the wrong unit is taken back by undo, not by editing.
    g.commit(g.prepare({0, "undo", "", {}, "", ""}));
    EXPECT_EQ(g.state().losses(Side::French).row("ex-2").casualties, 0);
}

TEST(UndoRedo, RefusedActionChangesNothing) {
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    Game g(fr, au);
    EXPECT_THROW(g.prepare({0, "mark", "french", {{"unit", "ex-1"}, {"casualties", 99}}, "", ""}),
                 InvalidInput);
    EXPECT_THROW(g.prepare({0, "undo", "", {}, "", ""}), InvalidInput);
    EXPECT_THROW(g.prepare({0, "teleport", "french", {}, "", ""}), InvalidInput);
    EXPECT_THROW(g.prepare({0, "mark", "prussian", {{"unit", "ex-1"}, {"casualties", 1}}, "", ""}),
                 InvalidInput);
    EXPECT_TRUE(g.log().all().empty());
    EXPECT_EQ(g.state().losses(Side::French).row("ex-1").casualties, 0);
}

TEST(Rule20_6a_UnknownWreckedMark, AskedForOnceTheRowIsMarkedNeverGuessed) {
    auto oob = exampleArmy();
    oob.brigades[3].wreckedAfter = 0; // ex-4: a row whose mark the transcription lacks
    const auto au = exampleArmy(Side::Austrian);
    Game g(oob, au);
    EXPECT_FALSE(g.state().losses(Side::French).wrecked("ex-4")); // no marks: certainly not wrecked
    g.commit(g.prepare({0, "mark", "french", {{"unit", "ex-4"}, {"casualties", 2}}, "", ""}));
    EXPECT_THROW(g.state().losses(Side::French).wrecked("ex-4"), InvalidInput);
    EXPECT_THROW(g.state().losses(Side::French).divisionWrecked("1-2"), InvalidInput);
    EXPECT_THROW(
        g.prepare({0, "set-wrecked-mark", "french", {{"brigade", "ex-4"}, {"boxes", 9}}, "", ""}),
        InvalidInput);
    EXPECT_THROW(
        g.prepare({0, "set-wrecked-mark", "french", {{"brigade", "ex-1"}, {"boxes", 2}}, "", ""}),
        InvalidInput); // printed
    g.commit(
        g.prepare({0, "set-wrecked-mark", "french", {{"brigade", "ex-4"}, {"boxes", 2}}, "", ""}));
    EXPECT_TRUE(g.state().losses(Side::French).wrecked("ex-4"));
    EXPECT_TRUE(g.state().losses(Side::French).divisionWrecked("1-2"));
}

TEST(Rule20_6a_UnknownWreckedMark, WhenEnteredGivesNothingUntilThePlayersEnterTheMark) {
    auto oob = exampleArmy();
    oob.brigades[3].wreckedAfter = 0; // ex-4: a row whose mark the transcription lacks
    LossChart lc(oob);
    EXPECT_EQ(whenEntered([&] { return lc.wrecked("ex-4"); }),
              std::optional<bool>(false)); // no marks yet
    lc.mark("ex-4", 2, 0);
    EXPECT_FALSE(whenEntered([&] { return lc.wrecked("ex-4"); }).has_value());
    EXPECT_FALSE(whenEntered([&] { return lc.wreckedMark("ex-4"); }).has_value());
    lc.setWreckedMark("ex-4", 2);
    EXPECT_EQ(whenEntered([&] { return lc.wreckedMark("ex-4"); }), std::optional<int>(2));
    EXPECT_EQ(whenEntered([&] { return lc.wrecked("ex-4"); }), std::optional<bool>(true));
    // Only the players' missing value is turned into "nothing"; other failures still fail.
    EXPECT_THROW(whenEntered([]() -> int { throw std::logic_error("bug"); }), std::logic_error);
}
