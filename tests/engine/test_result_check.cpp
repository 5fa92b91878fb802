// The referee reads the results of the Command Phase's rolls again off the charts (#31):
// Corps Attack Stoppage (10.3a, 10.3b), the emergency retreat's Straggler Table (10.4, 21.1)
// and straggler recovery (21.2). A game here has a referee with the shipped charts and no
// clock, so the tests step where they need, as the other command tests do.
#include "command_fixture.h"

#include "adc/command/result_check.h"
#include "adc/straggler_recovery.h"

namespace adc::test {

namespace {

// A game whose state reads every result again off the shipped charts.
Game refereed(CommandRules rules) {
    auto st = std::make_unique<GameState>(frenchArmy(), austrianArmy(), std::move(rules));
    auto r = std::make_shared<Referee>();
    r->charts = [] { return &shipped(); };
    st->setReferee(r);
    return Game(std::move(st));
}

class RefereedCommand : public CommandGame {
  protected:
    void SetUp() override {
        game = refereed(frenchFirst());
        rate("french", "napoleon", 3);
        rate("french", "massena", 3);
        rate("french", "legrand", 2);
        act(staff().presetOrder(draft(Side::French, "", "4-corps", "attack", ""))); // order 1
    }
    bool isRefused(const Action& a) {
        try {
            game.prepare(a);
        } catch (const InvalidInput&) {
            return true;
        }
        return false;
    }
    // `a` with its payload's `field` set to `value`: refused, naming the field and `rule`.
    void forged(Action a, const nlohmann::json::json_pointer& field, const nlohmann::json& value,
                const std::string& named, const std::string& rule) {
        a.payload[field] = value;
        const std::string why = refused(a);
        EXPECT_NE(why.find(named), std::string::npos) << why;
        EXPECT_NE(why.find(rule), std::string::npos) << why;
    }
};

using J = nlohmann::json::json_pointer;

} // namespace

TEST_F(RefereedCommand, Rule10_3b_AStoppageCheckIsReadAgainFromItsRoll) {
    at(1, "movement", Side::French);
    act("contact", "french", {{"command", "4-corps"}, {"kind", "fire"}});
    at(2, "attack-stoppage", Side::French);
    const Action pass = staff().rollStoppage(Side::French, 1, {}, false, std::nullopt, dice(9));
    ASSERT_EQ(pass.payload["passed"], true);
    forged(pass, J("/passed"), false, "its passed is false", "10.3b");
    forged(pass, J("/needed"), 2, "its needed is 2", "10.3b");
    // What the players said of the map is theirs, and the check follows it: a division said
    // to be off the map changes the column, so the recorded figures no longer fit.
    const std::string division = command().divisionsIn(frenchArmy(), "4-corps").front();
    const Action offMap =
        staff().rollStoppage(Side::French, 1, {division}, false, std::nullopt, dice(9));
    Action said = pass;
    said.payload["off_map"] = nlohmann::json::array({division});
    // Refused exactly when the check, told so, reads otherwise (its words aside).
    const auto read = [](nlohmann::json r) {
        r.erase("explanation");
        return r;
    };
    EXPECT_EQ(isRefused(said),
              read(offMap.payload["resolution"]) != read(pass.payload["resolution"]));
    act(pass);
    EXPECT_TRUE(command().stoppageDue(Side::French, 2).empty());
}

TEST_F(RefereedCommand, Rule21_1_AnEmergencyRetreatsStragglersAreReadAgainFromEachRoll) {
    at(1, "movement", Side::French);
    const Action a = staff().emergencyRetreat(Side::French, "4-corps", "threat", {}, {}, {}, {}, 7);
    ASSERT_FALSE(a.payload["stragglers"].empty());
    const int first = a.payload["stragglers"][0]["stragglers"];
    forged(a, J("/stragglers/0/stragglers"), first + 1, "stragglers is", "21.1");
    // The players' word that a unit is disrupted is theirs; the table then reads otherwise.
    Action dg = a;
    dg.payload["dg"] = nlohmann::json::array({a.payload["stragglers"][0]["brigade"]});
    const Action worked = staff().emergencyRetreat(
        Side::French, "4-corps", "threat", {}, {a.payload["stragglers"][0]["brigade"]}, {}, {}, 7);
    // Refused exactly when the table, told so, reads otherwise.
    EXPECT_EQ(isRefused(dg), worked.payload["stragglers"] != a.payload["stragglers"]);
    EXPECT_NE(worked.payload["stragglers"], a.payload["stragglers"]); // and here it does
    act(a);
    EXPECT_EQ(order(1).status, OrderStatus::Lost);
}

TEST_F(RefereedCommand, Rule21_2_AStragglerRecoveryIsReadAgainFromItsRoll) {
    game = refereed(frenchFirst());
    act("mark", "french", {{"unit", "57 Line-3-2"}, {"stragglers", 2}});
    at(1, "straggler-recovery", Side::French);
    RecoveryRequest r;
    r.side = Side::French;
    r.unit = "57 Line-3-2";
    for (const auto& c : recoveryConditions())
        r.confirmed.insert(c.key);
    r.leader = 1;
    r.dice.roll = 66;
    const RecoveryRoll honest = rollRecovery(game.state(), shipped(), r);
    const int got = honest.recovered;
    Action a = honest.action;
    // The count and the table's own figure rewritten together, so they agree with each other.
    a.payload["recovered"] = got == 0 ? 1 : 0;
    a.payload["roll"]["recovered"] = got == 0 ? 1 : 0;
    EXPECT_NE(refused(a).find("21.2"), std::string::npos);
    // The leader the players named is theirs; a record saying another reads otherwise.
    a = honest.action;
    a.payload["leader"] = nullptr;
    const RecoveryRequest none = [&] {
        RecoveryRequest x = r;
        x.leader.reset();
        return x;
    }();
    EXPECT_EQ(isRefused(a), rollRecovery(game.state(), shipped(), none).recovered != got);
    act(honest.action);
    EXPECT_EQ(game.state().losses(Side::French).row("57 Line-3-2").stragglers, 2 - got);
}

} // namespace adc::test
