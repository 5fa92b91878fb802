#include "order_command.h"
#include "adc/command/command_actions.h"

#include "cli_values.h"

#include "adc/chances.h"
#include "adc/errors.h"
#include "adc/game_session.h"
#include "adc/scenarios/scenario_catalog.h"
#include "adc/scenarios/scenario_game_info.h"
#include "adc/command/staff.h"
#include "turn_clock.h"

#include <iostream>
#include <optional>

using nlohmann::json;

namespace adc::cli {

namespace {

const char* kUsage =
    "write, preset, chances, points, list, accept, delay, implement, end, initiative, initiative-order, loose-cannon-order, "
    "contact, checks, stoppage, retreat, hq-overrun, lannes (see docs/cli.md)";

// The key=value inputs of one command, each used at most once; what is left over is refused.
class Inputs {
  public:
    Inputs(const std::vector<std::string>& args, std::string verb) : kv_(keyValues(args)), verb_(std::move(verb)) {}
    std::string need(const std::string& k, const std::string& what) {
        if (!kv_.count(k)) throw InvalidInput("order " + verb_ + " needs " + k + "= (" + what + ")");
        return take(k);
    }
    std::string take(const std::string& k) {
        const auto it = kv_.find(k);
        if (it == kv_.end()) return {};
        std::string v = it->second;
        kv_.erase(it);
        return v;
    }
    bool has(const std::string& k) const { return kv_.count(k) > 0; }
    bool flag(const std::string& k) {
        const std::string v = take(k);
        if (v.empty() || v == "0") return false;
        if (v == "1") return true;
        throw InvalidInput(k + " is 1 or 0");
    }
    std::optional<int> number(const std::string& k) {
        const std::string v = take(k);
        if (v.empty()) return std::nullopt;
        return toInt(k, v);
    }
    Side side() { return parseSide(need("side", "french or austrian")); }
    DiceChoice dice() {
        DiceChoice d;
        d.roll = number("roll");
        if (const std::string s = take("seed"); !s.empty()) d.seed = toSeed(s);
        return d;
    }
    void done() const {
        if (!kv_.empty()) throw InvalidInput("order " + verb_ + " does not take " + kv_.begin()->first + "=");
    }

  private:
    std::map<std::string, std::string> kv_;
    std::string verb_;
};

// What every order says (10.1a, 10.1c) and the solitaire question (3.2b).
void orderWords(Inputs& in, OrderDraft& d) {
    d.type = in.need("type", "attack or non-attack, 10.1a");
    d.text = in.need("text", "the order as written");
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

} // namespace

OrderCommand::OrderCommand(CLI::App& order) : app_(&order) {
    order.add_option("verb", verb_, std::string("One of: ") + kUsage)->required();
    order.add_option("file", file_, "The game file")->required();
    order.add_option("args", args_, "key=value inputs");
}

int OrderCommand::run(const ChartSet& charts, const std::string& tablesDir) {
    const OrderOfBattle french = loadOrderOfBattle(tablesDir + "/oob/french.json");
    const OrderOfBattle austrian = loadOrderOfBattle(tablesDir + "/oob/austrian.json");
    GameSession s = GameSession::open(file_, french, austrian);
    const ScenarioCatalog catalog = ScenarioCatalog::load(tablesDir + "/scenarios", french, austrian);
    const TurnClock clock(&catalog, s.file().info());
    Inputs in(args_, verb_);
    auto perform = [&](const Action& a) {
        in.done();
        const Action done = s.perform(a);
        json out{{"action", actionJson(done)}};
        if (done.payload.contains("resolution")) out["resolution"] = done.payload["resolution"];
        std::cout << out.dump(2) << '\n';
        return 0;
    };
    const Staff staff(s.state(), charts);
    const CommandState& cs = s.state().command();
    const TurnNow& now = s.state().now();

    if (verb_ == "write") {
        const Side side = in.side();
        OrderDraft d = draftFrom(in, staff, side, true);
        d.method = in.need("method", "AO, AW or IPO, 10.1a");
        d.mp = in.number("mp");
        d.inPerson = in.flag("in_person");
        return perform(staff.writeOrder(d));
    }
    if (verb_ == "preset") return perform(staff.presetOrder(draftFrom(in, staff, in.side(), false)));
    if (verb_ == "chances") { // 10.1f: an order's chances before it is sent
        const Side side = in.side();
        const std::string sender = in.need("sender", "the sending leader"), receiver = in.need("receiver", "the receiver");
        const std::string method = in.need("method", "AO, AW or IPO"), type = in.need("type", "attack or non-attack");
        in.done();
        std::cout << toJson(chances(charts, "acceptance", staff.acceptanceInputs(side, sender, receiver, method, type == "attack"))).dump(2) << '\n';
        return 0;
    }
    if (verb_ == "points") { // 10.1b
        const Side side = in.side();
        in.done();
        const int allowance = staff.commandPoints(side), spent = cs.pointsSpent(side, now.turn);
        std::cout << json{{"side", sideName(side)}, {"turn", now.turn}, {"army_commander", s.state().roster(side).commander("army")},
                          {"allowance", allowance}, {"spent", spent}, {"left", allowance - spent},
                          {"rule", "10.1b: unused points are lost at the end of the turn"}}
                         .dump(2)
                  << '\n';
        return 0;
    }
    if (verb_ == "list") { // the Order Log, as one side may see it (9.0)
        const std::string v = in.take("viewer");
        in.done();
        std::optional<Side> viewer;
        if (!v.empty() && v != "all") viewer = parseSide(v);
        json out = json::array();
        for (const auto& o : cs.orders()) {
            const bool own = !viewer || o.side == *viewer;
            if (!own && o.method != "loose-cannon") continue;
            json line = orderLine(o, clock);
            // Its line on the other side's log would tell how many orders they wrote (9.0).
            if (!own) line.erase("number");
            out.push_back(line);
        }
        std::cout << json{{"viewer", viewer ? sideName(*viewer) : "all"}, {"turn", now.turn}, {"now", clock.at(now.turn)}, {"orders", out}}.dump(2)
                  << '\n';
        return 0;
    }
    if (verb_ == "accept") {
        const Side side = in.side();
        const int n = toInt("number", in.need("number", "the order's line on the Order Log"));
        return perform(staff.rollAcceptance(side, n, in.dice()));
    }
    if (verb_ == "delay") {
        const Side side = in.side();
        const int n = toInt("number", in.need("number", "the delayed order"));
        return perform(staff.rollDelay(side, n, in.dice()));
    }
    if (verb_ == "implement" || verb_ == "end") {
        const Side side = in.side();
        const int n = toInt("number", in.need("number", "the order"));
        if (verb_ == "implement") return perform(implementOrder(side, n));
        return perform(endOrder(side, n, in.need("reason", "A (a goal back within radius, 10.5b) or in-person (an aide, AE 2.3)")));
    }
    if (verb_ == "initiative") {
        const Side side = in.side();
        const std::string leader = in.need("leader", "a corps or division leader");
        return perform(staff.rollInitiative(side, leader, in.dice()));
    }
    if (verb_ == "initiative-order" || verb_ == "loose-cannon-order") {
        const Side side = in.side(); // the force's side; a loose cannon's order is the opponent's to write
        const std::string leader = in.need("leader", "the leader who rolled");
        OrderDraft d;
        d.side = side;
        d.sender = leader;
        orderWords(in, d);
        d.different = in.flag("different");
        if (verb_ == "initiative-order") d.receiver = in.take("receiver"); // a corps leader's goal for one of his divisions
        return perform(verb_ == "initiative-order" ? staff.initiativeOrder(d) : staff.looseCannonOrder(d));
    }
    if (verb_ == "contact") {
        const Side side = in.side();
        const std::string command = in.need("command", "the attacking corps, or division on a goal");
        return perform(commandContact(side, command, in.need("kind", "fire or charge, 10.3a")));
    }
    if (verb_ == "checks") { // what this Command Phase must do (10.3a, 10.1f, AE 3.4)
        const Side side = in.side();
        const bool lowAmmoRule = in.flag("low_ammo_rule");
        in.done();
        json due = json::array();
        for (const auto& d : cs.stoppageDue(side, now.turn)) {
            json j{{"order", d.order}, {"command", d.command}, {"contact_turn", d.contactTurn}};
            try {
                const auto args =
                    staff.stoppageInputs(side, d.order, {}, lowAmmoRule, std::nullopt);
                json inputs = json::object();
                for (const auto& [k, v] : args)
                    inputs[k] = v;
                j["inputs"] = inputs;
                // A cell the check reads that nobody has entered yet (10.3a): asked for now.
                for (const auto& u : chances(charts, "cas", args).unknown)
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
            retreats.push_back({{"command", r.command},
                                {"turn", r.turn},
                                {"rule", r.reason == "archduke" ? "AE 3.4" : "10.0c"}});
        std::cout << json{{"side", sideName(side)},
                          {"turn", now.turn},
                          {"step", now.step},
                          {"attack_stoppage", due},
                          {"attack_stoppage_rule",
                           "8.2, 10.3a: only an attacking command fired on at two hexes or less, "
                           "or charged, in the previous turn checks"},
                          {"retreats_due", cs.retreatsDue(side, now.turn)},
                          {"retreats", retreats},
                          {"archduke_shaken", cs.archdukeShaken()},
                          {"lannes_chooses",
                           side == Side::French &&
                               cs.lannesChooses(s.state().oob(Side::French), s.state().inPlay())},
                          {"unfinished", s.state().unfinished()}}
                         .dump(2)
                  << '\n';
        return 0;
    }
    if (verb_ == "stoppage") {
        const Side side = in.side();
        const int n = toInt("order", in.need("order", "the Attack order whose command checks"));
        const auto offMap = listOf(in.take("off_map"));
        const bool lowAmmoRule = in.flag("low_ammo_rule");
        const auto rating = in.number("rating");
        return perform(staff.rollStoppage(side, n, offMap, lowAmmoRule, rating, in.dice()));
    }
    if (verb_ == "retreat") {
        const Side side = in.side();
        const std::string command = in.need("command", "the corps, division on a goal or independent unit");
        const std::string reason = in.need("reason", "threat, hq-overrun or archduke");
        const auto exclude = listOf(in.take("exclude")), dg = listOf(in.take("dg")), routed = listOf(in.take("routed"));
        std::map<std::string, int> rolls;
        for (const auto& r : listOf(in.take("rolls"))) {
            const auto colon = r.rfind(':');
            if (colon == std::string::npos) throw InvalidInput("rolls= is BRIGADE:DIE,... not " + r);
            rolls[r.substr(0, colon)] = toInt("rolls", r.substr(colon + 1));
        }
        std::optional<std::uint64_t> seed;
        if (const std::string sd = in.take("seed"); !sd.empty()) seed = toSeed(sd);
        return perform(staff.emergencyRetreat(side, command, reason, exclude, dg, routed, rolls, seed));
    }
    if (verb_ == "hq-overrun") {
        const Side side = in.side();
        return perform(hqOverrun(side, in.need("command", "the corps whose HQ was overrun")));
    }
    if (verb_ == "lannes") return perform(lannesChoice(in.need("choice", "provisional or second-corps")));
    throw InvalidInput("no order command \"" + verb_ + "\"; the commands are " + kUsage);
}

} // namespace adc::cli
