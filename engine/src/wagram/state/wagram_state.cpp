#include "adc/wagram/wagram_state.h"
#include "adc/wagram/app_dice.h"
#include "adc/wagram/battle_roll.h"

#include "adc/action_kinds.h"
#include "adc/chart_set.h"
#include "adc/errors.h"
#include "adc/input_text.h"
#include "adc/resolver.h"
#include "adc/wagram/wagram_kinds.h"
#include "adc/wagram/wagram_schema.h"

#include <algorithm>

namespace adc::wagram {

using nlohmann::json;

std::string phaseName(Phase s) {
    switch (s) {
    case Phase::Placement:
        return "placement";
    case Phase::Initiative:
        return "initiative";
    case Phase::Orders:
        return "orders";
    case Phase::OrderPick:
        return "order-pick";
    case Phase::Play:
        return "activation-movement-combat";
    case Phase::Administrative:
        return "administrative";
    case Phase::Night:
        return "night";
    case Phase::Over:
        return "over";
    }
    return "";
}

std::string phaseRule(Phase s) {
    switch (s) {
    case Phase::Placement:
        return "12.5";
    case Phase::Initiative:
        return "6, 7.2";
    case Phase::Orders:
    case Phase::OrderPick:
        return "7.1";
    case Phase::Play:
        return "8-10";
    case Phase::Administrative:
        return "12";
    case Phase::Night:
        return "14.3";
    case Phase::Over:
        return "4";
    }
    return "";
}

namespace {

// The phase in words, for messages.
std::string phaseTitle(Phase s) {
    switch (s) {
    case Phase::Placement:
        return "the placing of the Corps markers";
    case Phase::Initiative:
        return "the Initiative Phase";
    case Phase::Orders:
        return "the Orders Phase, before Order 1 is revealed";
    case Phase::OrderPick:
        return "the Orders Phase, once Order 1 is revealed";
    case Phase::Play:
        return "the Activation, Movement and Combat Phases";
    case Phase::Administrative:
        return "the Administrative Phase";
    case Phase::Night:
        return "the night turn";
    case Phase::Over:
        return "the end of the scenario";
    }
    return "";
}

std::vector<std::string> alwaysAdminOf(const WagramScenario& s, Side side) {
    std::vector<std::string> out;
    for (const CorpsRule& r : s.alwaysAdmin)
        if (r.side == side) out.push_back(r.corps);
    return out;
}

// A roll read by the game's resolver, its dice given: the result and its steps.
Resolution rolled(const std::string& resolverName,
                  const std::vector<std::pair<std::string, std::string>>& args) {
    static const ChartSet none{}; // Wagram's resolvers read no chart
    return resolve(none, resolverName, args).resolution;
}

std::string stepsText(const Resolution& r) {
    std::string t;
    for (const adc::Step& s : r.steps)
        t += (t.empty() ? "" : "; ") + s.text + (s.rule.empty() ? "" : " (" + s.rule + ")");
    return t;
}

std::string joined(const std::vector<std::string>& v, const OrdersTable& t) {
    std::string out;
    for (const std::string& c : v)
        out += (out.empty() ? "" : ", ") + t.nameOf(c);
    return out.empty() ? "none" : out;
}

// Payload readers: each refuses (InvalidInput) what the kind does not record.
const json& field(const Action& a, const char* key) {
    const auto it = a.payload.find(key);
    if (it == a.payload.end())
        throw InvalidInput(a.kind + " records \"" + key + "\", which is missing");
    return *it;
}

std::string payloadText(const Action& a, const char* key) {
    const json& j = field(a, key);
    if (!j.is_string() || j.get<std::string>().empty() || j.get<std::string>().size() > 40)
        throw InvalidInput(a.kind + "'s \"" + key +
                           "\" is a corps or side name of 1 to 40 "
                           "characters");
    return j.get<std::string>();
}

int number(const Action& a, const char* key, int min, int max) {
    const json& j = field(a, key);
    if (!j.is_number_integer() || j.get<std::int64_t>() < min || j.get<std::int64_t>() > max)
        throw InvalidInput(a.kind + "'s \"" + key + "\" is a whole number from " +
                           std::to_string(min) + " to " + std::to_string(max) + ", not " +
                           printable(j.dump(), 30));
    return j.get<int>();
}

std::vector<std::string> payloadTexts(const Action& a, const char* key, std::size_t max) {
    const json& j = field(a, key);
    if (!j.is_array() || j.size() > max)
        throw InvalidInput(a.kind + "'s \"" + key + "\" is a list of at most " +
                           std::to_string(max) + " corps");
    std::vector<std::string> out;
    for (const json& e : j) {
        if (!e.is_string() || e.get<std::string>().empty() || e.get<std::string>().size() > 40)
            throw InvalidInput(a.kind + "'s \"" + key +
                               "\" lists corps names of 1 to 40 "
                               "characters");
        out.push_back(e.get<std::string>());
    }
    return out;
}

Side sideIn(const Action& a, const char* key) {
    return parseSide(payloadText(a, key));
}

// 7.1, 7.2, 12.1: the corps a public reveal records it turns over, if it records them (a
// file written before the record was kept does not).
std::optional<std::vector<std::string>> toldIn(const Action& a, std::size_t max) {
    if (!a.payload.contains("revealed")) return std::nullopt;
    return payloadTexts(a, "revealed", max);
}

// A value the engine works out from the markers, as recorded: refused when the markers say
// otherwise, naming both.
void checkTold(const Action& a, const char* key, const json& derived, const std::string& rule) {
    const auto it = a.payload.find(key);
    if (it != a.payload.end() && *it != derived)
        throw InvalidInput(a.kind + " records \"" + key + "\" " + printable(it->dump(), 80) +
                           ", but the Orders Table makes it " + printable(derived.dump(), 80) +
                           " (Wagram " + rule + ")");
}

// 9.0: a seat's copy holds the other side's markers face down; what a reveal turns over is
// the host's record of it, which must be there.
[[noreturn]] void notTold(const Action& a, const std::string& rule) {
    throw InvalidInput(a.kind +
                       " turns over markers this copy holds face down: the record "
                       "names the corps (\"revealed\", Wagram " +
                       rule + "), and this one does not");
}

struct VpReason {
    const char* id;
    const char* text;
    const char* rule;
};
// 12.3's headings; an option's VP are recorded by wagram-option itself.
constexpr VpReason vpReasons[] = {
    {"rout", "enemy units gone from Rout to Rout+1 this Administrative Phase", "12.3"},
    {"eliminated", "enemy units with a reduced counter eliminated this turn", "12.3"},
    {"artillery", "enemy artillery eliminated this turn (Guard artillery 2)", "12.3"},
    {"guard", "the Guard engaged in combat (the French lose 2)", "12.3"},
    {"objective", "an objective zone taken or lost", "12.3, 14.2, 14.3"},
    {"lobau", "Reynier left Lobau Island (2 to the Austrian)", "14.1"},
};

const VpReason& vpReason(const std::string& id) {
    std::string ids;
    for (const VpReason& r : vpReasons) {
        if (id == r.id) return r;
        ids += (ids.empty() ? "" : ", ") + std::string(r.id);
    }
    throw InvalidInput("\"" + printable(id, 30) +
                       "\" is not a reason 12.3 gives for VP; the "
                       "reasons are " +
                       ids + " (an option's VP: wagram-option)");
}

} // namespace

WagramState::WagramState(WagramScenario scenario, int frenchWinsBy)
    : scenario_(std::move(scenario)), frenchWinsBy_(frenchWinsBy),
      french_(Side::French, scenario_.french, alwaysAdminOf(scenario_, Side::French)),
      austrian_(Side::Austrian, scenario_.austrian, alwaysAdminOf(scenario_, Side::Austrian)),
      turn_(scenario_.firstTurn) {
    markerFrench_ = markerAustrian_ = scenario_.roundMarkersStart(turn_); // 12.5, 14.3's dawn
    if (scenario_.startVpFrench)
        ledger_.push_back({turn_, Side::French, scenario_.startVpFrench,
                           scenario_.startVpWhy.empty() ? "at the start" : scenario_.startVpWhy,
                           scenario_.number});
    if (scenario_.startVpAustrian)
        ledger_.push_back({turn_, Side::Austrian, scenario_.startVpAustrian,
                           scenario_.startVpWhy.empty() ? "at the start" : scenario_.startVpWhy,
                           scenario_.number});
}

std::unique_ptr<ModuleState> WagramState::clone() const {
    return std::make_unique<WagramState>(*this);
}

std::unique_ptr<ModuleState> WagramState::fresh() const {
    return std::make_unique<WagramState>(scenario_, frenchWinsBy_);
}

void WagramState::checkPayload(const Action& a) const {
    if (!actionSchema(a.kind, wagramSchemas()))
        throw InvalidInput("a Wagram 1809 game records no action \"" + printable(a.kind, 40) +
                           "\"");
    // 9.0: a face-down marker's action is its side's secret, the rest both sides see; each
    // field of its type, none the kind does not record.
    checkActionPayload(a, wagramSchemas());
    // What the table cannot say: a corps id's length, how many corps a box holds, 12.3's
    // reasons.
    if (a.kind == kinds::Place) {
        const auto o = payloadTexts(a, "orders", 3);
        if (o.size() != 3) throw InvalidInput("wagram-place records one corps for each Order box");
        payloadTexts(a, "admin", 2);
    } else if (a.kind == kinds::Reaction || a.kind == kinds::Pick || a.kind == kinds::NightReveal ||
               a.kind == kinds::CorpsLeaves) {
        payloadText(a, "corps");
    } else if (a.kind == kinds::AdminPick || a.kind == kinds::NightPick) {
        payloadTexts(a, "corps", 2);
    } else if (a.kind == kinds::Vp) {
        vpReason(a.payload.at("reason").get<std::string>());
    } else if (a.kind == kinds::Option) {
        payloadText(a, "id");
    }
}

void WagramState::expect(Phase s, const std::string& what) const {
    if (at_ != s)
        throw InvalidInput(what + " comes in " + phaseTitle(s) + " (Wagram " + phaseRule(s) +
                           "); the game is in " + phaseTitle(at_) + " (Wagram " + phaseRule(at_) +
                           ")");
}

std::string WagramState::apply(const Action& a) {
    checkPayload(a);
    checkAppDice(a); // 5.3: a seed throws the recorded dice, an exchange the seed
    told_ = json::object();
    if (at_ == Phase::Over && a.kind != kinds::Vp)
        throw InvalidInput("the scenario is over (Wagram 12.4): only a VP correction is taken");
    if (a.kind == kinds::Place) return place(a);
    if (a.kind == kinds::Reaction) return reaction(a);
    if (a.kind == kinds::ReactionRoll) return reactionRoll(a);
    if (a.kind == kinds::Initiative) return initiative(a);
    if (a.kind == kinds::Reveal) return reveal(a);
    if (a.kind == kinds::Pick) return pick(a);
    if (a.kind == kinds::Continue) return continueRound(a);
    if (a.kind == kinds::AdminReveal) return adminReveal(a);
    if (a.kind == kinds::AdminPick) return adminPick(a);
    if (a.kind == kinds::Vp) return addVp(a);
    if (a.kind == kinds::Option) return takeOption(a);
    if (a.kind == kinds::Johan) return johan(a);
    if (a.kind == kinds::CorpsLeaves) return corpsLeaves(a);
    if (a.kind == kinds::NightPick) return nightPick(a);
    if (a.kind == kinds::NightReveal) return nightReveal(a);
    if (a.kind == adc::kinds::Roll) { // battle dice: recorded, read again, no marker moves
        checkBattleRoll(*this, a);
        return "Rolled " + a.payload.value("resolver", std::string()) + ": " +
               a.payload["result"].value("result", std::string());
    }
    return endTurn(a);
}

Action WagramState::thrownAgain(const Action& a, std::uint64_t seed) const {
    return thrownAgainOn(*this, a, seed);
}

Action WagramState::complete(Action a) const {
    if (a.kind != kinds::Reveal && a.kind != kinds::ReactionRoll && a.kind != kinds::AdminReveal)
        return a;
    WagramState trial(*this);
    trial.apply(a); // refused as apply() refuses it
    for (const auto& [key, value] : trial.told_.items())
        a.payload[key] = value;
    return a;
}

// 9.0: in a seat's copy, each phase has one secret action of a side, so a stand-in's place
// says which it was; its markers move face down (the host checked them).
void WagramState::withheld(const Action& a) {
    const Side s = parseSide(a.side);
    switch (at_) {
    case Phase::Placement: // 12.5
        if (table(s).placed()) break;
        table(s).placeFaceDown();
        if (french_.placed() && austrian_.placed()) {
            at_ = Phase::Orders;
            becomePhasePlayer(scenario_.initiative);
        }
        return;
    case Phase::Initiative: // 7.2
        if (reactionTried_) break;
        table(s).placeReactionFaceDown();
        reactionTried_ = s;
        return;
    case Phase::OrderPick: // 7.1
        if (phasePlayer_ != s) break;
        table(s).pickFaceDown();
        at_ = Phase::Play;
        return;
    case Phase::Administrative: // 12.1: how many markers go face down is the side's secret
        if (adminRevealed_.size() < 2 || adminPicked_.count(s)) break;
        adminPicked_.insert(s);
        return;
    case Phase::Night: // 14.3
        if (nightPicked(s)) break;
        (s == Side::French ? nightFrench_ : nightAustrian_) = std::vector<std::string>(2);
        return;
    case Phase::Orders:
    case Phase::Play:
    case Phase::Over:
        break;
    }
    throw InvalidInput("a withheld action of the " + sideTitle(s) +
                       " stands for no secret action it may take now: the game is in " +
                       phaseTitle(at_) + " (Wagram " + phaseRule(at_) + ")");
}

// 12.5: each side fills its table in secret; once both have, the first Round begins with the
// scenario's side as Phase player, without initiative or Reaction (6).
std::string WagramState::place(const Action& a) {
    expect(Phase::Placement, "filling the Orders Table");
    const Side s = parseSide(a.side);
    const auto o = payloadTexts(a, "orders", 3);
    const auto admin = payloadTexts(a, "admin", 2);
    table(s).place({o[0], o[1], o[2]}, admin);
    const OrdersTable& t = table(s);
    std::string out = sideTitle(s) + " Orders Table filled: Order 1 " + t.nameOf(o[0]) +
                      ", Order 2 " + t.nameOf(o[1]) + ", Order 3 " + t.nameOf(o[2]) +
                      "; Administrative Movement " + joined(admin, t) + " (Wagram 12.5)";
    if (french_.placed() && austrian_.placed()) {
        at_ = Phase::Orders;
        becomePhasePlayer(scenario_.initiative);
        out += "; both tables are filled: " + sideTitle(scenario_.initiative) +
               " has the first Round's Initiative (Wagram 6, " + scenario_.number + ")";
    }
    return out;
}

void WagramState::becomePhasePlayer(Side s) {
    run_ = previous_ == s ? run_ + 1 : 1;
    phasePlayer_ = s;
}

std::optional<Side> WagramState::reactingSide() const {
    if (at_ != Phase::Initiative || !previous_) return std::nullopt; // never the first Round
    return *previous_ == Side::French ? Side::Austrian : Side::French;
}

bool WagramState::continuationRolled(Side s) const {
    return roundMarker(s) + 1 >= 7;
}

std::optional<Side> WagramState::nightRevealDue() const {
    if (at_ != Phase::Night || !nightPicked(Side::French) || !nightPicked(Side::Austrian))
        return std::nullopt;
    if (nightRevealed_.size() >= nightFrench_.size() + nightAustrian_.size()) return std::nullopt;
    return nightRevealed_.size() % 2 == 0 ? Side::French : Side::Austrian; // F, A, F, A
}

// 7.2: the side that was not the previous Round's Phase player puts a corps in the Reaction
// box, in secret, before the initiative; never in the game's first Round.
std::string WagramState::reaction(const Action& a) {
    expect(Phase::Initiative, "a Reaction Round");
    const Side s = parseSide(a.side);
    if (reactingSide() != s)
        throw InvalidInput("the " + sideTitle(s) +
                           " played the previous Round: only the other side "
                           "may try a Reaction Round (Wagram 7.2)");
    if (reactionTried_)
        throw InvalidInput("a Reaction Round has already been tried this Round (Wagram 7.2)");
    const std::string corps = payloadText(a, "corps");
    table(s).placeReaction(corps);
    reactionTried_ = s;
    return sideTitle(s) + " puts " + table(s).nameOf(corps) +
           " face down in the Reaction box (Wagram 7.2); the Reaction roll follows";
}

std::string WagramState::reactionRoll(const Action& a) {
    expect(Phase::Initiative, "the Reaction roll");
    const Side s = sideIn(a, "side");
    if (reactionTried_ != s || reactionFailed_)
        throw InvalidInput("the " + sideTitle(s) +
                           " has no corps waiting in the Reaction box this "
                           "Round: place one first (wagram-reaction, Wagram 7.2)");
    const int roll = number(a, "roll", 2, 12);
    const Resolution r =
        rolled("wagram-reaction", {{"side", sideName(s)}, {"roll", std::to_string(roll)}});
    const bool activated = r.fields.at("activated").get<bool>();
    // 7.2: the corps a successful Reaction turns over: the marker's, checked against the
    // record; in a seat's copy of the other side's table, the record's (9.0).
    const auto told = toldIn(a, 1);
    const bool faceDown = table(s).faceDownOnly();
    if (faceDown && activated && (!told || told->size() != 1)) notTold(a, "7.2");
    std::string turned;
    if (activated) turned = faceDown ? told->front() : table(s).reaction().value_or("");
    const json revealed = turned.empty() ? json::array() : json::array({turned});
    if (!faceDown || !activated) checkTold(a, "revealed", revealed, "7.2");
    told_ = {{"revealed", revealed}};
    if (!activated) {
        table(s).reactionFailed();
        reactionFailed_ = s;
        return sideTitle(s) + " Reaction Round fails: " + stepsText(r);
    }
    const std::string corps = table(s).activateReaction(turned);
    becomePhasePlayer(s);
    at_ = Phase::Play;
    return sideTitle(s) + " Reaction Round succeeds: " + table(s).nameOf(corps) +
           " is activated; " + stepsText(r);
}

// 6: both dice, with the run and Reaction penalties the state knows.
std::string WagramState::initiative(const Action& a) {
    expect(Phase::Initiative, "the initiative roll");
    if (reactionTried_ && !reactionFailed_)
        throw InvalidInput("the " + sideTitle(*reactionTried_) +
                           " Reaction Round is rolled first "
                           "(Wagram 7.2)");
    std::vector<std::pair<std::string, std::string>> args{
        {"previous", sideName(previous_.value_or(Side::French))},
        {"french", std::to_string(number(a, "french", 1, 6))},
        {"austrian", std::to_string(number(a, "austrian", 1, 6))}};
    if (firstRoundOfTurn_)
        args.emplace_back("new_turn", "1");
    else
        args.emplace_back("streak", std::to_string(run_));
    if (reactionFailed_) args.emplace_back("reaction_failed", "1");
    if (scenario_.surprise(turn_)) args.emplace_back("surprise", "1");
    const Resolution r = rolled("wagram-initiative", args);
    const Side winner = parseSide(r.fields.at("winner").get<std::string>());
    becomePhasePlayer(winner);
    at_ = Phase::Orders;
    return sideTitle(winner) + " wins the Initiative: " + stepsText(r);
}

// 7.1, in view of both sides: the marker in Order 1 is revealed.
std::string WagramState::reveal(const Action& a) {
    expect(Phase::Orders, "revealing Order 1");
    const Side s = sideIn(a, "side");
    if (phasePlayer_ != s)
        throw InvalidInput("only the Phase player, the " + sideTitle(*phasePlayer_) +
                           ", turns over his Order 1 (Wagram 7.1)");
    // What Order 1 turns over and whether a new Order 3 follows: the markers' say, checked
    // against the record; in a seat's copy of the other side's table, the record's (9.0).
    const auto told = toldIn(a, 1);
    const auto toldPick = a.payload.find("pick");
    OrdersTable after = table(s);
    const bool faceDown = after.faceDownOnly();
    if (faceDown && (!told || toldPick == a.payload.end())) notTold(a, "7.1");
    std::optional<std::string> toldCorps;
    if (told) toldCorps = told->empty() ? std::string() : told->front();
    const std::string corps = after.reveal(firstRoundOfGame_, toldCorps);
    const bool pick = faceDown ? toldPick->get<bool>() : after.canPick();
    const json revealed = corps.empty() ? json::array() : json::array({corps});
    if (!faceDown) {
        checkTold(a, "revealed", revealed, "7.1");
        checkTold(a, "pick", pick, "7.1");
    }
    table(s) = std::move(after);
    told_ = {{"revealed", revealed}, {"pick", pick}};
    std::string out = sideTitle(s) +
                      (firstRoundOfGame_ ? "" : " returns his Activated markers to Available and") +
                      " reveals Order 1: " +
                      (corps.empty() ? "the box was empty, no corps is activated"
                                     : table(s).nameOf(corps) + " is activated") +
                      "; Orders 2 and 3 shift down (Wagram 7.1)";
    at_ = pick ? Phase::OrderPick : Phase::Play;
    if (at_ == Phase::Play) out += "; nothing is left to put in Order 3";
    return out;
}

std::string WagramState::pick(const Action& a) {
    expect(Phase::OrderPick, "the new Order 3");
    const Side s = parseSide(a.side);
    if (phasePlayer_ != s)
        throw InvalidInput("only the Phase player, the " + sideTitle(*phasePlayer_) +
                           ", picks a new Order 3 (Wagram 7.1)");
    const std::string corps = payloadText(a, "corps");
    table(s).pick(corps);
    at_ = Phase::Play;
    return sideTitle(s) + " puts " + table(s).nameOf(corps) + " face down in Order 3 (Wagram 7.1)";
}

// 11: the acting side's Round marker moves one box; from box 7, two dice must reach it.
std::string WagramState::continueRound(const Action& a) {
    expect(Phase::Play, "the Continuation Phase");
    const Side s = sideIn(a, "side");
    if (phasePlayer_ != s)
        throw InvalidInput("the Round marker that moves is the Phase player's, the " +
                           sideTitle(*phasePlayer_) + "'s (Wagram 11)");
    const int box = marker(s);
    const std::optional<Side> bonus = scenario_.continuationBonus(turn_);
    std::vector<std::pair<std::string, std::string>> args{
        {"side", sideName(s)},
        {"box", std::to_string(box)},
        {"modifier", bonus ? sideName(*bonus) : "none"}};
    if (continuationRolled(s)) {
        if (!a.payload.contains("roll"))
            throw InvalidInput("the " + sideTitle(s) + " Round marker reaches box " +
                               std::to_string(box + 1) +
                               ": the Continuation roll (2d6) is needed, roll=2..12 (Wagram 11)");
        args.emplace_back("roll", std::to_string(number(a, "roll", 2, 12)));
    } else if (a.payload.contains("roll")) {
        throw InvalidInput("the " + sideTitle(s) + " Round marker only reaches box " +
                           std::to_string(box + 1) +
                           ": no Continuation roll below box 7 "
                           "(Wagram 11)");
    }
    const Resolution r = rolled("wagram-continuation", args);
    marker(s) = box + 1;
    previous_ = s;
    phasePlayer_.reset();
    reactionTried_.reset();
    reactionFailed_.reset();
    firstRoundOfGame_ = firstRoundOfTurn_ = false;
    const bool goesOn = r.fields.at("continues").get<bool>();
    at_ = goesOn ? Phase::Initiative : Phase::Administrative;
    return std::string(goesOn ? "A new Round: " : "The turn ends: ") + stepsText(r);
}

// 12.1: the Austrian first reveals his Administrative Movement box, then the French.
std::string WagramState::adminReveal(const Action& a) {
    expect(Phase::Administrative, "the Administrative Movement");
    const Side s = sideIn(a, "side");
    if (adminRevealed_.count(s))
        throw InvalidInput("the " + sideTitle(s) +
                           " has already revealed his Administrative "
                           "Movement box this turn (Wagram 12.1)");
    if (s == Side::French && !adminRevealed_.count(Side::Austrian))
        throw InvalidInput("the Austrian reveals his Administrative Movement box first (Wagram "
                           "12.1)");
    // The markers turned over: the box's, checked against the record; in a seat's copy of
    // the other side's table, the record's (9.0).
    const auto told = toldIn(a, 8);
    const bool faceDown = table(s).faceDownOnly();
    if (faceDown && !told) notTold(a, "12.1");
    if (!faceDown) checkTold(a, "revealed", json(table(s).admin()), "12.1");
    const std::vector<std::string> corps = table(s).revealAdmin(told);
    told_ = {{"revealed", corps}};
    adminRevealed_.insert(s);
    std::string out = sideTitle(s) +
                      " reveals his Administrative Movement box: " + joined(corps, table(s)) +
                      "; each moves as a normal activation, neither "
                      "starting nor ending in an enemy ZoC (Wagram 12.1)";
    if (adminRevealed_.size() == 2) {
        french_.returnAdmin();
        austrian_.returnAdmin();
        out += "; both sides have moved: the markers go back to Available";
    }
    return out;
}

std::string WagramState::adminPick(const Action& a) {
    expect(Phase::Administrative, "the Administrative Movement picks");
    const Side s = parseSide(a.side);
    if (adminRevealed_.size() < 2)
        throw InvalidInput("both sides reveal and move their Administrative Movement boxes "
                           "before the new picks (Wagram 12.1)");
    if (adminPicked_.count(s))
        throw InvalidInput("the " + sideTitle(s) + " has already picked this turn (Wagram 12.1)");
    if (s == Side::French && !adminPicked_.count(Side::Austrian))
        throw InvalidInput("the Austrian picks his Administrative Movement corps first (Wagram "
                           "12.1)");
    const auto corps = payloadTexts(a, "corps", 2);
    table(s).pickAdmin(corps);
    adminPicked_.insert(s);
    return sideTitle(s) + " puts " + joined(corps, table(s)) +
           " face down in the Administrative Movement box (Wagram 12.1)";
}

std::string WagramState::addVp(const Action& a) {
    if (at_ == Phase::Placement)
        throw InvalidInput("VP are scored once the game has begun (Wagram 12.3)");
    const Side s = sideIn(a, "side");
    const int points = number(a, "points", -99, 99);
    if (points == 0)
        throw InvalidInput("a VP entry of 0 changes nothing: give the points won "
                           "(or, negative, lost)");
    const VpReason& why = vpReason(payloadText(a, "reason"));
    if (std::string(why.id) == "guard") {
        // 10.3: the first time the Guard is engaged costs the French 2 VP, once in the game.
        if (s != Side::French || points != -2)
            throw InvalidInput("engaging the Guard costs the French 2 VP (Wagram 10.3, 12.3): "
                               "side=french points=-2");
        for (const VpEntry& e : ledger_)
            if (e.reason == why.text)
                throw InvalidInput("the Guard was first engaged on turn " + std::to_string(e.turn) +
                                   ": its 2 VP are lost the first time only (Wagram 10.3); "
                                   "nothing was recorded");
    }
    if (std::string(why.id) == "lobau" && (s != Side::Austrian || points < 0))
        throw InvalidInput("Reynier leaving Lobau gives the Austrian VP (Wagram 14.1): "
                           "side=austrian with positive points");
    ledger_.push_back({turn_, s, points, why.text, why.rule});
    return sideTitle(s) + (points > 0 ? " gains " : " loses ") + std::to_string(std::abs(points)) +
           " VP: " + why.text + " (Wagram " + why.rule + "); " + sideTitle(s) + " now has " +
           std::to_string(vp(s)) + " VP";
}

// 12.3: an option gives its VP to the opponent; some bring a corps marker (14.2, 14.3).
std::string WagramState::takeOption(const Action& a) {
    if (at_ == Phase::Placement)
        throw InvalidInput("options are taken once the Orders Tables are filled (Wagram 12.5)");
    const std::string id = payloadText(a, "id");
    const ScenarioOption* o = scenario_.option(id);
    if (!o) {
        std::string ids;
        for (const ScenarioOption& x : scenario_.options)
            ids += (ids.empty() ? "" : ", ") + x.id;
        throw InvalidInput("\"" + printable(id, 40) + "\" is not an option of " + scenario_.title +
                           "; its options are " + ids);
    }
    if (options_.count(id)) throw InvalidInput("the option \"" + o->title + "\" is already taken");
    if (o->fromTurn && (turn_ < o->fromTurn || turn_ > o->toTurn))
        throw InvalidInput("the option \"" + o->title + "\" is taken on turns " +
                           std::to_string(o->fromTurn) + " to " + std::to_string(o->toTurn) +
                           " (Wagram " + o->rule + "); this is turn " + std::to_string(turn_));
    const Side other = o->side == Side::French ? Side::Austrian : Side::French;
    std::string out =
        sideTitle(o->side) + " takes the option " + o->title + " (Wagram " + o->rule + ")";
    if (o->addsCorps) {
        table(o->side).join(*o->addsCorps);
        out += "; the " + o->addsCorps->id + " (" + o->addsCorps->name +
               ") marker goes to the Available box";
    }
    options_.insert(id);
    if (o->vp) {
        ledger_.push_back(
            {turn_, other, o->vp, "the opponent's option: " + o->title, "12.3, " + o->rule});
        out += "; " + sideTitle(other) + " gains " + std::to_string(o->vp) + " VP (Wagram 12.3)";
    }
    return out;
}

// 14.3: from the given turn's Administrative Phase, one die a phase until Johan comes.
std::string WagramState::johan(const Action& a) {
    if (!scenario_.johan)
        throw InvalidInput(scenario_.title + " has no arrival of Johan (Wagram 14.3 is "
                                             "Scenario 2's)");
    expect(Phase::Administrative, "the die for Johan");
    if (turn_ < scenario_.johan->fromTurn)
        throw InvalidInput("Johan's die is rolled from the Administrative Phase of turn " +
                           std::to_string(scenario_.johan->fromTurn) +
                           " (Wagram 14.3); this is "
                           "turn " +
                           std::to_string(turn_));
    if (johanArrived_) throw InvalidInput("Johan has already arrived (Wagram 14.3)");
    if (johanRolled_)
        throw InvalidInput("Johan's die is rolled once an Administrative Phase (Wagram 14.3)");
    std::vector<std::pair<std::string, std::string>> args{
        {"roll", std::to_string(number(a, "roll", 1, 6))}};
    if (options_.count(scenario_.johan->option)) args.emplace_back("option", "1");
    const Resolution r = rolled("wagram-johan", args);
    johanRolled_ = true;
    if (r.fields.at("arrives").get<bool>()) {
        table(Side::Austrian).join(scenario_.johan->corps);
        johanArrived_ = true;
    }
    return std::string(johanArrived_ ? "Johan arrives: " : "No Johan this turn: ") + stepsText(r);
}

std::string WagramState::corpsLeaves(const Action& a) {
    const Side s = sideIn(a, "side");
    const std::string corps = payloadText(a, "corps");
    const auto it =
        std::find_if(scenario_.mayLeave.begin(), scenario_.mayLeave.end(),
                     [&](const CorpsRule& r) { return r.side == s && r.corps == corps; });
    if (it == scenario_.mayLeave.end())
        throw InvalidInput("in " + scenario_.title + " no " + sideTitle(s) +
                           " corps marker leaves "
                           "the Orders Table but the one its special rules name");
    if (at_ == Phase::Placement) throw InvalidInput("the marker leaves once the game has begun");
    const std::string name = table(s).nameOf(corps);
    table(s).leave(corps);
    return sideTitle(s) + " " + name + "'s marker is removed: " + it->why + " (Wagram " + it->rule +
           ")";
}

// 12.4: the Round markers back to box 0 (or where the next turn's flag puts them), the Turn
// marker on; after the last turn, the winner (4). Scenario 3's night turn ends here too.
std::string WagramState::endTurn(const Action&) {
    if (at_ == Phase::Night) {
        for (Side s : {Side::French, Side::Austrian})
            if (!nightPicked(s))
                throw InvalidInput("the " + sideTitle(s) +
                                   " player chooses his two corps for the "
                                   "night first (Wagram 14.3): wagram-night-pick");
        if (nightRevealed_.size() < nightFrench_.size() + nightAustrian_.size())
            throw InvalidInput("every corps chosen for the night is revealed and moved first, "
                               "the French first, then in turn (Wagram 14.3): "
                               "wagram-night-reveal");
        nightFrench_.clear();
        nightAustrian_.clear();
        nightRevealed_.clear();
        return "The night is over: " + beginTurn();
    }
    expect(Phase::Administrative, "the end of the turn");
    if (adminPicked_.size() < 2)
        throw InvalidInput("each side reveals and picks its Administrative Movement first (Wagram "
                           "12.1): wagram-admin-reveal, then wagram-admin-pick (none is a pick)");
    if (scenario_.johan && turn_ >= scenario_.johan->fromTurn && !johanArrived_ && !johanRolled_)
        throw InvalidInput("the die for Johan's arrival is rolled in this Administrative Phase "
                           "(Wagram 14.3): wagram-johan");
    adminRevealed_.clear();
    adminPicked_.clear();
    johanRolled_ = false;
    const TurnFlag* flag = scenario_.flag(turn_);
    // 14.3, Scenario 3: the first day's last turn ends the game if the French are winning.
    const bool decided = flag && flag->frenchWinEnds && winner() == Side::French;
    if (turn_ == scenario_.lastTurn || decided) {
        at_ = Phase::Over;
        const Side w = winner();
        return std::string(decided ? "The first day ends with the French ahead"
                                   : "The last turn is over") +
               ": French " + std::to_string(vp(Side::French)) + " VP, Austrian " +
               std::to_string(vp(Side::Austrian)) + " VP; " + sideTitle(w) +
               " victory (Wagram 4: the French need " + std::to_string(frenchWinsBy_) + " VP more" +
               (decided ? "; 14.3 ends Scenario 3 here" : "") + ")";
    }
    return beginTurn();
}

std::string WagramState::beginTurn() {
    ++turn_;
    markerFrench_ = markerAustrian_ = scenario_.roundMarkersStart(turn_);
    firstRoundOfTurn_ = true;
    // 6: the side that played the last Round starts the new turn with a single -1, however
    // long its run was: the run counts again from one, so a second Round in a row in the new
    // turn is -2, not the old run plus one.
    if (previous_) run_ = 1;
    const TurnFlag* f = scenario_.flag(turn_);
    at_ = f && f->night ? Phase::Night : Phase::Initiative;
    std::string out = "Turn " + std::to_string(turn_) + " begins; both Round markers in box " +
                      std::to_string(markerFrench_) + " (Wagram 12.4";
    if (f) out += ", " + f->rule + ": a " + f->label + " turn";
    out += ")";
    if (f)
        for (const CorpsRule& r : f->removes) {
            if (!table(r.side).has(r.corps)) continue; // already gone (14.2's Wrede)
            const std::string name = table(r.side).nameOf(r.corps);
            table(r.side).leave(r.corps);
            out += "; " + sideTitle(r.side) + " " + name + "'s marker is removed: " + r.why +
                   " (Wagram " + r.rule + ")";
        }
    if (at_ == Phase::Night)
        out += "; no Rounds tonight: each player chooses two corps in secret, then they are "
               "revealed and moved in turn, the French first (Wagram 14.3)";
    return out;
}

// 14.3's night: two corps a side, in secret; any with a marker on its table.
std::string WagramState::nightPick(const Action& a) {
    expect(Phase::Night, "the night's choice of corps");
    const Side s = parseSide(a.side);
    if (nightPicked(s))
        throw InvalidInput("the " + sideTitle(s) +
                           " player has already chosen his corps for the "
                           "night (Wagram 14.3)");
    const auto corps = payloadTexts(a, "corps", 2);
    if (corps.size() != 2 || corps[0] == corps[1])
        throw InvalidInput("each player chooses two different corps for the night (Wagram 14.3)");
    for (const std::string& c : corps)
        if (!table(s).has(c))
            throw InvalidInput("the " + sideTitle(s) + " " + printable(c, 20) +
                               " corps has no marker on the Orders Table (Wagram 14.3)");
    (s == Side::French ? nightFrench_ : nightAustrian_) = corps; // two: nightPicked(s) from now
    return sideTitle(s) + " chooses " + joined(corps, table(s)) + " for the night (Wagram 14.3)";
}

// 14.3: in turn, the French first, each reveals one of his two and moves it.
std::string WagramState::nightReveal(const Action& a) {
    expect(Phase::Night, "the night's administrative movements");
    if (!nightPicked(Side::French) || !nightPicked(Side::Austrian))
        throw InvalidInput("both players choose their two corps before the first is revealed "
                           "(Wagram 14.3)");
    const Side s = sideIn(a, "side");
    const std::optional<Side> due = nightRevealDue();
    if (!due)
        throw InvalidInput("every corps chosen for the night is revealed already (Wagram 14.3): "
                           "the night ends with wagram-end-turn");
    if (s != *due)
        throw InvalidInput("the " + sideTitle(*due) +
                           " player reveals next: in turn, the French "
                           "first (Wagram 14.3)");
    const std::string corps = payloadText(a, "corps");
    const std::vector<std::string>& mine = s == Side::French ? nightFrench_ : nightAustrian_;
    // 9.0: a seat's copy holds the other side's two as face-down markers (""): the host
    // checked that the corps is one of them.
    const bool unseen =
        std::all_of(mine.begin(), mine.end(), [](const std::string& c) { return c.empty(); });
    const bool chosen =
        unseen ? table(s).has(corps) : std::find(mine.begin(), mine.end(), corps) != mine.end();
    const bool again =
        std::any_of(nightRevealed_.begin(), nightRevealed_.end(),
                    [&](const auto& r) { return r.first == s && r.second == corps; });
    if (!chosen || again)
        throw InvalidInput("reveal one of the two corps the " + sideTitle(s) +
                           " player chose for the night and has not yet moved (Wagram 14.3)");
    nightRevealed_.emplace_back(s, corps);
    return sideTitle(s) + " reveals " + table(s).nameOf(corps) +
           ": an administrative movement that may not come closer to an enemy unit three zones "
           "or less away (Wagram 14.3)";
}

std::vector<std::string> WagramState::unfinished() const {
    std::vector<std::string> out;
    switch (at_) {
    case Phase::Placement:
        for (Side s : {Side::French, Side::Austrian})
            if (!table(s).placed())
                out.push_back("the " + sideTitle(s) +
                              " player fills his Orders Table (Wagram 12.5)");
        break;
    case Phase::Initiative:
        if (reactionTried_ && !reactionFailed_)
            out.push_back("the " + sideTitle(*reactionTried_) + " Reaction roll (Wagram 7.2)");
        out.push_back("the initiative roll (Wagram 6)");
        break;
    case Phase::Orders:
        out.push_back("the " + sideTitle(*phasePlayer_) + " player reveals Order 1 (Wagram 7.1)");
        break;
    case Phase::OrderPick:
        out.push_back("the " + sideTitle(*phasePlayer_) +
                      " player picks a new Order 3 (Wagram 7.1)");
        break;
    case Phase::Play:
        out.push_back("the " + sideTitle(*phasePlayer_) +
                      " activated corps acts, then the Continuation "
                      "Phase (Wagram 8-11)");
        break;
    case Phase::Administrative:
        for (Side s : {Side::Austrian, Side::French})
            if (!adminRevealed_.count(s))
                out.push_back("the " + sideTitle(s) +
                              " player reveals his Administrative Movement box "
                              "(Wagram 12.1)");
        for (Side s : {Side::Austrian, Side::French})
            if (!adminPicked_.count(s))
                out.push_back("the " + sideTitle(s) +
                              " player picks up to 2 corps for Administrative "
                              "Movement (Wagram 12.1)");
        if (scenario_.johan && turn_ >= scenario_.johan->fromTurn && !johanArrived_ &&
            !johanRolled_)
            out.push_back("the die for Johan's arrival (Wagram 14.3)");
        break;
    case Phase::Night:
        for (Side s : {Side::French, Side::Austrian})
            if (!nightPicked(s))
                out.push_back("the " + sideTitle(s) +
                              " player chooses two corps for the night "
                              "(Wagram 14.3)");
        if (nightPicked(Side::French) && nightPicked(Side::Austrian) &&
            nightRevealed_.size() < nightFrench_.size() + nightAustrian_.size())
            out.push_back(
                "the " + sideTitle(nightRevealed_.size() % 2 == 0 ? Side::French : Side::Austrian) +
                " player reveals and moves a corps (Wagram 14.3)");
        out.push_back("on the map: units in contact step back, Fatigue and Rout markers come "
                      "off, units with two losses or more roll to recover one "
                      "(wagram-night-recovery) (Wagram 14.3)");
        break;
    case Phase::Over:
        break;
    }
    return out;
}

int WagramState::vp(Side s) const {
    int total = 0;
    for (const VpEntry& e : ledger_)
        if (e.side == s) total += e.points;
    return total;
}

Side WagramState::winner() const {
    return vp(Side::French) - vp(Side::Austrian) >= frenchWinsBy_ ? Side::French : Side::Austrian;
}

json WagramState::view(std::optional<Side> viewer) const {
    if (!viewer) return viewFor(true, true, "umpire");
    return viewFor(viewer == Side::French, viewer == Side::Austrian, sideName(*viewer));
}

json WagramState::publicView() const {
    return viewFor(false, false, "both");
}

json WagramState::viewFor(bool seeFrench, bool seeAustrian, const std::string& who) const {
    json ledger = json::array();
    for (const VpEntry& e : ledger_)
        ledger.push_back({{"turn", e.turn},
                          {"side", sideName(e.side)},
                          {"points", e.points},
                          {"reason", e.reason},
                          {"rule", e.rule}});
    json options = json::array();
    for (const ScenarioOption& o : scenario_.options)
        options.push_back({{"id", o.id},
                           {"side", sideName(o.side)},
                           {"title", o.title},
                           {"rule", o.rule},
                           {"vp_to_opponent", o.vp},
                           {"taken", options_.count(o.id) > 0}});
    const std::optional<Side> bonus = scenario_.continuationBonus(turn_);
    json j{{"game", "wagram-1809"},
           {"scenario",
            {{"id", scenario_.id}, {"number", scenario_.number}, {"title", scenario_.title}}},
           {"viewer", who},
           {"turn", turn_},
           {"first_turn", scenario_.firstTurn},
           {"last_turn", scenario_.lastTurn},
           {"step", phaseName(at_)},
           {"step_rule", "Wagram " + phaseRule(at_)},
           {"step_title", phaseTitle(at_)},
           {"phase_player", phasePlayer_ ? json(sideName(*phasePlayer_)) : json(nullptr)},
           {"previous_phase_player", previous_ ? json(sideName(*previous_)) : json(nullptr)},
           {"run", previous_ ? run_ : 0},
           {"round_markers", {{"french", markerFrench_}, {"austrian", markerAustrian_}}},
           {"continuation_bonus", bonus ? json(sideName(*bonus)) : json(nullptr)},
           {"surprise", scenario_.surprise(turn_)},
           {"vp", {{"french", vp(Side::French)}, {"austrian", vp(Side::Austrian)}}},
           {"french_wins_by", frenchWinsBy_},
           {"ledger", ledger},
           {"options", options},
           {"unfinished", unfinished()},
           {"orders_tables",
            {{"french", french_.view(seeFrench)}, {"austrian", austrian_.view(seeAustrian)}}}};
    j["johan"] = scenario_.johan ? json{{"from_turn", scenario_.johan->fromTurn},
                                        {"arrived", johanArrived_},
                                        {"rolled_this_phase", johanRolled_}}
                                 : json(nullptr); // 14.3
    if (const TurnFlag* f = scenario_.flag(turn_)) j["turn_label"] = f->label;
    if (at_ == Phase::Night) { // 14.3: the chosen corps are their side's until revealed
        json night = json::object();
        for (Side side : {Side::French, Side::Austrian}) {
            const bool sees = side == Side::French ? seeFrench : seeAustrian;
            json chosen = json::array(), revealed = json::array();
            for (const std::string& c : side == Side::French ? nightFrench_ : nightAustrian_)
                chosen.push_back(sees ? json{{"corps", c}, {"name", table(side).nameOf(c)}}
                                      : json{{"corps", nullptr}, {"name", "a corps"}});
            for (const auto& [who, c] : nightRevealed_)
                if (who == side)
                    revealed.push_back({{"corps", c}, {"name", table(side).nameOf(c)}});
            night[sideName(side)] = {{"chosen", chosen}, {"revealed", revealed}};
        }
        j["night"] = night;
    }
    // What is due, worked out here only: the page decides no rule (#34).
    const auto named = [](std::optional<Side> s) { return s ? json(sideName(*s)) : json(nullptr); };
    j["due"] = {{"reacting_side", named(reactingSide())},
                {"continuation_roll", phasePlayer_ && continuationRolled(*phasePlayer_)},
                {"night_reveal", named(nightRevealDue())}};
    // 9.0: whose markers this view shows face up.
    j["sees"] = {{"french", seeFrench}, {"austrian", seeAustrian}};
    if (at_ == Phase::Over) j["winner"] = sideName(winner());
    return j;
}

} // namespace adc::wagram
