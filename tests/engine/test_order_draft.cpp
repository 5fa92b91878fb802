// A draft order reviewed before it is sent (10.1b, 10.1c, 10.1e, 10.5b, AE 2.3, AE 2.5, 3.2b):
// the blockers the Command page lists are the engine's own refusals, in the same words.
#include "command_fixture.h"

#include <algorithm>

namespace adc::test {

namespace {

class OrderDraftReview : public CommandGame {
  protected:
    void SetUp() override { rate("french", "napoleon", 1); } // 10 Command Points
    OrderDraft aideOrder(const std::string& receiver, const std::string& type) const {
        OrderDraft d = draft(Side::French, "napoleon", receiver, type, "AW");
        d.mp = 10;
        return d;
    }
    static bool lists(const DraftReview& r, const std::string& words) {
        return std::any_of(r.blockers.begin(), r.blockers.end(), [&](const std::string& b) {
            return b.find(words) != std::string::npos;
        });
    }
};

bool hasReceiver(const std::vector<OrderReceiver>& all, const std::string& id) {
    return std::any_of(all.begin(), all.end(), [&](const OrderReceiver& r) { return r.id == id; });
}

} // namespace

TEST_F(OrderDraftReview, Rule10_1c_OpenEndedAttackIsBlockedWithTheRefusalsOwnWords) {
    OrderDraft d = aideOrder("3-corps", "attack");
    d.limit.clear();
    const DraftReview r = staff().reviewDraft(d, OrderMode::Write);
    ASSERT_EQ(r.blockers.size(), 1u);
    EXPECT_EQ(r.blockers.front(), refused(staff().writeOrder(d))); // one rule, one wording
    EXPECT_NE(r.blockers.front().find("10.1c"), std::string::npos);
}

TEST_F(OrderDraftReview, Rule10_1b_CostAndPointsLeftAndTheShortfallAsTheRefusalSaysIt) {
    const OrderDraft attack = aideOrder("3-corps", "attack");
    DraftReview r = staff().reviewDraft(attack, OrderMode::Write);
    EXPECT_TRUE(r.blockers.empty());
    EXPECT_EQ(r.allowance, 10);   // Napoleon rated 1 (10.2's example)
    EXPECT_EQ(r.cost, 10);        // 10.2's Order Log: an aide-written Attack order costs 10
    EXPECT_EQ(r.transitTurns, 1); // 10 MPs (10.1e)
    act(staff().writeOrder(attack));
    const OrderDraft more = aideOrder("4-corps", "non-attack");
    r = staff().reviewDraft(more, OrderMode::Write);
    EXPECT_EQ(r.pointsLeft, 0);
    ASSERT_EQ(r.blockers.size(), 1u);
    EXPECT_EQ(r.blockers.front(), refused(staff().writeOrder(more)));
}

TEST_F(OrderDraftReview, Rule10_1a_MissingSenderReceiverAndTextAreNamed) {
    OrderDraft d;
    d.side = Side::French;
    d.type = "non-attack";
    d.method = "AO";
    const DraftReview r = staff().reviewDraft(d, OrderMode::Write);
    EXPECT_TRUE(lists(r, "sender"));
    EXPECT_TRUE(lists(r, "receiver"));
    EXPECT_TRUE(lists(r, "text"));
    EXPECT_FALSE(r.transitTurns); // no receiver, no delivery time yet
}

TEST_F(OrderDraftReview, Rule10_1c_AttackOrderWithoutTextIsLoggedWithItsDirectionAndLimit) {
    OrderDraft d = aideOrder("3-corps", "attack");
    d.text.clear();
    d.start = "at dawn";
    EXPECT_TRUE(staff().reviewDraft(d, OrderMode::Write).blockers.empty());
    EXPECT_EQ(d.loggedText(),
              "Attack towards along the road east; limit: the village; starting at dawn");
    act(staff().writeOrder(d));
    EXPECT_EQ(order(1).text, d.loggedText());
    d.text = "Take the village";
    EXPECT_EQ(d.loggedText(), "Take the village"); // the player's words come first
}

TEST_F(OrderDraftReview, Rule10_1c_AttackOrderWithoutTextOrLimitIsBlockedBy10_1cAlone) {
    OrderDraft d = aideOrder("3-corps", "attack");
    d.text.clear();
    d.limit.clear();
    EXPECT_EQ(d.loggedText(), "Attack towards along the road east");
    const DraftReview r = staff().reviewDraft(d, OrderMode::Write);
    ASSERT_EQ(r.blockers.size(), 1u);
    EXPECT_EQ(r.blockers.front(), refused(staff().writeOrder(d)));
    d.type = "non-attack"; // a Non-Attack order has no limit to stand for its text
    EXPECT_TRUE(lists(staff().reviewDraft(d, OrderMode::Write), "text (10.1a)"));
}

TEST_F(OrderDraftReview, Rule10_2g_LooseCannonOrderCostsNothingAndIsNotPriced) {
    const DraftReview r =
        staff().reviewDraft(aideOrder("3-corps", "non-attack"), OrderMode::LooseCannon);
    EXPECT_TRUE(r.blockers.empty());
    EXPECT_EQ(r.cost, -1);
    EXPECT_EQ(r.allowance, 0);
}

TEST_F(OrderDraftReview, Rule10_5b_TheReceiverDecidesWhetherAnOrderIsAGoal) {
    EXPECT_TRUE(staff().receivesGoal(Side::French, "1-4"));       // a division
    EXPECT_FALSE(staff().receivesGoal(Side::French, "3-corps"));  // a corps
    EXPECT_TRUE(staff().receivesGoal(Side::Austrian, "Cav-2-1")); // a cavalry brigade
    EXPECT_TRUE(staff().receivesGoal(Side::Austrian, "AG-art"));  // an artillery unit
    OrderDraft d = draft(Side::French, "napoleon", "1-4", "non-attack", "IPO");
    d.inPerson = true;
    d.goal = staff().receivesGoal(d.side,
                                  d.receiver); // as the Command page and `adc order write` ask it
    act(staff().writeOrder(d));
    EXPECT_TRUE(order(1).goal);
}

TEST_F(OrderDraftReview, RuleAE2_5_FrenchReceiversAreCorpsDivisionsAndAidesOnly) {
    const auto french = staff().receivers(Side::French);
    EXPECT_TRUE(hasReceiver(french, "3-corps"));
    EXPECT_TRUE(hasReceiver(french, "1-4"));
    EXPECT_TRUE(hasReceiver(french, "mouton"));    // AE 2.3
    EXPECT_FALSE(hasReceiver(french, "1-Cav-IG")); // AE 2.5: no French brigade takes a goal
    EXPECT_FALSE(hasReceiver(french, "IG-art"));
    EXPECT_FALSE(hasReceiver(french, "army")); // 10.0a
    const auto austrian = staff().receivers(Side::Austrian);
    EXPECT_TRUE(hasReceiver(austrian, "Cav-2-1"));
    EXPECT_TRUE(hasReceiver(austrian, "AG-art"));
    EXPECT_FALSE(hasReceiver(austrian, "mouton"));
}

} // namespace adc::test
