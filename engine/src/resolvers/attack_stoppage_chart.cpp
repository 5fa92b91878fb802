// The Corps Attack Stoppage Table, both of its tables (rule 10.3; AE 2.1).
#include "common.h"

namespace adc::detail {

namespace {

void attackStoppage(const ChartSet& cs, const Params& p, DiceSource& dice, Resolution& r) {
    const Chart& first = cs.chart("cas-column");
    const Chart& second = cs.chart("cas-roll");
    const int divisions = p.integer("divisions");
    const int wrecked = p.integer("wrecked");
    if (wrecked > divisions)
        throw InvalidInput("cas: wrecked=" + std::to_string(wrecked) + " is more than the " +
                           std::to_string(divisions) + " divisions in the corps (10.3a)");
    const bool lost = p.flag("commander_lost");
    const int count = wrecked + (lost ? 1 : 0);
    r.explain(std::to_string(wrecked) + " wrecked division(s)" +
                  (lost ? " + 1 for the original commander lost" : "") + " = " +
                  std::to_string(count) + ", in a corps of " + std::to_string(divisions) +
                  " division(s)",
              "10.3a");
    const Line& row = lineFor(first, count, "wrecked divisions");
    const Column& col = columnFor(first, divisions, "divisions");
    const int column = static_cast<int>(first.gridNumber(row, col.key));
    r.fields["column"] = column;
    r.explain("First table: " + row.label + " x " + col.label + " divisions gives column " +
                  std::to_string(column) + " (" + cellSource(first.gridCell(row, col.key)) + ")",
              "10.3a");
    const int rating = p.integer("rating");
    const Line& rrow = lineFor(second, rating, "leader rating");
    const int table = static_cast<int>(second.gridNumber(rrow, std::to_string(column)));
    r.explain("Second table: column " + std::to_string(column) + ", leader rated " +
                  std::to_string(rating) + ": " + std::to_string(table) +
                  " or more on two dice passes",
              "10.3a");
    std::vector<std::string> ids;
    if (p.flag("night")) ids.push_back("night");
    if (p.flag("low_ammo")) ids.push_back("low-ammo");
    const int mod = applyModifiers(pickModifiers(second, ids, ""), r, "on the dice");
    const int needed = table - mod;
    r.fields["table_value"] = table;
    r.fields["needed"] = needed;
    if (needed > 12)
        r.explain("Two dice cannot reach " + std::to_string(needed) + ": the check cannot pass",
                  "10.3a");
    const int roll =
        dice.roll(DiceKind::TwoD6, "roll", "the Corps Attack Stoppage roll (two dice added)");
    const bool passed = roll + mod >= table;
    r.fields["roll"] = roll;
    r.fields["passed"] = passed;
    r.summary = passed ? "passed" : "attack stops";
    r.explain("Rolled " + std::to_string(roll) +
                  (mod ? " (" + signedText(mod) + " = " + std::to_string(roll + mod) + ")" : "") +
                  ": " + (passed ? "passed, the attack goes on" : "failed, the attack stops"),
              "10.3a");
    if (!passed)
        r.explain("The corps awaits new orders: its HQ retreats at least 6 hexes, and by the end "
                  "of the turn its units are at least 3 hexes from the enemy",
                  "10.3b");
}

} // namespace

void addAttackStoppageResolvers(std::vector<ResolverSpec>& out) {
    out.push_back(
        {"cas",
         "Corps Attack Stoppage",
         "10.3",
         "Check for a command executing an Attack order.",
         {"cas-column", "cas-roll"},
         {intParam("divisions", "Divisions now in the corps (attached ones count)", 1, 10, true,
                   "10.3a"),
          intParam("wrecked", "Wrecked divisions", 0, 10, true, "10.3a"),
          flagParam("commander_lost", "Original corps commander lost", "10.3a"),
          intParam("rating", "Current corps leader's rating", 0, 4, true, "10.3a"),
          flagParam("night", "Night turn (-3)", "10.3a"),
          flagParam("low_ammo", "Half or more of the French corps at Low Ammo (optional, -2)",
                    "AE 2.1"),
          rollParam(DiceKind::TwoD6)},
         {"column", "needed", "passed"},
         attackStoppage});
}

} // namespace adc::detail
