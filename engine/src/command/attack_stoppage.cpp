// Corps Attack Stoppage (10.3) and emergency retreats (10.4, 10.0c, AE 3.4). The players
// mark each turn an attacking command is fired on at two hexes or less or charged; it checks
// in the next Command Phase (8.2: corps so engaged "in the previous turn"; 10.3a: the checks
// begin with the Command Phase after the first such turn).
#include "adc/command/command_state.h"

#include "adc/errors.h"
#include "payload.h"
#include "step_check.h"

#include <algorithm>

namespace adc {

using nlohmann::json;
using payload::flag;
using payload::integer;
using payload::str;

std::string CommandState::attackingCommand(const OrderOfBattle& oob, Side s,
                                           const std::string& brigade) const {
    const Brigade* b = oob.brigade(brigade);
    if (!b) return {};
    for (const std::string& c : {b->id, b->division, corpsOf(oob, b->id)}) {
        const Order* o = c.empty() ? nullptr : inForce(s, c);
        if (!o) continue;
        if (c != corpsOf(oob, b->id) && !o->goal)
            continue; // a brigade or division acts on its own only under a goal
        return o->attack && o->status == OrderStatus::Implemented ? c : std::string();
    }
    return {};
}

std::vector<StoppageDue> CommandState::stoppageDue(Side s, int turn) const {
    std::vector<StoppageDue> out;
    for (const std::size_t at : open_) {
        const Order& o = orders_[at];
        if (o.side != s || o.status != OrderStatus::Implemented || !o.attack) continue;
        // 8.2: only a command fired on or charged in the previous turn checks.
        if (std::find(o.contactTurns.begin(), o.contactTurns.end(), turn - 1) ==
            o.contactTurns.end())
            continue;
        const bool done = std::any_of(checks_.begin(), checks_.end(), [&](const StoppageRecord& c) {
            return c.side == s && c.order == o.number && c.turn == turn;
        });
        if (!done) out.push_back({o.number, o.receiver, turn - 1});
    }
    return out;
}

std::string CommandState::contact(const Action& a, const World& w, Side s) {
    const OrderOfBattle& oob = w.losses(s).oob();
    const std::string command = unitId(oob, str(a.payload, "command"));
    const std::string kind = str(a.payload, "kind");
    if (kind != "fire" && kind != "charge")
        throw InvalidInput("kind is fire (infantry or artillery fire from two hexes or less) or "
                           "charge (a cavalry charge), 10.3a");
    if (!onMap(oob, w.inPlay, command))
        throw InvalidInput(command + " is not on the map: a command not yet arrived, or not in the "
                                     "scenario, cannot be fired on or charged (10.3a)");
    Order* o = nullptr;
    for (const std::size_t at : open_)
        if (const Order& x = orders_[at]; x.side == s && x.receiver == command && x.inForce())
            o = &edit(at);
    if (!o || !o->attack || o->status != OrderStatus::Implemented)
        throw InvalidInput(command + " is not executing an Attack order: only attacking commands "
                                     "check for stoppage (10.3a)");
    const bool again = !o->contactTurns.empty() && o->contactTurns.back() == w.now.turn;
    if (!again) o->contactTurns.push_back(w.now.turn);
    o->events.push_back({w.now.turn,
                         kind == "fire" ? "fired on at two hexes or less" : "charged by cavalry",
                         "10.3a"});
    return command + (kind == "fire" ? " fired on at two hexes or less" : " charged") +
           " while attacking" + (again ? " (already marked this turn)" : "") +
           ": it checks for Corps Attack Stoppage in the next turn's Command Phase (8.2, 10.3a)";
}

std::string CommandState::stoppage(const Action& a, const World& w, Side s) {
    const json& p = a.payload;
    requireStep(w.now, s, "attack-stoppage", "Corps Attack Stoppage", "10.3a");
    Order& o = orderRef(s, integer(p, "order"));
    const auto due = stoppageDue(s, w.now.turn);
    if (std::none_of(due.begin(), due.end(),
                     [&](const StoppageDue& d) { return d.order == o.number; }))
        throw InvalidInput("order " + std::to_string(o.number) +
                           " has no Corps Attack Stoppage check due this Command Phase (10.3a)");
    const bool passed = flag(p, "passed");
    checks_.push_back({w.now.turn, s, o.number, passed});
    const std::string roll = "rolled " + std::to_string(integer(p, "roll")) + ", needed " +
                             std::to_string(integer(p, "needed"));
    if (passed) {
        o.events.push_back({w.now.turn, "Corps Attack Stoppage passed (" + roll + ")", "10.3a"});
        return o.receiver + " passes its Corps Attack Stoppage check (" + roll +
               "): the attack goes on (10.3a)";
    }
    const bool goal = o.goal;
    close(o, OrderStatus::Stopped, w.now.turn, "failed Corps Attack Stoppage (" + roll + ")",
          goal ? "10.3a, 10.5b D" : "10.3a, 10.3b");
    if (goal)
        return o.receiver + " fails its Corps Attack Stoppage check (" + roll +
               "): the attack stops and its divisional goal ends (10.3e, 10.5b D)";
    return o.receiver + " fails its Corps Attack Stoppage check (" + roll +
           "): the attack stops and the corps awaits new orders. Move its HQ back at least 6 "
           "hexes; "
           "by the end of this turn every unit of the corps must be at least 3 hexes from the "
           "enemy (10.3b). Divisions on goals carry on (10.3e)";
}

std::string CommandState::overrun(const Action& a, const World& w, Side s) {
    const OrderOfBattle& oob = w.losses(s).oob();
    const std::string c = str(a.payload, "command");
    const Formation* f = oob.formation(c);
    if (!f || f->kind != "corps" || !f->hasHq)
        throw InvalidInput(c + " is not a corps with an HQ (10.0c)");
    if (const Presence hq = w.inPlay.of(s, {UnitKind::Hq, f->id}); !hq.inPlay())
        throw InvalidInput("the " + f->name + " HQ is not on the map (" + hq.text() +
                           "): it cannot be overrun (10.0c)");
    if (f->id == "prov-corps" && provDisbanded_)
        throw InvalidInput(
            "the Provisional Corps HQ was removed when the corps was disbanded (AE 2.4)");
    const int due = w.now.turn + 1; // 10.0c: "in the following turn"
    retreats_.emplace(std::pair{static_cast<int>(s), f->id}, RetreatDue{f->id, due, "hq-overrun"});
    return f->name +
           " HQ overrun: it displaces to the nearest friendly stack; in the following turn (turn " +
           std::to_string(due) +
           ") the whole corps makes an emergency retreat with a straggler check (10.0c)";
}

std::string CommandState::emergencyRetreat(const Action& a, const World& w, Side s) {
    const json& p = a.payload;
    const OrderOfBattle& oob = w.losses(s).oob();
    const std::string command = unitId(oob, str(p, "command"));
    const Formation* f = oob.formation(command);
    if (f && f->kind == "army")
        throw InvalidInput("the army HQ never makes an emergency retreat (10.4)");
    if (!f && !oob.brigade(command) && !oob.artilleryUnit(command))
        throw InvalidInput("no corps, division or unit \"" + command + "\" in the " + oob.title);
    const std::string reason = str(p, "reason");
    if (reason != "threat" && reason != "hq-overrun" && reason != "archduke")
        throw InvalidInput("reason is threat (surrounded or destroyed, the player's call), "
                           "hq-overrun (10.0c) or archduke (AE 3.4)");
    if (!onMap(oob, w.inPlay, command))
        throw InvalidInput((f ? f->name : command) +
                           " is not on the map: a command not yet arrived, or not in the scenario, "
                           "makes no emergency retreat (10.4)");
    const auto due = retreats_.find({static_cast<int>(s), command});
    if (reason != "threat") {
        const std::string rule = RetreatDue{command, 0, reason}.rule();
        if (due == retreats_.end())
            throw InvalidInput(command + " has no forced emergency retreat due (" + rule + ")");
        // The reason is the one the retreat fell due for, worked out here, not the caller's.
        if (due->second.reason != reason)
            throw InvalidInput(
                command + "'s forced emergency retreat is due for " +
                (due->second.reason == "archduke"
                     ? std::string("Charles' general retreat (AE 3.4): reason=archduke")
                     : std::string("its HQ overrun (10.0c): reason=hq-overrun")));
        if (due->second.turn > w.now.turn)
            throw InvalidInput(command +
                               "'s forced emergency retreat is made in the following turn, turn " +
                               std::to_string(due->second.turn) + " (" + rule + ")");
    }
    // Every mark must be an infantry unit of the command on the map (10.4: cavalry is exempt).
    const auto infantry = retreatingInfantry(oob, w.inPlay, s, command);
    std::vector<std::pair<std::string, int>> marks;
    if (p.contains("stragglers")) {
        if (!p["stragglers"].is_array()) throw InvalidInput("\"stragglers\" must be a list");
        for (const auto& e : p["stragglers"]) {
            const std::string b = str(e, "brigade");
            if (std::find(infantry.begin(), infantry.end(), b) == infantry.end())
                throw InvalidInput(b + " is not an infantry unit on the map retreating with " +
                                   command + " (10.4)");
            marks.emplace_back(b, integer(e, "stragglers"));
        }
    }
    std::string t = (f ? f->name : command) + " makes an emergency retreat";
    // 10.4: orders accepted or in delay are lost; one still on its way arrives as usual.
    for (const std::size_t at : open_)
        if (const Order& o = orders_[at]; o.side == s && o.receiver == command &&
                                          (o.inForce() || o.status == OrderStatus::Delayed)) {
            t += "; order " + std::to_string(o.number) + " lost";
            close(edit(at), OrderStatus::Lost, w.now.turn, "lost in an emergency retreat", "10.4");
        }
    Order r;
    r.side = s;
    r.number = nextNumber(s);
    r.receiver = command;
    r.receiverKind = f ? f->kind : "unit";
    r.method = "retreat";
    r.text = reason == "archduke" ? "Retreat the full movement allowance away from the enemy; "
                                    "units on goals rejoin the corps"
                                  : "Retreat one turn's movement to the rear: the HQ 6 to 14 MPs, "
                                    "the units staying within command radius";
    r.sentTurn = r.arrivalTurn = w.now.turn;
    r.status = OrderStatus::Implemented;
    r.events.push_back({w.now.turn,
                        "emergency retreat, accepted at once; without orders after this turn",
                        reason == "archduke" ? "10.4, AE 3.4" : "10.4"});
    add(r);
    int total = 0;
    for (const auto& [b, n] : marks) {
        if (n > 0) w.losses(s).mark(b, 0, n);
        total += n;
    }
    if (due != retreats_.end() && due->second.turn <= w.now.turn)
        retreats_.erase(due); // a forced retreat still to come stays due
    return t + "; " + r.text + " (" + (reason == "archduke" ? "AE 3.4" : "10.4") +
           "). Straggler Table for each infantry unit: " + std::to_string(total) +
           " straggler(s) marked (10.4, 21.1)";
}

} // namespace adc
