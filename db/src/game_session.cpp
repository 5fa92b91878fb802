#include "adc/game_session.h"
#include "adc/action_kinds.h"

#include "adc/errors.h"
#include "adc/game_module.h"
#include "adc/game_state.h"
#include "adc/module_start.h"
#include "adc/seat_view.h"

#include <optional>

namespace adc {

GameSession::GameSession(GameFile file, std::unique_ptr<ModuleState> start)
    : file_(std::move(file)), game_(std::move(start)) {}

GameSession GameSession::create(const std::string& path, const nlohmann::json& givenInfo,
                                const StartState& start, const std::vector<Action>& first) {
    nlohmann::json info = givenInfo;
    const GameModule* module = &gameModule("aspern-essling");
    if (info.is_object()) {
        try { // every new file says which game it is, and of which version of its rules
            module = &gameModuleOf(info);
            info.update(moduleInfo(*module));
        } catch (const UnknownGame& e) {
            throw InvalidInput(std::string("no game was created: ") + e.what());
        }
    }
    if (module->rulebook == "nbs")
        markOrderNumbering(info); // a new file numbers each side's orders on its own (10.1c)
    // Every first action is prepared on the game in memory before the file exists.
    Game game(start(*module, info));
    std::vector<Action> prepared;
    for (Action a : first) {
        if (ActionLog::isUndoRedo(a))
            throw InvalidInput("a new game cannot start with an undo or a redo");
        a.at = utcNow();
        a = game.prepare(std::move(a));
        game.commit(a);
        prepared.push_back(a);
    }
    GameSession s(GameFile::create(path, info, prepared), game.moduleState().fresh());
    s.game_ = std::move(game);
    return s;
}

GameSession GameSession::open(const std::string& path, const StartState& start) {
    GameFile file = GameFile::open(path);
    const GameModule* module = nullptr;
    try {
        module = &gameModuleOf(file.info()); // before a word of it is read as this app's game
    } catch (const UnknownGame& e) {
        throw GameFileError(GameFileError::Kind::OtherGame,
                            path + ": " + e.what() + "; it was left untouched");
    }
    std::unique_ptr<ModuleState> state;
    try {
        state = start(*module, file.info());
    } catch (const InvalidInput& e) {
        throw GameFileError(GameFileError::Kind::OtherGame,
                            path + ": " + e.what() + "; it was left untouched");
    }
    // Kept to tell, should the log not replay, whether it does as recorded (an old file).
    std::unique_ptr<GameState> bare;
    if (const auto* gs = dynamic_cast<const GameState*>(state.get()); gs && gs->referee()) {
        bare = std::make_unique<GameState>(*gs);
        bare->setReferee(nullptr);
    }
    GameSession s(std::move(file), std::move(state));
    std::vector<Action> actions = s.file_.actions(); // each checked as stored
    try {
        s.game_.load(std::move(actions));
    } catch (const std::exception& e) {
        const std::string why = e.what();
        if (bare) {
            bool asRecorded = true;
            try {
                Game(std::move(bare)).load(s.file_.actions());
            } catch (const std::exception&) {
                asRecorded = false;
            }
            if (asRecorded)
                throw GameFileError(
                    GameFileError::Kind::Disagrees,
                    path + ": the rules work out a figure in it otherwise (" + why +
                        "); it was left untouched. Read it as recorded, or take the rules' "
                        "figures as a new game (adc game log ... as_recorded=yes, adc game "
                        "rederive ... out=NEW)");
        }
        throw GameFileError(GameFileError::Kind::Damaged, path +
                                                              ": its action log does not replay (" +
                                                              why + "); it was left untouched");
    }
    return s;
}

namespace {

// An Aspern-Essling game's start, from its armies; another game's is refused.
GameSession::StartState nbsStart(const ModuleData& data) {
    return [data](const GameModule& m, const nlohmann::json& info) {
        if (m.rulebook != "nbs")
            throw InvalidInput("it is a game of " + m.title + ", and this reads " +
                               gameModule("aspern-essling").title + " games only");
        return startState(m, info, data);
    };
}

} // namespace

GameSession GameSession::create(const std::string& path, const nlohmann::json& info,
                                const OrderOfBattle& french, const OrderOfBattle& austrian,
                                const std::vector<Action>& first) {
    return create(path, info, nbsStart({"", &french, &austrian}), first);
}

GameSession GameSession::open(const std::string& path, const OrderOfBattle& french,
                              const OrderOfBattle& austrian) {
    return open(path, nbsStart({"", &french, &austrian}));
}

GameSession GameSession::create(const std::string& path, const nlohmann::json& info,
                                const ModuleData& data, const std::vector<Action>& first) {
    return create(path, info, nbsStart(data), first);
}

GameSession GameSession::open(const std::string& path, const ModuleData& data) {
    return open(path, nbsStart(data));
}

// The actions another program appended (a host's, for a seat), played all or none: one that
// does not replay changes nothing here.
void GameSession::follow(const std::vector<Action>& newer) {
    if (newer.empty()) return;
    try {
        game_.extend(newer); // all or nothing
    } catch (const std::exception& e) {
        throw GameFileError(GameFileError::Kind::Damaged,
                            file_.path() + ": an action another program wrote does not replay (" +
                                std::string(e.what()) + "); nothing was recorded");
    }
}

std::size_t GameSession::refresh() {
    const std::vector<Action> newer = file_.actionsAfter(game_.log().nextSeq() - 1);
    follow(newer);
    return newer.size();
}

// A seat's copy of a game hosted on another laptop (adc/game_host.h) is written only from
// what the host sends: an action made on it would be one the host never checked.
GameSession GameSession::asRecorded(const std::string& path, const OrderOfBattle& french,
                                    const OrderOfBattle& austrian) {
    GameSession s = open(path, nbsStart({"", &french, &austrian})); // no referee: as recorded
    s.readOnly_ = true;
    return s;
}

Rederived GameSession::rederive(const std::string& path, const StartState& start,
                                const std::string& out) {
    const GameFile file = GameFile::open(path);
    std::unique_ptr<ModuleState> state;
    try {
        state = start(gameModuleOf(file.info()), file.info());
    } catch (const std::exception& e) {
        throw GameFileError(GameFileError::Kind::OtherGame,
                            path + ": " + e.what() + "; it was left untouched");
    }
    Rederived r;
    try {
        r = adc::rederive(Game(std::move(state)), file.actions());
    } catch (const InvalidInput& e) {
        throw GameFileError(GameFileError::Kind::Damaged,
                            path + ": its log cannot be read again by the rules (" +
                                std::string(e.what()) + "); nothing was written");
    }
    GameFile::create(out, file.info(), r.actions); // refuses a file that is there
    return r;
}

void GameSession::checkWritable() const {
    if (readOnly_)
        throw InvalidInput(file_.path() + " is open as recorded, to be read only: its figures "
                                          "are the file's, not the rules' (adc game rederive "
                                          "makes a new game of it); nothing was recorded");
    const auto seat = file_.info().find("seat");
    if (seat == file_.info().end() || !seat->is_object()) return;
    throw InvalidInput("this file is the " + seat->value("seat", std::string("?")) +
                       " seat's copy of a game hosted at " +
                       seat->value("host", std::string("another laptop")) +
                       ": actions are made on the host (join it: Laptops..., or aide-de-camp "
                       "--join); nothing was recorded");
}

Action GameSession::record(Action a) {
    checkWritable();
    Action done;
    // Under the write lock: first what another program wrote, then this action checked
    // against the game as it now stands.
    file_.appendAfter(
        game_.log().nextSeq() - 1,
        [&](const std::vector<Action>& newer) {
            follow(newer);
            a.at = utcNow();
            done = game_.prepare(a);
            return std::vector<Action>{done};
        },
        request());
    game_.commit(done); // durable before the state moves
    return done;
}

Action GameSession::perform(Action a) {
    if (ActionLog::isUndoRedo(a)) throw InvalidInput("use undo or redo");
    return record(std::move(a));
}

std::vector<Action>
GameSession::performAll(const std::function<std::vector<Action>(const Game&)>& next) {
    checkWritable();
    std::optional<Game> scratch;
    // Under the write lock: what another program wrote first, then every action prepared and
    // committed on a scratch game; the real game moves once all are written.
    const std::vector<Action> out = file_.appendAfter(
        game_.log().nextSeq() - 1,
        [&](const std::vector<Action>& newer) {
            follow(newer);
            scratch.emplace(game_);
            std::vector<Action> done;
            for (std::vector<Action> batch = next(*scratch); !batch.empty(); batch = next(*scratch))
                for (Action& a : batch) {
                    if (ActionLog::isUndoRedo(a)) throw InvalidInput("use undo or redo");
                    a.at = utcNow();
                    a = scratch->prepare(std::move(a));
                    scratch->commit(a);
                    done.push_back(a);
                }
            return done;
        },
        request());
    game_ = std::move(*scratch);
    return out;
}

namespace {

Action undoRedo(const char* kind, std::optional<Side> viewer,
                std::optional<std::int64_t> meant = std::nullopt) {
    Action a{0, kind, "", nlohmann::json::object(), "", ""};
    if (viewer) a.payload["by"] = sideName(*viewer); // checked by Game::prepare (9.0)
    if (meant) a.payload["target"] = *meant;         // the one the player saw
    return a;
}

} // namespace

Action GameSession::undo(std::optional<Side> viewer, std::optional<std::int64_t> meant) {
    return record(undoRedo(kinds::Undo, viewer, meant));
}
Action GameSession::redo(std::optional<Side> viewer, std::optional<std::int64_t> meant) {
    return record(undoRedo(kinds::Redo, viewer, meant));
}

std::vector<Action> GameSession::undoTo(std::int64_t seq, std::optional<Side> viewer) {
    checkWritable();
    std::optional<Game> scratch;
    const std::vector<Action> out = file_.appendAfter(
        game_.log().nextSeq() - 1,
        [&](const std::vector<Action>& newer) {
            follow(newer);
            if (const std::string no = game_.undoToRefusal(seq, viewer); !no.empty())
                throw InvalidInput(no);
            // Every undo prepared on a scratch copy of the game; written in one transaction.
            scratch.emplace(game_);
            std::vector<Action> undos;
            while (scratch->log().undoTarget() && *scratch->log().undoTarget() > seq) {
                Action u = undoRedo(kinds::Undo, viewer);
                u.at = utcNow();
                u = scratch->prepare(u);
                scratch->commit(u);
                undos.push_back(u);
            }
            return undos;
        },
        request());
    game_ = std::move(*scratch);
    return out;
}

std::vector<const Action*> GameSession::history(std::optional<Side> viewer) const {
    std::vector<const Action*> out;
    for (const auto& a : game_.log().all())
        if (seenBy(a, viewer)) out.push_back(&a);
    return out;
}

} // namespace adc
