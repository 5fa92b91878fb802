// Straggler recovery in a game (21.2): the game checks what it knows (8.1's segment and
// phasing player; infantry with stragglers, 21.2d), night comes from its clock (28.0: the
// table reads 2 rows up), the players confirm only what the map shows, and a unit recovers
// at most the stragglers it has.
#include "oob_fixture.h"
#include "support.h"

#include "adc/game.h"
#include "adc/straggler_recovery.h"

using namespace adc;
using namespace adc::test;

// Its own namespace: the unity build (#37 item 6) compiles it with other test files.
namespace straggler_recovery {

namespace {

struct Table {
    OrderOfBattle fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    Game game;
    // A scenario game (a clock, a first player) when `date` is given.
    explicit Table(const std::string& date = "1809-05-21")
        : game(fr, au, CommandRules{Side::French, true, false, date, {}, false}) {}
    void act(Action a) { game.commit(game.prepare(std::move(a))); }
    // Where the game stands, as `adc game step` records it (8.1).
    void at(int turn, const std::string& step, Side phasing, bool night) {
        nlohmann::json p{{"to", step},
                         {"turn", turn},
                         {"player_turn", phasing == Side::French ? 0 : 1},
                         {"step", step},
                         {"phasing", sideName(phasing)},
                         {"night", night}};
        if (!game.state().now().date.empty()) p["date"] = game.state().now().date;
        act({0, "advance", "", p, "", ""});
    }
    void stragglers(Side s, const std::string& unit, int n) {
        act({0,
             "mark",
             sideName(s),
             {{"unit", unit}, {"casualties", 0}, {"stragglers", n}},
             "",
             ""});
    }
    RecoveryRoll recover(Side s, const std::string& unit, int roll, std::optional<int> leader = 1) {
        RecoveryRequest r;
        r.side = s;
        r.unit = unit;
        for (const auto& c : recoveryConditions())
            r.confirmed.insert(c.key);
        r.leader = leader;
        r.dice.roll = roll;
        return rollRecovery(game.state(), shipped(), r);
    }
};

} // namespace

TEST(Rule21_2d_StragglerRecovery, CavalryIsRefusedWithTheRule) {
    Table t;
    t.at(1, "straggler-recovery", Side::French, false);
    const std::string no = refusal([&] { t.recover(Side::French, "cav-1", 66); });
    EXPECT_NE(no.find("21.2d"), std::string::npos) << no;
    EXPECT_NE(no.find("cavalry"), std::string::npos) << no;
    EXPECT_EQ(t.game.log().all().size(), 1u); // nothing recorded
}

TEST(Rule21_2d_StragglerRecovery, InfantryWithNoStragglersIsRefused) {
    Table t;
    t.at(1, "straggler-recovery", Side::French, false);
    EXPECT_NE(refusal([&] {
                  t.recover(Side::French, "ex-1", 66);
              }).find("no stragglers to recover (21.2d)"),
              std::string::npos);
    // Nor may a recover-stragglers action written by hand record a roll that recovers none.
    nlohmann::json checklist = nlohmann::json::object();
    for (const auto& c : recoveryConditions())
        checklist[c.key] = true;
    EXPECT_THROW(t.act({0,
                        "recover-stragglers",
                        "french",
                        {{"unit", "ex-1"}, {"recovered", 0}, {"checklist", checklist}},
                        "",
                        ""}),
                 InvalidInput);
}

TEST(Rule8_1_StragglerRecovery, OnlyThePhasingPlayerInHisStragglerRecoverySegment) {
    Table t;
    t.stragglers(Side::Austrian, "ex-1", 2);
    t.stragglers(Side::French, "ex-1", 2);
    const std::string early =
        refusal([&] { t.recover(Side::French, "ex-1", 51); }); // the Order Issue segment
    EXPECT_NE(early.find("Straggler Recovery segment"), std::string::npos) << early;
    EXPECT_NE(early.find("8.1"), std::string::npos);
    t.at(1, "straggler-recovery", Side::French, false);
    const std::string other =
        refusal([&] { t.recover(Side::Austrian, "ex-1", 51); }); // in the French Rally Phase
    EXPECT_NE(other.find("French player's turn"), std::string::npos) << other;
    EXPECT_EQ(t.game.state().losses(Side::Austrian).row("ex-1").stragglers, 2);
    const RecoveryRoll r = t.recover(Side::French, "ex-1", 64); // C, leader rated 1: 64 gives 1
    t.act(r.action);
    EXPECT_EQ(r.recovered, 1);
    EXPECT_EQ(t.game.state().losses(Side::French).row("ex-1").stragglers, 1);
}

TEST(Rule21_2_StragglerRecovery, NightComesFromTheGamesClock) {
    // Morale C with a leader rated 1: by day row C (51 recovers nothing); at night two rows up,
    // row A (44..64 recovers 1).
    Table day, night;
    for (Table* t : {&day, &night}) {
        t->stragglers(Side::French, "ex-1", 2);
        t->at(21, "straggler-recovery", Side::French, t == &night);
    }
    EXPECT_EQ(day.recover(Side::French, "ex-1", 51).recovered, 0);
    const RecoveryRoll r = night.recover(Side::French, "ex-1", 51);
    EXPECT_EQ(r.outcome.resolution.fields["row"], "A");
    EXPECT_EQ(r.recovered, 1);
    EXPECT_EQ(r.action.payload["night"], true);
    EXPECT_TRUE(cites(r.outcome.resolution, "21.2"));
    // 21.2a reads 2 hexes at night.
    EXPECT_NE(recoveryConditions(true)[0].text.find("2 hexes"), std::string::npos);
    EXPECT_NE(recoveryConditions(false)[0].text.find("4 hexes"), std::string::npos);
    // Typed against the clock: refused.
    RecoveryRequest typed;
    typed.side = Side::French;
    typed.unit = "ex-1";
    for (const auto& c : recoveryConditions())
        typed.confirmed.insert(c.key);
    typed.night = false;
    typed.dice.roll = 51;
    EXPECT_NE(refusal([&] { rollRecovery(night.game.state(), shipped(), typed); }).find("28.0"),
              std::string::npos);
}

TEST(Rule21_2_StragglerRecovery, WithoutAClockThePlayersSayNight) {
    Table t("");
    t.stragglers(Side::French, "ex-1", 2);
    t.at(1, "straggler-recovery", Side::French, false);
    RecoveryRequest r;
    r.side = Side::French;
    r.unit = "ex-1";
    for (const auto& c : recoveryConditions())
        r.confirmed.insert(c.key);
    r.leader = 1;
    r.night = true;
    r.dice.roll = 51;
    EXPECT_EQ(rollRecovery(t.game.state(), shipped(), r).recovered, 1);
}

TEST(Rule21_2_StragglerRecovery, TheMapsConditionsAreConfirmedByThePlayers) {
    Table t;
    t.stragglers(Side::French, "ex-1", 1);
    t.at(1, "straggler-recovery", Side::French, false);
    RecoveryRequest r;
    r.side = Side::French;
    r.unit = "ex-1";
    r.confirmed = {"enemy_distance", "morale_state", "no_mp_spent", "not_fired"};
    r.dice.roll = 66;
    const std::string no = refusal([&] { rollRecovery(t.game.state(), shipped(), r); });
    EXPECT_NE(no.find("c. within command radius"), std::string::npos) << no;
    r.confirmed.insert("has_stragglers"); // 21.2d is the game's to check, not the players'
    EXPECT_NE(refusal([&] { rollRecovery(t.game.state(), shipped(), r); }).find("checks d itself"),
              std::string::npos);
}

TEST(Rule21_2_StragglerRecovery, AUnitRecoversOnlyTheStragglersItHas) {
    Table t;
    t.stragglers(Side::French, "ex-1", 1);
    t.at(1, "straggler-recovery", Side::French, true);
    const RecoveryRoll r =
        t.recover(Side::French, "ex-1", 66, 3); // C +2 leader +2 night: the top row gives 2
    EXPECT_EQ(r.tableGives, 2);
    EXPECT_EQ(r.recovered, 1);
    EXPECT_EQ(stragglersRecovered(2, 1), 1);
    // A hand-written action that claims more than the rule gives is refused.
    Action forged = r.action;
    forged.payload["roll"]["recovered"] = 0;
    EXPECT_THROW(t.act(forged), InvalidInput);
    t.act(r.action);
    EXPECT_EQ(t.game.state().losses(Side::French).row("ex-1").stragglers, 0);
}

} // namespace straggler_recovery
