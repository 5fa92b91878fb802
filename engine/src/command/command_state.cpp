// The Order Log's life (10.1): writing and paying for orders, delivery, acceptance, delay
// reduction, implementation at the HQ (10.0a), pre-set orders (10.1i), and what ends an
// order. Initiative and attack stoppage live in initiative.cpp and attack_stoppage.cpp.
#include "adc/command/command_state.h"

#include "adc/action_kinds.h"
#include "adc/command/archduke.h"

#include "adc/errors.h"
#include "adc/play_mode.h"
#include "order_refusals.h"
#include "payload.h"
#include "step_check.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>

namespace adc {

using nlohmann::json;
using payload::flag;
using payload::integer;
using payload::str;
using payload::strings;

namespace {

std::string name(const OrderOfBattle& oob, const std::string& id) {
    if (const Formation* f = oob.formation(id)) return f->name;
    if (const Leader* l = oob.leader(id)) return l->name;
    return id;
}

} // namespace

CommandRules commandRulesOf(const json& info) {
    CommandRules r;
    if (!info.is_object()) return r; // a game made without settings
    if (info.contains("first_player") && info["first_player"].is_string()) {
        const std::string f = info["first_player"].get<std::string>();
        if (f == "french") r.firstPlayer = Side::French;
        if (f == "austrian") r.firstPlayer = Side::Austrian;
    }
    if (info.contains("variants") && info["variants"].is_object())
        r.archdukeConfidence = !info["variants"].value("archduke", false);
    r.solitaire = playModeOf(info) == PlayMode::Solitaire; // info may be empty (null)
    if (info.contains("first_turn") && info["first_turn"].is_string())
        r.startDate = info["first_turn"].get<std::string>().substr(0, 10);
    r.sharedOrderNumbers = !(info.contains("order_numbers") && info["order_numbers"] == "per-side");
    if (info.contains("in_play"))
        r.inPlay =
            InPlay::fromJson(info["in_play"]); // a game made before it was stored: all in play
    return r;
}

void markOrderNumbering(json& info) {
    if (info.is_null()) info = json::object();
    if (info.is_object()) info["order_numbers"] = "per-side";
}

// Where order `number` of side `s` is in the log, if there is such an order.
std::optional<std::size_t> CommandState::positionOf(Side s, int number) const {
    if (number < 1) return std::nullopt;
    const auto line = static_cast<std::size_t>(number - 1);
    if (sharedNumbers_) { // its line in the count of both sides' orders
        if (line >= orders_.size() || orders_[line].side != s) return std::nullopt;
        return line;
    }
    if (line >= lines(s).size()) return std::nullopt;
    return lines(s)[line];
}

const Order* CommandState::order(Side s, int number) const {
    const auto at = positionOf(s, number);
    return at ? &orders_[*at] : nullptr;
}

Order& CommandState::orderRef(Side s, int number) {
    if (const auto at = positionOf(s, number)) return edit(*at);
    const int last = nextNumber(s) - 1;
    throw InvalidInput(
        "there is no order " + std::to_string(number) + " on the " + sideName(s) + " Order Log" +
        (last > 0 ? " (1 to " + std::to_string(last) + ")" : " (it has no orders yet)"));
}

// 10.1c: an order's number is its line on its own side's Order Log (in a file written
// before that, its line in the count of both sides' orders).
int CommandState::nextNumber(Side s) const {
    if (sharedNumbers_) return static_cast<int>(orders_.size()) + 1;
    return static_cast<int>(lines(s).size()) + 1;
}

Order& CommandState::add(Order o) {
    const std::size_t at = orders_.size();
    lines(o.side).push_back(at);
    if (!o.finished()) open_.push_back(at);
    orders_.push_back(std::move(o));
    return edit(at);
}

// A finished order never comes back into force: the rules stop reading it.
void CommandState::forgetFinished() {
    open_.erase(std::remove_if(open_.begin(), open_.end(),
                               [&](std::size_t at) { return orders_[at].finished(); }),
                open_.end());
}

std::vector<const Order*> CommandState::ordersOf(Side s) const {
    std::vector<const Order*> out;
    out.reserve(lines(s).size());
    for (const std::size_t at : lines(s))
        out.push_back(&orders_[at]);
    return out;
}

const Order* CommandState::inForce(Side s, const std::string& command) const {
    for (auto it = open_.rbegin(); it != open_.rend(); ++it) {
        const Order& o = orders_[*it];
        if (o.side == s && o.receiver == command && o.inForce()) return &o;
    }
    return nullptr;
}

// The turn asked for is nearly always the one being played: the last on the list. The list
// is in turn order (a turn's entry is added when its first order is written, and the clock
// only goes forward), so a turn after the last has none: a new turn's first order does not
// walk the whole battle's turns (#37).
std::optional<std::size_t> CommandState::pointsAt(int turn) const {
    if (points_.size() == 0 || points_.back().turn < turn) return std::nullopt;
    for (std::size_t at = points_.size(); at-- > 0;)
        if (points_[at].turn == turn) return at;
    return std::nullopt;
}

const CommandState::TurnPoints* CommandState::pointsOf(int turn) const {
    const auto at = pointsAt(turn);
    return at ? &points_[*at] : nullptr;
}

int CommandState::pointsSpent(Side s, int turn) const {
    const TurnPoints* p = pointsOf(turn);
    return p ? p->spent[static_cast<int>(s)] : 0;
}

std::optional<int> CommandState::pointsAllowed(Side s, int turn) const {
    const TurnPoints* p = pointsOf(turn);
    if (!p || p->allowed[static_cast<int>(s)] < 0) return std::nullopt;
    return p->allowed[static_cast<int>(s)];
}

void CommandState::close(Order& o, OrderStatus s, int turn, const std::string& why,
                         const std::string& rule) {
    o.status = s;
    o.events.push_back({turn, why, rule});
}

// 10.0a: an accepted order is implemented once its corps commander enters his HQ's hex.
std::string CommandState::implementOrder(const Action& a, const World& w, Side s) {
    Order& o = orderRef(s, integer(a.payload, "number"));
    if (o.status != OrderStatus::Accepted)
        throw InvalidInput("order " + std::to_string(o.number) + " is " + o.statusText() +
                           ": only an accepted order is implemented (10.0a)");
    return implement(o, w, "the corps commander entered his HQ's hex");
}

// 10.1i: the scenario's attachments, before the game begins.
std::string CommandState::presetAttachment(const Action& a, const World& w, Side s) {
    const json& p = a.payload;
    if (w.now.started)
        throw InvalidInput(
            "attachments are set before the game begins (10.1i); later, by order (10.5c)");
    const OrderOfBattle& oob = w.losses(s).oob();
    const std::string unit = unitId(oob, str(p, "unit"));
    const Formation* to = oob.formation(str(p, "to"));
    if (!to) throw InvalidInput("no formation \"" + str(p, "to") + "\" in the " + oob.title);
    if (const std::string why = attachmentRefused(oob, w.roster(s), unit, to->id); !why.empty())
        throw InvalidInput(why);
    attach(oob, unit, to->id);
    return unit + " starts attached to " + to->name + " (10.1i, 10.5c)";
}

// The command system's actions, one handler each (the rules are cited at each handler).
CommandState::Handler CommandState::handlerFor(const std::string& kind) {
    static const std::unordered_map<std::string_view, Handler> h{
        {kinds::OrderWrite, &CommandState::write},
        {kinds::OrderPreset, &CommandState::preset},
        {kinds::OrderAccept, &CommandState::accept},
        {kinds::OrderDelay, &CommandState::reduceDelay},
        {kinds::OrderImplement, &CommandState::implementOrder},
        {kinds::OrderEnd, &CommandState::endOrder},
        {kinds::Initiative, &CommandState::initiative},
        {kinds::InitiativeOrder, &CommandState::initiativeOrder},
        {kinds::LooseCannonOrder, &CommandState::looseCannonOrder},
        {kinds::Contact, &CommandState::contact},
        {kinds::AttackStoppage, &CommandState::stoppage},
        {kinds::EmergencyRetreat, &CommandState::emergencyRetreat},
        {kinds::HqOverrun, &CommandState::overrun},
        {kinds::LannesChoice, &CommandState::lannes},
        {kinds::PresetAttachment, &CommandState::presetAttachment},
    };
    const auto found = h.find(kind);
    return found == h.end() ? nullptr : found->second;
}

bool CommandState::handles(const std::string& kind) {
    return handlerFor(kind) != nullptr;
}

std::string CommandState::apply(const Action& a, const World& w) {
    const Handler h = handlerFor(a.kind);
    if (!h) throw InvalidInput("unknown command action \"" + a.kind + "\"");
    // A loose cannon's roll and the opponent's order are public (10.2g): the side is in the
    // payload.
    const Side s = parseSide(a.side.empty() ? str(a.payload, "side") : a.side);
    std::string t = (this->*h)(a, w, s);
    forgetFinished();
    return t;
}

namespace {

using World = CommandState::World;

// 10.1a, 10.1c: the order's type and wording.
void readWording(Order& o, const json& p, const std::string& method) {
    o.text = str(p, "text");
    o.attack = str(p, "type") == "attack";
    if (!o.attack && str(p, "type") != "non-attack")
        throw InvalidInput("an order is attack or non-attack (10.1a)");
    o.start = str(p, "start", false);
    o.direction = str(p, "direction", false);
    o.limit = str(p, "limit", false);
    const bool printed =
        method == "preset" && flag(p, "scenario"); // the scenario's own wording stands (10.1i)
    if (const std::string why = openEndedAttack(o.attack && !printed, o.direction, o.limit);
        !why.empty())
        throw InvalidInput(why);
    o.goal = flag(p, "goal");
}

// AE 2.3: an order to one of Napoleon's aides de camp sends him out with a goal and one to
// four units, or recalls him.
void readAideReceiver(Order& o, const json& p, const Leader& l, bool french,
                      const OrderOfBattle& oob, const std::vector<std::string>& aidesInPlay) {
    if (!french) throw InvalidInput("only Napoleon has aides de camp (AE 2.3)");
    o.receiver = l.id;
    o.receiverKind = "aide";
    o.goal = true;
    const bool recall = flag(p, "recall");
    const bool playing =
        std::find(aidesInPlay.begin(), aidesInPlay.end(), l.id) != aidesInPlay.end();
    if (recall) {
        if (!playing)
            throw InvalidInput(l.name + " is not in play: there is nothing to recall (AE 2.3)");
        o.units.clear();
    } else {
        if (playing)
            throw InvalidInput(
                l.name + " is already in play with a goal; two aides at most, each once (AE 2.3)");
        o.units = strings(p, "units");
        if (o.units.empty() || o.units.size() > 4)
            throw InvalidInput("an aide de camp commands one to four units (AE 2.3)");
        for (const auto& u : o.units)
            if (!oob.brigade(u) && !oob.artilleryUnit(u))
                throw InvalidInput(u + " is not a unit of the " + oob.title + " (AE 2.3)");
    }
}

// 10.0a, 10.5b, AE 2.2, 2.5: a corps takes orders, a division divisional goals, and of
// brigades and artillery only Austrian cavalry brigades and artillery units take goals.
void readFormationReceiver(Order& o, const std::string& r, bool french, const OrderOfBattle& oob) {
    if (const Formation* f = oob.formation(r)) {
        o.receiver = f->id;
        if (f->kind == "army") throw InvalidInput("the army commander receives no orders (10.0a)");
        o.receiverKind = f->kind;
        if (f->kind == "division") {
            o.guard = french && f->parent == "army";
            if (o.guard) o.goal = true; // AE 2.2: the Guard is commanded by divisional goals
            if (!o.goal)
                throw InvalidInput(
                    "an order to a division is a divisional goal (10.5b); say goal=1");
        } else if (o.goal) {
            throw InvalidInput("divisional goals go to a division, a cavalry brigade or an "
                               "artillery unit (10.5b), not a corps");
        }
    } else if (const Brigade* b = oob.brigade(r)) {
        if (french)
            throw InvalidInput(
                "no French brigade or regiment may be given a divisional goal (AE 2.5)");
        if (b->arm != Arm::Cavalry)
            throw InvalidInput("of brigades, only cavalry brigades take divisional goals (10.5b)");
        o.receiver = b->id;
        o.receiverKind = "brigade";
        o.goal = o.unitGoal = true;
    } else if (const ArtilleryUnit* au = oob.artilleryUnit(r)) {
        if (french)
            throw InvalidInput("no French artillery unit may be given a divisional goal (AE 2.5)");
        o.receiver = au->id;
        o.receiverKind = "artillery";
        o.goal = o.unitGoal = true;
    } else {
        throw InvalidInput("no corps, division, brigade, artillery unit or aide \"" + r +
                           "\" in the " + oob.title);
    }
}

// 3.2b: in a solitaire game, an order written because of the other side's is not sent.
void checkSolitaireQuestion(const json& p, const World& w, const std::string& method) {
    if (!w.rules.solitaire || method == "preset" || method == "loose-cannon") return;
    if (const std::string why = solitaireQuestion(str(p, "solitaire_3_2b", false)); !why.empty())
        throw InvalidInput(why);
}

// 10.5c: a division (or Austrian cavalry brigade) detached to another corps, by the order to
// the corps that has it now.
void readDetachment(const CommandState& cs, Order& o, const json& p, Side s, const World& w,
                    const std::string& method) {
    const OrderOfBattle& oob = w.losses(s).oob();
    o.detach = str(p, "detach", false);
    if (o.detach.empty()) return;
    const std::string unit = CommandState::unitId(oob, o.detach);
    o.detach = unit;
    o.detachTo = str(p, "to");
    if (const Formation* t = oob.formation(o.detachTo)) o.detachTo = t->id;
    if (method != "preset" && cs.corpsOf(oob, unit) != o.receiver)
        throw InvalidInput("a detachment is ordered to the corps that now has " + unit + " (" +
                           cs.corpsOf(oob, unit) + "), 10.5c");
    if (const std::string why = cs.attachmentRefused(oob, w.roster(s), unit, o.detachTo);
        !why.empty())
        throw InvalidInput(why);
}

// AE 2.4: only the Provisional Corps is disbanded by order, once, when in play; AE 3.4: no
// Austrian Attack order while the Archduke is shaken.
void checkArmyOrders(const CommandState& cs, const Order& o, Side s, const World& w) {
    if (o.disband) {
        if (o.receiver != "prov-corps")
            throw InvalidInput("only Lannes' Provisional Corps is disbanded by order (AE 2.4)");
        if (!w.inPlay.schedule.inScenario(Side::French, {UnitKind::Hq, "prov-corps"}))
            throw InvalidInput("the Provisional Corps HQ is not in play in this scenario: Lannes "
                               "commands 2 Corps from the start (AE 2.4)");
        if (cs.provisionalCorpsDisbanded())
            throw InvalidInput("the Provisional Corps is already disbanded (AE 2.4)");
    }
    if (s == Side::Austrian && o.attack && cs.archdukeShaken())
        throw InvalidInput("no Austrian Attack order while " +
                           std::to_string(kArchdukeWreckedDivisions) +
                           " or more Austrian divisions are wrecked (AE 3.4)");
}

} // namespace

// Checks what every order needs, whoever writes it: a receiver that can take it, an Attack
// order's 10.1c details, the army rules on goals, aides and attachments.
Order CommandState::readOrder(const json& p, Side s, const World& w,
                              const std::string& method) const {
    const OrderOfBattle& oob = w.losses(s).oob();
    const bool french = s == Side::French;
    Order o;
    o.side = s;
    o.method = method;
    readWording(o, p, method);
    const std::string r = str(p, "receiver");
    if (const Leader* l = oob.leader(r); l && l->rank == "aide")
        readAideReceiver(o, p, *l, french, oob, aidesInPlay());
    else
        readFormationReceiver(o, r, french, oob);
    readDetachment(*this, o, p, s, w, method);
    o.disband = flag(p, "disband");
    checkArmyOrders(*this, o, s, w);
    checkSolitaireQuestion(p, w, method);
    o.sentTurn = o.arrivalTurn = w.now.turn;
    return o;
}

std::string CommandState::write(const Action& a, const World& w, Side s) {
    const json& p = a.payload;
    requireStep(w.now, s, "order-issue", "Order Issue", "10.1");
    const LeaderRoster& roster = w.roster(s);
    const OrderOfBattle& oob = w.losses(s).oob();
    const std::string army = roster.commander("army");
    const Leader* sender = oob.leader(str(p, "sender"));
    if (!sender || sender->id != army)
        throw InvalidInput("Command Points are the army commander's (10.1b): orders are sent by " +
                           roster.leaderName(army) + (sender ? ", not " + sender->name : ""));
    const std::string method = str(p, "method");
    if (method != "AO" && method != "AW" && method != "IPO")
        throw InvalidInput(
            "method is AO (aide, oral), AW (aide, written) or IPO (in person, oral), 10.1a");
    Order o = readOrder(p, s, w, method);
    o.sender = sender->id;
    const int transit = integer(p, "transit_turns", -1);
    if (transit < 0) throw InvalidInput("the order's delivery time is missing (10.1e)");
    o.arrivalTurn = w.now.turn + transit;
    o.cost = integer(p, "cost", -1);
    const int allowance = integer(p, "allowance", -1);
    if (o.cost < 0 || allowance < 0)
        throw InvalidInput("the order's cost and the Command Points available are missing (10.1b)");
    const int spent = pointsSpent(s, w.now.turn);
    if (const std::string why = pointsShort(o.cost, spent, allowance); !why.empty())
        throw InvalidInput(why);
    auto at = pointsAt(w.now.turn);
    if (!at) {
        points_.push_back({w.now.turn});
        at = points_.size() - 1;
    }
    TurnPoints& points = points_.edit(*at);
    points.spent[static_cast<int>(s)] = spent + o.cost;
    points.allowed[static_cast<int>(s)] = allowance;
    o.number = nextNumber(s);
    o.status = transit == 0 ? OrderStatus::Arrived : OrderStatus::InTransit;
    o.events.push_back({w.now.turn,
                        "written, " + std::to_string(o.cost) + " CP; arrives turn " +
                            std::to_string(o.arrivalTurn),
                        "10.1b, 10.1e"});
    std::string t =
        "Order " + std::to_string(o.number) + " to " + name(oob, o.receiver) + " (" +
        o.typeAndMethod() + "), " + std::to_string(o.cost) + " CP, " +
        std::to_string(allowance - spent - o.cost) + " left; " +
        (transit == 0 ? "arrives this turn" : "arrives turn " + std::to_string(o.arrivalTurn)) +
        " (10.1e)";
    if (o.attack && o.start.empty())
        t += "; no start time or signal, so it begins once accepted and implemented (10.1c)";
    add(std::move(o));
    return t;
}

std::string CommandState::preset(const Action& a, const World& w, Side s) {
    if (w.now.started)
        throw InvalidInput("pre-set orders are written before the game begins (10.1i)");
    // 10.1i: in force as the game begins, from the army's own commander; what the record says
    // of how it was sent must be a way orders are sent (10.1a).
    const json& p = a.payload;
    if (const std::string m = str(p, "method", false);
        !m.empty() && m != "AO" && m != "AW" && m != "IPO")
        throw InvalidInput("a pre-set order's method, when given, is AO, AW or IPO (10.1a), not " +
                           m);
    if (const std::string from = str(p, "sender", false); !from.empty()) {
        const Leader* l = w.losses(s).oob().leader(from);
        if (!l)
            throw InvalidInput("a " + sideTitle(s) + " pre-set order is sent by a leader of the " +
                               sideTitle(s) + " army, not " + from + " (10.1i)");
    }
    Order o = readOrder(a.payload, s, w, "preset");
    o.sender = w.roster(s).commander("army");
    o.number = nextNumber(s);
    o.status = OrderStatus::Implemented;
    o.events.push_back(
        {w.now.turn, "pre-set: accepted before the game begins, no Command Points", "10.1i"});
    if (!o.detach.empty()) implement(o, w, "pre-set");
    const std::string t =
        "Pre-set order " + std::to_string(o.number) + " to " + name(w.losses(s).oob(), o.receiver) +
        " (" + (o.attack ? "Attack" : "Non-Attack") + "), in force from the start (10.1i)";
    add(std::move(o));
    return t;
}

// A newly accepted order replaces what its receiver had, and is implemented at once by a
// leader without an HQ (10.1, 10.0a).
std::string CommandState::accepted(Order& o, const World& w, const std::string& why,
                                   const std::string& rule) {
    o.delay.clear();
    std::string t = cancelOthers(o, w, false);
    const Formation* f = w.losses(o.side).oob().formation(o.receiver);
    if (o.receiverKind == "aide" && o.units.empty()) { // AE 2.3: the recall ends the aide's goal
        for (const std::size_t at : open_)
            if (const Order& other = orders_[at]; other.number != o.number &&
                                                  other.side == o.side &&
                                                  other.receiver == o.receiver && other.inForce())
                close(edit(at), OrderStatus::Ended, w.now.turn,
                      "recalled by order " + std::to_string(o.number), "AE 2.3");
        close(o, OrderStatus::Ended, w.now.turn,
              why + "; the aide leaves the map and his units return to their commands", "AE 2.3");
        return "Order " + std::to_string(o.number) +
               " accepted: " + name(w.losses(o.side).oob(), o.receiver) +
               " returns to Napoleon (AE 2.3)" + t;
    }
    if (f && f->hasHq) {
        o.status = OrderStatus::Accepted;
        o.events.push_back({w.now.turn,
                            why + "; implemented when the corps commander enters his HQ's hex",
                            rule + ", 10.0a"});
        return "Order " + std::to_string(o.number) +
               " accepted: implemented when the commander enters his HQ's hex (10.0a)" + t;
    }
    o.status = OrderStatus::Accepted;
    o.events.push_back({w.now.turn, why, rule});
    return implement(o, w, "no HQ: implemented on acceptance (10.1)") + t;
}

std::string CommandState::cancelOthers(const Order& o, const World& w, bool pendingOnly) {
    std::string t;
    for (const std::size_t at : open_) {
        const Order& other = orders_[at];
        if (other.number == o.number || other.side != o.side || other.receiver != o.receiver)
            continue;
        if (other.status == OrderStatus::Delayed || (!pendingOnly && other.inForce())) {
            const int number = other.number; // `other` is the shared copy edit() may leave
            close(edit(at), OrderStatus::Cancelled, w.now.turn,
                  "replaced by order " + std::to_string(o.number), "10.1f");
            t += "; order " + std::to_string(number) + " cancelled";
        }
    }
    return t.empty() ? t : t + " (10.1f)";
}

std::string CommandState::implement(Order& o, const World& w, const std::string& why) {
    const OrderOfBattle& oob = w.losses(o.side).oob();
    o.status = OrderStatus::Implemented;
    o.events.push_back({w.now.turn, "implemented: " + why, "10.0a"});
    std::string t = "Order " + std::to_string(o.number) + " implemented: " + name(oob, o.receiver) +
                    " acts on it now";
    if (!o.detach.empty()) {
        attach(oob, o.detach, o.detachTo);
        t += "; " + o.detach + " now belongs to " + name(oob, o.detachTo) + " (10.5c)";
    }
    if (o.disband) {
        provDisbanded_ = true;
        for (auto it = frAttached_.begin(); it != frAttached_.end();)
            it = it->second == "prov-corps" ? frAttached_.erase(it) : std::next(it);
        w.roster(Side::French).releaseCommand("prov-corps");
        t += "; the Provisional Corps is disbanded, its divisions return to their corps; remove "
             "its HQ. Lannes may now take 2 Corps (AE 2.4)";
    }
    if (o.receiverKind == "aide")
        t += "; place " + name(oob, o.receiver) + " in Napoleon's hex (AE 2.3)";
    return t;
}

std::string CommandState::accept(const Action& a, const World& w, Side s) {
    const json& p = a.payload;
    requireStep(w.now, s, "new-order-acceptance", "New Order Acceptance", "10.1f");
    Order& o = orderRef(s, integer(p, "number"));
    if (o.status == OrderStatus::InTransit)
        throw InvalidInput("order " + std::to_string(o.number) + " arrives on turn " +
                           std::to_string(o.arrivalTurn) +
                           ": no acceptance roll before it is delivered (10.1f)");
    if (o.status != OrderStatus::Arrived)
        throw InvalidInput("order " + std::to_string(o.number) + " is " + o.statusText() +
                           ", not awaiting acceptance");
    const std::string r = str(p, "result");
    const std::string roll = " (rolled " + std::to_string(integer(p, "roll")) + ")";
    o.decidedTurn = w.now.turn;
    if (r == "A") return accepted(o, w, "accepted" + roll, "10.1f");
    if (r == "Dt") {
        close(o, OrderStatus::Distorted, w.now.turn, "distorted" + roll + ": thrown away", "10.1f");
        return "Order " + std::to_string(o.number) + " distorted" + roll +
               ": it is thrown away (10.1f)";
    }
    if (r == "D4" || r == "D5" || r == "D6") {
        o.status = OrderStatus::Delayed;
        o.delay = r;
        o.events.push_back(
            {w.now.turn,
             r + roll + ": one die each Command Phase from next turn, " + r.substr(1) + " or more",
             "10.1f"});
        return "Order " + std::to_string(o.number) + " delayed " + r + roll +
               "; Delay Reduction from next turn" + cancelOthers(o, w, true);
    }
    throw InvalidInput("an acceptance result is A, D4, D5, D6 or Dt (10.1f), not \"" + r + "\"");
}

std::string CommandState::reduceDelay(const Action& a, const World& w, Side s) {
    const json& p = a.payload;
    requireStep(w.now, s, "delay-reduction", "Delay Reduction", "10.1f");
    Order& o = orderRef(s, integer(p, "number"));
    if (o.status != OrderStatus::Delayed)
        throw InvalidInput("order " + std::to_string(o.number) + " is " + o.statusText() +
                           ", not delayed");
    if (o.decidedTurn >= w.now.turn)
        throw InvalidInput("Delay Reduction starts the turn after the delay was rolled (10.1f)");
    if (!delayRolls_.insert({static_cast<int>(s), o.number, w.now.turn}).second)
        throw InvalidInput("order " + std::to_string(o.number) +
                           " has had its Delay Reduction roll this turn");
    const int roll = integer(p, "roll");
    if (!flag(p, "accepted")) {
        o.events.push_back(
            {w.now.turn, "Delay Reduction: rolled " + std::to_string(roll) + ", still " + o.delay,
             "10.1f"});
        return "Order " + std::to_string(o.number) + " stays " + o.delay + " (rolled " +
               std::to_string(roll) + ", 10.1f)";
    }
    return accepted(o, w,
                    "delay lifted (rolled " + std::to_string(roll) + " against " + o.delay + ")",
                    "10.1f");
}

std::string CommandState::endOrder(const Action& a, const World& w, Side s) {
    const json& p = a.payload;
    Order& o = orderRef(s, integer(p, "number"));
    if (!o.inForce()) throw InvalidInput("order " + std::to_string(o.number) + " is not in force");
    const std::string reason = str(p, "reason");
    if (reason == "A") { // 10.5b A: back within command radius, the player's choice
        if (!o.goal || o.receiverKind == "aide")
            throw InvalidInput("reason A ends a divisional goal (10.5b)");
        close(o, OrderStatus::Ended, w.now.turn,
              "goal ended: back within command radius, reverting to corps orders", "10.5b");
        return "Divisional goal " + std::to_string(o.number) + " ended: " + o.receiver +
               " follows its corps' orders again (10.5b A)";
    }
    if (reason == "in-person") { // AE 2.3: Napoleon stacked with the aide in a Command Phase
        if (o.receiverKind != "aide")
            throw InvalidInput("only an aide de camp's goal is ended in person (AE 2.3)");
        requireStep(w.now, s, "", "the Command Phase", "AE 2.3");
        close(o, OrderStatus::Ended, w.now.turn, "ended in person by Napoleon, no roll", "AE 2.3");
        return name(w.losses(s).oob(), o.receiver) +
               "'s goal ended in person: he leaves the map and his units return to their commands "
               "(AE 2.3)";
    }
    if (reason ==
        "before-play") { // 10.1i: the players may change pre-set orders until the game begins
        if (o.method != "preset" || w.now.started)
            throw InvalidInput(
                "only a pre-set order is set aside, and only before the game begins (10.1i)");
        close(o, OrderStatus::Cancelled, w.now.turn, "set aside before play", "10.1i");
        return "Pre-set order " + std::to_string(o.number) +
               " set aside before play; write its replacement as a pre-set order (10.1i)";
    }
    throw InvalidInput("reason is A (a goal back within radius, 10.5b), in-person (an aide, AE "
                       "2.3) or before-play (a pre-set order, 10.1i)");
}

std::string CommandState::newTurn(const World& w) {
    // What happens to each side's orders is that side's secret (9.0): it goes into the
    // orders' own history, never into the public record of the turn.
    for (const std::size_t at : open_) {
        const Order& o = orders_[at];
        if (o.status == OrderStatus::InTransit && o.arrivalTurn <= w.now.turn) {
            Order& arrived = edit(at);
            arrived.status = OrderStatus::Arrived;
            arrived.events.push_back(
                {w.now.turn, "arrived: roll for acceptance in the New Order Acceptance segment",
                 "10.1f"});
        }
        if (const Order& now = orders_[at];
            (now.method == "loose-cannon" || now.method == "retreat") && now.inForce() &&
            now.sentTurn < w.now.turn)
            close(edit(at), OrderStatus::Ended, w.now.turn,
                  "one turn done: the force is without orders",
                  now.method == "retreat" ? "10.4" : "10.2g");
    }
    forgetFinished();
    if (!w.rules.archdukeConfidence) return {};
    int wrecked = 0;
    try {
        wrecked = w.austrian.wreckedDivisions();
    } catch (const InvalidInput&) {
        return "The Austrian wrecked-division count (AE 3.4) waits for a wrecked mark to be "
               "entered.";
    }
    if (wrecked >= kArchdukeWreckedDivisions && !archdukeShaken_) {
        archdukeShaken_ = true;
        for (const std::size_t at : open_)
            if (orders_[at].side == Side::Austrian && !orders_[at].finished())
                close(edit(at), OrderStatus::Cancelled, w.now.turn,
                      "Charles orders a general retreat: every order is cancelled", "AE 3.4");
        forgetFinished();
        // Only corps on the map retreat; one not yet arrived, or not in the scenario, does not.
        const OrderOfBattle& oob = w.austrian.oob();
        for (const auto& f : oob.formations)
            if (f.kind == "corps" && onMap(oob, w.inPlay, f.id))
                retreats_.emplace(std::pair{static_cast<int>(Side::Austrian), f.id},
                                  RetreatDue{f.id, w.now.turn, "archduke"});
    } else if (wrecked < kArchdukeWreckedDivisions && archdukeShaken_) {
        archdukeShaken_ = false;
    }
    return {};
}

std::vector<std::string> CommandState::unfinished(const TurnNow& now) const {
    std::vector<std::string> out;
    if (!now.phasing) return out;
    const Side s = *now.phasing;
    const std::string& step = now.step;
    if (step == "attack-stoppage")
        for (const auto& d : stoppageDue(s, now.turn))
            out.push_back("Corps Attack Stoppage check for " + d.command + " (order " +
                          std::to_string(d.order) + "); it cannot be skipped (10.3a)");
    if (step == "delay-reduction")
        for (const std::size_t at : open_)
            if (const Order& o = orders_[at];
                o.side == s && o.status == OrderStatus::Delayed && o.decidedTurn < now.turn &&
                !delayRolls_.count({static_cast<int>(s), o.number, now.turn}))
                out.push_back("Delay Reduction roll for order " + std::to_string(o.number) + " (" +
                              o.delay + ", 10.1f)");
    if (step == "new-order-acceptance")
        for (const std::size_t at : open_)
            if (const Order& o = orders_[at]; o.side == s && o.status == OrderStatus::Arrived)
                out.push_back("Acceptance roll for order " + std::to_string(o.number) +
                              ", which has arrived (10.1f)");
    if (step == "movement")
        for (const auto& r : retreats(s))
            if (r.turn <= now.turn)
                out.push_back("Emergency retreat of " + r.command + " (" + r.rule() + ")");
    return out;
}

std::vector<RetreatDue> CommandState::retreats(Side s) const {
    std::vector<RetreatDue> out;
    for (const auto& [key, r] : retreats_)
        if (key.first == static_cast<int>(s)) out.push_back(r);
    return out;
}

std::vector<RetreatDue> CommandState::retreatsDueNow(Side s, int turn) const {
    std::vector<RetreatDue> out;
    for (const auto& r : retreats(s))
        if (r.turn <= turn) out.push_back(r);
    return out;
}

std::vector<std::string> CommandState::retreatsDue(Side s, int turn) const {
    std::vector<std::string> out;
    for (const auto& r : retreatsDueNow(s, turn))
        out.push_back(r.command);
    return out;
}

} // namespace adc
