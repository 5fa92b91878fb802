#include "adc/game_state.h"

#include "adc/action_kinds.h"
#include "adc/action_schema.h"

#include "adc/command/result_check.h"
#include "adc/errors.h"
#include "adc/loss_actions.h"
#include "adc/roll_record.h"
#include "adc/scenarios/game_clock.h"
#include "adc/straggler_recovery.h"
#include "payload.h"

#include <string_view>
#include <unordered_map>

namespace adc {

using nlohmann::json;
using payload::flag;
using payload::integer;
using payload::str;

GameState::GameState(const OrderOfBattle& french, const OrderOfBattle& austrian, CommandRules rules)
    : french_(french), austrian_(austrian), frenchRoster_(french), austrianRoster_(austrian),
      rules_(std::move(rules)) {
    now_.step = "order-issue"; // a game begins with the first player's Order Issue segment (8.1)
    now_.phasing = rules_.firstPlayer;
    now_.date = rules_.startDate;
    command_.begin(world());
}

CommandState::World GameState::world() {
    return {french_, austrian_, frenchRoster_, austrianRoster_, now_, rules_, inPlay()};
}

std::unique_ptr<ModuleState> GameState::clone() const {
    return std::make_unique<GameState>(*this);
}

std::unique_ptr<ModuleState> GameState::fresh() const {
    auto st = std::make_unique<GameState>(oob(Side::French), oob(Side::Austrian), rules_);
    st->referee_ = referee_;
    return st;
}

std::string GameState::tryApply(const Action& a) const {
    GameState probe = *this;
    return probe.apply(a);
}

void GameState::checkPayload(const Action& a) const {
    checkActionPayload(a);
    const json& p = a.payload;
    if (a.kind == kinds::Initiative) {
        // 10.2g: only a loose cannon is told to the opponent, and then the record names whose
        // leader rolled; any other result is the rolling side's secret (9.0).
        const bool loose = p.value("result", std::string()) == "loose_cannon";
        if (loose != a.side.empty())
            throw InvalidInput(loose ? "a loose cannon is told to both sides (10.2g): its side is "
                                       "\"\" and its payload names whose leader rolled"
                                     : "an initiative roll that is not a loose cannon is the "
                                       "rolling side's secret (9.0, 10.2g): its side names it");
        if (loose != p.contains("side"))
            throw InvalidInput(loose ? "a loose cannon's record names whose leader rolled (10.2g)"
                                     : "an initiative roll names its side once, as the action's "
                                       "side, not again in its payload (9.0)");
    }
    if (a.kind == kinds::Roll && p.contains("resolver") && p["resolver"].is_string()) {
        // 9.0: whose secret a result is follows from its chart (AE 2.9a: the French may keep
        // the bridge roll to themselves).
        if (p["resolver"] == "bridge") {
            if (!a.side.empty() && a.side != "french")
                throw InvalidInput("the bridge roll is the French player's to keep (AE 2.9a), "
                                   "not the " +
                                   a.side + " player's");
        } else {
            checkRollSide(p["resolver"].get<std::string>(), a.side);
        }
    }
    if (a.kind == kinds::LooseCannonOrder && !a.side.empty())
        throw InvalidInput("a loose cannon's order is seen by both sides (10.2g): its side is "
                           "\"\", and its payload names whose force it moves");
}

std::optional<Side> GameState::actor(const Action& a) const {
    if (a.kind == kinds::Mark) // a mark made from the other side's screen is that player's
        if (const auto by = a.payload.find("by"); by != a.payload.end() && by->is_string())
            return parseSide(by->get<std::string>());
    if (a.kind == kinds::Undo || a.kind == kinds::Redo) {
        const auto by = a.payload.find("by");
        if (by == a.payload.end() || !by->is_string()) return std::nullopt;
        return parseSide(by->get<std::string>());
    }
    if (a.kind == kinds::LooseCannonOrder) { // written by the owner's opponent (10.2g)
        const std::optional<Side> owner = ModuleState::actor(a);
        if (!owner) return std::nullopt;
        return *owner == Side::French ? Side::Austrian : Side::French;
    }
    return ModuleState::actor(a);
}

std::string GameState::cannotThrowAgain() const {
    if (!referee_ || !referee_->charts || !referee_->charts())
        return "the host has no charts loaded, so it cannot throw the app's dice for you: type "
               "your dice from the table, or ask the host to load its charts (5.3)";
    return "";
}

Action GameState::thrownAgain(const Action& a, std::uint64_t seed) const {
    if (const std::string no = cannotThrowAgain(); !no.empty()) throw InvalidInput(no);
    return adc::thrownAgain(*this, *referee_->charts(), a, seed);
}

std::vector<std::string> GameState::unfinished() const {
    return command_.unfinished(now_);
}

namespace {

std::string shownValue(const json& v) {
    return v.is_null() ? std::string("nothing") : v.dump();
}

} // namespace

// 8.1: where "next step" leads is the engine's to say, from the steps taken and the
// scenario's track; the player decides only to take it, from the step he sees. A stored
// advance that says otherwise (a forged turn, a second click on a step already taken) is
// refused, naming what it says and what the clock says. AE 2.1: Low Ammo is cleared only as
// the first player turn of a 22 May turn begins, with French units at Low Ammo.
void GameState::checkClock(const Action& a) const {
    if (!referee_ || !referee_->sequence) return;
    const SequenceOfPlay& seq = *referee_->sequence;
    if (a.kind == kinds::ClearLowAmmo) {
        const bool opens22May = now_.date.size() == 10 && now_.date.substr(5) == "05-22" &&
                                now_.playerTurn == 0 && !seq.playerTurn().empty() &&
                                now_.step == seq.playerTurn().front().id;
        if (!opens22May || losses(Side::French).lowAmmoUnits().empty())
            throw InvalidInput(
                "Low Ammo is erased as a turn of 22 May begins, with French units "
                "at Low Ammo (AE 2.1); the game is at " +
                clockPosition(seq, seq.after(steps_), referee_->catalog.get(), referee_->scenario)
                    .label());
        return;
    }
    const json& p = a.payload;
    // Where the game stands, in words: only for a refusal (a replay checks every advance).
    const auto here = [&] {
        return clockPosition(seq, seq.after(steps_), referee_->catalog.get(), referee_->scenario)
            .label();
    };
    if (const auto from = p.find("from"); from != p.end() && *from != steps_)
        throw InvalidInput("that step was taken already: the game has moved on to " + here() +
                           " (a Next step is recorded once, 8.1)");
    const json want =
        nextStepActions(seq, *this, referee_->catalog.get(), referee_->scenario).front().payload;
    for (const auto& [key, value] : want.items()) {
        if (key == "from") continue;
        const auto got = p.find(key);
        if (got == p.end() || *got != value)
            throw InvalidInput("advance: its " + key + " is " +
                               shownValue(got == p.end() ? json() : *got) +
                               ", but the next step "
                               "from " +
                               here() + " has " + key + " " + value.dump() +
                               " (8.1: the clock is worked out by the app, not recorded as sent)");
    }
    for (const auto& [key, value] : p.items())
        if (key != "from" && !want.contains(key))
            throw InvalidInput("advance: the next step from " + here() + " has no " + key +
                               " (8.1: the clock is worked out by the app)");
}

// 8.1: one step of the sequence of play done. The caller records where the game now
// stands (turn, step, phasing player, night, date); the command system follows it.
std::string GameState::advance(const json& p) {
    if (const auto left = unfinished(); !left.empty()) {
        std::string t = "not yet: ";
        for (size_t i = 0; i < left.size(); ++i)
            t += (i ? "; " : "") + left[i];
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

// A scenario's pre-game losses (AE 5.0 and the scenario's own rule): permanent casualties
// only, of the game's own scenario, on a side the scenario gives such losses.
void GameState::checkPreGameMark(const Action& a) const {
    const json& p = a.payload;
    if (integer(p, "stragglers") != 0 || flag(p, "charge") || p.contains("straggler_unit"))
        throw InvalidInput("pre-game losses are permanent casualties, never stragglers (AE 5.0)");
    if (!referee_) return;
    const Scenario* sc = referee_->scenario;
    const std::string named = str(p, "pre_game");
    if (!sc)
        throw InvalidInput("this game has no scenario, so it has no pre-game losses; the mark "
                           "names scenario " +
                           named);
    if (named != sc->number)
        throw InvalidInput("the mark names scenario " + named +
                           "'s pre-game losses, but this is a "
                           "game of scenario " +
                           sc->number);
    if (!sc->side(parseSide(a.side)).preGameLosses)
        throw InvalidInput("scenario " + sc->number + " gives the " + sideTitle(parseSide(a.side)) +
                           " side no pre-game losses");
}

std::string GameState::describeRow(Side s, const std::string& brigade) const {
    const LossChart& lc = losses(s);
    const Brigade* b = lc.oob().brigade(brigade);
    const BrigadeRow& r = lc.row(brigade);
    std::string t = b->id + " now " + std::to_string(r.casualties) + " X, " +
                    std::to_string(r.stragglers) + " /";
    if (lc.eliminated(brigade)) return t + ", eliminated";
    t += ", fire level " + lc.fireLevel(brigade);
    try {
        if (lc.wrecked(brigade)) {
            t += ", wrecked";
            if (lc.divisionWrecked(b->division)) t += " (division " + b->division + " wrecked)";
        }
    } catch (const InvalidInput&) {
        t += ", wrecked or not: its wrecked mark must be entered from the printed Loss Chart "
             "(20.6a)";
    }
    return t;
}

// One handler per kind of action this state keeps (the command system's are CommandState's).
// Each checks its action completely before it changes anything.
namespace {

using Handler = std::string (*)(GameState::Mutable&, const Action&);

// The dice record: a resolution and its dice, as the resolver reported them (5.3).
std::string applyRoll(GameState::Mutable& m, const Action& a) {
    const json& p = a.payload;
    if (!p.contains("resolver") || !p.contains("result"))
        throw InvalidInput("a roll record needs its resolver and result");

    // AE 2.9a: the bridge's state decides when French reinforcements arrive.
    if (p["resolver"] == "bridge") {
        const json& r = p["result"];
        m.bridge.roll(integer(r, "turn"), integer(r, "french"), integer(r, "austrian"));
    }
    return "Rolled " + p["resolver"].get<std::string>() + ": " +
           p["result"].value("result", std::string("?"));
}

// AE 4.1, 4.2: values the players read off the map, seen by both.
std::string applyVictoryInput(GameState::Mutable& m, const Action& a) {
    const json& p = a.payload;
    std::string t;
    for (const auto& [key, field] :
         {std::pair{"terrain_french", &VictoryInput::terrainFrench},
          std::pair{"terrain_austrian", &VictoryInput::terrainAustrian},
          std::pair{"casualty_top_vp", &VictoryInput::casualtyTopRowVp}}) {
        if (!p.contains(key)) continue;
        if (p[key].is_null()) {
            m.victory.*field = std::nullopt;
            t += std::string(t.empty() ? "" : ", ") + key + " cleared";
            continue;
        }
        const int n = integer(p, key);
        if (n < 0) throw InvalidInput(std::string(key) + " is a whole number of VPs, 0 or more");
        m.victory.*field = n;
        t += std::string(t.empty() ? "" : ", ") + key + " " + std::to_string(n);
    }
    if (t.empty())
        throw InvalidInput(
            "give terrain_french, terrain_austrian or casualty_top_vp (AE 4.1, 4.2)");
    return "Victory: " + t + " (entered by the players, AE 4.1)";
}

// AE 2.1: Low Ammo is erased at the first turn of 22 May.
std::string applyClearLowAmmo(GameState::Mutable& m, const Action&) {
    const int n = m.losses(Side::French).clearLowAmmo();
    return "Low Ammo erased from " + std::to_string(n) + " unit(s): first turn of 22 May (AE 2.1)";
}

// 20.6, 21.0a, 21.0b: casualties and stragglers on a unit's Loss Chart row.
std::string markRows(GameState::Mutable& m, const Action& a);

// 9.0 at one laptop: a mark made from the other side's screen (the player who fired marks
// the hits) says so; that player may take it back (Game::undoRefusal).
std::string applyMark(GameState::Mutable& m, const Action& a) {
    const std::string by = str(a.payload, "by", false);
    if (by == a.side)
        throw InvalidInput("mark: \"by\" names the other side's player, who marked it from his "
                           "screen; a side's own mark leaves it out");
    const std::string text = markRows(m, a);
    return by.empty()
               ? text
               : text + " (marked from the " + sideTitle(parseSide(by)) + " player's screen)";
}

std::string markRows(GameState::Mutable& m, const Action& a) {
    const json& p = a.payload;
    const Side side = parseSide(a.side);
    LossChart& lc = m.losses(side);
    const std::string unit = str(p, "unit");
    const int c = integer(p, "casualties"), s = integer(p, "stragglers");
    if (c == 0 && s == 0) throw InvalidInput("nothing to mark: give casualties or stragglers");
    if (p.contains("pre_game")) m.state.checkPreGameMark(a);
    const Brigade* b = lc.oob().brigade(unit);
    if (!b) throw InvalidInput("no brigade \"" + unit + "\" in the " + lc.oob().title);
    if (flag(p, "charge")) { // 21.0b, 24.1j: stragglers of a charge resolution are casualties
        lc.mark(unit, c + s, 0);
        return "Cavalry charge: " + std::to_string(s) +
               " straggler(s) recorded as casualties (21.0b). " + m.describeRow(side, unit);
    }
    const std::string to = str(p, "straggler_unit", false);
    if (!to.empty() && needsStragglerUnit(lc, {unit, c, s, false, to})) {
        // 21.0a: the topmost infantry in the stack takes them. Check both rows first.
        if (!lc.takesStragglers(to))
            throw InvalidInput(to +
                               " is not infantry either: only infantry takes stragglers (21.0a)");
        const Brigade* tb = lc.oob().brigade(to);
        const BrigadeRow& tr = lc.row(to);
        if (s > tb->totalBoxes() - tr.casualties - tr.stragglers)
            throw InvalidInput(to + " cannot take " + std::to_string(s) + " stragglers");
        if (c > 0) lc.mark(unit, c, 0);
        lc.mark(to, 0, s);
        return m.describeRow(side, unit) +
               "; stragglers to the topmost infantry (21.0a): " + m.describeRow(side, to);
    }
    if (!to.empty())
        throw InvalidInput(
            unit +
            " takes its own stragglers; straggler_unit is only for a top unit that cannot (21.0a)");
    lc.mark(unit, c, s);
    return std::to_string(c) + " casualties, " + std::to_string(s) + " stragglers on " +
           m.describeRow(side, unit);
}

// 21.2: the game's own checks, the players' confirmations, the table's count.
std::string applyRecoverStragglers(GameState::Mutable& m, const Action& a) {
    const json& p = a.payload;
    const Side side = parseSide(a.side);
    checkRecoveryAction(m.state, side, p);
    LossChart& lc = m.losses(side);
    const std::string unit = lc.oob().brigade(str(p, "unit"))->id;
    const int n = integer(p, "recovered");
    const bool wasEliminated = lc.eliminated(unit);
    lc.recover(unit, n);
    return std::to_string(n) + " straggler(s) recovered (21.2)" +
           (wasEliminated && n > 0 ? ", the unit returns to play" : "") + ". " +
           m.describeRow(side, unit);
}

std::string applyReleaseSkirmisher(GameState::Mutable& m, const Action& a) { // 11.5a
    m.losses(parseSide(a.side)).releaseSkirmisher(str(a.payload, "unit"));
    return "Skirmisher released from " + str(a.payload, "unit") + " (11.5a)";
}

std::string applyRecoverSkirmisher(GameState::Mutable& m, const Action& a) { // 11.5d
    m.losses(parseSide(a.side)).recoverSkirmisher(str(a.payload, "unit"));
    return "Skirmisher recovered into " + str(a.payload, "unit") + " (11.5d)";
}

std::string applyLoseGuns(GameState::Mutable& m, const Action& a) { // 27.2
    const json& p = a.payload;
    LossChart& lc = m.losses(parseSide(a.side));
    const std::string unit = str(p, "unit");
    lc.loseGuns(unit, integer(p, "gun_points"));
    return unit + " loses " + std::to_string(integer(p, "gun_points")) + " gun point(s), " +
           std::to_string(lc.battery(unit).gunPoints) + " left (27.2)";
}

std::string applyDetachBattery(GameState::Mutable& m, const Action& a) { // 27.1
    const json& p = a.payload;
    m.losses(parseSide(a.side))
        .detachBattery(str(p, "unit"), str(p, "battery"), integer(p, "gun_points"));
    return "Battery " + str(p, "battery") + " of " + std::to_string(integer(p, "gun_points")) +
           " gun point(s) detached from " + str(p, "unit") + " (27.1)";
}

std::string applyReattachBattery(GameState::Mutable& m, const Action& a) { // 27.1
    const json& p = a.payload;
    m.losses(parseSide(a.side)).reattachBattery(str(p, "battery"), str(p, "unit"));
    return "Battery " + str(p, "battery") + " rejoins " + str(p, "unit") + " (27.1)";
}

std::string applySetWreckedMark(GameState::Mutable& m, const Action& a) { // 20.6a
    const json& p = a.payload;
    m.losses(parseSide(a.side)).setWreckedMark(str(p, "brigade"), integer(p, "boxes"));
    return str(p, "brigade") + ": wrecked mark after box " + std::to_string(integer(p, "boxes")) +
           " (from the printed Loss Chart, 20.6a)";
}

std::string applyLowAmmo(GameState::Mutable& m, const Action& a) { // AE 2.1
    m.losses(parseSide(a.side)).setLowAmmo(str(a.payload, "unit"));
    return str(a.payload, "unit") + " marked Low Ammo (AE 2.1)";
}

std::string applyLeaderCasualty(GameState::Mutable& m, const Action& a) { // 26.4
    const json& p = a.payload;
    return m.roster(parseSide(a.side))
        .leaderLost(str(p, "leader"), str(p, "replacement", false),
                    str(p, "corps_replacement", false));
}

std::string applySetRating(GameState::Mutable& m, const Action& a) { // 26.0: from the counter
    const json& p = a.payload;
    LeaderRoster& roster = m.roster(parseSide(a.side));
    roster.setRating(str(p, "leader"), integer(p, "rating", -1));
    return roster.leaderName(str(p, "leader")) + " rated " + std::to_string(integer(p, "rating")) +
           " (from the counter)";
}

std::string applySetCavalryClass(GameState::Mutable& m,
                                 const Action& a) { // 24.0a: from the counter
    const json& p = a.payload;
    m.roster(parseSide(a.side)).setCavalryClass(str(p, "brigade"), str(p, "class"));
    return str(p, "brigade") + " is " + str(p, "class") + " cavalry (from the counter, 24.0a)";
}

const std::unordered_map<std::string_view, Handler>& handlers() {
    static const std::unordered_map<std::string_view, Handler> h{
        {kinds::Roll, applyRoll},
        {kinds::VictoryInput, applyVictoryInput},
        {kinds::ClearLowAmmo, applyClearLowAmmo},
        {kinds::Mark, applyMark},
        {kinds::RecoverStragglers, applyRecoverStragglers},
        {kinds::ReleaseSkirmisher, applyReleaseSkirmisher},
        {kinds::RecoverSkirmisher, applyRecoverSkirmisher},
        {kinds::LoseGuns, applyLoseGuns},
        {kinds::DetachBattery, applyDetachBattery},
        {kinds::ReattachBattery, applyReattachBattery},
        {kinds::SetWreckedMark, applySetWreckedMark},
        {kinds::LowAmmo, applyLowAmmo},
        {kinds::LeaderCasualty, applyLeaderCasualty},
        {kinds::SetRating, applySetRating},
        {kinds::SetCavalryClass, applySetCavalryClass},
    };
    return h;
}

} // namespace

bool GameState::applies(const std::string& kind) {
    return kind == kinds::Advance || CommandState::handles(kind) || handlers().count(kind) > 0;
}

std::string GameState::apply(const Action& a) {
    if (a.kind == kinds::Advance || a.kind == kinds::ClearLowAmmo) checkClock(a);
    if (referee_ && referee_->charts)
        if (const ChartSet* charts = referee_->charts()) checkResults(*this, *charts, a);
    if (a.kind == kinds::Advance) return advance(a.payload);
    if (CommandState::handles(a.kind)) return command_.apply(a, world());
    const auto h = handlers().find(a.kind);
    if (h == handlers().end()) throw InvalidInput("unknown action \"" + a.kind + "\"");
    Mutable m{*this};
    return h->second(m, a);
}

std::string notOnMapYet(const GameState& st, Side s, const std::string& id) {
    const OrderOfBattle& oob = st.oob(s);
    const Formation* f = oob.formation(id);
    if (!f) return {};
    const Presence p = st.inPlay().formation(oob, id);
    if (p.inPlay()) return {};
    return f->name + " is not on the map yet: " + p.text() + " (16.4)";
}

} // namespace adc
