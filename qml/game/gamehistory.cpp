#include "game/gamehistory.h"

#include "common/jsontext.h"
#include "game/opengame.h"

#include "adc/game_state.h"

#include <vector>

using adcqt::qstr;

GameHistory::GameHistory(QObject* parent) : QObject(parent) {}

void GameHistory::setGame(OpenGame* g) {
    if (g == game_) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = g;
    if (game_) {
        connect(game_, &OpenGame::changed, this, &GameHistory::rebuild);
        connect(game_, &OpenGame::viewerChanged, this, [this] {
            emit viewerChanged();
            rebuild();
        });
    }
    emit gameChanged();
    emit viewerChanged();
    rebuild();
}

Viewer::Value GameHistory::viewer() const {
    return game_ ? game_->viewer() : Viewer::Both;
}

void GameHistory::rebuild() {
    entries_.clear();
    if (game_ && game_->isOpen()) {
        const adc::GameSession& s = *game_->session();
        const std::optional<adc::Side> viewer = game_->viewerSide();
        const auto history = s.history(viewer);
        // Indexed by seq: what this history holds, what is in force, and where "undo to here"
        // is offered. 9.0, as Game::undoToRefusal says it: back to an action in force of this
        // history when every action in force after it is one of this history too (the
        // actions a viewer may take back are those its history shows). In one pass, newest
        // first, rather than the whole log read again for each action of a long battle.
        const std::size_t size = s.game().log().all().size() + 1;
        std::vector<char> shown(size), inForce(size), undoableTo(size);
        for (const adc::Action* a : history)
            shown[static_cast<std::size_t>(a->seq)] = 1;
        const std::vector<const adc::Action*> effective = s.game().log().effective();
        bool othersLater = false;
        for (auto it = effective.rbegin(); it != effective.rend(); ++it) {
            const auto seq = static_cast<std::size_t>((*it)->seq);
            inForce[seq] = 1;
            undoableTo[seq] = shown[seq] && !othersLater;
            othersLater = othersLater || !shown[seq];
        }
        const auto latest = s.game().log().undoTarget();
        entries_.reserve(static_cast<qsizetype>(history.size()));
        for (auto it = history.rbegin(); it != history.rend(); ++it) {
            const adc::Action& a = **it;
            const bool undoRedo = adc::ActionLog::isUndoRedo(a);
            const bool active = inForce[static_cast<std::size_t>(a.seq)];
            entries_.push_back(QVariantMap{
                {QStringLiteral("seq"), static_cast<int>(a.seq)},
                {QStringLiteral("kind"), qstr(a.kind)},
                {QStringLiteral("side"), qstr(a.side)},
                {QStringLiteral("summary"), qstr(a.summary)},
                {QStringLiteral("at"), qstr(a.at)},
                {QStringLiteral("inForce"), active},
                // 9.0: offered only where this viewer may take back every later action
                {QStringLiteral("canUndoTo"), active && latest && *latest > a.seq &&
                                                  undoableTo[static_cast<std::size_t>(a.seq)]},
                {QStringLiteral("undoneOrStep"), undoRedo || !active},
                {QStringLiteral("takenBack"),
                 !active && !undoRedo}}); // an action an undo took back
        }
    }
    emit changed();
}
