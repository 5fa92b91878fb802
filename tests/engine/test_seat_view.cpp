// 9.0 with each side at its own laptop: a seat replays the log as adc::seatLog gives it, with
// the other side's actions as stand-ins, and holds exactly what its side may know.
#include "adc/seat_view.h"

#include "command_fixture.h"

#include <algorithm>

namespace adc::test {

namespace {

using nlohmann::json;

const std::string kAustrianOrderText = "Attack Aspern from the north";

// Both sides' staffs at work in one turn: orders, initiative, a loose cannon, losses, undo
// and redo of secret and public actions, and a secret roll taken back.
class SeatView : public CommandGame {
  protected:
    void SetUp() override {
        rate("french", "napoleon", 3);
        rate("french", "massena", 2);
        rate("french", "davout", 3);
        rate("austrian", "charles", 3);
        rate("austrian", "hiller", 2);
        at(1, "order-issue", Side::French);
        OrderDraft w = draft(Side::French, "napoleon", "4-corps", "attack", "AO");
        w.mp = 25;
        act(staff().writeOrder(w));
        act("mark", "french", {{"unit", "57 Line-3-2"}, {"stragglers", 1}});
        at(1, "initiative", Side::French);
        act(staff().rollInitiative(Side::French, "massena", dice(14))); // a loose cannon: public
        OrderDraft lc = draft(Side::French, "massena", "", "attack", "");
        lc.direction = "straight at the Austrian guns";
        act(staff().looseCannonOrder(lc));

        at(1, "order-issue", Side::Austrian);
        OrderDraft a = draft(Side::Austrian, "charles", "6-corps", "attack", "AW");
        a.mp = 7;
        a.text = kAustrianOrderText;
        act(staff().writeOrder(a));
        act("mark", "austrian", {{"unit", "11-1-1"}, {"casualties", 1}});
        act("mark", "austrian", {{"unit", "17-1-1"}, {"casualties", 1}});
        act(undo(Side::Austrian)); // the second mark taken back: as secret as the mark
        at(1, "initiative", Side::Austrian);
        act(staff().rollInitiative(Side::Austrian, "hiller", dice(64)));
        act(undo(Side::Austrian)); // a secret roll taken back: both are told, not its result
        act(staff().rollInitiative(Side::Austrian, "hiller", dice(65)));
        act(undo(Side::Austrian));
        act(redo(Side::Austrian));
    }
    static Action undo(Side by) { return {0, "undo", "", {{"by", sideName(by)}}, "", ""}; }
    static Action redo(Side by) { return {0, "redo", "", {{"by", sideName(by)}}, "", ""}; }
    // The game a seat of `viewer` holds: the same settings, its copy of the log replayed.
    Game seat(std::optional<Side> viewer) const {
        Game g(frenchArmy(), austrianArmy(), frenchFirst());
        g.load(seatLog(game.log().all(), viewer));
        return g;
    }
    static std::vector<std::string> statuses(const Game& g, Side s) {
        std::vector<std::string> out;
        for (const Order* o : g.state().command().ordersOf(s))
            out.push_back(std::to_string(o->number) + " " + o->statusText());
        return out;
    }
};

} // namespace

TEST_F(SeatView, Rule9_0_ASeatHoldsItsOwnSideWholeAndNothingOfTheOthers) {
    const Game french = seat(Side::French);
    EXPECT_EQ(statuses(french, Side::French), statuses(game, Side::French));
    EXPECT_TRUE(statuses(french, Side::Austrian).empty()); // 9.0b: orders are secret
    EXPECT_FALSE(statuses(game, Side::Austrian).empty());
    EXPECT_EQ(french.state().losses(Side::French).row("57 Line-3-2").stragglers, 1);
    EXPECT_EQ(game.state().losses(Side::Austrian).row("11-1-1").casualties, 1);
    EXPECT_EQ(french.state().losses(Side::Austrian).row("11-1-1").casualties, 0); // 9.0a
    EXPECT_EQ(french.state().stepsTaken(), game.state().stepsTaken()); // the turn is public

    const Game austrian = seat(Side::Austrian);
    EXPECT_EQ(statuses(austrian, Side::Austrian), statuses(game, Side::Austrian));
    EXPECT_EQ(austrian.state().losses(Side::Austrian).row("11-1-1").casualties, 1);
    EXPECT_EQ(austrian.state().losses(Side::Austrian).row("17-1-1").casualties, 0); // undone
    EXPECT_EQ(austrian.state().losses(Side::French).row("57 Line-3-2").stragglers, 0);
    // The loose cannon's order is public (10.2g): the Austrian seat has it.
    EXPECT_EQ(statuses(austrian, Side::French).size(), 1u);

    const Game umpire = seat(std::nullopt);
    EXPECT_EQ(statuses(umpire, Side::French), statuses(game, Side::French));
    EXPECT_EQ(statuses(umpire, Side::Austrian), statuses(game, Side::Austrian));
}

TEST_F(SeatView, Rule9_0_TheFrenchSeatReceivesNoWordOfAnAustrianOrderOrRoll) {
    const std::string sent = json(seatLog(game.log().all(), Side::French).size()).dump() + [&] {
        std::string all;
        for (const Action& a : seatLog(game.log().all(), Side::French))
            all += a.kind + a.side + a.payload.dump() + a.summary + "\n";
        return all;
    }();
    EXPECT_EQ(sent.find(kAustrianOrderText), std::string::npos);
    EXPECT_EQ(sent.find("hiller"), std::string::npos); // the roll, its leader and its dice
    EXPECT_EQ(sent.find("11-1-1"), std::string::npos); // the Austrian marks
    EXPECT_NE(sent.find("straight at the Austrian guns"), std::string::npos); // 10.2g: public
    // Every place of the log is held, so the numbers and undo line up with the host's.
    EXPECT_EQ(seatLog(game.log().all(), Side::French).size(), game.log().all().size());
}

TEST_F(SeatView, Rule9_0_UndoAndRedoLineUpWithTheHostsLog) {
    for (const auto viewer : {std::optional<Side>(Side::French),
                              std::optional<Side>(Side::Austrian), std::optional<Side>()}) {
        const Game s = seat(viewer);
        EXPECT_EQ(s.log().undoTarget(), game.log().undoTarget());
        EXPECT_EQ(s.log().redoTarget(), game.log().redoTarget());
        for (const auto who : {Side::French, Side::Austrian})
            EXPECT_EQ(s.undoRefusal("undo", who), game.undoRefusal("undo", who));
    }
    // The last action in force is the Austrian roll brought back: the French may not undo it,
    // and the refusal the French seat gives says nothing of it.
    const Game french = seat(Side::French);
    EXPECT_NE(french.undoRefusal("undo", Side::French).find("9.0"), std::string::npos);
}

TEST_F(SeatView, Rule9_0_AStandInIsNeverAPlayersActionAndHoldsNothing) {
    EXPECT_THROW(game.prepare({0, "withheld", "austrian", json::object(), "", ""}), InvalidInput);
    std::vector<Action> log = seatLog(game.log().all(), Side::French);
    const auto stand =
        std::find_if(log.begin(), log.end(), [](const Action& a) { return a.kind == "withheld"; });
    ASSERT_NE(stand, log.end());
    stand->payload = {{"unit", "11-1-1"}};
    Game g(frenchArmy(), austrianArmy(), frenchFirst());
    EXPECT_THROW(g.load(log), InvalidInput);
}

TEST_F(SeatView, Rule9_0_ASeatFollowsTheHostActionByActionAsAWholeReplayWould) {
    const std::vector<Action> log = seatLog(game.log().all(), Side::French);
    for (const std::size_t chunk : {std::size_t(1), std::size_t(3)}) {
        Game followed(frenchArmy(), austrianArmy(), frenchFirst());
        for (std::size_t i = 0; i < log.size(); i += chunk)
            followed.extend(std::vector<Action>(
                log.begin() + static_cast<std::ptrdiff_t>(i),
                log.begin() + static_cast<std::ptrdiff_t>(std::min(log.size(), i + chunk))));
        const Game whole = seat(Side::French);
        EXPECT_EQ(statuses(followed, Side::French), statuses(whole, Side::French));
        EXPECT_EQ(followed.state().losses(Side::French).row("57 Line-3-2").stragglers,
                  whole.state().losses(Side::French).row("57 Line-3-2").stragglers);
        EXPECT_EQ(followed.state().stepsTaken(), whole.state().stepsTaken());
        EXPECT_EQ(followed.log().undoTarget(), whole.log().undoTarget());
        EXPECT_EQ(followed.log().redoTarget(), whole.log().redoTarget());
    }
}

TEST_F(SeatView, Rule9_0_ActionsThatDoNotReplayAreFollowedNotAtAll) {
    Game followed(frenchArmy(), austrianArmy(), frenchFirst());
    std::vector<Action> log = seatLog(game.log().all(), Side::French);
    followed.extend({log.begin(), log.begin() + 3});
    std::vector<Action> more{log.begin() + 3, log.begin() + 6};
    more.back().payload = {{"unit", "no such unit"}, {"stragglers", 1}};
    more.back().kind = "mark";
    more.back().side = "french";
    EXPECT_THROW(followed.extend(more), InvalidInput);
    EXPECT_EQ(followed.log().all().size(), 3u); // none of the three
    Game three(frenchArmy(), austrianArmy(), frenchFirst());
    three.load({log.begin(), log.begin() + 3});
    EXPECT_EQ(followed.state().stepsTaken(), three.state().stepsTaken());
    EXPECT_EQ(statuses(followed, Side::French), statuses(three, Side::French));
    std::vector<Action> gap{log.begin() + 4, log.begin() + 5}; // #5 after #3
    EXPECT_THROW(followed.extend(gap), InvalidInput);
    EXPECT_EQ(followed.log().all().size(), 3u);
}

} // namespace adc::test
