// Corps Attack Stoppage (10.3) and emergency retreats (10.4, 10.0c, AE 3.4). The players
// mark when an attacking command is first fired on at two hexes or less or charged; from
// the next Command Phase on it checks every Command Phase while that Attack order stands.
#include "adc/command_state.h"

#include "adc/errors.h"
#include "payload.h"
#include "step_check.h"

#include <algorithm>

namespace adc {

using nlohmann::json;
using payload::flag;
using payload::integer;
using payload::str;


std::string CommandState::attackingCommand(const OrderOfBattle& oob, Side s, const std::string& brigade) const {
    const Brigade* b = oob.brigade(brigade);
    if (!b) return {};
    for (const std::string& c : {b->id, b->division, corpsOf(oob, b->id)}) {
        const Order* o = c.empty() ? nullptr : inForce(s, c);
        if (!o) continue;
        if (c != corpsOf(oob, b->id) && !o->goal) continue; // a brigade or division acts on its own only under a goal
        return o->attack && o->status == OrderStatus::Implemented ? c : std::string();
    }
    return {};
}

std::vector<StoppageDue> CommandState::stoppageDue(Side s, int turn) const {
    std::vector<StoppageDue> out;
    for (const auto& o : orders_) {
        if (o.side != s || o.status != OrderStatus::Implemented || !o.attack || o.engagedTurn == 0 || o.engagedTurn >= turn) continue;
        const bool done = std::any_of(checks_.begin(), checks_.end(), [&](const StoppageRecord& c) { return c.order == o.number && c.turn == turn; });
        if (!done) out.push_back({o.number, o.receiver, o.engagedTurn});
    }
    return out;
}

std::string CommandState::contact(const Action& a, const World& w, Side s) {
    const OrderOfBattle& oob = w.losses(s).oob();
    const std::string command = unitId(oob, str(a.payload, "command"));
    const std::string kind = str(a.payload, "kind");
    if (kind != "fire" && kind != "charge")
        throw InvalidInput("kind is fire (infantry or artillery fire from two hexes or less) or charge (a cavalry charge), 10.3a");
    Order* o = nullptr;
    for (auto& x : orders_)
        if (x.side == s && x.receiver == command && x.inForce()) o = &x;
    if (!o || !o->attack || o->status != OrderStatus::Implemented)
        throw InvalidInput(command + " is not executing an Attack order: only attacking commands check for stoppage (10.3a)");
    if (o->engagedTurn) return command + " is already checking for stoppage each Command Phase since turn " + std::to_string(o->engagedTurn) + " (10.3a)";
    o->engagedTurn = w.now.turn;
    o->events.push_back({w.now.turn, kind == "fire" ? "fired on at two hexes or less" : "charged by cavalry", "10.3a"});
    return command + (kind == "fire" ? " fired on at two hexes or less" : " charged") +
           " while attacking: it checks for Corps Attack Stoppage from the next Command Phase on (10.3a)";
}

std::string CommandState::stoppage(const Action& a, const World& w, Side s) {
    const json& p = a.payload;
    requireStep(w.now, s, "attack-stoppage", "Corps Attack Stoppage", "10.3a");
    Order& o = orderRef(integer(p, "order"));
    const auto due = stoppageDue(s, w.now.turn);
    if (o.side != s || std::none_of(due.begin(), due.end(), [&](const StoppageDue& d) { return d.order == o.number; }))
        throw InvalidInput("order " + std::to_string(o.number) + " has no Corps Attack Stoppage check due this Command Phase (10.3a)");
    const bool passed = flag(p, "passed");
    checks_.push_back({w.now.turn, o.number, passed});
    const std::string roll = "rolled " + std::to_string(integer(p, "roll")) + ", needed " + std::to_string(integer(p, "needed"));
    if (passed) {
        o.events.push_back({w.now.turn, "Corps Attack Stoppage passed (" + roll + ")", "10.3a"});
        return o.receiver + " passes its Corps Attack Stoppage check (" + roll + "): the attack goes on (10.3a)";
    }
    const bool goal = o.goal;
    close(o, OrderStatus::Stopped, w.now.turn, "failed Corps Attack Stoppage (" + roll + ")", goal ? "10.3a, 10.5b D" : "10.3a, 10.3b");
    if (goal) return o.receiver + " fails its Corps Attack Stoppage check (" + roll + "): the attack stops and its divisional goal ends (10.3e, 10.5b D)";
    return o.receiver + " fails its Corps Attack Stoppage check (" + roll + "): the attack stops and the corps awaits new orders. Move its HQ back at least 6 hexes; "
           "by the end of this turn every unit of the corps must be at least 3 hexes from the enemy (10.3b). Divisions on goals carry on (10.3e)";
}

std::string CommandState::emergencyRetreat(const Action& a, const World& w, Side s) {
    const json& p = a.payload;
    const OrderOfBattle& oob = w.losses(s).oob();
    const std::string command = unitId(oob, str(p, "command"));
    const Formation* f = oob.formation(command);
    if (f && f->kind == "army") throw InvalidInput("the army HQ never makes an emergency retreat (10.4)");
    if (!f && !oob.brigade(command) && !oob.artilleryUnit(command))
        throw InvalidInput("no corps, division or unit \"" + command + "\" in the " + oob.title);
    const std::string reason = str(p, "reason");
    if (reason != "threat" && reason != "hq-overrun" && reason != "archduke")
        throw InvalidInput("reason is threat (surrounded or destroyed, the player's call), hq-overrun (10.0c) or archduke (AE 3.4)");
    if (reason != "threat" && !retreatsDue_.count({static_cast<int>(s), command}))
        throw InvalidInput(command + " has no forced emergency retreat due (" + (reason == "archduke" ? "AE 3.4" : "10.0c") + ")");
    std::string t = (f ? f->name : command) + " makes an emergency retreat";
    for (auto& o : orders_)
        if (o.side == s && o.receiver == command && !o.finished()) {
            close(o, OrderStatus::Lost, w.now.turn, "lost in an emergency retreat", "10.4");
            t += "; order " + std::to_string(o.number) + " lost";
        }
    Order r;
    r.side = s;
    r.number = static_cast<int>(orders_.size()) + 1;
    r.receiver = command;
    r.receiverKind = f ? f->kind : "unit";
    r.method = "retreat";
    r.text = reason == "archduke" ? "Retreat the full movement allowance away from the enemy; units on goals rejoin the corps"
                                  : "Retreat one turn's movement to the rear: the HQ 6 to 14 MPs, the units staying within command radius";
    r.sentTurn = r.arrivalTurn = w.now.turn;
    r.status = OrderStatus::Implemented;
    r.events.push_back({w.now.turn, "emergency retreat, accepted at once; without orders after this turn", reason == "archduke" ? "10.4, AE 3.4" : "10.4"});
    orders_.push_back(r);
    int total = 0;
    if (p.contains("stragglers")) {
        if (!p["stragglers"].is_array()) throw InvalidInput("\"stragglers\" must be a list");
        for (const auto& e : p["stragglers"]) {
            const std::string b = str(e, "brigade");
            const int n = integer(e, "stragglers");
            if (n > 0) w.losses(s).mark(b, 0, n);
            total += n;
        }
    }
    retreatsDue_.erase({static_cast<int>(s), command});
    return t + "; " + r.text + " (" + (reason == "archduke" ? "AE 3.4" : "10.4") + "). Straggler Table for each infantry unit: " + std::to_string(total) +
           " straggler(s) marked (10.4, 21.1)";
}

} // namespace adc
