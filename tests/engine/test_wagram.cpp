// Wagram 1809's procedures (its rulebook, cited "Wagram N"), with the text's worked examples
// as vectors.
#include "support.h"

#include "adc/game_module.h"

using namespace adc;
using namespace adc::test;

namespace {

int field(const Resolution& r, const char* key) {
    return r.fields.at(key).get<int>();
}

// A combat with nothing but the inputs given and the defender Reactive (0).
Resolution combat(Args args) {
    args.push_back({"attacker", "french"});
    args.push_back({"defense", "reactive"});
    return run("wagram-combat", args);
}

} // namespace

TEST(Wagram6_Initiative, TwoRoundsInARowCostTheAustrianTwo) {
    // 6's example: two Rounds in a row, -2; one, -1.
    const auto two =
        run("wagram-initiative",
            {{"previous", "austrian"}, {"streak", "2"}, {"french", "3"}, {"austrian", "5"}});
    EXPECT_EQ(field(two, "austrian_total"), 3);
    EXPECT_EQ(two.fields["winner"], "french"); // 3 against 3: the tie is French
    EXPECT_TRUE(cites(two, "Wagram 6"));
    const auto one =
        run("wagram-initiative", {{"previous", "austrian"}, {"french", "3"}, {"austrian", "5"}});
    EXPECT_EQ(field(one, "austrian_total"), 4);
    EXPECT_EQ(one.fields["winner"], "austrian");
}

TEST(Wagram6_Initiative, TheFirstRoundOfATurnHasASingleMinusOne) {
    const auto r =
        run("wagram-initiative",
            {{"previous", "french"}, {"new_turn", "1"}, {"french", "4"}, {"austrian", "3"}});
    EXPECT_EQ(field(r, "french_total"), 3);
    EXPECT_EQ(r.fields["winner"], "french");
    EXPECT_NE(
        refusal([] {
            run("wagram-initiative", {{"previous", "french"}, {"new_turn", "1"}, {"streak", "3"}});
        }).find("single -1"),
        std::string::npos);
}

TEST(Wagram6_Initiative, AFailedReactionCostsTheOtherSideOne) {
    const auto r =
        run("wagram-initiative",
            {{"previous", "french"}, {"reaction_failed", "1"}, {"french", "2"}, {"austrian", "4"}});
    EXPECT_EQ(field(r, "french_total"), 1);
    EXPECT_EQ(field(r, "austrian_total"), 3);
    EXPECT_TRUE(cites(r, "Wagram 7.2"));
}

TEST(Wagram6_InitiativeChances, TheTieIsFrench) {
    // Austrian at -1: the French win whenever their die is at least the Austrian's less 1.
    EXPECT_EQ(chanceText(chances(shipped(), "wagram-initiative", {{"previous", "austrian"}}),
                         "French initiative"),
              "13/18");
    // French at -1: they need a die above the Austrian's by at least 1.
    EXPECT_EQ(chanceText(chances(shipped(), "wagram-initiative", {{"previous", "french"}}),
                         "French initiative"),
              "5/12");
}

TEST(Wagram14_3_Surprise, TheAustrianHasPlusOneOnTurnFour) {
    const auto r =
        run("wagram-initiative",
            {{"previous", "french"}, {"surprise", "1"}, {"french", "4"}, {"austrian", "2"}});
    EXPECT_EQ(field(r, "austrian_total"), 3);
    EXPECT_EQ(field(r, "french_total"), 3);
}

TEST(Wagram7_2_ReactionChances, NapoleonTwentyOneKarlFifteenOfThirtySix) {
    EXPECT_EQ(chanceText(chances(shipped(), "wagram-reaction", {{"side", "french"}}), "reaction"),
              "7/12"); // 21/36, 2 to 7
    EXPECT_EQ(chanceText(chances(shipped(), "wagram-reaction", {{"side", "austrian"}}), "reaction"),
              "5/12"); // 15/36, 2 to 6
}

TEST(Wagram7_2_Reaction, SevenActivatesNapoleonsCorpsButNotKarls) {
    EXPECT_TRUE(run("wagram-reaction", {{"side", "french"}, {"roll", "7"}}).fields["activated"]);
    const auto karl = run("wagram-reaction", {{"side", "austrian"}, {"roll", "7"}});
    EXPECT_FALSE(karl.fields["activated"]);
    EXPECT_TRUE(cites(karl, "Wagram 6")); // -1 on the initiative
}

TEST(Wagram11_Continuation, TheFrenchMarkerFromEightToNine) {
    // 11's example: the French marker goes from 8 to 9; two dice plus the modifier need 9.
    const Args base{{"side", "french"}, {"box", "8"}, {"modifier", "french"}};
    auto with = [&](const char* roll) {
        Args a = base;
        a.push_back({"roll", roll});
        return run("wagram-continuation", a);
    };
    EXPECT_EQ(field(with("8"), "box"), 9);
    EXPECT_TRUE(with("8").fields["continues"]);  // 8 + 1 = 9
    EXPECT_FALSE(with("7").fields["continues"]); // 8, the turn ends
    const auto noModifier =
        run("wagram-continuation",
            {{"side", "french"}, {"box", "8"}, {"modifier", "austrian"}, {"roll", "8"}});
    EXPECT_FALSE(noModifier.fields["continues"]);
}

TEST(Wagram11_Continuation, TheAustrianMarkerFromFiveToSixGoesOnWithoutARoll) {
    const auto c = chances(shipped(), "wagram-continuation",
                           {{"side", "austrian"}, {"box", "5"}, {"modifier", "french"}});
    EXPECT_TRUE(c.noDice);
    EXPECT_EQ(chanceText(c, "turn goes on"), "1/1");
    // From box 6 the marker reaches 7: two dice must make 7 (21/36).
    EXPECT_EQ(chanceText(chances(shipped(), "wagram-continuation",
                                 {{"side", "austrian"}, {"box", "6"}, {"modifier", "none"}}),
                         "turn goes on"),
              "7/12");
    // 8 to 9 with +1: 8 or more on two dice, 15/36.
    EXPECT_EQ(chanceText(chances(shipped(), "wagram-continuation",
                                 {{"side", "french"}, {"box", "8"}, {"modifier", "french"}}),
                         "turn goes on"),
              "5/12");
}

TEST(Wagram10_5_1_ForceRatio, SeventeenAgainstSevenIsPlusThreeTwoDivisionsPlusOne) {
    // 10.5.1's example: Legrand 5, Molitor 4 and St Cyr 8 against Hohenfeld 7.
    EXPECT_EQ(field(combat({{"att_potential", "17"}, {"def_potential", "7"}}), "att_modifier"), 3);
    for (const char* two : {"9", "13", "12"}) // any two of the three divisions
        EXPECT_EQ(field(combat({{"att_potential", two}, {"def_potential", "7"}}), "att_modifier"),
                  1)
            << two;
    const auto tie = combat({{"att_potential", "7"}, {"def_potential", "7"}});
    EXPECT_EQ(field(tie, "att_modifier"), 0);
    EXPECT_EQ(field(tie, "def_modifier"), 0);
    EXPECT_EQ(field(combat({{"att_potential", "3"}, {"def_potential", "7"}}), "def_modifier"), 3);
}

TEST(Wagram10_5_5_ArtillerySupport, ThreeAgainstTwoPlusThreeIsTheDefenders) {
    // 10.5.5's example: the attacker's 3 against the defender's infantry 2 and artillery 3.
    const auto r = combat({{"att_potential", "6"},
                           {"def_potential", "6"},
                           {"att_artillery", "3"},
                           {"def_artillery", "5"}});
    EXPECT_EQ(field(r, "def_modifier"), 1);
    EXPECT_EQ(field(r, "att_modifier"), 0);
    EXPECT_TRUE(cites(r, "Wagram 10.5.5"));
}

TEST(Wagram10_5_Results, TotalsComparedGiveFatigueHitAndTheRetreatOfTheOption) {
    const Args even{{"att_potential", "6"}, {"def_potential", "6"}};
    auto rolled = [&](const char* a, const char* d) {
        Args args = even;
        args.push_back({"att_roll", a});
        args.push_back({"def_roll", d});
        return combat(args);
    };
    const auto crushing = rolled("5", "2"); // more than twice: Fatigue and Hit
    EXPECT_EQ(crushing.fields["defender_result"], "Fatigue and Hit");
    EXPECT_TRUE(crushing.fields["defender_retreats"]); // Reactive retreats at ATT > 2 x DEF
    const auto twice = rolled("4", "2");               // exactly twice is not more than twice
    EXPECT_EQ(twice.fields["defender_result"], "Fatigue");
    EXPECT_FALSE(twice.fields["defender_retreats"]);
    const auto tie = rolled("3", "3");
    EXPECT_EQ(tie.fields["attacker_result"], "Fatigue");
    EXPECT_EQ(tie.fields["defender_result"], "Fatigue");
    const auto beaten = rolled("1", "3");
    EXPECT_EQ(beaten.fields["attacker_result"], "Fatigue and Hit");
    EXPECT_EQ(beaten.fields["defender_result"], "none");
}

TEST(Wagram10_5_Results, RetreatInOrderGivesGroundOnAnyWinHoldNever) {
    const auto inOrder = run("wagram-combat", {{"attacker", "austrian"},
                                               {"att_potential", "6"},
                                               {"def_potential", "6"},
                                               {"defense", "retreat"},
                                               {"att_roll", "5"},
                                               {"def_roll", "3"}}); // 5 against 4
    EXPECT_TRUE(inOrder.fields["defender_retreats"]);
    const auto hold = run("wagram-combat", {{"attacker", "austrian"},
                                            {"att_potential", "6"},
                                            {"def_potential", "6"},
                                            {"defense", "hold"},
                                            {"att_roll", "6"},
                                            {"def_roll", "2"}}); // 6 against 1
    EXPECT_EQ(hold.fields["defender_result"], "Fatigue and Hit");
    EXPECT_FALSE(hold.fields["defender_retreats"]);
}

TEST(Wagram10_5_Results, AFinalResultIsNeverBelowOne) {
    const auto r = run("wagram-combat", {{"attacker", "french"},
                                         {"att_potential", "6"},
                                         {"def_potential", "6"},
                                         {"defense", "hold"},
                                         {"def_fatigue", "2"},
                                         {"att_roll", "3"},
                                         {"def_roll", "1"}});
    EXPECT_EQ(field(r, "def"), 1);                             // 1 - 1 - 2, raised to 1
    EXPECT_EQ(r.fields["defender_result"], "Fatigue and Hit"); // 3 is more than twice 1
}

TEST(Wagram10_5_2_DefensiveOption, WhatTheDefendersCannotChooseIsRefused) {
    EXPECT_NE(refusal([] {
                  run("wagram-combat", {{"attacker", "french"},
                                        {"att_potential", "4"},
                                        {"def_artillery_alone", "1"},
                                        {"defense", "hold"}});
              }).find("Retreat in order"),
              std::string::npos);
    // Reactive stays open to defenders that all show a Rout Value.
    EXPECT_NO_THROW(
        combat({{"att_potential", "4"}, {"def_potential", "4"}, {"def_rout_values", "1"}}));
    EXPECT_NE(refusal([] {
                  run("wagram-combat", {{"attacker", "french"},
                                        {"att_potential", "4"},
                                        {"def_potential", "4"},
                                        {"def_rout_values", "1"},
                                        {"defense", "hold"}});
              }).find("Hold the ground"),
              std::string::npos);
    EXPECT_NE(refusal([] {
                  run("wagram-combat", {{"attacker", "french"},
                                        {"att_potential", "4"},
                                        {"def_potential", "4"},
                                        {"def_fatigue2", "1"},
                                        {"defense", "retreat"}});
              }).find("Fatigue 2"),
              std::string::npos);
}

TEST(Wagram10_5_8_Terrain, ArtilleryAloneHasOnlyRidgeEscarpmentAndRiver) {
    const auto r = run("wagram-combat", {{"attacker", "austrian"},
                                         {"att_potential", "1"},
                                         {"def_artillery_alone", "1"},
                                         {"defense", "retreat"},
                                         {"woods", "1"},
                                         {"ridge", "1"}});
    EXPECT_EQ(field(r, "def_modifier"), 2); // retreat in order +1, ridge +1, woods nothing
    const auto village =
        combat({{"att_potential", "4"}, {"def_potential", "4"}, {"village", "1"}, {"marsh", "1"}});
    EXPECT_EQ(field(village, "def_modifier"), 3);
}

TEST(Wagram9_6_Charge, CavalryCannotChargeIntoAVillage) {
    EXPECT_NE(refusal([] {
                  combat({{"att_potential", "4"},
                          {"def_potential", "4"},
                          {"heavy_charges", "1"},
                          {"village", "1"}});
              }).find("Wagram 9.6"),
              std::string::npos);
    const auto r = combat({{"att_potential", "4"},
                           {"def_potential", "4"},
                           {"heavy_charges", "1"},
                           {"light_charges", "1"},
                           {"def_cavalry_only", "1"}});
    EXPECT_EQ(field(r, "att_modifier"), 4); // +2 heavy, +1 light, +1 against cavalry alone
}

TEST(Wagram10_5_9_Tactical, FlanksFrontsAndTheGuard) {
    const auto r = run("wagram-combat", {{"attacker", "austrian"},
                                         {"att_potential", "4"},
                                         {"def_potential", "4"},
                                         {"defense", "reactive"},
                                         {"def_flank_attacked", "1"},
                                         {"att_flank_threatened", "1"},
                                         {"att_front_threatened", "1"},
                                         {"guard", "1"}});
    EXPECT_EQ(field(r, "def_modifier"), -2);
    EXPECT_EQ(field(r, "att_modifier"), -4); // -2, -1 and the Guard's -1 for the Austrian
    EXPECT_TRUE(cites(r, "Wagram 10.3"));
}

TEST(Wagram10_5_3_ForceTheDecision, PlusTwoEachAndSurpriseIsTheAustrians) {
    EXPECT_EQ(field(combat({{"att_potential", "4"}, {"def_potential", "4"}, {"force", "2"}}),
                    "att_modifier"),
              4);
    EXPECT_NE(refusal([] {
                  combat({{"att_potential", "4"}, {"def_potential", "4"}, {"surprise", "1"}});
              }).find("Wagram 14.3"),
              std::string::npos);
}

TEST(Wagram9_2_ManeuverTest, FourOrMorePasses) {
    EXPECT_FALSE(run("wagram-maneuver", {{"roll", "3"}}).fields["passed"]);
    EXPECT_TRUE(run("wagram-maneuver", {{"roll", "3"}, {"bonus", "1"}}).fields["passed"]);
    EXPECT_EQ(chanceText(chances(shipped(), "wagram-maneuver", {}), "passed"), "1/2");
    EXPECT_EQ(chanceText(chances(shipped(), "wagram-maneuver", {{"bonus", "1"}, {"unit", "guard"}}),
                         "passed"),
              "5/6");
}

TEST(Wagram9_8_Bombardment, TheDieWithItsModifiersAtMostTheArtilleryPotential) {
    const auto tired =
        run("wagram-bombardment",
            {{"artillery", "3"}, {"target", "unit"}, {"two_zones", "1"}, {"roll", "2"}});
    EXPECT_TRUE(tired.fields["effective"]); // 2 + 1 = 3
    EXPECT_EQ(tired.fields["effect"], "fatigue");
    const auto moved = run(
        "wagram-bombardment",
        {{"artillery", "3"}, {"target", "unit"}, {"moved", "2"}, {"horse", "1"}, {"roll", "3"}});
    EXPECT_FALSE(moved.fields["effective"]); // 3 + (2 - 1) = 4
    EXPECT_NE(refusal([] {
                  run("wagram-bombardment",
                      {{"artillery", "3"}, {"target", "unit"}, {"moved", "1"}, {"pivoted", "1"}});
              }).find("not both"),
              std::string::npos);
    const auto onGuns =
        run("wagram-bombardment",
            {{"artillery", "4"}, {"target", "artillery"}, {"roll", "4"}, {"test", "3"}});
    EXPECT_EQ(onGuns.fields["effect"], "hit"); // the Maneuver Test failed on 3
    EXPECT_TRUE(cites(onGuns, "Wagram 9.2"));
}

TEST(Wagram10_6_Rout, ADieAtMostTheRoutValue) {
    EXPECT_TRUE(run("wagram-rout", {{"rout_value", "2"}, {"roll", "2"}}).fields["routs"]);
    EXPECT_FALSE(run("wagram-rout", {{"rout_value", "2"}, {"roll", "3"}}).fields["routs"]);
    EXPECT_EQ(chanceText(chances(shipped(), "wagram-rout", {{"rout_value", "3"}}), "rout"), "1/2");
    // An attacker that Forced the Decision and won does not roll.
    EXPECT_TRUE(chances(shipped(), "wagram-rout", {{"rout_value", "3"}, {"forced", "1"}}).noDice);
}

TEST(Wagram12_2_Rally, FourOrMoreRalliesAFailureGoesToRoutPlusOne) {
    const auto r = run("wagram-rally", {{"roll", "3"}});
    EXPECT_EQ(r.summary, "rout+1");
    EXPECT_TRUE(cites(r, "Wagram 12.3")); // 1 VP to the other side
    EXPECT_TRUE(run("wagram-rally", {{"roll", "3"}, {"rout_plus_one", "1"}}).fields["rallied"]);
    EXPECT_EQ(chanceText(chances(shipped(), "wagram-rally", {{"karl_near", "1"}}), "rallied"),
              "2/3");
}

TEST(Wagram14_3_ScenarioRolls, BernadotteJohanAndTheNight) {
    EXPECT_TRUE(run("wagram-bernadotte", {{"roll", "4"}}).fields["retreats"]);
    EXPECT_FALSE(
        run("wagram-bernadotte", {{"holds_better", "1"}, {"roll", "3"}}).fields["retreats"]);
    EXPECT_TRUE(run("wagram-johan", {{"roll", "1"}}).fields["arrives"]);
    EXPECT_FALSE(run("wagram-johan", {{"roll", "2"}}).fields["arrives"]);
    EXPECT_TRUE(run("wagram-johan", {{"option", "1"}, {"roll", "3"}}).fields["arrives"]);
    EXPECT_TRUE(chances(shipped(), "wagram-night-recovery", {{"losses", "1"}}).noDice);
    EXPECT_EQ(
        chanceText(chances(shipped(), "wagram-night-recovery", {{"losses", "2"}}), "recovers 1"),
        "2/3");
}

TEST(Wagram4_Victory, TheFrenchNeedTenMoreAndExactlyTenIsEnough) {
    // 5 July: four French objectives (8) and the plateau (4) against Aspern held (3).
    const Args held{{"day", "5-july"},
                    {"french_objectives", "4"},
                    {"plateau", "1"},
                    {"austrian_objectives", "1"}};
    const auto nine = run("wagram-victory", held);
    EXPECT_EQ(field(nine, "french_vp"), 12);
    EXPECT_EQ(field(nine, "austrian_vp"), 3);
    EXPECT_EQ(nine.fields["winner"], "austrian"); // 9 is not enough
    Args more = held;
    more.push_back({"austrian_rout_plus", "1"}); // 12.3: 1 VP
    const auto ten = run("wagram-victory", more);
    EXPECT_EQ(field(ten, "french_lead"), 10);
    EXPECT_EQ(ten.fields["winner"], "french");
    more.push_back({"guard_engaged", "1"}); // 10.3: the French lose 2
    EXPECT_EQ(run("wagram-victory", more).fields["winner"], "austrian");
}

TEST(Wagram12_3_Victory, EliminationsAndOptionsArePaidToTheOtherSide) {
    const auto r = run("wagram-victory", {{"day", "6-july"},
                                          {"austrian_eliminated", "2"},
                                          {"austrian_artillery", "1"},
                                          {"french_guard_artillery", "1"},
                                          {"french_eliminated", "1"},
                                          {"johan", "1"},
                                          {"grand_battery", "1"},
                                          {"reynier", "1"}});
    EXPECT_EQ(field(r, "french_vp"), 2 * 2 + 1 + 2); // eliminations, artillery, Johan
    EXPECT_EQ(field(r, "austrian_vp"),
              2 + 2 + 1 + 2); // Guard artillery, one unit, battery, Reynier
    EXPECT_NE(refusal([] {
                  run("wagram-victory", {{"day", "5-july"}, {"square", "1"}});
              }).find("6 July"),
              std::string::npos);
}

TEST(Rulebooks, EachResolverBelongsToOneAndEachGameNamesOne) {
    const auto wagram = resolversOf("wagram-1809");
    EXPECT_EQ(wagram.size(), 12u);
    for (const ResolverSpec* r : wagram) {
        EXPECT_EQ(r->name.rfind("wagram-", 0), 0u) << r->name;
        EXPECT_TRUE(r->charts.empty()) << r->name; // Wagram has no lookup charts
        EXPECT_EQ(r->rule.rfind("Wagram ", 0), 0u) << r->name;
    }
    EXPECT_EQ(resolversOf("nbs").size() + wagram.size(), resolvers().size());
    for (const auto& r : resolvers())
        EXPECT_TRUE(rulebookOf(r) == "nbs" || rulebookOf(r) == "wagram-1809") << r.name;
    for (const GameModule& m : gameModules())
        EXPECT_FALSE(resolversOf(m.rulebook).empty()) << m.id;
    EXPECT_NE(refusal([] { resolversOf("austerlitz"); }).find("nbs, wagram-1809"),
              std::string::npos);
}
