// Wagram 1809's combat (10.4, 10.5): each side's die plus its modifiers, taken in the
// rule's order, then the two totals compared; the defender's option decides the retreat.
#include "wagram/wagram_resolvers.h"

namespace adc::wagram {

namespace {

using detail::signedText;

struct Totals {
    int att = 0, def = 0;
};

void refuse(const std::string& why, const std::string& rule) {
    throw InvalidInput("wagram-combat: " + why + " (" + rule + ")");
}

// 10.5.1: the side with more Combat Potential +1, more than double +3; a tie, nothing.
void forceRatio(const Params& p, Totals& m, Resolution& r) {
    const int att = p.integer("att_potential");
    int def = 0;
    if (p.flag("def_artillery_alone")) {
        if (p.has("def_potential") && p.integer("def_potential") != 1)
            refuse("an Artillery unit defending with no other unit has a Combat Potential of 1",
                   "Wagram 10.5.1");
        def = 1;
    } else if (!p.has("def_potential")) {
        refuse("give def_potential=, the defenders' Combat Potentials added up", "Wagram 10.5.1");
    } else {
        def = p.integer("def_potential");
    }
    const auto add = [&](int& to, const char* who, int more, int less) {
        const int mod = more > 2 * less ? 3 : 1;
        to += mod;
        r.explain("Combat Potential " + std::to_string(att) + " against " + std::to_string(def) +
                      ": the " + who + (mod == 3 ? " has more than double, +3" : " has more, +1"),
                  "Wagram 10.5.1");
    };
    if (att > def) {
        add(m.att, "attacker", att, def);
    } else if (def > att) {
        add(m.def, "defender", def, att);
    } else {
        r.explain("Combat Potential " + std::to_string(att) + " each: no modifier",
                  "Wagram 10.5.1");
    }
}

// 10.5.2: hold -1, reactive 0, retreat in order +1, within what the defenders may choose.
void defensiveOption(const Params& p, Totals& m, Resolution& r) {
    const std::string option = p.choice("defense");
    if (p.flag("def_artillery_alone") && option != "retreat")
        refuse("an Artillery unit alone must Retreat in order", "Wagram 10.5.2");
    if (option == "hold" && p.flag("def_rout_values"))
        refuse("defenders that all show a Rout Value cannot Hold the ground", "Wagram 10.5.2");
    if (option == "retreat" && p.flag("def_fatigue2"))
        refuse("defenders that are all Fatigue 2 cannot Retreat in order", "Wagram 10.5.2");
    if (option == "hold") {
        m.def -= 1;
        r.explain("The defender Holds the ground: -1", "Wagram 10.5.2");
    } else if (option == "retreat") {
        m.def += 1;
        r.explain("The defender Retreats in order: +1", "Wagram 10.5.2");
    } else {
        r.explain("The defender is Reactive: 0", "Wagram 10.5.2");
    }
}

// 10.5.8: +1 each for ridge, river, woods, marsh; +2 each for village, redoubt, escarpment.
void terrain(const Params& p, const std::string& defender, Totals& m, Resolution& r) {
    const bool artilleryAlone = p.flag("def_artillery_alone");
    if (p.flag("redoubt") && defender == "french")
        refuse("only the Austrians can use a redoubt", "Wagram 3");
    struct Feature {
        const char* key;
        const char* name;
        int value;
        bool forArtilleryAlone;
    };
    static const Feature features[] = {
        {"ridge", "Ridge line", 1, true},     {"river", "River", 1, true},
        {"woods", "Woods", 1, false},         {"marsh", "Marsh", 1, false},
        {"village", "Village", 2, false},     {"redoubt", "Redoubt", 2, false},
        {"escarpment", "Escarpment", 2, true}};
    for (const Feature& f : features) {
        if (!p.flag(f.key)) continue;
        if (artilleryAlone && !f.forArtilleryAlone) {
            r.explain(std::string(f.name) + ": no modifier for Artillery alone", "Wagram 10.5.8");
            continue;
        }
        m.def += f.value;
        r.explain(std::string(f.name) + ": defender " + signedText(f.value), "Wagram 10.5.8");
    }
}

// 10.5.9: each zone of the flanks and front, counted by the player.
void tacticalSituation(const Params& p, Totals& m, Resolution& r) {
    struct Line {
        const char* key;
        bool attacker;
        int each;
        const char* text;
    };
    static const Line lines[] = {
        {"def_flank_attacked", false, -2, "defender's flank zone(s) attacking or charging it"},
        {"def_flank_threatened", false, -1,
         "defender's flank zone(s) not attacking, with an enemy unit facing it"},
        {"att_flank_threatened", true, -2,
         "attacker's flank zone(s) not attacked this Round, with an enemy unit facing it"},
        {"att_flank_engaged", true, -1,
         "attacker's flank zone(s) attacked this Round, with an enemy unit facing it"},
        {"att_front_threatened", true, -1,
         "attacker's front zone(s) not attacked this Round, with an enemy unit facing it"}};
    for (const Line& l : lines) {
        const int n = p.has(l.key) ? p.integer(l.key) : 0;
        if (n == 0) continue;
        (l.attacker ? m.att : m.def) += n * l.each;
        r.explain(
            [&] {
                return std::to_string(n) + " " + l.text + ": " +
                       (l.attacker ? "attacker " : "defender ") + signedText(n * l.each);
            },
            "Wagram 10.5.9");
    }
}

// 10.5.3 to 10.5.7: what the units bring.
void unitModifiers(const Params& p, Totals& m, Resolution& r) {
    if (const int n = p.has("force") ? p.integer("force") : 0) {
        m.att += 2 * n;
        r.explain(std::to_string(n) + " Infantry unit(s) Force the Decision: attacker " +
                      signedText(2 * n) + "; each takes 1 loss at the end of the combat",
                  "Wagram 10.5.3");
    }
    const int light = p.has("light_charges") ? p.integer("light_charges") : 0;
    const int heavy = p.has("heavy_charges") ? p.integer("heavy_charges") : 0;
    if (light + heavy > 0) {
        for (const char* k : {"village", "redoubt", "river", "escarpment"})
            if (p.flag(k))
                refuse("cavalry cannot charge a unit in a village or redoubt, or behind a river "
                       "or escarpment",
                       "Wagram 9.6");
        m.att += light + 2 * heavy;
        r.explain(std::to_string(light + heavy) + " cavalry charge(s), " + std::to_string(light) +
                      " light at +1 and " + std::to_string(heavy) + " heavy at +2: attacker " +
                      signedText(light + 2 * heavy) +
                      "; each charger takes a level of Fatigue "
                      "after the combat",
                  "Wagram 10.5.4");
    }
    if (p.flag("def_cavalry_only")) {
        m.att += 1;
        r.explain("Defenders are Cavalry and/or Mixed only: attacker +1", "Wagram 10.5.4");
    }
    const int aa = p.has("att_artillery") ? p.integer("att_artillery") : 0;
    const int da = p.has("def_artillery") ? p.integer("def_artillery") : 0;
    if (aa != da) {
        (aa > da ? m.att : m.def) += 1;
        r.explain("Artillery Support " + std::to_string(aa) + " against " + std::to_string(da) +
                      ": " + (aa > da ? "attacker" : "defender") + " +1",
                  "Wagram 10.5.5");
    } else if (aa > 0) {
        r.explain("Artillery Support " + std::to_string(aa) + " each: no modifier",
                  "Wagram 10.5.5");
    }
    for (const char* who : {"att", "def"}) {
        const bool att = who[0] == 'a';
        const std::string side = att ? "attacker " : "defender ";
        int& mod = att ? m.att : m.def;
        const std::string fatigue = std::string(who) + "_fatigue";
        if (const int f = p.has(fatigue) ? p.integer(fatigue) : 0) {
            mod -= f;
            r.explain("Fatigue of the " + side + "zones: " + side + signedText(-f),
                      "Wagram 10.5.6");
        }
        const std::string command = std::string(who) + "_command";
        if (const int c = p.has(command) ? p.integer(command) : 0) {
            mod += c;
            r.explain(std::to_string(c) + " " + side + "zone(s) with a Command Bonus: " + side +
                          signedText(c),
                      "Wagram 10.5.7");
        }
    }
}

std::string resultText(bool hit) {
    return hit ? "Fatigue and Hit" : "Fatigue";
}

void combat(const ChartSet&, const Params& p, DiceSource& dice, Resolution& r) {
    const std::string attacker = p.choice("attacker");
    const std::string defender = attacker == "french" ? "austrian" : "french";
    if (p.flag("surprise") && attacker != "austrian")
        refuse("the surprise attack's +1 is the Austrian's, in attack only", "Wagram 14.3");
    if (p.flag("square") && defender != "french")
        refuse("only the French may form the Divisional Square", "Wagram 13.3");
    Totals m;
    forceRatio(p, m, r);
    defensiveOption(p, m, r);
    unitModifiers(p, m, r);
    terrain(p, defender, m, r);
    if (p.flag("square")) {
        m.def += 1;
        r.explain("Divisional Square in defence: +1", "Wagram 13.3");
    }
    tacticalSituation(p, m, r);
    if (p.flag("guard")) {
        (attacker == "austrian" ? m.att : m.def) -= 1;
        r.explain("A Guard unit takes part: Austrian -1", "Wagram 10.5.9");
        r.explain("The first time the Guard (not its artillery) fights, the French lose 2 VP",
                  "Wagram 10.3");
    }
    if (p.flag("surprise")) {
        m.att += 1;
        r.explain("The Austrian surprise attack (turn 4): attacker +1", "Wagram 14.3");
    }
    const int attRoll = dice.roll(DiceKind::D6, "att_roll", "the attacker's die");
    const int defRoll = dice.roll(DiceKind::D6, "def_roll", "the defender's die");
    // 10.5: a final result is never below 1.
    const int att = std::max(1, attRoll + m.att), def = std::max(1, defRoll + m.def);
    r.explain(
        [&] {
            return rollText("ATT: die", attRoll, m.att) +
                   (attRoll + m.att < 1 ? ", raised to 1" : "") + "; " +
                   rollText("DEF: die", defRoll, m.def) +
                   (defRoll + m.def < 1 ? ", raised to 1" : "");
        },
        "Wagram 10.5");
    // 10.5: the totals compared, from the attacker's worst case to the defender's.
    std::string attResult = "none", defResult = "none", how;
    if (def > 2 * att)
        attResult = resultText(true), how = "DEF more than twice ATT";
    else if (def > att)
        attResult = resultText(false), how = "DEF higher";
    else if (att == def)
        attResult = defResult = resultText(false), how = "equal";
    else if (att > 2 * def)
        defResult = resultText(true), how = "ATT more than twice DEF";
    else
        defResult = resultText(false), how = "ATT higher";
    const std::string option = p.choice("defense");
    const bool retreats =
        (option == "retreat" && att > def) || (option == "reactive" && att > 2 * def);
    r.fields["att_modifier"] = m.att;
    r.fields["def_modifier"] = m.def;
    r.fields["att"] = att;
    r.fields["def"] = def;
    r.fields["attacker_result"] = attResult;
    r.fields["defender_result"] = defResult;
    r.fields["defender_retreats"] = retreats;
    r.explain("ATT " + std::to_string(att) + ", DEF " + std::to_string(def) + ", " + how + ": " +
                  (attResult == "none"   ? "the defender takes " + defResult
                   : defResult == "none" ? "the attacker takes " + attResult
                                         : std::string("both take Fatigue")),
              "Wagram 10.5");
    if (retreats)
        r.explain("The defender's option gives a retreat: all its units in the zone go back one "
                  "zone (two if Fatigue 2 before the combat); Artillery that retreats takes a "
                  "Maneuver Test, failing it a loss",
                  "Wagram 10.5");
    if (attResult.find("Hit") != std::string::npos || defResult.find("Hit") != std::string::npos)
        r.explain("Hit: each engaged unit except Artillery takes a loss, Artillery alone in its "
                  "zone is eliminated; a unit with a Rout Value that took a hit checks for rout",
                  "Wagram 10.6");
    r.summary = attResult == "none"   ? "defender " + defResult
                : defResult == "none" ? "attacker " + attResult
                                      : "both Fatigue";
    if (retreats) r.summary += ", retreats";
}

} // namespace

void addCombatResolvers(std::vector<ResolverSpec>& out) {
    using detail::choiceParam, detail::flagParam, detail::intParam, detail::rollParam;
    out.push_back(
        {"wagram-combat",
         "Combat",
         "Wagram 10.5",
         "Each side rolls a die and adds its modifiers, taken in the order of 10.5; the totals "
         "compared give Fatigue, Hit and retreat.",
         {},
         {choiceParam("attacker", "Attacker", sideChoices(), true, "Wagram 10.1"),
          intParam("att_potential", "Attackers' Combat Potential, added up", 0, 60, true,
                   "Wagram 10.5.1"),
          intParam("def_potential", "Defenders' Combat Potential, added up", 0, 60, false,
                   "Wagram 10.5.1", "Artillery counts 0 unless it defends alone"),
          flagParam("def_artillery_alone", "The defender is Artillery alone", "Wagram 10.5.1",
                    "Combat Potential 1; it must Retreat in order"),
          choiceParam("defense", "Defender's option",
                      {{"hold", "Hold the ground (-1)"},
                       {"reactive", "Be reactive (0)"},
                       {"retreat", "Retreat in order (+1)"}},
                      true, "Wagram 10.5.2"),
          flagParam("def_rout_values", "Every fighting defender shows a Rout Value",
                    "Wagram 10.5.2", "Artillery aside; it may not Hold the ground"),
          flagParam("def_fatigue2", "Every fighting defender is Fatigue 2 (or in Rout)",
                    "Wagram 10.5.2", "Artillery aside; it may not Retreat in order"),
          countParam(
              "force", "Infantry units Forcing the Decision", 12, "Wagram 10.5.3",
              "+2 each, each then takes a loss; not a unit at Fatigue 2 or showing a Rout Value"),
          countParam("light_charges", "Light cavalry charging", 6, "Wagram 10.5.4",
                     "+1 each; one per zone, none fatigued (9.6)"),
          countParam("heavy_charges", "Heavy cavalry charging", 6, "Wagram 10.5.4", "+2 each"),
          flagParam("def_cavalry_only", "Defenders are Cavalry and/or Mixed only", "Wagram 10.5.4",
                    "attacker +1"),
          countParam("att_artillery", "Attackers' Artillery Potential, added up", 40,
                     "Wagram 10.5.5", "the higher side +1"),
          countParam("def_artillery", "Defenders' Artillery Potential, added up", 40,
                     "Wagram 10.5.5", "a defender counts only if an attacker is in its Front"),
          countParam("att_fatigue", "Attacker's Fatigue, zone by zone, added up", 12,
                     "Wagram 10.5.6", "each zone's most tired unit: 1 or 2"),
          countParam("def_fatigue", "Defender's Fatigue, zone by zone, added up", 12,
                     "Wagram 10.5.6", "each zone's most tired unit: 1 or 2"),
          countParam("att_command", "Attacking zones with a Command Bonus", 6, "Wagram 10.5.7",
                     "+1 each"),
          countParam("def_command", "Defending zones with a Command Bonus", 6, "Wagram 10.5.7",
                     "+1 each"),
          flagParam("ridge", "Ridge line", "Wagram 10.5.8", "defender +1"),
          flagParam("river", "River", "Wagram 10.5.8",
                    "defender +1; at Baumersdorf (165) only from 166, 167 or 191"),
          flagParam("woods", "Woods", "Wagram 10.5.8", "defender +1"),
          flagParam("marsh", "Marsh", "Wagram 10.5.8", "defender +1"),
          flagParam("village", "Village", "Wagram 10.5.8", "defender +2"),
          flagParam("redoubt", "Redoubt", "Wagram 10.5.8", "defender +2; Austrians only"),
          flagParam("escarpment", "Escarpment", "Wagram 10.5.8", "defender +2"),
          flagParam("square", "Divisional Square defending", "Wagram 13.3", "defender +1"),
          countParam("def_flank_attacked", "Defender's flank zones attacking it", 6,
                     "Wagram 10.5.9", "-2 each"),
          countParam("def_flank_threatened",
                     "Defender's other flank zones with an enemy unit facing it", 6,
                     "Wagram 10.5.9", "-1 each"),
          countParam("att_flank_threatened",
                     "Attacker's flank zones not attacked, with an enemy unit facing it", 6,
                     "Wagram 10.5.9", "-2 each"),
          countParam("att_flank_engaged",
                     "Attacker's flank zones attacked, with an enemy unit facing it", 6,
                     "Wagram 10.5.9", "-1 each"),
          countParam("att_front_threatened",
                     "Attacker's front zones not attacked, with an enemy unit facing it", 6,
                     "Wagram 10.5.9", "-1 each"),
          flagParam("guard", "A Guard unit takes part", "Wagram 10.5.9", "Austrian -1"),
          flagParam("surprise", "Austrian surprise attack (Scenario 2, turn 4)", "Wagram 14.3",
                    "Austrian +1 in attack"),
          rollParam(DiceKind::D6, "att_roll", "Attacker's die, if you rolled real dice"),
          rollParam(DiceKind::D6, "def_roll", "Defender's die, if you rolled real dice")},
         {"att", "def", "attacker_result", "defender_result", "defender_retreats"},
         combat});
}

} // namespace adc::wagram
