// Both armies' order of battle checked against the Aspern-Essling rulebook: every row of
// the two Loss Charts, the Counter Manifest's corps, divisions, leaders and artillery, the
// elite divisions (AE 2.2, AE 3.7) and the seed's variant spellings. Malformed files are
// refused with file, place and reason.
#include "adc/order_of_battle.h"

#include "support.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <map>
#include <set>
#include <sstream>

using namespace adc;

namespace {

const OrderOfBattle& french() {
    static const OrderOfBattle oob =
        loadOrderOfBattle(std::string(ADC_TABLES_DIR) + "/oob/french.json");
    return oob;
}

const OrderOfBattle& austrian() {
    static const OrderOfBattle oob =
        loadOrderOfBattle(std::string(ADC_TABLES_DIR) + "/oob/austrian.json");
    return oob;
}

// A row as "morale | skirmishers | levels | wrecked", e.g. "A | 1 | A1 B3 C3 | 5";
// an unknown wrecked mark reads "?".
std::string row(const Brigade& b) {
    std::ostringstream s;
    s << b.morale << " | " << b.skirmisherBoxes << " |";
    for (const auto& g : b.levels)
        s << ' ' << g.level << g.boxes;
    s << " | ";
    if (b.wreckedMarkKnown())
        s << b.wreckedAfter;
    else
        s << '?';
    return s.str();
}

void expectRow(const OrderOfBattle& oob, const std::string& id, const std::string& name,
               const std::string& expected) {
    const Brigade* b = oob.brigade(id);
    ASSERT_NE(b, nullptr) << id;
    EXPECT_EQ(b->id, id);
    EXPECT_EQ(b->name, name) << id;
    EXPECT_EQ(row(*b), expected) << id;
}

using Roster = std::map<std::string, std::vector<std::string>>; // division -> brigades, chart order

void expectBrigades(const OrderOfBattle& oob, const Roster& expected) {
    std::size_t n = 0;
    for (const auto& [division, ids] : expected) {
        std::vector<std::string> got;
        for (const Brigade* b : oob.brigadesOf(division))
            got.push_back(b->id);
        EXPECT_EQ(got, ids) << division;
        n += ids.size();
    }
    EXPECT_EQ(oob.brigades.size(), n);
    std::size_t divisions = 0;
    for (const auto& f : oob.formations)
        divisions += f.kind == "division";
    EXPECT_EQ(divisions, expected.size());
}

struct DivisionRow {
    std::string id;
    int boxes;
    int wreckedAfter;
    std::string leader;
};

void expectDivisionRows(const OrderOfBattle& oob, const std::vector<DivisionRow>& rows) {
    for (const auto& r : rows) {
        const Formation* d = oob.formation(r.id);
        ASSERT_NE(d, nullptr) << r.id;
        EXPECT_EQ(d->kind, "division") << r.id;
        EXPECT_EQ(d->boxes, r.boxes) << r.id;
        EXPECT_EQ(d->wreckedAfter, r.wreckedAfter) << r.id;
        EXPECT_EQ(d->commander, r.leader) << r.id;
    }
}

struct Tally {
    int divisions = 0, brigades = 0, guns = 0, gunPoints = 0;
    bool operator==(const Tally&) const = default;
};

std::ostream& operator<<(std::ostream& o, const Tally& t) {
    return o << t.divisions << " divisions, " << t.brigades << " brigades, " << t.guns
             << " artillery units, " << t.gunPoints << " gun points";
}

// A corps (or the army, for the formations directly under it): its divisions, their
// brigades, and the artillery of the corps and of its divisions.
Tally tally(const OrderOfBattle& oob, const std::string& corps) {
    Tally t;
    std::set<std::string> owners{corps};
    for (const Formation* d : oob.divisionsOf(corps)) {
        ++t.divisions;
        t.brigades += static_cast<int>(oob.brigadesOf(d->id).size());
        owners.insert(d->id);
    }
    for (const auto& a : oob.artillery)
        if (owners.count(a.formation)) {
            ++t.guns;
            t.gunPoints += a.gunPoints;
        }
    return t;
}

ChartFileError loadBad(const std::string& name) {
    try {
        loadOrderOfBattle(std::string(ADC_TEST_DATA) + "/bad-oob/" + name);
    } catch (const ChartFileError& e) {
        return e;
    }
    ADD_FAILURE() << name << " was accepted";
    return ChartFileError("", "", "");
}

bool says(const ChartFileError& e, const std::string& words) {
    return e.reason().find(words) != std::string::npos;
}

} // namespace

// ---------------------------------------------------------------- the files

TEST(OrderOfBattleFiles, BothArmiesLoadWithTheirSourceAndReadings) {
    EXPECT_EQ(french().side, Side::French);
    EXPECT_EQ(austrian().side, Side::Austrian);
    for (const OrderOfBattle* o : {&french(), &austrian()}) {
        EXPECT_NE(o->source.find("Loss Chart"), std::string::npos);
        EXPECT_NE(o->source.find("Counter Manifest"), std::string::npos);
        EXPECT_GE(o->readings.size(), 10u);
    }
}

TEST(OrderOfBattleFiles, TheChartLoaderDoesNotReadTheOobFolder) {
    EXPECT_EQ(adc::test::shipped().find("oob-french"), nullptr);
    EXPECT_EQ(adc::test::shipped().find("oob-austrian"), nullptr);
}

// ---------------------------------------------------------------- loss charts: rows

TEST(Rule20_6a_LossCharts, EveryFrenchBrigadeOfTheLossChartIsPresent) {
    expectBrigades(
        french(),
        {
            {"1-IG", {"FC-1-IG", "FG-1-IG", "TC-1-IG", "TG-1-IG"}},
            {"2-IG", {"Chs-2-IG", "Grn-2-IG"}},
            {"Cav-IG", {"1-Cav-IG", "2-Cav-IG"}},
            {"1-2", {"1-1-2", "2-1-2", "3-1-2"}},
            {"2-2", {"1-2-2", "2-2-2", "3-2-2"}},
            {"3-2", {"10 Lt-3-2", "3 Line-3-2", "57 Line-3-2", "72 Line-3-2", "105 Line-3-2"}},
            {"1-4", {"18 Line-1-4", "26 Lt-1-4"}},
            {"2-4", {"24 Lt-2-4", "4 Line-2-4", "46 Line-2-4", "HD-2-4"}},
            {"3-4", {"2 Line-3-4", "16 Line-3-4", "37 Line-3-4", "67 Line-3-4"}},
            {"4-4", {"3 Lt-4-4", "56 Line-4-4", "93 Line-4-4"}},
            {"Cav-4", {"1-Cav-4", "2-Cav-4"}},
            {"LC-Cav", {"1-LC-Cav", "2-LC-Cav"}},
            {"1HC-Cav", {"1-1HC-Cav", "2-1HC-Cav", "3-1HC-Cav"}},
            {"2HC-Cav", {"1-2HC-Cav", "2-2HC-Cav"}},
            {"3HC-Cav", {"1-3HC-Cav", "2-3HC-Cav"}},
            {"1-3", {"13 Lt-1-3", "17 Line-1-3", "30 Line-1-3", "61 Line-1-3", "65 Line-1-3"}},
            {"2-3", {"15 Lt-2-3", "33 Line-2-3", "48 Line-2-3", "108 Line-2-3", "111 Line-2-3"}},
            {"3-3", {"12 Line-3-3", "21 Line-3-3", "25 Line-3-3", "85 Line-3-3"}},
            {"Cav-3", {"1-Cav-3", "2-Cav-3"}},
            {"R-3", {"1-R-3", "2-R-3", "3-R-3"}},
        });
    EXPECT_EQ(french().brigades.size(), 62u);
}

TEST(Rule20_6a_LossCharts, EveryAustrianBrigadeOfTheLossChartIsPresent) {
    expectBrigades(
        austrian(),
        {
            {"AG", {"Inf-AG", "Cav-AG"}},
            {"1-1", {"11-1-1", "17-1-1", "36-1-1", "47-1-1"}},
            {"2-1", {"10-2-1", "35-2-1", "42-2-1", "Jäger-2-1", "Cav-2-1"}},
            {"1-2", {"15-1-2", "25-1-2", "54-1-2", "57-1-2"}},
            {"2-2", {"18-2-2", "21-2-2", "28-2-2", "23/38-2-2", "50-2-2", "Jäger-2-2", "Cav-2-2"}},
            {"1-4", {"2-1-4", "33-1-4", "9/55-1-4"}},
            {"2-4", {"8-2-4", "13-2-4", "22-2-4", "44-2-4", "64-2-4", "Lt-2-4", "Cav-2-4"}},
            {"1-6", {"Adler-1-6", "39-1-6", "60-1-6"}},
            {"2-6", {"31-2-6", "51-2-6", "Lt-2-6", "Cav-2-6"}},
            {"1G-R", {"H-1G-R", "M-1G-R"}},
            {"2G-R", {"M-2G-R", "S-2G-R"}},
            {"1C-R", {"K-1C-R", "L-1C-R", "S-1C-R"}},
            {"2C-R", {"C-2C-R", "P-2C-R", "R-2C-R", "V-2C-R", "W-2C-R"}},
        });
    EXPECT_EQ(austrian().brigades.size(), 51u);
}

TEST(Rule20_6a_LossCharts, FrenchRowsAsPrinted) {
    const auto& f = french();
    expectRow(f, "FC-1-IG", "Fus.Chas", "B | 1 | A3 B3 C3 | 5");
    expectRow(f, "TG-1-IG", "Tir.Gren", "A | 1 | A1 B3 C3 | 5"); // "A□" glued
    expectRow(f, "Chs-2-IG", "Chasseurs", "A | 0 | A4 B3 C3 | 7");
    expectRow(f, "2-Cav-IG", "Kranzinski", "A | 0 | B2 C3 | 3"); // morale A, then level B
    expectRow(f, "1-1-2", "Conroux", "B | 2 | AA1 AB5 A5 B3 C3 | 9");
    expectRow(f, "2-1-2", "Albert", "C | 1 | AA1 AB5 A5 B3 C3 | 7");
    expectRow(f, "1-2-2", "Cöehorn", "B | 2 | AB4 A5 B3 C3 | 8");
    expectRow(f, "10 Lt-3-2", "Marion", "A | 2 | AB3 A5 B3 C3 | 9");
    expectRow(f, "HD-2-4", "Hesse-Darmstadt", "B | 2 | AA1 AB5 A5 B3 C3 | 9");
    expectRow(f, "2 Line-3-4", "Leguay", "B | 1 | A2 B3 C3 | 4");
    expectRow(f, "1-Cav-4", "", "B | 0 | AA1 AB5 A4 B3 C3 | 9"); // no name
    expectRow(f, "2-Cav-4", "", "C | 0 | A4 B3 C3 | 5");
    expectRow(f, "1-LC-Cav", "Piré", "B | 0 | AB2 A4 B3 C3 | 6");
    expectRow(f, "3-1HC-Cav", "St. Germain", "B | 0 | AB3 A4 B3 C3 | 7");
    expectRow(f, "2-3HC-Cav", "Fouler", "A | 0 | AB3 A4 B3 C3 | 7");
    expectRow(f, "61 Line-1-3", "l’Huillier", "C | 1 | A5 B3 C3 | 5");
    expectRow(f, "108 Line-2-3", "Grandeau", "A | 1 | A5 B3 C3 | 7");
    expectRow(f, "85 Line-3-3", "Duppelin", "B | 1 | AB3 A5 B3 C3 | 8");
    expectRow(f, "2-Cav-3", "", "B | 0 | AA3 AB5 A4 B3 C3 | 10");
    expectRow(f, "2-R-3", "", "D | 0 | B2 C3 | 2");
}

TEST(Rule20_6a_LossCharts, AustrianRowsAsPrinted) {
    const auto& a = austrian();
    expectRow(a, "Inf-AG", "Hardegg", "A | 1 | AAA2 AAB5 AA5 AB5 A5 B3 C3 | 6"); // row continued
    expectRow(a, "Cav-AG", "Uhlans & Hussars", "B | 0 | AA4 AB5 A4 B3 C3 | 10");
    expectRow(a, "11-1-1", "Wacquant", "C | 0 | AAB1 AA5 AB5 A5 B3 C3 | 10");
    expectRow(a, "47-1-1", "Wacquant", "B | 1 | AAB1 AA5 AB5 A5 B3 C3 | 11");
    expectRow(a, "35-2-1", "Lutzel", "B | 0 | AAB2 AA5 AB5 A5 B3 C3 | 9");
    expectRow(a, "Jäger-2-1", "Stutterheim", "A | 2 | AA1 AB5 A5 B3 C3 | 9");
    expectRow(a, "23/38-2-2", "Wied-Runkel", "C | 0 | A4 B3 C3 | 5");
    expectRow(a, "50-2-2", "Wied-Runkel", "B | 0 | A1 B3 C3 | 3"); // "A□" glued
    expectRow(a, "9/55-1-4", "Newshadter", "C | 1 | AA4 AB5 A5 B3 C3 | 10");
    expectRow(a, "13-2-4", "", "C | 0 | A3 B3 C3 | 4"); // no name
    expectRow(a, "Lt-2-4", "", "B | 1 | A2 B3 C3 | 4");
    expectRow(a, "Cav-2-4", "", "C | 0 | AA3 AB5 A4 B3 C2 | 9"); // C has two boxes
    expectRow(a, "Adler-1-6", "", "D | 0 | AA3 AB5 A5 B3 C3 | 8");
    expectRow(a, "M-2G-R", "Melgrum", "A | 0 | AA5 AB5 A5 B3 C3 | 12");
    expectRow(a, "S-2G-R", "Streyer", "A | 1 | AA2 AB5 A5 B3 C3 | 11");
    expectRow(a, "K-1C-R", "Kroyher", "B | 2 | AB1 A4 B3 C3 | 5");
    expectRow(a, "C-2C-R", "Clary", "B | 0 | B3 C3 | 3"); // morale B, then level B
    expectRow(a, "V-2C-R", "Vecsey", "B | 0 | AA1 AB5 A4 B3 C3 | 9");
    expectRow(a, "W-2C-R", "Wartensleben", "A | 0 | A4 B3 C3 | 6");
}

TEST(Rule20_6a_LossCharts, FicatiersWreckedMarkIsUnknownNotGuessed) {
    // The transcribed 3-2-2 row shows no wrecked mark; it stays unknown.
    expectRow(french(), "3-2-2", "Ficatier", "C | 1 | A4 B3 C3 | ?");
    int unknown = 0;
    for (const OrderOfBattle* o : {&french(), &austrian()})
        for (const auto& b : o->brigades)
            unknown += !b.wreckedMarkKnown();
    EXPECT_EQ(unknown, 1);
}

TEST(Rule20_6a_LossCharts, EveryBrigadesWreckedMarkLiesInsideItsBoxes) {
    for (const OrderOfBattle* o : {&french(), &austrian()})
        for (const auto& b : o->brigades) {
            if (!b.wreckedMarkKnown()) continue;
            EXPECT_GE(b.wreckedAfter, 1) << b.id;
            EXPECT_GT(b.totalBoxes(), b.wreckedAfter) << b.id;
        }
}

TEST(Rule20_6a_LossCharts, EachDivisionHasOneBoxPerBrigade) {
    for (const OrderOfBattle* o : {&french(), &austrian()})
        for (const auto& f : o->formations)
            if (f.kind == "division") {
                EXPECT_EQ(f.boxes, static_cast<int>(o->brigadesOf(f.id).size())) << f.id;
            }
}

TEST(Rule20_6b_LossCharts, FrenchDivisionRowsAsPrinted) {
    expectDivisionRows(french(),
                       {
                           {"1-IG", 4, 3, "curial"},       {"2-IG", 2, 2, "dorsenne"},
                           {"Cav-IG", 2, 2, "arrighi"},    {"1-2", 3, 2, "tharreau"},
                           {"2-2", 3, 1, "claparede"},     {"3-2", 5, 4, "st-hilaire"},
                           {"1-4", 2, 1, "legrand"},       {"2-4", 4, 3, "st-cyr"},
                           {"3-4", 4, 2, "molitor"},       {"4-4", 3, 2, "boudet"},
                           {"Cav-4", 2, 1, "marulaz"},     {"LC-Cav", 2, 1, "lasalle"},
                           {"1HC-Cav", 3, 2, "nansouty"},  {"2HC-Cav", 2, 2, "st-sulpice"},
                           {"3HC-Cav", 2, 1, "d-espagne"}, {"1-3", 5, 3, "morand"},
                           {"2-3", 5, 4, "friant"},        {"3-3", 4, 2, "gudin"},
                           {"Cav-3", 2, 1, "pajol"},       {"R-3", 3, 1, "demont"},
                       });
}

TEST(Rule20_6b_LossCharts, AustrianDivisionRowsAsPrinted) {
    expectDivisionRows(austrian(), {
                                       {"AG", 2, 1, "klenau"},
                                       {"1-1", 4, 2, "dedovich"},
                                       {"2-1", 5, 3, "fresnel"},
                                       {"1-2", 4, 2, "brady"},
                                       {"2-2", 7, 4, "ulm"},
                                       {"1-4", 3, 2, "hohenlohe"},
                                       {"2-4", 7, 4, "rohan"},
                                       {"1-6", 3, 2, "hohenfeld"},
                                       {"2-6", 4, 2, "kottulinsky"},
                                       {"1G-R", 2, 2, "d-aspre"},
                                       {"2G-R", 2, 2, "prochaszka"},
                                       {"1C-R", 3, 3, "homburg"},
                                       {"2C-R", 5, 4, "kienmayer"},
                                   });
}

// ---------------------------------------------------------------- counter manifest

TEST(CounterManifest, FrenchCorpsDivisionsBrigadesAndGuns) {
    const auto& f = french();
    EXPECT_EQ(tally(f, "army"), (Tally{3, 8, 3, 5})); // the Imperial Guard and its artillery
    EXPECT_EQ(tally(f, "2-corps"), (Tally{3, 11, 4, 18}));
    EXPECT_EQ(tally(f, "3-corps"), (Tally{5, 19, 4, 14}));
    EXPECT_EQ(tally(f, "4-corps"), (Tally{5, 15, 7, 21}));
    EXPECT_EQ(tally(f, "cav-corps"), (Tally{4, 9, 3, 8}));
    EXPECT_EQ(tally(f, "prov-corps"),
              (Tally{0, 0, 0, 0})); // divisions are attached in play (AE 2.4)
    EXPECT_EQ(f.artillery.size(), 21u);
    int gp = 0;
    for (const auto& a : f.artillery)
        gp += a.gunPoints;
    EXPECT_EQ(gp, 66);
}

TEST(CounterManifest, AustrianCorpsDivisionsBrigadesAndGuns) {
    const auto& a = austrian();
    EXPECT_EQ(tally(a, "army"), (Tally{1, 2, 1, 2})); // the AG Division
    EXPECT_EQ(tally(a, "1-corps"), (Tally{2, 9, 5, 14}));
    EXPECT_EQ(tally(a, "2-corps"), (Tally{2, 11, 5, 14}));
    EXPECT_EQ(tally(a, "4-corps"), (Tally{2, 10, 5, 14}));
    EXPECT_EQ(tally(a, "6-corps"), (Tally{2, 7, 5, 14}));
    EXPECT_EQ(tally(a, "r-corps"), (Tally{4, 12, 5, 17}));
    EXPECT_EQ(a.artillery.size(), 26u);
    int gp = 0;
    for (const auto& u : a.artillery)
        gp += u.gunPoints;
    EXPECT_EQ(gp, 75);
}

TEST(CounterManifest, HeadquartersAsListed) {
    auto hqs = [](const OrderOfBattle& o) {
        std::set<std::string> s;
        for (const auto& f : o.formations)
            if (f.hasHq) s.insert(f.id);
        return s;
    };
    EXPECT_EQ(hqs(french()), (std::set<std::string>{"army", "prov-corps", "2-corps", "3-corps",
                                                    "4-corps", "cav-corps"}));
    // The R Corps HQ is missing from the manifest but placed by the scenario set-ups.
    EXPECT_EQ(hqs(austrian()), (std::set<std::string>{"army", "1-corps", "2-corps", "4-corps",
                                                      "6-corps", "r-corps"}));
}

TEST(CounterManifest, EveryLeaderListed) {
    auto ids = [](const OrderOfBattle& o) {
        std::set<std::string> s;
        for (const auto& l : o.leaders)
            s.insert(l.id);
        return s;
    };
    EXPECT_EQ(
        ids(french()),
        (std::set<std::string>{
            "napoleon",  "mouton", "rapp",     "lannes",   "oudinot",    "davout",    "massena",
            "bessieres", "curial", "dorsenne", "arrighi",  "tharreau",   "claparede", "st-hilaire",
            "morand",    "friant", "gudin",    "demont",   "pajol",      "legrand",   "st-cyr",
            "molitor",   "boudet", "marulaz",  "nansouty", "st-sulpice", "d-espagne", "lasalle"}));
    EXPECT_EQ(ids(austrian()),
              (std::set<std::string>{"charles", "bellegarde", "hohenzollern", "rosenberg", "hiller",
                                     "liechtenstein", "klenau", "dedovich", "fresnel", "brady",
                                     "ulm", "hohenlohe", "rohan", "hohenfeld", "kottulinsky",
                                     "homburg", "kienmayer", "d-aspre", "prochaszka"}));
    for (const OrderOfBattle* o : {&french(), &austrian()}) {
        for (const auto& l : o->leaders) {
            if (l.rank == "division" || l.rank == "corps" || l.rank == "army") {
                const Formation* f = o->formation(l.commands);
                ASSERT_NE(f, nullptr) << l.id;
                EXPECT_EQ(f->kind, l.rank) << l.id;
                EXPECT_EQ(f->commander, l.id) << l.id;
            }
        }
    }
    EXPECT_EQ(french().leader("napoleon")->rank, "army");
    EXPECT_EQ(austrian().leader("charles")->rank, "army");
}

TEST(CounterManifest, LeaderRatingsAreNotInTheText) {
    // Ratings are printed on the counters only: the files carry no rating at all.
    for (const char* file : {"/oob/french.json", "/oob/austrian.json"}) {
        std::ifstream in(std::string(ADC_TABLES_DIR) + file);
        const auto doc = nlohmann::json::parse(in);
        for (const auto& l : doc.at("leaders")) {
            std::set<std::string> keys;
            for (const auto& [k, v] : l.items())
                keys.insert(k);
            EXPECT_EQ(keys, (std::set<std::string>{"id", "name", "rank", "commands", "aliases"}))
                << l.dump();
        }
    }
}

TEST(Rule27_1_GunPoints, ArtilleryUnitsAsListed) {
    auto expectGun = [](const OrderOfBattle& o, const std::string& id, const std::string& formation,
                        int gp, const std::string& type, const std::string& mobility) {
        const ArtilleryUnit* a = o.artilleryUnit(id);
        ASSERT_NE(a, nullptr) << id;
        EXPECT_EQ(a->formation, formation) << id;
        EXPECT_EQ(a->gunPoints, gp) << id;
        EXPECT_EQ(a->type, type) << id;
        EXPECT_EQ(a->mobility, mobility) << id;
    };
    const auto& f = french();
    expectGun(f, "IG-art", "army", 2, "heavy", "foot"); // foot from the set-ups' "IGb (2Hf)"
    expectGun(f, "IG-art-2", "army", 2, "heavy", "foot");
    expectGun(f, "IG-art-3", "army", 1, "light", "foot"); // "IGb (1Lf)"
    expectGun(f, "2-corps-art", "2-corps", 5, "heavy", "foot");
    expectGun(f, "2-3-art", "2-3", 3, "light", "horse");
    expectGun(f, "4-corps-art", "4-corps", 3, "heavy", "foot");
    expectGun(f, "4-corps-art-2", "4-corps", 3, "light", "foot");
    expectGun(f, "2-4-art", "2-4", 5, "light", "foot");
    expectGun(f, "2-4-art-2", "2-4", 2, "light", "horse");
    expectGun(f, "1HC-Cav-art", "1HC-Cav", 4, "light", "horse");
    const auto& a = austrian();
    expectGun(a, "AG-art", "AG", 2, "light", "horse");
    expectGun(a, "1-corps-art", "1-corps", 2, "heavy", "foot");
    expectGun(a, "1-corps-art-2", "1-corps", 2, "light", "foot");
    expectGun(a, "2-2-art", "2-2", 2, "light", "horse");
    expectGun(a, "2-2-art-2", "2-2", 4, "light", "foot");
    expectGun(a, "1C-R-art", "1C-R", 5, "light", "horse");
    expectGun(a, "2C-R-art", "2C-R", 4, "light", "horse");
    expectGun(a, "2C-R-art-2", "2C-R", 4, "light", "horse");
    expectGun(a, "2G-R-art", "2G-R", 2, "light", "foot");
    for (const OrderOfBattle* o : {&french(), &austrian()})
        for (const auto& u : o->artillery)
            EXPECT_FALSE(u.mobility.empty()) << u.id;
    EXPECT_EQ(f.artilleryUnit("3-corps-art"), nullptr); // 3 Corps lists no corps artillery
    EXPECT_EQ(a.artilleryUnit("r-corps-art"), nullptr);
}

// ---------------------------------------------------------------- AE exclusive rules

TEST(RuleAE2_2_ImperialGuard, EveryGuardDivisionIsEliteMinusTwo) {
    for (const char* id : {"1-IG", "2-IG", "Cav-IG"}) {
        const Formation* d = french().formation(id);
        ASSERT_NE(d, nullptr) << id;
        EXPECT_EQ(d->eliteValue, -2) << id;
    }
}

TEST(RuleAE2_2_ImperialGuard, GuardDivisionsBelongToNoCorps) {
    for (const char* id : {"1-IG", "2-IG", "Cav-IG"})
        EXPECT_EQ(french().formation(id)->parent, "army") << id;
}

TEST(RuleAE3_7_AustrianEliteDivisions, GrenadierDivisionsAreEliteMinusOne) {
    EXPECT_EQ(austrian().formation("1G-R")->eliteValue, -1);
    EXPECT_EQ(austrian().formation("2G-R")->eliteValue, -1);
}

TEST(Rule25_6_EliteDivisions, NoOtherDivisionIsElite) {
    const std::set<std::string> elite{"1-IG", "2-IG", "Cav-IG", "1G-R", "2G-R"};
    for (const OrderOfBattle* o : {&french(), &austrian()})
        for (const auto& f : o->formations)
            if (!elite.count(f.id)) {
                EXPECT_FALSE(f.eliteValue.has_value()) << f.id;
            }
}

TEST(RuleAE2_3_AidesDeCamp, MoutonAndRappAreAidesWithoutCommands) {
    for (const char* id : {"mouton", "rapp"}) {
        const Leader* l = french().leader(id);
        ASSERT_NE(l, nullptr) << id;
        EXPECT_EQ(l->rank, "aide");
        EXPECT_EQ(l->commands, "");
    }
}

TEST(RuleAE2_4_Lannes, SecondCorpsHasTwoCommandersAndTheProvisionalCorpsHq) {
    EXPECT_EQ(french().formation("2-corps")->commander, "lannes");
    EXPECT_EQ(french().leader("lannes")->rank, "corps");
    EXPECT_EQ(french().leader("oudinot")->rank, "extra");
    const Formation* prov = french().formation("prov-corps");
    ASSERT_NE(prov, nullptr);
    EXPECT_TRUE(prov->hasHq);
    EXPECT_EQ(prov->commander, "lannes");
    EXPECT_TRUE(french().divisionsOf("prov-corps").empty());
}

TEST(RuleAE4_3_WreckedFormations, UnitCountsOfTheVictoryChart) {
    auto brigades = [](const OrderOfBattle& o, const std::string& corps, bool infantryOnly) {
        int n = 0;
        for (const Formation* d : o.divisionsOf(corps))
            for (const Brigade* b : o.brigadesOf(d->id))
                n += !infantryOnly || b->arm == Arm::Infantry;
        return n;
    };
    EXPECT_EQ(brigades(french(), "2-corps", false), 11);
    EXPECT_EQ(brigades(french(), "3-corps", false), 19);
    EXPECT_EQ(brigades(french(), "4-corps", true), 13); // 4.3's 13: the infantry (Cav-4 adds two)
    EXPECT_EQ(brigades(french(), "cav-corps", false), 9);
    EXPECT_EQ(french().brigadesOf("R-3").size(), 3u);
    EXPECT_EQ(austrian().brigadesOf("AG").size(), 2u);
    EXPECT_EQ(brigades(austrian(), "1-corps", false), 9);
    EXPECT_EQ(brigades(austrian(), "2-corps", false), 11);
    EXPECT_EQ(brigades(austrian(), "4-corps", false), 10);
    EXPECT_EQ(brigades(austrian(), "6-corps", false), 7);
    EXPECT_EQ(brigades(austrian(), "r-corps", false), 12);
}

TEST(Rule24_0_Cavalry, CavalryBrigadesAsRead) {
    auto cavalry = [](const OrderOfBattle& o) {
        std::set<std::string> s;
        for (const auto& b : o.brigades)
            if (b.arm == Arm::Cavalry) s.insert(b.id);
        return s;
    };
    EXPECT_EQ(cavalry(french()),
              (std::set<std::string>{"1-Cav-IG", "2-Cav-IG", "1-Cav-4", "2-Cav-4", "1-LC-Cav",
                                     "2-LC-Cav", "1-1HC-Cav", "2-1HC-Cav", "3-1HC-Cav", "1-2HC-Cav",
                                     "2-2HC-Cav", "1-3HC-Cav", "2-3HC-Cav", "1-Cav-3", "2-Cav-3"}));
    EXPECT_EQ(cavalry(austrian()),
              (std::set<std::string>{"Cav-AG", "Cav-2-1", "Cav-2-2", "Cav-2-4", "Cav-2-6", "K-1C-R",
                                     "L-1C-R", "S-1C-R", "C-2C-R", "P-2C-R", "R-2C-R", "V-2C-R",
                                     "W-2C-R"}));
    for (const char* id : {"Cav-IG", "Cav-4", "LC-Cav", "1HC-Cav", "2HC-Cav", "3HC-Cav", "Cav-3"})
        EXPECT_EQ(french().formation(id)->arm, Arm::Cavalry) << id;
    for (const char* id : {"1C-R", "2C-R"})
        EXPECT_EQ(austrian().formation(id)->arm, Arm::Cavalry) << id;
    EXPECT_EQ(austrian().formation("AG")->arm, Arm::Infantry);
}

// ---------------------------------------------------------------- the seed's spellings

TEST(SeedSpellings, VariantSpellingsResolveToOneId) {
    const auto& f = french();
    const auto& a = austrian();
    EXPECT_EQ(f.leader("Messena")->id, "massena");
    EXPECT_EQ(f.leader("Massena")->id, "massena");
    EXPECT_EQ(f.leader("Claparde")->id, "claparede");
    EXPECT_EQ(f.leader("claparede")->id, "claparede");
    EXPECT_EQ(f.leader("d’Espagne")->id, "d-espagne");
    EXPECT_EQ(f.leader("d'Espagne")->id, "d-espagne");
    EXPECT_EQ(f.leader("St. Hilaire")->id, "st-hilaire");
    EXPECT_EQ(a.leader("Leichtenstein")->id, "liechtenstein");
    EXPECT_EQ(a.leader("Liechtenstein")->id, "liechtenstein");
    EXPECT_EQ(a.brigade("C-2R-R")->id, "C-2C-R");
    EXPECT_EQ(a.brigade("C-2C-R")->id, "C-2C-R");
    EXPECT_EQ(a.brigade("Alder-1-6")->id, "Adler-1-6");
    EXPECT_EQ(a.brigade("Jager-2-1")->id, "Jäger-2-1");
    EXPECT_EQ(a.brigade("Jäger-2-2")->id, "Jäger-2-2");
    EXPECT_EQ(a.formation("R Corps")->id, "r-corps");
    EXPECT_EQ(a.formation("Reserve Corps")->id, "r-corps");
    EXPECT_EQ(f.formation("Cav Corps")->id, "cav-corps");
    EXPECT_EQ(f.brigade("57 Line-3-2")->division, "3-2");
    EXPECT_EQ(f.brigade("nobody"), nullptr);
    EXPECT_EQ(f.leader("Kutuzov"), nullptr);
    EXPECT_EQ(a.formation(""), nullptr);
}

// ---------------------------------------------------------------- malformed files

TEST(OrderOfBattleValidation, NotJson) {
    const auto e = loadBad("not-json.json");
    EXPECT_EQ(e.file(), "not-json.json");
    EXPECT_EQ(e.place().rfind("byte ", 0), 0u);
    EXPECT_TRUE(says(e, "JSON"));
}

TEST(OrderOfBattleValidation, NewerFormatRefused) {
    const auto e = loadBad("wrong-format.json");
    EXPECT_EQ(e.file(), "wrong-format.json");
    EXPECT_EQ(e.place(), "/format");
    EXPECT_TRUE(says(e, "format 1"));
}

TEST(OrderOfBattleValidation, MissingField) {
    const auto e = loadBad("missing-morale.json");
    EXPECT_EQ(e.file(), "missing-morale.json");
    EXPECT_EQ(e.place(), "/brigades/1");
    EXPECT_TRUE(says(e, "missing \"morale\""));
}

TEST(OrderOfBattleValidation, IllTypedField) {
    const auto e = loadBad("boxes-as-text.json");
    EXPECT_EQ(e.place(), "/formations/2/boxes");
    EXPECT_TRUE(says(e, "integer"));
}

TEST(OrderOfBattleValidation, AliasCollidingWithAnId) {
    const auto e = loadBad("alias-collides.json");
    EXPECT_EQ(e.file(), "alias-collides.json");
    EXPECT_EQ(e.place(), "/brigades/1/aliases/0");
    EXPECT_TRUE(says(e, "/brigades/0/id"));
}

TEST(OrderOfBattleValidation, DuplicateLeaderId) {
    // "Lannes" and "lannes" are the same leader to a lookup.
    const auto e = loadBad("duplicate-leader.json");
    EXPECT_EQ(e.place(), "/leaders/2/id");
    EXPECT_TRUE(says(e, "two leaders"));
}

TEST(OrderOfBattleValidation, BrigadeOfAMissingDivision) {
    const auto e = loadBad("unknown-division.json");
    EXPECT_EQ(e.place(), "/brigades/1/division");
    EXPECT_TRUE(says(e, "9-2"));
}

TEST(OrderOfBattleValidation, FormationOfAMissingParent) {
    const auto e = loadBad("unknown-parent.json");
    EXPECT_EQ(e.place(), "/formations/2/parent");
    EXPECT_TRUE(says(e, "5-corps"));
}

TEST(OrderOfBattleValidation, CommanderWhoIsNotALeader) {
    const auto e = loadBad("unknown-commander.json");
    EXPECT_EQ(e.place(), "/formations/2/commander");
    EXPECT_TRUE(says(e, "tharaud"));
}

TEST(OrderOfBattleValidation, LevelsFromTheLargestDown) {
    const auto e = loadBad("levels-out-of-order.json");
    EXPECT_EQ(e.place(), "/brigades/0/levels/1/level");
    EXPECT_TRUE(says(e, "AB follows A"));
}

TEST(OrderOfBattleValidation, WreckedMarkBeyondTheBoxes) {
    const auto e = loadBad("wrecked-beyond-boxes.json");
    EXPECT_EQ(e.place(), "/brigades/0/wrecked_after");
    EXPECT_TRUE(says(e, "20.6a"));
}

TEST(OrderOfBattleValidation, WreckedMarkBeforeTheFirstBox) {
    const auto e = loadBad("wrecked-zero.json");
    EXPECT_EQ(e.place(), "/brigades/1/wrecked_after");
}

TEST(OrderOfBattleValidation, DivisionBoxesDifferFromItsBrigades) {
    const auto e = loadBad("division-boxes.json");
    EXPECT_EQ(e.file(), "division-boxes.json");
    EXPECT_EQ(e.place(), "/formations/2/boxes");
    EXPECT_TRUE(says(e, "one box per brigade (20.6a)"));
}

TEST(OrderOfBattleValidation, MissingFile) {
    try {
        loadOrderOfBattle(std::string(ADC_TEST_DATA) + "/bad-oob/no-such-file.json");
        ADD_FAILURE() << "a missing file was accepted";
    } catch (const ChartFileError& e) {
        EXPECT_EQ(e.file(), "no-such-file.json");
        EXPECT_TRUE(says(e, "cannot be read"));
    }
}
