// Who belongs to which corps once orders have moved divisions about (10.5c; AE 2.2, 2.4,
// 2.5, 3.3), who commands what, and who an emergency retreat takes along (10.4).
#include "adc/command/command_state.h"

#include "adc/errors.h"

#include <algorithm>

namespace adc {

namespace {

const std::map<std::string, std::string> kNone;

bool isCorps(const OrderOfBattle& oob, const std::string& id) {
    const Formation* f = oob.formation(id);
    return f && f->kind == "corps";
}

} // namespace

std::string CommandState::unitId(const OrderOfBattle& oob, const std::string& name) {
    if (const Formation* f = oob.formation(name)) return f->id;
    if (const Brigade* b = oob.brigade(name)) return b->id;
    return name;
}

void CommandState::attach(const OrderOfBattle& oob, const std::string& unit,
                          const std::string& to) {
    const Formation* f = oob.formation(unit);
    const Brigade* b = oob.brigade(unit);
    const std::string home = f ? f->parent : b ? oob.formation(b->division)->parent : "";
    if (to == home)
        attachedOf(oob.side).erase(unit);
    else
        attachedOf(oob.side)[unit] = to;
}

std::string CommandState::corpsOf(const OrderOfBattle& oob, const std::string& unit) const {
    const auto& att = attachments(oob.side);
    if (const auto it = att.find(unit); it != att.end()) return it->second;
    if (const Formation* f = oob.formation(unit)) {
        if (f->kind == "corps") return f->id;
        return isCorps(oob, f->parent) ? f->parent : std::string();
    }
    if (const Brigade* b = oob.brigade(unit)) return corpsOf(oob, b->division);
    if (const ArtilleryUnit* a = oob.artilleryUnit(unit)) return corpsOf(oob, a->formation);
    return {};
}

std::vector<std::string> CommandState::divisionsIn(const OrderOfBattle& oob,
                                                   const std::string& corps) const {
    std::vector<std::string> out;
    for (const auto& f : oob.formations)
        if (f.kind == "division" && corpsOf(oob, f.id) == corps) out.push_back(f.id);
    return out;
}

std::vector<std::string> CommandState::divisionsCounted(const OrderOfBattle& oob,
                                                        const InPlayNow& inPlay,
                                                        const std::string& corps) const {
    std::vector<std::string> out;
    for (const auto& d : divisionsIn(oob, corps)) {
        const Order* o = inForce(oob.side, d);
        if (o && o->goal) continue; // detached on a goal: a corps of its own (AE 2.5, 3.3; 10.3e)
        if (!onMap(oob, inPlay, d)) continue; // 10.3d: only the divisions on the map
        out.push_back(d);
    }
    return out;
}

bool CommandState::onMap(const OrderOfBattle& oob, const InPlayNow& inPlay,
                         const std::string& command) const {
    const Side s = oob.side;
    const Formation* f = oob.formation(command);
    if (!f) {
        if (oob.brigade(command))
            return inPlay.onMap(s, {UnitKind::Brigade, oob.brigade(command)->id});
        return inPlay.onMap(s, {UnitKind::Artillery, command});
    }
    if (f->hasHq && inPlay.onMap(s, {UnitKind::Hq, f->id})) return true;
    if (f->kind == "army") return false;
    // Whatever belongs to it now: its own units, and those attached to it (10.5c).
    const auto belongs = [&](const std::string& unit, const std::string& division) {
        return f->kind == "corps" ? corpsOf(oob, unit) == f->id : division == f->id;
    };
    for (const auto& b : oob.brigades)
        if (belongs(b.id, b.division) && inPlay.onMap(s, {UnitKind::Brigade, b.id})) return true;
    for (const auto& a : oob.artillery)
        if (belongs(a.id, a.formation) && inPlay.onMap(s, {UnitKind::Artillery, a.id})) return true;
    return false;
}

std::vector<std::string> CommandState::aidesInPlay() const {
    std::vector<std::string> out;
    for (const std::size_t at : open_)
        if (const Order& o = orders_[at]; o.receiverKind == "aide" && o.inForce())
            out.push_back(o.receiver);
    return out;
}

std::string CommandState::commandOf(const OrderOfBattle& oob, const LeaderRoster& roster,
                                    const std::string& leader) {
    const Leader* l = oob.leader(leader);
    const std::string id = l ? l->id : leader;
    for (const auto& f : oob.formations)
        if (roster.commander(f.id) == id) return f.id;
    return {};
}

std::vector<std::string> CommandState::retreatingInfantry(const OrderOfBattle& oob,
                                                          const InPlayNow& inPlay, Side s,
                                                          const std::string& command) const {
    std::vector<std::string> divisions;
    if (const Formation* f = oob.formation(command)) {
        if (f->kind == "corps") {
            for (const auto& d : divisionsIn(oob, f->id)) {
                const Order* o = inForce(s, d);
                if (!(o && o->goal))
                    divisions.push_back(d); // a division on a goal retreats on its own (10.4)
            }
        } else if (f->kind == "division") {
            divisions.push_back(f->id);
        }
    }
    std::vector<std::string> out;
    // Only units on the map retreat and roll (AE 3.4: one not yet arrived takes no stragglers).
    for (const auto& d : divisions)
        for (const Brigade* b : oob.brigadesOf(d))
            if (b->arm == Arm::Infantry && inPlay.brigadeOnMap(s, b->id)) out.push_back(b->id);
    if (const Brigade* b = oob.brigade(command);
        b && b->arm == Arm::Infantry && inPlay.brigadeOnMap(s, b->id))
        out.push_back(b->id);
    return out;
}

std::string CommandState::attachmentRefused(const OrderOfBattle& oob, const LeaderRoster& roster,
                                            const std::string& unit, const std::string& to) const {
    const Formation* target = oob.formation(to);
    // A division directly under the army (the Austrian Advance Guard) commands like a corps of its
    // own (10.3e).
    const bool independent =
        target && target->kind == "division" && target->parent == "army" && oob.brigade(unit);
    if (!target || (target->kind != "corps" && !independent))
        return to + " is not a corps: units are attached to a corps (10.5c)";
    if (to == "prov-corps" && provDisbanded_)
        return "Lannes' Provisional Corps has been disbanded (AE 2.4)";
    if (to == "prov-corps" && roster.commander("prov-corps").empty())
        return "the Provisional Corps HQ is not in play in this scenario: Lannes commands 2 Corps "
               "(AE 2.4)";
    const bool french = oob.side == Side::French;
    const auto& att = attachments(oob.side);
    auto attachedTo = [&](const std::string& corps, auto pred) {
        return std::count_if(att.begin(), att.end(),
                             [&](const auto& kv) { return kv.second == corps && pred(kv.first); });
    };
    if (oob.artilleryUnit(unit))
        return french ? "no French artillery unit may be detached (AE 2.5)"
                      : "only divisions and cavalry brigades are detached (10.5c)";
    if (const Brigade* b = oob.brigade(unit)) {
        if (french) return "no French brigade or regiment may be detached (AE 2.5)";
        const Formation* div = oob.formation(b->division);
        const std::string home = div ? div->parent : "";
        if (to == home) return {};
        if (b->arm != Arm::Cavalry || home != "r-corps")
            return "an Austrian corps may attach only cavalry brigades of the Reserve Corps (AE "
                   "3.3)";
        if (attachedTo(to, [&](const std::string& u) { return oob.brigade(u) != nullptr; }) >= 1)
            return target->name + " already has a cavalry brigade of the Reserve Corps attached; "
                                  "one at most (AE 3.3)";
        return {};
    }
    const Formation* d = oob.formation(unit);
    if (!d || d->kind != "division")
        return unit + " is neither a division nor a brigade of the " + oob.title;
    if (to == d->parent) return {}; // back to its own corps
    if (!isCorps(oob, d->parent))
        return d->name + " belongs to no corps and takes its orders as divisional goals (" +
               (french ? "AE 2.2" : "10.5b") + ")";
    if (!french)
        return d->arm == Arm::Cavalry
                   ? "Austrian corps attach single cavalry brigades of the Reserve Corps, not "
                     "whole divisions (AE 3.3)"
                   : "Austrian corps cannot attach infantry divisions of other corps (AE 3.3)";
    auto isDivision = [&](Arm arm) {
        return [&oob, arm](const std::string& u) {
            const Formation* f = oob.formation(u);
            return f && f->kind == "division" && f->arm == arm;
        };
    };
    // AE 2.4 says "up to three divisions", not three infantry divisions: a cavalry division
    // attached to the Provisional Corps is one of the three (docs/rules.md, Readings).
    if (to == "prov-corps" && divisionsIn(oob, "prov-corps").size() >= 3)
        return "Lannes' Provisional Corps takes three divisions at most, cavalry divisions "
               "included (AE 2.4)";
    if (d->arm == Arm::Cavalry) {
        if (attachedTo(to, isDivision(Arm::Cavalry)) >= 1)
            return target->name + " already has a cavalry division of another corps attached; one "
                                  "at most (AE 2.5)";
        return {};
    }
    if (to == "prov-corps") return {};
    // Lannes commanding 2 Corps (not the Provisional Corps): one infantry division of another.
    if (to == "2-corps" && roster.commander("2-corps") == "lannes") {
        if (attachedTo(to, isDivision(Arm::Infantry)) >= 1)
            return "Lannes' 2 Corps already has an infantry division of another corps attached; "
                   "one at most (AE 2.4)";
        return {};
    }
    return "no French corps may attach an infantry division of another corps, save Lannes' "
           "commands (AE 2.4, 2.5)";
}

} // namespace adc
