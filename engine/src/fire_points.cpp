#include "adc/fire_points.h"

#include "adc/errors.h"
#include "adc/value_range.h"

#include "text.h"

#include <cmath>
#include <map>
#include <set>

namespace adc {

namespace {

const std::set<std::string> infantryKinds{"line", "french-column", "column", "masse", "square"};
const std::set<std::string> skirmisherKinds{"french-skirmisher", "skirmisher"};
const std::set<std::string> artilleryKinds{"heavy-art", "light-art"};

[[noreturn]] void bad(const std::string& text, const std::string& why) {
    throw InvalidInput(
        "firer \"" + text + "\": " + why +
        ". Write KIND:LEVEL:RANGE, e.g. line:A:1, french-column:B:cc, heavy-art:5:6, "
        "french-skirmisher:full:1, cavalry:A:inf-line");
}

// Fire level as the fire tables read it: AB and larger fire as A (6.5c, 12.3).
std::string infantryLevel(const Firer& f) {
    static const std::set<std::string> big{"AB", "AA", "AAB", "AAA"};
    if (f.level == "A" || f.level == "B" || f.level == "C") return f.level;
    if (big.count(f.level)) return "A";
    bad(f.text, "infantry fire level must be A, B or C (or AB, AA, AAB, AAA, which fire as A)");
}

int levelInC(const std::string& lvl) {
    return lvl == "A" ? 4 : lvl == "B" ? 2 : 1;
} // 6.5b: A = 2B = 4C

} // namespace

Firer parseFirer(const std::string& text) {
    const auto parts = detail::splitText(text, ':', true);
    if (parts.size() < 3) bad(text, "it needs a kind, a level and a range");
    Firer f;
    f.text = text;
    f.kind = parts[0];
    f.level = parts[1];
    f.range = parts[2];
    for (size_t i = 3; i < parts.size(); ++i) {
        const std::string& fl = parts[i];
        if (fl == "dg")
            f.dg = true;
        else if (fl == "lowammo")
            f.lowAmmo = true;
        else if (fl == "selective")
            f.selective = true;
        else if (fl == "blown")
            f.blown = true;
        else if (fl == "stationary")
            f.stationary = true;
        else if (fl == "routed")
            f.routed = true;
        else if (fl == "austrian")
            f.austrian = true;
        else if (fl.rfind("hex=", 0) == 0 && fl.size() > 4)
            f.hex = fl.substr(4);
        else
            bad(text, "unknown flag \"" + fl +
                          "\" (flags: dg, lowammo, selective, blown, stationary, routed, austrian, "
                          "hex=NAME)");
    }
    const bool inf = infantryKinds.count(f.kind), sk = skirmisherKinds.count(f.kind),
               art = artilleryKinds.count(f.kind);
    if (!inf && !sk && !art && f.kind != "cavalry")
        bad(text, "unknown kind \"" + f.kind +
                      "\" (line, french-column, column, masse, square, french-skirmisher, "
                      "skirmisher, heavy-art, light-art, cavalry)");
    if (f.selective && !art) bad(text, "only artillery fires selectively at artillery (20.2g)");
    if ((f.blown || f.stationary || f.routed || f.austrian) && f.kind != "cavalry")
        bad(text, "blown, stationary, routed and austrian are for cavalry");
    if (f.lowAmmo && !inf && !art)
        bad(text, "Low Ammo affects only infantry and artillery (AE 2.1)");
    return f;
}

namespace {

// One firer's share of the fire, before the modifiers that apply to the total.
struct FirePart {
    const Firer* f;
    double points;
    bool infantry;
    std::string hex;
};

// A firer's points as a chart prints them, and the line of that chart they were read from.
struct ChartPoints {
    double points;
    std::string how;
};

// 20.1: infantry by formation, level and range.
ChartPoints infantryPoints(const ChartSet& charts, const Firer& f) {
    const std::string lvl = infantryLevel(f);
    const Chart* c;
    std::string row;
    if (f.kind == "masse") {
        c = &charts.chart("battalion-masse-fire-points");
        if (f.range != "cc" && f.range != "1")
            bad(f.text, "small arms reach 1 hex at most (20.2c): range cc or 1");
        row = f.range;
    } else {
        c = &charts.chart("infantry-fire-points");
        if (f.kind == "square") {
            if (f.range != "cc" && f.range != "cc-cav" && f.range != "1")
                bad(f.text, "a square fires at range cc, cc-cav or 1");
            row = f.range == "cc"       ? "square-cc"
                  : f.range == "cc-cav" ? "square-cav-cc"
                                        : "square-1";
        } else {
            if (f.range != "cc" && f.range != "1")
                bad(f.text, "small arms reach 1 hex at most (20.2c): range cc or 1");
            row = f.kind + "-" + f.range;
        }
    }
    const Line* l = c->findLine(row);
    if (!l) bad(f.text, "the " + c->title + " has no row " + row);
    return {c->gridNumber(*l, lvl),
            c->title + ", " + l->label + ", " + lvl +
                (lvl != f.level ? " (a " + f.level + " fires as A, 12.3)" : "")};
}

// 11.5: skirmishers by nation, strength and range.
ChartPoints skirmisherPoints(const ChartSet& charts, const Firer& f) {
    if (f.level != "full" && f.level != "reduced")
        bad(f.text, "skirmisher strength must be full or reduced");
    if (f.range != "cc" && f.range != "1")
        bad(f.text, "small arms reach 1 hex at most (20.2c): range cc or 1");
    const Chart& c = charts.chart("skirmisher-fire-points");
    const std::string row =
        std::string(f.kind == "french-skirmisher" ? "french" : "other") + "-" + f.range;
    return {c.gridNumber(*c.findLine(row), f.level),
            c.title + ", " + c.findLine(row)->label + ", " + f.level};
}

// 27.3: artillery by gun points and range.
ChartPoints artilleryPoints(const ChartSet& charts, const Firer& f) {
    const auto gp = parseValueRange(f.level);
    if (!gp || gp->lo != gp->hi || gp->lo < 1 || gp->lo > 5)
        bad(f.text, "gun points of one type in one stack must be 1 to 5 (12.3, 20.2a)");
    const Chart& c = charts.chart(f.kind == "heavy-art" ? "heavy-artillery-fire-points"
                                                        : "light-artillery-fire-points");
    std::string col;
    if (f.range == "cc") {
        col = "cc";
    } else {
        const auto rg = parseValueRange(f.range);
        if (!rg || rg->lo != rg->hi || rg->lo < 1 || rg->lo > 8)
            bad(f.text, "artillery range is cc or 1 to 8 hexes (20.2c)");
        const int ci = c.columnMatching(rg->lo);
        col = c.columns[static_cast<size_t>(ci)].key;
    }
    const Line* l = c.lineMatching(gp->lo);
    return {c.gridNumber(*l, col), c.title + ", " + l->label + ", range " +
                                       c.columns[static_cast<size_t>(c.columnIndex(col))].label};
}

// 24.1: cavalry by strength and the target's type.
ChartPoints cavalryPoints(const ChartSet& charts, const Firer& f) {
    static const std::set<std::string> targets{"square", "cavalry", "inf-column", "inf-line",
                                               "other"};
    if (!targets.count(f.range))
        bad(f.text, "cavalry's third part is the target type: square, cavalry, inf-column, "
                    "inf-line or other");
    std::string lvl = f.level;
    if (lvl == "AB" || lvl == "AA" || lvl == "AAB" || lvl == "AAA")
        lvl = "AB+"; // 12.3: up to AB counts
    if (lvl != "AB+" && lvl != "A" && lvl != "B" && lvl != "C")
        bad(f.text, "cavalry strength must be AB+, A, B or C");
    const Chart& c = charts.chart("cavalry-attack");
    if (f.routed) return {0, "routed cavalry has no attack value (Cavalry Attack Table note)"};
    return {c.gridNumber(*c.findLine(f.range), lvl),
            c.title + ", " + c.findLine(f.range)->label + ", " + lvl};
}

// Reads every firer's points off its chart, explaining each under its rule
// (20.1, 11.5, 27.3, 24.1).
std::vector<FirePart> firersPoints(const ChartSet& charts, const std::vector<Firer>& firers,
                                   Resolution& res) {
    std::vector<FirePart> parts;
    int anonymous = 0;
    for (const auto& f : firers) {
        FirePart part{&f, 0, false, f.hex.empty() ? "#" + std::to_string(++anonymous) : f.hex};
        ChartPoints read;
        if (infantryKinds.count(f.kind)) {
            part.infantry = true;
            read = infantryPoints(charts, f);
        } else if (skirmisherKinds.count(f.kind)) {
            read = skirmisherPoints(charts, f);
        } else if (artilleryKinds.count(f.kind)) {
            read = artilleryPoints(charts, f);
        } else {
            read = cavalryPoints(charts, f);
        }
        part.points = read.points;
        res.explain(
            [&] {
                return f.text + ": " + formatNumber(part.points) + " fire points (" + read.how +
                       ")";
            },
            part.infantry
                ? "20.1"
                : (artilleryKinds.count(f.kind) ? "27.3"
                                                : (f.kind == "cavalry" ? "24.1" : "11.5")));
        parts.push_back(part);
    }
    return parts;
}

// 12.3, 20.2a: one A fire level of infantry, one full (or two reduced) skirmisher and 5 gun
// points fire out of a hex; infantry from one hex never generates more than an A would (12.3).
void limitOneHex(const ChartSet& charts, const std::string& hex, const std::vector<FirePart*>& ps,
                 Resolution& res) {
    int infC = 0, skirm = 0, guns = 0;
    double infPoints = 0, capA = 0;
    for (auto* p : ps) {
        const Firer& f = *p->f;
        if (p->infantry) {
            const std::string lvl = infantryLevel(f);
            infC += levelInC(lvl);
            infPoints += p->points;
            Firer asA = f;
            asA.level = "A";
            asA.hex.clear(); // looked up alone, outside the hex
            Resolution scratch;
            scratch.explaining = false;
            capA = std::max(capA, totalFirePoints(charts, {asA}, scratch));
        } else if (skirmisherKinds.count(f.kind)) {
            skirm += f.level == "full" ? 2 : 1;
        } else if (artilleryKinds.count(f.kind)) {
            guns += parseValueRange(f.level)->lo;
        }
    }
    if (infC > 4)
        throw InvalidInput("hex " + hex +
                           ": more than one A fire level of infantry fires out of one hex (12.3, "
                           "20.2a; A = 2 B = 4 C, 6.5b)");
    if (skirm > 2)
        throw InvalidInput(
            "hex " + hex +
            ": at most one full-strength or two reduced skirmishers fire out of one hex (12.3)");
    if (guns > 5)
        throw InvalidInput("hex " + hex +
                           ": at most 5 gun points fire out of one hex (12.3, 20.2a)");
    if (infPoints > capA) {
        res.explain("Hex " + hex + ": infantry fire " + formatNumber(infPoints) +
                        " is more than an A would give; limited to " + formatNumber(capA),
                    "12.3");
        // Scale the infantry parts down to the cap, keeping the total exact.
        double left = capA;
        for (auto* p : ps)
            if (p->infantry) {
                p->points = std::min(p->points, left);
                left -= p->points;
            }
    }
}

// The limits of 12.3 and 20.2a, hex by hex, for the firers that name their hex.
void limitEachHex(const ChartSet& charts, std::vector<FirePart>& parts, Resolution& res) {
    std::map<std::string, std::vector<FirePart*>> byHex;
    for (auto& p : parts)
        byHex[p.hex].push_back(&p);
    for (auto& [hex, ps] : byHex)
        if (hex[0] != '#') limitOneHex(charts, hex, ps, res);
}

// The halvings of one firer: Low Ammo (AE 2.1), selective fire (20.2g), blown or stationary
// cavalry.
double modifiedPoints(const Firer& f, double pts, Resolution& res) {
    if (f.lowAmmo) {
        pts /= 2;
        res.explain(f.text + ": Low Ammo, x1/2 = " + formatNumber(pts), "AE 2.1");
    }
    if (f.selective) {
        pts /= 2;
        res.explain(f.text + ": selective fire at artillery not on top of its stack, x1/2 = " +
                        formatNumber(pts),
                    "20.2g");
    }
    if (f.blown || f.stationary) {
        pts /= 2;
        res.explain(f.text + ": " + (f.blown ? "blown" : "stationary") +
                        " cavalry, x1/2 = " + formatNumber(pts),
                    "Cavalry Attack Table");
    }
    return pts;
}

// Adds the parts up: disorganized firers halved and rounded down (20.1), Austrian cavalry
// brigades charging together less 2 (AE 3.2).
double addedUp(const std::vector<FirePart>& parts, Resolution& res) {
    double total = 0, dgTotal = 0, cavalryAustrian = 0;
    int austrianBrigades = 0;
    for (const auto& p : parts) {
        const Firer& f = *p.f;
        const double pts = modifiedPoints(f, p.points, res);
        if (f.kind == "cavalry" && f.austrian) {
            ++austrianBrigades;
            cavalryAustrian += pts;
        }
        if (f.dg)
            dgTotal += pts;
        else
            total += pts;
    }
    if (dgTotal > 0) {
        const double halved = std::floor(dgTotal / 2);
        res.explain("Disorganized firers: " + formatNumber(dgTotal) +
                        " halved and rounded down = " + formatNumber(halved),
                    "20.1");
        total += halved;
    }
    if (austrianBrigades >= 2) {
        const double cut = std::min(2.0, cavalryAustrian);
        total -= cut;
        res.explain("Two or more Austrian cavalry brigades fire together in a charge: -" +
                        formatNumber(cut),
                    "AE 3.2");
    }
    return total;
}

} // namespace

// 20.0: the points of every firer, limited hex by hex, then modified and added up.
double totalFirePoints(const ChartSet& charts, const std::vector<Firer>& firers, Resolution& res) {
    if (firers.empty()) throw InvalidInput("no firers given");
    std::vector<FirePart> parts = firersPoints(charts, firers, res);
    limitEachHex(charts, parts, res);
    const double total = addedUp(parts, res);
    res.explain([&] { return "Total: " + formatNumber(total) + " fire points"; }, "20.0");
    return total;
}

} // namespace adc
