#include "adc/game_state.h"

#include "adc/errors.h"
#include "adc/straggler_recovery.h"
#include "payload.h"

namespace adc {

using nlohmann::json;
using payload::flag;
using payload::integer;
using payload::str;

GameState::GameState(const OrderOfBattle& french, const OrderOfBattle& austrian, CommandRules rules)
    : french_(french), austrian_(austrian), frenchRoster_(french), austrianRoster_(austrian), rules_(std::move(rules)) {
    now_.step = "order-issue"; // a game begins with the first player's Order Issue segment (8.1)
    now_.phasing = rules_.firstPlayer;
    now_.date = rules_.startDate;
    command_.begin(world());
}

CommandState::World GameState::world() {
    return {french_, austrian_, frenchRoster_, austrianRoster_, now_, rules_, inPlay()};
}

std::vector<std::string> GameState::unfinished() const { return command_.unfinished(now_); }

// 8.1: one step of the sequence of play done. The caller records where the game now
// stands (turn, step, phasing player, night, date); the command system follows it.
std::string GameState::advance(const json& p) {
    if (const auto left = unfinished(); !left.empty()) {
        std::string t = "not yet: ";
        for (size_t i = 0; i < left.size(); ++i) t += (i ? "; " : "") + left[i];
        throw InvalidInput(t);
    }
    ++steps_;
    now_.started = true;
    std::string t = "Next: " + p.value("to", std::string("the next step of the sequence of play"));
    if (!p.contains("turn")) return t;
    const int turn = integer(p, "turn", now_.turn);
    now_.playerTurn = integer(p, "player_turn", 0);
    now_.step = str(p, "step", false);
    const std::string ph = str(p, "phasing", false);
    now_.phasing = ph.empty() ? std::nullopt : std::optional<Side>(parseSide(ph));
    now_.night = flag(p, "night");
    if (const std::string d = str(p, "date", false); !d.empty()) now_.date = d;
    if (turn != now_.turn) {
        now_.turn = turn;
        if (const std::string news = command_.newTurn(world()); !news.empty()) t += ". " + news;
    }
    return t;
}

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
        // AE 2.9a: the bridge's state decides when French reinforcements arrive.
        if (p["resolver"] == "bridge") {
            const json& r = p["result"];
            bridge_.roll(integer(r, "turn"), integer(r, "french"), integer(r, "austrian"));
        }
        return "Rolled " + p["resolver"].get<std::string>() + ": " + p["result"].value("result", std::string("?"));
    }
    if (k == "advance") return advance(p);
    if (CommandState::handles(k)) return command_.apply(a, world());
    if (k == "victory-input") { // AE 4.1, 4.2: values the players read off the map, seen by both
        std::string t;
        for (const auto& [key, field] : {std::pair{"terrain_french", &VictoryInput::terrainFrench},
                                         std::pair{"terrain_austrian", &VictoryInput::terrainAustrian},
                                         std::pair{"casualty_top_vp", &VictoryInput::casualtyTopRowVp}}) {
            if (!p.contains(key)) continue;
            if (p[key].is_null()) {
                victory_.*field = std::nullopt;
                t += std::string(t.empty() ? "" : ", ") + key + " cleared";
                continue;
            }
            const int n = integer(p, key);
            if (n < 0) throw InvalidInput(std::string(key) + " is a whole number of VPs, 0 or more");
            victory_.*field = n;
            t += std::string(t.empty() ? "" : ", ") + key + " " + std::to_string(n);
        }
        if (t.empty()) throw InvalidInput("give terrain_french, terrain_austrian or casualty_top_vp (AE 4.1, 4.2)");
        return "Victory: " + t + " (entered by the players, AE 4.1)";
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
    if (k == "recover-stragglers") { // 21.2: the game's own checks, the players' confirmations, the
                                     // table's count
        checkRecoveryAction(*this, side, p);
        const std::string unit = lc.oob().brigade(str(p, "unit"))->id;
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
