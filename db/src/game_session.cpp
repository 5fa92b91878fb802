#include "adc/game_session.h"

#include "adc/errors.h"

namespace adc {

GameSession::GameSession(GameFile file, const OrderOfBattle& french, const OrderOfBattle& austrian)
    : file_(std::move(file)), game_(french, austrian, commandRulesOf(file_.info())) {}

GameSession GameSession::create(const std::string& path, const nlohmann::json& info, const OrderOfBattle& french,
                                const OrderOfBattle& austrian) {
    return GameSession(GameFile::create(path, info), french, austrian);
}

GameSession GameSession::open(const std::string& path, const OrderOfBattle& french, const OrderOfBattle& austrian) {
    GameSession s(GameFile::open(path), french, austrian);
    try {
        s.game_.load(s.file_.actions());
    } catch (const std::exception& e) {
        throw GameFileError(GameFileError::Kind::Damaged,
                            path + ": its action log does not replay (" + std::string(e.what()) + "); it was left untouched");
    }
    return s;
}

Action GameSession::record(Action a) {
    a.at = utcNow();
    a = game_.prepare(std::move(a));
    file_.append(a); // durable before the state moves
    game_.commit(a);
    return a;
}

Action GameSession::perform(Action a) {
    if (ActionLog::isUndoRedo(a)) throw InvalidInput("use undo or redo");
    return record(std::move(a));
}

std::vector<Action>
GameSession::performAll(const std::function<std::vector<Action>(const Game&)>& next) {
    Game scratch = game_; // prepared and committed here first; the real game moves once written
    std::vector<Action> out;
    for (std::vector<Action> batch = next(scratch); !batch.empty(); batch = next(scratch))
        for (Action& a : batch) {
            if (ActionLog::isUndoRedo(a)) throw InvalidInput("use undo or redo");
            a.at = utcNow();
            a = scratch.prepare(std::move(a));
            scratch.commit(a);
            out.push_back(a);
        }
    file_.appendAll(out);
    game_ = std::move(scratch);
    return out;
}

namespace {

Action undoRedo(const char* kind, std::optional<Side> viewer) {
    Action a{0, kind, "", nlohmann::json::object(), "", ""};
    if (viewer) a.payload["by"] = sideName(*viewer); // checked by Game::prepare (9.0)
    return a;
}

} // namespace

Action GameSession::undo(std::optional<Side> viewer) {
    return record(undoRedo("undo", viewer));
}
Action GameSession::redo(std::optional<Side> viewer) {
    return record(undoRedo("redo", viewer));
}

std::vector<Action> GameSession::undoTo(std::int64_t seq, std::optional<Side> viewer) {
    if (const std::string no = game_.undoToRefusal(seq, viewer); !no.empty())
        throw InvalidInput(no);
    // Prepare every undo on a scratch copy of the game, then write them in one transaction.
    Game scratch = game_;
    std::vector<Action> out;
    while (scratch.log().undoTarget() && *scratch.log().undoTarget() > seq) {
        Action u = undoRedo("undo", viewer);
        u.at = utcNow();
        u = scratch.prepare(u);
        scratch.commit(u);
        out.push_back(u);
    }
    file_.appendAll(out);
    game_ = std::move(scratch);
    return out;
}

std::vector<const Action*> GameSession::history(std::optional<Side> viewer) const {
    std::vector<const Action*> out;
    for (const auto& a : game_.log().all())
        if (!viewer || a.side.empty() || a.side == sideName(*viewer)) out.push_back(&a);
    return out;
}

} // namespace adc
