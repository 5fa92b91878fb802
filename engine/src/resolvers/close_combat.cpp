// Close combat (23.0; AE 1.2, 1.3): each side's strength and the Odds Table.
#include "adc/result_format.h"
#include "adc/unit_rows.h"

#include "common.h"

#include "text.h"

#include <cmath>

namespace adc::detail {

namespace {

double param(const Chart& c, const nlohmann::json& v) {
    const auto n = parseNumber(v.get<std::string>());
    if (!n) throw InvalidInput("the " + c.title + " has a malformed parameter");
    return *n;
}

// A side's units: line:AA, column:A, square:B, skirmisher:full, art-unlimbered:5, art-limbered:3
void strength(const ChartSet& cs, const Params& p, DiceSource&, Resolution& r) {
    const Chart& c = cs.chart("odds-strength");
    const auto units = p.all("unit");
    if (units.empty())
        throw InvalidInput("odds-strength needs unit=KIND:LEVEL for each unit (line:AA, column:A, "
                           "square:B, skirmisher:full, art-unlimbered:5)");
    double total = 0;
    for (const auto& u : units) {
        const auto parts = detail::splitText(u, ':', true);
        if (parts.size() != 2)
            throw InvalidInput(
                "unit \"" + u +
                "\": write KIND:LEVEL, e.g. line:AA, column:B, skirmisher:full, art-limbered:4");
        const std::string& kind = parts[0];
        std::string lvl = parts[1];
        double s;
        if (kind == "line" || kind == "column" || kind == "square") {
            if (lvl == "AAA" || lvl == "AAB" || lvl == "AA") lvl = "AA+";
            if (lvl != "AA+" && lvl != "AB" && lvl != "A" && lvl != "B" && lvl != "C")
                throw InvalidInput("unit \"" + u +
                                   "\": fire level must be C, B, A, AB, AA, AAB or AAA");
            s = rowNumber(c, kind, lvl);
            r.explain(u + ": " + formatNumber(s) +
                          (lvl == "AA+" && parts[1] != "AA"
                               ? " (strength over AA adds nothing, 23.1j)"
                               : ""),
                      "23.0");
        } else if (kind == "skirmisher") {
            if (lvl != "full" && lvl != "reduced")
                throw InvalidInput("unit \"" + u + "\": skirmishers are full or reduced");
            s = param(c, c.parameters["skirmisher"][lvl]);
            r.explain(u + ": " + formatNumber(s), "23.0");
        } else if (kind == "art-unlimbered" || kind == "art-limbered") {
            const auto gp = parseValueRange(lvl);
            if (!gp || gp->lo != gp->hi || gp->lo < 1 || gp->lo > 10)
                throw InvalidInput("unit \"" + u + "\": give the gun points, 1 to 10");
            const double per =
                param(c, c.parameters["artillery_per_gun_point"]
                                     [kind == "art-limbered" ? "limbered" : "unlimbered"]);
            s = per * gp->lo;
            r.explain(u + ": " + std::to_string(gp->lo) + " gun points x " + formatNumber(per) +
                          " = " + formatNumber(s),
                      "23.0");
        } else {
            throw InvalidInput("unit \"" + u +
                               "\": kind must be line, column, square, skirmisher, art-unlimbered "
                               "or art-limbered");
        }
        total += s;
    }
    if (p.flag("terrain") && p.flag("flood_dyke"))
        throw InvalidInput("odds-strength: terrain=1 and flood_dyke=1 are different cases; give "
                           "the one that holds");
    if (p.flag("terrain")) {
        const double f = param(c, c.parameters["defender_terrain_factor"]);
        total *= f;
        r.explain("Defender in a Sunken Road, Redoubt, Walled Farm, Town or Trench: x" +
                      formatNumber(f),
                  "23.0");
    }
    if (p.flag("flood_dyke")) {
        const double f = param(c, c.parameters["flood_dyke_factor"]);
        total *= f;
        r.explain("Defender behind the Flood Dyke: x1 1/2", "AE 1.2");
    }
    r.fields["strength"] = total;
    r.fields["strength_text"] = formatNumber(total);
    r.summary = formatNumber(total);
    r.explain("Strength " + formatNumber(total), "23.0");
}

struct OddsColumn {
    std::string key;
    std::string ratio;
    bool clamped;
};

// The conventional reading (documented in the chart file): round in the defender's favour.
OddsColumn oddsColumn(double att, double def) {
    if (att >= def) {
        const int n = static_cast<int>(std::floor(att / def + 1e-9));
        return {n >= 4 ? "4:1+" : std::to_string(n) + ":1", std::to_string(n) + ":1", false};
    }
    const int n = static_cast<int>(std::ceil(def / att - 1e-9));
    return {"1:2", "1:" + std::to_string(n), n > 2};
}

void odds(const ChartSet& cs, const Params& p, DiceSource& dice, Resolution& r) {
    const Chart& t = cs.chart("odds-table");
    const double att = p.number("attacker"), def = p.number("defender");
    if (att <= 0) throw InvalidInput("odds: the attacker's strength must be more than 0");
    if (def <= 0)
        throw InvalidInput("odds: the defender's strength must be more than 0 (a hex with no "
                           "defenders is not a close combat)");
    const OddsColumn col = oddsColumn(att, def);
    r.fields["ratio"] = col.ratio;
    r.fields["column"] = col.key;
    r.explain(formatNumber(att) + " : " + formatNumber(def) + " is " + col.ratio +
                  " rounded in the defender's favour; column " + col.key +
                  (col.clamped ? " (odds worse than 1:2 use the 1:2 column)" : ""),
              "23.0");
    const int mod = applyModifiers(pickModifiers(t, p.list("mods"), ""), r, "on the die");
    const int roll = dice.roll(DiceKind::D6, "roll", "the Odds Table die");
    r.fields["roll"] = roll;
    if (p.flag("granary")) {
        const bool won = roll == 6;
        r.fields["winner"] = won ? "attacker" : "defender";
        r.summary = won ? "attacker" : "defender";
        r.explain("Essling's Granary: the attacker wins only on a 6, whatever the odds; rolled " +
                      std::to_string(roll) + ": " + (won ? "attacker" : "defender") + " wins",
                  "AE 1.3");
        r.explain("The loser retreats one hex", "23.0");
        return;
    }
    const int read = std::clamp(roll + mod, t.domain.values.front(), t.domain.values.back());
    r.fields["roll_read"] = read;
    const Cell& cell = t.diceCell(*t.findLine(col.key), read);
    r.fields["result"] = cell.value;
    std::string winner;
    if (cell.value == "A") {
        winner = "attacker";
        r.explain("Column " + col.key + ", die " + std::to_string(read) +
                      ": A, the attacker wins (" + cellSource(cell) + ")",
                  "23.0");
    } else if (cell.value == "-") {
        winner = "defender";
        r.explain("Column " + col.key + ", die " + std::to_string(read) +
                      ": -, the defender wins (" + cellSource(cell) + ")",
                  "23.0");
    } else {
        const auto range = parseValueRange(t.parameters["half_attacker_wins"].get<std::string>());
        r.explain("Column " + col.key + ", die " + std::to_string(read) +
                      ": 1/2, roll one more die (" + cellSource(cell) + ")",
                  "23.0");
        const int second = dice.roll(DiceKind::D6, "roll2", "the second die after a 1/2 result");
        r.fields["roll2"] = second;
        winner = range->contains(second) ? "attacker" : "defender";
        r.explain("Second die " + std::to_string(second) +
                      ": 4-6 the attacker wins, 1-3 the defender: " + winner + " wins",
                  "23.0");
    }
    r.fields["winner"] = winner;
    r.summary = winner;
    r.explain("The loser retreats one hex", "23.0");
}

} // namespace

void addCloseCombatResolvers(std::vector<ResolverSpec>& out) {
    ParamSpec unit;
    unit.key = "unit";
    unit.label = "Unit KIND:LEVEL (repeat for each)";
    unit.type = ParamType::Firers;
    unit.rule = "23.0";
    unit.help = "line:AA, column:A, square:B, skirmisher:full, art-unlimbered:5, art-limbered:3";
    unit.kinds = closeCombatKinds();
    out.push_back(
        {"odds-strength",
         "Close Combat Strength",
         "23.0",
         "One side's strength for the Odds Table.",
         {"odds-strength"},
         {unit,
          flagParam("terrain", "Defender in Sunken Road, Redoubt, Walled Farm, Town or Trench (x2)",
                    "23.0"),
          flagParam("flood_dyke", "Defender behind the Flood Dyke (x1 1/2)", "AE 1.2")},
         {"strength"},
         strength});
    ParamSpec att;
    att.key = "attacker";
    att.label = "Attacker's strength";
    att.type = ParamType::Number;
    att.max = 200;
    att.required = true;
    att.rule = "23.0";
    ParamSpec def = att;
    def.key = "defender";
    def.label = "Defender's strength";
    out.push_back(
        {"odds",
         "Close Combat Odds",
         "23.0",
         "Odds Table: who wins the close combat.",
         {"odds-table", "odds-strength"},
         {att, def, modifiersParam("mods", "Die modifiers", "odds-table", "23.0"),
          flagParam("granary", "Defender in Essling's Granary (attacker wins only on a 6)",
                    "AE 1.3"),
          rollParam(DiceKind::D6),
          rollParam(DiceKind::D6, "roll2", "Second die after a 1/2 result")},
         {"ratio", "column", "winner"},
         odds});
}

} // namespace adc::detail
