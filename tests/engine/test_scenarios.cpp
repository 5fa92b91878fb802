// The scenarios of AE 5.1 to 5.4: loading, every set-up line against the order of battle,
// the reinforcement schedule turn by turn, the turn track and its clock (1.1d, 28.0a).
#include "scenario_fixture.h"

#include "adc/errors.h"
#include "adc/scenarios/scenario_game_info.h"

#include <filesystem>
#include <fstream>
#include <functional>
#include <unistd.h> // getpid: one temporary folder per test process

namespace fs = std::filesystem;
using namespace adc;
using namespace adc::test;

namespace {

std::vector<Variants> everyVariantOf(const Scenario& s) {
    std::vector<Variants> out{Variants{}};
    for (auto b :
         {Variants::Bridge::Historical, Variants::Bridge::None, Variants::Bridge::Variable})
        for (bool davout : {false, true})
            for (auto g : {Variants::Grenadiers::Off, Variants::Grenadiers::Reserve}) {
                Variants v;
                v.bridge = b;
                v.davout = davout;
                v.grenadiers = g;
                v.archduke = davout;
                try {
                    v.checkOffered(s);
                } catch (const InvalidInput&) {
                    continue;
                }
                out.push_back(v);
            }
    return out;
}

std::vector<std::string> arrivalIds(const SideSetup& s, int turn, UnitKind k) {
    std::vector<std::string> out;
    for (const Placement* p : s.arrivals(turn))
        for (const auto& id : p->units.ids(k))
            out.push_back(id);
    return sorted(out);
}

std::vector<int> arrivalTurns(const SideSetup& s) {
    std::vector<int> out;
    for (const auto& p : s.reinforcements)
        out.push_back(p.turn);
    return out;
}

} // namespace

TEST(RuleAE5_0_Scenarios, FourScenariosLoad) {
    const auto& c = catalog();
    ASSERT_EQ(c.scenarios().size(), 4u);
    EXPECT_EQ(c.find("5.1").id, "first-day");
    EXPECT_EQ(c.find("second-day").number, "5.2");
    EXPECT_EQ(c.find("5.3").id, "lannes-attack");
    EXPECT_EQ(c.find("5.4").id, "aspern-essling");
    EXPECT_EQ(c.find("5.1").firstPlayer, Side::Austrian);
    EXPECT_EQ(c.find("5.2").firstPlayer, Side::French);
    EXPECT_EQ(c.find("5.3").firstPlayer, Side::French);
    EXPECT_EQ(c.find("5.4").firstPlayer, Side::Austrian);
    EXPECT_THROW(c.find("5.5"), InvalidInput);
}

TEST(RuleAE5_0_Scenarios, EverySetupLineNamesOnlyRealUnits) {
    for (const auto& s : catalog().scenarios())
        for (Side side : {Side::French, Side::Austrian})
            for (const auto& v : everyVariantOf(s)) {
                SCOPED_TRACE(s.number + " " + sideName(side) + " " + v.toJson().dump());
                const SideSetup setup = buildSideSetup(catalog(), s, side, v);
                const OrderOfBattle& oob = catalog().oob(side);
                std::size_t placed = 0;
                for (const auto* list : {&setup.setup, &setup.reinforcements})
                    for (const auto& p : *list) {
                        EXPECT_FALSE(p.units.empty()) << p.printed;
                        placed += p.units.size();
                        for (const auto& u : p.units.refs()) {
                            switch (u.kind) {
                            case UnitKind::Brigade:
                                EXPECT_NE(oob.brigade(u.id), nullptr) << u.id;
                                break;
                            case UnitKind::Artillery:
                                EXPECT_NE(oob.artilleryUnit(u.id), nullptr) << u.id;
                                break;
                            case UnitKind::Leader:
                                EXPECT_NE(oob.leader(u.id), nullptr) << u.id;
                                break;
                            case UnitKind::Hq:
                                EXPECT_TRUE(oob.formation(u.id) && oob.formation(u.id)->hasHq)
                                    << u.id;
                                break;
                            }
                        }
                    }
                // No counter is placed twice.
                EXPECT_EQ(placed, setup.inPlay.size());
                for (const auto& o : setup.orders)
                    EXPECT_FALSE(o.items.empty()) << o.line.units;
            }
}

TEST(RuleAE5_0_Scenarios, EveryItemOfEveryLineIsFound) {
    // The printed words one by one, as the tests' record of the readings.
    const UnitResolver fr = catalog().resolver(Side::French);
    const UnitResolver au = catalog().resolver(Side::Austrian);
    for (const auto& s : catalog().scenarios())
        for (Side side : {Side::French, Side::Austrian}) {
            const UnitResolver& r = side == Side::French ? fr : au;
            const auto& d = s.side(side);
            for (const auto& l : d.setup)
                EXPECT_NO_THROW(r.resolve(l.units)) << s.number << " " << l.units;
            for (const auto& l : d.reinforcements)
                EXPECT_NO_THROW(r.resolve(l.units)) << s.number << " " << l.units;
            for (const auto& l : d.orders)
                EXPECT_NO_THROW(r.resolve(l.units)) << s.number << " " << l.units;
            for (const auto& l : d.notUsed)
                EXPECT_NO_THROW(r.resolve(l.units)) << s.number << " " << l.units;
        }
    EXPECT_THROW(fr.resolve("Napoleon, 7 Corps"), InvalidInput);
    EXPECT_THROW(fr.resolve("4b (9Hf)"), InvalidInput);
    EXPECT_THROW(fr.resolve("Lannes (less 4-4)"), InvalidInput);
    EXPECT_THROW(fr.resolve("4 Corps (less 1-2)"), InvalidInput);
}

TEST(Rule1_4_SetupNotes, TheScenariosWordsBecomeCounters) {
    const UnitResolver fr = catalog().resolver(Side::French);
    const UnitResolver au = catalog().resolver(Side::Austrian);
    // A leader by a variant spelling, an HQ by its short name, a division with "Div".
    EXPECT_EQ(fr.resolveItem("Messena").id, "massena");
    EXPECT_EQ(au.resolveItem("Leichtenstein").id, "liechtenstein");
    EXPECT_EQ(fr.resolveItem("Cav HQ").id, "cav-corps");
    EXPECT_EQ(fr.resolveItem("Prov Corps HQ").id, "prov-corps");
    EXPECT_EQ(au.resolveItem("R Corps HQ").id, "r-corps");
    const NamedItem div = fr.resolveItem("3-4 Div");
    EXPECT_EQ(div.kind, "division");
    EXPECT_EQ(sorted(div.units.ids(UnitKind::Brigade)),
              sorted({"2 Line-3-4", "16 Line-3-4", "37 Line-3-4", "67 Line-3-4"}));
    EXPECT_EQ(div.units.ids(UnitKind::Artillery), std::vector<std::string>{"3-4-art"});
    EXPECT_EQ(div.units.ids(UnitKind::Leader), std::vector<std::string>{"molitor"});
    EXPECT_EQ(au.resolveItem("AG Division").id, "AG");
    // Artillery counters: gun points, heavy/light, foot/horse.
    EXPECT_EQ(fr.resolveItem("4b (3Hf)").candidates, std::vector<std::string>{"4-corps-art"});
    EXPECT_EQ(fr.resolveItem("4b (3Lf)").candidates, std::vector<std::string>{"4-corps-art-2"});
    EXPECT_EQ(fr.resolveItem("IGb (2Hf)").candidates,
              (std::vector<std::string>{"IG-art", "IG-art-2"}));
    EXPECT_EQ(fr.resolveItem("1HCb (4Lh)").candidates, std::vector<std::string>{"1HC-Cav-art"});
    EXPECT_EQ(fr.resolveItem("2b (5Hf)").candidates, std::vector<std::string>{"2-corps-art"});
    // A corps less a division: Massena, the HQ, three divisions, Cav-4 and both corps batteries.
    const NamedItem c4 = fr.resolveItem("4 Corps (less 4-4)");
    EXPECT_EQ(c4.less, std::vector<std::string>{"4-4"});
    EXPECT_TRUE(has(c4.units, UnitKind::Leader, "massena"));
    EXPECT_TRUE(has(c4.units, UnitKind::Hq, "4-corps"));
    EXPECT_FALSE(has(c4.units, UnitKind::Brigade, "3 Lt-4-4"));
    EXPECT_FALSE(has(c4.units, UnitKind::Leader, "boudet"));
    EXPECT_TRUE(has(c4.units, UnitKind::Brigade, "1-Cav-4"));
    EXPECT_EQ(c4.units.ids(UnitKind::Brigade).size(), 12u); // 2 + 4 + 4 + 2
    EXPECT_EQ(
        sorted(c4.units.ids(UnitKind::Artillery)),
        sorted({"4-corps-art", "4-corps-art-2", "1-4-art", "2-4-art", "2-4-art-2", "3-4-art"}));
    // "and" in a less-list; 2 Corps brings Oudinot as its extra leader (AE 2.4).
    const NamedItem rc = au.resolveItem("R Corps (less 1G-R and 2G-R)");
    EXPECT_EQ(rc.units.ids(UnitKind::Brigade).size(), 8u);
    EXPECT_TRUE(has(fr.resolveItem("2 Corps").units, UnitKind::Leader, "oudinot"));
    EXPECT_TRUE(has(fr.resolveItem("2 Corps").units, UnitKind::Leader, "lannes"));
}

TEST(Rule1_4_SetupNotes, AUnitNamedByItselfStaysWhereItIsNamed) {
    // 5.1: Lt-2-6 and Cav-2-6 set up at 9.25; "6 Corps" arriving at 1:00 pm is the rest.
    const SideSetup au = setupOf("5.1", Side::Austrian);
    ASSERT_EQ(au.setup.size(), 1u);
    EXPECT_EQ(sorted(au.setup[0].units.ids(UnitKind::Brigade)), sorted({"Lt-2-6", "Cav-2-6"}));
    const auto t1 = arrivalIds(au, 1, UnitKind::Brigade);
    EXPECT_EQ(t1, sorted({"39-1-6", "60-1-6", "Adler-1-6", "31-2-6", "51-2-6", "R-2C-R"}));
    // 5.2: the cavalry regiments set up with other corps are not in the R Corps' line.
    const SideSetup au2 = setupOf("5.2", Side::Austrian);
    const Placement* rcorps = au2.placementOf({UnitKind::Hq, "r-corps"});
    ASSERT_NE(rcorps, nullptr);
    EXPECT_EQ(sorted(rcorps->units.ids(UnitKind::Brigade)), sorted({"K-1C-R", "S-1C-R", "C-2C-R"}));
    EXPECT_EQ(au2.placementOf({UnitKind::Brigade, "W-2C-R"})->where, "w/i 1 36.19");
    // 5.2: the two "IGb (2Hf)" are two counters; 5.4's "IG" brings the Guard less the Lobau guns.
    const SideSetup fr2 = setupOf("5.2", Side::French);
    EXPECT_EQ(fr2.placementOf({UnitKind::Artillery, "IG-art"})->where, "w/i 2 33.12");
    EXPECT_EQ(fr2.placementOf({UnitKind::Artillery, "IG-art-2"})->where,
              "on road between 25.02 to 38.06, inclusive");
    const SideSetup fr4 = setupOf("5.4", Side::French);
    const auto guard = fr4.arrivals(19);
    ASSERT_EQ(guard.size(), 1u);
    EXPECT_EQ(guard[0]->units.ids(UnitKind::Artillery), std::vector<std::string>{"IG-art-2"});
    EXPECT_EQ(guard[0]->units.ids(UnitKind::Brigade).size(), 8u);
    EXPECT_EQ(sorted(guard[0]->units.ids(UnitKind::Leader)),
              sorted({"curial", "dorsenne", "arrighi"}));
}

TEST(RuleAE5_4_Scenario, EveryCounterOfBothArmiesComesIntoPlay) {
    Variants davout;
    davout.davout = true;
    const SideSetup fr = setupOf("5.4", Side::French, davout);
    EXPECT_TRUE(fr.notInPlay.empty()) << fr.notInPlay.refs().front().id;
    EXPECT_EQ(sorted(fr.offMap.ids(UnitKind::Leader)), sorted({"mouton", "rapp"})); // AE 2.3
    EXPECT_EQ(fr.inPlay.ids(UnitKind::Brigade).size(), 62u);
    EXPECT_EQ(fr.inPlay.ids(UnitKind::Artillery).size(), 21u);
    const SideSetup au = setupOf("5.4", Side::Austrian);
    EXPECT_TRUE(au.notInPlay.empty());
    EXPECT_EQ(au.inPlay.ids(UnitKind::Brigade).size(), 51u);
    EXPECT_EQ(au.inPlay.ids(UnitKind::Artillery).size(), 26u);
    // Without AE 2.9b the rest of 3 Corps stays off: 19 brigades less R-3's 3.
    const SideSetup hist = setupOf("5.4", Side::French);
    EXPECT_EQ(hist.notInPlay.ids(UnitKind::Brigade).size(), 16u);
    EXPECT_TRUE(has(hist.notInPlay, UnitKind::Leader, "davout"));
}

TEST(RuleAE5_1_Scenario, WhatIsNotInPlay) {
    const SideSetup au = setupOf("5.1", Side::Austrian);
    for (const char* id : {"H-1G-R", "M-1G-R", "M-2G-R", "S-2G-R", "L-1C-R", "2-1-4", "Cav-2-4"})
        EXPECT_TRUE(has(au.notInPlay, UnitKind::Brigade, id)) << id;
    EXPECT_TRUE(has(au.notInPlay, UnitKind::Hq, "4-corps"));
    // Orders for the Austrian 4 Corps and L-1C-R are printed but name nothing in play.
    int outOfPlay = 0;
    for (const auto& o : au.orders)
        outOfPlay += o.inPlay ? 0 : 1;
    EXPECT_EQ(outOfPlay, 2);
    // The French: no 2 Corps, no Guard divisions, no 3 Corps; the Lobau guns and Lannes are there.
    const SideSetup fr = setupOf("5.1", Side::French);
    EXPECT_TRUE(has(fr.notInPlay, UnitKind::Hq, "2-corps"));
    EXPECT_TRUE(has(fr.notInPlay, UnitKind::Brigade, "FC-1-IG"));
    EXPECT_TRUE(has(fr.inPlay, UnitKind::Artillery, "IG-art"));
    EXPECT_TRUE(has(fr.inPlay, UnitKind::Artillery, "IG-art-3"));
    EXPECT_TRUE(has(fr.inPlay, UnitKind::Hq, "prov-corps"));
    EXPECT_TRUE(has(fr.notInPlay, UnitKind::Artillery, "IG-art-2"));
}

TEST(Rule16_4_Reinforcements, FirstDayScheduleByTurn) {
    const SideSetup fr = setupOf("5.1", Side::French);
    EXPECT_EQ(arrivalTurns(fr), (std::vector<int>{7, 10, 12})); // 4:00, 5:30, 6:30 pm
    EXPECT_EQ(arrivalIds(fr, 7, UnitKind::Brigade), sorted({"1-2HC-Cav", "2-2HC-Cav"}));
    EXPECT_EQ(arrivalIds(fr, 7, UnitKind::Artillery), std::vector<std::string>{"2HC-Cav-art"});
    EXPECT_EQ(arrivalIds(fr, 10, UnitKind::Brigade),
              sorted({"24 Lt-2-4", "4 Line-2-4", "46 Line-2-4", "HD-2-4"}));
    EXPECT_EQ(arrivalIds(fr, 12, UnitKind::Leader), std::vector<std::string>{"nansouty"});
    EXPECT_EQ(arrivalIds(fr, 12, UnitKind::Artillery), std::vector<std::string>{"1HC-Cav-art"});
    EXPECT_TRUE(fr.arrivals(8).empty());
    const SideSetup au = setupOf("5.1", Side::Austrian);
    EXPECT_EQ(arrivalTurns(au), (std::vector<int>{1, 4, 8, 8, 8})); // 1:00, 2:30, 4:30 pm
    EXPECT_EQ(arrivalIds(au, 1, UnitKind::Leader),
              sorted({"charles", "hiller", "hohenfeld", "kottulinsky"}));
    EXPECT_EQ(arrivalIds(au, 1, UnitKind::Hq), sorted({"army", "6-corps"}));
    EXPECT_EQ(arrivalIds(au, 4, UnitKind::Brigade).size(), 10u); // 1 Corps (9) and V-2C-R
    EXPECT_EQ(au.arrivals(8).size(), 3u);
    EXPECT_EQ(arrivalIds(au, 8, UnitKind::Hq), sorted({"2-corps", "r-corps"}));
}

TEST(Rule16_4_Reinforcements, BattleScheduleByTurn) {
    const SideSetup fr = setupOf("5.4", Side::French);
    // 4:00, 5:30, 6:30, 10:00 pm; 11:00 pm (night); midnight; 1:00 am; 5:00 am.
    EXPECT_EQ(arrivalTurns(fr), (std::vector<int>{7, 10, 12, 19, 21, 22, 23, 27}));
    EXPECT_EQ(arrivalIds(fr, 21, UnitKind::Leader), sorted({"oudinot", "st-hilaire"}));
    EXPECT_EQ(arrivalIds(fr, 21, UnitKind::Hq), std::vector<std::string>{"2-corps"});
    EXPECT_EQ(arrivalIds(fr, 21, UnitKind::Artillery), sorted({"2-corps-art", "3-2-art"}));
    EXPECT_EQ(arrivalIds(fr, 22, UnitKind::Leader), std::vector<std::string>{"tharreau"});
    EXPECT_EQ(arrivalIds(fr, 23, UnitKind::Leader), std::vector<std::string>{"claparede"});
    EXPECT_EQ(arrivalIds(fr, 27, UnitKind::Brigade), sorted({"1-R-3", "2-R-3", "3-R-3"}));
    const SideSetup au = setupOf("5.4", Side::Austrian);
    EXPECT_EQ(arrivalTurns(au),
              (std::vector<int>{1, 4, 8, 8, 8, 11, 35}));         // 6:00 pm; 9:00 am 22 May
    EXPECT_EQ(arrivalIds(au, 11, UnitKind::Brigade).size(), 11u); // 4 Corps (10) and L-1C-R
    EXPECT_EQ(arrivalIds(au, 35, UnitKind::Leader), sorted({"d-aspre", "prochaszka"}));
    // AE 2.9b: the rest of 3 Corps at 8:00 am, 22 May (turn 33).
    Variants v;
    v.davout = true;
    const SideSetup withDavout = setupOf("5.4", Side::French, v);
    EXPECT_EQ(arrivalIds(withDavout, 33, UnitKind::Brigade).size(), 16u);
    EXPECT_EQ(arrivalIds(withDavout, 33, UnitKind::Hq), std::vector<std::string>{"3-corps"});
}

TEST(Rule16_4_Reinforcements, SecondDayAndLannesAttackSchedules) {
    EXPECT_TRUE(setupOf("5.2", Side::French).reinforcements.empty()); // the 3 Corps line is AE 2.9b
    EXPECT_EQ(arrivalTurns(setupOf("5.2", Side::Austrian)),
              std::vector<int>{10}); // 9:00 am: 4:00 am is an hour
    EXPECT_EQ(arrivalTurns(setupOf("5.3", Side::Austrian)),
              std::vector<int>{5}); // 7:00, 7:30, 8:00, 8:30, 9:00
    Variants v;
    v.davout = true;
    EXPECT_EQ(arrivalTurns(setupOf("5.2", Side::French, v)), std::vector<int>{8});
    EXPECT_EQ(arrivalTurns(setupOf("5.3", Side::French, v)), std::vector<int>{3});
    const SideSetup d = setupOf("5.3", Side::French, v);
    EXPECT_EQ(arrivalIds(d, 3, UnitKind::Brigade).size(), 16u);
    EXPECT_FALSE(has(d.reinforcements[0].units, UnitKind::Leader, "demont"));
    // 5.3's own orders have nothing for 3 Corps: AE 2.9b's order (25.10) comes with it.
    EXPECT_EQ(d.orders.back().line.order, "Move to 25.10 and await further orders.");
}

TEST(RuleAE2_9a_NoInterruptions, EveryFrenchReinforcementArrivesOnTheFirstTurn) {
    Variants v;
    v.bridge = Variants::Bridge::None;
    const SideSetup fr = setupOf("5.4", Side::French, v);
    for (const auto& p : fr.reinforcements)
        EXPECT_EQ(p.turn, 1) << p.printed;
    EXPECT_EQ(arrivalTurns(setupOf("5.4", Side::Austrian, v)),
              (std::vector<int>{1, 4, 8, 8, 8, 11, 35}));
    v.bridge = Variants::Bridge::Variable;
    for (const auto& p : setupOf("5.1", Side::French, v).reinforcements)
        EXPECT_TRUE(p.bridge);
}

TEST(RuleAE3_8b_Grenadiers, EnterWithTheReserveCorpsHq) {
    Variants v;
    v.grenadiers = Variants::Grenadiers::Reserve;
    // 5.2: the Reserve Corps is on the map, so the grenadiers set up with it; their 9:00 am line is
    // gone.
    const SideSetup au2 = setupOf("5.2", Side::Austrian, v);
    EXPECT_EQ(au2.placementOf({UnitKind::Brigade, "H-1G-R"})->where, "w/i 3 23.35");
    EXPECT_TRUE(au2.reinforcements.empty());
    // 5.1: they are not used in the scenario, but 3.8b brings them in at 4:30 pm with the HQ.
    const SideSetup au1 = setupOf("5.1", Side::Austrian, v);
    const Placement* p = au1.placementOf({UnitKind::Brigade, "S-2G-R"});
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->turn, 8);
    EXPECT_EQ(p->where, "29.35");
    // Attached to another corps HQ: it must be in the scenario (5.1 has no Austrian 4 Corps).
    v.grenadiers = Variants::Grenadiers::Corps;
    v.grenadiersCorps = "4-corps";
    EXPECT_THROW(setupOf("5.1", Side::Austrian, v), InvalidInput);
    v.grenadiersCorps = "1-corps";
    EXPECT_EQ(setupOf("5.1", Side::Austrian, v).placementOf({UnitKind::Brigade, "M-1G-R"})->turn,
              4);
    v.grenadiersCorps = "5-corps";
    EXPECT_THROW(setupOf("5.4", Side::Austrian, v), InvalidInput);
}

TEST(RuleAE2_9b_DavoutsArrival, NotOfferedOnTheFirstDay) {
    Variants v;
    v.davout = true;
    EXPECT_THROW(setupOf("5.1", Side::French, v), InvalidInput);
    EXPECT_THROW(scenarioGameInfo(catalog().find("5.1"), v, ""), InvalidInput);
}

TEST(Rule28_0a_TurnTrack, PrintedGameLengths) {
    const auto& c = catalog();
    EXPECT_EQ(c.turns(c.find("5.1")).size(), 17u);
    EXPECT_EQ(c.turns(c.find("5.2")).size(), 32u);
    EXPECT_EQ(c.turns(c.find("5.3")).size(), 17u);
    EXPECT_EQ(c.turns(c.find("5.4")).size(), 57u);
    for (const auto& s : c.scenarios())
        EXPECT_EQ(c.lengthDisagreement(s), "") << s.number;
    // Night from 11:00 pm to 5:00 am: six turns of an hour.
    int night = 0;
    for (const auto& b : c.track().boxes())
        night += b.night ? 1 : 0;
    EXPECT_EQ(night, 6);
    EXPECT_EQ(c.track().boxes().size(), 57u);
}

TEST(Rule28_0a_TurnTrack, TheClockOfEachScenario) {
    const auto& c = catalog();
    const auto at = [&](const std::string& s, int n) { return c.turn(c.find(s), n); };
    EXPECT_EQ(clockTime(at("5.1", 1).box->start), "1:00 pm");
    EXPECT_EQ(clockTime(at("5.1", 17).box->start), "9:00 pm");
    EXPECT_FALSE(at("5.1", 17).box->night);
    // 5.2: the 4:00 am turn is the last of the night, an hour long.
    EXPECT_TRUE(at("5.2", 1).box->night);
    EXPECT_EQ(at("5.2", 1).box->minutes, 60);
    EXPECT_EQ(clockTime(at("5.2", 2).box->start), "5:00 am");
    EXPECT_EQ(at("5.2", 2).box->minutes, 30);
    EXPECT_EQ(clockTime(at("5.2", 32).box->start), "8:00 pm");
    EXPECT_EQ(clockTime(at("5.3", 1).box->start), "7:00 am");
    EXPECT_EQ(clockTime(at("5.3", 17).box->start), "3:00 pm");
    // 5.4: 10:30 pm is the last day turn of 21 May, then night until 4:00 am.
    EXPECT_EQ(clockTime(at("5.4", 20).box->start), "10:30 pm");
    EXPECT_FALSE(at("5.4", 20).box->night);
    EXPECT_EQ(clockTime(at("5.4", 21).box->start), "11:00 pm");
    EXPECT_TRUE(at("5.4", 21).box->night);
    EXPECT_EQ(clockTime(at("5.4", 26).box->start), "4:00 am");
    EXPECT_EQ(clockTime(at("5.4", 27).box->start), "5:00 am");
    EXPECT_EQ(clockTime(at("5.4", 57).box->start), "8:00 pm");
    EXPECT_THROW(c.turn(c.find("5.4"), 58), InvalidInput);
    EXPECT_THROW(c.turn(c.find("5.4"), 0), InvalidInput);
}

TEST(Rule1_1d_DayMarker, TheMidnightTurnStillBelongsToTheOldDay) {
    const auto& c = catalog();
    const Scenario& s = c.find("5.4");
    const auto midnight = c.turn(s, 22);
    EXPECT_EQ(clockTime(midnight.box->start), "12:00 am");
    EXPECT_EQ(dayName(midnight.box->start.date()), "22 May");
    EXPECT_EQ(dayName(midnight.box->dayRecord), "21 May");
    // AE 2.1: Low Ammo ends on the first turn of 22 May, the 1:00 am turn.
    const auto first22 = c.turn(s, 23);
    EXPECT_EQ(clockTime(first22.box->start), "1:00 am");
    EXPECT_EQ(dayName(first22.box->dayRecord), "22 May");
    int firstOf22 = 0;
    for (const auto& t : c.turns(s))
        if (!firstOf22 && t.box->dayRecord.day() == 22) firstOf22 = t.number;
    EXPECT_EQ(firstOf22, 23);
}

TEST(Rule28_0a_TurnTrack, APlayersCorrectionOfTheNightIsReported) {
    // The players' printed track shades night from 9:00 pm: 5.4 then lasts 55 turns, not 57.
    const fs::path overlay =
        fs::temp_directory_path() / ("adc-scenario-overlay-test-" + std::to_string(::getpid()));
    fs::remove_all(overlay);
    fs::create_directories(overlay);
    std::ifstream in(std::string(ADC_TABLES_DIR) + "/scenarios/turn-track.json");
    nlohmann::json track = nlohmann::json::parse(in);
    track["night_from"]["value"] = "21:00";
    std::ofstream(overlay / "turn-track.json") << track.dump(2);
    const ScenarioCatalog c = ScenarioCatalog::load(std::string(ADC_TABLES_DIR) + "/scenarios",
                                                    frenchOob(), austrianOob(), overlay.string());
    EXPECT_EQ(c.playerFiles().size(), 1u);
    EXPECT_EQ(c.turns(c.find("5.4")).size(), 55u);
    EXPECT_NE(c.lengthDisagreement(c.find("5.4")).find("57"), std::string::npos);
    EXPECT_EQ(c.lengthDisagreement(c.find("5.1")), "");
    // The 10:00 pm and 11:00 pm reinforcements still fall on turns of their own.
    const SideSetup fr = buildSideSetup(c, c.find("5.4"), Side::French, {});
    EXPECT_EQ(arrivalTurns(fr), (std::vector<int>{7, 10, 12, 18, 19, 20, 21, 25}));
    fs::remove_all(overlay);
}

TEST(RuleAE5_0_Scenarios, MalformedScenarioFilesAreRefused) {
    const fs::path dir =
        fs::temp_directory_path() / ("adc-scenario-bad-test-" + std::to_string(::getpid()));
    const auto withChange = [&](const std::string& file,
                                const std::function<void(nlohmann::json&)>& change) {
        fs::remove_all(dir);
        fs::create_directories(dir);
        for (const auto& e : fs::directory_iterator(std::string(ADC_TABLES_DIR) + "/scenarios"))
            fs::copy(e.path(), dir / e.path().filename());
        std::ifstream in(dir / file);
        nlohmann::json j = nlohmann::json::parse(in);
        in.close();
        change(j);
        std::ofstream(dir / file) << j.dump(2);
    };
    const auto refused = [&](const std::string& place) {
        try {
            ScenarioCatalog::load(dir.string(), frenchOob(), austrianOob());
        } catch (const ChartFileError& e) {
            return e.place().find(place) != std::string::npos;
        }
        return false;
    };
    withChange("first-day.json", [](auto& j) { j["victory_levels"][3]["max"] = 0; }); // a gap at 1
    EXPECT_TRUE(refused("/victory_levels"));
    withChange("first-day.json", [](auto& j) {
        j["french"]["reinforcements"][0]["turn"]["at"] = "1809-05-21 16:30";
    });
    EXPECT_TRUE(refused("/french/reinforcements/0/turn"));
    withChange("second-day.json",
               [](auto& j) { j["french"]["pre_game_losses"]["printed_total"] = 28; });
    EXPECT_TRUE(refused("/french/pre_game_losses"));
    withChange("victory.json",
               [](auto& j) { j["awards"]["french"][1]["of"] = 10; }); // 1 Corps has 9
    EXPECT_TRUE(refused("/awards/french/1/of"));
    withChange("turn-track.json", [](auto& j) { j["first_box"]["at"] = "1809-05-21 13:15"; });
    EXPECT_TRUE(refused("/last_box/at"));
    withChange("unit-names.json",
               [](auto& j) { j["french"]["groups"][0]["artillery"][0] = "IG-art-9"; });
    EXPECT_TRUE(refused("/french/groups/0/artillery/0"));
    fs::remove_all(dir);
}

TEST(RuleAE5_0_Scenarios, GameSettingsRoundTrip) {
    Variants v;
    v.bridge = Variants::Bridge::Variable;
    v.davout = true;
    v.grenadiers = Variants::Grenadiers::Corps;
    v.grenadiersCorps = "2-corps";
    const auto info = scenarioGameInfo(catalog().find("5.3"), v, "Lannes");
    EXPECT_EQ(info["scenario"], "lannes-attack");
    EXPECT_EQ(info["scenario_number"], "5.3");
    EXPECT_EQ(info["first_player"], "french");
    EXPECT_EQ(info["game"], "aspern-essling");
    EXPECT_EQ(info["game_version"], 1);
    EXPECT_NO_THROW(checkGameInfo(info));
    const GameScenario g = gameScenarioOf(info);
    EXPECT_EQ(g.scenario, "lannes-attack");
    EXPECT_EQ(g.variants.toJson(), v.toJson());
    EXPECT_EQ(g.variants.awardIds(),
              (std::vector<std::string>{"2.9a-variable", "2.9b", "3.8b-corps"}));
    EXPECT_THROW(gameScenarioOf(nlohmann::json{{"title", "x"}}), InvalidInput);
    Variants bad;
    EXPECT_THROW(bad.set("bridge", "sometimes"), InvalidInput);
    EXPECT_FALSE(bad.set("weather", "rain"));
    bad.grenadiers = Variants::Grenadiers::Corps;
    EXPECT_THROW(bad.checkOffered(catalog().find("5.4")), InvalidInput); // no corps named
}
