// Stragglers and guns (21.1, 21.2, 27.4): the Straggler Table, Straggler Recovery and
// Gun Loss.
#include "common.h"

namespace adc::detail {

namespace {

void stragglerTable(const ChartSet& cs, const Params& p, DiceSource& dice, Resolution& r) {
    const Chart& c = cs.chart("straggler-table");
    const std::string morale = p.choice("morale");
    if (p.flag("dg") && p.flag("routed"))
        throw InvalidInput(
            "straggler: a stack has one morale state at a time, DG or Routed, not both (25.1)");
    std::vector<std::string> ids;
    if (p.flag("dg")) ids.push_back("dg");
    std::string why;
    for (const char* k : {"routed", "wrecked", "night"})
        if (p.flag(k)) why += (why.empty() ? "" : ", ") + std::string(k);
    if (!why.empty()) ids.push_back("routed-wrecked-night");
    const int mod = applyModifiers(pickModifiers(c, ids, ""), r, "on the die");
    if (!why.empty()) r.explain("(+2 applies once: " + why + ")", "21.1");
    const int roll = dice.roll(DiceKind::D6, "roll", "the Straggler Table die");
    const int read = roll + mod;
    const Cell& cell = c.diceCell(*c.findLine(morale), read);
    const int n = std::stoi(cell.value);
    r.fields["roll"] = roll;
    r.fields["roll_read"] = read;
    r.fields["stragglers"] = n;
    r.summary = std::to_string(n) + " stragglers";
    r.explain("Morale " + morale + ", die " + std::to_string(roll) +
                  (mod ? " " + signedText(mod) + " = " + std::to_string(read) : "") + ": " +
                  std::to_string(n) + " stragglers",
              "21.1");
}

void recovery(const ChartSet& cs, const Params& p, DiceSource& dice, Resolution& r) {
    const Chart& c = cs.chart("straggler-recovery");
    const std::string morale = p.choice("morale");
    const Line* start = c.findLine(morale == "D" || morale == "E" ? "D-E" : morale);
    int shift = 0;
    if (p.has("leader")) {
        const int lr = p.integer("leader");
        shift += lr - 1;
        r.explain("Stacked with a leader rated " + std::to_string(lr) + ": " + signedText(lr - 1) +
                      " rows",
                  "21.2");
    } else {
        shift += c.findModifier("no-leader")->value.value();
        r.explain("Not stacked with a leader: -1 row", "21.2");
    }
    if (p.flag("night")) {
        shift += c.findModifier("night")->value.value();
        r.explain("At night: +2 rows", "21.2");
    }
    const RowShift moved = shiftRows(c, *start, shift);
    r.explain("Row " + start->label + " moved " + signedText(shift) + ": row " + moved.line->label +
                  (moved.clamped ? " (the table's edge)" : ""),
              "21.2");
    const int roll = dice.roll(DiceKind::D66, "roll", "the Straggler Recovery roll (11..66)");
    const Cell& cell = c.diceCell(*moved.line, roll);
    const int n = std::stoi(cell.value);
    r.fields["row"] = moved.line->label;
    r.fields["roll"] = roll;
    r.fields["recovered"] = n;
    r.summary = std::to_string(n) + " recovered";
    r.explain("Roll " + std::to_string(roll) + ": " + std::to_string(n) +
                  " strength point(s) of stragglers recovered; erase them from the loss chart (" +
                  cellSource(cell) + ")",
              "21.2");
}

void gunLoss(const ChartSet& cs, const Params&, DiceSource& dice, Resolution& r) {
    const Chart& c = cs.chart("gun-loss");
    const int roll = dice.roll(DiceKind::D6, "roll", "the Gun Loss die");
    const int n = std::stoi(c.diceCell(c.lines.front(), roll).value);
    r.fields["roll"] = roll;
    r.fields["guns_lost"] = n;
    r.summary = std::to_string(n) + " gun points lost";
    r.explain("Artillery limbering in a close combat or charge resolution, die " +
                  std::to_string(roll) + ": " + std::to_string(n) + " gun point(s) lost",
              "27.4");
}

} // namespace

void addStragglerResolvers(std::vector<ResolverSpec>& out) {
    out.push_back({"straggler",
                   "Straggler Table",
                   "21.1",
                   "Stragglers after an Emergency Retreat or Forced March.",
                   {"straggler-table"},
                   {choiceParam("morale", "Unit morale", moraleChoices(), true, "21.1"),
                    flagParam("dg", "Unit is DG (+1)", "21.1"),
                    flagParam("routed", "Unit is Routed (+2)", "21.1"),
                    flagParam("wrecked", "Unit is Wrecked (+2)", "21.1"),
                    flagParam("night", "Night (+2)", "21.1"), rollParam(DiceKind::D6)},
                   {"stragglers"},
                   stragglerTable});
    out.push_back({"straggler-recovery",
                   "Straggler Recovery",
                   "21.2",
                   "Recovering stragglers in the Rally Phase.",
                   {"straggler-recovery"},
                   {choiceParam("morale", "Unit morale", moraleChoices(), true, "21.2"),
                    intParam("leader", "Rating of the leader stacked with it (leave out if none)",
                             0, 4, false, "21.2"),
                    flagParam("night", "At night (+2 rows)", "21.2"), rollParam(DiceKind::D66)},
                   {"row", "recovered"},
                   recovery});
    out.push_back({"gun-loss",
                   "Gun Loss",
                   "27.4",
                   "Gun points lost when artillery limbers in close combat or a charge.",
                   {"gun-loss"},
                   {rollParam(DiceKind::D6)},
                   {"guns_lost"},
                   gunLoss});
}

} // namespace adc::detail
