// The pickers' lists of firing and fighting units (20.1, 11.5, 27.3, 24.1, 23.0; AE 3.1):
// every kind, level and range a picker offers is read off its chart by the resolvers'
// own parsers, so that the lists and the grammar cannot drift apart.
#include "support.h"

#include "adc/errors.h"
#include "adc/fire_points.h"
#include "adc/resolver.h"
#include "adc/unit_rows.h"

using namespace adc;
using namespace adc::test;

namespace {

// A row the chart prints, or one whose cells the transcription lacks: never one refused.
bool readsOffItsChart(const std::string& resolver, const std::string& key, const std::string& row) {
    try {
        run(resolver, {{key, row}});
        return true;
    } catch (const NeedsChartValue&) {
        return true; // printed, not transcribed: the player is asked for it
    }
}

} // namespace

TEST(Rule20_1_FirerPicker, EveryKindLevelAndRangeIsReadOffItsChart) {
    int rows = 0;
    for (const UnitRowKind& k : firerKinds()) {
        ASSERT_FALSE(k.levels.empty()) << k.id;
        ASSERT_FALSE(k.ranges.empty()) << k.id;
        for (const Choice& level : k.levels)
            for (const Choice& range : k.ranges) {
                const std::string row = k.id + ":" + level.value + ":" + range.value;
                EXPECT_TRUE(readsOffItsChart("fire-points", "firer", row)) << row;
                ++rows;
            }
        for (const Choice& flag : k.flags)
            EXPECT_NO_THROW(parseFirer(k.id + ":" + k.levels[0].value + ":" +
                                       k.ranges.back().value + ":" + flag.value))
                << k.id << " " << flag.value;
    }
    EXPECT_GT(rows, 150);
}

TEST(Rule20_1_FirerPicker, AKindTheParserRefusesIsNotOffered) {
    // The parser is the judge: a level outside the lists is refused, so the lists are not
    // wider than the rules.
    EXPECT_THROW(run("fire-points", {{"firer", "line:D:1"}}), InvalidInput);
    EXPECT_THROW(run("fire-points", {{"firer", "heavy-art:6:1"}}), InvalidInput);
    EXPECT_THROW(run("fire-points", {{"firer", "cavalry:A:town"}}), InvalidInput);
    EXPECT_THROW(run("fire-points", {{"firer", "line:A:2"}}), InvalidInput); // 20.2c
}

TEST(Rule23_0_CloseCombatPicker, EveryKindAndLevelIsReadOffTheOddsTable) {
    for (const UnitRowKind& k : closeCombatKinds()) {
        EXPECT_TRUE(k.rangeLabel.empty()) << k.id; // KIND:LEVEL, no range
        for (const Choice& level : k.levels)
            EXPECT_TRUE(readsOffItsChart("odds-strength", "unit", k.id + ":" + level.value))
                << k.id << ":" << level.value;
    }
}

TEST(RuleAE3_1_FirerPicker, EachNationIsOfferedItsOwnRows) {
    const auto offered = [](const std::string& id, const std::string& side) {
        for (const UnitRowKind& k : firerKinds())
            if (k.id == id) return k.offeredTo(side);
        ADD_FAILURE() << "no kind " << id;
        return false;
    };
    EXPECT_TRUE(offered("french-column", "french"));
    EXPECT_FALSE(offered("french-column", "austrian"));
    EXPECT_FALSE(offered("column", "french")); // the non-French row (20.1)
    EXPECT_TRUE(offered("masse", "austrian")); // AE 3.1
    EXPECT_FALSE(offered("masse", "french"));
    EXPECT_TRUE(offered("skirmisher", "austrian")); // non-French skirmishers (11.5)
    EXPECT_FALSE(offered("skirmisher", "french"));
}

TEST(Rule20_1_FirerPicker, ARowIsCutAndPutBackTogether) {
    const UnitParts p = splitUnit("heavy-art:5:6:dg:selective", true);
    EXPECT_EQ(p.kind, "heavy-art");
    EXPECT_EQ(p.level, "5");
    EXPECT_EQ(p.range, "6");
    EXPECT_EQ(p.flags, (std::vector<std::string>{"dg", "selective"}));
    EXPECT_EQ(joinUnit(p, true), "heavy-art:5:6:dg:selective");
    const UnitParts empty = splitUnit("line::1", true);
    EXPECT_EQ(empty.level, "");
    EXPECT_EQ(empty.range, "1");
    EXPECT_EQ(joinUnit(splitUnit("column:AA", false), false), "column:AA");
}
