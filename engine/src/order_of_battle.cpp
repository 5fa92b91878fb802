#include "adc/order_of_battle.h"

#include "adc/errors.h"
#include "adc/json_input.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <optional>
#include <set>

namespace adc {

using nlohmann::json;

int Brigade::totalBoxes() const {
    int n = 0;
    for (const auto& g : levels)
        n += g.boxes;
    return n;
}

namespace {

// The key a lookup compares: ASCII lower case, runs of ASCII punctuation and spaces as one
// '-', the typographic apostrophe as a plain one. "St. Hilaire" and "st-hilaire",
// "d’Espagne" and "d-espagne" meet; non-ASCII letters (Jäger) are kept as they are.
std::string lookupKey(const std::string& s) {
    std::string in;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s.compare(i, 3, "\xE2\x80\x99") == 0) {
            in += '\'';
            i += 2;
        } else {
            in += s[i];
        }
    }
    std::string out;
    bool dash = false;
    for (unsigned char c : in) {
        const bool ascii = c < 0x80;
        if (ascii && !std::isalnum(c)) {
            dash = true;
            continue;
        }
        if (dash && !out.empty()) out += '-';
        dash = false;
        out += ascii ? static_cast<char>(std::tolower(c)) : static_cast<char>(c);
    }
    return out;
}

template <class T>
const T* findByIdOrAlias(const std::vector<T>& items, const std::string& idOrAlias) {
    for (const auto& x : items) {
        if (x.id == idOrAlias) return &x;
        if (std::find(x.aliases.begin(), x.aliases.end(), idOrAlias) != x.aliases.end()) return &x;
    }
    const std::string key = lookupKey(idOrAlias);
    if (key.empty()) return nullptr;
    for (const auto& x : items) {
        if (lookupKey(x.id) == key) return &x;
        for (const auto& a : x.aliases)
            if (lookupKey(a) == key) return &x;
    }
    return nullptr;
}

// Fire levels from the smallest; a row lists them from the largest down.
int levelRank(const std::string& level) {
    static const std::vector<std::string> order{"C", "B", "A", "AB", "AA", "AAB", "AAA"};
    const auto it = std::find(order.begin(), order.end(), level);
    return it == order.end() ? -1 : static_cast<int>(it - order.begin());
}

struct Ctx {
    std::string file;
    [[noreturn]] void fail(const std::string& place, const std::string& reason) const {
        throw ChartFileError(file, place.empty() ? "/" : place, reason);
    }

    const json& field(const json& obj, const std::string& key, const std::string& place) const {
        if (!obj.contains(key)) fail(place, "missing \"" + key + "\"");
        return obj[key];
    }
    std::string str(const json& obj, const std::string& key, const std::string& place,
                    bool allowEmpty = true) const {
        const json& v = field(obj, key, place);
        if (!v.is_string()) fail(place + "/" + key, "\"" + key + "\" must be a string");
        std::string s = v.get<std::string>();
        if (!allowEmpty && s.empty()) fail(place + "/" + key, "\"" + key + "\" must not be empty");
        return s;
    }
    std::string oneOf(const json& obj, const std::string& key, const std::string& place,
                      const std::vector<std::string>& allowed) const {
        const std::string s = str(obj, key, place);
        if (std::find(allowed.begin(), allowed.end(), s) != allowed.end()) return s;
        std::string list;
        for (const auto& a : allowed)
            list += (list.empty() ? "" : ", ") + (a.empty() ? "\"\"" : a);
        fail(place + "/" + key, "\"" + key + "\" must be one of " + list + ", not \"" + s + "\"");
    }
    int integer(const json& obj, const std::string& key, const std::string& place, int min) const {
        const json& v = field(obj, key, place);
        if (!v.is_number_integer()) fail(place + "/" + key, "\"" + key + "\" must be an integer");
        const auto n = v.get<long long>();
        if (n < min || n > 1000)
            fail(place + "/" + key,
                 "\"" + key + "\" must be between " + std::to_string(min) + " and 1000");
        return static_cast<int>(n);
    }
    std::optional<int> optInteger(const json& obj, const std::string& key,
                                  const std::string& place) const {
        const json& v = field(obj, key, place);
        if (v.is_null()) return std::nullopt;
        if (!v.is_number_integer())
            fail(place + "/" + key, "\"" + key + "\" must be an integer or null (unknown)");
        const auto n = v.get<long long>();
        if (n < -1000 || n > 1000) fail(place + "/" + key, "\"" + key + "\" is out of range");
        return static_cast<int>(n);
    }
    bool boolean(const json& obj, const std::string& key, const std::string& place) const {
        const json& v = field(obj, key, place);
        if (!v.is_boolean()) fail(place + "/" + key, "\"" + key + "\" must be true or false");
        return v.get<bool>();
    }
    const json& array(const json& obj, const std::string& key, const std::string& place) const {
        const json& v = field(obj, key, place);
        if (!v.is_array()) fail(place + "/" + key, "\"" + key + "\" must be an array");
        return v;
    }
    std::vector<std::string> strings(const json& obj, const std::string& key,
                                     const std::string& place, bool required = true) const {
        if (!required && !obj.contains(key)) return {};
        const json& a = array(obj, key, place);
        std::vector<std::string> out;
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (!a[i].is_string() || a[i].get<std::string>().empty())
                fail(place + "/" + key + "/" + std::to_string(i),
                     "an entry of \"" + key + "\" must be a non-empty string");
            out.push_back(a[i].get<std::string>());
        }
        return out;
    }
    void object(const json& v, const std::string& place) const {
        if (!v.is_object()) fail(place, "must be an object");
    }
};

std::string at(const std::string& list, std::size_t i) {
    return "/" + list + "/" + std::to_string(i);
}

// Ids and aliases in one namespace: each must name one thing, also after lookupKey().
class Names {
  public:
    Names(const Ctx& ctx, std::string what) : ctx_(ctx), what_(std::move(what)) {}
    void add(const std::string& name, const std::string& place) {
        const auto [it, fresh] = seen_.emplace(lookupKey(name), place);
        if (!fresh)
            ctx_.fail(place,
                      "\"" + name + "\" names two " + what_ + " (also at " + it->second + ")");
    }

  private:
    const Ctx& ctx_;
    std::string what_;
    std::map<std::string, std::string> seen_;
};

} // namespace

const Brigade* OrderOfBattle::brigade(const std::string& idOrAlias) const {
    return findByIdOrAlias(brigades, idOrAlias);
}
const Formation* OrderOfBattle::formation(const std::string& idOrAlias) const {
    return findByIdOrAlias(formations, idOrAlias);
}
const Leader* OrderOfBattle::leader(const std::string& idOrAlias) const {
    return findByIdOrAlias(leaders, idOrAlias);
}

const ArtilleryUnit* OrderOfBattle::artilleryUnit(const std::string& id) const {
    for (const auto& a : artillery)
        if (a.id == id) return &a;
    const std::string key = lookupKey(id);
    for (const auto& a : artillery)
        if (lookupKey(a.id) == key) return &a;
    return nullptr;
}

std::vector<const Brigade*> OrderOfBattle::brigadesOf(const std::string& divisionId) const {
    std::vector<const Brigade*> out;
    const Formation* d = formation(divisionId);
    if (!d) return out;
    for (const auto& b : brigades)
        if (b.division == d->id) out.push_back(&b);
    return out;
}

std::vector<const Formation*> OrderOfBattle::divisionsOf(const std::string& corpsId) const {
    std::vector<const Formation*> out;
    const Formation* c = formation(corpsId);
    if (!c) return out;
    for (const auto& f : formations)
        if (f.kind == "division" && f.parent == c->id) out.push_back(&f);
    return out;
}

static OrderOfBattle loadOrderOfBattleUnchecked(const std::string& path);

OrderOfBattle loadOrderOfBattle(const std::string& path) {
    return checkedRead(std::filesystem::path(path).filename().string(),
                       [&] { return loadOrderOfBattleUnchecked(path); });
}

static OrderOfBattle loadOrderOfBattleUnchecked(const std::string& path) {
    const Ctx ctx{std::filesystem::path(path).filename().string()};
    const json doc = readDataFile(path, ctx.file);
    ctx.object(doc, "");

    const json& format = ctx.field(doc, "format", "");
    if (!format.is_number_integer() || format.get<long long>() != 1)
        ctx.fail("/format", "this app reads order-of-battle format 1, not " + format.dump());

    OrderOfBattle oob;
    const std::string side = ctx.oneOf(doc, "side", "", {"french", "austrian"});
    oob.side = side == "french" ? Side::French : Side::Austrian;
    if (ctx.str(doc, "id", "") != "oob-" + side)
        ctx.fail("/id", "the id of the " + side + " order of battle is \"oob-" + side + "\"");
    oob.title = ctx.str(doc, "title", "", false);
    oob.source = ctx.str(doc, "source", "", false);
    oob.readings = ctx.strings(doc, "readings", "");

    Names leaderNames(ctx, "leaders");
    const json& leaders = ctx.array(doc, "leaders", "");
    for (std::size_t i = 0; i < leaders.size(); ++i) {
        const std::string p = at("leaders", i);
        const json& j = leaders[i];
        ctx.object(j, p);
        Leader l;
        l.id = ctx.str(j, "id", p, false);
        l.name = ctx.str(j, "name", p, false);
        l.rank = ctx.oneOf(j, "rank", p, {"army", "corps", "division", "aide", "extra"});
        l.commands = ctx.str(j, "commands", p);
        l.aliases = ctx.strings(j, "aliases", p);
        leaderNames.add(l.id, p + "/id");
        for (std::size_t k = 0; k < l.aliases.size(); ++k)
            leaderNames.add(l.aliases[k], p + "/aliases/" + std::to_string(k));
        oob.leaders.push_back(std::move(l));
    }

    // Formations, brigades and artillery units share one namespace: a unit id names one thing.
    Names unitNames(ctx, "units");
    const json& formations = ctx.array(doc, "formations", "");
    for (std::size_t i = 0; i < formations.size(); ++i) {
        const std::string p = at("formations", i);
        const json& j = formations[i];
        ctx.object(j, p);
        Formation f;
        f.id = ctx.str(j, "id", p, false);
        f.name = ctx.str(j, "name", p, false);
        f.kind = ctx.oneOf(j, "kind", p, {"army", "corps", "division"});
        f.parent = ctx.str(j, "parent", p);
        f.commander = ctx.str(j, "commander", p);
        f.hasHq = ctx.boolean(j, "hq", p);
        const bool division = f.kind == "division";
        f.aliases = ctx.strings(j, "aliases", p, division);
        if (division) {
            f.arm = ctx.oneOf(j, "arm", p, {"infantry", "cavalry"}) == "cavalry" ? Arm::Cavalry
                                                                                 : Arm::Infantry;
            f.boxes = ctx.integer(j, "boxes", p, 1);
            f.wreckedAfter = ctx.integer(j, "wrecked_after", p, 1);
            if (f.wreckedAfter > f.boxes)
                ctx.fail(p + "/wrecked_after", "the wrecked mark (after box " +
                                                   std::to_string(f.wreckedAfter) +
                                                   ") lies beyond the division's " +
                                                   std::to_string(f.boxes) + " boxes (20.6b)");
            f.eliteValue = ctx.optInteger(j, "elite_value", p);
        }
        unitNames.add(f.id, p + "/id");
        for (std::size_t k = 0; k < f.aliases.size(); ++k)
            unitNames.add(f.aliases[k], p + "/aliases/" + std::to_string(k));
        oob.formations.push_back(std::move(f));
    }

    const json& brigades = ctx.array(doc, "brigades", "");
    for (std::size_t i = 0; i < brigades.size(); ++i) {
        const std::string p = at("brigades", i);
        const json& j = brigades[i];
        ctx.object(j, p);
        Brigade b;
        b.id = ctx.str(j, "id", p, false);
        b.name = ctx.str(j, "name", p);
        b.division = ctx.str(j, "division", p, false);
        b.arm = ctx.oneOf(j, "arm", p, {"infantry", "cavalry"}) == "cavalry" ? Arm::Cavalry
                                                                             : Arm::Infantry;
        b.morale = ctx.oneOf(j, "morale", p, {"A", "B", "C", "D", "E"});
        b.skirmisherBoxes = ctx.integer(j, "skirmishers", p, 0);
        const json& levels = ctx.array(j, "levels", p);
        if (levels.empty()) ctx.fail(p + "/levels", "a loss-chart row has at least one fire level");
        for (std::size_t k = 0; k < levels.size(); ++k) {
            const std::string lp = p + "/levels/" + std::to_string(k);
            ctx.object(levels[k], lp);
            BoxGroup g;
            g.level = ctx.oneOf(levels[k], "level", lp, {"AAA", "AAB", "AA", "AB", "A", "B", "C"});
            g.boxes = ctx.integer(levels[k], "boxes", lp, 1);
            if (k > 0 && levelRank(g.level) >= levelRank(b.levels.back().level))
                ctx.fail(lp + "/level", "level " + g.level + " follows " + b.levels.back().level +
                                            ": a row lists its levels from the largest down (AAA, "
                                            "AAB, AA, AB, A, B, C)");
            b.levels.push_back(g);
        }
        // null: the row's wrecked mark is not known (kept unknown, never guessed).
        const auto wrecked = ctx.optInteger(j, "wrecked_after", p);
        if (wrecked && (*wrecked < 1 || *wrecked > b.totalBoxes()))
            ctx.fail(p + "/wrecked_after",
                     "the wrecked mark must come after box 1 to " + std::to_string(b.totalBoxes()) +
                         " of the row's boxes, not " + std::to_string(*wrecked) + " (20.6a)");
        b.wreckedAfter = wrecked.value_or(0);
        b.aliases = ctx.strings(j, "aliases", p);
        unitNames.add(b.id, p + "/id");
        for (std::size_t k = 0; k < b.aliases.size(); ++k)
            unitNames.add(b.aliases[k], p + "/aliases/" + std::to_string(k));
        oob.brigades.push_back(std::move(b));
    }

    const json& artillery = ctx.array(doc, "artillery", "");
    for (std::size_t i = 0; i < artillery.size(); ++i) {
        const std::string p = at("artillery", i);
        const json& j = artillery[i];
        ctx.object(j, p);
        ArtilleryUnit a;
        a.id = ctx.str(j, "id", p, false);
        a.formation = ctx.str(j, "formation", p, false);
        a.gunPoints = ctx.integer(j, "gun_points", p, 1);
        a.type = ctx.oneOf(j, "type", p, {"heavy", "light"});
        a.mobility = ctx.oneOf(j, "mobility", p, {"foot", "horse", ""});
        unitNames.add(a.id, p + "/id");
        oob.artillery.push_back(std::move(a));
    }

    // Cross-references: by canonical id only, so the file itself stays unambiguous.
    auto formationById = [&](const std::string& id) -> const Formation* {
        for (const auto& f : oob.formations)
            if (f.id == id) return &f;
        return nullptr;
    };
    auto isLeader = [&](const std::string& id) {
        return std::any_of(oob.leaders.begin(), oob.leaders.end(),
                           [&](const Leader& l) { return l.id == id; });
    };
    int armies = 0;
    for (std::size_t i = 0; i < oob.formations.size(); ++i) {
        const Formation& f = oob.formations[i];
        const std::string p = at("formations", i);
        if (f.kind == "army") {
            ++armies;
            if (armies > 1) ctx.fail(p + "/kind", "a side has one army");
            if (!f.parent.empty()) ctx.fail(p + "/parent", "the army has no parent");
        } else {
            const Formation* parent = formationById(f.parent);
            if (!parent)
                ctx.fail(p + "/parent",
                         "no formation \"" + f.parent + "\" for " + f.id + " to belong to");
            if (f.kind == "corps" && parent->kind != "army")
                ctx.fail(p + "/parent", "a corps belongs to the army");
            if (f.kind == "division" && parent->kind == "division")
                ctx.fail(p + "/parent", "a division belongs to a corps or to the army");
        }
        if (!f.commander.empty() && !isLeader(f.commander))
            ctx.fail(p + "/commander",
                     "\"" + f.commander + "\" is not the id of a leader in this file");
    }
    if (armies == 0) ctx.fail("/formations", "no formation of kind army");
    for (std::size_t i = 0; i < oob.leaders.size(); ++i) {
        const Leader& l = oob.leaders[i];
        if (!l.commands.empty() && !formationById(l.commands))
            ctx.fail(at("leaders", i) + "/commands",
                     "no formation \"" + l.commands + "\" for " + l.name + " to command");
    }
    std::map<std::string, int> perDivision;
    for (std::size_t i = 0; i < oob.brigades.size(); ++i) {
        const Brigade& b = oob.brigades[i];
        const Formation* d = formationById(b.division);
        if (!d || d->kind != "division")
            ctx.fail(at("brigades", i) + "/division",
                     "no division \"" + b.division + "\" for " + b.id + " to belong to");
        ++perDivision[d->id];
    }
    for (std::size_t i = 0; i < oob.formations.size(); ++i) {
        const Formation& f = oob.formations[i];
        if (f.kind != "division") continue;
        const int n = perDivision[f.id];
        if (n != f.boxes)
            ctx.fail(at("formations", i) + "/boxes",
                     f.id + " has " + std::to_string(f.boxes) + " boxes but " + std::to_string(n) +
                         " brigades: a division has one box per brigade (20.6a)");
    }
    for (std::size_t i = 0; i < oob.artillery.size(); ++i)
        if (!formationById(oob.artillery[i].formation))
            ctx.fail(at("artillery", i) + "/formation", "no formation \"" +
                                                            oob.artillery[i].formation + "\" for " +
                                                            oob.artillery[i].id + " to belong to");
    return oob;
}

Side parseSide(const std::string& s) {
    if (s == "french") return Side::French;
    if (s == "austrian") return Side::Austrian;
    throw InvalidInput("side must be french or austrian, not \"" + s + "\"");
}

std::string sideName(Side s) {
    return s == Side::French ? "french" : "austrian";
}

Side opponent(Side s) {
    return s == Side::French ? Side::Austrian : Side::French;
}

std::string sideTitle(Side s) {
    return s == Side::French ? "French" : "Austrian";
}

} // namespace adc
