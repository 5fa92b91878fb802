#include "adc/scenarios/scenario_setup.h"

#include "adc/errors.h"

#include <algorithm>
#include <map>
#include <set>

namespace adc {

std::vector<const Placement*> SideSetup::arrivals(int turn) const {
    std::vector<const Placement*> out;
    for (const auto& p : reinforcements)
        if (p.turn == turn) out.push_back(&p);
    return out;
}

const Placement* SideSetup::placementOf(const UnitRef& u) const {
    for (const auto* list : {&setup, &reinforcements})
        for (const auto& p : *list)
            if (p.units.contains(u)) return &p;
    return nullptr;
}

namespace {

bool variantOn(const std::string& variant, const Variants& v) {
    return variant.empty() || (variant == "2.9b" && v.davout);
}

std::string lineName(const Placement& p) {
    return p.kind == "setup"
               ? "set-up \"" + p.where + ": " + p.printed + "\""
               : "reinforcement \"" + p.time + " " + p.where + ": " + p.printed + "\"";
}

// 3.8b: the grenadier divisions leave their own line and join the HQ's.
void commitGrenadiers(const ScenarioCatalog& c, const Scenario& s, SideSetup& out,
                      const Variants& v) {
    const OrderOfBattle& oob = c.oob(Side::Austrian);
    const UnitResolver res = c.resolver(Side::Austrian);
    UnitSet grenadiers;
    for (const char* d : {"1G-R", "2G-R"})
        grenadiers.add(res.formationUnits(d));
    std::string corps = "r-corps";
    if (v.grenadiers == Variants::Grenadiers::Corps) {
        const Formation* f = oob.formation(v.grenadiersCorps);
        if (!f || f->kind != "corps" || !f->hasHq) {
            std::string valid;
            for (const auto& g : oob.formations)
                if (g.kind == "corps" && g.hasHq)
                    valid += std::string(valid.empty() ? "" : ", ") + g.id;
            throw InvalidInput("grenadiers_corps=" + v.grenadiersCorps +
                               " is not an Austrian corps with an HQ; choose one of " + valid +
                               " (AE 3.8b)");
        }
        corps = f->id;
    }
    Placement* target = nullptr;
    for (auto* list : {&out.setup, &out.reinforcements})
        for (auto& p : *list) {
            p.units.remove(grenadiers);
            if (p.units.contains({UnitKind::Hq, corps})) target = &p;
        }
    if (!target)
        throw InvalidInput("the " + oob.formation(corps)->name + " HQ is not in play in " +
                           s.number +
                           ": the grenadiers of AE 3.8b cannot enter with it; choose a corps whose "
                           "HQ is in the scenario");
    target->units.add(grenadiers);
    target->notes.push_back(
        "AE 3.8b: 1G-R and 2G-R " + std::string(target->kind == "setup" ? "set up" : "enter") +
        " with the " + oob.formation(corps)->name + " HQ (" +
        (v.grenadiers == Variants::Grenadiers::Reserve ? "French +2 VPs" : "French +4 VPs") + ")");
    for (auto* list : {&out.setup, &out.reinforcements})
        for (auto it = list->begin(); it != list->end();) {
            if (it->units.empty()) {
                out.notes.push_back("AE 3.8b: the " + lineName(*it) + " is left empty");
                it = list->erase(it);
            } else {
                ++it;
            }
        }
}

// The set-up lines as printed, each with its units found in the order of battle (16.4).
void placeSetup(const SideScenario& data, const UnitResolver& res, SideSetup& out) {
    for (const auto& l : data.setup) {
        Placement p{"setup", l.where, 0, "", l.units, res.resolve(l.units), {}, false, {}};
        if (!l.reading.empty()) p.notes.push_back(l.reading);
        out.setup.push_back(p);
    }
}

// The reinforcement lines of the variants played, by turn of arrival (16.4).
void placeReinforcements(const ScenarioCatalog& c, const Scenario& s, const SideScenario& data,
                         const UnitResolver& res, const Variants& v, SideSetup& out) {
    for (const auto& l : data.reinforcements) {
        if (!variantOn(l.variant, v)) continue;
        Placement p{"reinforcement",
                    l.hex,
                    c.turnAt(s, l.turn.at).number,
                    l.turn.printed,
                    l.units,
                    res.resolve(l.units),
                    {},
                    false,
                    {}};
        if (!l.variant.empty()) p.notes.push_back("AE " + l.variant + " (Davout's Arrival)");
        for (const auto* t : {&l.reading, &l.source, &l.turn.reading})
            if (!t->empty()) p.notes.push_back(*t);
        out.reinforcements.push_back(p);
    }
    std::stable_sort(out.reinforcements.begin(), out.reinforcements.end(),
                     [](const Placement& a, const Placement& b) { return a.turn < b.turn; });
}

// Two counters of one kind ("IGb (2Hf)" twice) are taken in the order they are named.
void takeArtilleryCounters(const Scenario& s, const OrderOfBattle& oob, SideSetup& out) {
    std::set<std::string> taken;
    for (auto* list : {&out.setup, &out.reinforcements})
        for (auto& p : *list)
            for (auto& item : p.items) {
                if (item.kind != "artillery") continue;
                const auto it =
                    std::find_if(item.candidates.begin(), item.candidates.end(),
                                 [&](const std::string& id) { return !taken.count(id); });
                if (it == item.candidates.end())
                    throw InvalidInput(s.number + " " + lineName(p) + ": \"" + item.printed +
                                       "\" names more counters of that kind than the " + oob.title +
                                       " has");
                taken.insert(*it);
                item.id = *it;
                item.units.add({UnitKind::Artillery, *it});
            }
}

// A counter belongs to the most specific mention: itself, then its division, then its
// corps or group. Two mentions at the same level are a contradiction.
std::map<const Placement*, UnitSet> ownersOfCounters(const Scenario& s, const SideSetup& out) {
    struct Claim {
        const Placement* placement;
        const NamedItem* item;
    };
    std::map<UnitRef, std::vector<Claim>> claims;
    for (auto* list : {&out.setup, &out.reinforcements})
        for (auto& p : *list)
            for (const auto& item : p.items)
                for (const auto& u : item.units.refs())
                    claims[u].push_back({&p, &item});
    std::map<const Placement*, UnitSet> owned;
    for (const auto& [u, list] : claims) {
        int best = 0;
        for (const auto& cl : list)
            best = std::max(best, cl.item->specificity());
        std::vector<Claim> top;
        for (const auto& cl : list)
            if (cl.item->specificity() == best) top.push_back(cl);
        if (top.size() > 1)
            throw InvalidInput(s.number + ": " + unitKindName(u.kind) + " " + u.id +
                               " is named by both \"" + top[0].item->printed + "\" (" +
                               lineName(*top[0].placement) + ") and \"" + top[1].item->printed +
                               "\" (" + lineName(*top[1].placement) + ")");
        owned[top[0].placement].add(u);
    }
    return owned;
}

// Each line keeps the counters it owns, in the order of the printed line, and says which
// of those it names are placed elsewhere.
void placeOwnedCounters(std::map<const Placement*, UnitSet>& owned, SideSetup& out) {
    for (auto* list : {&out.setup, &out.reinforcements})
        for (auto& p : *list) {
            for (const auto& item : p.items)
                for (const auto& u : item.units.refs())
                    if (owned[&p].contains(u)) p.units.add(u);
            for (const auto& item : p.items) {
                UnitSet elsewhere;
                for (const auto& u : item.units.refs())
                    if (!owned[&p].contains(u)) elsewhere.add(u);
                if (!elsewhere.empty() && item.specificity() < 3) {
                    std::string ids;
                    for (const auto& u : elsewhere.refs())
                        ids += std::string(ids.empty() ? "" : ", ") + u.id;
                    p.notes.push_back("\"" + item.printed +
                                      "\" less what the scenario places by name elsewhere: " + ids);
                }
            }
        }
}

using NotUsed = std::vector<std::pair<const NotUsedLine*, UnitSet>>;

// What the scenario says is not used must not have been placed.
NotUsed checkNotUsed(const Scenario& s, const SideScenario& data, const UnitResolver& res,
                     const SideSetup& out) {
    NotUsed notUsed;
    for (const auto& nu : data.notUsed) {
        UnitSet units;
        for (const auto& item : res.resolve(nu.units))
            units.add(item.units);
        for (const auto& u : units.refs())
            if (const Placement* p = out.placementOf(u))
                throw InvalidInput(s.number + ": " + u.id + " is placed by the " + lineName(*p) +
                                   " but listed as not used (" + nu.source + ")");
        notUsed.emplace_back(&nu, units);
    }
    return notUsed;
}

// AE 2.9a: without interruptions the French reinforcements arrive on the first turn; with
// the variable interruption they wait for the bridge.
void applyBridgeVariant(const Variants& v, SideSetup& out) {
    if (v.bridge == Variants::Bridge::None)
        for (auto& p : out.reinforcements) {
            p.notes.push_back("AE 2.9a No Interruptions: arrives on the first turn instead of " +
                              p.time + ", subject only to movement on the map (Austrian +4 VPs)");
            p.turn = 1;
        }
    if (v.bridge == Variants::Bridge::Variable)
        for (auto& p : out.reinforcements) {
            p.bridge = true;
            p.notes.push_back("AE 2.9a Variable Interruption: arrives on the first turn from " +
                              p.time + " on which the bridge is up");
        }
}

// Every counter of the order of battle is in play, off the map (the aides with Napoleon,
// AE 2.3) or not in play.
void sortCountersInPlay(Side side, const OrderOfBattle& oob, const NotUsed& notUsed,
                        SideSetup& out) {
    for (const auto* list : {&out.setup, &out.reinforcements})
        for (const auto& p : *list)
            out.inPlay.add(p.units);
    const Leader* napoleon = side == Side::French ? oob.leader("napoleon") : nullptr;
    for (const auto& l : oob.leaders) {
        const UnitRef u{UnitKind::Leader, l.id};
        if (l.rank == "aide" && napoleon && out.inPlay.contains({UnitKind::Leader, napoleon->id})) {
            out.offMap.add(u);
            continue;
        }
        if (!out.inPlay.contains(u)) out.notInPlay.add(u);
    }
    for (const auto& [nu, units] : notUsed) {
        bool placed = false;
        for (const auto& u : units.refs())
            placed = placed || out.inPlay.contains(u);
        if (!placed) out.notes.push_back(nu->units + ": not in play. " + nu->source);
    }
    if (!out.offMap.empty())
        out.notes.push_back("Mouton and Rapp stay with Napoleon, off the map, until he sends one "
                            "of them out (AE 2.3)");
    for (const auto& f : oob.formations)
        if (f.hasHq && !out.inPlay.contains({UnitKind::Hq, f.id}))
            out.notInPlay.add({UnitKind::Hq, f.id});
    for (const auto& b : oob.brigades)
        if (!out.inPlay.contains({UnitKind::Brigade, b.id}))
            out.notInPlay.add({UnitKind::Brigade, b.id});
    for (const auto& a : oob.artillery)
        if (!out.inPlay.contains({UnitKind::Artillery, a.id}))
            out.notInPlay.add({UnitKind::Artillery, a.id});
}

// 10.1i: the scenario's pre-set orders of the variants played, each saying whether any unit
// it names is in play.
void resolvePresetOrders(const SideScenario& data, const UnitResolver& res, const Variants& v,
                         SideSetup& out) {
    for (const auto& o : data.orders) {
        if (!variantOn(o.variant, v)) continue;
        ResolvedOrder r{o, res.resolve(o.units), false};
        for (const auto& item : r.items)
            for (const auto& u : item.units.refs())
                r.inPlay = r.inPlay || out.inPlay.contains(u);
        out.orders.push_back(r);
    }
}

} // namespace

SideSetup buildSideSetup(const ScenarioCatalog& c, const Scenario& s, Side side,
                         const Variants& v) {
    v.checkOffered(s);
    const SideScenario& data = s.side(side);
    const OrderOfBattle& oob = c.oob(side);
    const UnitResolver res = c.resolver(side);
    SideSetup out;
    out.side = side;
    placeSetup(data, res, out);
    placeReinforcements(c, s, data, res, v, out);
    takeArtilleryCounters(s, oob, out);
    auto owned = ownersOfCounters(s, out);
    placeOwnedCounters(owned, out);
    const NotUsed notUsed = checkNotUsed(s, data, res, out);
    if (side == Side::Austrian && v.grenadiers != Variants::Grenadiers::Off)
        commitGrenadiers(c, s, out, v);
    if (side == Side::French) applyBridgeVariant(v, out);
    sortCountersInPlay(side, oob, notUsed, out);
    resolvePresetOrders(data, res, v, out);
    return out;
}

} // namespace adc
