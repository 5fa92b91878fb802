#include "adc/scenarios/unit_names.h"

#include "json_reader.h"

namespace adc {

using nlohmann::json;
using scenario_json::at;
using scenario_json::Reader;

const UnitGroup* SideUnitNames::group(const std::string& name) const {
    for (const auto& g : groups)
        if (g.name == name) return &g;
    return nullptr;
}

const ArtilleryCode* SideUnitNames::artilleryCode(const std::string& code) const {
    for (const auto& c : artilleryCodes)
        if (c.code == code) return &c;
    return nullptr;
}

namespace {

SideUnitNames sideOf(const Reader& r, const json& doc, const std::string& key,
                     const OrderOfBattle& oob) {
    const std::string p = "/" + key;
    const json& s = r.object(doc, key, "");
    SideUnitNames out;
    const json& groups = r.array(s, "groups", p);
    for (std::size_t i = 0; i < groups.size(); ++i) {
        const std::string q = at(at(p, "groups"), i);
        UnitGroup g{r.str(groups[i], "name", q), r.str(groups[i], "title", q),
                    r.strings(groups[i], "formations", q), r.strings(groups[i], "artillery", q),
                    r.str(groups[i], "source", q)};
        for (std::size_t j = 0; j < g.formations.size(); ++j)
            if (!oob.formation(g.formations[j]))
                r.fail(at(at(q, "formations"), j),
                       "no formation \"" + g.formations[j] + "\" in the " + oob.title);
        for (std::size_t j = 0; j < g.artillery.size(); ++j)
            if (!oob.artilleryUnit(g.artillery[j]))
                r.fail(at(at(q, "artillery"), j),
                       "no artillery unit \"" + g.artillery[j] + "\" in the " + oob.title);
        out.groups.push_back(g);
    }
    const json& codes = r.array(s, "artillery_codes", p);
    for (std::size_t i = 0; i < codes.size(); ++i) {
        const std::string q = at(at(p, "artillery_codes"), i);
        ArtilleryCode c{r.str(codes[i], "code", q), r.optStr(codes[i], "formation", q),
                        r.optStr(codes[i], "group", q), r.str(codes[i], "source", q)};
        if (c.formation.empty() == c.group.empty())
            r.fail(q, "an artillery code names either a formation or a group");
        if (!c.formation.empty() && !oob.formation(c.formation))
            r.fail(at(q, "formation"), "no formation \"" + c.formation + "\" in the " + oob.title);
        if (!c.group.empty() && !out.group(c.group))
            r.fail(at(q, "group"), "no group \"" + c.group + "\" above");
        out.artilleryCodes.push_back(c);
    }
    const json& att = r.array(s, "attached_leaders", p);
    for (std::size_t i = 0; i < att.size(); ++i) {
        const std::string q = at(at(p, "attached_leaders"), i);
        AttachedLeaders a{r.str(att[i], "formation", q), r.strings(att[i], "leaders", q),
                          r.str(att[i], "source", q)};
        if (!oob.formation(a.formation))
            r.fail(at(q, "formation"), "no formation \"" + a.formation + "\" in the " + oob.title);
        for (std::size_t j = 0; j < a.leaders.size(); ++j)
            if (!oob.leader(a.leaders[j]))
                r.fail(at(at(q, "leaders"), j),
                       "no leader \"" + a.leaders[j] + "\" in the " + oob.title);
        out.attachedLeaders.push_back(a);
    }
    return out;
}

} // namespace

UnitNames loadUnitNames(const std::string& path, const OrderOfBattle& french,
                        const OrderOfBattle& austrian) {
    const Reader r(path.substr(path.find_last_of('/') + 1));
    const json doc = r.document(path);
    r.format(doc, "unit-names");
    UnitNames n;
    n.readings = r.strings(doc, "readings", "");
    n.french = sideOf(r, doc, "french", french);
    n.austrian = sideOf(r, doc, "austrian", austrian);
    return n;
}

} // namespace adc
