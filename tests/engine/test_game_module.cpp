// Which game a game file is of: its settings name the game and the version of its rules.
#include "adc/errors.h"
#include "adc/game_module.h"
#include "adc/play_mode.h"
#include "adc/scenarios/scenario_game_info.h"

#include <gtest/gtest.h>

using namespace adc;

TEST(GameModule, AFileWithoutAGameIsAnAspernEsslingGameOfVersion1) {
    const GameModule& m = gameModuleOf(nlohmann::json::object());
    EXPECT_EQ(m.id, "aspern-essling");
    EXPECT_EQ(m.version, 1);
    EXPECT_EQ(&gameModuleOf({{"game", "aspern-essling"}, {"game_version", 1}}), &m);
    EXPECT_EQ(moduleInfo(m), (nlohmann::json{{"game", "aspern-essling"}, {"game_version", 1}}));
}

TEST(GameModule, AnotherGameOrALaterVersionIsRefusedNamingWhatThisAppHas) {
    try {
        gameModuleOf({{"game", "austerlitz-1805"}});
        FAIL();
    } catch (const UnknownGame& e) {
        EXPECT_EQ(std::string(e.what()),
                  "it is a game of \"austerlitz-1805\", which this Aide-de-Camp does not have; it "
                  "has Aspern-Essling 1809 (aspern-essling, version 1), Wagram 1809 (wagram-1809, "
                  "version 1)");
    }
    EXPECT_THROW(gameModuleOf({{"game", "aspern-essling"}, {"game_version", 2}}), UnknownGame);
    EXPECT_THROW(gameModuleOf({{"game", 7}}), UnknownGame);
    EXPECT_THROW(gameModuleOf({{"game_version", "1"}}), UnknownGame);
}

TEST(GameModule, TheGameVersionSettingIsAWholeNumber) {
    EXPECT_NO_THROW(checkGameInfo({{"game", "aspern-essling"}, {"game_version", 1}}));
    EXPECT_THROW(checkGameInfo({{"game_version", 0}}), InvalidInput);
    EXPECT_THROW(checkGameInfo({{"game_version", "1"}}), InvalidInput);
    EXPECT_THROW(checkGameInfo({{"game_version", 1.5}}), InvalidInput);
}

// 3.2, 9.0: who sits at the game is one of four ways, read by one parser in every game's
// settings and refused otherwise, naming the four.
TEST(GameModule, Rule9_0_PlayIsOneOfFourWaysToSitAtTheGame) {
    for (PlayMode m :
         {PlayMode::TwoPlayers, PlayMode::HotSeat, PlayMode::Solitaire, PlayMode::Umpire}) {
        EXPECT_EQ(playModeNamed(playModeName(m)), m);
        EXPECT_EQ(parsePlayMode(playModeName(m)), m);
        EXPECT_NO_THROW(checkGameInfo({{"play", playModeName(m)}}));
    }
    EXPECT_EQ(playModeNamed("referee"), std::nullopt);
    try {
        parsePlayMode("referee");
        FAIL();
    } catch (const InvalidInput& e) {
        EXPECT_EQ(std::string(e.what()),
                  "play is two-players, hot-seat, solitaire or umpire, not referee");
    }
    try {
        checkGameInfo({{"play", 2}});
        FAIL();
    } catch (const InvalidInput& e) {
        EXPECT_EQ(std::string(e.what()),
                  "the game's play must be two-players, hot-seat, solitaire or umpire");
    }
    EXPECT_EQ(playModeOf(nlohmann::json::object()), PlayMode::TwoPlayers);
    EXPECT_EQ(playModeOf({{"play", "umpire"}}), PlayMode::Umpire);
}

TEST(GameModule, FoundByItsIdAndPlayedByTheNbsRulebook) {
    const GameModule& ae = gameModule("aspern-essling");
    EXPECT_EQ(ae.title, "Aspern-Essling 1809");
    EXPECT_EQ(ae.rulebook, "nbs");
    EXPECT_THROW(gameModule("austerlitz"), UnknownGame);
}

TEST(GameModule, AGameTakesOnlyTheResolversOfItsRulebook) {
    const GameModule& ae = gameModule("aspern-essling");
    EXPECT_TRUE(readsRulesOf(ae, "fire"));
    EXPECT_FALSE(readsRulesOf(ae, "wagram-combat"));
    EXPECT_NO_THROW(checkResolverOf(ae, "morale"));
    try {
        checkResolverOf(ae, "wagram-rally");
        FAIL();
    } catch (const InvalidInput& e) {
        EXPECT_NE(std::string(e.what()).find("Wagram 1809"), std::string::npos);
    }
}
