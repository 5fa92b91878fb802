// Initiative and loose cannon (10.2), Corps Attack Stoppage (10.3), emergency retreats
// (10.4, 10.0c) and the Archduke's confidence (AE 3.4), played through the game's actions.
#include "command_fixture.h"

namespace adc::test {

namespace {

using nlohmann::json;

class Initiative : public CommandGame {
  protected:
    void SetUp() override {
        rate("french", "napoleon", 3);
        rate("french", "massena", 2); // Ney's 2 in 10.2g's example
        rate("french", "legrand", 1);
        rate("french", "st-cyr", 2);
        rate("french", "davout", 3);
        at(1, "initiative", Side::French);
    }
    Action roll(const std::string& leader, int r) {
        return staff().rollInitiative(Side::French, leader, dice(r));
    }
};

class Stoppage : public CommandGame {
  protected:
    void SetUp() override {
        rate("french", "napoleon", 3);
        rate("french", "massena", 3);
        rate("french", "legrand", 2);
        OrderDraft d = draft(Side::French, "", "4-corps", "attack", "");
        act(staff().presetOrder(d)); // order 1: 4 Corps attacks from the start
    }
};

// Marks every brigade of `division` up to its wrecked mark, wrecking it (20.6a, 20.6b).
void wreck(CommandGame& g, Game& game, const std::string& side, const std::string& division) {
    const OrderOfBattle& oob = side == "french" ? frenchArmy() : austrianArmy();
    for (const Brigade* b : oob.brigadesOf(division))
        if (b->wreckedMarkKnown())
            game.commit(game.prepare(Action{
                0, "mark", side, {{"unit", b->id}, {"casualties", b->wreckedAfter}}, "", ""}));
    (void)g;
}

} // namespace

TEST_F(Initiative, RuleAE2_7_NoAntiInitiative_RatingAloneSetsTheColumn) {
    const Action a = roll("massena", 63);
    EXPECT_EQ(a.payload["resolution"]["initiative_points"], 2);
    EXPECT_EQ(a.payload["result"], "no_effect"); // 10.2g: 63 is no effect on the 2 column
}

TEST_F(Initiative, Rule10_2c_InitiativeExample_CorpsRollBlocksItsDivisionsThisTurn) {
    // 10.2g's example with Ney and St. Hilaire, played by Massena and his 1-4 (Legrand).
    act(roll("massena", 63)); // he blows it
    try {
        roll("legrand", 66);
        ADD_FAILURE() << "Legrand rolled after his corps commander";
    } catch (const InvalidInput& e) {
        EXPECT_NE(std::string(e.what()).find("10.2c"), std::string::npos);
    }
    at(2, "initiative", Side::French); // next turn Legrand tries first and blows it
    act(roll("legrand", 52));
    const std::string s = act(roll("massena", 41));
    EXPECT_NE(s.find("not for 1-4"), std::string::npos)
        << s; // Massena cannot roll for Legrand's division
    const auto& tries = command().initiativeAttempts();
    const auto& covers = tries.back().covers;
    EXPECT_EQ(std::count(covers.begin(), covers.end(), "1-4"), 0);
    EXPECT_EQ(std::count(covers.begin(), covers.end(), "2-4"), 1);
}

TEST_F(Initiative, Rule10_2c_ArmyCommanderCannotUseInitiative) {
    EXPECT_THROW(roll("napoleon", 66), InvalidInput);
}

TEST_F(Initiative, Rule10_2a_InitiativeOrderReplacesTheCorpsOrder) {
    at(2, "order-issue", Side::French);
    OrderDraft w = draft(Side::French, "napoleon", "4-corps", "non-attack", "IPO");
    w.inPerson = true;
    act(staff().writeOrder(w));
    at(2, "new-order-acceptance", Side::French);
    act("order-accept", "french", {{"number", 1}, {"result", "A"}, {"roll", 40}});
    act("order-implement", "french", {{"number", 1}});
    at(3, "initiative", Side::French);
    act(roll("massena", 56)); // 56 on the 2 column: no effect
    OrderDraft d = draft(Side::French, "massena", "", "attack", "");
    EXPECT_NE(refused(staff().initiativeOrder(d)).find("10.2a"), std::string::npos);
    at(4, "initiative", Side::French);
    act(roll("massena", 64)); // initiative
    act(staff().initiativeOrder(d));
    EXPECT_EQ(order(1).status, OrderStatus::Cancelled);
    EXPECT_EQ(order(2).method, "initiative");
    EXPECT_EQ(order(2).cost, 0);
    EXPECT_EQ(order(2).status, OrderStatus::Accepted); // Massena still has to reach his HQ (10.0a)
}

TEST_F(Initiative, Rule10_5b_CorpsLeaderGivesADivisionAGoalByInitiative) {
    act(roll("massena", 64));
    OrderDraft d = draft(Side::French, "massena", "2-4", "attack", "");
    act(staff().initiativeOrder(d));
    EXPECT_TRUE(order(1).goal);
    EXPECT_EQ(order(1).status,
              OrderStatus::Implemented); // a goal by initiative acts at once (10.5b)
    at(2, "initiative", Side::French);
    act(roll("davout", 66));
    d = draft(Side::French, "davout", "2-4", "attack", "");
    EXPECT_NE(refused(staff().initiativeOrder(d)).find("not 2-4"),
              std::string::npos); // not his division
}

TEST_F(Initiative, Rule10_2f_NotToReissueAnOrderOnItsWay) {
    at(1, "order-issue", Side::French);
    OrderDraft w = draft(Side::French, "napoleon", "4-corps", "attack", "AO");
    w.mp = 25;
    act(staff().writeOrder(w));
    at(1, "initiative", Side::French);
    act(roll("massena", 64));
    OrderDraft d = draft(Side::French, "massena", "", "attack", "");
    EXPECT_NE(refused(staff().initiativeOrder(d)).find("10.2f"), std::string::npos);
    d.different = true;
    act(staff().initiativeOrder(d));
    EXPECT_EQ(order(1).status, OrderStatus::InTransit); // still on its way
}

TEST_F(Initiative, Rule10_2g_LooseCannonIsPublicAndTheOpponentsOrderLastsOneTurn) {
    at(1, "order-issue", Side::French);
    OrderDraft w = draft(Side::French, "napoleon", "4-corps", "attack", "AO");
    w.mp = 25;
    act(staff().writeOrder(w));
    at(1, "initiative", Side::French);
    const Action lc = roll("massena", 14); // 11..14 on the 2 column
    EXPECT_EQ(lc.payload["result"], "loose_cannon");
    EXPECT_EQ(lc.side, ""); // the owner must tell his opponent
    act(lc);
    OrderDraft o = draft(Side::French, "massena", "", "attack", "");
    o.direction = "straight at the Austrian guns";
    const Action written = staff().looseCannonOrder(o);
    EXPECT_EQ(written.side, "");
    act(written);
    EXPECT_EQ(order(1).status, OrderStatus::InTransit); // not the force's yet (10.2g, 10.4)
    EXPECT_EQ(order(2).status, OrderStatus::Implemented);
    at(2, "order-issue", Side::French);
    EXPECT_EQ(order(2).status, OrderStatus::Ended);
    EXPECT_EQ(command().inForce(Side::French, "4-corps"), nullptr); // without orders
}

TEST_F(Stoppage, Rule10_3a_8_2_CheckOwedOnlyAfterATurnWithContact) {
    at(1, "movement", Side::French);
    act("contact", "french", {{"command", "4-corps"}, {"kind", "fire"}});
    EXPECT_TRUE(command().stoppageDue(Side::French, 1).empty());
    at(2, "attack-stoppage", Side::French);
    ASSERT_EQ(command().stoppageDue(Side::French, 2).size(), 1u);
    EXPECT_EQ(command().stoppageDue(Side::French, 2).front().contactTurn, 1);
    // A player can never skip it.
    EXPECT_NE(
        refused("advance", "",
                {{"to", "initiative"}, {"turn", 2}, {"step", "initiative"}, {"phasing", "french"}})
            .find("10.3a"),
        std::string::npos);
    const Action pass = staff().rollStoppage(Side::French, 1, {}, false, std::nullopt, dice(9));
    EXPECT_EQ(pass.payload["needed"], 3); // 0 wrecked of 5: column 1; rated 3: 3 or more
    act(pass);
    EXPECT_TRUE(command().stoppageDue(Side::French, 2).empty());
    // 8.2: only corps fired on or charged "in the previous turn" check; turn 2 had no contact.
    at(3, "attack-stoppage", Side::French);
    EXPECT_TRUE(command().stoppageDue(Side::French, 3).empty());
    EXPECT_TRUE(game.state().unfinished().empty());
    at(3, "movement", Side::French);
    act("contact", "french", {{"command", "4-corps"}, {"kind", "charge"}});
    at(4, "attack-stoppage", Side::French);
    ASSERT_EQ(command().stoppageDue(Side::French, 4).size(), 1u); // fresh contact: a check again
    act(staff().rollStoppage(Side::French, 1, {}, false, std::nullopt, dice(2)));
    EXPECT_EQ(order(1).status, OrderStatus::Stopped);
    const std::string why = order(1).events.back().rule;
    EXPECT_NE(why.find("10.3b"), std::string::npos);
}

TEST_F(Stoppage, Rule10_3a_DivisionsOnGoalsDoNotCountInTheirCorps) {
    // AE 2.5: a corps "detaches" divisions by giving them goals; each then checks as a corps of
    // one (10.3e), so its parent corps counts it no more.
    act("order-preset", "french",
        {{"receiver", "1-4"},
         {"type", "attack"},
         {"goal", true},
         {"text", "take the village"},
         {"direction", "east"},
         {"limit", "the church"}});
    const auto in = staff().stoppageInputs(Side::French, 1, {}, false, std::nullopt);
    EXPECT_EQ(in.front(), std::make_pair(std::string("divisions"), std::string("4"))); // 5 less 1-4
}

TEST_F(Stoppage, Rule10_3a_OnlyCommandsExecutingAnAttackOrderCheck) {
    at(1, "movement", Side::French);
    EXPECT_NE(
        refused("contact", "french", {{"command", "3-corps"}, {"kind", "charge"}}).find("10.3a"),
        std::string::npos);
}

TEST_F(Stoppage, Rule10_3a_LostOriginalCommanderCountsAsAWreckedDivision) {
    act("leader-casualty", "french", {{"leader", "massena"}, {"replacement", "legrand"}});
    const auto in = staff().stoppageInputs(Side::French, 1, {}, false, std::nullopt);
    const auto has = [&](const std::string& k, const std::string& v) {
        return std::find(in.begin(), in.end(), std::make_pair(k, v)) != in.end();
    };
    EXPECT_TRUE(has("commander_lost", "1"));
    EXPECT_TRUE(has("rating", "2")); // the current leader's rating: Legrand
}

TEST_F(Stoppage, Rule10_3a_WreckedDivisionsAndNightComeFromTheGame) {
    wreck(*this, game, "french", "1-4");
    at(1, "attack-stoppage", Side::French, true);
    const auto in = staff().stoppageInputs(Side::French, 1, {}, false, std::nullopt);
    EXPECT_NE(
        std::find(in.begin(), in.end(), std::make_pair(std::string("wrecked"), std::string("1"))),
        in.end());
    EXPECT_NE(
        std::find(in.begin(), in.end(), std::make_pair(std::string("night"), std::string("1"))),
        in.end());
}

TEST_F(Stoppage, Rule10_3d_OnlyDivisionsOnTheMapCount) {
    const auto in = staff().stoppageInputs(Side::French, 1, {"2-4", "Cav-4"}, false, std::nullopt);
    EXPECT_EQ(in.front(), std::make_pair(std::string("divisions"), std::string("3")));
}

TEST_F(Stoppage, Rule10_3e_DivisionOnAGoalChecksAsACorpsOfOne) {
    act("order-preset", "french",
        {{"receiver", "1-4"},
         {"type", "attack"},
         {"goal", true},
         {"text", "take the village"},
         {"direction", "east"},
         {"limit", "the church"}});
    const auto in = staff().stoppageInputs(Side::French, 2, {}, false, std::nullopt);
    EXPECT_EQ(in.front(), std::make_pair(std::string("divisions"), std::string("1")));
}

TEST_F(Stoppage, Rule10_4_EmergencyRetreatLosesOrdersAndRollsStragglersForInfantry) {
    at(1, "movement", Side::French);
    const Action a = staff().emergencyRetreat(Side::French, "4-corps", "threat", {}, {}, {}, {}, 7);
    size_t infantry = 0;
    for (const auto& d : command().divisionsIn(frenchArmy(), "4-corps"))
        for (const Brigade* b : frenchArmy().brigadesOf(d))
            infantry += b->arm == Arm::Infantry;
    EXPECT_EQ(a.payload["stragglers"].size(), infantry); // cavalry is exempt
    act(a);
    EXPECT_EQ(order(1).status, OrderStatus::Lost);
    EXPECT_EQ(order(2).method, "retreat");
    int marked = 0;
    for (const auto& m : a.payload["stragglers"]) {
        EXPECT_EQ(game.state().losses(Side::French).row(m["brigade"]).stragglers,
                  m["stragglers"].get<int>());
        marked += m["stragglers"].get<int>();
    }
    EXPECT_GE(marked, 0);
    at(2, "order-issue", Side::French);
    EXPECT_EQ(order(2).status, OrderStatus::Ended); // after its turn, the corps is without orders
    EXPECT_NE(refused(staff().emergencyRetreat(Side::French, "army", "threat", {}, {}, {}, {}, 7))
                  .find("10.4"),
              std::string::npos);
}

TEST_F(Stoppage, Rule10_4_AnOrderOnItsWayStillArrives) {
    // 10.4: the orders lost are those the corps had "accepted or in delay"; one still on its
    // way is not the corps' yet, and arrives as usual.
    at(1, "order-issue", Side::French);
    OrderDraft w = draft(Side::French, "napoleon", "4-corps", "non-attack", "AO");
    w.mp = 25; // three turns on the way (10.1e)
    act(staff().writeOrder(w));
    ASSERT_EQ(order(2).status, OrderStatus::InTransit);
    at(1, "movement", Side::French);
    act(staff().emergencyRetreat(Side::French, "4-corps", "threat", {}, {}, {}, {}, 7));
    EXPECT_EQ(order(1).status, OrderStatus::Lost); // the pre-set Attack order, in force
    EXPECT_EQ(order(2).status, OrderStatus::InTransit);
    at(4, "new-order-acceptance", Side::French);
    EXPECT_EQ(order(2).status, OrderStatus::Arrived);
}

TEST_F(Stoppage, Rule10_4_ADelayedOrderIsLost) {
    at(1, "order-issue", Side::French);
    OrderDraft w = draft(Side::French, "napoleon", "4-corps", "non-attack", "IPO");
    w.inPerson = true;
    act(staff().writeOrder(w));
    at(1, "new-order-acceptance", Side::French);
    act("order-accept", "french", {{"number", 2}, {"result", "D5"}, {"roll", 25}});
    at(1, "movement", Side::French);
    act(staff().emergencyRetreat(Side::French, "4-corps", "threat", {}, {}, {}, {}, 7));
    EXPECT_EQ(order(2).status, OrderStatus::Lost);
}

TEST_F(Stoppage, Rule10_0c_OverrunHqRetreatsInTheFollowingTurn) {
    // Overrun during the owner's own Movement Phase (a reaction charge) on turn 2: the
    // retreat comes in turn 3, and turn 2 goes on.
    at(2, "movement", Side::French);
    act("hq-overrun", "french", {{"command", "4-corps"}});
    EXPECT_TRUE(command().retreatsDue(Side::French, 2).empty());
    EXPECT_TRUE(game.state().unfinished().empty());
    EXPECT_NE(
        refused(staff().emergencyRetreat(Side::French, "4-corps", "hq-overrun", {}, {}, {}, {}, 3))
            .find("turn 3"),
        std::string::npos);
    at(2, "cavalry-withdrawal", Side::French); // Movement is passed
    at(3, "movement", Side::French);
    EXPECT_EQ(command().retreatsDue(Side::French, 3), std::vector<std::string>{"4-corps"});
    EXPECT_FALSE(game.state().unfinished().empty()); // now it cannot be skipped
    act(staff().emergencyRetreat(Side::French, "4-corps", "hq-overrun", {}, {}, {}, {}, 3));
    EXPECT_TRUE(command().retreats(Side::French).empty());
}

// 10.0c, AE 3.4: a forced retreat is made for the reason it fell due for, which the engine
// recorded: an HQ overrun's is not Charles' general retreat, whatever the caller says.
TEST_F(Stoppage, Rule10_0c_AForcedRetreatsReasonIsTheOneItFellDueFor) {
    at(2, "movement", Side::French);
    act("hq-overrun", "french", {{"command", "4-corps"}});
    at(2, "cavalry-withdrawal", Side::French);
    at(3, "movement", Side::French);
    const auto due = command().retreatsDueNow(Side::French, 3);
    ASSERT_EQ(due.size(), 1u);
    EXPECT_EQ(due[0].reason, "hq-overrun");
    EXPECT_EQ(due[0].rule(), "10.0c");
    EXPECT_NE(
        refused(staff().emergencyRetreat(Side::French, "4-corps", "archduke", {}, {}, {}, {}, 3))
            .find("reason=hq-overrun"),
        std::string::npos);
    act(staff().emergencyRetreat(Side::French, "4-corps", "hq-overrun", {}, {}, {}, {}, 3));
}

class Archduke : public CommandGame {
  protected:
    static CommandRules austrianFirst(bool confident) {
        CommandRules r;
        r.firstPlayer = Side::Austrian;
        r.archdukeConfidence = !confident;
        return r;
    }
    explicit Archduke(bool confident = false) : CommandGame(austrianFirst(confident)) {}
    void wreckSeven() {
        for (const char* d : {"1-1", "2-1", "1-2", "2-2", "1-4", "2-4", "1-6"})
            wreck(*this, game, "austrian", d);
    }
};

class ConfidentArchduke : public Archduke {
  protected:
    ConfidentArchduke() : Archduke(true) {}
};

TEST_F(Archduke, RuleAE3_4_SevenWreckedDivisionsSendEveryCorpsBackTheTurnAfter) {
    act("order-preset", "austrian",
        {{"receiver", "6-corps"},
         {"type", "attack"},
         {"text", "Capture Aspern."},
         {"direction", "north"},
         {"limit", "Aspern"}});
    wreckSeven();
    ASSERT_GE(game.state().losses(Side::Austrian).wreckedDivisions(), 7);
    at(1, "movement", Side::Austrian);
    EXPECT_FALSE(command().archdukeShaken()); // only from the next turn
    at(2, "order-issue", Side::Austrian);
    EXPECT_TRUE(command().archdukeShaken());
    EXPECT_EQ(order(1, Side::Austrian).status, OrderStatus::Cancelled);
    EXPECT_EQ(command().retreatsDue(Side::Austrian, 2).size(),
              5u); // every corps, all on the map in a game without a scenario
    rate("austrian", "charles", 3);
    rate("austrian", "hiller", 2);
    OrderDraft d = draft(Side::Austrian, "charles", "6-corps", "attack", "AO");
    d.mp = 5;
    EXPECT_NE(refused(staff().writeOrder(d)).find("AE 3.4"), std::string::npos);
    d.type = "non-attack";
    act(staff().writeOrder(d)); // non-attack orders still go out
}

// AE 3.4: Charles' general retreat is made as his, never passed off as an HQ overrun's.
TEST_F(Archduke, RuleAE3_4_TheGeneralRetreatIsMadeForItsOwnReason) {
    wreckSeven();
    at(1, "movement", Side::Austrian);
    at(2, "order-issue", Side::Austrian);
    const auto due = command().retreatsDueNow(Side::Austrian, 2);
    ASSERT_FALSE(due.empty());
    EXPECT_EQ(due[0].reason, "archduke");
    EXPECT_EQ(due[0].rule(), "AE 3.4");
    EXPECT_NE(refused(staff().emergencyRetreat(Side::Austrian, due[0].command, "hq-overrun", {}, {},
                                               {}, {}, 3))
                  .find("AE 3.4"),
              std::string::npos);
}

TEST_F(ConfidentArchduke, RuleAE3_8a_AMoreConfidentArchdukeIgnoresTheCount) {
    wreckSeven();
    at(2, "order-issue", Side::Austrian);
    EXPECT_FALSE(command().archdukeShaken());
    EXPECT_TRUE(command().retreatsDue(Side::Austrian, 2).empty());
}

TEST_F(Initiative, Rule10_2g_ThePublicLooseCannonRecordNamesNoOrderOfTheOwner) {
    // Order 1, accepted and in force for 4 Corps; then order 2, still on its way.
    at(2, "order-issue", Side::French);
    OrderDraft ipo = draft(Side::French, "napoleon", "4-corps", "non-attack", "IPO");
    ipo.inPerson = true;
    act(staff().writeOrder(ipo));
    at(2, "new-order-acceptance", Side::French);
    act("order-accept", "french", {{"number", 1}, {"result", "A"}, {"roll", 40}});
    act("order-implement", "french", {{"number", 1}});
    at(3, "order-issue", Side::French);
    OrderDraft w = draft(Side::French, "napoleon", "4-corps", "attack", "AO");
    w.mp = 25;
    act(staff().writeOrder(w)); // on its way: the owner's secret (9.0)
    at(3, "initiative", Side::French);
    act(roll("massena", 14));
    OrderDraft o = draft(Side::French, "massena", "", "attack", "");
    o.direction = "straight at the Austrian guns";
    const std::string record = act(staff().looseCannonOrder(o));
    EXPECT_EQ(record.find("order 1"), std::string::npos) << record;
    EXPECT_EQ(record.find("order 2"), std::string::npos) << record;
    EXPECT_EQ(record.find("cancelled"), std::string::npos) << record;
    EXPECT_NE(record.find("straight at the Austrian guns"), std::string::npos)
        << record;                                      // what the opponent ordered is public
    EXPECT_EQ(order(1).status, OrderStatus::Cancelled); // the owner's log says what it cancelled
    // 10.2g read with 10.4: the orders the force had are those it received; the order still
    // on its way is not the force's yet and arrives as usual.
    EXPECT_EQ(order(2).status, OrderStatus::InTransit);
}

TEST_F(Initiative, Rule9_0_TheTurnsPublicRecordTellsNoSidesOrders) {
    at(1, "movement", Side::French);
    act(staff().emergencyRetreat(Side::French, "4-corps", "threat", {}, {}, {}, {}, 7));
    const std::string turn = act("advance", "",
                                 {{"to", "order-issue"},
                                  {"turn", 2},
                                  {"player_turn", 0},
                                  {"step", "order-issue"},
                                  {"phasing", "french"},
                                  {"night", false}});
    EXPECT_EQ(turn.find("Order"), std::string::npos) << turn;
    EXPECT_EQ(command().ordersOf(Side::French).back()->status,
              OrderStatus::Ended); // the retreat's one turn is over
}

namespace {

// Scenario 5.1 as `adc scenario new` starts it: the Austrians come on over the afternoon and
// 4 Corps never does.
class FirstDay : public ScenarioCommandGame {
  protected:
    FirstDay() : ScenarioCommandGame("5.1") {}
    void wreckSeven() {
        for (const char* d : {"1-1", "2-1", "1-2", "2-2", "1-4", "2-4", "1-6"})
            wreck(*this, game, "austrian", d);
    }
};

// Scenario 5.4: the 21 May part of 5.1, the night and 22 May.
class AspernEssling : public ScenarioCommandGame {
  protected:
    AspernEssling() : ScenarioCommandGame("5.4") {}
};

} // namespace

TEST_F(FirstDay, RuleAE3_4_OnlyCorpsOnTheMapRetreat) {
    wreckSeven();
    at(1, "movement", Side::Austrian);
    at(2, "order-issue", Side::Austrian);
    ASSERT_TRUE(command().archdukeShaken());
    // On turn 2 only 6 Corps is on the map: 1 Corps arrives at 2:30 pm (turn 4), 2 Corps and
    // R Corps at 4:30 pm (turn 8), 4 Corps not in 5.1 at all.
    EXPECT_EQ(command().retreatsDue(Side::Austrian, 2), std::vector<std::string>{"6-corps"});
    at(2, "movement", Side::Austrian);
    ASSERT_EQ(game.state().unfinished().size(), 1u);
    EXPECT_NE(game.state().unfinished().front().find("6-corps"), std::string::npos);
    EXPECT_NE(
        refused(staff().emergencyRetreat(Side::Austrian, "1-corps", "archduke", {}, {}, {}, {}, 5))
            .find("not on the map"),
        std::string::npos);
    const Action a =
        staff().emergencyRetreat(Side::Austrian, "6-corps", "archduke", {}, {}, {}, {}, 5);
    for (const auto& m : a.payload["stragglers"])
        EXPECT_EQ(austrianArmy().brigade(m["brigade"])->division.substr(1), "-6");
    act(a);
    EXPECT_TRUE(game.state().unfinished().empty()); // the sequence goes on
}

TEST_F(FirstDay, RuleAE3_4_ARetreatMarksNoStragglersOnUnitsNotOnTheMap) {
    at(2, "movement", Side::Austrian);
    // 6 Corps' brigades are all on the map; a straggler mark for 1 Corps' is refused.
    Action a = staff().emergencyRetreat(Side::Austrian, "6-corps", "threat", {}, {}, {}, {}, 5);
    a.payload["stragglers"].push_back(
        {{"brigade", austrianArmy().brigadesOf("1-1").front()->id}, {"stragglers", 1}});
    EXPECT_NE(refused(a).find("not an infantry unit on the map"), std::string::npos);
}

TEST_F(FirstDay, Rule10_2c_OnlyLeadersOnTheMapRollForInitiative) {
    rate("austrian", "rosenberg", 2);
    rate("austrian", "bellegarde", 3);
    at(1, "initiative", Side::Austrian);
    EXPECT_THROW(staff().rollInitiative(Side::Austrian, "rosenberg", dice(66)),
                 InvalidInput); // 4 Corps: not in 5.1
    try {
        staff().rollInitiative(Side::Austrian, "bellegarde", dice(66));
        ADD_FAILURE() << "Bellegarde rolled before 1 Corps arrived";
    } catch (const InvalidInput& e) {
        EXPECT_NE(std::string(e.what()).find("arrives on turn 4"), std::string::npos) << e.what();
    }
}

TEST_F(FirstDay, Rule10_3d_DivisionsNotYetOnTheMapDoNotCount) {
    rate("french", "massena", 3);
    act("order-end", "french",
        {{"number", presetTo(Side::French, "2-4")}, {"reason", "A"}}); // 2-4 joins 4 Corps: no goal
    act("order-preset", "french",
        {{"receiver", "4-corps"},
         {"type", "attack"},
         {"text", "hold Aspern"},
         {"direction", "west"},
         {"limit", "Aspern"}});
    const int n = static_cast<int>(command().ordersOf(Side::French).size());
    // 1-4, 3-4 and Cav-4 set up; 2-4 arrives at 5:30 pm (turn 10); 4-4 is with Lannes.
    const auto in = staff().stoppageInputs(Side::French, n, {}, false, std::nullopt);
    EXPECT_EQ(in.front(), std::make_pair(std::string("divisions"), std::string("3")));
}

TEST_F(AspernEssling, RuleAE3_4_BrigadesNotYetArrivedTakeNoStragglers) {
    // The grenadiers' pre-set "Join R Corps" goals set aside: they belong to R Corps itself.
    for (const char* d : {"1G-R", "2G-R"})
        act("order-end", "austrian", {{"number", presetTo(Side::Austrian, d)}, {"reason", "A"}});
    at(10, "movement", Side::Austrian);
    // R Corps' HQ is on the map from 4:30 pm; its grenadier divisions come on 22 May at 9:00 am.
    const auto infantry = command().retreatingInfantry(austrianArmy(), game.state().inPlay(),
                                                       Side::Austrian, "r-corps");
    EXPECT_TRUE(infantry.empty());
    EXPECT_TRUE(command().onMap(austrianArmy(), game.state().inPlay(), "r-corps"));
}

} // namespace adc::test
