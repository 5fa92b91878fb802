// Wagram 1809's verbs of `adc game`: the Orders Table (12.5, 7.1, 7.2, 12.1), the Rounds (6,
// 11, 12.4) and the VP (12.3, 14.x). Each builds one action; the engine's WagramState checks
// it. Dice not given are thrown by the app and recorded in the action.
#include "game_verbs.h"

#include "cli_values.h"

#include "adc/dice.h"
#include "adc/errors.h"
#include "adc/turn_sequence.h"
#include "adc/wagram/app_dice.h"
#include "adc/wagram/wagram_kinds.h"
#include "adc/wagram/wagram_state.h"

#include <iostream>

using nlohmann::json;

namespace adc::cli {

namespace kinds = adc::wagram::kinds;

namespace {

const wagram::WagramState& wagramOf(const GameSession& s) {
    return dynamic_cast<const wagram::WagramState&>(s.game().moduleState());
}

// The words of one verb: each key taken once, the rest refused with the verb's usage.
struct Words {
    std::map<std::string, std::string> kv;
    std::string usage;
    std::string take(const std::string& key) {
        const auto it = kv.find(key);
        if (it == kv.end()) throw InvalidInput("give " + key + "=: " + usage);
        std::string v = it->second;
        kv.erase(it);
        return v;
    }
    std::optional<std::string> maybe(const std::string& key) {
        const auto it = kv.find(key);
        if (it == kv.end()) return std::nullopt;
        std::string v = it->second;
        kv.erase(it);
        return v;
    }
    void done() const { noOtherKeys(kv, usage); }
};

Words words(const GameContext& c, const std::string& keys) {
    return {keyValues(c.args), "adc game " + c.verb + " FILE " + keys};
}

// A die the player gives (key=), checked here; none when he leaves it to the app.
std::optional<int> givenDie(const std::optional<std::string>& v, DiceKind kind,
                            const std::string& key) {
    if (!v) return std::nullopt;
    return checkRoll(kind, toInt(key, *v));
}

// A Round roll with the player's dice as typed (`typed`), or with the app's thrown from seed=
// (a fresh seed otherwise) and recorded beside them, so that a replay throws them again
// (adc/wagram/app_dice.h, 5.3).
Action withDice(Action a, bool typed, const std::optional<std::string>& seed) {
    if (typed) return a;
    return wagram::roundDiceFrom(std::move(a), seed ? toSeed(*seed) : DiceRoller::freshSeed());
}

json corpsList(const std::string& v) {
    json out = json::array();
    if (v == "none") return out;
    for (const std::string& c : listOf(v))
        out.push_back(c);
    return out;
}

// Records the action and prints it with the game as `viewer` sees it after it: the acting
// side for its secret, otherwise what both sides see.
int record(const GameContext& c, GameSession& s, Action a) {
    const Action done = s.perform(std::move(a));
    const wagram::WagramState& w = wagramOf(s);
    const json now = done.side.empty() ? w.publicView() : w.view(parseSide(done.side));
    std::cout << json{{"file", c.file}, {"action", actionJson(done)}, {"now", now}}.dump(2) << '\n';
    return 0;
}

Action action(const char* kind, json payload, std::string side = "") {
    return {0, kind, std::move(side), std::move(payload), {}, {}};
}

int place(const GameContext& c) {
    Words w = words(c, "side=french|austrian orders=A,B,C [admin=X,Y]");
    const std::string side = sideName(parseSide(w.take("side")));
    const json orders = corpsList(w.take("orders"));
    const json admin = corpsList(w.maybe("admin").value_or("none"));
    w.done();
    GameSession s = c.open();
    return record(c, s, action(kinds::Place, {{"orders", orders}, {"admin", admin}}, side));
}

int reaction(const GameContext& c) {
    Words w = words(c, "side=french|austrian corps=C");
    const std::string side = sideName(parseSide(w.take("side")));
    const std::string corps = w.take("corps");
    w.done();
    GameSession s = c.open();
    return record(c, s, action(kinds::Reaction, {{"corps", corps}}, side));
}

int reactionRoll(const GameContext& c) {
    Words w = words(c, "side=french|austrian [roll=2..12 | seed=N]");
    const std::string side = sideName(parseSide(w.take("side")));
    const auto roll = givenDie(w.maybe("roll"), DiceKind::TwoD6, "roll");
    const auto seed = w.maybe("seed");
    w.done();
    GameSession s = c.open();
    json payload{{"side", side}};
    if (roll) payload["roll"] = *roll;
    return record(c, s, withDice(action(kinds::ReactionRoll, payload), roll.has_value(), seed));
}

int initiative(const GameContext& c) {
    Words w = words(c, "[french=1..6 austrian=1..6 | seed=N]");
    const auto fr = w.maybe("french"), au = w.maybe("austrian");
    if (fr.has_value() != au.has_value())
        throw InvalidInput("give both dice, french= and austrian=, or neither (the app rolls)");
    json payload = json::object();
    if (fr) {
        payload["french"] = *givenDie(fr, DiceKind::D6, "french");
        payload["austrian"] = *givenDie(au, DiceKind::D6, "austrian");
    }
    const auto seed = w.maybe("seed");
    w.done();
    GameSession s = c.open();
    return record(c, s, withDice(action(kinds::Initiative, payload), fr.has_value(), seed));
}

int reveal(const GameContext& c) {
    Words w = words(c, "side=french|austrian");
    const std::string side = sideName(parseSide(w.take("side")));
    w.done();
    GameSession s = c.open();
    return record(c, s, action(kinds::Reveal, {{"side", side}}));
}

int pick(const GameContext& c) {
    Words w = words(c, "side=french|austrian corps=C");
    const std::string side = sideName(parseSide(w.take("side")));
    const std::string corps = w.take("corps");
    w.done();
    GameSession s = c.open();
    return record(c, s, action(kinds::Pick, {{"corps", corps}}, side));
}

int continueRound(const GameContext& c) {
    Words w = words(c, "side=french|austrian [roll=2..12 | seed=N]  (from box 7 on)");
    const Side side = parseSide(w.take("side"));
    GameSession s = c.open();
    json payload{{"side", sideName(side)}};
    const auto roll = givenDie(w.maybe("roll"), DiceKind::TwoD6, "roll");
    const auto seed = w.maybe("seed");
    w.done();
    if (roll) payload["roll"] = *roll;
    // 11: a roll only when the marker reaches box 7 or beyond (a typed one below is refused).
    if (!wagramOf(s).continuationRolled(side) || roll)
        return record(c, s, action(kinds::Continue, payload));
    return record(c, s, withDice(action(kinds::Continue, payload), false, seed));
}

int adminReveal(const GameContext& c) {
    Words w = words(c, "side=french|austrian  (the Austrian first)");
    const std::string side = sideName(parseSide(w.take("side")));
    w.done();
    GameSession s = c.open();
    return record(c, s, action(kinds::AdminReveal, {{"side", side}}));
}

int adminPick(const GameContext& c) {
    Words w = words(c, "side=french|austrian [corps=A,B | corps=none]  (the Austrian first)");
    const std::string side = sideName(parseSide(w.take("side")));
    const json corps = corpsList(w.maybe("corps").value_or("none"));
    w.done();
    GameSession s = c.open();
    return record(c, s, action(kinds::AdminPick, {{"corps", corps}}, side));
}

int vp(const GameContext& c) {
    Words w = words(c, "side=french|austrian points=N reason=rout|eliminated|artillery|guard|"
                       "objective|lobau");
    const std::string side = sideName(parseSide(w.take("side")));
    const int points = toInt("points", w.take("points"));
    const std::string reason = w.take("reason");
    w.done();
    GameSession s = c.open();
    return record(c, s,
                  action(kinds::Vp, {{"side", side}, {"points", points}, {"reason", reason}}));
}

int option(const GameContext& c) {
    Words w = words(c, "id=OPTION  (adc scenario show SCENARIO lists them)");
    const std::string id = w.take("id");
    w.done();
    GameSession s = c.open();
    return record(c, s, action(kinds::Option, {{"id", id}}));
}

int johan(const GameContext& c) {
    Words w = words(c, "[roll=1..6 | seed=N]");
    const auto roll = givenDie(w.maybe("roll"), DiceKind::D6, "roll");
    const auto seed = w.maybe("seed");
    w.done();
    GameSession s = c.open();
    json payload = json::object();
    if (roll) payload["roll"] = *roll;
    return record(c, s, withDice(action(kinds::Johan, payload), roll.has_value(), seed));
}

int corpsLeaves(const GameContext& c) {
    Words w = words(c, "side=french|austrian corps=C");
    const std::string side = sideName(parseSide(w.take("side")));
    const std::string corps = w.take("corps");
    w.done();
    GameSession s = c.open();
    return record(c, s, action(kinds::CorpsLeaves, {{"side", side}, {"corps", corps}}));
}

int nightPick(const GameContext& c) {
    Words w = words(c, "side=french|austrian corps=A,B");
    const std::string side = sideName(parseSide(w.take("side")));
    const json corps = corpsList(w.take("corps"));
    w.done();
    GameSession s = c.open();
    return record(c, s, action(kinds::NightPick, {{"corps", corps}}, side));
}

int nightReveal(const GameContext& c) {
    Words w = words(c, "side=french|austrian corps=C  (in turn, the French first)");
    const std::string side = sideName(parseSide(w.take("side")));
    const std::string corps = w.take("corps");
    w.done();
    GameSession s = c.open();
    return record(c, s, action(kinds::NightReveal, {{"side", side}, {"corps", corps}}));
}

int endTurn(const GameContext& c) {
    Words w = words(c, "");
    w.done();
    GameSession s = c.open();
    return record(c, s, action(kinds::EndTurn, json::object()));
}

} // namespace

int wagramWhere(const GameContext& c, const GameSession& s) {
    Words w = words(c, "[viewer=french|austrian|all]");
    const std::string viewer = w.maybe("viewer").value_or("");
    w.done();
    const wagram::WagramState& st = wagramOf(s);
    json j = viewer.empty()    ? st.publicView()
             : viewer == "all" ? st.view(std::nullopt)
                               : st.view(parseSide(viewer));
    // 5: the steps of the sequence of play under way in this state.
    const TurnSequence seq = TurnSequence::load(c.tablesDir + "/wagram-1809/sequence-of-play.json");
    j["sequence_now"] = json::array();
    for (const PlayStep* p : seq.during(wagram::phaseName(st.phase())))
        j["sequence_now"].push_back(
            {{"id", p->id}, {"phase", p->phase}, {"label", p->label}, {"rule", p->rule}});
    std::cout << j.dump(2) << '\n';
    return 0;
}

std::vector<GameVerb> wagramVerbs() {
    const std::string w = "wagram-1809";
    return {
        {"place", "Wagram 12.5", "Wagram: fill a side's Orders Table, in secret, before the game",
         "side=french|austrian\norders=A,B,C  the corps for Order 1, 2 and 3\n[admin=X,Y]  0 to 2 "
         "corps for Administrative Movement",
         place, w},
        {"reaction", "Wagram 7.2", "Wagram: put a corps in the Reaction box, in secret",
         "side=french|austrian  not the previous Round's Phase player\ncorps=C  from Available",
         reaction, w},
        {"reaction-roll", "Wagram 7.2", "Wagram: the Reaction Round roll (2d6)",
         "side=french|austrian\n[roll=2..12 | seed=N]", reactionRoll, w},
        {"initiative", "Wagram 6", "Wagram: both initiative dice, with the run penalties",
         "[french=1..6 austrian=1..6 | seed=N]", initiative, w},
        {"reveal", "Wagram 7.1", "Wagram: the Phase player reveals Order 1; the orders shift",
         "side=french|austrian", reveal, w},
        {"pick", "Wagram 7.1", "Wagram: the Phase player's new Order 3, in secret",
         "side=french|austrian\ncorps=C  from Available (or the Reaction corps left over)", pick,
         w},
        {"continue", "Wagram 11",
         "Wagram: the Continuation Phase: the Round marker on, and from box 7 the roll",
         "side=french|austrian  the Phase player\n[roll=2..12 | seed=N]", continueRound, w},
        {"admin-reveal", "Wagram 12.1",
         "Wagram: reveal the Administrative Movement box (the Austrian first)",
         "side=french|austrian", adminReveal, w},
        {"admin-pick", "Wagram 12.1",
         "Wagram: up to 2 corps for the next Administrative Movement, in secret",
         "side=french|austrian\n[corps=A,B | corps=none]", adminPick, w},
        {"vp", "Wagram 12.3", "Wagram: VP won or lost, with 12.3's reason",
         "side=french|austrian\npoints=N  negative when lost\n"
         "reason=rout|eliminated|artillery|guard|objective|lobau",
         vp, w},
        {"option", "Wagram 12.3, 14.2, 14.3",
         "Wagram: a side takes a scenario option; the opponent gains its VP", "id=OPTION", option,
         w},
        {"johan", "Wagram 14.3", "Wagram: the die for Johan's arrival (Scenario 2, from turn 7)",
         "[roll=1..6 | seed=N]", johan, w},
        {"corps-leaves", "Wagram 14.2", "Wagram: a corps marker the scenario removes (Wrede)",
         "side=french|austrian\ncorps=C", corpsLeaves, w},
        {"night-pick", "Wagram 14.3", "Wagram: Scenario 3's night: a side's two corps, in secret",
         "side=french|austrian\ncorps=A,B", nightPick, w},
        {"night-reveal", "Wagram 14.3",
         "Wagram: Scenario 3's night: reveal and move one of them, in turn, the French first",
         "side=french|austrian\ncorps=C", nightReveal, w},
        {"end-turn", "Wagram 12.4", "Wagram: the end of the turn: Round markers back, Turn on", "",
         endTurn, w},
    };
}

} // namespace adc::cli
