// Wagram 1809's rounds: who acts next (6 Initiative, 7.2 Reaction Round) and whether the
// turn goes on (11 Continuation).
#include "wagram/wagram_resolvers.h"

namespace adc::wagram {

namespace {

using detail::signedText;

// 6: each side's modifier on its initiative die, each explained.
struct InitiativeModifiers {
    int french = 0, austrian = 0;
    int& of(const std::string& side) { return side == "french" ? french : austrian; }
};

InitiativeModifiers initiativeModifiers(const Params& p, Resolution& r) {
    InitiativeModifiers m;
    const std::string previous = p.choice("previous");
    const std::string other = previous == "french" ? "austrian" : "french";
    if (p.flag("new_turn")) {
        if (p.has("streak") && p.integer("streak") != 1)
            throw InvalidInput("wagram-initiative: the first Round of a turn has a single -1 for "
                               "the side that played the last Round of the turn before, whatever "
                               "its run (Wagram 6); leave out streak= or new_turn=");
        m.of(previous) -= 1;
        r.explain(sideName(previous) + " played the last Round of the previous turn: -1",
                  "Wagram 6");
    } else {
        const int streak = p.has("streak") ? p.integer("streak") : 1;
        m.of(previous) -= streak;
        r.explain(
            [&] {
                return sideName(previous) + " has played " + std::to_string(streak) + " Round" +
                       (streak > 1 ? "s" : "") + " in a row: " + signedText(-streak);
            },
            "Wagram 6");
    }
    if (p.flag("reaction_failed")) {
        m.of(other) -= 1;
        r.explain(sideName(other) + " tried a Reaction Round and failed: -1", "Wagram 7.2");
    }
    if (p.flag("surprise")) {
        m.austrian += 1;
        r.explain("The Austrian surprise attack (Scenario 2, turn 4 only): Austrian +1",
                  "Wagram 14.3");
    }
    return m;
}

void initiative(const ChartSet&, const Params& p, DiceSource& dice, Resolution& r) {
    const InitiativeModifiers m = initiativeModifiers(p, r);
    const int fr = dice.roll(DiceKind::D6, "french", "the French initiative die");
    const int au = dice.roll(DiceKind::D6, "austrian", "the Austrian initiative die");
    const int frTotal = fr + m.french, auTotal = au + m.austrian;
    // 6: the higher total wins; a tie goes to the French.
    const bool french = frTotal >= auTotal;
    const std::string winner = french ? "french" : "austrian";
    r.fields["french_roll"] = fr;
    r.fields["austrian_roll"] = au;
    r.fields["french_total"] = frTotal;
    r.fields["austrian_total"] = auTotal;
    r.fields["winner"] = winner;
    r.summary = sideName(winner) + " initiative";
    r.explain(
        [&] {
            return rollText("French die", fr, m.french) + ", " +
                   rollText("Austrian die", au, m.austrian) +
                   (frTotal == auTotal ? ": a tie, which goes to the French" : "");
        },
        "Wagram 6");
    r.explain(sideName(winner) + " has the Initiative and is the Phase player for this Round",
              "Wagram 6");
}

void reaction(const ChartSet&, const Params& p, DiceSource& dice, Resolution& r) {
    const std::string side = p.choice("side");
    // 7.2: 2 to 7 with Napoleon, 2 to 6 with Karl.
    const int best = side == "french" ? 7 : 6;
    const int roll = dice.roll(DiceKind::TwoD6, "roll", "the Reaction Round roll (2d6)");
    const bool activated = roll <= best;
    r.fields["roll"] = roll;
    r.fields["activated"] = activated;
    r.summary = activated ? "reaction" : "no reaction";
    r.explain(sideName(side) + " needs 2 to " + std::to_string(best) + " on two dice, rolled " +
                  std::to_string(roll),
              "Wagram 7.2");
    if (activated) {
        r.explain("The corps in the Reaction box is revealed as if from Order 1 and goes to "
                  "Activated; play goes straight to the Activation Phase and the rest of the "
                  "Orders Table stays as it is",
                  "Wagram 7.2");
        r.explain("Its Pivot unit's path to its HQ may be at most 6 zones this Round", "Wagram 8");
    } else {
        r.explain("The Round goes on with the Initiative rolls, " + sideName(side) +
                      " at -1 on the die",
                  "Wagram 6");
        r.explain("The corps stays in the Reaction box and must be the next one this side puts "
                  "in Order 3",
                  "Wagram 7.2");
    }
}

void continuation(const ChartSet&, const Params& p, DiceSource& dice, Resolution& r) {
    const std::string side = p.choice("side");
    const int box = p.integer("box") + 1;
    r.fields["box"] = box;
    r.explain("The " + sideName(side) + " Round marker moves to box " + std::to_string(box),
              "Wagram 11");
    if (box < 7) {
        r.fields["continues"] = true;
        r.summary = "turn goes on";
        r.explain("Short of box 7: a new Round begins without a roll", "Wagram 11");
        return;
    }
    const int mod = p.choice("modifier") == side ? 1 : 0;
    if (mod)
        r.explain("The scenario gives the " + sideName(side) + " +1 on this roll", "Wagram 14");
    const int roll = dice.roll(DiceKind::TwoD6, "roll", "the Continuation roll (2d6)");
    const bool goesOn = roll + mod >= box;
    r.fields["roll"] = roll;
    r.fields["total"] = roll + mod;
    r.fields["continues"] = goesOn;
    r.summary = goesOn ? "turn goes on" : "turn ends";
    r.explain(rollText("Two dice", roll, mod) + " against " + std::to_string(box) + ": " +
                  (goesOn ? "at least the box, a new Round begins"
                          : "below the box, the Administrative Phase follows and the turn ends"),
              "Wagram 11");
}

} // namespace

void addRoundResolvers(std::vector<ResolverSpec>& out) {
    using detail::choiceParam, detail::flagParam, detail::intParam, detail::rollParam;
    out.push_back(
        {"wagram-initiative",
         "Initiative",
         "Wagram 6",
         "Each side rolls a die; the higher total is the Phase player for the Round, the French "
         "on a tie. The side that played the last Rounds pays for its run.",
         {},
         {choiceParam("previous", "Phase player of the previous Round", sideChoices(), true,
                      "Wagram 6"),
          intParam("streak", "Rounds it has played in a row", 1, 30, false, "Wagram 6",
                   "-1 per Round in the run (two Rounds in a row: -2)"),
          flagParam("new_turn", "First Round of a new turn", "Wagram 6",
                    "the side that played the turn's last Round has a single -1"),
          flagParam("reaction_failed", "The other side failed a Reaction Round", "Wagram 7.2",
                    "-1 on that side's die"),
          flagParam("surprise", "Austrian surprise attack (Scenario 2, turn 4)", "Wagram 14.3",
                    "+1 on every Austrian initiative die on the first turn"),
          rollParam(DiceKind::D6, "french", "French die, if you rolled real dice"),
          rollParam(DiceKind::D6, "austrian", "Austrian die, if you rolled real dice")},
         {"winner", "french_total", "austrian_total"},
         initiative});
    out.push_back(
        {"wagram-reaction",
         "Reaction Round",
         "Wagram 7.2",
         "The side that was not the Phase player may try to activate the corps it placed in the "
         "Reaction box (its Pivot unit within 6 zones of its army HQ) before the initiative.",
         {},
         {choiceParam("side", "Side trying the Reaction Round", sideChoices(), true, "Wagram 7.2"),
          rollParam(DiceKind::TwoD6)},
         {"activated", "roll"},
         reaction});
    out.push_back(
        {"wagram-continuation",
         "Continuation",
         "Wagram 11",
         "After a Round, the acting side's Round marker moves one box; from box 7 on, two dice "
         "must reach the box for the turn to go on.",
         {},
         {choiceParam("side", "Side that has just acted", sideChoices(), true, "Wagram 11"),
          intParam("box", "Box its Round marker is in before it moves", 0, 30, true, "Wagram 11"),
          helped(choiceParam("modifier", "The scenario's +1 continuation modifier this turn is for",
                             {{"french", "French"}, {"austrian", "Austrian"}, {"none", "Neither"}},
                             true, "Wagram 14.2, 14.3"),
                 "5 July (14.2, and Scenario 3's first day): French. 6 July (14.3): Austrian on "
                 "turns 4 and 5, French from turn 6"),
          rollParam(DiceKind::TwoD6)},
         {"continues", "box", "total"},
         continuation});
}

} // namespace adc::wagram
