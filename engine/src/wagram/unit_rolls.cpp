// Wagram 1809's one-die tests of a unit: the Maneuver Test (9.2), Bombardment (9.8), the
// rout check after a hit (10.6) and rallying (12.2).
#include "wagram/wagram_resolvers.h"

namespace adc::wagram {

namespace {

using detail::signedText;

// 9.2: 4 or more on the die, after its modifiers, passes.
bool maneuverTest(DiceSource& dice, const std::string& rollName, int mod, Resolution& r) {
    const int roll = dice.roll(DiceKind::D6, rollName, "the Maneuver Test die");
    const bool passed = roll + mod >= 4;
    r.explain(rollText("Maneuver Test: die", roll, mod) + (passed ? ", passed" : ", failed") +
                  " (4 or more passes)",
              "Wagram 9.2");
    return passed;
}

void maneuver(const ChartSet&, const Params& p, DiceSource& dice, Resolution& r) {
    int mod = 0;
    if (p.flag("bonus")) {
        mod += 1;
        r.explain("Command Bonus: +1", "Wagram 9.2");
    }
    const std::string unit = p.has("unit") ? p.choice("unit") : "other";
    if (unit == "guard") {
        mod += 1;
        r.explain("Guard infantry (Gd/Curial, Gd/Dorsenne): +1", "Wagram 9.2");
    } else if (unit == "grenadiers") {
        mod += 1;
        r.explain("Austrian grenadiers (R/Aspre, R/Prochaska): +1", "Wagram 9.2");
    }
    const bool passed = maneuverTest(dice, "roll", mod, r);
    r.fields["passed"] = passed;
    r.fields["modifier"] = mod;
    r.summary = passed ? "passed" : "failed";
}

// 9.8: X for movement before firing.
int movedModifier(const Params& p, Resolution& r) {
    const int moved = p.has("moved") ? p.integer("moved") : 0;
    if (p.flag("pivoted")) {
        if (moved > 0)
            throw InvalidInput("wagram-bombardment: give moved= (MP spent before firing) or "
                               "pivoted=1 (orientation changed without moving), not both (Wagram "
                               "9.8)");
        r.explain("Changed orientation without moving: +1", "Wagram 9.8");
        return 1;
    }
    if (moved == 0) return 0;
    const int x = p.flag("horse") ? moved - 1 : moved;
    r.explain(
        [&] {
            return std::to_string(moved) + " MP spent before firing" +
                   (p.flag("horse") ? ", one less for Horse Artillery" : "") + ": " + signedText(x);
        },
        "Wagram 9.8");
    return x;
}

void bombardment(const ChartSet&, const Params& p, DiceSource& dice, Resolution& r) {
    const int artillery = p.integer("artillery");
    int mod = 0;
    const auto add = [&](const char* key, int value, const char* text) {
        if (!p.flag(key)) return;
        mod += value;
        r.explain(std::string(text) + ": " + signedText(value), "Wagram 9.8");
    };
    add("two_zones", 1, "Firing at a zone two zones away");
    mod += movedModifier(p, r);
    // The rule cites "15.1" for the Grand Battery, which is 13.2 (docs/rules.md, Wagram).
    add("grand_battery", -1, "Grand Battery (13.2)");
    add("target_terrain", 1,
        "Target in a redoubt or village, or on a ridge, escarpment, marsh or "
        "woods");
    add("assault", 1, "Target zone in contact with a friendly unit attacking or charging it");
    add("counter_battery", 1, "Counter-battery fire");
    const int roll = dice.roll(DiceKind::D6, "roll", "the Bombardment die");
    const bool effective = roll + mod <= artillery;
    r.fields["roll"] = roll;
    r.fields["total"] = roll + mod;
    r.fields["effective"] = effective;
    r.explain(rollText("Die", roll, mod) + " against Artillery Potential " +
                  std::to_string(artillery) + ": " + (effective ? "effective" : "no effect"),
              "Wagram 9.8");
    const bool onArtillery = p.choice("target") == "artillery";
    if (!effective) {
        r.summary = "no effect";
        r.fields["effect"] = "none";
        return;
    }
    if (!onArtillery) {
        r.summary = "fatigue";
        r.fields["effect"] = "fatigue";
        r.explain("The combat unit hit takes a level of Fatigue", "Wagram 9.8");
        return;
    }
    r.explain("The Artillery unit hit takes a Maneuver Test", "Wagram 9.8");
    const bool passed = maneuverTest(dice, "test", p.flag("target_bonus") ? 1 : 0, r);
    r.fields["effect"] = passed ? "none" : "hit";
    r.summary = passed ? "no effect" : "hit";
    r.explain(passed ? "Passed: no loss" : "Failed: it suffers 1 hit (a loss)", "Wagram 9.8");
}

void routCheck(const ChartSet&, const Params& p, DiceSource& dice, Resolution& r) {
    const int value = std::stoi(p.choice("rout_value"));
    if (p.flag("forced") && !p.flag("lost")) {
        r.fields["routs"] = false;
        r.summary = "no rout";
        r.explain("An attacker that Forced the Decision routs only when it lost the combat (ATT "
                  "below DEF): no roll",
                  "Wagram 10.6");
        return;
    }
    const int roll = dice.roll(DiceKind::D6, "roll", "the rout die");
    const bool routs = roll <= value;
    r.fields["roll"] = roll;
    r.fields["routs"] = routs;
    r.summary = routs ? "rout" : "no rout";
    r.explain("Die " + std::to_string(roll) + " against Rout Value " + std::to_string(value) +
                  (routs ? ": at most the value, the unit routs" : ": above it, no rout"),
              "Wagram 10.6");
    if (routs)
        r.explain("It retreats 2 zones and takes a Rout marker; until rallied it neither moves "
                  "nor attacks, and counts as Fatigue 2 when attacked",
                  "Wagram 10.6");
}

void rally(const ChartSet&, const Params& p, DiceSource& dice, Resolution& r) {
    int mod = 0;
    const auto add = [&](const char* key, const char* text) {
        if (!p.flag(key)) return;
        mod += 1;
        r.explain(std::string(text) + ": +1", "Wagram 12.2");
    };
    add("rout_plus_one", "Under a Rout+1 marker");
    add("guard_near", "A French Guard unit (not artillery) within 2 zones");
    add("karl_near", "Karl within 2 zones");
    const int roll = dice.roll(DiceKind::D6, "roll", "the rally die");
    const bool rallied = roll + mod >= 4;
    r.fields["roll"] = roll;
    r.fields["rallied"] = rallied;
    r.explain(rollText("Die", roll, mod) + (rallied ? ": 4 or more, rallied" : ": stays in rout"),
              "Wagram 12.2");
    if (rallied) {
        r.summary = "rallied";
        r.explain("Remove its Rout or Rout+1 marker", "Wagram 12.2");
    } else if (p.flag("rout_plus_one")) {
        r.summary = "stays in rout";
    } else {
        r.summary = "rout+1";
        r.explain("Its Rout marker becomes Rout+1", "Wagram 12.2");
        r.explain("The other side scores 1 VP for it", "Wagram 12.3");
    }
}

} // namespace

void addUnitResolvers(std::vector<ResolverSpec>& out) {
    using detail::choiceParam, detail::flagParam, detail::intParam, detail::rollParam;
    out.push_back({"wagram-maneuver",
                   "Maneuver Test",
                   "Wagram 9.2",
                   "One die: 4 or more passes, after the unit's modifiers.",
                   {},
                   {flagParam("bonus", "Command Bonus (yellow star)", "Wagram 9.2"),
                    choiceParam("unit", "Unit",
                                {{"other", "Any other unit"},
                                 {"guard", "Guard infantry (Gd/Curial, Gd/Dorsenne)"},
                                 {"grenadiers", "Austrian grenadiers (R/Aspre, R/Prochaska)"}},
                                false, "Wagram 9.2", "other"),
                    rollParam(DiceKind::D6)},
                   {"passed"},
                   maneuver});
    out.push_back(
        {"wagram-bombardment",
         "Bombardment",
         "Wagram 9.8",
         "An activated Artillery unit fires at a permitted zone: the die, after its modifiers, "
         "must not exceed the unit's Artillery Potential.",
         {},
         {intParam("artillery", "Artillery Potential of the firing unit", 1, 12, true, "Wagram 9.8",
                   "from the counter"),
          choiceParam("target", "Unit hit",
                      {{"unit", "A combat unit"}, {"artillery", "An Artillery unit"}}, true,
                      "Wagram 9.8"),
          flagParam("two_zones", "Target two zones away", "Wagram 9.8", "+1"),
          intParam("moved", "MP spent before firing", 0, 12, false, "Wagram 9.8",
                   "+1 per MP; fire first and the unit may not move"),
          flagParam("horse", "Horse Artillery", "Wagram 9.8", "one less for the MP spent"),
          flagParam("pivoted", "Changed orientation without moving", "Wagram 9.8", "+1"),
          flagParam("grand_battery", "Part of the Grand Battery", "Wagram 13.2", "-1"),
          flagParam("target_terrain",
                    "Target in redoubt or village, or on ridge, escarpment, "
                    "marsh or woods",
                    "Wagram 9.8", "+1"),
          flagParam("assault", "A friendly unit attacks or charges the target zone", "Wagram 9.8",
                    "+1"),
          flagParam("counter_battery", "Counter-battery fire", "Wagram 9.8", "+1"),
          flagParam("target_bonus", "Target Artillery has a Command Bonus", "Wagram 9.2",
                    "+1 on its Maneuver Test"),
          rollParam(DiceKind::D6),
          rollParam(DiceKind::D6, "test", "Target's Maneuver Test die, if you rolled real dice")},
         {"effective", "effect", "total"},
         bombardment});
    out.push_back({"wagram-rout",
                   "Rout after a hit",
                   "Wagram 10.6",
                   "A unit that took a hit in a combat (or by retreating into an enemy Front) "
                   "and shows a Rout Value routs on a die at most that value.",
                   {},
                   {choiceParam("rout_value", "Rout Value on the counter", {{"2", "2"}, {"3", "3"}},
                                true, "Wagram 2.1"),
                    flagParam("forced", "An attacker that Forced the Decision", "Wagram 10.6"),
                    flagParam("lost", "It lost the combat (ATT below DEF)", "Wagram 10.6"),
                    rollParam(DiceKind::D6)},
                   {"routs"},
                   routCheck});
    out.push_back({"wagram-rally",
                   "Rally",
                   "Wagram 12.2",
                   "In the Administrative Phase, after its rout movement, each routed unit "
                   "rallies on 4 or more.",
                   {},
                   {flagParam("rout_plus_one", "Under a Rout+1 marker", "Wagram 12.2", "+1"),
                    flagParam("guard_near", "A French Guard unit (not artillery) within 2 zones",
                              "Wagram 12.2", "+1"),
                    flagParam("karl_near", "Karl within 2 zones", "Wagram 12.2", "+1"),
                    rollParam(DiceKind::D6)},
                   {"rallied"},
                   rally});
}

} // namespace adc::wagram
