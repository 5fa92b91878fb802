#include "adc/scenarios/unit_resolver.h"

#include "adc/errors.h"

#include <regex>

namespace adc {

namespace {

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string::npos) return {};
    const auto e = s.find_last_not_of(" \t");
    return s.substr(b, e - b + 1);
}

bool endsWith(const std::string& s, const std::string& suffix) {
    return s.size() >= suffix.size() &&
           s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// "R-2C-R, V-2C-R" or "1G-R and 2G-R"
std::vector<std::string> splitLess(const std::string& s) {
    std::vector<std::string> out;
    std::string rest = s;
    for (std::size_t p; (p = rest.find(" and ")) != std::string::npos;)
        rest.replace(p, 5, ",");
    for (const auto& part : UnitResolver::splitList(rest))
        if (!part.empty()) out.push_back(part);
    return out;
}

} // namespace

int NamedItem::specificity() const {
    if (kind == "division") return 2;
    if (kind == "corps" || kind == "army" || kind == "group") return 1;
    return 3;
}

UnitResolver::UnitResolver(const OrderOfBattle& oob, const SideUnitNames& names)
    : oob_(&oob), names_(&names) {}

std::vector<std::string> UnitResolver::splitList(const std::string& printed) {
    std::vector<std::string> out;
    std::string cur;
    int depth = 0;
    for (char c : printed) {
        if (c == '(') ++depth;
        if (c == ')') --depth;
        if (c == ',' && depth == 0) {
            out.push_back(trim(cur));
            cur.clear();
            continue;
        }
        cur += c;
    }
    out.push_back(trim(cur));
    return out;
}

UnitSet UnitResolver::formationUnits(const std::string& formationId) const {
    UnitSet out;
    const Formation* f = oob_->formation(formationId);
    if (!f) throw InvalidInput("no formation \"" + formationId + "\" in the " + oob_->title);
    if (!f->commander.empty()) out.add({UnitKind::Leader, f->commander});
    if (f->hasHq) out.add({UnitKind::Hq, f->id});
    for (const auto& a : names_->attachedLeaders)
        if (oob_->formation(a.formation) == f)
            for (const auto& l : a.leaders)
                out.add({UnitKind::Leader, oob_->leader(l)->id});
    for (const Brigade* b : oob_->brigadesOf(f->id))
        out.add({UnitKind::Brigade, b->id});
    for (const auto& a : oob_->artillery)
        if (a.formation == f->id) out.add({UnitKind::Artillery, a.id});
    for (const auto& child : oob_->formations)
        if (child.parent == f->id) out.add(formationUnits(child.id));
    return out;
}

NamedItem UnitResolver::resolveBase(const std::string& printed) const {
    NamedItem item;
    item.printed = printed;
    std::string name = printed;

    // An artillery counter: CODEb (GUNS TYPE MOBILITY), e.g. "4b (3Hf)", "IGb (1Lf)".
    static const std::regex art(R"((\S+)b \((\d+)([HL])([fh])\))");
    std::smatch m;
    if (std::regex_match(name, m, art)) {
        const ArtilleryCode* code = names_->artilleryCode(m[1]);
        if (!code)
            throw InvalidInput("\"" + printed + "\": no artillery code \"" + m[1].str() +
                               "\" (tables/scenarios/unit-names.json lists them)");
        const int guns = std::stoi(m[2]);
        const std::string type = m[3] == "H" ? "heavy" : "light";
        const std::string mobility = m[4] == "f" ? "foot" : "horse";
        std::vector<std::string> pool;
        if (!code->group.empty())
            pool = names_->group(code->group)->artillery;
        else
            for (const auto& a : oob_->artillery)
                if (a.formation == oob_->formation(code->formation)->id) pool.push_back(a.id);
        for (const auto& id : pool) {
            const ArtilleryUnit* a = oob_->artilleryUnit(id);
            if (a->gunPoints == guns && a->type == type && a->mobility == mobility)
                item.candidates.push_back(a->id);
        }
        if (item.candidates.empty())
            throw InvalidInput("\"" + printed + "\": no " + std::to_string(guns) + "-gun-point " +
                               type + " " + mobility + " artillery counter under " +
                               (code->group.empty() ? code->formation : code->group) + " in the " +
                               oob_->title);
        item.kind = "artillery";
        return item;
    }

    // An HQ counter: "4 Corps HQ", "Cav HQ" (the Cav Corps), "Army HQ".
    if (endsWith(name, " HQ")) {
        const std::string f = name.substr(0, name.size() - 3);
        const Formation* hq = oob_->formation(f);
        if (!hq) hq = oob_->formation(f + " Corps");
        if (!hq || !hq->hasHq)
            throw InvalidInput("\"" + printed + "\": no HQ counter of that name in the " +
                               oob_->title);
        item.kind = "hq";
        item.id = hq->id;
        item.units.add({UnitKind::Hq, hq->id});
        return item;
    }

    if (const UnitGroup* g = names_->group(name)) {
        item.kind = "group";
        item.id = g->name;
        for (const auto& f : g->formations)
            item.units.add(formationUnits(f));
        for (const auto& a : g->artillery)
            item.units.add({UnitKind::Artillery, a});
        return item;
    }

    bool mustBeDivision = false;
    for (const char* suffix : {" Division", " Div"})
        if (endsWith(name, suffix)) {
            name = name.substr(0, name.size() - std::string(suffix).size());
            mustBeDivision = true;
            break;
        }
    const Formation* f = oob_->formation(name);
    const Brigade* b = mustBeDivision ? nullptr : oob_->brigade(name);
    const Leader* l = mustBeDivision ? nullptr : oob_->leader(name);
    const int found = (f ? 1 : 0) + (b ? 1 : 0) + (l ? 1 : 0);
    if (found > 1) {
        std::string what;
        if (f) what += " the formation " + f->id;
        if (b) what += std::string(what.empty() ? "" : ",") + " the brigade " + b->id;
        if (l) what += std::string(what.empty() ? "" : ",") + " the leader " + l->id;
        throw InvalidInput("\"" + printed + "\" could be" + what + " in the " + oob_->title);
    }
    if (f) {
        if (mustBeDivision && f->kind != "division")
            throw InvalidInput("\"" + printed + "\": " + f->id + " is not a division");
        item.kind = f->kind;
        item.id = f->id;
        item.units = formationUnits(f->id);
        return item;
    }
    if (b) {
        item.kind = "brigade";
        item.id = b->id;
        item.units.add({UnitKind::Brigade, b->id});
        return item;
    }
    if (l) {
        item.kind = "leader";
        item.id = l->id;
        item.units.add({UnitKind::Leader, l->id});
        return item;
    }
    throw InvalidInput("\"" + printed +
                       "\" is no leader, HQ, formation, brigade or artillery counter of the " +
                       oob_->title);
}

NamedItem UnitResolver::resolveItem(const std::string& text) const {
    const std::string printed = trim(text);
    if (printed.empty()) throw InvalidInput("an empty name in a list of units");
    static const std::regex less(R"((.*?)\s*\(less (.*)\))");
    std::smatch m;
    if (std::regex_match(printed, m, less)) {
        NamedItem item = resolveBase(m[1]);
        item.printed = printed;
        if (item.kind != "division" && item.kind != "corps" && item.kind != "army" &&
            item.kind != "group")
            throw InvalidInput("\"" + printed +
                               "\": only a formation can be named less some of its units");
        for (const auto& part : splitLess(m[2])) {
            const NamedItem gone = resolveBase(part);
            for (const auto& u : gone.units.refs())
                if (!item.units.contains(u))
                    throw InvalidInput("\"" + printed + "\": " + part + " is not part of " +
                                       item.id);
            item.units.remove(gone.units);
            item.less.push_back(part);
        }
        return item;
    }
    return resolveBase(printed);
}

std::vector<NamedItem> UnitResolver::resolve(const std::string& printedList) const {
    std::vector<NamedItem> out;
    for (const auto& part : splitList(printedList))
        out.push_back(resolveItem(part));
    return out;
}

} // namespace adc
