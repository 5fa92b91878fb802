#pragma once
// A game of Aspern-Essling for the command-system tests: both real armies, leader ratings
// entered as the players would from their counters, and the sequence of play stepped by
// `advance` actions as `adc game step` records them.
#include "adc/command/scenario_orders.h"
#include "adc/command/staff.h"
#include "adc/game.h"
#include "adc/scenarios/scenario_game_info.h"

#include "scenario_fixture.h"
#include "support.h"

#include <gtest/gtest.h>

namespace adc::test {

// An order as a player drafts it: text always, and the direction and limit an attack needs.
inline OrderDraft orderDraft(Side side, const std::string& sender, const std::string& receiver,
                             const std::string& type, const std::string& method) {
    OrderDraft d;
    d.side = side;
    d.sender = sender;
    d.receiver = receiver;
    d.type = type;
    d.method = method;
    d.text = "an order as the player wrote it";
    if (type == "attack") {
        d.direction = "along the road east";
        d.limit = "the village";
    }
    return d;
}

inline const OrderOfBattle& frenchArmy() {
    static const OrderOfBattle o =
        loadOrderOfBattle(std::string(ADC_TABLES_DIR) + "/oob/french.json");
    return o;
}
inline const OrderOfBattle& austrianArmy() {
    static const OrderOfBattle o =
        loadOrderOfBattle(std::string(ADC_TABLES_DIR) + "/oob/austrian.json");
    return o;
}

class CommandGame : public ::testing::Test {
  protected:
    explicit CommandGame(CommandRules rules = frenchFirst())
        : game(frenchArmy(), austrianArmy(), rules) {}

    static CommandRules frenchFirst() {
        CommandRules r;
        r.firstPlayer = Side::French;
        r.startDate = "1809-05-22";
        return r;
    }

    // Does the action; returns its summary. A refusal fails the test with its message.
    std::string act(const std::string& kind, const std::string& side, nlohmann::json payload) {
        return act(Action{0, kind, side, std::move(payload), "", ""});
    }
    std::string act(const Action& a) {
        const Action done = game.prepare(a);
        game.commit(done);
        return done.summary;
    }
    // The refusal's message; fails the test when the action is accepted.
    std::string refused(const Action& a) {
        try {
            game.prepare(a);
        } catch (const InvalidInput& e) {
            return e.what();
        }
        ADD_FAILURE() << a.kind << " was not refused";
        return {};
    }
    std::string refused(const std::string& kind, const std::string& side, nlohmann::json payload) {
        return refused(Action{0, kind, side, std::move(payload), "", ""});
    }
    void rate(const std::string& side, const std::string& leader, int rating) {
        act("set-rating", side, {{"leader", leader}, {"rating", rating}});
    }
    // Where `adc game step` would have taken the game.
    void at(int turn, const std::string& step, Side phasing, bool night = false) {
        act("advance", "",
            {{"to", step},
             {"turn", turn},
             {"player_turn", phasing == Side::French ? 0 : 1},
             {"step", step},
             {"phasing", sideName(phasing)},
             {"night", night}});
    }
    Staff staff() const { return Staff(game.state(), shipped()); }
    const CommandState& command() const { return game.state().command(); }
    // Line `n` of a side's Order Log (10.1c: each side numbers its own).
    const Order& order(int n, Side s = Side::French) const {
        const Order* o = command().order(s, n);
        if (!o)
            throw InvalidInput("no order " + std::to_string(n) + " on the " + sideName(s) +
                               " Order Log");
        return *o;
    }
    static DiceChoice dice(int roll) { return DiceChoice{roll, std::nullopt}; }

    static OrderDraft draft(Side side, const std::string& sender, const std::string& receiver,
                            const std::string& type, const std::string& method) {
        return orderDraft(side, sender, receiver, type, method);
    }

    Game game;
};

// The settings `adc scenario new` stores for a scenario: its clock, its first player and who
// is on the map turn by turn (16.4).
inline CommandRules scenarioRules(const std::string& number, const Variants& v = {}) {
    nlohmann::json info = scenarioGameInfo(catalog().find(number), v, "test");
    info["in_play"] =
        InPlay::fromSetups(setupOf(number, Side::French, v), setupOf(number, Side::Austrian, v))
            .toJson();
    return commandRulesOf(info);
}

// A game of one scenario as `adc scenario new` starts it: its settings and its pre-set
// orders and attachments (10.1i).
class ScenarioCommandGame : public CommandGame {
  protected:
    explicit ScenarioCommandGame(const std::string& number, const Variants& v = {})
        : CommandGame(scenarioRules(number, v)) {
        for (const Side side : {Side::French, Side::Austrian})
            for (const Action& a : scenarioPresetActions(catalog(), setupOf(number, side, v)))
                act(a);
    }
    // The line of `side`'s Order Log that `receiver` got from the scenario (10.1i).
    int presetTo(Side side, const std::string& receiver) const {
        for (const Order* o : command().ordersOf(side))
            if (o->receiver == receiver && o->method == "preset") return o->number;
        ADD_FAILURE() << "no pre-set order to " << receiver;
        return 0;
    }
};

} // namespace adc::test
