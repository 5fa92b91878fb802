// Fire combat (20.0-20.4, 23.0, 26.4; AE 2.1): fire points, the column and its shifts, the
// Fire Combat Table, leader casualties and Low Ammo; inside a close combat, no Morale Check yet.
#include "adc/fire_points.h"
#include "adc/result_format.h"
#include "adc/unit_rows.h"

#include "common.h"

#include <algorithm>
#include <cmath>

namespace adc::detail {

namespace {

void firePoints(const ChartSet& cs, const Params& p, DiceSource&, Resolution& r) {
    std::vector<Firer> firers;
    for (const auto& t : p.all("firer"))
        firers.push_back(parseFirer(t));
    if (firers.empty()) throw InvalidInput("fire-points needs at least one firer=KIND:LEVEL:RANGE");
    const double pts = totalFirePoints(cs, firers, r);
    r.fields["points"] = pts;
    r.fields["points_text"] = formatNumber(pts);
    r.summary = formatNumber(pts) + " fire points";
}

void fire(const ChartSet& cs, const Params& p, DiceSource& dice, Resolution& r) {
    const Chart& table = cs.chart("fire-combat");
    double points;
    const auto firers = p.all("firer");
    if (!firers.empty() && p.has("points"))
        throw InvalidInput("fire: give either points= or firer=, not both");
    if (!firers.empty()) {
        std::vector<Firer> fs;
        for (const auto& t : firers)
            fs.push_back(parseFirer(t));
        points = totalFirePoints(cs, fs, r);
    } else if (p.has("points")) {
        points = p.number("points");
    } else {
        throw InvalidInput("fire needs points= (the total fire points, e.g. 9 1/2) or firer= for "
                           "each firing unit");
    }
    r.fields["points"] = points;
    if (points <= 0) {
        r.fields["column"] = nullptr;
        r.fields["casualties"] = 0;
        r.fields["stragglers"] = 0;
        r.fields["morale_check"] = false;
        r.fields["leader_casualty"] = false;
        r.summary = "NE";
        r.explain("Zero fire points have no effect; nothing is rolled", "20.2f");
        return;
    }
    // Column: fractions below 1 use the 1 or less column (20.2f); otherwise round to the
    // nearest point, a half rounding up (20.4 example: 9 1/2 reads as 10).
    const int rounded = points < 1 ? 1 : static_cast<int>(std::floor(points + 0.5));
    const Line* base = &lineFor(table, std::min(rounded, 17), "fire points");
    int index = static_cast<int>(base - table.lines.data());
    r.explain(
        [&] {
            return formatNumber(points) + " fire points: column " + base->label +
                   (points < 1
                        ? " (less than 1, 20.2f)"
                        : (rounded != points ? " (rounded to " + std::to_string(rounded) + ")"
                                             : ""));
        },
        "20.0");
    const std::string list =
        p.choice("fires") == "cavalry" ? "fire-modifiers-cavalry" : "fire-modifiers-regular";
    const int shift =
        applyModifiers(pickModifiers(cs.chart(list), p.list("mods"), "20.3b"), r, "columns");
    const int last = static_cast<int>(table.lines.size()) - 1;
    int shifted = index + shift;
    if (shifted < 0 || shifted > last) {
        shifted = std::clamp(shifted, 0, last);
        r.explain(
            [&] {
                return "Shifted beyond the table: resolved on the last column available, " +
                       table.lines[static_cast<size_t>(shifted)].label;
            },
            "20.0");
    }
    const Line& line = table.lines[static_cast<size_t>(shifted)];
    r.fields["column"] = line.label;
    r.fields["shift"] = shift;
    if (shift)
        r.explain([&] { return "Net shift " + signedText(shift) + ": column " + line.label; },
                  "20.0");
    const int roll = dice.roll(DiceKind::D66, "roll", "the Fire Combat Table roll (11..66)");
    r.fields["roll"] = roll;
    // 20.4d: the leader casualty depends on the dice alone, so it is known even where the
    // cell is not.
    const bool leader = roll == 55 || roll == 66;
    const Cell& cell = table.diceCell(line, roll);
    const FireResult fr = parseFireResult(cell.value);
    r.fields["result"] = cell.value;
    r.fields["casualties"] = fr.casualties;
    r.fields["stragglers"] = fr.stragglers;
    // 23.0 B, C: the fire inside a close combat brings no Morale Check and no row shift now;
    // the attacker's and the defender's checks come after both fires (D, E).
    const bool closeCombat = p.flag("close_combat");
    r.fields["morale_check"] = fr.moraleCheck && !closeCombat;
    r.fields["morale_up"] = closeCombat ? 0 : fr.moraleUp;
    r.fields["leader_casualty"] = leader;
    r.summary = cell.value;
    r.explain(
        [&] {
            std::string text = "Column " + line.label + ", roll " + std::to_string(roll) + ": ";
            if (fr.noEffect)
                text += "no effect";
            else if (closeCombat)
                text += std::to_string(fr.casualties) + " casualties, " +
                        std::to_string(fr.stragglers) + " stragglers";
            else if (fr.casualties || fr.stragglers)
                text += std::to_string(fr.casualties) + " casualties, " +
                        std::to_string(fr.stragglers) + " stragglers, and a Morale Check";
            else
                text += "a Morale Check" + (fr.moraleUp
                                                ? " up " + std::to_string(fr.moraleUp) + " row(s)"
                                                : std::string());
            return text + " (" + cellSource(cell) + ")";
        },
        "20.4");
    if (closeCombat && !fr.noEffect)
        r.explain("Fire in a close combat: no Morale Check now and no row shift from this result; "
                  "the attacker, then the defender, "
                  "check morale after both sides have fired",
                  "23.0");
    if (fr.stragglers)
        r.explain("Stragglers fall only on infantry: if the top unit cannot take them, the topmost "
                  "infantry does",
                  "21.0a");
    if (leader)
        r.explain(
            [&] {
                return "Roll of " + std::to_string(roll) +
                       ": one leader in the target hex becomes a casualty (chosen at random if "
                       "several)";
            },
            "20.4d, 26.4");
    const bool lowAmmo = p.flag("french_21may") && roll >= 61;
    r.fields["low_ammo"] = lowAmmo;
    if (lowAmmo)
        r.explain("A French unit rolled 61..66 on 21 May: mark the firing unit Low Ammo", "AE 2.1");
}

} // namespace

void addFireResolvers(std::vector<ResolverSpec>& out) {
    ParamSpec firer;
    firer.key = "firer";
    firer.label = "Firing unit KIND:LEVEL:RANGE (repeat for each)";
    firer.type = ParamType::Firers;
    firer.rule = "20.1";
    firer.help = "e.g. line:A:1, french-column:A:1:hex=2, heavy-art:5:6, light-art:5:8";
    firer.kinds = firerKinds();
    out.push_back({"fire-points",
                   "Fire Points",
                   "20.1",
                   "Total fire points of the units firing at one target.",
                   {"infantry-fire-points", "skirmisher-fire-points", "heavy-artillery-fire-points",
                    "light-artillery-fire-points", "cavalry-attack", "battalion-masse-fire-points"},
                   {firer},
                   {"points"},
                   firePoints});
    ParamSpec points;
    points.key = "points";
    points.label = "Total fire points";
    points.type = ParamType::Number;
    points.min = 0;
    points.max = 200;
    points.rule = "20.0";
    out.push_back(
        {"fire",
         "Fire Combat",
         "20.0",
         "Fire Combat Table: casualties, stragglers, morale check, leader loss.",
         {"fire-combat", "fire-modifiers-regular", "fire-modifiers-cavalry"},
         {points, firer,
          choiceParam("fires", "Whose fire",
                      {{"regular", "Regular fires"}, {"cavalry", "Exclusively cavalry fires"}},
                      false, "24.0", "regular"),
          modifiersParam("mods", "Fire Table modifiers", "fire-modifiers-{fires}", "20.3"),
          flagParam("french_21may", "French firer on 21 May (Low Ammo on 61..66)", "AE 2.1"),
          flagParam("close_combat", "Fire within a close combat (no Morale Check now)", "23.0"),
          rollParam(DiceKind::D66)},
         {"column", "casualties", "stragglers", "morale_check", "morale_up", "leader_casualty",
          "low_ammo"},
         fire});
}

} // namespace adc::detail
