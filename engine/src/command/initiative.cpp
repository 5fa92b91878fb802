// Initiative and loose cannon (10.2): who may roll, one attempt per formation per turn
// (10.2c), the leader's own order accepted at once (10.2a, 10.2f), and the opponent's
// one-turn order for a loose cannon (10.2g).
#include "adc/command/command_state.h"

#include "adc/errors.h"
#include "payload.h"
#include "step_check.h"

#include <algorithm>
#include <set>

namespace adc {

using nlohmann::json;
using payload::flag;
using payload::str;

std::string CommandState::initiativeBlocked(const OrderOfBattle& oob, Side s, int turn,
                                            const std::string& formation) const {
    for (const auto& at : attempts_) {
        if (at.turn != turn || at.side != s) continue;
        for (const auto& c : at.covers)
            if (c == formation) {
                const Leader* l = oob.leader(at.leader);
                const Formation* f = oob.formation(formation);
                return (l ? l->name : at.leader) + " has already rolled for initiative for " +
                       (f ? f->name : formation) +
                       " this turn: one attempt per formation per turn (10.2c)";
            }
    }
    return {};
}

std::string CommandState::initiativeFormation(const OrderOfBattle& oob, const LeaderRoster& roster,
                                              const InPlayNow& inPlay, Side s, int turn,
                                              const std::string& leader) const {
    const Leader* l = oob.leader(leader);
    if (const Presence p = inPlay.of(s, {UnitKind::Leader, l ? l->id : leader}); !p.inPlay())
        throw InvalidInput(roster.leaderName(leader) + " is not on the map (" + p.text() +
                           "): only leaders in play roll for initiative (10.2c)");
    const Formation* f = oob.formation(commandOf(oob, roster, leader));
    if (!f)
        throw InvalidInput(roster.leaderName(leader) +
                           " commands no formation: only wing, corps and division leaders roll for "
                           "initiative (10.2c)");
    if (f->kind == "army")
        throw InvalidInput(
            "the army commander only issues formal orders; he cannot use initiative (10.2c)");
    if (const std::string why = initiativeBlocked(oob, s, turn, f->id); !why.empty())
        throw InvalidInput(why);
    return f->id;
}

std::string CommandState::initiative(const Action& a, const World& w, Side s) {
    const json& p = a.payload;
    requireStep(w.now, s, "initiative", "Initiative", "10.2");
    const OrderOfBattle& oob = w.losses(s).oob();
    const std::string leader = str(p, "leader");
    const Formation* f =
        oob.formation(initiativeFormation(oob, w.roster(s), w.inPlay, s, w.now.turn, leader));
    const std::string result = str(p, "result");
    if (result != "initiative" && result != "no_effect" && result != "loose_cannon")
        throw InvalidInput("an initiative result is initiative, no_effect or loose_cannon (10.2d)");
    InitiativeAttempt at{w.now.turn, s, leader, f->id, {f->id}, result, false};
    std::set<std::string> covered;
    for (const auto& other : attempts_)
        if (other.turn == w.now.turn && other.side == s)
            covered.insert(other.covers.begin(), other.covers.end());
    std::string others;
    if (f->kind == "corps")
        for (const auto& d : divisionsIn(oob, f->id)) {
            if (covered.count(d))
                others += (others.empty() ? "" : ", ") + d;
            else
                at.covers.push_back(d);
        }
    attempts_.push_back(at);
    std::string t = w.roster(s).leaderName(leader) + " rolls for initiative for " + f->name;
    // A loose cannon is told to the opponent (10.2g); the side's other attempts stay its secret.
    if (!others.empty() && result != "loose_cannon")
        t += " (not for " + others + ", which already rolled this turn)";
    t += ": rolled " + std::to_string(payload::integer(p, "roll")) + ", ";
    if (result == "initiative")
        return t + "initiative: he writes his own order, accepted at once (10.2a)";
    if (result == "loose_cannon")
        return t + "LOOSE CANNON: the opponent writes a one-turn order for " + f->name + " (10.2g)";
    return t + "no effect";
}

std::string CommandState::initiativeOrder(const Action& a, const World& w, Side s) {
    const json& p = a.payload;
    requireStep(w.now, s, "initiative", "An initiative order", "10.2a");
    const std::string leader = str(p, "leader");
    InitiativeAttempt* at = nullptr;
    for (std::size_t i = 0; i < attempts_.size(); ++i)
        if (const auto& x = attempts_[i]; x.turn == w.now.turn && x.side == s &&
                                          x.leader == leader && x.result == "initiative" &&
                                          !x.orderWritten)
            at = &attempts_.edit(i);
    if (!at)
        throw InvalidInput(
            w.roster(s).leaderName(leader) +
            " has no successful initiative roll this turn to write an order with (10.2a)");
    const OrderOfBattle& oob = w.losses(s).oob();
    // A corps leader may instead give one of the divisions he rolled for a goal (10.2f, 10.5b).
    std::string receiver = at->formation;
    if (const std::string r = str(p, "receiver", false); !r.empty()) {
        const Formation* f = oob.formation(r);
        if (!f || f->kind != "division" || f->id == at->formation ||
            std::find(at->covers.begin(), at->covers.end(), f->id) == at->covers.end())
            throw InvalidInput(
                "an initiative goal goes to a division the leader rolled for (10.2c, 10.5b), not " +
                r);
        receiver = f->id;
    }
    json q = p;
    q["receiver"] = receiver;
    q["goal"] = oob.formation(receiver)->kind == "division"; // a division's goal (10.5b)
    Order o = readOrder(q, s, w, "initiative");
    for (const std::size_t i : open_)
        if (const Order& other = orders_[i]; other.side == s && other.receiver == o.receiver &&
                                             other.pending() && !flag(p, "different"))
            throw InvalidInput("order " + std::to_string(other.number) + " to " + o.receiver +
                               " is " + other.statusText() +
                               ": initiative cannot issue an order still on its way or delayed, "
                               "only a different one; confirm with different=1 (10.2f)");
    o.sender = leader;
    o.number = nextNumber(s);
    at->orderWritten = true;
    Order& written = add(std::move(o));
    return "Initiative order " + std::to_string(written.number) + ": " +
           accepted(written, w, "initiative: accepted at once, no Command Points", "10.2a, 10.2f");
}

std::string CommandState::looseCannonOrder(const Action& a, const World& w, Side s) {
    const json& p = a.payload;
    const std::string leader = str(p, "leader");
    InitiativeAttempt* at = nullptr;
    for (std::size_t i = 0; i < attempts_.size(); ++i)
        if (const auto& x = attempts_[i]; x.turn == w.now.turn && x.side == s &&
                                          x.leader == leader && x.result == "loose_cannon" &&
                                          !x.orderWritten)
            at = &attempts_.edit(i);
    if (!at)
        throw InvalidInput(w.roster(s).leaderName(leader) +
                           " is not a loose cannon this turn (10.2g)");
    json q = p;
    q["receiver"] = at->formation;
    q["goal"] = w.losses(s).oob().formation(at->formation)->kind == "division";
    if (!q.contains("limit")) q["limit"] = "one turn's movement";
    Order o = readOrder(q, s, w, "loose-cannon");
    o.sender = "the opponent";
    o.number = nextNumber(s);
    // The record is public (10.2g): it says what the opponent ordered, never which of the
    // owner's orders it cancels nor their numbers (9.0). Those go into the owner's Order Log.
    // "The orders the force had" are those it has received: an order still on its way is
    // not the force's yet and arrives as usual, as 10.4's retreat loses only the orders
    // accepted or in delay (docs/rules.md).
    for (const std::size_t i : open_)
        if (const Order& other = orders_[i]; other.side == s && other.receiver == o.receiver &&
                                             !other.finished() &&
                                             other.status != OrderStatus::InTransit)
            close(edit(i), OrderStatus::Cancelled, w.now.turn,
                  "cancelled by the loose cannon's order " + std::to_string(o.number), "10.2g");
    o.status = OrderStatus::Implemented;
    o.events.push_back({w.now.turn,
                        "written by the opponent for this turn; the owner moves the force by it, "
                        "never against friendly units",
                        "10.2g"});
    at->orderWritten = true;
    add(o);
    const Formation* f = w.losses(s).oob().formation(o.receiver);
    return "Loose cannon: the opponent's order for " + (f ? f->name : o.receiver) + " (" +
           o.direction +
           "), moved this turn by its owner as ordered; it cancels any orders the force had, and "
           "afterwards the force is without orders (10.2g)";
}

} // namespace adc
