// Pre-game losses (AE 5.0, 5.2, 5.3), victory (AE 4.0 to 4.4) on constructed positions,
// and the AE 2.9a bridge.
#include "scenario_fixture.h"

#include "adc/errors.h"
#include "adc/scenarios/bridge.h"
#include "adc/scenarios/game_clock.h"
#include "adc/scenarios/needs_player_value.h"
#include "adc/scenarios/pre_game_losses.h"
#include "adc/scenarios/victory.h"

using namespace adc;
using namespace adc::test;

namespace {

std::map<std::string, int> shares(const PreGameLossPlan& p) {
    std::map<std::string, int> out;
    for (const auto& sp : p.splits)
        for (const auto& sh : sp.shares)
            out[sh.brigade] = sh.casualties;
    return out;
}

const LossSplit& splitOf(const PreGameLossPlan& p, const std::string& unit) {
    for (const auto& sp : p.splits)
        if (sp.unit == unit) return sp;
    throw std::runtime_error("no split " + unit);
}

PreGameLossPlan plan(const std::string& scenario, Side side, const LossChoices& c = {}) {
    return planPreGameLosses(catalog().find(scenario), side, catalog().oob(side), c);
}

// A game with its actions applied, as the game file would replay them.
struct Position {
    Game game{frenchOob(), austrianOob()};
    void act(const std::string& kind, Side side, const nlohmann::json& payload) {
        game.commit(game.prepare({0, kind, sideName(side), payload, "", ""}));
    }
    void casualties(Side side, const std::string& unit, int n) {
        act("mark", side, {{"unit", unit}, {"casualties", n}});
    }
    void stragglers(Side side, const std::string& unit, int n) {
        act("mark", side, {{"unit", unit}, {"stragglers", n}});
    }
    // Wrecked by casualties alone: as many casualties as boxes left of the wrecked mark.
    void wreck(Side side, const std::string& unit) {
        casualties(side, unit, catalog().oob(side).brigade(unit)->wreckedAfter);
    }
};

VictoryResult victory(const std::string& scenario, const Position& pos, std::optional<int> tf,
                      std::optional<int> ta, const Variants& v = {}) {
    VictoryInput in;
    in.terrainFrench = tf;
    in.terrainAustrian = ta;
    return computeVictory(catalog().victory(), catalog().find(scenario), v, pos.game.state(), in);
}

int halvesOf(const VictoryResult& r, Side earner, const std::string& what) {
    for (const auto& l : r.lines)
        if (l.earner == earner && l.what.find(what) != std::string::npos) return l.halves;
    return -1;
}

} // namespace

TEST(RuleAE5_2_PreGameLosses, FrenchSplitAsEvenlyAsPossible) {
    const auto p = plan("5.2", Side::French);
    EXPECT_EQ(p.total, 27);
    EXPECT_EQ(p.printedTotal, 27);
    const auto s = shares(p);
    // The rulebook's example: 6 over the three regiments of 4-4 is 2 each.
    EXPECT_EQ(s.at("3 Lt-4-4"), 2);
    EXPECT_EQ(s.at("56 Line-4-4"), 2);
    EXPECT_EQ(s.at("93 Line-4-4"), 2);
    EXPECT_EQ(splitOf(p, "4-4").remainder, 0);
    for (const char* b : {"2 Line-3-4", "16 Line-3-4", "37 Line-3-4", "67 Line-3-4"})
        EXPECT_EQ(s.at(b), 4) << b;
    // 5 over two cavalry brigades: 2 each, and one the French player places (first by default).
    EXPECT_EQ(splitOf(p, "3HC-Cav").each, 2);
    EXPECT_EQ(splitOf(p, "3HC-Cav").remainder, 1);
    EXPECT_EQ(s.at("1-3HC-Cav"), 3);
    EXPECT_EQ(s.at("2-3HC-Cav"), 2);
    int sum = 0;
    for (const auto& a : p.actions()) {
        EXPECT_EQ(a.kind, "mark");
        EXPECT_EQ(a.side, "french");
        EXPECT_EQ(a.payload["stragglers"], 0); // permanent casualties, not stragglers
        EXPECT_EQ(a.payload["pre_game"], "5.2");
        sum += a.payload["casualties"].get<int>();
    }
    EXPECT_EQ(sum, 27);
}

TEST(RuleAE5_2_PreGameLosses, TheOwningPlayerMovesTheRemainder) {
    LossChoices c;
    c.remainder["3HC-Cav"] = {"2-3HC-Cav"};
    const auto s = shares(plan("5.2", Side::French, c));
    EXPECT_EQ(s.at("1-3HC-Cav"), 2);
    EXPECT_EQ(s.at("2-3HC-Cav"), 3);
    EXPECT_TRUE(splitOf(plan("5.2", Side::French, c), "3HC-Cav").playerPlaced);
    c.remainder["3HC-Cav"] = {"1-3HC-Cav", "2-3HC-Cav"}; // only one box is left over
    EXPECT_THROW(plan("5.2", Side::French, c), InvalidInput);
    c.remainder["3HC-Cav"] = {"3 Lt-4-4"}; // not of the division
    EXPECT_THROW(plan("5.2", Side::French, c), InvalidInput);
    c.remainder.clear();
    c.remainder["4-4"] = {}; // nothing left over: naming nobody is right
    EXPECT_NO_THROW(plan("5.2", Side::French, c));
    c.remainder["1-2"] = {"1-1-2"}; // not a loss line of 5.2
    EXPECT_THROW(plan("5.2", Side::French, c), InvalidInput);
}

TEST(RuleAE5_2_PreGameLosses, AustrianTotalIsExact) {
    const auto p = plan("5.2", Side::Austrian);
    EXPECT_EQ(p.total, 38);
    const auto s = shares(p);
    int sum = 0;
    for (const auto& [b, n] : s)
        sum += n;
    EXPECT_EQ(sum, 38);
    // 11 over 2-6's four regiments: 2 each and three more.
    EXPECT_EQ(splitOf(p, "2-6").each, 2);
    EXPECT_EQ(splitOf(p, "2-6").remainder, 3);
    // 4 over 2C-R's five regiments: four of them take one.
    EXPECT_EQ(splitOf(p, "2C-R").each, 0);
    EXPECT_EQ(splitOf(p, "2C-R").remainder, 4);
    // 1 over 2-2's seven: a single box the Austrian player places.
    EXPECT_EQ(splitOf(p, "2-2").remainder, 1);
    // Cavalry regiments of infantry divisions share the losses (Cav-2-1, Cav-2-6).
    EXPECT_EQ(splitOf(p, "2-1").shares.size(), 5u);
}

TEST(RuleAE5_3_PreGameLosses, FrenchTotalIsExactWithTheRulebooksExample) {
    const auto p =
        draftPreGameLosses(catalog().find("5.3"), Side::French, catalog().oob(Side::French), {});
    EXPECT_EQ(p.total, 34);
    // 13 over 4-4's three regiments: 4 each, and one has 5.
    const auto& sp = splitOf(p, "4-4");
    EXPECT_EQ(sp.each, 4);
    EXPECT_EQ(sp.remainder, 1);
    int five = 0, four = 0;
    for (const auto& sh : sp.shares)
        (sh.casualties == 5 ? five : four) += 1;
    EXPECT_EQ(five, 1);
    EXPECT_EQ(four, 2);
}

TEST(RuleAE5_3_PreGameLosses, AustrianLinesDisagreeWithThePrintedTotal) {
    // The eleven lines add up to 46; the printed total is 45. The players settle it.
    EXPECT_EQ(catalog().find("5.3").austrian.preGameLosses->linesTotal(), 46);
    try {
        plan("5.3", Side::Austrian);
        FAIL() << "expected NeedsPlayerValue";
    } catch (const NeedsPlayerValue& e) {
        ASSERT_EQ(e.needs().size(), 2u); // and 1-6's leftover boxes (see below)
        EXPECT_EQ(e.needs()[0].key, "confirm");
        EXPECT_NE(e.needs()[0].what.find("46"), std::string::npos);
    }
    LossChoices confirm;
    confirm.confirmLines = true;
    confirm.remainder["1-6"] = {"Adler-1-6", "60-1-6"};
    EXPECT_EQ(plan("5.3", Side::Austrian, confirm).total, 46);
    LossChoices corrected;
    corrected.corrected["1-6"] = 7;
    const auto p = plan("5.3", Side::Austrian, corrected);
    EXPECT_EQ(p.total, 45);
    EXPECT_EQ(p.actions().size(), 32u); // one mark per brigade with losses
    // Brigade lines go on their row as printed.
    const auto s = shares(p);
    EXPECT_EQ(s.at("Inf-AG"), 2);
    EXPECT_EQ(s.at("Cav-AG"), 1);
    corrected.corrected["7-7"] = 1;
    EXPECT_THROW(plan("5.3", Side::Austrian, corrected), InvalidInput);
}

TEST(RuleAE5_3_PreGameLosses, ALeftoverBoxThatWouldWreckABrigadeWaitsForTheOwner) {
    // 13 over 4-4 is 4 each and one more: by default it would go to 3 Lt-4-4, whose wrecked
    // mark comes after its fifth box (20.6a).
    try {
        plan("5.3", Side::French);
        FAIL() << "expected NeedsPlayerValue";
    } catch (const NeedsPlayerValue& e) {
        ASSERT_EQ(e.needs().size(), 1u);
        EXPECT_EQ(e.needs()[0].key, "remainder.4-4");
        EXPECT_NE(e.needs()[0].what.find("3 Lt-4-4"), std::string::npos) << e.needs()[0].what;
        EXPECT_NE(e.needs()[0].what.find("56 Line-4-4, 93 Line-4-4"), std::string::npos)
            << e.needs()[0].what;
    }
    const auto draft =
        draftPreGameLosses(catalog().find("5.3"), Side::French, catalog().oob(Side::French), {});
    EXPECT_EQ(splitOf(draft, "4-4").wreckedByDefault, std::vector<std::string>{"3 Lt-4-4"});
    LossChoices c;
    c.remainder["4-4"] = {"56 Line-4-4"};
    EXPECT_EQ(shares(plan("5.3", Side::French, c)).at("3 Lt-4-4"), 4);
    c.remainder["4-4"] = {"3 Lt-4-4"}; // the owner's explicit choice may wreck it
    EXPECT_EQ(shares(plan("5.3", Side::French, c)).at("3 Lt-4-4"), 5);
    // 8 over 1-6 (as printed) is 2 each and two more: the second would wreck 39-1-6.
    LossChoices lines;
    lines.confirmLines = true;
    try {
        plan("5.3", Side::Austrian, lines);
        FAIL() << "expected NeedsPlayerValue";
    } catch (const NeedsPlayerValue& e) {
        ASSERT_EQ(e.needs().size(), 1u);
        EXPECT_EQ(e.needs()[0].key, "remainder.1-6");
        EXPECT_NE(e.needs()[0].what.find("39-1-6"), std::string::npos);
    }
    // Where the default wrecks nothing it stands (5.2's 3HC-Cav).
    EXPECT_TRUE(plan("5.2", Side::French).needs.empty());
}

TEST(RuleAE5_3_PreGameLosses, TheGameShowsTheSplitTheOwnerChose) {
    Position pos;
    LossChoices c;
    c.remainder["3HC-Cav"] = {"2-3HC-Cav"};
    for (const auto& a : plan("5.2", Side::French, c).actions())
        pos.game.commit(pos.game.prepare(a));
    const auto applied = appliedPreGameLosses(pos.game, catalog().find("5.2"), Side::French,
                                              catalog().oob(Side::French));
    ASSERT_TRUE(applied.has_value());
    EXPECT_EQ(applied->total, 27);
    EXPECT_EQ(shares(*applied).at("2-3HC-Cav"), 3);
    EXPECT_EQ(shares(*applied).at("1-3HC-Cav"), 2);
    EXPECT_TRUE(splitOf(*applied, "3HC-Cav").playerPlaced);
    EXPECT_FALSE(splitOf(*applied, "4-4").playerPlaced);
    EXPECT_FALSE(appliedPreGameLosses(pos.game, catalog().find("5.2"), Side::Austrian,
                                      catalog().oob(Side::Austrian)));
    // A corrected line shows as applied (5.3's Austrian 45).
    Position five3;
    LossChoices corrected;
    corrected.corrected["1-6"] = 7;
    for (const auto& a : plan("5.3", Side::Austrian, corrected).actions())
        five3.game.commit(five3.game.prepare(a));
    const auto au = appliedPreGameLosses(five3.game, catalog().find("5.3"), Side::Austrian,
                                         catalog().oob(Side::Austrian));
    ASSERT_TRUE(au.has_value());
    EXPECT_EQ(au->total, 45);
    EXPECT_EQ(splitOf(*au, "1-6").losses, 7);
    EXPECT_TRUE(au->needs.empty());
}

TEST(RuleAE5_0_PreGameLosses, TheyGoIntoTheGameAndCountForVictory) {
    Position pos;
    for (const auto& a : plan("5.2", Side::French).actions())
        pos.game.commit(pos.game.prepare(a));
    for (const auto& a : plan("5.2", Side::Austrian).actions())
        pos.game.commit(pos.game.prepare(a));
    EXPECT_EQ(pos.game.state().losses(Side::French).casualtyTrack(), 27);
    EXPECT_EQ(pos.game.state().losses(Side::Austrian).casualtyTrack(), 38);
    const auto r = victory("5.2", pos, 0, 0);
    EXPECT_EQ(halvesOf(r, Side::Austrian, "Casualties inflicted: French losses 27"),
              2); // French 1-30: 1 VP
    EXPECT_EQ(halvesOf(r, Side::French, "Casualties inflicted: Austrian losses 38"),
              2); // Austrian 1-40: 1 VP
    EXPECT_EQ(r.spread, 0);
    EXPECT_EQ(r.level, "Draw");
}

TEST(RuleAE4_0_Victory, EveryBoundaryOfEveryScenarioTable) {
    // Terrain VPs alone set the spread; no losses, no variants.
    const Position pos;
    for (const auto& s : catalog().scenarios())
        for (const auto& lv : s.victoryLevels)
            for (const auto& bound : {lv.min, lv.max}) {
                if (!bound) continue;
                const int spread = *bound;
                const auto r =
                    victory(s.number, pos, spread > 0 ? spread : 0, spread < 0 ? -spread : 0);
                EXPECT_EQ(r.spread, spread);
                EXPECT_EQ(r.level, lv.level) << s.number << " spread " << spread;
            }
    // The open ends, far out.
    EXPECT_EQ(victory("5.1", pos, 40, 0).level, "French Massive Victory");
    EXPECT_EQ(victory("5.4", pos, 0, 40).level, "Austrian Massive Victory");
}

TEST(RuleAE4_0_Victory, TheTablesAsPrinted) {
    const Position pos;
    const auto level = [&](const std::string& s, int spread) {
        return victory(s, pos, spread > 0 ? spread : 0, spread < 0 ? -spread : 0).level;
    };
    EXPECT_EQ(level("5.1", 12), "French Massive Victory");
    EXPECT_EQ(level("5.1", 11), "French Major Victory");
    EXPECT_EQ(level("5.1", 7), "French Major Victory");
    EXPECT_EQ(level("5.1", 6), "French Minor Victory");
    EXPECT_EQ(level("5.1", 2), "French Minor Victory");
    EXPECT_EQ(level("5.1", 1), "Draw");
    EXPECT_EQ(level("5.1", 0), "Draw");
    EXPECT_EQ(level("5.1", -1), "Austrian Minor Victory");
    EXPECT_EQ(level("5.1", -4), "Austrian Minor Victory");
    EXPECT_EQ(level("5.1", -5), "Austrian Major Victory");
    EXPECT_EQ(level("5.1", -9), "Austrian Major Victory");
    EXPECT_EQ(level("5.1", -10), "Austrian Massive Victory");
    for (const char* s : {"5.2", "5.3", "5.4"}) {
        EXPECT_EQ(level(s, 16), "French Massive Victory");
        EXPECT_EQ(level(s, 15), "French Major Victory");
        EXPECT_EQ(level(s, 10), "French Major Victory");
        EXPECT_EQ(level(s, 9), "French Minor Victory");
        EXPECT_EQ(level(s, 5), "French Minor Victory");
        EXPECT_EQ(level(s, 4), "Draw");
        EXPECT_EQ(level(s, -1), "Draw");
        EXPECT_EQ(level(s, -2), "Austrian Minor Victory");
        EXPECT_EQ(level(s, -4), "Austrian Minor Victory");
        EXPECT_EQ(level(s, -5), "Austrian Major Victory");
        EXPECT_EQ(level(s, -9), "Austrian Major Victory");
        EXPECT_EQ(level(s, -10), "Austrian Massive Victory");
    }
}

TEST(RuleAE4_1_Terrain, TheMapsVpsAreAskedFor) {
    const Position pos;
    try {
        victory("5.1", pos, std::nullopt, std::nullopt);
        FAIL() << "expected NeedsPlayerValue";
    } catch (const NeedsPlayerValue& e) {
        ASSERT_EQ(e.needs().size(), 2u);
        EXPECT_EQ(e.needs()[0].key, "terrain_french");
        EXPECT_EQ(e.needs()[1].key, "terrain_austrian");
        EXPECT_EQ(e.needs()[0].rule, "AE 4.1");
    }
    EXPECT_THROW(victory("5.1", pos, 3, std::nullopt), NeedsPlayerValue);
    EXPECT_THROW(victory("5.1", pos, -1, 0), InvalidInput);
}

TEST(RuleAE4_2_Casualties, ReadOnTheLosersColumn) {
    Position pos;
    pos.casualties(Side::French, "1-1-2", 9);
    pos.casualties(Side::French, "2-1-2", 9);
    pos.casualties(Side::French, "3-1-2", 12); // 30 French
    pos.casualties(Side::Austrian, "11-1-1", 20);
    pos.casualties(Side::Austrian, "17-1-1", 21); // 41 Austrian
    auto r = victory("5.4", pos, 0, 0);
    EXPECT_EQ(halvesOf(r, Side::Austrian, "Casualties inflicted"), 2); // French 1-30: 1 VP
    EXPECT_EQ(halvesOf(r, Side::French, "Casualties inflicted"), 4);   // Austrian 41-65: 2 VPs
    pos.casualties(Side::French, "1-2-2", 1);                          // 31: French 31-45
    r = victory("5.4", pos, 0, 0);
    EXPECT_EQ(halvesOf(r, Side::Austrian, "Casualties inflicted"), 4);
    // Stragglers are not casualties (1.1f).
    pos.stragglers(Side::French, "2-2-2", 5);
    EXPECT_EQ(halvesOf(victory("5.4", pos, 0, 0), Side::Austrian, "Casualties inflicted"), 4);
    // With AE 2.9b the French losses too are read on the Austrian column: 31 is 1-40, 1 VP.
    Variants v;
    v.davout = true;
    r = victory("5.4", pos, 0, 0, v);
    EXPECT_EQ(halvesOf(r, Side::Austrian, "Casualties inflicted"), 2);
    EXPECT_EQ(halvesOf(r, Side::Austrian, "Davout"), 4); // AE 2.9b: Austrian +2
}

TEST(RuleAE4_2_Casualties, TheLastRowsFigureIsAskedFor) {
    Position pos;
    int left = 301;
    for (const auto& b : frenchOob().brigades) {
        if (left == 0 || !b.wreckedMarkKnown()) continue;
        const int n = std::min(left, b.totalBoxes());
        pos.casualties(Side::French, b.id, n);
        left -= n;
    }
    ASSERT_EQ(pos.game.state().losses(Side::French).casualtyTrack(), 301);
    try {
        victory("5.4", pos, 0, 0);
        FAIL() << "expected NeedsPlayerValue";
    } catch (const NeedsPlayerValue& e) {
        EXPECT_EQ(e.needs()[0].key, "casualty_top_vp");
    }
    VictoryInput in;
    in.terrainFrench = 0;
    in.terrainAustrian = 0;
    in.casualtyTopRowVp = 20;
    const auto r =
        computeVictory(catalog().victory(), catalog().find("5.4"), {}, pos.game.state(), in);
    EXPECT_EQ(halvesOf(r, Side::Austrian, "Casualties inflicted"), 40);
}

TEST(RuleAE4_3_WreckedFormations, CorpsAwardsCountHardCasualtiesOnly) {
    Position pos;
    // French 2 Corps: 7 of 11 wrecked by casualties gives the Austrians 4 VPs.
    const std::vector<std::string> brigades{"1-1-2", "2-1-2",     "3-1-2",     "1-2-2",
                                            "2-2-2", "10 Lt-3-2", "3 Line-3-2"};
    for (std::size_t i = 0; i + 1 < brigades.size(); ++i)
        pos.wreck(Side::French, brigades[i]);
    auto r = victory("5.4", pos, 0, 0);
    EXPECT_EQ(halvesOf(r, Side::Austrian, "2 Corps, 7 out of 11"), 0); // 6 so far
    // The seventh wrecked by stragglers does not count.
    pos.stragglers(Side::French, "3 Line-3-2", 6);
    EXPECT_EQ(halvesOf(victory("5.4", pos, 0, 0), Side::Austrian, "2 Corps, 7 out of 11"), 0);
    pos.wreck(Side::French, "57 Line-3-2");
    r = victory("5.4", pos, 0, 0);
    EXPECT_EQ(halvesOf(r, Side::Austrian, "2 Corps, 7 out of 11"), 8);
    // Austrian 6 Corps: 4 of 7.
    for (const char* b : {"39-1-6", "60-1-6", "Adler-1-6"})
        pos.wreck(Side::Austrian, b);
    EXPECT_EQ(halvesOf(victory("5.4", pos, 0, 0), Side::French, "6 Corps, 4 of 7"), 0);
    pos.wreck(Side::Austrian, "Lt-2-6");
    EXPECT_EQ(halvesOf(victory("5.4", pos, 0, 0), Side::French, "6 Corps, 4 of 7"), 4);
}

TEST(RuleAE4_3_WreckedFormations, HalfPointsAddUpAndRoundDownAtTheEnd) {
    Position pos;
    pos.wreck(Side::French, "FC-1-IG");  // Guard infantry: 1/2
    pos.wreck(Side::French, "1-Cav-IG"); // cavalry: 1/2
    pos.wreck(Side::French, "1-LC-Cav"); // cavalry: 1/2
    const auto r = victory("5.4", pos, 0, 0);
    EXPECT_EQ(halvesOf(r, Side::Austrian, "Guard Infantry"), 1);
    EXPECT_EQ(halvesOf(r, Side::Austrian, "Cavalry unit"), 2);
    // 1 1/2 for the wrecks plus the casualty VPs; the total is rounded down once.
    const int casualtyHalves = halvesOf(r, Side::Austrian, "Casualties inflicted");
    EXPECT_EQ(r.austrianHalves, 3 + casualtyHalves);
    EXPECT_EQ(r.austrian, (3 + casualtyHalves) / 2);
    EXPECT_EQ(formatHalves(3), "1 1/2");
    EXPECT_EQ(formatHalves(1), "1/2");
}

TEST(RuleAE4_3_WreckedFormations, FourCorpsCountsItsThirteenInfantryBrigades) {
    Position pos;
    const auto& award = catalog().victory().austrianAwards;
    const auto it =
        std::find_if(award.begin(), award.end(), [](const Award& a) { return a.id == "4-corps"; });
    ASSERT_NE(it, award.end());
    EXPECT_EQ(awardUnits(*it, frenchOob()).size(), 13u);
    // Cav-4's brigades do not count towards it.
    for (const char* b : {"18 Line-1-4", "26 Lt-1-4", "24 Lt-2-4", "4 Line-2-4", "46 Line-2-4",
                          "HD-2-4", "2 Line-3-4", "16 Line-3-4", "1-Cav-4", "2-Cav-4"})
        pos.wreck(Side::French, b);
    EXPECT_EQ(halvesOf(victory("5.4", pos, 0, 0), Side::Austrian, "4 Corps, 9 of 13"), 0);
    pos.wreck(Side::French, "37 Line-3-4");
    EXPECT_EQ(halvesOf(victory("5.4", pos, 0, 0), Side::Austrian, "4 Corps, 9 of 13"), 8);
}

TEST(RuleAE4_3_WreckedFormations, ThreeCorpsOrR3DependsOnDavout) {
    Position pos;
    for (const char* b : {"1-R-3", "2-R-3", "3-R-3"})
        pos.wreck(Side::French, b);
    EXPECT_EQ(halvesOf(victory("5.4", pos, 0, 0), Side::Austrian, "R-3 (if not using"), 2);
    Variants v;
    v.davout = true;
    auto r = victory("5.4", pos, 0, 0, v);
    EXPECT_EQ(halvesOf(r, Side::Austrian, "R-3 (if not using"), -1); // not offered with 2.9b
    EXPECT_EQ(halvesOf(r, Side::Austrian, "3 Corps (if all units"), 0);
    for (const char* b : {"13 Lt-1-3", "17 Line-1-3", "30 Line-1-3", "61 Line-1-3", "65 Line-1-3",
                          "15 Lt-2-3", "33 Line-2-3", "48 Line-2-3", "108 Line-2-3"})
        pos.wreck(Side::French, b);
    r = victory("5.4", pos, 0, 0, v);
    EXPECT_EQ(halvesOf(r, Side::Austrian, "3 Corps (if all units"), 12);
}

TEST(RuleAE4_3_WreckedFormations, GunPointsInWholeGroupsOfFive) {
    Position pos;
    pos.act("lose-guns", Side::Austrian, {{"unit", "1C-R-art"}, {"gun_points", 5}});
    pos.act("lose-guns", Side::Austrian, {{"unit", "1-1-art"}, {"gun_points", 4}});
    EXPECT_EQ(halvesOf(victory("5.4", pos, 0, 0), Side::French, "Gun Points"), 2); // 9: one group
    pos.act("lose-guns", Side::Austrian, {{"unit", "2-2-art"}, {"gun_points", 1}});
    EXPECT_EQ(halvesOf(victory("5.4", pos, 0, 0), Side::French, "Gun Points"), 4); // 10: two
    EXPECT_EQ(halvesOf(victory("5.4", pos, 0, 0), Side::Austrian, "Gun Points"), 0);
}

TEST(RuleAE4_3_WreckedFormations, AnUntranscribedWreckedMarkIsAskedFor) {
    Position pos;
    pos.casualties(Side::French, "3-2-2", 6); // Ficatier: no wrecked mark in the transcription
    try {
        victory("5.4", pos, 0, 0);
        FAIL() << "expected NeedsPlayerValue";
    } catch (const NeedsPlayerValue& e) {
        ASSERT_FALSE(e.needs().empty());
        EXPECT_EQ(e.needs()[0].key, "wrecked_mark 3-2-2");
    }
    pos.act("set-wrecked-mark", Side::French, {{"brigade", "3-2-2"}, {"boxes", 5}});
    EXPECT_NO_THROW(victory("5.4", pos, 0, 0));
}

TEST(RuleAE4_4_LossOfNapoleon, ShiftsOneLevelTowardsTheAustrians) {
    Position pos;
    auto r = victory("5.4", pos, 10, 0);
    EXPECT_EQ(r.level, "French Major Victory");
    EXPECT_FALSE(r.napoleonLost);
    pos.act("leader-casualty", Side::French, {{"leader", "napoleon"}, {"replacement", "curial"}});
    r = victory("5.4", pos, 10, 0);
    EXPECT_TRUE(r.napoleonLost);
    EXPECT_EQ(r.level, "French Major Victory");
    EXPECT_EQ(r.finalLevel, "French Minor Victory");
    EXPECT_EQ(victory("5.4", pos, 0, 0).finalLevel,
              "Austrian Minor Victory"); // a Draw becomes an Austrian Minor Victory
    EXPECT_EQ(victory("5.4", pos, 0, 12).finalLevel,
              "Austrian Massive Victory"); // nothing beyond it
}

TEST(RuleAE4_0_Victory, VariantVpsAndTheBreakdown) {
    const Position pos;
    Variants v;
    v.bridge = Variants::Bridge::None;          // Austrian +4
    v.archduke = true;                          // French +1
    v.grenadiers = Variants::Grenadiers::Corps; // French +4
    v.grenadiersCorps = "2-corps";
    const auto r = victory("5.4", pos, 3, 2, v);
    EXPECT_EQ(r.french, 3 + 1 + 4);
    EXPECT_EQ(r.austrian, 2 + 4);
    EXPECT_EQ(r.spread, 2);
    EXPECT_EQ(r.level, "Draw");
    for (const auto& l : r.lines)
        EXPECT_FALSE(l.rule.empty());
    EXPECT_FALSE(r.steps.empty());
    v.grenadiers = Variants::Grenadiers::Reserve; // French +2
    v.grenadiersCorps.clear();
    v.bridge = Variants::Bridge::Variable; // nobody
    EXPECT_EQ(victory("5.4", pos, 0, 0, v).spread, 3);
}

TEST(RuleAE2_9a_VariableInterruption, TheRulebooksExample) {
    // French 6, Austrian 10: the bridge is down for 4 turns; roll again on turn 5.
    auto o = resolveBridgeRoll(1, 6, 10);
    EXPECT_FALSE(o.up);
    EXPECT_EQ(o.turns, 4);
    EXPECT_EQ(o.nextRoll, 5);
    // Reversed: up for 4 turns; roll again on turn 5.
    o = resolveBridgeRoll(1, 10, 6);
    EXPECT_TRUE(o.up);
    EXPECT_EQ(o.turns, 4);
    EXPECT_EQ(o.nextRoll, 5);
    // Equal: up this turn, roll again next turn.
    o = resolveBridgeRoll(1, 8, 8);
    EXPECT_TRUE(o.up);
    EXPECT_EQ(o.turns, 1);
    EXPECT_EQ(o.nextRoll, 2);
    EXPECT_THROW(resolveBridgeRoll(1, 1, 6), InvalidInput); // two dice make 2 to 12
    EXPECT_THROW(resolveBridgeRoll(1, 6, 13), InvalidInput);
    EXPECT_THROW(resolveBridgeRoll(0, 6, 6), InvalidInput);
}

TEST(RuleAE2_9a_VariableInterruption, ReinforcementsWaitForTheBridge) {
    BridgeTrack t;
    EXPECT_EQ(t.nextRollTurn(), 1);
    EXPECT_FALSE(t.upOn(1).has_value());
    t.roll(1, 6, 10);                            // down turns 1-4
    EXPECT_THROW(t.roll(3, 6, 6), InvalidInput); // the next roll is due on turn 5
    EXPECT_EQ(t.nextRollTurn(), 5);
    EXPECT_FALSE(*t.upOn(4));
    EXPECT_FALSE(t.arrival(2).has_value()); // unknown until turn 5's roll
    t.roll(5, 7, 7);                        // up on turn 5, roll on 6
    EXPECT_EQ(*t.arrival(2), 5);
    t.roll(6, 3, 5); // down 6-7
    t.roll(8, 9, 4); // up 8-12
    EXPECT_EQ(*t.arrival(6), 8);
    EXPECT_EQ(*t.arrival(9), 9);
    EXPECT_FALSE(t.arrival(13).has_value());
}

TEST(RuleAE4_1_Terrain, LinesKnownSoFarWhileTheTerrainIsAskedFor) {
    Position pos;
    pos.casualties(Side::Austrian, "Inf-AG", 2);
    VictoryInput in;
    in.terrainFrench = 3;
    const auto r =
        victorySoFar(catalog().victory(), catalog().find("5.4"), {}, pos.game.state(), in);
    ASSERT_EQ(r.asked.size(), 1u);
    EXPECT_EQ(r.asked[0].key, "terrain_austrian");
    EXPECT_EQ(halvesOf(r, Side::French, "Terrain"), 6);
    EXPECT_EQ(halvesOf(r, Side::French, "Casualties inflicted: Austrian losses 2"), 2);
    EXPECT_TRUE(r.finalLevel.empty()); // no result while something is asked for
    EXPECT_TRUE(r.steps.empty());
    in.terrainAustrian = 0;
    EXPECT_EQ(
        victorySoFar(catalog().victory(), catalog().find("5.4"), {}, pos.game.state(), in).spread,
        computeVictory(catalog().victory(), catalog().find("5.4"), {}, pos.game.state(), in)
            .spread);
}

TEST(RuleAE5_0_PreGameLosses, AppliedOnceAllOrNothing) {
    Position pos;
    const auto p = plan("5.2", Side::French);
    const auto acts = checkedPreGameLossActions(pos.game, p);
    EXPECT_EQ(acts.size(), p.actions().size());
    EXPECT_EQ(preGameLossesIn(pos.game, Side::French), 0);
    for (const auto& a : acts)
        pos.game.commit(pos.game.prepare(a));
    EXPECT_GT(preGameLossesIn(pos.game, Side::French), 0);
    EXPECT_EQ(preGameLossesIn(pos.game, Side::Austrian), 0);
    EXPECT_THROW(checkedPreGameLossActions(pos.game, p), InvalidInput);
}

TEST(RuleAE2_1_LowAmmo, ErasedByTheStepIntoTheFirstTurnOf22May) {
    const SequenceOfPlay seq =
        SequenceOfPlay::load(std::string(ADC_TABLES_DIR) + "/sequence/sequence-of-play.json");
    const Scenario& s = catalog().find("5.4");
    Position pos;
    pos.act("low-ammo", Side::French, {{"unit", "57 Line-3-2"}});
    // Step until the last step of turn 22 (the midnight turn, still 21 May on the Day Marker).
    for (;;) {
        const PlayPosition now = seq.after(pos.game.state().stepsTaken());
        if (seq.next(now).turn == 23) break;
        const auto acts = nextStepActions(seq, pos.game.state(), &catalog(), &s);
        ASSERT_EQ(acts.size(), 1u) << "turn " << now.turn; // nothing erased before 22 May
        pos.game.commit(pos.game.prepare(acts[0]));
    }
    const auto acts = nextStepActions(seq, pos.game.state(), &catalog(), &s);
    ASSERT_EQ(acts.size(), 2u);
    EXPECT_EQ(acts[0].kind, "advance");
    EXPECT_EQ(acts[0].payload["to"], "turn 23, Command Phase: Order Issue (austrian player)");
    EXPECT_EQ(acts[1].kind, "clear-low-ammo");
    const ClockPosition at =
        clockPosition(seq, seq.next(seq.after(pos.game.state().stepsTaken())), &catalog(), &s);
    EXPECT_TRUE(at.firstTurnOfDay);
    EXPECT_TRUE(at.box->night);
    EXPECT_EQ(at.box->minutes, 60);
}
