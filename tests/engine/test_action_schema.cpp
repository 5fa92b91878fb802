// Every action is checked against its kind's schema (engine/src/action_schema.cpp) before
// it is written and when a stored log is replayed: nonsense is refused, naming the action.
#include "adc/action_kinds.h"
#include "adc/action_schema.h"
#include "adc/errors.h"
#include "adc/game.h"
#include "adc/game_state.h"
#include "adc/scenarios/scenario_game_info.h"

#include "oob_fixture.h"

#include <gtest/gtest.h>

using namespace adc;
using namespace adc::test;
using nlohmann::json;

namespace {

std::string refusal(const Action& a) {
    try {
        checkActionPayload(a);
    } catch (const InvalidInput& e) {
        return e.what();
    }
    ADD_FAILURE() << a.kind << " " << a.payload.dump() << " was accepted";
    return "";
}

// Replays `log` (as stored: seq, summary) and returns why it was refused.
std::string replayRefusal(const std::vector<Action>& log) {
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    Game g(fr, au);
    try {
        g.load(log);
    } catch (const InvalidInput& e) {
        return e.what();
    }
    ADD_FAILURE() << "the log replayed";
    return "";
}

Action stored(std::int64_t seq, const std::string& kind, const std::string& side, json payload) {
    return {seq, kind, side, std::move(payload), "2026-12-01T00:00:00Z", "stored"};
}

} // namespace

TEST(ActionSchema, EveryKindTheEngineAppliesHasASchema) {
    for (const char* kind : {"mark", "recover-stragglers", "lose-guns", "advance", "order-write",
                             "order-preset", "initiative", "emergency-retreat", "victory-input",
                             "roll", "undo", "redo", "clear-low-ammo"})
        EXPECT_NE(actionSchema(kind), nullptr) << kind;
    for (const auto& s : actionSchemas())
        EXPECT_FALSE(s.kind.empty());
}

// One table of actions: each kind with a schema has its handler in the engine (undo and
// redo are the log's own), and a name the engine does not know is refused.
TEST(ActionTable, EverySchemaKindHasItsHandler) {
    for (const auto& s : actionSchemas()) {
        if (s.kind == kinds::Undo || s.kind == kinds::Redo) continue;
        EXPECT_TRUE(GameState::applies(s.kind)) << s.kind;
        EXPECT_FALSE(s.rule.empty()) << s.kind;
    }
    EXPECT_FALSE(GameState::applies("marks"));
    EXPECT_TRUE(CommandState::handles(kinds::OrderWrite));
    EXPECT_FALSE(CommandState::handles(kinds::Mark));
}

TEST(ActionSchema, Rule20_6_CasualtiesBeyondAnIntAreRefusedNotWrapped) {
    const std::string why =
        refusal({0, "mark", "french", {{"unit", "ex-1"}, {"casualties", 4294967297ull}}, "", ""});
    EXPECT_NE(why.find("\"casualties\" must be a whole number from 0 to 999, not 4294967297"),
              std::string::npos)
        << why;
}

TEST(ActionSchema, UnknownAndMissingFieldsAreRefusedNamingTheFields) {
    const std::string unknown =
        refusal({0, "mark", "french", {{"unit", "ex-1"}, {"casulties", 1}}, "", ""});
    EXPECT_NE(unknown.find("no field \"casulties\""), std::string::npos) << unknown;
    EXPECT_NE(unknown.find("unit, casualties, stragglers"), std::string::npos) << unknown;
    EXPECT_NE(refusal({0, "lose-guns", "french", {{"unit", "art-1"}}, "", ""})
                  .find("needs \"gun_points\" (27.2)"),
              std::string::npos);
    EXPECT_NE(refusal({0, "mark", "", {{"unit", "ex-1"}}, "", ""}).find("one side's action"),
              std::string::npos);
    EXPECT_NE(refusal({0, "nonsense", "", json::object(), "", ""}).find("unknown action"),
              std::string::npos);
}

TEST(ActionSchema, Rule8_1_AnAdvanceWithoutATurnIsRefused) {
    EXPECT_NE(refusal({0, "advance", "", {{"to", "movement"}}, "", ""})
                  .find("advance needs \"turn\" (8.1)"),
              std::string::npos);
}

TEST(Replay, AnUndoWhoseTargetIsTextIsRefusedNamingTheAction) {
    const std::string why =
        replayRefusal({stored(1, "mark", "french", {{"unit", "ex-1"}, {"casualties", 1}}),
                       stored(2, "undo", "french", {{"target", "\x01\x02one"}})});
    EXPECT_NE(why.find("action #2 (undo)"), std::string::npos) << why;
    EXPECT_NE(why.find("\"target\" must be a whole number"), std::string::npos) << why;
}

TEST(Replay, AnUndoNamingAnotherActionThanTheLogsIsRefused) {
    const std::string why =
        replayRefusal({stored(1, "mark", "french", {{"unit", "ex-1"}, {"casualties", 1}}),
                       stored(2, "mark", "french", {{"unit", "ex-2"}, {"casualties", 1}}),
                       stored(3, "undo", "french", {{"target", 1}})});
    EXPECT_NE(why.find("action #3 (undo): it names #1, but the action to undo there is #2"),
              std::string::npos)
        << why;
}

TEST(Replay, AnActionTheRulesRefuseIsNamedByItsNumber) {
    const std::string why =
        replayRefusal({stored(1, "mark", "french", {{"unit", "ex-1"}, {"casualties", 99}})});
    EXPECT_NE(why.find("action #1 (mark)"), std::string::npos) << why;
}

TEST(Replay, TextWithControlCharactersIsRefused) {
    const std::string why =
        replayRefusal({stored(1, "mark", "french", {{"unit", "ex\x07-1"}, {"casualties", 1}})});
    EXPECT_NE(why.find("control characters"), std::string::npos) << why;
}

TEST(GameInfo, NullOrMistypedSettingsAreRefused) {
    EXPECT_THROW(checkGameInfo(nullptr), InvalidInput);
    EXPECT_THROW(checkGameInfo({{"title", 3}}), InvalidInput);
    EXPECT_THROW(checkGameInfo({{"first_player", "prussian"}}), InvalidInput);
    EXPECT_THROW(checkGameInfo({{"scenaro", "5.1"}}), InvalidInput);
    EXPECT_NO_THROW(checkGameInfo({{"title", "Aspern"}, {"game", "aspern-essling"}}));
}
