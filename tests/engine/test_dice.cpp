// Rule 5.3: 11..66 rolls (red die tens, white die units); one die; two dice summed.
#include "adc/dice.h"
#include "adc/dice_exchange.h"
#include "adc/errors.h"

#include <gtest/gtest.h>

#include <set>

using namespace adc;

TEST(Rule5_3_Dice, ElevenToSixtySixRefusesImpossibleValues) {
    for (int bad : {0, 7, 10, 17, 27, 60, 67, 70, 77, 100})
        EXPECT_THROW(checkRoll(DiceKind::D66, bad), InvalidInput) << bad;
    for (int ok : {11, 16, 25, 46, 61, 66})
        EXPECT_EQ(checkRoll(DiceKind::D66, ok), ok);
}

TEST(Rule5_3_Dice, MessageSaysWhatIsValid) {
    try {
        checkRoll(DiceKind::D66, 17);
        FAIL();
    } catch (const InvalidInput& e) {
        const std::string m = e.what();
        EXPECT_NE(m.find("17"), std::string::npos);
        EXPECT_NE(m.find("11-16"), std::string::npos);
        EXPECT_NE(m.find("5.3"), std::string::npos);
    }
}

TEST(Rule5_3_Dice, OneDieAndTwoDiceRanges) {
    EXPECT_THROW(checkRoll(DiceKind::D6, 0), InvalidInput);
    EXPECT_THROW(checkRoll(DiceKind::D6, 7), InvalidInput);
    EXPECT_EQ(checkRoll(DiceKind::D6, 6), 6);
    EXPECT_THROW(checkRoll(DiceKind::TwoD6, 1), InvalidInput);
    EXPECT_THROW(checkRoll(DiceKind::TwoD6, 13), InvalidInput);
    EXPECT_EQ(checkRoll(DiceKind::TwoD6, 12), 12);
}

TEST(Rule5_3_Dice, OutcomesAndWeights) {
    const auto d66 = diceOutcomes(DiceKind::D66);
    ASSERT_EQ(d66.size(), 36u);
    EXPECT_EQ(d66.front().value, 11);
    EXPECT_EQ(d66.back().value, 66);
    const auto two = diceOutcomes(DiceKind::TwoD6);
    ASSERT_EQ(two.size(), 11u);
    int total = 0;
    for (const auto& o : two)
        total += o.weight;
    EXPECT_EQ(total, 36);
    EXPECT_EQ(two[5].value, 7);
    EXPECT_EQ(two[5].weight, 6);
    EXPECT_EQ(two[0].weight, 1);
}

TEST(Rule5_3_Dice, SeededRollsReplayExactly) {
    DiceRoller a(1234), b(1234);
    for (int i = 0; i < 200; ++i) {
        const auto ra = a.roll(DiceKind::D66, "roll");
        const auto rb = b.roll(DiceKind::D66, "roll");
        EXPECT_EQ(ra.value, rb.value);
        ASSERT_EQ(ra.faces.size(), 2u);
        EXPECT_EQ(ra.value, ra.faces[0] * 10 + ra.faces[1]); // red is the tens
        EXPECT_NO_THROW(checkRoll(DiceKind::D66, ra.value));
    }
}

TEST(Rule5_3_Dice, AppDiceReachEveryFace) {
    DiceRoller r(7);
    std::set<int> seen;
    for (int i = 0; i < 2000; ++i)
        seen.insert(r.roll(DiceKind::D6, "roll").value);
    EXPECT_EQ(seen, (std::set<int>{1, 2, 3, 4, 5, 6}));
    for (int i = 0; i < 2000; ++i) {
        const int v = r.roll(DiceKind::TwoD6, "roll").value;
        EXPECT_GE(v, 2);
        EXPECT_LE(v, 12);
    }
}

// The player's dice where he gives them, the app's for the rest, thrown in turn from one seed:
// the same seed throws what a DiceRoller of that seed throws, skipping no die for one given.
TEST(Rule5_3_Dice, PlayerDiceWhereGivenAndTheAppsInTurnFromOneSeed) {
    DiceRoller r(1234);
    const int first = r.roll(DiceKind::D6, "roll").value;
    const int second = r.roll(DiceKind::TwoD6, "roll").value;
    PlayerOrAppDice d(1234);
    EXPECT_EQ(d(4, DiceKind::D6), 4);
    EXPECT_EQ(d(std::nullopt, DiceKind::D6), first);
    EXPECT_EQ(d(9, DiceKind::TwoD6), 9);
    EXPECT_EQ(d(std::nullopt, DiceKind::TwoD6), second);
    PlayerOrAppDice fresh;
    EXPECT_NO_THROW(checkRoll(DiceKind::TwoD6, fresh(std::nullopt, DiceKind::TwoD6)));
}

// #33 item 6: the app's dice between a seat and its host, commit–reveal. The seed comes from
// both values (and the action's place in its request); a host value that is not the one
// committed to, a commitment the seat was never given, or a seat value it never sent, is
// refused.
TEST(Rule5_3_DiceExchange, BothValuesMakeTheSeedAndNeitherMayChangeAfterTheCommitment) {
    adc::DiceExchange x;
    x.host = adc::diceValue();
    x.commit = adc::diceCommitment(x.host);
    x.seat = adc::diceValue();
    EXPECT_EQ(x.commit.size(), 64u);
    EXPECT_TRUE(adc::isDiceValue(x.host));
    const std::uint64_t seed = x.seed();
    EXPECT_EQ(adc::DiceExchange::fromJson(x.toJson()).seed(), seed); // anyone checks it again
    adc::DiceExchange other = x;
    other.index = 1;
    EXPECT_NE(other.seed(), seed);
    other = x;
    other.seat = adc::diceValue();
    EXPECT_NE(other.seed(), seed); // the seat's part counts
    EXPECT_NO_THROW(x.checkFor(x.commit, x.seat));

    adc::DiceExchange changed = x; // the host's value changed after it committed
    changed.host = adc::diceValue();
    EXPECT_THROW(changed.seed(), adc::InvalidInput);
    EXPECT_THROW(changed.checkFor(x.commit, x.seat), adc::InvalidInput);
    adc::DiceExchange recommitted = changed; // and a commitment made anew to match it
    recommitted.commit = adc::diceCommitment(changed.host);
    EXPECT_NO_THROW(recommitted.seed());
    EXPECT_THROW(recommitted.checkFor(x.commit, x.seat), adc::InvalidInput); // not the seat's
    EXPECT_THROW(x.checkFor(x.commit, adc::diceValue()), adc::InvalidInput);

    nlohmann::json bad = x.toJson();
    bad["host"] = "zz";
    EXPECT_THROW(adc::DiceExchange::fromJson(bad), adc::InvalidInput);
    bad = x.toJson();
    bad["seed"] = 4;
    EXPECT_THROW(adc::DiceExchange::fromJson(bad), adc::InvalidInput);
}

// The commitment is SHA-256 as everyone computes it (FIPS 180-2's "abc" example), so a
// player may check the host's with any tool; the values are hexadecimal text.
TEST(Rule5_3_DiceExchange, TheCommitmentIsTheStandardSha256OfTheValue) {
    EXPECT_EQ(adc::diceCommitment("abc"),
              "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const std::string v = adc::diceValue();
    EXPECT_EQ(v.size(), 32u);
    EXPECT_NE(adc::diceValue(), v);
    EXPECT_TRUE(adc::isDiceValue("0123456789ABCdef"));
    EXPECT_FALSE(adc::isDiceValue("0123456789abcdeg"));
    EXPECT_FALSE(adc::isDiceValue("0123456789abcde")); // 15 digits: too few
}
