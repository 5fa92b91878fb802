// A resolution made in a game takes what the game knows (adc resolve ... game=FILE): night
// from the clock (28.0), the French 21 May rule (AE 2.1), a unit's fire level (6.5) and Low
// Ammo (AE 2.1); what was typed against the game is refused. And inside a close combat the
// Fire Table brings no Morale Check yet (23.0 B, C).
#include "oob_fixture.h"
#include "support.h"

#include "adc/game.h"
#include "adc/game_context.h"

using namespace adc;
using namespace adc::test;

namespace {

// The example armies with ids of their own: a unit named in a game belongs to one army.
OrderOfBattle austrianArmy() {
    OrderOfBattle o = exampleArmy(Side::Austrian);
    for (auto& b : o.brigades)
        b.id = "au-" + b.id;
    for (auto& a : o.artillery)
        a.id = "au-" + a.id;
    return o;
}

struct Table {
    OrderOfBattle fr = exampleArmy(), au = austrianArmy();
    Game game{fr, au, CommandRules{Side::French, true, false, "1809-05-21", {}, false}};
    void act(Action a) { game.commit(game.prepare(std::move(a))); }
    void at(int turn, const std::string& date, bool night) {
        act({0,
             "advance",
             "",
             {{"to", "offensive-fire"},
              {"turn", turn},
              {"player_turn", 0},
              {"step", "offensive-fire"},
              {"phasing", "french"},
              {"night", night},
              {"date", date}},
             "",
             ""});
    }
    InGame in(const std::string& resolver, Args args) {
        return withGameContext(game.state(), shipped(), resolver, std::move(args));
    }
    Resolution resolveIn(const std::string& resolver, Args args) {
        return resolve(shipped(), resolver, in(resolver, std::move(args)).args).resolution;
    }
};

std::string valueIn(const Args& args, const std::string& key) {
    for (const auto& [k, v] : args)
        if (k == key) return v;
    return "(none)";
}

} // namespace

TEST(Rule28_0_NightInAGame, TheClockGivesTheNightModifiersAndFlags) {
    Table t;
    t.at(21, "1809-05-21", true);
    const InGame fire = t.in("fire", {{"points", "4"}, {"side", "austrian"}, {"roll", "46"}});
    EXPECT_EQ(valueIn(fire.args, "mods"), "night");
    EXPECT_EQ(valueIn(fire.args, "side"), "(none)"); // taken by the context, not a fire input
    EXPECT_FALSE(fire.taken.empty());
    EXPECT_EQ(
        valueIn(t.in("cas", {{"divisions", "3"}, {"wrecked", "0"}, {"rating", "2"}}).args, "night"),
        "1");
    EXPECT_EQ(valueIn(t.in("morale", {{"rating", "C"}, {"mods", "shaken"}}).args, "mods"),
              "shaken,night");
    EXPECT_EQ(valueIn(t.in("morale", {{"rating", "C"}, {"list", "square"}}).args, "mods"),
              "(none)"); // no night line there
    Table day;
    day.at(5, "1809-05-21", false);
    EXPECT_THROW(day.in("fire", {{"points", "4"}, {"side", "austrian"}, {"mods", "night"}}),
                 InvalidInput);
    EXPECT_THROW(
        day.in("cas", {{"divisions", "3"}, {"wrecked", "0"}, {"rating", "2"}, {"night", "1"}}),
        InvalidInput);
}

TEST(RuleAE2_1_LowAmmoInAGame, FrenchFireOn21MayRollsForLowAmmo) {
    Table t;
    t.at(3, "1809-05-21", false);
    EXPECT_EQ(valueIn(t.in("fire", {{"firer", "line:@ex-1:1"}}).args, "french_21may"),
              "1"); // a French firer
    EXPECT_EQ(valueIn(t.in("fire", {{"firer", "line:@au-ex-1:1"}}).args, "french_21may"), "0");
    // 20.4's second example's cell (column 13, 65): a 61..66 roll.
    const Args cell{{"points", "10"}, {"mods", "target-limbered-flank-routed-dg"}, {"roll", "65"}};
    Args fr = cell, au = cell;
    fr.emplace_back("side", "french");
    au.emplace_back("side", "austrian");
    EXPECT_EQ(t.resolveIn("fire", fr).fields["low_ammo"], true);
    EXPECT_EQ(t.resolveIn("fire", au).fields["low_ammo"], false);
    // Whose fire it is must be known on 21 May; typed against the firers, refused.
    EXPECT_THROW(t.in("fire", {{"points", "4"}, {"roll", "65"}}), InvalidInput);
    EXPECT_THROW(t.in("fire", {{"firer", "line:@ex-1:1"}, {"french_21may", "0"}}), InvalidInput);
    Table second;
    second.at(30, "1809-05-22", false);
    EXPECT_EQ(valueIn(second.in("fire", {{"points", "4"}}).args, "french_21may"), "0");
    EXPECT_THROW(second.in("fire", {{"points", "4"}, {"french_21may", "1"}}), InvalidInput);
}

TEST(Rule6_5_FireLevelInAGame, TheLossChartGivesTheLevelAndLowAmmo) {
    Table t;
    t.at(3, "1809-05-21", false);
    t.act({0, "mark", "french", {{"unit", "ex-1"}, {"casualties", 1}, {"stragglers", 0}}, "", ""});
    EXPECT_EQ(valueIn(t.in("fire-points", {{"firer", "line:@ex-1:1"}}).args, "firer"), "line:B:1");
    t.act({0, "low-ammo", "french", {{"unit", "ex-1"}}, "", ""});
    const InGame low = t.in("fire-points", {{"firer", "line:@ex-1:1"}});
    EXPECT_EQ(valueIn(low.args, "firer"), "line:B:1:lowammo");
    const auto pts = resolve(shipped(), "fire-points", low.args).resolution;
    EXPECT_TRUE(cites(pts, "AE 2.1")); // half its fire points
    // Its Morale Checks: its printed morale, and -1 for Low Ammo.
    const InGame morale = t.in("morale", {{"rating", "@ex-1"}});
    EXPECT_EQ(valueIn(morale.args, "rating"), "C");
    EXPECT_EQ(valueIn(morale.args, "mods"), "low-ammo");
    EXPECT_EQ(valueIn(t.in("odds-strength", {{"unit", "column:@ex-1"}}).args, "unit"), "column:B");
    EXPECT_THROW(t.in("fire-points", {{"firer", "line:@no-such:1"}}), InvalidInput);
    EXPECT_THROW(t.in("fire-points", {{"firer", "line:@ex-1:1"}, {"firer", "line:@au-ex-2:1"}}),
                 InvalidInput); // one side fires
    EXPECT_EQ(valueIn(t.in("fire-points", {{"firer", "heavy-art:@art-1:1"}}).args, "firer"),
              "heavy-art:5:1"); // its gun points
}

TEST(Rule23_0_CloseCombat, FireInsideACloseCombatAsksNoMoraleCheckYet) {
    // Roll 46 on column 4 is 1 casualty, 1 straggler and a Morale Check (20.4's first example);
    // inside a close combat the checks come after both fires (23.0 D, E).
    const auto open = run("fire", {{"points", "4"}, {"roll", "46"}});
    EXPECT_EQ(open.fields["morale_check"], true);
    const auto cc = run("fire", {{"points", "4"}, {"close_combat", "1"}, {"roll", "46"}});
    EXPECT_EQ(cc.fields["casualties"], 1);
    EXPECT_EQ(cc.fields["stragglers"], 1);
    EXPECT_EQ(cc.fields["morale_check"], false);
    EXPECT_EQ(cc.fields["morale_up"], 0);
    EXPECT_TRUE(cites(cc, "23.0"));
}
