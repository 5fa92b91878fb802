// Undo and redo for a viewer (9.0): a side takes back only its own actions and those both
// sides see, never learning what the other side's action was; a secret roll taken back is
// told to the other side with its chart, not its result.
#include "oob_fixture.h"
#include "support.h"

#include "adc/dice_record.h"
#include "adc/errors.h"
#include "adc/game.h"

#include <gtest/gtest.h>

using namespace adc;
using namespace adc::test;

// Its own namespace: the unity build (#37 item 6) compiles it with other test files.
namespace undo {

namespace {

struct Table {
    OrderOfBattle fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    Game game{fr, au};
    Action act(Action a) {
        a = game.prepare(std::move(a));
        game.commit(a);
        return a;
    }
    Action mark(const std::string& side, const std::string& unit, int casualties) {
        return act({0,
                    "mark",
                    side,
                    {{"unit", unit}, {"casualties", casualties}, {"stragglers", 0}},
                    "",
                    ""});
    }
    Action undo(std::optional<Side> by, const char* kind = "undo") {
        Action a{0, kind, "", nlohmann::json::object(), "", ""};
        if (by) a.payload["by"] = sideName(*by);
        return act(a);
    }
};

} // namespace

TEST(Rule9_0_Undo, ASideUndoesOnlyItsOwnLastActionAndLearnsNothingOfTheOthers) {
    Table t;
    t.mark("french", "ex-1", 1);
    t.mark("austrian", "ex-4", 2); // the Austrian secret: a loss on ex-4
    const std::string no = t.game.undoRefusal("undo", Side::French);
    ASSERT_FALSE(no.empty());
    EXPECT_NE(no.find("9.0"), std::string::npos);
    EXPECT_EQ(no.find("ex-4"), std::string::npos) << no; // nothing of what it was
    EXPECT_EQ(no.find("casualt"), std::string::npos) << no;
    EXPECT_EQ(refusal([&] { t.undo(Side::French); }), no);
    EXPECT_EQ(t.game.log().all().size(), 2u); // refused: nothing recorded
    EXPECT_EQ(t.game.state().losses(Side::Austrian).row("ex-4").casualties, 2);
    // The Austrian player may, and the umpire may.
    EXPECT_TRUE(t.game.undoRefusal("undo", Side::Austrian).empty());
    EXPECT_TRUE(t.game.undoRefusal("undo", std::nullopt).empty());
    const Action u = t.undo(Side::Austrian);
    EXPECT_EQ(u.side, "austrian"); // as secret as what it undid
    EXPECT_EQ(u.payload["by"], "austrian");
    EXPECT_EQ(t.game.state().losses(Side::Austrian).row("ex-4").casualties, 0);
    // Now the latest in force is French.
    EXPECT_FALSE(t.game.undoRefusal("undo", Side::Austrian).empty());
    EXPECT_TRUE(t.game.undoRefusal("undo", Side::French).empty());
}

TEST(Rule9_0_Undo, RedoFollowsTheSameRule) {
    Table t;
    t.mark("austrian", "ex-4", 1);
    t.undo(std::nullopt); // the umpire takes it back
    EXPECT_FALSE(t.game.undoRefusal("redo", Side::French).empty());
    EXPECT_THROW(t.undo(Side::French, "redo"), InvalidInput);
    t.undo(Side::Austrian, "redo");
    EXPECT_EQ(t.game.state().losses(Side::Austrian).row("ex-4").casualties, 1);
}

TEST(Rule9_0_Undo, ActionsBothSidesSeeAreEitherSidesToTakeBack) {
    Table t;
    t.act({0, "victory-input", "", {{"terrain_french", 3}}, "", ""});
    EXPECT_TRUE(t.game.undoRefusal("undo", Side::French).empty());
    EXPECT_TRUE(t.game.undoRefusal("undo", Side::Austrian).empty());
    EXPECT_EQ(t.undo(Side::Austrian).side, "");
}

TEST(Rule9_0_Undo, UndoToHereStopsAtTheOtherSidesActions) {
    Table t;
    const Action first = t.mark("french", "ex-1", 1);
    const Action second = t.mark("french", "ex-1", 1);
    t.mark("austrian", "ex-4", 1);
    t.mark("french", "ex-2", 1);
    const std::string no = t.game.undoToRefusal(first.seq, Side::French);
    ASSERT_FALSE(no.empty());
    EXPECT_NE(no.find("9.0"), std::string::npos);
    EXPECT_EQ(no.find("ex-4"), std::string::npos) << no;
    EXPECT_FALSE(t.game.undoToRefusal(first.seq, Side::Austrian)
                     .empty()); // nor the French ones the Austrian
    EXPECT_TRUE(t.game.undoToRefusal(first.seq, std::nullopt).empty()); // the umpire may
    // An action the viewer does not see is not one to undo back to, whether or not it is in force.
    EXPECT_EQ(
        t.game.undoToRefusal(3, Side::French),
        "action #3 is not an action of the French history still in force; nothing to undo back to");
    EXPECT_EQ(
        t.game.undoToRefusal(9, Side::French),
        "action #9 is not an action of the French history still in force; nothing to undo back to");
    EXPECT_TRUE(
        t.game.undoToRefusal(second.seq + 2, Side::French).empty()); // only its own later action
}

TEST(Rule9_0_Undo, EveryRowOfTheHistoryIsOfferedUndoToHereByTheSameRule) {
    using To = Game::UndoTo;
    Table t;
    t.mark("french", "ex-1", 1);   // #1
    t.mark("austrian", "ex-4", 1); // #2
    t.mark("french", "ex-1", 1);   // #3
    t.mark("french", "ex-2", 1);   // #4
    t.undo(Side::French);          // #5 takes back #4
    const std::vector<To> french = t.game.undoableTo(Side::French);
    EXPECT_EQ(french, (std::vector<To>{To::NotInHistory, To::OthersLater, To::NotInHistory,
                                       To::Allowed, To::NotInHistory, To::NotInHistory}));
    const std::vector<To> umpire = t.game.undoableTo(std::nullopt);
    EXPECT_EQ(umpire[1], To::Allowed);
    EXPECT_EQ(umpire[4], To::NotInHistory); // undone
    for (std::int64_t seq = 1; seq <= 5; ++seq)
        EXPECT_EQ(t.game.undoToRefusal(seq, Side::French).empty(),
                  french[static_cast<std::size_t>(seq)] == To::Allowed)
            << seq;
}

TEST(Rule9_0_RollTakenBack, ASecretRollTakenBackIsToldToTheOtherSideWithoutItsResult) {
    Table t;
    const Action roll =
        t.act({0,
               "roll",
               "french",
               {{"resolver", "acceptance"}, {"result", {{"result", "D6"}, {"roll", 63}}}},
               "",
               ""});
    const Action u = t.undo(Side::French);
    EXPECT_EQ(u.side, ""); // both sides see it
    EXPECT_EQ(u.payload["target"], roll.seq);
    EXPECT_EQ(u.payload["roll"]["side"], "french");
    EXPECT_EQ(u.payload["roll"]["chart"], "Order Acceptance");
    EXPECT_NE(u.summary.find("French roll on the Order Acceptance"), std::string::npos)
        << u.summary;
    EXPECT_NE(u.summary.find("taken back"), std::string::npos);
    EXPECT_EQ(u.summary.find("D6"), std::string::npos) << u.summary; // not the result
    EXPECT_EQ(u.payload.dump().find("D6"), std::string::npos);
    const Action r = t.undo(Side::French, "redo"); // brought back: the same dice, told too
    EXPECT_EQ(r.side, "");
    EXPECT_NE(r.summary.find("brought back"), std::string::npos);
}

TEST(Rule9_0_RollTakenBack, ActionsThatThrowDiceAreKnownToTheEngine) {
    const auto on = [](const std::string& kind, nlohmann::json payload = nlohmann::json::object()) {
        return rollIn({0, kind, "french", std::move(payload), "", ""});
    };
    EXPECT_EQ(on("order-accept")->title, "Order Acceptance");
    EXPECT_EQ(on("order-delay")->title, "Delay Reduction");
    EXPECT_EQ(on("initiative")->title, "Initiative");
    EXPECT_EQ(on("attack-stoppage")->title, "Corps Attack Stoppage");
    EXPECT_EQ(on("emergency-retreat")->title, "Straggler Table");
    EXPECT_EQ(on("recover-stragglers")->title, "Straggler Recovery");
    EXPECT_EQ(on("roll", {{"resolver", "fire"}})->title, "Fire Combat");
    EXPECT_FALSE(on("mark").has_value());
    EXPECT_FALSE(on("order-write").has_value());
}

TEST(Rule9_0_RollTakenBack, AnAustrianRollTakenBackReadsAsEnglish) {
    Table t;
    t.act({0,
           "roll",
           "austrian",
           {{"resolver", "acceptance"}, {"result", {{"result", "D6"}, {"roll", 63}}}},
           "",
           ""});
    const Action u = t.undo(Side::Austrian);
    EXPECT_NE(u.summary.find("an Austrian roll on the Order Acceptance"), std::string::npos)
        << u.summary;
}

// 9.0 at one laptop: the French player marks the hits of his fire on the Austrian chart from
// his own screen; the mark stays the Austrian's secret, but the French player may take it
// back, and the history says who made it.
TEST(Rule9_0_Undo, AMarkMadeFromTheOtherSidesScreenIsItsMakersToTakeBack) {
    Table t;
    t.mark("french", "ex-1", 1);
    Action a{0,  "mark", "austrian", {{"unit", "ex-4"}, {"casualties", 1}, {"stragglers", 0}},
             "", ""};
    a.payload["by"] = "french";
    const Action made = t.act(a);
    EXPECT_NE(made.summary.find("marked from the French player's screen"), std::string::npos)
        << made.summary;
    EXPECT_TRUE(t.game.undoRefusal("undo", Side::French).empty());   // his own mark
    EXPECT_TRUE(t.game.undoRefusal("undo", Side::Austrian).empty()); // on his own chart
    const Action u = t.undo(Side::French);
    EXPECT_EQ(u.side, "austrian"); // as secret as the mark
    EXPECT_EQ(t.game.state().losses(Side::Austrian).row("ex-4").casualties, 0);
    a.payload["by"] = "austrian"; // a side's own mark names no one
    EXPECT_THROW(t.act(a), InvalidInput);
}

} // namespace undo
