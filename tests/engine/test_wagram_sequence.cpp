// Wagram 1809's sequence of play as data (5): the Round block repeated until the Continuation
// Phase ends the turn (11), the Administrative Phase (12), the set-up before it (12.5) and
// Scenario 3's night (14.3); every state of the game's engine is covered by a step of it.
#include "adc/errors.h"
#include "adc/resolver.h"
#include "adc/turn_sequence.h"
#include "adc/wagram/wagram_state.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace adc;

namespace {

TurnSequence wagramSequence() {
    return TurnSequence::load(std::string(ADC_TABLES_DIR) + "/wagram-1809/sequence-of-play.json");
}

std::string refusalOf(const std::string& text) {
    const auto path = std::filesystem::temp_directory_path() /
                      ("adc-sequence-" + std::to_string(::getpid()) + ".json");
    std::ofstream(path) << text;
    std::string message;
    try {
        TurnSequence::load(path.string());
    } catch (const ChartFileError& e) {
        message = e.what();
    }
    std::filesystem::remove(path);
    return message;
}

} // namespace

TEST(WagramSequence, Wagram5_ARoundIsSixPhasesRepeatedUntilTheContinuationPhaseEndsTheTurn) {
    const TurnSequence s = wagramSequence();
    ASSERT_EQ(s.turn().size(), 3u);
    const SequenceBlock& round = s.turn()[0];
    EXPECT_EQ(round.rule, "5");
    EXPECT_EQ(round.times, 0); // again and again, until...
    EXPECT_NE(round.until.find("(11)"), std::string::npos);
    std::vector<std::string> phases;
    for (const PlayStep& step : round.steps)
        if (phases.empty() || phases.back() != step.phase) phases.push_back(step.phase);
    EXPECT_EQ(phases,
              (std::vector<std::string>{"Initiative Phase", "Orders Phase", "Activation Phase",
                                        "Movement Phase", "Combat Phase", "Continuation Phase"}));
    // 7.2 comes before the initiative dice (6).
    EXPECT_EQ(round.steps[0].rule, "7.2");
    EXPECT_EQ(round.steps[1].rule, "6");
    // 12: once, after the last Round; its parts in the rule's order.
    const SequenceBlock& admin = s.turn()[1];
    EXPECT_EQ(admin.times, 1);
    std::vector<std::string> rules;
    for (const PlayStep& step : admin.steps)
        rules.push_back(step.rule);
    EXPECT_EQ(rules, (std::vector<std::string>{"12.1", "12.2", "12.3", "12.4"}));
    ASSERT_EQ(s.beforeGame().size(), 1u);
    EXPECT_EQ(s.beforeGame()[0].rule, "12.5");
    EXPECT_EQ(s.turn()[2].rule, "14.3");
}

TEST(WagramSequence, Wagram5_EveryStateOfTheGameIsAStepOfTheSequence) {
    const TurnSequence s = wagramSequence();
    using wagram::Phase;
    for (Phase p : {Phase::Placement, Phase::Initiative, Phase::Orders, Phase::OrderPick,
                    Phase::Play, Phase::Administrative, Phase::Night})
        EXPECT_FALSE(s.during(wagram::phaseName(p)).empty()) << wagram::phaseName(p);
    EXPECT_TRUE(s.during(wagram::phaseName(Phase::Over)).empty());
    // The map's stretch of the Round: Activation (8) to Continuation (11).
    const auto play = s.during(wagram::phaseName(Phase::Play));
    ASSERT_EQ(play.size(), 4u);
    EXPECT_EQ(play.front()->rule, "8");
    EXPECT_EQ(play.back()->rule, "11");
}

TEST(WagramSequence, Wagram5_EveryToolIsOneOfTheGamesResolvers) {
    const TurnSequence s = wagramSequence();
    const auto check = [](const std::vector<PlayStep>& steps) {
        for (const PlayStep& step : steps)
            for (const std::string& tool : step.tools)
                EXPECT_NO_THROW(resolver(tool)) << step.id << ": " << tool;
    };
    check(s.beforeGame());
    for (const SequenceBlock& b : s.turn())
        check(b.steps);
}

TEST(WagramSequence, AMalformedSequenceFileIsRefusedWithItsPlace) {
    EXPECT_NE(refusalOf(R"({"format": 1})").find("format"), std::string::npos);
    const std::string noTurn = R"({"format": 2, "title": "t", "source": "s"})";
    EXPECT_NE(refusalOf(noTurn).find("/turn"), std::string::npos);
    const std::string badTimes =
        R"({"format": 2, "title": "t", "source": "s", "turn": [{"id": "r", "label": "R",
           "rule": "5", "times": 0, "steps": [{"id": "a", "phase": "P", "label": "L",
           "rule": "6", "who": "both", "tools": []}]}]})";
    EXPECT_NE(refusalOf(badTimes).find("/turn/0/times"), std::string::npos) << refusalOf(badTimes);
    const std::string badStep = R"({"format": 2, "title": "t", "source": "s", "turn": [{"id":
           "r", "label": "R", "rule": "5", "steps": [{"id": "a"}]}]})";
    EXPECT_NE(refusalOf(badStep).find("/turn/0/steps/0"), std::string::npos) << refusalOf(badStep);
}
