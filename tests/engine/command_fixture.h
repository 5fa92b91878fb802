#pragma once
// A game of Aspern-Essling for the command-system tests: both real armies, leader ratings
// entered as the players would from their counters, and the sequence of play stepped by
// `advance` actions as `adc game step` records them.
#include "adc/game.h"
#include "adc/staff.h"

#include "support.h"

#include <gtest/gtest.h>

namespace adc::test {

inline const OrderOfBattle& frenchArmy() {
    static const OrderOfBattle o = loadOrderOfBattle(std::string(ADC_TABLES_DIR) + "/oob/french.json");
    return o;
}
inline const OrderOfBattle& austrianArmy() {
    static const OrderOfBattle o = loadOrderOfBattle(std::string(ADC_TABLES_DIR) + "/oob/austrian.json");
    return o;
}

class CommandGame : public ::testing::Test {
  protected:
    explicit CommandGame(CommandRules rules = frenchFirst()) : game(frenchArmy(), austrianArmy(), rules) {}

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
        act("advance", "", {{"to", step}, {"turn", turn}, {"player_turn", phasing == Side::French ? 0 : 1}, {"step", step},
                            {"phasing", sideName(phasing)}, {"night", night}});
    }
    Staff staff() const { return Staff(game.state(), shipped()); }
    const CommandState& command() const { return game.state().command(); }
    const Order& order(int n) const { return *command().order(n); }
    static DiceChoice dice(int roll) { return DiceChoice{roll, std::nullopt}; }

    static OrderDraft draft(Side side, const std::string& sender, const std::string& receiver, const std::string& type,
                            const std::string& method) {
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

    Game game;
};

} // namespace adc::test
