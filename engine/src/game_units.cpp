#include "adc/game_units.h"

#include <algorithm>

namespace adc {

std::vector<GameUnit> unitsThatFight(const GameState& st, Side side) {
    std::vector<GameUnit> out;
    const LossChart& lc = st.losses(side);
    const OrderOfBattle& oob = st.oob(side);
    const InPlayNow now = st.inPlay();
    for (const Brigade& b : oob.brigades) {
        // Not arrived yet, or not in the scenario: not on the map to fire.
        if (!now.brigadeOnMap(side, b.id)) continue;
        const std::string level = lc.fireLevel(b.id); // 6.5
        if (level.empty()) continue;                  // 20.6: eliminated
        out.push_back({side, b.id, b.name.empty() ? b.id : b.id + " (" + b.name + ")",
                       b.arm == Arm::Cavalry ? "cavalry" : "infantry", level, "",
                       lc.row(b.id).lowAmmo});
    }
    for (const std::string& id : lc.batteries()) {
        const BatteryRow& row = lc.battery(id);
        if (row.gunPoints == 0) continue; // 27.2
        // 27.1: a detached battery keeps its parent's type.
        const std::string base = row.parent.empty() ? id : row.parent;
        if (!now.onMap(side, {UnitKind::Artillery, base})) continue;
        const ArtilleryUnit* unit = oob.artilleryUnit(base);
        const std::string type = unit ? unit->type : "";
        out.push_back({side, id, type.empty() ? id : id + " (" + type + ")", "artillery",
                       std::to_string(row.gunPoints), type, row.lowAmmo});
    }
    return out;
}

std::vector<Named> unitsNamed(const GameState& st, const std::string& name) {
    std::vector<Named> out;
    for (Side s : {Side::French, Side::Austrian}) {
        // SIDE/ID names one army's unit: both armies have guns called 1-4-art.
        const std::string prefix = sideName(s) + "/";
        std::string id = name;
        if (name.rfind(prefix, 0) == 0)
            id = name.substr(prefix.size());
        else if (name.rfind(sideName(opponent(s)) + "/", 0) == 0)
            continue;
        if (const Brigade* b = st.oob(s).brigade(id))
            out.push_back({s, b->id, false});
        else if (const auto& bs = st.losses(s).batteries();
                 std::find(bs.begin(), bs.end(), id) != bs.end())
            out.push_back({s, id, true});
    }
    return out;
}

std::vector<const UnitRowKind*> kindsFor(const std::vector<UnitRowKind>& kinds,
                                         const GameUnit& unit) {
    std::vector<const UnitRowKind*> out;
    const std::string side = sideName(unit.side);
    for (const UnitRowKind& k : kinds) {
        if (k.arm != unit.arm || !k.offeredTo(side)) continue;
        if (k.id == "heavy-art" && unit.gunType != "heavy") continue;
        if (k.id == "light-art" && unit.gunType != "light") continue;
        out.push_back(&k);
    }
    return out;
}

std::string onlyRange(const UnitRowKind& kind, bool closeCombat) {
    const auto has = [&](const char* r) {
        return std::any_of(kind.ranges.begin(), kind.ranges.end(),
                           [&](const Choice& c) { return c.value == r; });
    };
    if (closeCombat) return has("cc") && !has("cc-cav") ? "cc" : "";
    const bool smallArms = kind.arm == "infantry" || kind.arm == "skirmishers";
    return smallArms && has("1") ? "1" : "";
}

std::string unitRow(const GameUnit& unit, const UnitRowKind& kind, bool closeCombat) {
    UnitParts parts{
        kind.id, "@" + sideName(unit.side) + "/" + unit.id, onlyRange(kind, closeCombat), {}};
    if (kind.id == "cavalry" && unit.side == Side::Austrian) parts.flags.push_back("austrian");
    return joinUnit(parts, !kind.rangeLabel.empty());
}

} // namespace adc
