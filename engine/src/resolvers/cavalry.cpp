// Cavalry (24.1, 24.2): Recall attempts and Blown recovery.
#include "common.h"

namespace adc::detail {

namespace {

void recall(const ChartSet& cs, const Params& p, DiceSource& dice, Resolution& r) {
    const Chart& c = cs.chart("recall");
    const std::string morale = p.choice("morale");
    const int lr = p.integer("leader");
    const Column& col = columnFor(c, lr, "leader rating");
    const int needed = static_cast<int>(rowNumber(c, morale, col.key));
    r.explain("Morale " + morale + ", best leader " + col.label + ": " + std::to_string(needed) +
                  " or more on one die",
              "24.1");
    std::vector<std::string> ids;
    if (p.flag("british")) ids.push_back("british");
    const int mod = applyModifiers(pickModifiers(c, ids, ""), r, "on the die");
    const int roll = dice.roll(DiceKind::D6, "roll", "the Recall Attempt die");
    const bool ok = roll + mod >= needed;
    r.fields["needed"] = needed;
    r.fields["roll"] = roll;
    r.fields["success"] = ok;
    r.summary = ok ? "recalled" : "charge goes on";
    r.explain("Rolled " + std::to_string(roll) + (mod ? " " + signedText(mod) : "") + ": " +
                  (ok ? "the charge is recalled and the cavalry becomes Blown (24.2)"
                      : "the charge goes on"),
              "24.1");
}

void blownRecovery(const ChartSet& cs, const Params& p, DiceSource& dice, Resolution& r) {
    const Chart& c = cs.chart("blown-recovery");
    const std::string morale = p.choice("morale");
    const int lr = p.optInteger("leader").value_or(0);
    std::vector<std::string> ids;
    if (lr == 2 || lr == 3) ids.push_back("leader-2-3");
    if (lr == 4) ids.push_back("leader-4");
    if (p.flag("wrecked")) ids.push_back("wrecked");
    const int mod = applyModifiers(pickModifiers(c, ids, ""), r, "on the die");
    const int roll = dice.roll(DiceKind::D6, "roll", "the Blown Recovery die");
    const int read = roll + mod;
    const Cell& cell = c.diceCell(*c.findLine(morale), read);
    const bool ok = cell.value == "recovery";
    r.fields["roll"] = roll;
    r.fields["roll_read"] = read;
    r.fields["recovered"] = ok;
    r.summary = ok ? "recovered" : "still blown";
    r.explain("Morale " + morale + ", die " + std::to_string(roll) +
                  (mod ? " " + signedText(mod) + " = " + std::to_string(read) : "") + ": " +
                  (ok ? "recovers; flip it back" : "no recovery, it stays Blown"),
              "24.2c");
}

} // namespace

void addCavalryResolvers(std::vector<ResolverSpec>& out) {
    out.push_back(
        {"recall",
         "Recall Attempt",
         "24.1",
         "Calling off a cavalry charge.",
         {"recall"},
         {choiceParam("morale", "Cavalry's morale", moraleChoices("ABCD"), true, "24.1"),
          intParam("leader", "Best leader in the stack (0 if none)", 0, 4, true, "24.1"),
          flagParam("british", "British cavalry, not KGL (-1)", "24.1"), rollParam(DiceKind::D6)},
         {"needed", "success"},
         recall});
    out.push_back({"blown-recovery",
                   "Blown Cavalry Recovery",
                   "24.2c",
                   "Recovery of blown cavalry in the Rally Phase.",
                   {"blown-recovery"},
                   {choiceParam("morale", "Cavalry's morale", moraleChoices(), true, "24.2c"),
                    intParam("leader", "Rating of the leader stacked with it (0 if none)", 0, 4,
                             false, "24.2c"),
                    flagParam("wrecked", "Wrecked (-1)", "24.2c"), rollParam(DiceKind::D6)},
                   {"recovered"},
                   blownRecovery});
}

} // namespace adc::detail
