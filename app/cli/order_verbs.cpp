#include "order_verbs.h"

#include "adc/command/command_actions.h"

#include "cli_values.h"

#include "adc/chances.h"
#include "adc/errors.h"

#include <iostream>

using nlohmann::json;

namespace adc::cli {

Inputs::Inputs(const std::vector<std::string>& args, std::string verb)
    : kv_(keyValues(args)), verb_(std::move(verb)) {}

std::string Inputs::need(const std::string& k, const std::string& what) {
    if (!kv_.count(k)) throw InvalidInput("order " + verb_ + " needs " + k + "= (" + what + ")");
    return take(k);
}

std::string Inputs::take(const std::string& k) {
    const auto it = kv_.find(k);
    if (it == kv_.end()) return {};
    std::string v = it->second;
    kv_.erase(it);
    return v;
}

bool Inputs::flag(const std::string& k) {
    const std::string v = take(k);
    if (v.empty() || v == "0") return false;
    if (v == "1") return true;
    throw InvalidInput(k + " is 1 or 0");
}

std::optional<int> Inputs::number(const std::string& k) {
    const std::string v = take(k);
    if (v.empty()) return std::nullopt;
    return toInt(k, v);
}

Side Inputs::side() {
    return parseSide(need("side", "french or austrian"));
}

DiceChoice Inputs::dice() {
    DiceChoice d;
    d.roll = number("roll");
    if (const std::string s = take("seed"); !s.empty()) d.seed = toSeed(s);
    return d;
}

void Inputs::done() const {
    if (!kv_.empty())
        throw InvalidInput("order " + verb_ + " does not take " + kv_.begin()->first + "=");
}

int OrderContext::perform(const Action& a) {
    in.done();
    const Action done = session.perform(a);
    json out{{"action", actionJson(done)}};
    if (done.payload.contains("resolution")) out["resolution"] = done.payload["resolution"];
    std::cout << out.dump(2) << '\n';
    return 0;
}

namespace {

// What every order says (10.1a, 10.1c) and the solitaire question (3.2b).
void orderWords(Inputs& in, OrderDraft& d) {
    d.type = in.need("type", "attack or non-attack, 10.1a");
    // An Attack order may leave its text to its direction and limit (10.1c).
    d.text = d.type == "attack" ? in.take("text") : in.need("text", "the order as written");
    d.start = in.take("start");
    d.direction = in.take("direction");
    d.limit = in.take("limit");
    d.solitaire = in.take("solitaire_3_2b");
}

OrderDraft draftFrom(Inputs& in, const Staff& staff, Side side, bool sender) {
    OrderDraft d;
    d.side = side;
    if (sender) d.sender = in.need("sender", "the army commander sending it");
    d.receiver = in.need("receiver", "a corps, a division or unit for a goal, or an aide");
    orderWords(in, d);
    const bool saysGoal = in.has("goal");
    d.goal = saysGoal ? in.flag("goal") : staff.receivesGoal(side, d.receiver); // 10.5b unless said
    d.units = listOf(in.take("units"));
    d.detach = in.take("detach");
    d.to = in.take("to");
    d.disband = in.flag("disband");
    d.recall = in.flag("recall");
    return d;
}

json orderLine(const Order& o, const TurnClock& clock) {
    json j = toJson(o);
    j["arrival_time"] = clock.at(o.arrivalTurn);
    j["sent_time"] = clock.at(o.sentTurn);
    return j;
}

int write(OrderContext& c) {
    const Side side = c.in.side();
    OrderDraft d = draftFrom(c.in, c.staff, side, true);
    d.method = c.in.need("method", "AO, AW or IPO, 10.1a");
    d.mp = c.in.number("mp");
    d.inPerson = c.in.flag("in_person");
    return c.perform(c.staff.writeOrder(d));
}

int preset(OrderContext& c) {
    return c.perform(c.staff.presetOrder(draftFrom(c.in, c.staff, c.in.side(), false)));
}

int orderChances(OrderContext& c) { // 10.1f: an order's chances before it is sent
    Inputs& in = c.in;
    const Side side = in.side();
    const std::string sender = in.need("sender", "the sending leader"),
                      receiver = in.need("receiver", "the receiver");
    const std::string method = in.need("method", "AO, AW or IPO"),
                      type = in.need("type", "attack or non-attack");
    in.done();
    std::cout << toJson(chances(c.charts, "acceptance",
                                c.staff.acceptanceInputs(side, sender, receiver, method,
                                                         type == "attack")))
                     .dump(2)
              << '\n';
    return 0;
}

int points(OrderContext& c) { // 10.1b
    const Side side = c.in.side();
    c.in.done();
    const GameState& st = c.session.state();
    const int allowance = c.staff.commandPoints(side),
              spent = st.command().pointsSpent(side, st.now().turn);
    std::cout << json{{"side", sideName(side)},
                      {"turn", st.now().turn},
                      {"army_commander", st.roster(side).commander("army")},
                      {"allowance", allowance},
                      {"spent", spent},
                      {"left", allowance - spent},
                      {"rule", "10.1b: unused points are lost at the end of the turn"}}
                     .dump(2)
              << '\n';
    return 0;
}

int list(OrderContext& c) { // the Order Log, as one side may see it (9.0)
    const std::string v = c.in.take("viewer");
    c.in.done();
    std::optional<Side> viewer;
    if (!v.empty() && v != "all") viewer = parseSide(v);
    const GameState& st = c.session.state();
    json out = json::array();
    for (const auto& o : st.command().orders()) {
        const bool own = !viewer || o.side == *viewer;
        if (!own && o.method != "loose-cannon") continue;
        json line = orderLine(o, c.clock);
        // Its line on the other side's log would tell how many orders they wrote (9.0).
        if (!own) line.erase("number");
        out.push_back(line);
    }
    std::cout << json{{"viewer", viewer ? sideName(*viewer) : "all"},
                      {"turn", st.now().turn},
                      {"now", c.clock.at(st.now().turn)},
                      {"orders", out}}
                     .dump(2)
              << '\n';
    return 0;
}

int accept(OrderContext& c) {
    const Side side = c.in.side();
    const int n = toInt("number", c.in.need("number", "the order's line on the Order Log"));
    return c.perform(c.staff.rollAcceptance(side, n, c.in.dice()));
}

int delay(OrderContext& c) {
    const Side side = c.in.side();
    const int n = toInt("number", c.in.need("number", "the delayed order"));
    return c.perform(c.staff.rollDelay(side, n, c.in.dice()));
}

int implement(OrderContext& c) {
    const Side side = c.in.side();
    return c.perform(implementOrder(side, toInt("number", c.in.need("number", "the order"))));
}

int end(OrderContext& c) {
    const Side side = c.in.side();
    const int n = toInt("number", c.in.need("number", "the order"));
    return c.perform(
        endOrder(side, n,
                 c.in.need("reason",
                           "A (a goal back within radius, 10.5b) or in-person (an aide, AE 2.3)")));
}

int initiative(OrderContext& c) {
    const Side side = c.in.side();
    const std::string leader = c.in.need("leader", "a corps or division leader");
    return c.perform(c.staff.rollInitiative(side, leader, c.in.dice()));
}

// An order the leader who rolled writes himself (10.2f), or the opponent writes for him (10.2g).
OrderDraft rolledOrder(Inputs& in) {
    OrderDraft d;
    d.side = in.side(); // the force's side; a loose cannon's order is the opponent's to write
    d.sender = in.need("leader", "the leader who rolled");
    orderWords(in, d);
    d.different = in.flag("different");
    return d;
}

int initiativeOrder(OrderContext& c) {
    OrderDraft d = rolledOrder(c.in);
    d.receiver = c.in.take("receiver"); // a corps leader's goal for one of his divisions
    return c.perform(c.staff.initiativeOrder(d));
}

int looseCannonOrder(OrderContext& c) {
    return c.perform(c.staff.looseCannonOrder(rolledOrder(c.in)));
}

int contact(OrderContext& c) {
    const Side side = c.in.side();
    const std::string command = c.in.need("command", "the attacking corps, or division on a goal");
    return c.perform(commandContact(side, command, c.in.need("kind", "fire or charge, 10.3a")));
}

int checks(OrderContext& c) { // what this Command Phase must do (10.3a, 10.1f, AE 3.4)
    const Side side = c.in.side();
    const bool lowAmmoRule = c.in.flag("low_ammo_rule");
    c.in.done();
    const GameState& st = c.session.state();
    const CommandState& cs = st.command();
    json due = json::array();
    for (const auto& d : cs.stoppageDue(side, st.now().turn)) {
        json j{{"order", d.order}, {"command", d.command}, {"contact_turn", d.contactTurn}};
        try {
            const auto args = c.staff.stoppageInputs(side, d.order, {}, lowAmmoRule, std::nullopt);
            json inputs = json::object();
            for (const auto& [k, v] : args)
                inputs[k] = v;
            j["inputs"] = inputs;
            // A cell the check reads that nobody has entered yet (10.3a): asked for now.
            for (const auto& u : chances(c.charts, "cas", args).unknown)
                j["needs_chart_value"] = {
                    {"chart", u.cell.chart_id},   {"line", u.cell.line_key},
                    {"label", u.cell.line_label}, {"at", u.cell.outcome},
                    {"hint", u.cell.hint},        {"message", NeedsChartValue(u.cell).what()}};
        } catch (const InvalidInput& e) {
            j["needs"] = e.what();
        }
        due.push_back(j);
    }
    json retreats = json::array();
    for (const auto& r : cs.retreats(side))
        retreats.push_back(
            {{"command", r.command}, {"turn", r.turn}, {"reason", r.reason}, {"rule", r.rule()}});
    std::cout << json{{"side", sideName(side)},
                      {"turn", st.now().turn},
                      {"step", st.now().step},
                      {"attack_stoppage", due},
                      {"attack_stoppage_rule",
                       "8.2, 10.3a: only an attacking command fired on at two hexes or less, "
                       "or charged, in the previous turn checks"},
                      {"retreats_due", cs.retreatsDue(side, st.now().turn)},
                      {"retreats", retreats},
                      {"archduke_shaken", cs.archdukeShaken()},
                      {"lannes_chooses",
                       side == Side::French && cs.lannesChooses(st.oob(Side::French), st.inPlay())},
                      {"unfinished", st.unfinished()}}
                     .dump(2)
              << '\n';
    return 0;
}

int stoppage(OrderContext& c) {
    const Side side = c.in.side();
    const int n = toInt("order", c.in.need("order", "the Attack order whose command checks"));
    const auto offMap = listOf(c.in.take("off_map"));
    const bool lowAmmoRule = c.in.flag("low_ammo_rule");
    const auto rating = c.in.number("rating");
    return c.perform(c.staff.rollStoppage(side, n, offMap, lowAmmoRule, rating, c.in.dice()));
}

int retreat(OrderContext& c) {
    Inputs& in = c.in;
    const Side side = in.side();
    const std::string command =
        in.need("command", "the corps, division on a goal or independent unit");
    const std::string reason = in.need("reason", "threat, hq-overrun or archduke");
    const auto exclude = listOf(in.take("exclude")), dg = listOf(in.take("dg")),
               routed = listOf(in.take("routed"));
    std::map<std::string, int> rolls;
    for (const auto& r : listOf(in.take("rolls"))) {
        const auto colon = r.rfind(':');
        if (colon == std::string::npos) throw InvalidInput("rolls= is BRIGADE:DIE,... not " + r);
        rolls[r.substr(0, colon)] = toInt("rolls", r.substr(colon + 1));
    }
    std::optional<std::uint64_t> seed;
    if (const std::string sd = in.take("seed"); !sd.empty()) seed = toSeed(sd);
    return c.perform(
        c.staff.emergencyRetreat(side, command, reason, exclude, dg, routed, rolls, seed));
}

int overrun(OrderContext& c) {
    const Side side = c.in.side();
    return c.perform(hqOverrun(side, c.in.need("command", "the corps whose HQ was overrun")));
}

int lannes(OrderContext& c) {
    return c.perform(lannesChoice(c.in.need("choice", "provisional or second-corps")));
}

// The words of an order (10.1a, 10.1c), as write, preset and a rolled order take them.
const std::string kOrderWords =
    "type=attack|non-attack  (10.1a)\n"
    "text=TEXT  the order as written; an Attack order without it is logged with its direction "
    "and limit\n"
    "[start=] [direction=] [limit=]  an Attack order needs direction= and limit= (10.1c)\n"
    "[solitaire_3_2b=no]  the solitaire question (3.2b)";
const std::string kDraftKeys =
    "receiver=  a corps, a division or unit for a goal, or an aide (AE 2.3)\n" + kOrderWords +
    "\n[goal=1|0]  default: 1 for an order to a division, an Austrian cavalry brigade or artillery "
    "unit "
    "(10.5b); goal=0 refuses such an order\n"
    "[units=A,B]  an aide's units (AE 2.3)\n"
    "[detach=UNIT to=CORPS]  an attachment (AE 2.5, 3.3)\n"
    "[disband=1]  the Provisional Corps (AE 2.4)\n"
    "[recall=1]";
const std::string kSide = "side=french|austrian\n";
const std::string kDice =
    "\n[roll=11..66 | seed=N]  the player's dice, or the app's (a fresh seed is recorded)";

} // namespace

const std::vector<OrderVerb>& orderVerbs() {
    static const std::vector<OrderVerb> v{
        {"write", "10.1a-e", "Write an order and send it, priced and timed by the staff",
         kSide +
             "sender=  the army commander sending it\nmethod=AO|AW|IPO  (10.1a)\n"
             "[mp=N | in_person=1]  the aide's movement points, or delivered in person\n" +
             kDraftKeys,
         write},
        {"preset", "10.1i", "Enter a scenario's pre-set order, before the game begins",
         kSide + kDraftKeys, preset},
        {"chances", "10.1f", "An order's acceptance chances before it is sent",
         kSide + "sender=  the sending leader\nreceiver=\nmethod=AO|AW|IPO\ntype=attack|non-attack",
         orderChances},
        {"points", "10.1b", "This turn's Command Points: allowance, spent, left",
         "side=french|austrian", points},
        {"list", "9.0",
         "The Order Log; a side sees only its own orders and the other side's loose cannons",
         "[viewer=french|austrian|all]", list},
        {"accept", "10.1f", "Roll New Order Acceptance",
         kSide + "number=N  the order's line on the side's Order Log" + kDice, accept},
        {"delay", "10.1f", "Roll Delay Reduction, from the turn after the delay",
         kSide + "number=N  the delayed order" + kDice, delay},
        {"implement", "10.0a", "The corps commander entered his HQ's hex: the order is implemented",
         kSide + "number=N", implement},
        {"end", "10.5b, AE 2.3, 10.1i",
         "End an order: a goal back within radius, an aide in person, a pre-set order set aside",
         kSide + "number=N\nreason=A|in-person|before-play", end},
        {"initiative", "10.2c-d, 10.2g",
         "Roll a leader's Initiative (a loose cannon is recorded for both sides)",
         kSide + "leader=  a corps or division leader on the map" + kDice, initiative},
        {"initiative-order", "10.2a, 10.2f, 10.5b",
         "The order a leader who took the initiative writes himself",
         kSide + "leader=  the leader who rolled\n" + kOrderWords +
             "\n[receiver=DIVISION]  a corps leader's goal for one of his divisions\n[different=1]",
         initiativeOrder},
        {"loose-cannon-order", "10.2g",
         "The order the opponent writes for a loose cannon, for one turn",
         "side=french|austrian  the force's side\nleader=  the leader who rolled\n" + kOrderWords +
             "\n[different=1]",
         looseCannonOrder},
        {"contact", "10.3a",
         "The attacking command was fired on at two hexes or less, or charged, this turn",
         kSide + "command=  the attacking corps, or division on a goal\nkind=fire|charge", contact},
        {"checks", "10.3a, 10.1f, AE 3.4",
         "What the Command Phase must still do: stoppage checks, retreats due, unfinished rolls",
         kSide + "[low_ammo_rule=1]  AE 2.1 optional", checks},
        {"stoppage", "10.3a-e", "Roll Corps Attack Stoppage for an Attack order's command",
         kSide +
             "order=N  the Attack order whose command checks\n[off_map=DIV,...]  divisions off the "
             "map (10.3d)\n"
             "[low_ammo_rule=1]  AE 2.1 optional\n[rating=N]" +
             kDice,
         stoppage},
        {"retreat", "10.4, 21.1, AE 3.4",
         "Emergency retreat: orders lost, the Straggler Table for every infantry unit on the map",
         kSide + "command=  the corps, division on a goal or independent "
                 "unit\nreason=threat|hq-overrun|archduke\n"
                 "[exclude=A,B] [dg=A,B] [routed=A,B]\n[rolls=BRIGADE:DIE,...]  the player's "
                 "dice\n[seed=N]",
         retreat},
        {"hq-overrun", "10.0c",
         "A corps HQ was overrun: the corps must retreat in the following turn",
         kSide + "command=  the corps whose HQ was overrun", overrun},
        {"lannes", "AE 2.4", "Lannes's choice once 2 Corps has arrived",
         "choice=provisional|second-corps", lannes},
    };
    return v;
}

} // namespace adc::cli
