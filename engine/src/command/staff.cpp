#include "adc/command/staff.h"
#include "adc/action_kinds.h"

#include "adc/chances.h"
#include "adc/errors.h"
#include "adc/resolver.h"
#include "order_refusals.h"
#include "step_check.h"

#include <algorithm>

namespace adc {

using nlohmann::json;

namespace {

ResolverArgs withDice(ResolverArgs args, const DiceChoice& d) {
    if (d.roll) args.emplace_back("roll", std::to_string(*d.roll));
    return args;
}

json rolled(const ResolveOutcome& out) {
    json j = toJson(out.resolution);
    if (out.seed) j["seed"] = *out.seed;
    return j;
}

ResolveOutcome run(const ChartSet& charts, const std::string& name, const ResolverArgs& args,
                   const DiceChoice& d) {
    return resolve(charts, name, withDice(args, d), d.roll ? std::nullopt : d.seed);
}

bool contains(const std::vector<std::string>& v, const std::string& x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

} // namespace

std::string OrderDraft::loggedText() const {
    if (!text.empty() || type != "attack") return text;
    // 10.1c: direction and limit are what an Attack order must say; they say it on the log
    // too. One left out is refused for 10.1c, in the words every refusal of it uses.
    std::string composed = "Attack";
    if (!direction.empty()) composed += " towards " + direction;
    if (!limit.empty()) composed += "; limit: " + limit;
    if (!start.empty()) composed += "; starting " + start;
    return composed;
}

json OrderDraft::payload() const {
    json p{{"sender", sender}, {"receiver", receiver}, {"type", type}, {"text", loggedText()}};
    if (!method.empty()) p["method"] = method;
    if (!start.empty()) p["start"] = start;
    if (!direction.empty()) p["direction"] = direction;
    if (!limit.empty()) p["limit"] = limit;
    if (goal) p["goal"] = true;
    if (!units.empty()) p["units"] = units;
    if (!detach.empty()) p["detach"] = detach, p["to"] = to;
    if (disband) p["disband"] = true;
    if (recall) p["recall"] = true;
    if (different) p["different"] = true;
    if (!solitaire.empty()) p["solitaire_3_2b"] = solitaire;
    return p;
}

int Staff::commandPoints(Side s) const {
    const LeaderRoster& r = st_.roster(s);
    const int rating = r.ratingOrAsk(r.commander("army"));
    return resolve(charts_, "command-points", {{"rating", std::to_string(rating)}})
        .resolution.fields["points"]
        .get<int>();
}

int Staff::orderCost(const OrderDraft& d) const {
    if (d.method != "AO" && d.method != "AW" && d.method != "IPO")
        throw InvalidInput(
            "method is AO (aide, oral), AW (aide, written) or IPO (in person, oral), 10.1a");
    const std::string method =
        d.method == "AW" ? "written" : "oral"; // in-person orders are always oral (10.1a)
    return resolve(charts_, "order-cost", {{"method", method}, {"type", d.type}})
        .resolution.fields["cost"]
        .get<int>();
}

int Staff::transitTurns(const OrderDraft& d) const {
    const Leader* l = st_.oob(d.side).leader(d.receiver);
    if (l && l->rank == "aide") return 0; // AE 2.3: received the turn it is sent
    if (d.method == "IPO") {
        if (!d.inPerson)
            throw InvalidInput("an in-person order needs sender and receiver in the same hex "
                               "(10.1e): say in_person=1");
        return 0;
    }
    if (d.inPerson) throw InvalidInput("an order delivered in person is oral, method IPO (10.1a)");
    if (!d.mp)
        throw InvalidInput("an order by aide needs mp= (leader movement points from the sender to "
                           "the receiver's HQ, 10.1e)");
    return resolve(charts_, "delivery", {{"mp", std::to_string(*d.mp)}})
        .resolution.fields["turns"]
        .get<int>();
}

bool Staff::receivesGoal(Side s, const std::string& receiver) const {
    const OrderOfBattle& oob = st_.oob(s);
    const Formation* f = oob.formation(receiver);
    return (f && f->kind == "division") || oob.brigade(receiver) || oob.artilleryUnit(receiver);
}

std::vector<OrderReceiver> Staff::receivers(Side s) const {
    const OrderOfBattle& oob = st_.oob(s);
    const bool french =
        s == Side::French; // AE 2.5: no French brigade or artillery unit takes a goal
    std::vector<OrderReceiver> out;
    for (const char* kind : {"corps", "division"}) // 10.0a: the army commander receives none
        for (const auto& f : oob.formations)
            if (f.kind == kind) out.push_back({f.id, f.name, kind});
    if (!french) {
        for (const auto& b : oob.brigades)
            if (b.arm == Arm::Cavalry) out.push_back({b.id, b.name, "brigade"}); // 10.5b
        for (const auto& a : oob.artillery)
            out.push_back({a.id, a.id, "artillery"});
    }
    for (const auto& l : oob.leaders)
        if (l.rank == "aide") out.push_back({l.id, l.name, "aide"}); // AE 2.3
    return out;
}

DraftReview Staff::reviewDraft(const OrderDraft& d, OrderMode mode) const {
    DraftReview r;
    const bool writing = mode == OrderMode::Write;
    auto block = [&r](const std::string& why) {
        if (!why.empty()) r.blockers.push_back(why);
    };
    // Each figure on its own: one that cannot be worked out yet is a blocker, not the end.
    auto attempt = [&block](auto&& f) {
        try {
            f();
        } catch (const std::exception& e) {
            block(e.what());
        }
    };
    if (d.sender.empty())
        block(writing ? "choose the sender (10.1a)" : "choose the leader (10.2f)");
    if (writing && d.receiver.empty()) block("choose the receiver (10.1a)");
    // An Attack order's text may be left to its direction and limit, which 10.1c asks for.
    if (d.type != "attack" && d.text.empty()) block("write the order's text (10.1a)");
    block(openEndedAttack(d.type == "attack", d.direction, d.limit));
    r.asksSolitaire = st_.rules().solitaire && mode != OrderMode::LooseCannon;
    if (r.asksSolitaire) block(solitaireQuestion(d.solitaire));
    if (!writing)
        return r; // initiative and loose cannon orders cost nothing and act at once (10.2a, 10.2g)
    attempt([&] {
        r.allowance = commandPoints(d.side);
        r.pointsLeft = r.allowance - st_.command().pointsSpent(d.side, st_.now().turn);
    });
    attempt([&] {
        r.cost = orderCost(d);
        if (r.allowance > 0) block(pointsShort(r.cost, r.allowance - r.pointsLeft, r.allowance));
    });
    if (!d.receiver.empty()) attempt([&] { r.transitTurns = transitTurns(d); });
    return r;
}

Action Staff::order(const OrderDraft& d, OrderMode mode) const {
    switch (mode) {
    case OrderMode::Initiative:
        return initiativeOrder(d);
    case OrderMode::LooseCannon:
        return looseCannonOrder(d);
    case OrderMode::Write:
        break;
    }
    return writeOrder(d);
}

Action Staff::writeOrder(const OrderDraft& d) const {
    json p = d.payload();
    p["cost"] = orderCost(d);
    p["allowance"] = commandPoints(d.side);
    p["transit_turns"] = transitTurns(d);
    if (d.mp) p["mp"] = *d.mp;
    return {0, kinds::OrderWrite, sideName(d.side), p, "", ""};
}

Action Staff::presetOrder(const OrderDraft& d) const {
    return {0, kinds::OrderPreset, sideName(d.side), d.payload(), "", ""};
}

Action Staff::initiativeOrder(const OrderDraft& d) const {
    json p = d.payload();
    p["leader"] = d.sender;
    return {0, kinds::InitiativeOrder, sideName(d.side), p, "", ""};
}

Action Staff::looseCannonOrder(const OrderDraft& d) const {
    json p = d.payload();
    p["leader"] = d.sender;
    p["side"] = sideName(d.side);
    return {0, kinds::LooseCannonOrder, "", p, "", ""}; // public: both players know (10.2g)
}

ResolverArgs Staff::acceptanceInputs(Side s, const std::string& sender, const std::string& receiver,
                                     const std::string& method, bool attack) const {
    const OrderOfBattle& oob = st_.oob(s);
    const LeaderRoster& roster = st_.roster(s);
    ResolverArgs a{{"sender", std::to_string(roster.ratingOrAsk(sender))},
                   {"method", method},
                   {"type", attack ? "attack" : "non-attack"}};
    if (const Leader* l = oob.leader(receiver); l && l->rank == "aide") {
        a.emplace_back("aide", "1"); // AE 2.3: the 10+ column whatever the ratings
        a.emplace_back("receiver", std::to_string(roster.rating(l->id).value_or(0)));
    } else if (const Formation* f = oob.formation(receiver)) {
        a.emplace_back("receiver", std::to_string(roster.ratingOrAsk(roster.commander(f->id))));
        if (s == Side::French && f->kind == "division" && f->parent == "army")
            a.emplace_back("guard", "1"); // AE 2.2
    } else if (oob.brigade(receiver) || oob.artilleryUnit(receiver)) {
        a.emplace_back("unit_goal", "1"); // 10.5b: receiver rating 2
    } else {
        throw InvalidInput("no receiver \"" + receiver + "\" in the " + oob.title);
    }
    return a;
}

Action Staff::rollAcceptance(Side s, int number, const DiceChoice& dice) const {
    requireStep(st_.now(), s, "new-order-acceptance", "New Order Acceptance",
                "10.1f"); // before any dice
    const Order* o = st_.command().order(s, number);
    if (!o)
        throw InvalidInput("there is no order " + std::to_string(number) + " on the " +
                           sideName(s) + " Order Log");
    if (o->status != OrderStatus::Arrived)
        throw InvalidInput(
            "order " + std::to_string(number) + " is " + o->statusText() +
            (o->status == OrderStatus::InTransit
                 ? ": it arrives on turn " + std::to_string(o->arrivalTurn) + " (10.1f)"
                 : ""));
    const std::string method =
        o->method == "AO" || o->method == "AW" || o->method == "IPO" ? o->method : "IPO";
    const auto out = run(charts_, "acceptance",
                         acceptanceInputs(s, o->sender, o->receiver, method, o->attack), dice);
    const json r = rolled(out);
    return {0,
            kinds::OrderAccept,
            sideName(s),
            {{"number", number}, {"result", r["result"]}, {"roll", r["roll"]}, {"resolution", r}},
            "",
            ""};
}

Action Staff::rollDelay(Side s, int number, const DiceChoice& dice) const {
    requireStep(st_.now(), s, "delay-reduction", "Delay Reduction", "10.1f");
    const Order* o = st_.command().order(s, number);
    if (!o || o->status != OrderStatus::Delayed)
        throw InvalidInput("order " + std::to_string(number) + " is not delayed");
    const auto out = run(charts_, "delay", {{"delay", o->delay}}, dice);
    const json r = rolled(out);
    return {
        0,
        kinds::OrderDelay,
        sideName(s),
        {{"number", number}, {"accepted", r["accepted"]}, {"roll", r["roll"]}, {"resolution", r}},
        "",
        ""};
}

Action Staff::rollInitiative(Side s, const std::string& leader, const DiceChoice& dice) const {
    requireStep(st_.now(), s, "initiative", "Initiative", "10.2");
    const Leader* l = st_.oob(s).leader(leader);
    const std::string id = l ? l->id : leader;
    // Refuse before the dice: who may roll, and the one attempt per formation (10.2c).
    st_.command().initiativeFormation(st_.oob(s), st_.roster(s), st_.inPlay(), s, st_.now().turn,
                                      id);
    // AE 2.7, 3.6: no anti-initiative ratings in Aspern-Essling.
    const auto out = run(charts_, "initiative",
                         {{"rating", std::to_string(st_.roster(s).ratingOrAsk(id))}}, dice);
    const json r = rolled(out);
    const std::string result = r["result"];
    json p{{"leader", id}, {"result", result}, {"roll", r["roll"]}, {"resolution", r}};
    if (result == "loose_cannon") { // the owner must tell the opponent (10.2g): a public record
        p["side"] = sideName(s);
        return {0, kinds::Initiative, "", p, "", ""};
    }
    return {0, kinds::Initiative, sideName(s), p, "", ""};
}

ResolverArgs Staff::stoppageInputs(Side s, int number, const std::vector<std::string>& offMap,
                                   bool lowAmmoRule, std::optional<int> rating) const {
    const Order* o = st_.command().order(s, number);
    if (!o)
        throw InvalidInput("there is no order " + std::to_string(number) + " on the " +
                           sideName(s) + " Order Log");
    const OrderOfBattle& oob = st_.oob(s);
    const LossChart& lc = st_.losses(s);
    const LeaderRoster& roster = st_.roster(s);
    int divisions = 1, wrecked = 0;
    bool lost = false;
    std::string leader;
    const Formation* f = oob.formation(o->receiver);
    if (f && f->kind == "corps") {
        divisions = 0;
        // In the corps now and on the map (10.3d; the players may name more that have left it);
        // divisions detached on goals check on their own (10.3e).
        for (const auto& d : st_.command().divisionsCounted(oob, st_.inPlay(), f->id)) {
            if (contains(offMap, d)) continue;
            ++divisions;
            if (lc.divisionWrecked(d)) ++wrecked;
        }
        if (divisions == 0)
            throw InvalidInput(f->name + " has no division on the map to count (10.3d)");
        lost = roster.originalCommanderLost(f->id);
        leader = roster.commander(f->id);
    } else if (f) { // a division on a goal: a corps of one division (10.3e, 10.5b)
        wrecked = lc.divisionWrecked(f->id) ? 1 : 0;
        lost = !f->commander.empty() && roster.lost(f->commander);
        leader = roster.commander(f->id);
    } else if (oob.brigade(o->receiver)) {
        wrecked = lc.wrecked(o->receiver) ? 1 : 0;
    } else if (o->receiverKind == "aide") {
        lost = roster.lost(o->receiver);
        leader = lost ? "" : o->receiver;
    }
    int r = 0;
    if (rating)
        r = *rating;
    else if (!leader.empty())
        r = roster.ratingOrAsk(leader);
    else
        throw InvalidInput(
            o->receiver +
            " has no leader of its own: give rating= for its Corps Attack Stoppage check (10.3e)");
    ResolverArgs a{{"divisions", std::to_string(divisions)},
                   {"wrecked", std::to_string(wrecked)},
                   {"rating", std::to_string(r)}};
    if (lost) a.emplace_back("commander_lost", "1");
    if (st_.now().night) a.emplace_back("night", "1");
    if (lowAmmoRule && s == Side::French && f && f->kind == "corps") { // AE 2.1 optional
        int units = 0, low = 0;
        for (const auto& d : st_.command().divisionsIn(oob, f->id))
            for (const Brigade* b : oob.brigadesOf(d)) {
                ++units;
                if (lc.row(b->id).lowAmmo) ++low;
            }
        for (const auto& id : lc.batteries())
            if (const ArtilleryUnit* au = oob.artilleryUnit(id);
                au && st_.command().corpsOf(oob, au->formation) == f->id) {
                ++units;
                if (lc.battery(id).lowAmmo) ++low;
            }
        if (units > 0 && 2 * low >= units) a.emplace_back("low_ammo", "1");
    }
    return a;
}

Action Staff::rollStoppage(Side s, int order, const std::vector<std::string>& offMap,
                           bool lowAmmoRule, std::optional<int> rating,
                           const DiceChoice& dice) const {
    requireStep(st_.now(), s, "attack-stoppage", "Corps Attack Stoppage", "10.3a");
    const auto due = st_.command().stoppageDue(s, st_.now().turn);
    if (std::none_of(due.begin(), due.end(),
                     [&](const StoppageDue& d) { return d.order == order; }))
        throw InvalidInput("order " + std::to_string(order) +
                           " has no Corps Attack Stoppage check due this Command Phase (10.3a)");
    const auto out =
        run(charts_, "cas", stoppageInputs(s, order, offMap, lowAmmoRule, rating), dice);
    const json r = rolled(out);
    const Order* o = st_.command().order(s, order);
    json p{{"order", order},    {"command", o->receiver}, {"passed", r["passed"]},
           {"roll", r["roll"]}, {"needed", r["needed"]},  {"resolution", r},
           {"off_map", offMap}};
    // What the players said of the map, kept so the check reads the same again (10.3d, AE 2.1).
    if (lowAmmoRule) p["low_ammo_rule"] = true;
    if (rating) p["rating"] = *rating;
    return {0, kinds::AttackStoppage, sideName(s), p, "", ""};
}

Action Staff::emergencyRetreat(Side s, const std::string& command, const std::string& reason,
                               const std::vector<std::string>& exclude,
                               const std::vector<std::string>& dg,
                               const std::vector<std::string>& routed,
                               const std::map<std::string, int>& rolls,
                               std::optional<std::uint64_t> seed) const {
    const OrderOfBattle& oob = st_.oob(s);
    const LossChart& lc = st_.losses(s);
    const Formation* f = oob.formation(command);
    const std::string id = f ? f->id : command;
    json marks = json::array();
    std::uint64_t n = 0;
    for (const auto& b : st_.command().retreatingInfantry(oob, st_.inPlay(), s, id)) {
        if (contains(exclude, b) || lc.eliminated(b)) continue;
        ResolverArgs a{{"morale", oob.brigade(b)->morale}};
        if (lc.wrecked(b)) a.emplace_back("wrecked", "1");
        if (st_.now().night) a.emplace_back("night", "1");
        if (contains(dg, b)) a.emplace_back("dg", "1");
        if (contains(routed, b)) a.emplace_back("routed", "1");
        DiceChoice d;
        if (const auto it = rolls.find(b); it != rolls.end())
            d.roll = it->second;
        else if (seed)
            d.seed = *seed + n;
        ++n;
        const auto out = run(charts_, "straggler", a, d);
        const BrigadeRow& row = lc.row(b);
        const int room = oob.brigade(b)->totalBoxes() - row.casualties - row.stragglers;
        const int got = std::min(out.resolution.fields["stragglers"].get<int>(), room);
        marks.push_back({{"brigade", b}, {"stragglers", got}, {"resolution", rolled(out)}});
    }
    for (const auto& [b, r] : rolls)
        if (std::none_of(marks.begin(), marks.end(),
                         [&brigade = b](const json& m) { return m["brigade"] == brigade; }))
            throw InvalidInput(b + " is not an infantry unit retreating with " + id + " (10.4)");
    // The units' states the players read off the map (21.1), kept so the table reads the same.
    json p{{"command", id}, {"reason", reason}, {"stragglers", marks}};
    if (!dg.empty()) p["dg"] = dg;
    if (!routed.empty()) p["routed"] = routed;
    return {0, kinds::EmergencyRetreat, sideName(s), p, "", ""};
}

} // namespace adc
