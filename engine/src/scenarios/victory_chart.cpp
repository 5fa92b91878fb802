#include "adc/scenarios/victory_chart.h"

#include "json_reader.h"

namespace adc {

using nlohmann::json;
using scenario_json::at;
using scenario_json::Reader;

bool CasualtyRow::holds(Side column, int losses) const {
    const int lo = column == Side::French ? frenchMin : austrianMin;
    const auto hi = column == Side::French ? frenchMax : austrianMax;
    return losses >= lo && (!hi || losses <= *hi);
}

std::string CasualtyRow::printed(Side column) const {
    const int lo = column == Side::French ? frenchMin : austrianMin;
    const auto hi = column == Side::French ? frenchMax : austrianMax;
    return hi ? std::to_string(lo) + "-" + std::to_string(*hi) : std::to_string(lo) + "+";
}

const VariantAward* VictoryChart::variant(const std::string& id) const {
    for (const auto& v : variants)
        if (v.id == id) return &v;
    return nullptr;
}

namespace {

bool under(const OrderOfBattle& oob, const std::string& division, const std::string& formation) {
    for (const Formation* f = oob.formation(division); f;
         f = f->parent.empty() ? nullptr : oob.formation(f->parent))
        if (f->id == formation) return true;
    return false;
}

std::vector<Award> awardsOf(const Reader& r, const json& awards, const std::string& key,
                            const OrderOfBattle& counted) {
    std::vector<Award> out;
    const json& list = r.array(awards, key, "/awards");
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string q = at(at("/awards", key), i);
        const json& j = list[i];
        Award a;
        a.id = r.str(j, "id", q);
        a.printed = r.str(j, "printed", q);
        a.kind = r.str(j, "kind", q);
        a.vpHalves = r.integer(j, "vp_halves", q, 1, 100);
        a.when = r.optStr(j, "when", q);
        a.reading = r.optStr(j, "reading", q);
        if (a.when != "" && a.when != "2.9b" && a.when != "not 2.9b")
            r.fail(at(q, "when"), "\"when\" is 2.9b or not 2.9b");
        if (a.kind == "gun-points") {
            a.per = r.integer(j, "per", q, 1, 100);
        } else if (a.kind == "each" || a.kind == "threshold") {
            a.formations = r.strings(j, "formations", q);
            for (std::size_t f = 0; f < a.formations.size(); ++f)
                if (!counted.formation(a.formations[f]))
                    r.fail(at(at(q, "formations"), f),
                           "no formation \"" + a.formations[f] + "\" in the " + counted.title);
            const json& arm = r.field(j, "arm", q);
            if (arm.is_string() && arm == "infantry")
                a.arm = Arm::Infantry;
            else if (arm.is_string() && arm == "cavalry")
                a.arm = Arm::Cavalry;
            else if (!arm.is_null())
                r.fail(at(q, "arm"), "\"arm\" is infantry, cavalry or null");
            const auto units = awardUnits(a, counted);
            if (units.empty()) r.fail(q, "the award counts no unit of the " + counted.title);
            if (a.kind == "threshold") {
                a.of = r.integer(j, "of", q, 1, 1000);
                a.needed = r.integer(j, "needed", q, 1, a.of);
                if (static_cast<int>(units.size()) != a.of)
                    r.fail(at(q, "of"), "printed " + std::to_string(a.of) +
                                            " units, the order of battle has " +
                                            std::to_string(units.size()));
            }
        } else {
            r.fail(at(q, "kind"),
                   "an award is each, threshold or gun-points, not \"" + a.kind + "\"");
        }
        out.push_back(a);
    }
    return out;
}

} // namespace

std::vector<const Brigade*> awardUnits(const Award& a, const OrderOfBattle& oob) {
    std::vector<const Brigade*> out;
    for (const auto& b : oob.brigades) {
        if (a.arm && b.arm != *a.arm) continue;
        for (const auto& f : a.formations)
            if (under(oob, b.division, f)) {
                out.push_back(&b);
                break;
            }
    }
    return out;
}

VictoryChart loadVictoryChart(const std::string& path, const OrderOfBattle& french,
                              const OrderOfBattle& austrian) {
    const Reader r(path.substr(path.find_last_of('/') + 1));
    const json doc = r.document(path);
    r.format(doc, "victory");
    VictoryChart c;
    c.file = r.file();
    c.source = r.str(doc, "source", "");
    const json& terrain = r.object(doc, "terrain", "");
    c.terrainHint = r.str(terrain, "hint", "/terrain");

    const json& cas = r.object(doc, "casualties", "");
    const json& rows = r.array(cas, "rows", "/casualties");
    int nextF = 1, nextA = 1;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const std::string q = at("/casualties/rows", i);
        CasualtyRow row;
        const json& f = r.object(rows[i], "french", q);
        const json& a = r.object(rows[i], "austrian", q);
        row.frenchMin = r.integer(f, "min", at(q, "french"), 1, 100000);
        row.frenchMax = r.optInteger(f, "max", at(q, "french"));
        row.austrianMin = r.integer(a, "min", at(q, "austrian"), 1, 100000);
        row.austrianMax = r.optInteger(a, "max", at(q, "austrian"));
        row.vp = r.optInteger(rows[i], "vp", q);
        row.hint = r.optStr(rows[i], "hint", q);
        if (!row.vp && row.hint.empty()) r.fail(q, "an unknown VP figure needs a \"hint\"");
        // The rows must follow one another: each begins one after the previous ended.
        if (row.frenchMin != nextF || row.austrianMin != nextA)
            r.fail(q, "the row does not begin where the previous one ended");
        const bool last = i + 1 == rows.size();
        if (last != !row.frenchMax || last != !row.austrianMax)
            r.fail(q, "only the last row is open-ended, and it must be");
        if (!last) {
            nextF = *row.frenchMax + 1;
            nextA = *row.austrianMax + 1;
        }
        c.casualtyRows.push_back(row);
    }
    if (c.casualtyRows.empty()) r.fail("/casualties/rows", "the chart has no rows");
    c.casualtyReadings = r.strings(cas, "readings", "/casualties");

    const json& awards = r.object(doc, "awards", "");
    c.frenchAwards =
        awardsOf(r, awards, "french", austrian); // the French earn them for Austrian units
    c.austrianAwards =
        awardsOf(r, awards, "austrian", french); // and the Austrians for French units
    c.awardReadings = r.strings(awards, "readings", "/awards");

    const json& vars = r.array(doc, "variants", "");
    for (std::size_t i = 0; i < vars.size(); ++i) {
        const std::string q = at("/variants", i);
        VariantAward v;
        v.id = r.str(vars[i], "id", q);
        v.rule = r.str(vars[i], "rule", q);
        v.printed = r.str(vars[i], "printed", q);
        const json& side = r.field(vars[i], "side", q);
        if (side.is_string() && side == "french")
            v.side = Side::French;
        else if (side.is_string() && side == "austrian")
            v.side = Side::Austrian;
        else if (!side.is_null())
            r.fail(at(q, "side"), "\"side\" is french, austrian or null");
        v.vp = r.integer(vars[i], "vp", q, 0, 100);
        c.variants.push_back(v);
    }
    for (const char* id :
         {"2.9a-none", "2.9a-variable", "2.9b", "3.8a", "3.8b-reserve", "3.8b-corps"})
        if (!c.variant(id)) r.fail("/variants", std::string("missing the variant \"") + id + "\"");

    const json& nap = r.object(doc, "napoleon", "");
    c.napoleon = r.str(nap, "leader", "/napoleon");
    if (!french.leader(c.napoleon))
        r.fail("/napoleon/leader", "no leader \"" + c.napoleon + "\" in the " + french.title);
    c.napoleonReading = r.optStr(nap, "reading", "/napoleon");
    return c;
}

} // namespace adc
