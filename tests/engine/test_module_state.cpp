// The game around a module's state: the log, undo and redo and a refused action changing
// nothing are the same for every game module, shown here with a module of one counter.
#include "adc/action_kinds.h"
#include "adc/errors.h"
#include "adc/game.h"

#include <gtest/gtest.h>

using namespace adc;

namespace {

// A module whose only action adds a positive number to a tally.
class Tally : public ModuleState {
  public:
    std::unique_ptr<ModuleState> clone() const override { return std::make_unique<Tally>(*this); }
    std::unique_ptr<ModuleState> fresh() const override { return std::make_unique<Tally>(); }
    void checkPayload(const Action& a) const override {
        if (a.kind != "add") throw InvalidInput("unknown action \"" + a.kind + "\"");
        if (!a.payload.contains("n") || !a.payload["n"].is_number_integer())
            throw InvalidInput("add needs a whole number n");
    }
    std::string apply(const Action& a) override {
        const int n = a.payload["n"].get<int>();
        if (n <= 0) throw InvalidInput("add takes a number above 0");
        total += n;
        return "added " + std::to_string(n);
    }
    std::vector<std::string> unfinished() const override { return {}; }
    int total = 0;
};

int tally(const Game& g) {
    return dynamic_cast<const Tally&>(g.moduleState()).total;
}

Action add(int n, const char* side = "") {
    return {0, "add", side, {{"n", n}}, {}, {}};
}

} // namespace

TEST(ModuleBoundary, AnyModulesActionsAreCheckedAppliedAndReplayed) {
    Game g(std::make_unique<Tally>());
    g.commit(g.prepare(add(3)));
    g.commit(g.prepare(add(4)));
    EXPECT_EQ(tally(g), 7);
    EXPECT_EQ(g.log().all().back().summary, "added 4");
    EXPECT_THROW(g.prepare(add(-1)), InvalidInput);                     // the module's rule
    EXPECT_THROW(g.prepare({0, "mark", "", {}, {}, {}}), InvalidInput); // not its kind
    EXPECT_EQ(tally(g), 7);
    Game replayed(std::make_unique<Tally>());
    replayed.load(g.log().all());
    EXPECT_EQ(tally(replayed), 7);
    // An NBS game's state is not there to be read.
    EXPECT_THROW((void)g.state(), InvalidInput);
}

TEST(Rule9_0_ModuleBoundary, UndoAndRedoAreTheLogsInEveryGame) {
    Game g(std::make_unique<Tally>());
    g.commit(g.prepare(add(3, "french")));
    g.commit(g.prepare(add(4, "austrian")));
    // 9.0: the French may not take back the Austrian's secret action.
    EXPECT_FALSE(g.undoRefusal(kinds::Undo, Side::French).empty());
    g.commit(g.prepare({0, kinds::Undo, "", {{"by", "austrian"}}, {}, {}}));
    EXPECT_EQ(tally(g), 3);
    g.commit(g.prepare({0, kinds::Redo, "", {}, {}, {}}));
    EXPECT_EQ(tally(g), 7);
    const Game copy = g; // a copy has its own state
    g.commit(g.prepare(add(1)));
    EXPECT_EQ(tally(copy), 7);
    EXPECT_EQ(tally(g), 8);
}
