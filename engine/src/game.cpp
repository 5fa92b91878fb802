#include "adc/game.h"
#include "adc/action_kinds.h"

#include "adc/action_schema.h"
#include "adc/dice_record.h"
#include "adc/errors.h"
#include "adc/input_text.h"
#include "adc/seat_view.h"

#include <algorithm>
#include <iterator>

namespace adc {

namespace {

// A stand-in holds nothing but the side whose action it stands for (adc/seat_view.h).
void checkWithheld(const Action& a) {
    if (a.side.empty() || !a.payload.empty() || !a.summary.empty())
        throw InvalidInput("a withheld action stands for one side's action and holds nothing "
                           "else (9.0)");
    parseSide(a.side);
}

std::optional<Side> requester(const Action& a) {
    const auto it = a.payload.find("by");
    if (it == a.payload.end() || it->is_null()) return std::nullopt;
    if (!it->is_string()) throw InvalidInput("an undo's \"by\" is french or austrian");
    return parseSide(it->get<std::string>());
}

} // namespace

Game::Game(const OrderOfBattle& french, const OrderOfBattle& austrian, CommandRules rules)
    : Game(std::make_unique<GameState>(french, austrian, std::move(rules))) {}

Game::Game(std::unique_ptr<ModuleState> start) {
    keep(std::move(start));
}

Game::Game(const Game& other) : log_(other.log_) {
    keep(other.state_->clone());
}

void Game::keep(std::unique_ptr<ModuleState> state) {
    state_ = std::move(state);
    nbs_ = dynamic_cast<const GameState*>(state_.get());
}

const GameState& Game::state() const {
    if (!nbs_) throw InvalidInput("this is not a Napoleonic Brigade Series game");
    return *nbs_;
}

Game& Game::operator=(const Game& other) {
    if (this != &other) *this = Game(other);
    return *this;
}

namespace {

// 9.0: a side takes back its own actions and those both see; and a mark it made on the other
// side's Loss Chart from its own screen at one laptop (the payload's "by").
bool mayTakeBack(const Action& a, std::optional<Side> viewer) {
    if (seenBy(a, viewer)) return true;
    const auto by = a.payload.find("by");
    return a.kind == kinds::Mark && by != a.payload.end() && *by == sideName(*viewer);
}

} // namespace

std::string Game::undoRefusal(const std::string& kind, std::optional<Side> viewer) const {
    const bool undo = kind == kinds::Undo;
    const auto target = undo ? log_.undoTarget() : log_.redoTarget();
    if (!target) return "there is nothing to " + kind;
    if (mayTakeBack(at(*target), viewer)) return {};
    // Said without a word of what the action is: it is the other side's secret (9.0).
    return std::string("the latest action ") + (undo ? "in force" : "undone") + " is not one the " +
           sideTitle(*viewer) + " side may " + kind +
           ": each side takes back only its own actions and those both sides see; the umpire may " +
           kind + " any (9.0)";
}

// 9.0, newest first: an action in force the viewer may act on, with every action in force
// after it one the viewer may act on too.
std::vector<Game::UndoTo> Game::undoableTo(std::optional<Side> viewer) const {
    std::vector<UndoTo> to(log_.all().size() + 1, UndoTo::NotInHistory);
    const std::vector<const Action*> effective = log_.effective();
    bool othersLater = false;
    for (auto it = effective.rbegin(); it != effective.rend(); ++it) {
        const bool mine = mayTakeBack(**it, viewer);
        if (mine)
            to[static_cast<std::size_t>((*it)->seq)] =
                othersLater ? UndoTo::OthersLater : UndoTo::Allowed;
        othersLater = othersLater || !mine;
    }
    return to;
}

std::string Game::undoToRefusal(std::int64_t seq, std::optional<Side> viewer) const {
    const std::vector<UndoTo> to = undoableTo(viewer);
    const UndoTo here = seq >= 1 && seq < static_cast<std::int64_t>(to.size())
                            ? to[static_cast<std::size_t>(seq)]
                            : UndoTo::NotInHistory;
    if (here == UndoTo::Allowed) return {};
    const std::string whose = viewer ? " of the " + sideTitle(*viewer) + " history" : "";
    // Numbered as the viewer's history numbers it (9.0: no gap shows the other side's).
    const bool inLog = seq >= 1 && seq <= static_cast<std::int64_t>(log_.all().size());
    const std::string n = std::to_string(
        inLog && seenBy(at(seq), viewer) ? ViewerNumbers(log_.all(), viewer).number(seq) : seq);
    if (here == UndoTo::NotInHistory)
        return "action #" + n + " is not an action" + whose +
               " still in force; nothing to undo back to";
    return "undoing back to #" + n + " would take back actions the " + sideTitle(*viewer) +
           " side may not: each side takes back only its own actions and those both sides see; "
           "the umpire may undo any (9.0)";
}

// An undo or redo as the log records it: who asked ("by"), the action it takes back, and
// whose secret that makes it (9.0), all worked out from the log as it stands.
Action Game::undoRedo(Action a) const {
    const std::optional<Side> by = requester(a);
    if (const std::string no = undoRefusal(a.kind, by); !no.empty()) throw InvalidInput(no);
    const bool undo = a.kind == kinds::Undo;
    const std::int64_t target = *(undo ? log_.undoTarget() : log_.redoTarget());
    // The action the player meant, as his screen showed it: if another action came first
    // (a second click, the other laptop), nothing is taken back that he did not see.
    if (const auto meant = a.payload.find("target"); meant != a.payload.end() && *meant != target)
        throw InvalidInput("the action to " + a.kind +
                           " is no longer the one you saw: the game changed since; nothing was " +
                           (undo ? "undone" : "redone") + ", look again (9.0)");
    const Action& t = at(target);
    a.payload = {{"target", target}};
    if (by) a.payload["by"] = sideName(*by);
    // No log number in the words: each viewer numbers the history his own way (9.0).
    const std::string head = std::string(undo ? "Undo" : "Redo") + ": ";
    const auto roll = rollIn(t);
    if (roll && !t.side.empty()) {
        // 9.0: a secret roll taken back (or brought back) is told to the other side, with
        // the chart but not the result, so that nobody quietly rolls again.
        a.side.clear();
        a.payload["roll"] = {{"side", t.side}, {"chart", roll->title}};
        const std::string whose = sideTitle(parseSide(t.side));
        a.summary = head + (whose == "Austrian" ? "an " : "a ") + whose + " roll on the " +
                    roll->title + " " + (undo ? "taken back" : "brought back") +
                    " (9.0: the other side is told, not the result)";
        return a;
    }
    a.side = t.side; // undoing any other secret action is as secret as the action
    a.summary = head + t.summary;
    return a;
}

Action Game::prepare(Action a) const {
    a.seq = log_.nextSeq();
    if (ActionLog::isUndoRedo(a)) return undoRedo(std::move(a));
    state_->checkPayload(a);            // what the log will hold, before the rule reads it
    a = state_->complete(std::move(a)); // what the rules work out, recorded for seats' copies
    a.summary = state_->tryApply(a);    // a refused action must leave the real state untouched
    return a;
}

void Game::commit(const Action& a) {
    log_.append(a);
    if (ActionLog::isUndoRedo(a))
        rebuild();
    else if (ActionLog::isWithheld(a))
        state_->withheld(a);
    else
        state_->apply(a);
}

// An action of a stored log that does not replay, named by its place in the log.
[[noreturn]] static void refuseStored(const Action& a, const std::string& why) {
    throw InvalidInput("action #" + std::to_string(a.seq) + " (" + printable(a.kind, 40) +
                       "): " + why);
}

void Game::load(std::vector<Action> actions) {
    log_ = ActionLog();
    log_.reserve(actions.size()); // grown once: a long log is never held twice (#32)
    for (auto& a : actions) {
        try {
            // An undo or redo is the log's own, the same in every game; the rest the module's.
            if (ActionLog::isWithheld(a)) {
                checkWithheld(a);
            } else if (!ActionLog::isUndoRedo(a)) {
                state_->checkPayload(a);
            } else {
                checkActionPayload(a);
                // The payload names the action it reverses; it must be the one the log says.
                const auto target = a.kind == kinds::Undo ? log_.undoTarget() : log_.redoTarget();
                if (target && a.payload["target"] != *target)
                    throw InvalidInput("it names #" + a.payload["target"].dump() +
                                       ", but the action to " + a.kind + " there is #" +
                                       std::to_string(*target));
                // Who asked may take it back, and the record's secrecy is what that makes it
                // (9.0): worked out again, never taken as stored. (A seat's copy holds only a
                // stand-in for the other side's action: what it undoes is the host's word.)
                const Action derived = !target || ActionLog::isWithheld(at(*target))
                                           ? a
                                           : undoRedo(Action{a.seq, a.kind, "", a.payload, "", ""});
                if (derived.side != a.side)
                    throw InvalidInput("its side is \"" + printable(a.side, 20) +
                                       "\", but taking back #" + a.payload["target"].dump() +
                                       " makes it \"" + derived.side + "\" (9.0)");
                if (derived.payload != a.payload)
                    throw InvalidInput("it records " + printable(a.payload.dump(), 120) +
                                       ", but the log makes it " +
                                       printable(derived.payload.dump(), 120) + " (9.0)");
            }
        } catch (const std::exception& e) {
            refuseStored(a, e.what());
        }
        const Action named{a.seq, a.kind, {}, {}, {}, {}}; // what a refusal names, once moved
        try {
            log_.append(std::move(a));
        } catch (const std::exception& e) {
            refuseStored(named, e.what());
        }
    }
    rebuild();
}

void Game::extend(std::vector<Action> more) {
    if (more.empty()) return;
    if (std::any_of(more.begin(), more.end(), ActionLog::isUndoRedo)) {
        // An undo or redo reaches back into the log: the whole of it is played again.
        std::vector<Action> all = log_.all();
        all.insert(all.end(), std::make_move_iterator(more.begin()),
                   std::make_move_iterator(more.end()));
        Game next(*this);
        next.load(std::move(all));
        *this = std::move(next);
        return;
    }
    // Each checked on a copy of the state first, as load() checks it; the log and the state
    // move only once all of them have.
    auto trial = state_->clone();
    std::int64_t seq = log_.nextSeq();
    for (const Action& a : more) {
        if (a.seq != seq++) refuseStored(a, "it is out of order in the log");
        try {
            if (ActionLog::isWithheld(a)) {
                checkWithheld(a);
                trial->withheld(a);
            } else {
                trial->checkPayload(a);
                trial->apply(a);
            }
        } catch (const std::exception& e) {
            refuseStored(a, e.what());
        }
    }
    for (Action& a : more)
        log_.append(std::move(a));
    keep(std::move(trial));
}

void Game::rebuild() {
    auto fresh = state_->fresh();
    for (const Action* a : log_.effective()) {
        try {
            if (ActionLog::isWithheld(*a)) { // the other side's: only its place and its side
                fresh->withheld(*a);
                continue;
            }
            // What an action in force did is said in the engine's words, worked out again
            // as it is played: a summary edited in the file is never shown as stored (#32).
            if (std::string said = fresh->apply(*a); said != a->summary)
                log_.setSummary(a->seq, std::move(said));
        } catch (const std::exception& e) {
            refuseStored(*a, e.what());
        }
    }
    keep(std::move(fresh));
}

} // namespace adc
