// Morale (25.0-25.6, 26.3a; AE 1.3, 2.1, 2.2, 3.7): the Morale Table with its modifier
// lists, Blood Lust checks, additive effects and rally.
#include "adc/result_format.h"

#include "common.h"

namespace adc::detail {

namespace {

const std::vector<Choice> listChoices{{"standard", "Standard"},
                                      {"close-combat", "Close Combat"},
                                      {"charge", "Charge Resolution"},
                                      {"square", "Square Check"}};

const std::vector<Choice> genericUnits{{"horse-artillery", "Horse Artillery alone"},
                                       {"guard-artillery", "Guard Artillery alone"},
                                       {"other-artillery", "Other Artillery alone"},
                                       {"french-skirmishers", "French Skirmishers alone"},
                                       {"other-skirmishers", "Non-French Skirmishers alone"}};

void bloodLustCheck(const ChartSet& cs, DiceSource& dice, Resolution& r) {
    const Chart& c = cs.chart("blood-lust");
    const int roll = dice.roll(DiceKind::D66, "roll", "the Blood Lust check (11..66)");
    const Cell& cell = c.diceCell(c.lines.front(), roll);
    const bool removed = cell.value == "remove_blood_lust";
    r.fields["roll"] = roll;
    r.fields["removed"] = removed;
    r.summary = removed ? "Blood Lust removed" : "no effect";
    r.explain("Blood Lust check, no modifiers, roll " + std::to_string(roll) + ": " +
                  (removed ? "Blood Lust is removed" : "no effect, the stack stays in Blood Lust"),
              "25.2c");
}

void morale(const ChartSet& cs, const Params& p, DiceSource& dice, Resolution& r) {
    if (p.choice("state") == "BL") {
        if (p.has("mods") || p.has("leader") || p.has("elite") || p.has("up"))
            throw InvalidInput("morale: a unit in Blood Lust rolls on the Blood Lust table with no "
                               "modifiers (25.2c)");
        r.explain("The unit is in Blood Lust: it checks on the Blood Lust table instead", "25.2c");
        bloodLustCheck(cs, dice, r);
        r.fields["state"] = r.fields["removed"].get<bool>() ? "NE" : "BL";
        return;
    }
    const Chart& table = cs.chart("morale-table");
    std::string rating;
    if (p.has("rating") == p.has("unit"))
        throw InvalidInput(
            "morale needs either rating=A..E (the top non-artillery, non-skirmisher unit, 25.2a) "
            "or unit= for artillery or skirmishers alone in their hex (25.2b)");
    if (p.has("rating")) {
        rating = p.choice("rating");
    } else {
        const Chart& g = cs.chart("generic-morale");
        rating = rowCell(g, p.choice("unit"), "morale").value;
        r.explain(g.findLine(p.choice("unit"))->label + " alone in the hex: generic morale " +
                      rating,
                  "25.2b");
    }
    const std::string listId = "morale-modifiers-" + p.choice("list");
    const Chart& list = cs.chart(listId);
    r.explain([&] { return "Modifier list: " + list.title; }, "25.2");
    int shift = applyModifiers(pickModifiers(list, p.list("mods"), ""), r, "rows");
    if (p.has("leader")) {
        const int lr = p.integer("leader");
        const int m = lr - 1; // 26.3a: rating minus one; a 0 leader gives one row down
        shift += m;
        r.explain(
            [&] {
                return "Leader rated " + std::to_string(lr) +
                       " (the most senior in the hex): " + signedText(m) + " rows";
            },
            "26.3a");
    }
    if (p.has("elite")) {
        const int e = p.integer("elite");
        shift += e;
        r.explain([&] { return "Wrecked elite divisions in the army: " + signedText(e) + " rows"; },
                  "25.6");
    }
    if (p.has("up")) {
        const int up = p.integer("up");
        shift += up;
        r.explain(
            [&] {
                return "Fire result calls for the check up " + std::to_string(up) + ": " +
                       signedText(up) + " rows";
            },
            "20.4a");
    }
    const Line* start = table.findLine(rating);
    if (!start) throw InvalidInput("the Morale Table has no row " + rating);
    const RowShift moved = shiftRows(table, *start, shift);
    r.explain(
        [&] {
            return "Row " + rating + " moved " + signedText(shift) + ": row " + moved.line->label +
                   (moved.clamped ? " (the table's edge)" : "");
        },
        "25.2");
    r.fields["row"] = moved.line->label;
    r.fields["shift"] = shift;
    const int roll = dice.roll(DiceKind::D66, "roll", "the Morale Table roll (11..66)");
    r.fields["roll"] = roll;
    const Cell& cell = table.diceCell(*moved.line, roll);
    MoraleResult mr = parseMoraleResult(cell.value);
    r.explain(
        [&] {
            return "Row " + moved.line->label + ", roll " + std::to_string(roll) + ": " +
                   moraleStateName(mr.state) + ", retreat " + std::to_string(mr.retreat) + ", " +
                   std::to_string(mr.stragglers) + " stragglers (" + cellSource(cell) + ")";
        },
        "25.2");
    const auto mods = p.list("mods");
    if (mr.retreat && std::find(mods.begin(), mods.end(), "granary") != mods.end()) {
        r.explain("Essling's Granary: Morale Table retreats are ignored", "AE 1.3");
        mr.retreat = 0;
    }
    r.fields["state"] = moraleStateCode(mr.state);
    r.fields["retreat"] = mr.retreat;
    r.fields["stragglers"] = mr.stragglers;
    r.summary = moraleStateCode(mr.state) + "/" + std::to_string(mr.retreat) + "/" +
                std::to_string(mr.stragglers);
    if (mr.stragglers) {
        if (p.choice("list") == "charge")
            r.explain("In a cavalry charge resolution these stragglers are recorded as casualties",
                      "24.1j");
        else
            r.explain("Morale Table losses are stragglers, taken only by infantry", "25.2e");
    }
}

void bloodLust(const ChartSet& cs, const Params&, DiceSource& dice, Resolution& r) {
    bloodLustCheck(cs, dice, r);
}

void additive(const ChartSet& cs, const Params& p, DiceSource&, Resolution& r) {
    const Chart& c = cs.chart("additive-effects");
    const std::string cur = p.choice("current"), next = p.choice("new");
    const std::string v = rowCell(c, cur, next).value;
    r.fields["state"] = v;
    r.summary = v;
    r.explain(c.findLine(cur)->label + " + " + c.findLine(next)->label + " = " +
                  c.findLine(v)->label + "; no extra retreat or stragglers",
              "25.4");
}

void rally(const ChartSet& cs, const Params& p, DiceSource& dice, Resolution& r) {
    const std::string state = p.choice("state");
    if (state == "Sh" || state == "DG") {
        if (p.has("leader"))
            throw InvalidInput(
                "rally: Shaken and DG rally automatically; no leader is needed (25.5)");
        const std::string to = state == "Sh" ? "NE" : "Sh";
        r.fields["state"] = to;
        r.fields["rallied"] = true;
        r.summary = to;
        r.explain(state == "Sh" ? "Shaken markers are removed in the Rally Phase"
                                : "Disorganized stacks become Shaken in the Rally Phase",
                  "25.5");
        return;
    }
    const int needed = cs.chart("rally").parameterInt("routed_to_dg");
    const int lr = p.optInteger("leader").value_or(0);
    const int roll = dice.roll(DiceKind::D6, "roll", "the rally die for a routed stack");
    const bool ok = roll + lr >= needed;
    r.fields["needed"] = needed;
    r.fields["roll"] = roll;
    r.fields["rallied"] = ok;
    r.fields["state"] = ok ? "DG" : "R";
    r.summary = ok ? "DG" : "R";
    r.explain("Routed: one die" + (lr ? " + leader rating " + std::to_string(lr) : std::string()) +
                  " = " + std::to_string(roll + lr) + "; " + std::to_string(needed) +
                  " or more rallies to DG: " +
                  (ok ? "rallied to Disorganized"
                      : "still routed, and it retreats if within 6 hexes of the enemy (25.1b)"),
              "25.5");
}

} // namespace

void addMoraleResolvers(std::vector<ResolverSpec>& out) {
    std::vector<Choice> states{{"BL", "Blood Lust"},
                               {"NE", "Normal"},
                               {"Sh", "Shaken"},
                               {"DG", "Disorganized"},
                               {"R", "Routed"}};
    out.push_back(
        {"morale",
         "Morale Check",
         "25.2",
         "Morale Table check with its modifiers.",
         {"morale-table", "morale-modifiers-standard", "morale-modifiers-close-combat",
          "morale-modifiers-charge", "morale-modifiers-square", "generic-morale", "blood-lust"},
         {choiceParam("rating", "Morale rating of the top non-artillery, non-skirmisher unit",
                      moraleChoices(), false, "25.2a"),
          choiceParam("unit", "Artillery or skirmishers alone in the hex", genericUnits, false,
                      "25.2b"),
          choiceParam("list", "Which modifier list", listChoices, false, "25.2", "standard"),
          modifiersParam("mods", "Morale modifiers", "morale-modifiers-{list}", "25.2"),
          intParam("leader", "Rating of the most senior leader in the hex", 0, 4, false, "26.3a"),
          intParam("elite",
                   "Sum of wrecked elite division values in the army (e.g. -2 per Guard division)",
                   -20, 0, false, "25.6"),
          intParam("up", "Rows up called for by the fire result", 0, 2, false, "20.4a"),
          choiceParam("state", "Stack's morale state now", states, false, "25.2c", "NE"),
          rollParam(DiceKind::D66)},
         {"row", "state", "retreat", "stragglers"},
         morale});
    out.push_back({"blood-lust",
                   "Blood Lust Check",
                   "25.2c",
                   "Check for a stack in Blood Lust.",
                   {"blood-lust"},
                   {rollParam(DiceKind::D66)},
                   {"removed"},
                   bloodLust});
    out.push_back({"additive",
                   "Additive Morale Effects",
                   "25.4",
                   "A new morale result on a stack already in a morale state.",
                   {"additive-effects"},
                   {choiceParam("current", "Stack's state now", states, true, "25.4"),
                    choiceParam("new", "New result", states, true, "25.4")},
                   {"state"},
                   additive});
    out.push_back(
        {"rally",
         "Rally",
         "25.5",
         "Rally Phase for a Shaken, Disorganized or Routed stack.",
         {"rally"},
         {choiceParam("state", "Stack's state",
                      {{"Sh", "Shaken"}, {"DG", "Disorganized"}, {"R", "Routed"}}, true, "25.5"),
          intParam("leader", "Rating of one leader in the hex (routed only)", 0, 4, false, "25.5"),
          rollParam(DiceKind::D6)},
         {"state", "rallied"},
         rally});
}

} // namespace adc::detail
