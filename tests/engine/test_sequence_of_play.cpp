// The sequence of play (8.1, 8.2) as the checklist the players step through.
#include "adc/resolver.h"
#include "adc/sequence_of_play.h"

#include <gtest/gtest.h>

using namespace adc;

namespace {
const SequenceOfPlay& seq() {
    static const SequenceOfPlay s =
        SequenceOfPlay::load(std::string(ADC_TABLES_DIR) + "/sequence/sequence-of-play.json");
    return s;
}
} // namespace

TEST(Rule8_1_SequenceOfPlay, CommandMovementFireRallyInOrder) {
    std::vector<std::string> ids;
    for (const auto& s : seq().playerTurn())
        ids.push_back(s.id);
    const std::vector<std::string> expected{"order-issue",
                                            "attack-stoppage",
                                            "initiative",
                                            "delay-reduction",
                                            "new-order-acceptance",
                                            "movement",
                                            "cavalry-withdrawal",
                                            "defensive-fire",
                                            "offensive-fire",
                                            "straggler-recovery",
                                            "rally",
                                            "cavalry-recovery"};
    EXPECT_EQ(ids, expected);
    EXPECT_EQ(seq().turnEnd().size(), 1u);
}

TEST(Rule8_2_SequenceOfPlay, CavalryWithdrawalAndDefensiveFireAreTheNonPhasingPlayers) {
    for (const auto& s : seq().playerTurn()) {
        const bool nonPhasing = s.id == "cavalry-withdrawal" || s.id == "defensive-fire";
        EXPECT_EQ(s.who, nonPhasing ? "non-phasing" : "phasing") << s.id;
    }
}

TEST(Rule8_1_SequenceOfPlay, SecondPlayerRepeatsThenTheTurnMarkerAdvances) {
    const int perPlayer = static_cast<int>(seq().playerTurn().size());
    PlayPosition p = seq().after(perPlayer - 1);
    EXPECT_EQ(seq().step(p).id, "cavalry-recovery");
    p = seq().next(p);
    EXPECT_EQ(p.playerTurn, 1);
    EXPECT_EQ(seq().step(p).id, "order-issue");
    p = seq().after(2 * perPlayer);
    EXPECT_EQ(p.playerTurn, 2);
    EXPECT_EQ(seq().step(p).id, "turn-marker-advance");
    p = seq().next(p);
    EXPECT_EQ(p, (PlayPosition{2, 0, 0}));
    EXPECT_EQ(seq().after(3 * (2 * perPlayer + 1)), (PlayPosition{4, 0, 0}));
}

TEST(Rule8_1_SequenceOfPlay, EveryToolIsAResolver) {
    for (const auto& s : seq().playerTurn())
        for (const auto& t : s.tools)
            EXPECT_NO_THROW(resolver(t)) << s.id << " names " << t;
}
