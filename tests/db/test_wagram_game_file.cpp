// A Wagram 1809 game in its file: the same GameSession as Aspern-Essling's, its state made by
// its module (adc/module_start.h), its face-down markers kept from the other side's history.
#include "adc/errors.h"
#include "adc/module_start.h"
#include "adc/wagram/wagram_kinds.h"
#include "adc/wagram/wagram_state.h"

#include "game_file_fixture.h"

#include <gtest/gtest.h>

using namespace adc;
using namespace adc::test;
namespace wk = adc::wagram::kinds;
using nlohmann::json;

namespace {

GameSession::StartState wagramStart() {
    return [](const GameModule& m, const json& info) {
        return startState(m, info, {ADC_TABLES_DIR, nullptr, nullptr});
    };
}

const wagram::WagramState& wagramOf(const GameSession& s) {
    return dynamic_cast<const wagram::WagramState&>(s.game().moduleState());
}

Action act(const char* kind, json payload, const std::string& side = "") {
    return {0, kind, side, std::move(payload), {}, {}};
}

bool mentions(const std::vector<const Action*>& history, const std::string& word) {
    for (const Action* a : history)
        if (a->summary.find(word) != std::string::npos ||
            a->payload.dump().find(word) != std::string::npos)
            return true;
    return false;
}

} // namespace

TEST(WagramGameFile, Wagram12_5_AGameIsCreatedOpenedAndReplayedFromItsFile) {
    TempDir dir("adc-wagram-file");
    const std::string path = dir.file("5-july.adc");
    {
        GameSession s = GameSession::create(
            path, {{"game", "wagram-1809"}, {"scenario", "14.2"}, {"title", "5 July"}},
            wagramStart());
        EXPECT_EQ(s.file().info()["game_version"], 1);
        s.perform(act(wk::Place, {{"orders", {"IV", "II", "It"}}, {"admin", {"R"}}}, "french"));
        s.perform(
            act(wk::Place, {{"orders", {"I", "II", "IV"}}, {"admin", json::array()}}, "austrian"));
        s.perform(act(wk::Reveal, {{"side", "french"}}));
        s.perform(act(wk::Pick, {{"corps", "Gd"}}, "french"));
        // Refused: nothing written.
        EXPECT_THROW(s.perform(act(wk::Pick, {{"corps", "D"}}, "french")), InvalidInput);
        EXPECT_EQ(s.game().log().all().size(), 4u);
    }
    const GameSession again = GameSession::open(path, wagramStart());
    EXPECT_EQ(again.game().log().all().size(), 4u);
    EXPECT_EQ(wagramOf(again).phase(), wagram::Phase::Play);
    EXPECT_EQ(wagramOf(again).view(Side::French)["orders_tables"]["french"]["orders"][2]["corps"],
              "Gd");
    // 9.0: the Austrian's history has the reveal, never the French placement or pick.
    const auto austrian = again.history(Side::Austrian);
    EXPECT_TRUE(mentions(austrian, "IV (Massena) is activated"));
    EXPECT_FALSE(mentions(austrian, "Gd"));
    EXPECT_FALSE(mentions(austrian, "Walther"));
    EXPECT_TRUE(mentions(again.history(Side::French), "Walther"));
}

TEST(WagramGameFile, Wagram9_0_TheOtherSideCannotTakeBackASecretPick) {
    TempDir dir("adc-wagram-undo");
    const std::string path = dir.file("undo.adc");
    GameSession s =
        GameSession::create(path, {{"game", "wagram-1809"}, {"scenario", "14.2"}}, wagramStart());
    s.perform(act(wk::Place, {{"orders", {"IV", "II", "It"}}, {"admin", json::array()}}, "french"));
    EXPECT_THROW(s.undo(Side::Austrian), InvalidInput);
    EXPECT_EQ(s.game().log().all().size(), 1u);
    s.undo(Side::French);
    EXPECT_FALSE(wagramOf(s).table(Side::French).placed());
}

TEST(WagramGameFile, AWagramFileWithoutAKnownScenarioIsRefusedUntouched) {
    TempDir dir("adc-wagram-bad");
    // No file is made for a scenario the game does not have.
    EXPECT_THROW(GameSession::create(dir.file("x.adc"),
                                     {{"game", "wagram-1809"}, {"scenario", "9"}}, wagramStart()),
                 InvalidInput);
    EXPECT_FALSE(fs::exists(dir.file("x.adc")));
    EXPECT_THROW(GameSession::create(dir.file("y.adc"), {{"game", "wagram-1809"}}, wagramStart()),
                 InvalidInput);
    EXPECT_FALSE(fs::exists(dir.file("y.adc")));
}
