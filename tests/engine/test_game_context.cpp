// A resolution made in a game takes what the game knows (adc resolve ... game=FILE): night
// from the clock (28.0), the French 21 May rule (AE 2.1), a unit's fire level (6.5) and Low
// Ammo (AE 2.1); what was typed against the game is refused. And inside a close combat the
// Fire Table brings no Morale Check yet (23.0 B, C).
#include "oob_fixture.h"
#include "support.h"

#include "adc/game.h"
#include "adc/game_context.h"
#include "adc/game_units.h"

using namespace adc;
using namespace adc::test;

// Its own namespace: the unity build (#37 item 6) compiles it with other test files.
namespace game_context {

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

namespace {

const UnitRowKind& firerKind(const std::string& id) {
    for (const UnitRowKind& k : firerKinds())
        if (k.id == id) return k;
    throw std::logic_error("no kind " + id);
}

const GameUnit* unitIn(const std::vector<GameUnit>& units, const std::string& id) {
    for (const GameUnit& u : units)
        if (u.id == id) return &u;
    return nullptr;
}

} // namespace

TEST(Rule6_5_GameUnitPicker, UnitsCarryTheirLevelAndTheEliminatedAreLeftOut) {
    Table t;
    t.at(3, "1809-05-21", false);
    auto units = unitsThatFight(t.game.state(), Side::French);
    ASSERT_NE(unitIn(units, "ex-1"), nullptr);
    EXPECT_EQ(unitIn(units, "ex-1")->level, "A");
    EXPECT_EQ(unitIn(units, "cav-1")->arm, "cavalry");
    EXPECT_EQ(unitIn(units, "art-3")->gunType, "light");
    EXPECT_EQ(unitIn(units, "art-3")->level, "3"); // 27.1
    t.act({0, "mark", "french", {{"unit", "ex-1"}, {"casualties", 1}, {"stragglers", 0}}, "", ""});
    EXPECT_EQ(unitIn(unitsThatFight(t.game.state(), Side::French), "ex-1")->level, "B");
    // 20.6: a brigade with every box marked neither fires nor fights.
    t.act({0, "mark", "french", {{"unit", "ex-2"}, {"casualties", 7}, {"stragglers", 0}}, "", ""});
    EXPECT_EQ(unitIn(unitsThatFight(t.game.state(), Side::French), "ex-2"), nullptr);
}

TEST(Rule20_2c_GameUnitPicker, TheOnlyRangeARowCanHaveIsFilledIn) {
    EXPECT_EQ(onlyRange(firerKind("line"), false), "1");     // small arms reach one hex
    EXPECT_EQ(onlyRange(firerKind("line"), true), "cc");     // 23.0: inside a close combat
    EXPECT_EQ(onlyRange(firerKind("square"), true), "");     // cc or cc-cav: the player says
    EXPECT_EQ(onlyRange(firerKind("heavy-art"), false), ""); // 1 to 8: the player says
    EXPECT_EQ(onlyRange(firerKind("heavy-art"), true), "cc");
    EXPECT_EQ(onlyRange(firerKind("cavalry"), false), ""); // the target's type
}

TEST(RuleAE3_2_GameUnitPicker, APickedRowNamesTheUnitAndItsNation) {
    Table t;
    t.at(3, "1809-05-21", false);
    const auto french = unitsThatFight(t.game.state(), Side::French);
    const GameUnit& line = *unitIn(french, "ex-1");
    const auto kinds = kindsFor(firerKinds(), line);
    std::vector<std::string> ids;
    for (const UnitRowKind* k : kinds)
        ids.push_back(k->id);
    EXPECT_EQ(ids, (std::vector<std::string>{"line", "french-column", "square"}));
    EXPECT_EQ(unitRow(line, firerKind("french-column"), false), "french-column:@french/ex-1:1");
    const GameUnit& guns = *unitIn(french, "art-1");
    ASSERT_EQ(kindsFor(firerKinds(), guns).size(), 1u);
    EXPECT_EQ(kindsFor(firerKinds(), guns)[0]->id, "heavy-art");
    const auto austrian = unitsThatFight(t.game.state(), Side::Austrian);
    EXPECT_EQ(unitRow(*unitIn(austrian, "au-cav-1"), firerKind("cavalry"), false),
              "cavalry:@austrian/au-cav-1::austrian");
    // The picked row resolves in the game: its level read again from the loss chart.
    const InGame in = t.in("fire-points", {{"firer", unitRow(line, firerKind("line"), false)}});
    EXPECT_EQ(valueIn(in.args, "firer"), "line:A:1");
}

TEST(Rule9_0_GameUnitPicker, AHiddenSidesLossChartIsNotRead) {
    Table t;
    t.at(3, "1809-05-21", false);
    GameContextOptions frenchEyes;
    frenchEyes.mayRead = [](Side s) { return s == Side::French; };
    EXPECT_NO_THROW(withGameContext(t.game.state(), shipped(), "fire-points",
                                    {{"firer", "line:@ex-1:1"}}, frenchEyes));
    try {
        withGameContext(t.game.state(), shipped(), "fire-points", {{"firer", "line:@au-ex-1:1"}},
                        frenchEyes);
        FAIL() << "an Austrian unit's level was read for the French player";
    } catch (const InvalidInput& e) {
        EXPECT_NE(std::string(e.what()).find("9.0"), std::string::npos) << e.what();
    }
}

TEST(RuleAE2_1_GameUnitPicker, WithoutAskingWhoseFireThePlayersFlagStands) {
    Table t;
    t.at(3, "1809-05-21", false);
    EXPECT_THROW(t.in("fire", {{"points", "4"}}), InvalidInput); // whose fire? (the CLI asks)
    GameContextOptions app;
    app.askWhoseFire = false;
    const InGame in = withGameContext(t.game.state(), shipped(), "fire", {{"points", "4"}}, app);
    EXPECT_EQ(valueIn(in.args, "french_21may"), "(none)");
    // A French unit of the game named: the date and the side give the flag.
    const InGame named =
        withGameContext(t.game.state(), shipped(), "fire", {{"firer", "line:@ex-1:1"}}, app);
    EXPECT_EQ(valueIn(named.args, "french_21may"), "1");
}

// 27.1, 9.0a: both armies have guns called 1-4-art in 5.1 (the example armies share every
// id here). A unit is its army and its id: @SIDE/ID, or side= for whose fire it is.
TEST(Rule27_1_GunsOfTheSameIdInBothArmies, AUnitIsNamedBySideAndId) {
    Table t;
    t.au = exampleArmy(Side::Austrian);
    Game game{t.fr, t.au, CommandRules{Side::French, true, false, "1809-05-21", {}, false}};
    const auto in = [&](Args args, GameContextOptions o = {}) {
        o.clock = false;
        return withGameContext(game.state(), shipped(), "fire-points", std::move(args), o);
    };
    try {
        in({{"firer", "heavy-art:@art-1:1"}});
        FAIL() << "a name both armies have was taken as one army's";
    } catch (const InvalidInput& e) {
        EXPECT_NE(std::string(e.what()).find("@austrian/art-1"), std::string::npos) << e.what();
    }
    const InGame french = in({{"firer", "heavy-art:@art-1:1"}, {"side", "french"}});
    EXPECT_EQ(french.taken.front().text, "the French art-1: 5 gun point(s), from its loss chart");
    const InGame austrian = in({{"firer", "heavy-art:@austrian/art-1:1"}});
    EXPECT_EQ(austrian.taken.front().text,
              "the Austrian art-1: 5 gun point(s), from its loss chart");
    // A fire roll is kept by the army fired on (9.0a): its firers are the other army.
    GameContextOptions roll;
    roll.firing = Side::Austrian;
    EXPECT_EQ(in({{"firer", "heavy-art:@art-1:1"}}, roll).taken.front().text,
              "the Austrian art-1: 5 gun point(s), from its loss chart");
    EXPECT_THROW(in({{"firer", "heavy-art:@french/art-1:1"}}, roll), InvalidInput);
    // The picker writes the army into the row.
    const auto guns = unitsThatFight(game.state(), Side::Austrian);
    const std::string row = unitRow(*unitIn(guns, "art-1"), firerKind("heavy-art"), false);
    EXPECT_EQ(row, "heavy-art:@austrian/art-1:"); // the range is the player's
    EXPECT_EQ(valueIn(in({{"firer", row + "1"}}).args, "firer"), "heavy-art:5:1");
}

} // namespace game_context
