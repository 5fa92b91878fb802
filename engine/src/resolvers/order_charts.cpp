// The Order Log's charts: Command Points, order costs, delivery, initiative, acceptance and
// delay reduction (rules 10.1-10.2; AE 2.2, 2.3).
#include "common.h"

namespace adc::detail {

namespace {

void commandPoints(const ChartSet& cs, const Params& p, DiceSource&, Resolution& r) {
    const Chart& c = cs.chart("command-points");
    const int rating = p.integer("rating");
    const Column& col = columnFor(c, rating, "leader rating");
    const int points = static_cast<int>(rowNumber(c, "points", col.key));
    r.fields["points"] = points;
    r.summary = std::to_string(points) + " Command Points";
    r.explain("Army commander rated " + std::to_string(rating) + ": column " + col.label +
                  " of the " + c.title + " gives " + std::to_string(points) +
                  " Command Points this turn; unused points are lost at turn end",
              "10.1b");
}

void orderCost(const ChartSet& cs, const Params& p, DiceSource&, Resolution& r) {
    const Chart& c = cs.chart("order-costs");
    const std::string method = p.choice("method"), type = p.choice("type");
    const int m = static_cast<int>(rowNumber(c, method, "cost"));
    const int t = static_cast<int>(rowNumber(c, type, "cost"));
    r.fields["cost"] = m + t;
    r.summary = std::to_string(m + t) + " Command Points";
    r.explain("Method " + method + ": " + std::to_string(m), "10.1b");
    r.explain("Type " + type + ": " + std::to_string(t), "10.1b");
    r.explain("Order cost = method + type = " + std::to_string(m + t), "10.1b");
}

void delivery(const ChartSet& cs, const Params& p, DiceSource&, Resolution& r) {
    const Chart& c = cs.chart("order-delivery");
    if (p.flag("in_person")) {
        if (p.has("mp"))
            throw InvalidInput("delivery: an in-person order needs no distance (sender and "
                               "receiver share a hex, 10.1e); leave out mp=");
        r.fields["turns"] = 0;
        r.summary = "arrives this turn";
        r.explain(
            "In person: sender and receiver in the same hex, the order arrives the turn it is sent",
            "10.1e");
        return;
    }
    if (!p.has("mp"))
        throw InvalidInput("delivery needs mp= (the leader movement points from sender to the "
                           "receiver's HQ, 10.1e) or in_person=1");
    const int mp = p.integer("mp");
    const int per = c.parameterInt("mp_per_turn");
    const int turns = (mp + per - 1) / per;
    r.fields["turns"] = turns;
    r.summary = std::to_string(turns) + (turns == 1 ? " turn" : " turns");
    r.explain(std::to_string(mp) + " leader MPs / " + std::to_string(per) +
                  ", rounded up: " + std::to_string(turns) +
                  " turn(s) in transit; check acceptance that many turns from now",
              "10.1e");
}

void initiative(const ChartSet& cs, const Params& p, DiceSource& dice, Resolution& r) {
    const Chart& c = cs.chart("initiative");
    const int rating = p.integer("rating");
    const int anti = p.optInteger("anti").value_or(0);
    const int ip = rating - anti;
    r.explain("Leader rating " + std::to_string(rating) +
                  (anti ? ", anti-initiative " + std::to_string(anti) + " against him" : "") +
                  ": " + std::to_string(ip) + " Initiative Points",
              "10.2d");
    const Line& line = lineFor(c, ip, "Initiative Points");
    r.fields["initiative_points"] = ip;
    r.fields["column"] = line.label;
    const int roll = dice.roll(DiceKind::D66, "roll", "the Initiative Table roll (11..66)");
    const Cell& cell = c.diceCell(line, roll);
    r.fields["roll"] = roll;
    r.fields["result"] = cell.value;
    r.summary = cell.value;
    r.explain("Column " + line.label + ", roll " + std::to_string(roll) + ": " + cell.value,
              "10.2d");
    if (cell.value == "loose_cannon")
        r.explain("Loose cannon: tell the opponent, who writes a one-turn order for this force; it "
                  "cancels its orders",
                  "10.2g");
    else if (cell.value == "initiative")
        r.explain(
            "Initiative: the leader writes his own order, accepted at once; it cancels the old one",
            "10.2a");
}

void acceptance(const ChartSet& cs, const Params& p, DiceSource& dice, Resolution& r) {
    const Chart& c = cs.chart("acceptance");
    const int sender = p.integer("sender");
    const bool unitGoal = p.flag("unit_goal");
    if (unitGoal && p.has("receiver"))
        throw InvalidInput("acceptance: a goal sent to a cavalry brigade or artillery unit uses "
                           "receiver rating 2 (10.5b); leave out receiver=");
    if (!unitGoal && !p.has("receiver"))
        throw InvalidInput("acceptance needs receiver= (the receiving leader's rating, 0 to 4)");
    const int receiver = unitGoal ? 2 : p.integer("receiver");
    const std::string method = p.choice("method"), type = p.choice("type");
    const int mm = c.parameters["method"][method].get<int>();
    const int tm = c.parameters["type"][type].get<int>();
    const int number = sender + receiver + mm + tm;
    r.explain("Sender rated " + std::to_string(sender) + " + receiver rated " +
                  std::to_string(receiver) + " + method " + method + " " + signedText(mm) +
                  " + type " + type + " " + signedText(tm) + " = Acceptance Number " +
                  std::to_string(number),
              "10.1f");
    if (unitGoal)
        r.explain("A goal sent to a cavalry brigade or artillery unit uses a receiver rating of 2",
                  "10.5b");
    r.fields["acceptance_number"] = number;
    const Line* line;
    if (p.flag("aide")) {
        line = c.findLine("10+");
        r.explain("Napoleon's aide de camp: always read on the 10 or more column", "AE 2.3");
    } else {
        line = &lineFor(c, number, "Acceptance Number");
    }
    r.fields["column"] = line->label;
    int roll = dice.roll(DiceKind::D66, "roll", "the Acceptance Table roll (11..66)");
    r.fields["roll"] = roll;
    if (p.flag("guard")) {
        const int tens = std::min(6, roll / 10 + 2);
        const int read = tens * 10 + roll % 10;
        r.explain("Imperial Guard: +2 on the tens die, " + std::to_string(roll) + " is read as " +
                      std::to_string(read) + " (a tens digit above 6 counts as 6)",
                  "AE 2.2");
        roll = read;
    }
    r.fields["roll_read"] = roll;
    const Cell& cell = c.diceCell(*line, roll);
    r.fields["result"] = cell.value;
    r.summary = cell.value;
    r.explain("Column " + line->label + ", roll " + std::to_string(roll) + ": " + cell.value +
                  " (" + cellSource(cell) + ")",
              "10.1f");
    if (cell.value == "A")
        r.explain(
            "Accepted; a corps order is implemented when the corps commander enters his HQ's hex",
            "10.0a");
    else if (cell.value == "Dt")
        r.explain("Distorted: the order is thrown away", "10.1f");
    else
        r.explain("Delayed: from the next Command Phase roll one die each turn, " +
                      cell.value.substr(1) + " or more accepts it",
                  "10.1f");
}

void delay(const ChartSet& cs, const Params& p, DiceSource& dice, Resolution& r) {
    const Chart& c = cs.chart("delay-reduction");
    const std::string d = p.choice("delay");
    const int needed = static_cast<int>(rowNumber(c, d, "needed"));
    const int roll = dice.roll(DiceKind::D6, "roll", "the Delay Reduction die");
    const bool ok = roll >= needed;
    r.fields["needed"] = needed;
    r.fields["roll"] = roll;
    r.fields["accepted"] = ok;
    r.summary = ok ? "accepted" : "still delayed";
    r.explain(d + ": " + std::to_string(needed) + " or more on one die; rolled " +
                  std::to_string(roll) + ", " +
                  (ok ? "the delay is lifted and the order accepted" : "the order stays delayed"),
              "10.1f");
}

} // namespace

void addOrderResolvers(std::vector<ResolverSpec>& out) {
    out.push_back({"command-points",
                   "Command Points",
                   "10.1b",
                   "Command Points the army commander has each turn.",
                   {"command-points"},
                   {intParam("rating", "Army commander's rating", 0, 4, true, "10.1b")},
                   {"points"},
                   commandPoints});
    out.push_back(
        {"order-cost",
         "Order Cost",
         "10.1b",
         "Command Points an order costs: method plus type.",
         {"order-costs"},
         {choiceParam("method", "Method", {{"oral", "Oral"}, {"written", "Written"}}, true,
                      "10.1a"),
          choiceParam("type", "Type", {{"attack", "Attack"}, {"non-attack", "Non-Attack"}}, true,
                      "10.1a")},
         {"cost"},
         orderCost});
    out.push_back({"delivery",
                   "Order Delivery",
                   "10.1e",
                   "Turns an order takes to reach the receiver's HQ.",
                   {"order-delivery"},
                   {intParam("mp", "Leader movement points from sender to the receiver's HQ", 0,
                             999, false, "10.1e"),
                    flagParam("in_person", "Delivered in person (same hex)", "10.1e")},
                   {"turns"},
                   delivery});
    out.push_back(
        {"initiative",
         "Initiative",
         "10.2",
         "Initiative roll for a wing, corps or division leader.",
         {"initiative"},
         {intParam("rating", "Leader's rating", 0, 4, true, "10.2d"),
          intParam("anti", "Anti-initiative rating against him (none in Aspern-Essling)", 0, 4,
                   false, "10.2e", "AE 2.7 and 3.6: no anti-initiative ratings in Aspern-Essling."),
          rollParam(DiceKind::D66)},
         {"initiative_points", "column", "result"},
         initiative});
    out.push_back(
        {"acceptance",
         "Order Acceptance",
         "10.1f",
         "Acceptance roll for an order that has arrived.",
         {"acceptance"},
         {intParam("sender", "Sender's rating", 0, 4, true, "10.1f"),
          intParam("receiver", "Receiver's rating", 0, 4, false, "10.1f"),
          choiceParam("method", "Method",
                      {{"AO", "Aide, oral (-1)"},
                       {"AW", "Aide, written (0)"},
                       {"IPO", "In person, oral (+1)"}},
                      true, "10.1f"),
          choiceParam("type", "Type", {{"attack", "Attack (-2)"}, {"non-attack", "Non-Attack (0)"}},
                      true, "10.1f"),
          flagParam("unit_goal",
                    "Goal sent to a cavalry brigade or artillery unit (receiver rating 2)",
                    "10.5b"),
          flagParam("guard", "Imperial Guard division (+2 on the tens die)", "AE 2.2"),
          flagParam("aide", "Order to Napoleon's aide de camp (10+ column)", "AE 2.3"),
          rollParam(DiceKind::D66)},
         {"acceptance_number", "column", "result"},
         acceptance});
    out.push_back(
        {"delay",
         "Delay Reduction",
         "10.1f",
         "Delay Reduction roll for a delayed order.",
         {"delay-reduction"},
         {choiceParam("delay", "Delay", {{"D4", "D4"}, {"D5", "D5"}, {"D6", "D6"}}, true, "10.1f"),
          rollParam(DiceKind::D6)},
         {"needed", "accepted"},
         delay});
}

} // namespace adc::detail
