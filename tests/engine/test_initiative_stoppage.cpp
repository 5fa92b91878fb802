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
    Action roll(const std::string& leader, int r) { return staff().rollInitiative(Side::French, leader, dice(r)); }
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
            game.commit(game.prepare(Action{0, "mark", side, {{"unit", b->id}, {"casualties", b->wreckedAfter}}, "", ""}));
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
    EXPECT_NE(s.find("not for 1-4"), std::string::npos) << s; // Massena cannot roll for Legrand's division
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
    EXPECT_EQ(order(1).status, OrderStatus::Implemented); // a goal by initiative acts at once (10.5b)
    at(2, "initiative", Side::French);
    act(roll("davout", 66));
    d = draft(Side::French, "davout", "2-4", "attack", "");
    EXPECT_NE(refused(staff().initiativeOrder(d)).find("not 2-4"), std::string::npos); // not his division
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
    EXPECT_EQ(order(1).status, OrderStatus::Cancelled); // every order of the force, even on its way
    EXPECT_EQ(order(2).status, OrderStatus::Implemented);
    at(2, "order-issue", Side::French);
    EXPECT_EQ(order(2).status, OrderStatus::Ended);
    EXPECT_EQ(command().inForce(Side::French, "4-corps"), nullptr); // without orders
}

TEST_F(Stoppage, Rule10_3a_CheckDueFromTheCommandPhaseAfterContactAndEveryOneAfter) {
    at(1, "movement", Side::French);
    act("contact", "french", {{"command", "4-corps"}, {"kind", "fire"}});
    EXPECT_TRUE(command().stoppageDue(Side::French, 1).empty());
    at(2, "attack-stoppage", Side::French);
    ASSERT_EQ(command().stoppageDue(Side::French, 2).size(), 1u);
    // A player can never skip it.
    EXPECT_NE(refused("advance", "", {{"to", "initiative"}, {"turn", 2}, {"step", "initiative"}, {"phasing", "french"}}).find("10.3a"),
              std::string::npos);
    const Action pass = staff().rollStoppage(Side::French, 1, {}, false, std::nullopt, dice(9));
    EXPECT_EQ(pass.payload["needed"], 3); // 0 wrecked of 5: column 1; rated 3: 3 or more
    act(pass);
    EXPECT_TRUE(command().stoppageDue(Side::French, 2).empty());
    at(3, "attack-stoppage", Side::French);
    EXPECT_EQ(command().stoppageDue(Side::French, 3).size(), 1u); // and again next turn
    act(staff().rollStoppage(Side::French, 1, {}, false, std::nullopt, dice(2)));
    EXPECT_EQ(order(1).status, OrderStatus::Stopped);
    const std::string why = order(1).events.back().rule;
    EXPECT_NE(why.find("10.3b"), std::string::npos);
}

TEST_F(Stoppage, Rule10_3a_OnlyCommandsExecutingAnAttackOrderCheck) {
    at(1, "movement", Side::French);
    EXPECT_NE(refused("contact", "french", {{"command", "3-corps"}, {"kind", "charge"}}).find("10.3a"), std::string::npos);
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
    EXPECT_NE(std::find(in.begin(), in.end(), std::make_pair(std::string("wrecked"), std::string("1"))), in.end());
    EXPECT_NE(std::find(in.begin(), in.end(), std::make_pair(std::string("night"), std::string("1"))), in.end());
}

TEST_F(Stoppage, Rule10_3d_OnlyDivisionsOnTheMapCount) {
    const auto in = staff().stoppageInputs(Side::French, 1, {"2-4", "Cav-4"}, false, std::nullopt);
    EXPECT_EQ(in.front(), std::make_pair(std::string("divisions"), std::string("3")));
}

TEST_F(Stoppage, Rule10_3e_DivisionOnAGoalChecksAsACorpsOfOne) {
    act("order-preset", "french", {{"receiver", "1-4"}, {"type", "attack"}, {"goal", true}, {"text", "take the village"},
                                   {"direction", "east"}, {"limit", "the church"}});
    const auto in = staff().stoppageInputs(Side::French, 2, {}, false, std::nullopt);
    EXPECT_EQ(in.front(), std::make_pair(std::string("divisions"), std::string("1")));
}

TEST_F(Stoppage, Rule10_4_EmergencyRetreatLosesOrdersAndRollsStragglersForInfantry) {
    at(1, "movement", Side::French);
    const Action a = staff().emergencyRetreat(Side::French, "4-corps", "threat", {}, {}, {}, {}, 7);
    size_t infantry = 0;
    for (const auto& d : command().divisionsIn(frenchArmy(), "4-corps"))
        for (const Brigade* b : frenchArmy().brigadesOf(d)) infantry += b->arm == Arm::Infantry;
    EXPECT_EQ(a.payload["stragglers"].size(), infantry); // cavalry is exempt
    act(a);
    EXPECT_EQ(order(1).status, OrderStatus::Lost);
    EXPECT_EQ(order(2).method, "retreat");
    int marked = 0;
    for (const auto& m : a.payload["stragglers"]) {
        EXPECT_EQ(game.state().losses(Side::French).row(m["brigade"]).stragglers, m["stragglers"].get<int>());
        marked += m["stragglers"].get<int>();
    }
    EXPECT_GE(marked, 0);
    at(2, "order-issue", Side::French);
    EXPECT_EQ(order(2).status, OrderStatus::Ended); // after its turn, the corps is without orders
    EXPECT_NE(refused(staff().emergencyRetreat(Side::French, "army", "threat", {}, {}, {}, {}, 7)).find("10.4"), std::string::npos);
}

TEST_F(Stoppage, Rule10_0c_OverrunHqForcesAnEmergencyRetreat) {
    at(1, "movement", Side::French);
    act("hq-overrun", "french", {{"command", "4-corps"}});
    EXPECT_EQ(command().retreatsDue(Side::French), std::vector<std::string>{"4-corps"});
    EXPECT_FALSE(game.state().unfinished().empty());
    act(staff().emergencyRetreat(Side::French, "4-corps", "hq-overrun", {}, {}, {}, {}, 3));
    EXPECT_TRUE(command().retreatsDue(Side::French).empty());
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
        for (const char* d : {"1-1", "2-1", "1-2", "2-2", "1-4", "2-4", "1-6"}) wreck(*this, game, "austrian", d);
    }
};

class ConfidentArchduke : public Archduke {
  protected:
    ConfidentArchduke() : Archduke(true) {}
};

TEST_F(Archduke, RuleAE3_4_SevenWreckedDivisionsSendEveryCorpsBackTheTurnAfter) {
    act("order-preset", "austrian", {{"receiver", "6-corps"}, {"type", "attack"}, {"text", "Capture Aspern."}, {"direction", "north"},
                                     {"limit", "Aspern"}});
    wreckSeven();
    ASSERT_GE(game.state().losses(Side::Austrian).wreckedDivisions(), 7);
    at(1, "movement", Side::Austrian);
    EXPECT_FALSE(command().archdukeShaken()); // only from the next turn
    at(2, "order-issue", Side::Austrian);
    EXPECT_TRUE(command().archdukeShaken());
    EXPECT_EQ(order(1).status, OrderStatus::Cancelled);
    EXPECT_EQ(command().retreatsDue(Side::Austrian).size(), 5u); // every corps
    rate("austrian", "charles", 3);
    rate("austrian", "hiller", 2);
    OrderDraft d = draft(Side::Austrian, "charles", "6-corps", "attack", "AO");
    d.mp = 5;
    EXPECT_NE(refused(staff().writeOrder(d)).find("AE 3.4"), std::string::npos);
    d.type = "non-attack";
    act(staff().writeOrder(d)); // non-attack orders still go out
}

TEST_F(ConfidentArchduke, RuleAE3_8a_AMoreConfidentArchdukeIgnoresTheCount) {
    wreckSeven();
    at(2, "order-issue", Side::Austrian);
    EXPECT_FALSE(command().archdukeShaken());
    EXPECT_TRUE(command().retreatsDue(Side::Austrian).empty());
}

} // namespace adc::test
