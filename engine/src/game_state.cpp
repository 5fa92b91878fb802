#include "adc/game_state.h"

#include "adc/errors.h"

namespace adc {

using nlohmann::json;

namespace {

std::string str(const json& p, const char* key, bool required = true) {
    if (!p.contains(key) || !p[key].is_string()) {
        if (required) throw InvalidInput(std::string("the action needs \"") + key + "\"");
        return {};
    }
    return p[key].get<std::string>();
}

int integer(const json& p, const char* key, int def = 0) {
    if (!p.contains(key)) return def;
    if (!p[key].is_number_integer()) throw InvalidInput(std::string("\"") + key + "\" must be a whole number");
    return p[key].get<int>();
}

bool flag(const json& p, const char* key) { return p.contains(key) && p[key].is_boolean() && p[key].get<bool>(); }

} // namespace

// 21.2 a-f, each confirmed by the player before the Straggler Recovery Table is read.
const std::vector<RecoveryCondition>& recoveryConditions() {
    static const std::vector<RecoveryCondition> conditions{
        {"enemy_distance", "a. at least 4 hexes from every enemy unit (2 at night)"},
        {"morale_state", "b. in a normal or Blood Lust morale state"},
        {"command_radius", "c. within command radius (a divisional goal does not excuse this)"},
        {"has_stragglers", "d. able to take stragglers and has lost some"},
        {"no_mp_spent", "e. has spent no movement points this turn"},
        {"not_fired", "f. has not fired or been fired upon this turn"}};
    return conditions;
}

Side parseSide(const std::string& s) {
    if (s == "french") return Side::French;
    if (s == "austrian") return Side::Austrian;
    throw InvalidInput("side must be french or austrian, not \"" + s + "\"");
}

std::string sideName(Side s) { return s == Side::French ? "french" : "austrian"; }

GameState::GameState(const OrderOfBattle& french, const OrderOfBattle& austrian)
    : french_(french), austrian_(austrian), frenchRoster_(french), austrianRoster_(austrian) {}

std::string GameState::describeRow(Side s, const std::string& brigade) const {
    const LossChart& lc = losses(s);
    const Brigade* b = lc.oob().brigade(brigade);
    const BrigadeRow& r = lc.row(brigade);
    std::string t = b->id + " now " + std::to_string(r.casualties) + " X, " + std::to_string(r.stragglers) + " /";
    if (lc.eliminated(brigade)) return t + ", eliminated";
    t += ", fire level " + lc.fireLevel(brigade);
    try {
        if (lc.wrecked(brigade)) {
            t += ", wrecked";
            if (lc.divisionWrecked(b->division)) t += " (division " + b->division + " wrecked)";
        }
    } catch (const InvalidInput&) {
        t += ", wrecked or not: its wrecked mark must be entered from the printed Loss Chart (20.6a)";
    }
    return t;
}

std::string GameState::apply(const Action& a) {
    const json& p = a.payload;
    const std::string& k = a.kind;
    if (k == "roll") { // the dice record: a resolution and its dice, as the resolver reported them
        if (!p.contains("resolver") || !p.contains("result")) throw InvalidInput("a roll record needs its resolver and result");
        return "Rolled " + p["resolver"].get<std::string>() + ": " + p["result"].value("result", std::string("?"));
    }
    if (k == "advance") { // 8.1: one step of the sequence of play done; `to` names the next
        ++steps_;
        return "Next: " + p.value("to", std::string("the next step of the sequence of play"));
    }
    if (k == "clear-low-ammo") {
        const int n = french_.clearLowAmmo();
        return "Low Ammo erased from " + std::to_string(n) + " unit(s): first turn of 22 May (AE 2.1)";
    }
    const Side side = parseSide(a.side);
    LossChart& lc = lossesOf(side);
    LeaderRoster& roster = rosterOf(side);
    if (k == "mark") {
        const std::string unit = str(p, "unit");
        const int c = integer(p, "casualties"), s = integer(p, "stragglers");
        if (c == 0 && s == 0) throw InvalidInput("nothing to mark: give casualties or stragglers");
        const Brigade* b = lc.oob().brigade(unit);
        if (!b) throw InvalidInput("no brigade \"" + unit + "\" in the " + lc.oob().title);
        if (flag(p, "charge")) { // 21.0b, 24.1j: stragglers of a charge resolution are casualties
            lc.mark(unit, c + s, 0);
            return "Cavalry charge: " + std::to_string(s) + " straggler(s) recorded as casualties (21.0b). " + describeRow(side, unit);
        }
        const std::string to = str(p, "straggler_unit", false);
        if (!to.empty() && s > 0 && !lc.takesStragglers(unit)) {
            // 21.0a: the topmost infantry in the stack takes them. Check both rows first.
            if (!lc.takesStragglers(to)) throw InvalidInput(to + " is not infantry either: only infantry takes stragglers (21.0a)");
            const Brigade* tb = lc.oob().brigade(to);
            const BrigadeRow& tr = lc.row(to);
            if (s > tb->totalBoxes() - tr.casualties - tr.stragglers) throw InvalidInput(to + " cannot take " + std::to_string(s) + " stragglers");
            if (c > 0) lc.mark(unit, c, 0);
            lc.mark(to, 0, s);
            return describeRow(side, unit) + "; stragglers to the topmost infantry (21.0a): " + describeRow(side, to);
        }
        if (!to.empty()) throw InvalidInput(unit + " takes its own stragglers; straggler_unit is only for a top unit that cannot (21.0a)");
        lc.mark(unit, c, s);
        return std::to_string(c) + " casualties, " + std::to_string(s) + " stragglers on " + describeRow(side, unit);
    }
    if (k == "recover-stragglers") {
        const std::string unit = str(p, "unit");
        const json checklist = p.value("checklist", json::object());
        std::string missing;
        for (const auto& [key, text] : recoveryConditions())
            if (!checklist.value(key, false)) missing += std::string(missing.empty() ? "" : "; ") + text;
        if (!missing.empty()) throw InvalidInput("straggler recovery needs every condition of 21.2 confirmed; not confirmed: " + missing);
        const int n = integer(p, "recovered");
        const bool wasEliminated = lc.eliminated(unit);
        lc.recover(unit, n);
        return std::to_string(n) + " straggler(s) recovered (21.2)" + (wasEliminated && n > 0 ? ", the unit returns to play" : "") +
               ". " + describeRow(side, unit);
    }
    if (k == "release-skirmisher") {
        lc.releaseSkirmisher(str(p, "unit"));
        return "Skirmisher released from " + str(p, "unit") + " (11.5a)";
    }
    if (k == "recover-skirmisher") {
        lc.recoverSkirmisher(str(p, "unit"));
        return "Skirmisher recovered into " + str(p, "unit") + " (11.5d)";
    }
    if (k == "lose-guns") {
        const std::string unit = str(p, "unit");
        lc.loseGuns(unit, integer(p, "gun_points"));
        return unit + " loses " + std::to_string(integer(p, "gun_points")) + " gun point(s), " + std::to_string(lc.battery(unit).gunPoints) +
               " left (27.2)";
    }
    if (k == "detach-battery") {
        lc.detachBattery(str(p, "unit"), str(p, "battery"), integer(p, "gun_points"));
        return "Battery " + str(p, "battery") + " of " + std::to_string(integer(p, "gun_points")) + " gun point(s) detached from " +
               str(p, "unit") + " (27.1)";
    }
    if (k == "reattach-battery") {
        lc.reattachBattery(str(p, "battery"), str(p, "unit"));
        return "Battery " + str(p, "battery") + " rejoins " + str(p, "unit") + " (27.1)";
    }
    if (k == "set-wrecked-mark") {
        lc.setWreckedMark(str(p, "brigade"), integer(p, "boxes"));
        return str(p, "brigade") + ": wrecked mark after box " + std::to_string(integer(p, "boxes")) + " (from the printed Loss Chart, 20.6a)";
    }
    if (k == "low-ammo") {
        lc.setLowAmmo(str(p, "unit"));
        return str(p, "unit") + " marked Low Ammo (AE 2.1)";
    }
    if (k == "leader-casualty") return roster.leaderLost(str(p, "leader"), str(p, "replacement", false), str(p, "corps_replacement", false));
    if (k == "set-rating") {
        roster.setRating(str(p, "leader"), integer(p, "rating", -1));
        return roster.leaderName(str(p, "leader")) + " rated " + std::to_string(integer(p, "rating")) + " (from the counter)";
    }
    if (k == "set-cavalry-class") {
        roster.setCavalryClass(str(p, "brigade"), str(p, "class"));
        return str(p, "brigade") + " is " + str(p, "class") + " cavalry (from the counter, 24.0a)";
    }
    throw InvalidInput("unknown action \"" + k + "\"");
}

} // namespace adc
