// The Order Log's rules (10.0a, 10.1, 10.1i; AE 2.2-2.6; 3.2b), played through the game's
// actions the way the app and `adc order` play them.
#include "command_fixture.h"

#include <algorithm>

namespace adc::test {

namespace {

using nlohmann::json;

class Orders : public CommandGame {
  protected:
    explicit Orders(CommandRules rules = frenchFirst()) : CommandGame(rules) {}
    void SetUp() override {
        rate("french", "napoleon", 1); // as in 10.2's example, Grouchy's 1
        rate("french", "davout", 4);
        rate("french", "massena", 3);
        rate("french", "legrand", 2);
    }
    // Napoleon writes to Davout's 3 Corps; returns the order's number.
    int write(const std::string& type, const std::string& method, std::optional<int> mp,
              const std::string& receiver = "3-corps") {
        OrderDraft d = draft(Side::French, "napoleon", receiver, type, method);
        d.mp = mp;
        d.inPerson = method == "IPO";
        act(staff().writeOrder(d));
        return static_cast<int>(command().ordersOf(Side::French).size());
    }
    void result(int n, const std::string& r) {
        act("order-accept", "french", {{"number", n}, {"result", r}, {"roll", 25}});
    }
};

} // namespace

TEST_F(Orders, Rule10_2_OrderLogExample_D5ThenASixAcceptsIt) {
    // 10.2's Order Log: an aide-written Attack order costs 10, sender 1 + receiver 4, AW 0,
    // Attack -2: column 3; 25 gives D5; the next turn's Delay Reduction roll of 6 accepts it.
    const int n = write("attack", "AW", 10);
    EXPECT_EQ(order(n).cost, 10);
    EXPECT_EQ(order(n).arrivalTurn, 2); // 10 MPs: one turn in transit (10.1e)
    EXPECT_EQ(order(n).status, OrderStatus::InTransit);
    at(2, "new-order-acceptance", Side::French);
    EXPECT_EQ(order(n).status, OrderStatus::Arrived);
    const Action roll = staff().rollAcceptance(Side::French, n, dice(25));
    EXPECT_EQ(roll.payload["resolution"]["column"], "3");
    act(roll);
    EXPECT_EQ(order(n).statusText(), "D5");
    at(3, "delay-reduction", Side::French);
    act(staff().rollDelay(Side::French, n, dice(6)));
    EXPECT_EQ(order(n).status,
              OrderStatus::Accepted); // not usable until Davout touches his HQ (10.0a)
    act("order-implement", "french", {{"number", n}});
    EXPECT_EQ(order(n).status, OrderStatus::Implemented);
}

TEST_F(Orders, Rule10_1b_OrderRefusedWhenCommandPointsRunShort) {
    write("attack", "AW", 10); // 10 of Napoleon's 10 (rated 1)
    OrderDraft d = draft(Side::French, "napoleon", "4-corps", "non-attack", "AO");
    d.mp = 5;
    const std::string why = refused(staff().writeOrder(d));
    EXPECT_NE(why.find("0 of 10 are left"), std::string::npos) << why;
    EXPECT_EQ(command().orders().size(), 1u); // nothing written
    at(2, "order-issue", Side::French);       // a new turn: the full allowance again
    act(staff().writeOrder(d));
    EXPECT_EQ(command().pointsSpent(Side::French, 2), 3); // oral 2 + non-attack 1
}

TEST_F(Orders, Rule10_1b_OnlyTheArmyCommanderWritesOrders) {
    OrderDraft d = draft(Side::French, "davout", "4-corps", "non-attack", "AO");
    d.mp = 5;
    EXPECT_NE(refused(staff().writeOrder(d)).find("10.1b"), std::string::npos);
}

TEST_F(Orders, Rule10_1c_AttackOrderNeedsDirectionAndLimit) {
    OrderDraft d = draft(Side::French, "napoleon", "3-corps", "attack", "AO");
    d.mp = 5;
    d.limit.clear();
    EXPECT_NE(refused(staff().writeOrder(d)).find("10.1c"), std::string::npos);
}

TEST_F(Orders, Rule10_1e_InPersonArrivesNowAideTakesMpOverTenRoundedUp) {
    EXPECT_EQ(order(write("non-attack", "IPO", std::nullopt)).status, OrderStatus::Arrived);
    at(2, "order-issue", Side::French);
    const int n = write("non-attack", "AO", 21);
    EXPECT_EQ(order(n).arrivalTurn, 5); // 21 / 10 -> 3 turns
}

TEST_F(Orders, Rule10_1f_NoAcceptanceRollBeforeTheOrderArrives) {
    const int n = write("non-attack", "AO", 25);
    at(1, "new-order-acceptance", Side::French);
    try {
        staff().rollAcceptance(Side::French, n, dice(25));
        ADD_FAILURE() << "rolled for an order still in transit";
    } catch (const InvalidInput& e) {
        EXPECT_NE(std::string(e.what()).find("arrives on turn 4"), std::string::npos) << e.what();
    }
}

TEST_F(Orders, Rule10_1f_AcceptanceRolledOnlyInTheNewOrderAcceptanceSegment) {
    const int n = write("non-attack", "IPO", std::nullopt);
    EXPECT_THROW(staff().rollAcceptance(Side::French, n, dice(11)),
                 InvalidInput); // still Order Issue
    at(1, "new-order-acceptance", Side::French);
    EXPECT_NO_THROW(staff().rollAcceptance(Side::French, n, dice(11)));
}

TEST_F(Orders, Rule10_1f_ArrivedOrderCannotBeSkipped) {
    write("non-attack", "IPO", std::nullopt);
    at(1, "new-order-acceptance", Side::French);
    EXPECT_NE(
        refused("advance", "",
                {{"to", "movement"}, {"turn", 1}, {"step", "movement"}, {"phasing", "french"}})
            .find("Acceptance roll for order 1"),
        std::string::npos);
}

TEST_F(Orders, Rule10_1f_DelayReductionStartsTheTurnAfter) {
    const int n = write("non-attack", "IPO", std::nullopt);
    at(1, "new-order-acceptance", Side::French);
    result(n, "D4");
    at(1, "delay-reduction", Side::French); // the same turn
    EXPECT_NE(refused("order-delay", "french", {{"number", n}, {"roll", 6}, {"accepted", true}})
                  .find("turn after"),
              std::string::npos);
}

TEST_F(Orders, Rule10_1f_NewOrderCancelsPendingButKeepsTheAcceptedOneUntilAccepted) {
    const int first = write("non-attack", "IPO", std::nullopt);
    at(1, "new-order-acceptance", Side::French);
    result(first, "A");
    act("order-implement", "french", {{"number", first}});
    at(2, "order-issue", Side::French);
    const int second = write("attack", "IPO", std::nullopt);
    at(2, "new-order-acceptance", Side::French);
    result(second, "D6");
    EXPECT_EQ(order(first).status,
              OrderStatus::Implemented); // still in force while the new one is delayed
    at(3, "order-issue", Side::French);
    const int third = write("non-attack", "IPO", std::nullopt);
    at(3, "delay-reduction", Side::French);
    act("order-delay", "french", {{"number", second}, {"roll", 2}, {"accepted", false}});
    at(3, "new-order-acceptance", Side::French);
    result(third, "D4");
    EXPECT_EQ(order(second).status,
              OrderStatus::Cancelled); // a pending order falls to the new receipt
    EXPECT_EQ(order(first).status, OrderStatus::Implemented);
    at(4, "delay-reduction", Side::French);
    act("order-delay", "french", {{"number", third}, {"roll", 5}, {"accepted", true}});
    EXPECT_EQ(order(first).status, OrderStatus::Cancelled); // replaced once the new one is accepted
    EXPECT_EQ(order(third).status, OrderStatus::Accepted);
}

TEST_F(Orders, Rule10_1f_ALongOrderLogChangesOnlyWhenTheActionIsKept) {
    // Forty turns of orders to 3 Corps, each accepted and implemented, each replacing the one
    // before (10.1f): the log runs past the chunks a copy of the state shares.
    for (int turn = 1; turn <= 40; ++turn) {
        at(turn, "order-issue", Side::French);
        const int n = write("non-attack", "IPO", std::nullopt);
        at(turn, "new-order-acceptance", Side::French);
        result(n, "A");
        act("order-implement", "french", {{"number", n}});
    }
    EXPECT_EQ(order(39).status, OrderStatus::Cancelled);
    EXPECT_EQ(order(40).status, OrderStatus::Implemented);
    at(41, "order-issue", Side::French);
    const int last = write("non-attack", "IPO", std::nullopt);
    at(41, "new-order-acceptance", Side::French);
    const Game before = game;
    const Action accept = game.prepare(
        {0, "order-accept", "french", {{"number", last}, {"result", "A"}, {"roll", 25}}, "", ""});
    EXPECT_EQ(order(40).status, OrderStatus::Implemented); // tried, not kept
    EXPECT_EQ(order(last).status, OrderStatus::Arrived);
    game.commit(accept);
    EXPECT_EQ(order(40).status, OrderStatus::Cancelled);
    EXPECT_EQ(order(last).status, OrderStatus::Accepted);
    // A copy taken before keeps the log as it was.
    EXPECT_EQ(before.state().command().order(Side::French, 40)->status, OrderStatus::Implemented);
    EXPECT_EQ(before.state().command().order(Side::French, last)->status, OrderStatus::Arrived);
    EXPECT_EQ(command().ordersOf(Side::French).size(), 41u);
}

TEST_F(Orders, Rule10_1f_DistortedOrderIsThrownAway) {
    const int n = write("non-attack", "IPO", std::nullopt);
    at(1, "new-order-acceptance", Side::French);
    act(staff().rollAcceptance(Side::French, n, dice(11))); // column 4: 11..12 is Dt
    EXPECT_EQ(order(n).status, OrderStatus::Distorted);
}

TEST_F(Orders, Rule10_0a_GoalToALeaderWithoutHqIsImplementedOnAcceptance) {
    OrderDraft d = draft(Side::French, "napoleon", "1-4", "non-attack", "IPO");
    d.inPerson = true;
    d.goal = true;
    act(staff().writeOrder(d));
    at(1, "new-order-acceptance", Side::French);
    result(1, "A");
    EXPECT_EQ(order(1).status, OrderStatus::Implemented);
}

TEST_F(Orders, Rule10_5b_OrderToADivisionIsAGoal) {
    OrderDraft d = draft(Side::French, "napoleon", "1-4", "non-attack", "IPO");
    d.inPerson = true;
    EXPECT_NE(refused(staff().writeOrder(d)).find("10.5b"), std::string::npos);
}

TEST_F(Orders, Rule10_1i_PresetOrdersAreFreeAndInForceButOnlyBeforeTheGame) {
    OrderDraft d = draft(Side::French, "", "4-corps", "attack", "");
    act(staff().presetOrder(d));
    EXPECT_EQ(order(1).status, OrderStatus::Implemented);
    EXPECT_EQ(order(1).cost, 0);
    EXPECT_EQ(command().pointsSpent(Side::French, 1), 0);
    at(1, "attack-stoppage", Side::French);
    EXPECT_NE(refused(staff().presetOrder(d)).find("10.1i"), std::string::npos);
}

TEST_F(Orders, RuleAE2_2_GuardDivisionTakesGoalsWithTheTensDigitRaised) {
    rate("french", "curial", 2);
    OrderDraft d = draft(Side::French, "napoleon", "1-IG", "non-attack", "IPO");
    d.inPerson = true;
    act(staff().writeOrder(d)); // no goal=1 needed: the Guard always takes goals
    EXPECT_TRUE(order(1).goal);
    EXPECT_TRUE(order(1).guard);
    at(1, "new-order-acceptance", Side::French);
    try { // 11 is read as 31, a cell the transcription lacks: the app asks for exactly that one
        staff().rollAcceptance(Side::French, 1, dice(11));
        ADD_FAILURE() << "the Guard's roll was not raised";
    } catch (const NeedsChartValue& e) {
        EXPECT_EQ(e.cell().outcome, "31");
        EXPECT_EQ(e.cell().line_key, "4"); // Napoleon 1 + Curial 2 + in person 1 + non-attack 0
    }
}

TEST_F(Orders, RuleAE2_3_AideArrivesTheSameTurnOnTheTenOrMoreColumn) {
    OrderDraft d = draft(Side::French, "napoleon", "mouton", "attack", "AW");
    d.mp = 30; // no matter: received the turn it is sent
    d.units = {"57 Line-3-2", "10 Lt-3-2"};
    act(staff().writeOrder(d));
    EXPECT_EQ(order(1).arrivalTurn, 1);
    const auto inputs = staff().acceptanceInputs(Side::French, "napoleon", "mouton", "AW", true);
    EXPECT_NE(std::find(inputs.begin(), inputs.end(),
                        std::make_pair(std::string("aide"), std::string("1"))),
              inputs.end());
    at(1, "new-order-acceptance", Side::French);
    result(1, "A");
    EXPECT_EQ(order(1).status, OrderStatus::Implemented);
    EXPECT_EQ(command().aidesInPlay(), std::vector<std::string>{"mouton"});
    at(2, "order-issue", Side::French);
    EXPECT_NE(refused(staff().writeOrder(d)).find("already in play"), std::string::npos);
    act("order-end", "french",
        {{"number", 1}, {"reason", "in-person"}}); // Napoleon stacks with him: no roll
    EXPECT_TRUE(command().aidesInPlay().empty());
}

TEST_F(Orders, RuleAE2_3_AideCommandsFourUnitsAtMost) {
    OrderDraft d = draft(Side::French, "napoleon", "rapp", "non-attack", "IPO");
    d.inPerson = true;
    d.units = {"57 Line-3-2", "10 Lt-3-2", "72 Line-3-2", "105 Line-3-2", "1-2-art"};
    EXPECT_NE(refused(staff().writeOrder(d)).find("AE 2.3"), std::string::npos);
}

TEST_F(Orders, RuleAE2_5_FrenchCorpsAttachNoInfantryDivisionOfAnotherCorps) {
    OrderDraft d = draft(Side::French, "napoleon", "4-corps", "non-attack", "IPO");
    d.inPerson = true;
    d.detach = "1-4";
    d.to = "3-corps";
    EXPECT_NE(refused(staff().writeOrder(d)).find("AE 2.4, 2.5"), std::string::npos);
    d.detach = "Cav-4"; // one cavalry division from another corps is allowed
    act(staff().writeOrder(d));
    at(1, "new-order-acceptance", Side::French);
    result(1, "A");
    act("order-implement", "french", {{"number", 1}});
    EXPECT_EQ(command().corpsOf(frenchArmy(), "Cav-4"), "3-corps");
    const auto inThird = command().divisionsIn(frenchArmy(), "3-corps");
    EXPECT_NE(std::find(inThird.begin(), inThird.end(), "Cav-4"),
              inThird.end()); // it counts for 10.3a
    EXPECT_NE(
        command()
            .attachmentRefused(frenchArmy(), game.state().roster(Side::French), "LC-Cav", "3-corps")
            .find("one at most"),
        std::string::npos); // a second cavalry division
    EXPECT_NE(command()
                  .attachmentRefused(frenchArmy(), game.state().roster(Side::French), "57 Line-3-2",
                                     "4-corps")
                  .find("AE 2.5"),
              std::string::npos);
}

TEST_F(Orders, RuleAE2_4_ProvisionalCorpsTakesThreeDivisions) {
    for (const char* div : {"1-4", "2-4", "3-4"}) {
        OrderDraft d = draft(Side::French, "", "4-corps", "non-attack", "");
        d.detach = div;
        d.to = "prov-corps";
        act(staff().presetOrder(d));
    }
    EXPECT_EQ(command().divisionsIn(frenchArmy(), "prov-corps").size(), 3u);
    EXPECT_NE(
        command()
            .attachmentRefused(frenchArmy(), game.state().roster(Side::French), "4-4", "prov-corps")
            .find("three"),
        std::string::npos);
}

TEST_F(Orders, RuleAE2_4_ACavalryDivisionIsOneOfTheProvisionalCorpsThree) {
    // "up to three divisions can be attached to Lannes": divisions of either arm.
    for (const char* div : {"1-4", "2-4", "3-4"}) {
        OrderDraft d = draft(Side::French, "", "4-corps", "non-attack", "");
        d.detach = div;
        d.to = "prov-corps";
        act(staff().presetOrder(d));
    }
    EXPECT_NE(command()
                  .attachmentRefused(frenchArmy(), game.state().roster(Side::French), "Cav-4",
                                     "prov-corps")
                  .find("three"),
              std::string::npos);
}

TEST_F(Orders, RuleAE2_4_OudinotCommandsSecondCorpsWhileLannesHoldsTheProvisionalCorps) {
    const LeaderRoster& roster = game.state().roster(Side::French);
    EXPECT_EQ(roster.commander("prov-corps"), "lannes");
    EXPECT_EQ(roster.commander("2-corps"), "oudinot");
    EXPECT_EQ(CommandState::commandOf(frenchArmy(), roster, "lannes"), "prov-corps");
}

TEST_F(Orders, RuleAE2_4_LannesTakesSecondCorpsOnlyOnceTheProvisionalCorpsIsDisbanded) {
    EXPECT_NE(refused("lannes-choice", "french", {{"choice", "second-corps"}}).find("disbanded"),
              std::string::npos);
    OrderDraft d = draft(Side::French, "napoleon", "prov-corps", "non-attack", "IPO");
    d.inPerson = true;
    d.disband = true;
    rate("french", "lannes", 4);
    act(staff().writeOrder(d));
    at(1, "new-order-acceptance", Side::French);
    result(1, "A");
    act("order-implement", "french", {{"number", 1}});
    act("lannes-choice", "french", {{"choice", "second-corps"}});
    const LeaderRoster& roster = game.state().roster(Side::French);
    EXPECT_EQ(roster.commander("2-corps"), "lannes");
    EXPECT_EQ(roster.commander("prov-corps"),
              ""); // its HQ removed: no more "Lannes (Provisional Corps)"
    EXPECT_EQ(CommandState::commandOf(frenchArmy(), roster, "lannes"), "2-corps");
}

TEST_F(Orders, Rule10_1c_EachSideNumbersItsOwnOrderLog) {
    rate("austrian", "charles", 3);
    rate("austrian", "hiller", 2);
    EXPECT_EQ(write("non-attack", "AO", 5, "4-corps"), 1);
    at(1, "order-issue", Side::Austrian);
    OrderDraft d = draft(Side::Austrian, "charles", "6-corps", "non-attack", "AO");
    d.mp = 5;
    act(staff().writeOrder(d));
    EXPECT_EQ(command().ordersOf(Side::Austrian).back()->number,
              1); // not 2: the French line is not the Austrians' to count
    at(2, "order-issue", Side::French);
    EXPECT_EQ(write("non-attack", "AO", 5, "4-corps"), 2);
    EXPECT_EQ(order(2).side, Side::French);
    EXPECT_EQ(order(1, Side::Austrian).receiver, "6-corps");
    at(2, "new-order-acceptance", Side::Austrian);
    EXPECT_NE(refused("order-accept", "austrian", {{"number", 2}, {"result", "A"}, {"roll", 40}})
                  .find("no order 2 on the austrian Order Log"),
              std::string::npos);
}

// 10.1c: a game file written before each side kept its own count carries no
// "order_numbers" setting; its orders keep the numbers they were logged with (one count
// for both sides), so its order actions still name the right orders on replay.
TEST(OrderNumbering, Rule10_1c_OldFileKeepsOneCountForBothSides) {
    EXPECT_TRUE(commandRulesOf(nlohmann::json::object()).sharedOrderNumbers);
    EXPECT_FALSE(commandRulesOf({{"order_numbers", "per-side"}}).sharedOrderNumbers);
    nlohmann::json info; // a game made without settings
    markOrderNumbering(info);
    EXPECT_FALSE(commandRulesOf(info).sharedOrderNumbers);
}

class OldFileOrders : public Orders {
  protected:
    OldFileOrders() : Orders(sharedCount()) {}
    static CommandRules sharedCount() {
        CommandRules r = frenchFirst();
        r.sharedOrderNumbers = true;
        return r;
    }
};

TEST_F(OldFileOrders, Rule10_1c_OldFileNumbersBothSidesInOneCount) {
    rate("austrian", "charles", 3);
    EXPECT_EQ(write("non-attack", "AO", 5, "4-corps"), 1);
    at(1, "order-issue", Side::Austrian);
    OrderDraft d = draft(Side::Austrian, "charles", "6-corps", "non-attack", "AO");
    d.mp = 5;
    act(staff().writeOrder(d));
    EXPECT_EQ(command().ordersOf(Side::Austrian).back()->number, 2); // as it was logged
    EXPECT_EQ(order(2, Side::Austrian).receiver, "6-corps");
}

namespace {

// 5.4: Lannes holds Essling with the Provisional Corps; 2 Corps comes over the bridge at
// 11:00 pm on 21 May (turn 21) with Oudinot.
class SecondCorpsArrives : public ScenarioCommandGame {
  protected:
    SecondCorpsArrives() : ScenarioCommandGame("5.4") {
        rate("french", "napoleon", 4);
        rate("french", "oudinot", 1);
        rate("french", "lannes", 4);
    }
};

// 5.3: 2 Corps sets up with Lannes and Oudinot; no Provisional Corps HQ.
class LannesAttack : public ScenarioCommandGame {
  protected:
    LannesAttack() : ScenarioCommandGame("5.3") {
        rate("french", "napoleon", 4);
        rate("french", "lannes", 4);
        rate("french", "massena", 3);
    }
};

bool hasInput(const ResolverArgs& in, const std::string& k, const std::string& v) {
    return std::find(in.begin(), in.end(), std::make_pair(k, v)) != in.end();
}

} // namespace

TEST_F(SecondCorpsArrives, RuleAE2_4_OrdersAndStoppageUseOudinotsRating) {
    at(21, "order-issue", Side::French);
    EXPECT_EQ(game.state().roster(Side::French).commander("2-corps"), "oudinot");
    // Napoleon 4 to 2 Corps, aide-written, non-attack: Acceptance Number 4 + Oudinot's 1 = 5.
    const auto in = staff().acceptanceInputs(Side::French, "napoleon", "2-corps", "AW", false);
    EXPECT_TRUE(hasInput(in, "sender", "4"));
    EXPECT_TRUE(hasInput(in, "receiver", "1"));
    Args roll(in.begin(), in.end());
    roll.emplace_back("roll", "66");
    EXPECT_EQ(needed("acceptance", roll).line_key, "5"); // the 5 column (its 66 not transcribed)
    // Corps Attack Stoppage on his rating too; of 2 Corps only 3-2 is over the bridge (10.3d).
    const auto cas = staff().stoppageInputs(Side::French, presetTo(Side::French, "2-corps"), {},
                                            false, std::nullopt);
    EXPECT_TRUE(hasInput(cas, "rating", "1"));
    EXPECT_TRUE(hasInput(cas, "divisions", "1"));
}

TEST_F(SecondCorpsArrives, RuleAE2_4_LannesChoosesWhenSecondCorpsArrives) {
    at(20, "order-issue", Side::French); // 10:30 pm, 21 May: 2 Corps is not over yet
    EXPECT_FALSE(command().lannesChooses(frenchArmy(), game.state().inPlay()));
    EXPECT_NE(
        refused("lannes-choice", "french", {{"choice", "provisional"}}).find("arrives on turn 21"),
        std::string::npos);
    at(21, "order-issue", Side::French); // 11:00 pm: it arrives, a day before 22 May
    EXPECT_TRUE(command().lannesChooses(frenchArmy(), game.state().inPlay()));
    act("lannes-choice", "french", {{"choice", "provisional"}});
    EXPECT_EQ(game.state().roster(Side::French).commander("2-corps"), "oudinot");
    EXPECT_EQ(game.state().roster(Side::French).commander("prov-corps"), "lannes");
}

TEST_F(LannesAttack, RuleAE2_4_LannesCommandsSecondCorpsFromTheStart) {
    const LeaderRoster& roster = game.state().roster(Side::French);
    EXPECT_EQ(roster.commander("2-corps"), "lannes");
    EXPECT_EQ(roster.commander("prov-corps"), "");
    EXPECT_EQ(CommandState::commandOf(frenchArmy(), roster, "lannes"),
              "2-corps"); // the initiative picker's "Lannes (2 Corps)"
    EXPECT_FALSE(command().lannesChooses(frenchArmy(), game.state().inPlay()));
    EXPECT_NE(refused("lannes-choice", "french", {{"choice", "provisional"}}).find("not in play"),
              std::string::npos);
    EXPECT_NE(refused("lannes-choice", "french", {{"choice", "second-corps"}}).find("not in play"),
              std::string::npos);
    EXPECT_EQ(roster.commander("2-corps"), "lannes");
    OrderDraft d = draft(Side::French, "napoleon", "prov-corps", "non-attack", "IPO");
    d.inPerson = true;
    d.disband = true;
    EXPECT_NE(refused(staff().writeOrder(d)).find("not in play"),
              std::string::npos); // nothing to disband
}

TEST_F(LannesAttack, RuleAE2_4_LannesAttachesOneInfantryDivisionOfAnotherCorps) {
    auto detach = [&](const std::string& division) {
        OrderDraft d = draft(Side::French, "napoleon", "4-corps", "non-attack", "IPO");
        d.inPerson = true;
        d.detach = division;
        d.to = "2-corps";
        return staff().writeOrder(d);
    };
    act(detach("3-4"));
    const int n = static_cast<int>(command().ordersOf(Side::French).size());
    at(1, "new-order-acceptance", Side::French);
    act("order-accept", "french", {{"number", n}, {"result", "A"}, {"roll", 25}});
    act("order-implement", "french", {{"number", n}});
    EXPECT_EQ(command().corpsOf(frenchArmy(), "3-4"), "2-corps");
    at(2, "order-issue", Side::French);
    EXPECT_NE(refused(detach("1-4")).find("one at most"), std::string::npos);
}

TEST_F(Orders, RuleAE2_6_ActingArmyCommanderSetsTheCommandPoints) {
    EXPECT_EQ(staff().commandPoints(Side::French), 10); // Napoleon rated 1
    act("leader-casualty", "french",
        {{"leader", "napoleon"}, {"replacement", "massena"}, {"corps_replacement", "legrand"}});
    EXPECT_EQ(staff().commandPoints(Side::French), 15); // Massena rated 3
    OrderDraft d = draft(Side::French, "massena", "3-corps", "non-attack", "AO");
    d.mp = 5;
    act(staff().writeOrder(d));
    EXPECT_EQ(order(1).sender, "massena");
}

TEST_F(Orders, RuleAE3_3_AustrianCorpsAttachOneReserveCavalryBrigade) {
    const auto& roster = game.state().roster(Side::Austrian);
    EXPECT_EQ(command().attachmentRefused(austrianArmy(), roster, "V-2C-R", "1-corps"), "");
    EXPECT_NE(command().attachmentRefused(austrianArmy(), roster, "1-2", "1-corps").find("AE 3.3"),
              std::string::npos);
    EXPECT_NE(command().attachmentRefused(austrianArmy(), roster, "1G-R", "1-corps").find("AE 3.3"),
              std::string::npos);
    OrderDraft d = draft(Side::Austrian, "", "r-corps", "non-attack", "");
    d.detach = "V-2C-R";
    d.to = "1-corps";
    act(staff().presetOrder(d));
    EXPECT_NE(command()
                  .attachmentRefused(austrianArmy(), roster, "P-2C-R", "1-corps")
                  .find("one at most"),
              std::string::npos);
}

class SolitaireOrders : public CommandGame {
  protected:
    static CommandRules solitaire() {
        CommandRules r = frenchFirst();
        r.solitaire = true;
        return r;
    }
    SolitaireOrders() : CommandGame(solitaire()) {}
};

TEST_F(SolitaireOrders, Rule3_2b_EveryOrderAsksTheQuestion) {
    rate("french", "napoleon", 3);
    rate("french", "massena", 3);
    OrderDraft d = draft(Side::French, "napoleon", "4-corps", "non-attack", "AO");
    d.mp = 5;
    EXPECT_NE(refused(staff().writeOrder(d)).find("3.2b"), std::string::npos);
    d.solitaire = "yes";
    EXPECT_NE(refused(staff().writeOrder(d)).find("do not send it"), std::string::npos);
    d.solitaire = "no";
    act(staff().writeOrder(d));
    EXPECT_EQ(command().orders().size(), 1u);
}

TEST_F(SolitaireOrders, Rule3_2b_TheReviewAsksTheQuestionExceptOfALooseCannonsOrder) {
    rate("french", "napoleon", 3);
    OrderDraft d = draft(Side::French, "napoleon", "4-corps", "non-attack", "AO");
    d.mp = 5;
    const DraftReview written = staff().reviewDraft(d, OrderMode::Write);
    EXPECT_TRUE(written.asksSolitaire);
    EXPECT_TRUE(
        std::any_of(written.blockers.begin(), written.blockers.end(),
                    [](const std::string& b) { return b.find("3.2b") != std::string::npos; }));
    // 10.2g: the opponent writes a loose cannon's order; the question is not his to answer.
    const DraftReview looseCannon = staff().reviewDraft(d, OrderMode::LooseCannon);
    EXPECT_FALSE(looseCannon.asksSolitaire);
    EXPECT_TRUE(
        std::none_of(looseCannon.blockers.begin(), looseCannon.blockers.end(),
                     [](const std::string& b) { return b.find("3.2b") != std::string::npos; }));
}

} // namespace adc::test
