// Who is on the map at a turn of a scenario (16.4, AE 5.1-5.4, AE 2.9a): the one schedule the
// command system, the roster and the loss charts read.
#include "adc/errors.h"
#include "adc/scenarios/in_play.h"

#include "scenario_fixture.h"

namespace adc::test {

namespace {

InPlay schedule(const std::string& number, const Variants& v = {}) {
    return InPlay::fromSetups(setupOf(number, Side::French, v), setupOf(number, Side::Austrian, v));
}

UnitRef hq(const std::string& id) {
    return {UnitKind::Hq, id};
}
UnitRef leader(const std::string& id) {
    return {UnitKind::Leader, id};
}

} // namespace

TEST(Rule16_4_InPlay, FirstDayAustriansComeOnOverTheAfternoon) {
    const InPlay p = schedule("5.1");
    const BridgeTrack none;
    const OrderOfBattle& au = austrianOob();
    EXPECT_TRUE(p.formation(au, "6-corps", 1, none).inPlay());
    const Presence first = p.formation(au, "1-corps", 1, none); // 2:30 pm
    EXPECT_EQ(first.state, Presence::State::Later);
    EXPECT_EQ(first.turn, 4);
    EXPECT_EQ(first.text(), "arrives on turn 4");
    EXPECT_TRUE(p.formation(au, "1-corps", 4, none).inPlay());
    EXPECT_EQ(p.formation(au, "2-corps", 7, none).turn, 8); // 4:30 pm
    EXPECT_EQ(p.formation(au, "4-corps", 17, none).state, Presence::State::NotInScenario);
    EXPECT_EQ(p.of(Side::Austrian, leader("rosenberg"), 1, none).text(), "not in this scenario");
    EXPECT_EQ(p.of(Side::Austrian, {UnitKind::Brigade, "L-1C-R"}, 17, none).state,
              Presence::State::NotInScenario);
    EXPECT_EQ(p.formation(frenchOob(), "2-corps", 1, none).state, Presence::State::NotInScenario);
    EXPECT_TRUE(p.of(Side::French, leader("mouton"), 1, none)
                    .inPlay()); // off the map with Napoleon (AE 2.3)
}

TEST(Rule16_4_InPlay, SecondCorpsHqAndOudinotArriveOnTurn21Of5_4) {
    const InPlay p = schedule("5.4");
    const BridgeTrack none;
    EXPECT_EQ(p.of(Side::French, hq("2-corps"), 20, none).turn, 21);
    EXPECT_TRUE(p.of(Side::French, hq("2-corps"), 21, none).inPlay());
    EXPECT_TRUE(p.of(Side::French, leader("oudinot"), 21, none).inPlay());
    EXPECT_TRUE(p.inScenario(Side::French, hq("prov-corps")));
    EXPECT_FALSE(schedule("5.3").inScenario(Side::French, hq("prov-corps")));
}

TEST(Rule16_4_InPlay, WithoutAScenarioEverythingIsInPlay) {
    const InPlay p;
    EXPECT_TRUE(p.of(Side::Austrian, leader("rosenberg"), 1, BridgeTrack()).inPlay());
    EXPECT_TRUE(p.formation(austrianOob(), "4-corps", 1, BridgeTrack()).inPlay());
}

TEST(Rule16_4_InPlay, TheScheduleIsKeptInTheGameFile) {
    const InPlay p = schedule("5.1");
    const InPlay back = InPlay::fromJson(p.toJson());
    const BridgeTrack none;
    EXPECT_EQ(back.formation(austrianOob(), "1-corps", 1, none).turn, 4);
    EXPECT_EQ(back.of(Side::Austrian, leader("rosenberg"), 1, none).state,
              Presence::State::NotInScenario);
    EXPECT_THROW(InPlay::fromJson(nlohmann::json{{"french", "all"}}), InvalidInput);
}

TEST(RuleAE2_9a_InPlay, ReinforcementsHeldWhileTheBridgeIsDown) {
    Variants v;
    v.bridge = Variants::Bridge::Variable;
    const InPlay p = schedule("5.4", v);
    BridgeTrack bridge;
    bridge.roll(1, 12, 2);  // up, turns 1 to 10
    bridge.roll(11, 12, 2); // up, turns 11 to 20
    EXPECT_EQ(p.of(Side::French, hq("2-corps"), 21, bridge).state,
              Presence::State::Later); // no roll reaches turn 21 yet
    bridge.roll(21, 2, 12);            // down for 10 turns, 21 to 30
    const Presence held = p.of(Side::French, hq("2-corps"), 25, bridge);
    EXPECT_TRUE(held.held);
    EXPECT_NE(held.text().find("bridge"), std::string::npos);
    bridge.roll(31, 7, 2); // up again on turn 31
    EXPECT_FALSE(p.of(Side::French, hq("2-corps"), 30, bridge).inPlay());
    EXPECT_TRUE(p.of(Side::French, hq("2-corps"), 31, bridge).inPlay());
    EXPECT_TRUE(p.of(Side::Austrian, hq("4-corps"), 15, bridge)
                    .inPlay()); // the Austrians come by land (6:00 pm)
}

} // namespace adc::test
